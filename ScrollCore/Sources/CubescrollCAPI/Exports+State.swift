internal import CCubescrollVersion
import ScrollKit
import ScrollPhysics

// Reading the model every frame: offset, velocity, state flags (include/cubescroll.h, "Reading").

@_cdecl("cubescroll_get_offset")
public func cubescroll_get_offset(_ s: OpaquePointer?, _ x: UnsafeMutablePointer<Double>?,
                                  _ y: UnsafeMutablePointer<Double>?) -> Int32 {
    read(s, x, y) { $0.scrollView.contentOffset }
}

/// The content's velocity (pt/s) while it moves by itself or follows the pointer; 0 at rest.
@_cdecl("cubescroll_get_velocity")
public func cubescroll_get_velocity(_ s: OpaquePointer?, _ vx: UnsafeMutablePointer<Double>?,
                                    _ vy: UnsafeMutablePointer<Double>?) -> Int32 {
    read(s, vx, vy) { $0.scrollView.velocity }
}

/// The range the offset rests in: the minimum and maximum offset on each axis (points).
@_cdecl("cubescroll_get_range")
public func cubescroll_get_range(_ s: OpaquePointer?, _ minX: UnsafeMutablePointer<Double>?,
                                 _ minY: UnsafeMutablePointer<Double>?, _ maxX: UnsafeMutablePointer<Double>?,
                                 _ maxY: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let maxX, let maxY else { return ResultCode.nullArgument.rawValue }
    return read(s, minX, minY) { scroller in
        let upper = scroller.scrollView.maxContentOffset
        maxX.pointee = upper.x
        maxY.pointee = upper.y
        return scroller.scrollView.minContentOffset
    }
}

/// `CUBESCROLL_STATE_*` bits.
struct StateFlags: OptionSet {
    let rawValue: UInt32
    static let tracking = StateFlags(rawValue: 1 << 0)
    static let dragging = StateFlags(rawValue: 1 << 1)
    static let decelerating = StateFlags(rawValue: 1 << 2)
    static let animating = StateFlags(rawValue: 1 << 3)
    static let zooming = StateFlags(rawValue: 1 << 4)
    static let zoomAnimating = StateFlags(rawValue: 1 << 5)

    init(rawValue: UInt32) { self.rawValue = rawValue }

    init(_ v: ScrollView) {
        var f: StateFlags = []
        if v.isTracking { f.insert(.tracking) }
        if v.isDragging { f.insert(.dragging) }
        if v.isDecelerating { f.insert(.decelerating) }
        if v.isScrollAnimating { f.insert(.animating) }
        if v.isZooming { f.insert(.zooming) }
        if v.isZoomAnimating { f.insert(.zoomAnimating) }
        self = f
    }
}

/// The state bits; 0 means at rest. A null scroller reads as 0.
@_cdecl("cubescroll_get_state")
public func cubescroll_get_state(_ s: OpaquePointer?) -> UInt32 {
    guard let s else { return 0 }
    return StateFlags(Unmanaged<Scroller>.fromOpaque(UnsafeRawPointer(s)).takeUnretainedValue().scrollView).rawValue
}

/// Writes a point read from the scroller into two outputs.
func read(_ s: OpaquePointer?, _ x: UnsafeMutablePointer<Double>?, _ y: UnsafeMutablePointer<Double>?,
          _ value: (Scroller) -> Point) -> Int32 {
    guard let x, let y else { return ResultCode.nullArgument.rawValue }
    return with(s) { scroller in
        let p = value(scroller)
        // Print-friendly: -0.0 reads as 0.
        x.pointee = p.x + 0
        y.pointee = p.y + 0
        return .ok
    }
}

/// The scroll indicators at the scroller's current time, as ScrollKit computes them for the scenes
/// (`ScrollView.scrollIndicators(at:)`: geometry in the visible area's points, fade as alpha); an axis
/// without one gets all zeros. Either output may be NULL.
@_cdecl("cubescroll_get_indicators")
public func cubescroll_get_indicators(_ s: OpaquePointer?, _ horizontal: UnsafeMutableRawPointer?,
                                      _ vertical: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { scroller in
        let view = scroller.scrollView
        let bars = view.scrollIndicators(at: view.currentTime)
        for (axis, out) in [(ScrollIndicator.Axis.horizontal, horizontal), (.vertical, vertical)] {
            guard let out else { continue }
            var c = cubescroll_indicator()
            if let bar = bars.first(where: { $0.axis == axis }) {
                c = cubescroll_indicator(x: bar.rect.minX, y: bar.rect.minY, width: bar.rect.width,
                                         height: bar.rect.height, alpha: bar.opacity)
            }
            out.storeBytes(of: c, as: cubescroll_indicator.self)
        }
        return .ok
    }
}
