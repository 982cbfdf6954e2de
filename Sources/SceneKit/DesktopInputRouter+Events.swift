import DesktopInput

/// How a scene hands `DesktopEvent`s to a `DesktopInputRouter` (docs/scenes.md, "Input"): the
/// routing every scene with a router shares, so each scene writes only what it does differently.
extension DesktopInputRouter {
    /// Delivers `event` at `time` (seconds from the start of the run) the plain way: the left
    /// button is a finger, other fingers (a script's pinch) are the window's touches, a wheel
    /// scrolls the router's scroll view, Ctrl+wheel pinches the pinch recognizer under the pointer
    /// (`zoomWheel`; where nothing pinches it scrolls), a scrolling key moves the scroll view, and
    /// lost focus cancels a press. Other buttons, character keys and resizes are the scene's: they
    /// do nothing here and return `false`.
    @discardableResult
    public func route(_ event: DesktopEvent, time: Double) -> Bool {
        switch event {
        case .mouseDown(let p, .left, _): mouseDown(at: p, time: time)
        case .mouseMove(let p): mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): mouseUp(at: p, time: time)
        case let .touch(phase, id, p): touch(phase, id: id, at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, continuous):
            if modifiers.contains(.control), zoomWheel(notches: dy != 0 ? dy : dx, at: at, time: time) { break }
            scrollWheel(dx: dx, dy: dy, modifiers: modifiers, continuous: continuous, time: time)
        case .key(.scroll(let key), _, _): keyPressed(key, time: time)
        case .focusLost: cancelPointer(time: time)
        default: return false
        }
        return true
    }

    /// Scrolls by a wheel event's deltas (GLFW units): Shift turns a vertical wheel sideways, and
    /// `continuous` (nil: classify by value) says trackpad (`true`) or wheel clicks (`false`).
    public func scrollWheel(dx: Double, dy: Double, modifiers: KeyModifiers, continuous: Bool?, time: Double) {
        scroll(dx: dx, dy: dy, shift: modifiers.contains(.shift),
               kind: continuous.map { $0 ? .continuous : .wheelClicks }, time: time)
    }
}
