// Delegate callbacks (include/cubescroll.h, "Callbacks"): each setter replaces the previous callback;
// a NULL function removes it. Callbacks run on the caller's thread, inside the input or advance call
// that caused them; they must not destroy the scroller.

@_cdecl("cubescroll_set_will_end_dragging")
public func cubescroll_set_will_end_dragging(_ s: OpaquePointer?, _ fn: WillEndDraggingFunction?,
                                             _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.callbacks.willEndDragging = fn.map { ($0, user) }; return .ok }
}

/// The one snapping callback: asked for every landing (release, wheel, keys) before will-end-dragging.
@_cdecl("cubescroll_set_landing")
public func cubescroll_set_landing(_ s: OpaquePointer?, _ fn: LandingFunction?,
                                   _ user: UnsafeMutableRawPointer?) -> Int32 {
    with(s) { $0.landing.callback = fn.map { ($0, user) }; return .ok }
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
