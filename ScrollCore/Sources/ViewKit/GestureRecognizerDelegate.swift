/// States of a gesture recognizer (UIGestureRecognizer.State).
///
/// Continuous gestures (pan, long press): possible → began → changed… → ended | cancelled, or
/// possible → failed. Discrete gestures (tap, swipe): possible → recognized (= ended) | failed.
/// After ended, cancelled or failed the window resets the recognizer to possible once all of its
/// touches have lifted.
public enum GestureRecognizerState: Sendable, Hashable, CustomStringConvertible {
    /// Not recognized yet: the initial state, and the state after a reset.
    case possible
    /// A continuous gesture was recognized; its actions run.
    case began
    /// A continuous gesture moved on; its actions run.
    case changed
    /// The gesture finished (a discrete gesture is recognized in this state); its actions run.
    case ended
    /// A continuous gesture was cancelled (its touches were taken away); its actions run.
    case cancelled
    /// The touches are not this gesture; no actions run.
    case failed

    /// A discrete gesture happened. Same value as `.ended` (UIKit).
    public static let recognized = GestureRecognizerState.ended

    /// True for `.began` and `.changed`: a continuous gesture is in progress.
    public var isActive: Bool { self == .began || self == .changed }
    /// True for `.ended`, `.cancelled` and `.failed`.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// The state's name, as UIKit spells it ("possible", "began"…).
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// Fine-tunes a recognizer (UIGestureRecognizerDelegate). Every method has a default (UIKit's).
///
/// Swift caveat: the defaults live in a protocol extension, so a class that conforms must implement
/// the methods itself (not only in a subclass) for its versions to be called.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer tries to leave `.possible`; false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked once per touch when it begins; false hides the touch from the recognizer. Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// True lets both recognize at the same time (either delegate saying true is enough). Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// True makes `recognizer` wait for `other` to fail (a dynamic `require(toFail:)`). Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// True makes `other` wait for `recognizer` to fail. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
