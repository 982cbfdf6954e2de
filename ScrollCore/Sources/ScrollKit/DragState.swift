import ScrollPhysics

/// What a scroll view remembers during one drag (finger pan or scroll gesture).
struct DragState {
    /// What drives the drag.
    enum Source { case touch, scrollGesture }
    /// Directional lock state (`ScrollView.isDirectionalLockEnabled`).
    enum Lock { case undecided, horizontal, vertical, free }

    var source = Source.touch
    /// Raw offset (before rubber-banding) when `anchor` was taken.
    var rawStart = Point.zero
    /// The pan translation at which `rawStart` was taken; nil: take it at the next pan input.
    var anchor: Point?
    /// Current raw offset (points): where the content would be with no edges.
    var raw = Point.zero
    /// Raw displacement since the drag began (offset units), sampled by the velocity tracker. Unlike
    /// `raw` it ignores jumps made by setting `contentOffset`.
    var displacement = Point.zero
    var lock = Lock.undecided
    /// Offset when the drag began: paging moves at most one page from here.
    var startOffset = Point.zero
    /// Animated wheel steps: where the steps so far lead (clamped to the range).
    var wheelTarget: Point?
    /// An animated wheel step is moving the content (`ScrollView.motion`).
    var wheelAnimating = false
    /// The gesture's first click carried on a programmatic animation: its steps keep that
    /// animation's pace (`ScrollViewPhysics.wheelSpring(…softened: false)`).
    var wheelKeepsPace = false
    /// Velocity (points/s, offset units) carried from a glide this drag caught, added to a release in
    /// the same direction (`ScrollViewPhysics.momentumCarry`); zero when there is none or it was lost.
    var carried = Point.zero
    /// The glide's velocity (points/s) at the catch that gave `carried` (the retain rule compares the
    /// release with it).
    var glide = Point.zero
    /// Time (s) of the drag's last pointer movement, for losing `carried` when the pointer rests.
    var lastMoveTime = -Double.infinity
}
