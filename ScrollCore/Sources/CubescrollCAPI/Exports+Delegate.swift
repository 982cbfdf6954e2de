// Delegate callbacks (include/cubescroll.h, "Callbacks"): each setter replaces the previous callback;
// a NULL function removes it. Callbacks run on the caller's thread, inside the input or advance call
// that caused them; they must not destroy the scroller.

@_cdecl("cubescroll_set_will_end_dragging")
public func cubescroll_set_will_end_dragging(_ s: OpaquePointer?, _ fn: WillEndDraggingFunction?,
                                             _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { scroller in
        scroller.callbacks.willEndDragging = fn.map { ($0, user) }
        // Keys land where a drag released at rest would: the same callback snaps them.
        scroller.router.keyTargetAdjustment = fn.map { fn in
            { proposed in
                var x = proposed.x, y = proposed.y
                fn(user, 0, 0, &x, &y)
                return x.isFinite && y.isFinite ? .init(x: x, y: y) : proposed
            }
        }
        return .ok
    }
}

@_cdecl("cubescroll_set_did_scroll")
public func cubescroll_set_did_scroll(_ s: OpaquePointer?, _ fn: DidScrollFunction?,
                                      _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.didScroll = fn.map { ($0, user) }; return .ok }
}

@_cdecl("cubescroll_set_will_begin_dragging")
public func cubescroll_set_will_begin_dragging(_ s: OpaquePointer?, _ fn: NotifyFunction?,
                                               _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.willBeginDragging = fn.map { ($0, user) }; return .ok }
}

@_cdecl("cubescroll_set_did_end_dragging")
public func cubescroll_set_did_end_dragging(_ s: OpaquePointer?, _ fn: DidEndDraggingFunction?,
                                            _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.didEndDragging = fn.map { ($0, user) }; return .ok }
}

@_cdecl("cubescroll_set_did_end_decelerating")
public func cubescroll_set_did_end_decelerating(_ s: OpaquePointer?, _ fn: NotifyFunction?,
                                                _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.didEndDecelerating = fn.map { ($0, user) }; return .ok }
}

@_cdecl("cubescroll_set_did_end_scrolling_animation")
public func cubescroll_set_did_end_scrolling_animation(_ s: OpaquePointer?, _ fn: NotifyFunction?,
                                                       _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.didEndScrollingAnimation = fn.map { ($0, user) }; return .ok }
}
