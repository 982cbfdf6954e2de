import ScrollPhysics

/// Recognizes `numberOfTapsRequired` quick taps at about the same place (UITapGestureRecognizer):
/// discrete, recognized when the last tap lifts.
///
/// Fails when a press lasts longer than `maximumTapDuration`, a finger moves more than
/// `allowableMovement` from where it went down, the next tap does not come down within
/// `maximumIntervalBetweenTaps` of the previous lift (checked in `advance(to:)`, so it needs time to
/// move on), lands farther than `maximumTapSeparation` from the first tap, or too many fingers come
/// down. For a single-tap that must not fire on a double tap, `single.require(toFail: double)`: the
/// single tap is then recognized only once the double tap has timed out.
/// `location(in:)` is where the first tap of the sequence went down (UIKit).
open class TapGestureRecognizer: GestureRecognizer {
    /// UIKit's private tap defaults, as ported by Mocha's TapGestureRecognizer (a UIKit clone):
    /// allowableMovement 45 pt, maximumSingleTapDuration 0.75 s, maximumIntervalBetweenSuccessiveTaps
    /// 0.35 s. Flutter: kTouchSlop 18, kDoubleTapTimeout 0.3 s, kDoubleTapSlop 100.
    public static let defaultAllowableMovement = 45.0
    /// 0.75 s: the longest press that is still a tap.
    public static let defaultMaximumTapDuration = 0.75
    /// `Window.multiTapInterval` (0.35 s): the longest wait between the taps of a multi-tap.
    public static let defaultMaximumIntervalBetweenTaps = Window.multiTapInterval
    /// `Window.multiTapDistance`: the farthest a later tap of a multi-tap may land from the first.
    public static let defaultMaximumTapSeparation = Window.multiTapDistance

    /// Taps to recognize (1 = single, 2 = double click). Default 1.
    public var numberOfTapsRequired = 1
    /// Fingers per tap. Default 1.
    public var numberOfTouchesRequired = 1
    /// Farthest (points) a finger may move during one tap.
    public var allowableMovement = TapGestureRecognizer.defaultAllowableMovement
    /// Longest press (seconds) that still counts as a tap.
    public var maximumTapDuration = TapGestureRecognizer.defaultMaximumTapDuration
    /// Longest wait (seconds) from a lift to the next tap's touch-down.
    public var maximumIntervalBetweenTaps = TapGestureRecognizer.defaultMaximumIntervalBetweenTaps
    /// Farthest (points) a later tap may land from the first one.
    public var maximumTapSeparation = TapGestureRecognizer.defaultMaximumTapSeparation

    /// Taps completed in the current sequence.
    public private(set) var tapsCompleted = 0
    private var firstDown: Point?
    private var down: (location: Point, time: Double)?
    private var lastLift: Double?
    private var peakTouches = 0

    /// A single one-finger tap with UIKit's defaults.
    public override init() { super.init() }

    open override func location(in view: View?) -> Point {
        guard let firstDown else { return super.location(in: view) }
        return view.map { $0.convert(firstDown, from: nil) } ?? firstDown
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let time = touches.map(\.timestamp).max() ?? event.timestamp
        guard let here = super.currentWindowLocation else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if down == nil {
            if let lastLift, let firstDown {
                if time - lastLift > maximumIntervalBetweenTaps
                    || (here - firstDown).length > maximumTapSeparation { state = .failed; return }
            }
            down = (here, time)
            if firstDown == nil { firstDown = here }
        }
        peakTouches = max(peakTouches, numberOfTouches)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            if let d = down, (t.windowLocation - d.location).length > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let time = touches.map(\.timestamp).max() ?? event.timestamp
        for t in touches {
            if let d = down, (t.windowLocation - d.location).length > allowableMovement {
                state = .failed
                return
            }
        }
        guard numberOfTouches == 0, let d = down else { return }
        if time - d.time > maximumTapDuration || peakTouches != numberOfTouchesRequired {
            state = .failed
            return
        }
        tapsCompleted += 1
        down = nil
        peakTouches = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            lastLift = time
        }
    }

    open override func advance(to time: Double) {
        guard let limit = failureLimit, time > limit else { return }
        state = .failed
    }

    /// The last time (s) the gesture may still complete: touch-down + `maximumTapDuration` while a
    /// finger is down, the last lift + `maximumIntervalBetweenTaps` between taps; it fails just after.
    private var failureLimit: Double? {
        guard state == .possible, !isWaitingForFailure else { return nil }
        if let d = down { return d.time + maximumTapDuration }
        if let lastLift { return lastLift + maximumIntervalBetweenTaps }
        return nil
    }

    /// The first time after `failureLimit`: when the tap fails.
    open override var nextDeadline: Double? { failureLimit?.nextUp }

    open override func reset() {
        tapsCompleted = 0
        firstDown = nil
        down = nil
        lastLift = nil
        peakTouches = 0
    }
}
