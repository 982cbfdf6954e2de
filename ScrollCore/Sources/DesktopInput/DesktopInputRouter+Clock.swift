import ViewKit

/// The router on its window's clock (`Window.addClockClient(_:)`): a wheel or trackpad gesture, a
/// Ctrl+wheel pinch, and a gesture the router switched away from end when the clock passes the end of
/// their silence, at that time and in time order with everything else on the clock, whichever input
/// or frame — through this router or another over the same window — moves it there.
extension DesktopInputRouter: WindowTimed {
    /// The earliest silence end still ahead: the open wheel gesture's, the one switched away from,
    /// the Ctrl+wheel pinch's (each its last delta + `scrollGestureSilence`).
    package var nextStepTime: Double? {
        // No array: asked at every input and frame.
        var last = scrollGesture?.lastTime
        if let t = switchedAway?.gesture.lastTime { last = min(last ?? t, t) }
        if let t = wheelPinch?.lastTime { last = min(last ?? t, t) }
        return last.map { $0 + Self.scrollGestureSilence }
    }

    /// The clock reached `time`: a gesture switched away from ends (at `time`, or its silence's end
    /// if earlier), and a wheel gesture or Ctrl+wheel pinch silent since `scrollGestureSilence`
    /// ends at exactly its last delta + the silence.
    package func step(to time: Double) {
        if let pending = switchedAway { endGesture(of: pending, by: time) }
        if let g = scrollGesture, time >= g.lastTime + Self.scrollGestureSilence {
            scrollGesture = nil
            scrollView?.scrollGestureEnded(time: g.lastTime + Self.scrollGestureSilence)
        }
        endWheelPinchIfSilent(at: time)
    }
}
