import ScrollPhysics
import ScrollKit

/// The keys that scroll (docs/scroll-behaviour.md, "Desktop input"). Raw values are the names capture
/// scripts use (docs/capture.md, "Headless capture").
public enum DesktopKey: String, Sendable, Hashable, CaseIterable {
    /// ←: one item back horizontally.
    case left
    /// →: one item on horizontally.
    case right
    /// ↑: one item up.
    case up
    /// ↓: one item down.
    case down
    /// Page Up: one page up (a page is the scroll view's height).
    case pageUp = "pageup"
    /// Page Down: one page down.
    case pageDown = "pagedown"
    /// Home: the start of the range.
    case home
    /// End: the end of the range.
    case end
}

extension DesktopInputRouter {
    /// A key press (or auto-repeat) at `time` (seconds): an animated step of the scroll view
    /// (`ScrollView.scroll(_:animated:)`), which lands where its target behaviour says — the same
    /// place its releases ask, so a view that snaps to items snaps keys too.
    ///
    /// - Arrows: one item (the behaviour's `itemStep`, else `ScrollView.defaultItemStep`).
    /// - Page Up/Down: one page (the scroll view's bounds size along the axis).
    /// - Home/End: the start/end of the range.
    /// Up/Down, Page Up/Down and Home/End work vertically, or horizontally on a scroll view that can
    /// only scroll horizontally. Targets are clamped to the range. A press while a programmatic scroll
    /// still animates (the previous key's, or one started by code) starts from that animation's target
    /// (`ScrollView.targetContentOffset`), not from where the content happens to be, so three quick
    /// presses move exactly three items. A wheel gesture still open is ended first.
    ///
    /// The pointer wins: while a finger (the left button) holds the scroll view — a drag, or a press
    /// that caught it (`ScrollView.isTracking`) — keys are ignored, so the content never jumps away from
    /// under the pointer nor flies back when it lifts (docs/scroll-behaviour.md, "Desktop input").
    public func keyPressed(_ key: DesktopKey, time: Double) {
        guard catchUp(to: time), let sv = scrollView else { return }
        sv.advance(to: time)
        guard !sv.isTracking else { return }
        if scrollGesture != nil {
            // A wheel gesture still open: end it now (its release runs), then the key retargets.
            scrollGesture = nil
            sv.scrollGestureEnded(time: time)
        }
        sv.advance(to: time) // programmatic scrolls start at the scroll view's current time
        let axis: ScrollAxis = sv.scrollsVertically || !sv.scrollsHorizontally ? .vertical : .horizontal
        switch key {
        case .left: sv.scroll(.items(-1, .horizontal))
        case .right: sv.scroll(.items(1, .horizontal))
        case .up: sv.scroll(.items(-1, axis))
        case .down: sv.scroll(.items(1, axis))
        case .pageUp: sv.scroll(.pages(-1, axis))
        case .pageDown: sv.scroll(.pages(1, axis))
        case .home: sv.scroll(.start(axis))
        case .end: sv.scroll(.end(axis))
        }
    }
}
