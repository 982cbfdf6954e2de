import ScrollPhysics

/// Recognizes a quick, straight stroke in one of the allowed directions (UISwipeGestureRecognizer):
/// discrete, recognized as soon as the stroke qualifies (while the finger is still down).
///
/// Thresholds (all measured from the touch-down point, window space):
/// - distance: the movement along an allowed direction reaches `minimumDistance` (50 pt);
/// - speed: it gets there within `maximumDuration` (0.5 s) of touch-down, i.e. an average of at
///   least `minimumDistance / maximumDuration` = 100 pt/s; slower strokes fail (at the next event or
///   `advance(to:)` after the deadline);
/// - direction: the sideways movement is at most `maximumSlope` (0.5) times the movement along the
///   direction, i.e. the stroke lies within atan 0.5 ≈ 26.6° of it.
/// It fails when the finger lifts first, when time runs out, or when the finger has moved
/// `minimumDistance` without qualifying (wrong direction or too slanted).
/// UIKit keeps its values private ("a slow swipe requires high directional precision but a small
/// distance, a fast swipe low precision but a large distance", UISwipeGestureRecognizer.h); the 50 pt
/// and 0.5 s are the private defaults as ported by Mocha's SwipeGestureRecognizer (a UIKit clone);
/// the fixed cone is our simplification.
/// `location(in:)` is where the swipe began (UIKit).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Allowed directions (UISwipeGestureRecognizer.Direction). Several may be combined.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The direction bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// The set of directions whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward −y (up the screen).
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward +y (down the screen).
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of a single direction (y down).
        var unit: Point {
            switch self {
            case .right: Point(x: 1, y: 0)
            case .left: Point(x: -1, y: 0)
            case .up: Point(x: 0, y: -1)
            default: Point(x: 0, y: 1)
            }
        }
    }

    /// Mocha's port of UIKit's private values: minimum primary movement 50 pt, maximum duration 0.5 s.
    public static let defaultMinimumDistance = 50.0
    /// 0.5 s (Mocha's port of UIKit's private value).
    public static let defaultMaximumDuration = 0.5
    /// Our choice (see the type's notes): sideways ≤ half the forward movement (≈ 26.6°).
    public static let defaultMaximumSlope = 0.5

    /// Directions that count. Default `.right` (UIKit).
    public var direction: Direction = .right
    /// Distance (points) along the direction needed.
    public var minimumDistance = SwipeGestureRecognizer.defaultMinimumDistance
    /// Seconds from touch-down within which the distance must be covered.
    public var maximumDuration = SwipeGestureRecognizer.defaultMaximumDuration
    /// Largest ratio of sideways to forward movement (the tangent of the largest angle allowed).
    public var maximumSlope = SwipeGestureRecognizer.defaultMaximumSlope
    /// Fingers that must swipe. Default 1.
    public var numberOfTouchesRequired = 1

    /// The direction recognized (one of `direction`'s), or nil.
    public private(set) var recognizedDirection: Direction?
    private var start: (location: Point, time: Double)?

    /// A one-finger swipe to the right with the default distance, duration and slope.
    public override init() { super.init() }

    open override func location(in view: View?) -> Point {
        guard let s = start else { return super.location(in: view) }
        return view.map { $0.convert(s.location, from: nil) } ?? s.location
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if start == nil, let here = currentWindowLocation {
            start = (here, touches.map(\.timestamp).max() ?? event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let s = start, let here = currentWindowLocation, numberOfTouches == numberOfTouchesRequired else { return }
        let time = touches.map(\.timestamp).max() ?? event.timestamp
        if time - s.time > maximumDuration { state = .failed; return }
        let d = here - s.location
        for dir in [Direction.right, .left, .up, .down] where direction.contains(dir) {
            let u = dir.unit
            let along = d.x * u.x + d.y * u.y
            let across = abs(d.x * u.y - d.y * u.x)
            if along >= minimumDistance && across <= along * maximumSlope {
                recognizedDirection = dir
                state = .recognized
                return
            }
        }
        if d.length >= minimumDistance { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func advance(to time: Double) {
        guard state == .possible, let s = start else { return }
        if time > s.time + maximumDuration { state = .failed }
    }

    /// Just after touch-down + `maximumDuration`, when a swipe not yet recognized fails.
    open override var nextDeadline: Double? {
        guard state == .possible, let s = start else { return nil }
        return (s.time + maximumDuration).nextUp
    }

    open override func reset() {
        start = nil
        recognizedDirection = nil
    }
}
