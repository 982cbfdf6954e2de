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

extension ScrollView {
    /// When (seconds, at or after `time`) the scroll indicators next change with time alone: the
    /// start of their fade-out (`ScrollIndicator.fadeDelay` after the content last moved), `time`
    /// itself while they fade, nil once faded (or never shown). A window that draws only when
    /// something changes wakes then.
    public func nextIndicatorChange(after time: Double) -> Double? {
        guard let last = indicatorActivity else { return nil }
        let fadeStart = last + ScrollIndicator.fadeDelay
        if time < fadeStart { return fadeStart }
        return time < fadeStart + ScrollIndicator.fadeDuration ? time : nil
    }
}
