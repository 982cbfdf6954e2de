/// How a wheel or trackpad delta moves a scroll view: the one value that travels from the platform's
/// event (`DesktopEvent.wheel`'s `kind`) through the input router to `ScrollView.scrollGestureChanged`.
///
/// GLFW on X11 reports wheel clicks as scroll offsets of exactly ±1 per click, with no phases and no
/// end event; trackpads (and high-resolution wheels under Wayland/libinput) report fractional offsets.
/// So, when the source does not say (a `nil` kind), a delta whose non-zero components are all whole
/// numbers is `.wheelClicks` and anything fractional is `.continuous` (`classify(dx:dy:)`). Once a
/// gesture has had a continuous delta it stays continuous until it ends (a trackpad that happens to
/// send an exact 1.0 must not turn into an animated step mid-gesture).
public enum ScrollDeltaKind: Sendable, Hashable {
    /// Whole-number clicks: animated, retargetable steps toward a pending target.
    case wheelClicks
    /// Fractional deltas: the offset follows directly, rubber-banded past the edges.
    case continuous

    /// Classifies one raw platform delta (GLFW scroll offsets): whole numbers (at least 1 in size, or
    /// 0) on both axes are `.wheelClicks`, anything else `.continuous`.
    public static func classify(dx: Double, dy: Double) -> ScrollDeltaKind {
        let whole = { (v: Double) in v == 0 || (v.rounded() == v && abs(v) >= 1) }
        return whole(dx) && whole(dy) ? .wheelClicks : .continuous
    }

    /// The kind a gesture has after a delta of `self` when it was `gesture` so far (nil: a new
    /// gesture): once continuous, it stays continuous until it ends.
    public func continuing(_ gesture: ScrollDeltaKind?) -> ScrollDeltaKind {
        gesture == .continuous ? .continuous : self
    }
}
