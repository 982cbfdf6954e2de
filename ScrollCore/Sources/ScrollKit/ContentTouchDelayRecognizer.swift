import ScrollPhysics
import ViewKit

/// Holds a touch-down on a scroll view's content back for `ScrollView.contentTouchDelay`
/// (`ScrollView.delaysContentTouches`; UIKit does the same with a private delayed-touches-began
/// recognizer on UIScrollView).
///
/// It never recognizes: while it is possible its `delaysTouchesBegan` keeps the content view's
/// `touchesBegan` (and moves) waiting in the window; it fails — and the window delivers what it held —
/// once `contentTouchDelay` has passed since touch-down (`advance(to:)`, which the window runs every
/// frame and before every touch event) or when the touch lifts or is cancelled first (a quick tap
/// gets began and ended together at the lift). If the scroll view's pan begins first, the pan's
/// `cancelsTouchesInView` drops what was held: the content never sees the touch.
///
/// It is attached to the scroll view itself, not to wherever `panGestureRecognizer` is hosted, so it
/// only sees touches on views inside a scroll view that is in the window. A touch on the scroll view
/// itself (no content hit) is not held.
final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// The scroll view whose content it delays; weak (the scroll view owns it).
    weak var scrollView: ScrollView?
    /// Time (s) at which the held touch-down goes to the content; nil until a touch arrives.
    private var deadline: Double?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, deadline == nil else { return }
        guard let scrollView, touches.contains(where: { $0.view !== scrollView && $0.view?.isDescendant(of: scrollView) == true })
        else {
            state = .failed
            return
        }
        deadline = (touches.map(\.timestamp).max() ?? event.timestamp) + ScrollView.contentTouchDelay
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func advance(to time: Double) {
        if state == .possible, let deadline, time >= deadline { state = .failed }
    }

    /// Touch-down + `ScrollView.contentTouchDelay`, while the touch is held back.
    override var nextDeadline: Double? { state == .possible ? deadline : nil }

    override func reset() { deadline = nil }
}
