import DesktopInput
import ScrollKit
import ScrollPhysics

// Input: the pointer (one finger), the wheel, keys, and time (include/cubescroll.h, "Input").
// Every call carries the time the input happened, on the caller's monotonic clock in seconds.

@_cdecl("cubescroll_pointer_down")
public func cubescroll_pointer_down(_ s: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    pointer(s, x, y, time) { $0.router.mouseDown(at: $1, time: time) }
}

@_cdecl("cubescroll_pointer_move")
public func cubescroll_pointer_move(_ s: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    pointer(s, x, y, time) { $0.router.mouseMoved(to: $1, time: time) }
}

@_cdecl("cubescroll_pointer_up")
public func cubescroll_pointer_up(_ s: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
    pointer(s, x, y, time) { $0.router.mouseUp(at: $1, time: time) }
}

/// The pointer was lost (focus loss, a grab ended elsewhere): the touch is cancelled; a drag settles
/// back into the range without momentum.
@_cdecl("cubescroll_pointer_cancel")
public func cubescroll_pointer_cancel(_ s: OpaquePointer?, _ time: Double) -> Int32 {
    changing(s) { scroller in scroller.atTime(time) { scroller.router.cancelPointer(time: time) } }
}

/// Wheel modes of `cubescroll_wheel`: how the deltas are read.
enum WheelMode: Int32 {
    case clicks = 0, continuous = 1, automatic = -1

    var kind: ScrollDeltaKind? {
        switch self {
        case .clicks: .wheelClicks
        case .continuous: .continuous
        case .automatic: nil
        }
    }
}

@_cdecl("cubescroll_wheel")
public func cubescroll_wheel(_ s: OpaquePointer?, _ dx: Double, _ dy: Double, _ mode: Int32,
                             _ time: Double) -> Int32 {
    changing(s) { scroller in
        guard dx.isFinite, dy.isFinite else { return .notFinite }
        guard let mode = WheelMode(rawValue: mode) else { return .unknownValue }
        return scroller.atTime(time) {
            scroller.router.scroll(dx: dx, dy: dy, shift: false, kind: mode.kind, time: time)
        }
    }
}

/// `CUBESCROLL_KEY_*` in header order.
let keyOrder: [DesktopKey] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end]

@_cdecl("cubescroll_key")
public func cubescroll_key(_ s: OpaquePointer?, _ key: Int32, _ time: Double) -> Int32 {
    changing(s) { scroller in
        guard keyOrder.indices.contains(Int(key)) else { return .unknownValue }
        return scroller.atTime(time) { scroller.router.keyPressed(keyOrder[Int(key)], time: time) }
    }
}

/// Moves the scroller's clock on to `time`: motions advance, a wheel gesture silent for 100 ms ends,
/// and the delegate callbacks due by then run. Call it once a frame before reading the offset.
@_cdecl("cubescroll_advance")
public func cubescroll_advance(_ s: OpaquePointer?, _ time: Double) -> Int32 {
    changing(s) { scroller in scroller.atTime(time) { scroller.router.advance(to: time) } }
}

/// Shared checks of the pointer calls: scroller, finite position and time, time order.
private func pointer(_ s: OpaquePointer?, _ x: Double, _ y: Double, _ time: Double,
                     _ body: (Scroller, Point) -> Void) -> Int32 {
    changing(s) { scroller in
        guard x.isFinite, y.isFinite else { return .notFinite }
        return scroller.atTime(time) { body(scroller, Point(x: x, y: y)) }
    }
}
