import ScrollPhysics
import ViewKit

/// Decides nested scroll views by the direction of the first movement: a scroll view's pan may
/// begin only when the drag starts along the axis that scroll view scrolls, so a vertical drag on
/// a horizontal row scrolls the list around it and a horizontal one moves the row
/// (docs/techniques/nested-scroll-views.md, "Which scroll view gets the drag").
///
/// Set it as the delegate of a scroll view's `panGestureRecognizer` and keep a strong reference
/// (recognizer delegates are weak). A pan that begins with no movement at all (a touch-down that
/// catches moving content) is always allowed: the moving view keeps the touch.
final class AxisGate: GestureRecognizerDelegate {
    enum Axis { case horizontal, vertical }
    let axis: Axis

    init(_ axis: Axis) { self.axis = axis }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        if t == .zero { return true }
        switch axis {
        case .horizontal: return abs(t.x) > abs(t.y)
        case .vertical: return abs(t.y) >= abs(t.x)
        }
    }
}
