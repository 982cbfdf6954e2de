import DesktopInput
import ScrollKit
import ScrollPhysics

// Behaviour settings and programmatic scrolling (include/cubescroll.h, "Settings", "Scrolling by code").

@_cdecl("cubescroll_set_paging")
public func cubescroll_set_paging(_ s: OpaquePointer?, _ enabled: Int32) -> Int32 {
    changing(s) { $0.scrollView.isPagingEnabled = enabled != 0; return .ok }
}

@_cdecl("cubescroll_set_bounces")
public func cubescroll_set_bounces(_ s: OpaquePointer?, _ bounces: Int32) -> Int32 {
    changing(s) { $0.scrollView.bounces = bounces != 0; return .ok }
}

@_cdecl("cubescroll_set_always_bounce")
public func cubescroll_set_always_bounce(_ s: OpaquePointer?, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    changing(s) { scroller in
        scroller.scrollView.alwaysBounceHorizontal = horizontal != 0
        scroller.scrollView.alwaysBounceVertical = vertical != 0
        return .ok
    }
}

/// The deceleration rate per millisecond, in (0, 1): UIKit's normal 0.998, fast 0.99.
@_cdecl("cubescroll_set_deceleration_rate")
public func cubescroll_set_deceleration_rate(_ s: OpaquePointer?, _ rate: Double) -> Int32 {
    changing(s) { scroller in
        guard rate.isFinite else { return .notFinite }
        guard rate > 0, rate < 1 else { return .outOfRange }
        scroller.scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: rate)
        return .ok
    }
}

/// How far an arrow key and one wheel click move (points, per axis; 0 keeps the default: 40 pt per
/// key, GTK's step per notch).
@_cdecl("cubescroll_set_item_step")
public func cubescroll_set_item_step(_ s: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    changing(s) { scroller in
        guard x.isFinite, y.isFinite else { return .notFinite }
        guard x >= 0, y >= 0 else { return .outOfRange }
        scroller.landing.step = Point(x: x, y: y)
        return .ok
    }
}

/// Scrolls to (x, y) at `time`: at once (one did-scroll) or animated (ends with did-end-scrolling-animation).
@_cdecl("cubescroll_set_offset")
public func cubescroll_set_offset(_ s: OpaquePointer?, _ x: Double, _ y: Double, _ animated: Int32,
                                  _ time: Double) -> Int32 {
    changing(s) { scroller in
        guard x.isFinite, y.isFinite else { return .notFinite }
        return scroller.atTime(time) {
            scroller.router.advance(to: time)
            scroller.scrollView.setContentOffset(Point(x: x, y: y), animated: animated != 0)
        }
    }
}

/// Scrolls to the top of the range (UIKit's status-bar tap).
@_cdecl("cubescroll_scroll_to_top")
public func cubescroll_scroll_to_top(_ s: OpaquePointer?, _ animated: Int32, _ time: Double) -> Int32 {
    changing(s) { scroller in
        scroller.atTime(time) {
            scroller.router.advance(to: time)
            _ = scroller.scrollView.scrollToTop(animated: animated != 0)
        }
    }
}
