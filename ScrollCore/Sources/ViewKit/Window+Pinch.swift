import ScrollPhysics

extension Window {
    /// Reports a pinch from a device without touches — a trackpad's pinch, or Ctrl+wheel — as UIKit
    /// delivers a trackpad pinch to `UIPinchGestureRecognizer` (a transform event): no touch is
    /// made, so no view and no other recognizer sees it.
    ///
    /// - Parameters:
    ///   - phase: `.began` picks the recognizer under `location`: the first enabled, idle
    ///     `PinchGestureRecognizer` on the hit view or its ancestors (hit view first); it begins at
    ///     once. `.moved` changes it, `.ended` ends it, `.cancelled` cancels it. `.stationary` is
    ///     ignored. A `.began` while one is in progress ends that one first.
    ///   - scale: the device's cumulative scale since `.began` (1 at `.began`); must be finite and > 0.
    ///   - location: the pointer, window points.
    ///   - time: seconds, non-decreasing; the window first runs `advance(to: time)`.
    /// - Returns: the recognizer that received the pinch, or nil (nothing under the pointer pinches,
    ///   or the input was ignored).
    @discardableResult
    public func sendPinch(_ phase: TouchPhase, scale: Double, at location: Point, time: Double) -> PinchGestureRecognizer? {
        guard location.isFinite, time.isFinite, scale.isFinite, scale > 0 else { return nil }
        advance(to: time)
        let now = max(time, self.time ?? time)
        switch phase {
        case .began:
            if let open = pointerPinch { finishPointerPinch(open, time: now, cancelled: false) }
            guard let g = pinchRecognizer(at: location) else { return nil }
            pointerPinch = g
            join(g)
            dispatchDepth += 1
            g.pointerPinchBegan(at: location, time: now)
            dispatchDepth -= 1
            if !g.state.isActive { pointerPinch = nil }
            settle()
            return pointerPinch
        case .moved:
            guard let g = pointerPinch else { return nil }
            dispatchDepth += 1
            g.pointerPinchChanged(scale: scale, at: location, time: now)
            dispatchDepth -= 1
            settle()
            return g
        case .ended, .cancelled:
            guard let g = pointerPinch else { return nil }
            finishPointerPinch(g, time: now, cancelled: phase == .cancelled)
            return g
        case .stationary:
            return nil
        }
    }

    private func finishPointerPinch(_ g: PinchGestureRecognizer, time: Double, cancelled: Bool) {
        pointerPinch = nil
        dispatchDepth += 1
        g.pointerPinchEnded(time: time, cancelled: cancelled)
        dispatchDepth -= 1
        settle()
    }

    /// The first enabled pinch recognizer at rest on the view under `location` or its ancestors.
    private func pinchRecognizer(at location: Point) -> PinchGestureRecognizer? {
        var v = hitTest(location, with: nil)
        while let cur = v {
            for g in cur.gestureRecognizers {
                if let p = g as? PinchGestureRecognizer, p.isEnabled, p.state == .possible, !p.isParticipating {
                    return p
                }
            }
            v = cur.superview
        }
        return nil
    }
}
