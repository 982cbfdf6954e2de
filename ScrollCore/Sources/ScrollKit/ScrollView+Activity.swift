/// Whether time alone still changes the scroll view: what a window that draws only when something
/// changes asks before it goes to sleep until the next input.
extension ScrollView {
    /// True while `advance(to:)` would still move the offset or the scale with no new input: a
    /// fling or bounce-back (`isDecelerating`), a programmatic animation (`isScrollAnimating`), an
    /// animated wheel step during a wheel gesture, or a zoom animation or bounce (`isZoomAnimating`).
    /// A finger held still (`isTracking` with no motion) moves nothing by itself: false. Once the
    /// last motion lands (its ended callback has been reported) it is false until the next input.
    public var needsAdvance: Bool {
        if zoom.phase == .animating { return true }
        switch phase {
        case .decelerating, .animating: return true
        case .dragging: return drag.wheelAnimating
        case .idle: return false
        }
    }
}
