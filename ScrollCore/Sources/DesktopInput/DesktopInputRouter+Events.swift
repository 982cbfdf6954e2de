import ScrollKit

/// How a `DesktopEvent` reaches a `DesktopInputRouter`: the routing every app and scene shares, so
/// each writes only what it does differently (`HostedScrollView.handle(_:time:)` is this).
extension DesktopInputRouter {
    /// Delivers `event` at `time` (seconds, the time it happened) the plain way: the left button is a
    /// finger, other fingers (a script's pinch) are the window's touches, a wheel scrolls the router's
    /// scroll view, Ctrl+wheel pinches the pinch recognizer under the pointer (`zoomWheel`; where
    /// nothing pinches it scrolls), a scrolling key moves the scroll view, and lost focus cancels a
    /// press.
    /// - Returns: true when the event was used; false for what is the app's: other buttons, Tab,
    ///   Escape and character keys, and resizes (lay out, then `HostedScrollView.resize`).
    @discardableResult
    public func route(_ event: DesktopEvent, time: Double) -> Bool {
        switch event {
        case .mouseDown(let p, .left, _): mouseDown(at: p, time: time)
        case .mouseMove(let p): mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): mouseUp(at: p, time: time)
        case let .touch(phase, id, p): touch(phase, id: id, at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, kind):
            if modifiers.contains(.control), zoomWheel(notches: dy != 0 ? dy : dx, at: at, time: time) { break }
            scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
        case .key(.scroll(let key), _, _): keyPressed(key, time: time)
        case .focusLost: cancelPointer(time: time)
        default: return false
        }
        return true
    }

    /// Scrolls by a wheel event's deltas (GLFW units): Shift turns a vertical wheel sideways; `kind`
    /// (nil: classify by value) says trackpad (`.continuous`) or notches (`.wheelClicks`).
    public func scrollWheel(dx: Double, dy: Double, modifiers: KeyModifiers, kind: ScrollDeltaKind?, time: Double) {
        scroll(dx: dx, dy: dy, shift: modifiers.contains(.shift), kind: kind, time: time)
    }
}
