/// How recognizers of one gesture affect each other (UIKit's gesture environment).
///
/// - Failure requirements: a recognizer that asks to leave `.possible` while a recognizer it requires
///   to fail is still possible (and takes part in the gesture) waits, its state still `.possible`; when
///   the other fails it goes ahead (the same checks run again), when the other recognizes it fails.
/// - Exclusion: when a recognizer recognizes (began, or recognized for a discrete one), every other
///   possible recognizer sharing a touch with it fails, unless either delegate allows simultaneous
///   recognition or `canPrevent`/`canBePrevented` says no. A recognizer that asks to begin while
///   another one sharing a touch is already in progress fails by the same rule.
/// - Then `cancelsTouchesInView` cancels the view's touches, then the actions run.
extension Window {
    /// A recognizer set `.began` or `.ended` (recognized) while `.possible`.
    func recognizer(_ g: GestureRecognizer, asksFor new: GestureRecognizerState) {
        var mustWait = false
        for o in participants where o !== g && g.requiresFailure(of: o) {
            if o.state == .possible { mustWait = true }
            if o.state.isActive || o.state == .ended { fail(g); return }
        }
        if mustWait { g.pendingState = new; return }
        g.pendingState = nil
        if g.delegate?.gestureRecognizerShouldBegin(g) == false { fail(g); return }
        for o in participants where o !== g && o.state.isActive && sharesTouch(g, o) {
            if !g.recognizesSimultaneously(with: o) && o.canPrevent(g) && g.canBePrevented(by: o) {
                fail(g)
                return
            }
        }
        g.forceState(new, callActions: false)
        for o in participants where o !== g && o.state == .possible {
            if o.requiresFailure(of: g) {
                fail(o)
            } else if sharesTouch(g, o) && !g.recognizesSimultaneously(with: o)
                        && g.canPrevent(o) && o.canBePrevented(by: g) {
                fail(o)
            }
        }
        if g.cancelsTouchesInView {
            for t in g.receivedTouches { finishForView(t, event: nil) }
        }
        if g.state == new { g.forceState(new, callActions: true) }
        if new == .ended { recognizerDidFinish(g) }
    }

    /// A recognizer reached ended, cancelled or failed: recognizers waiting for it to fail go ahead.
    func recognizerDidFinish(_ g: GestureRecognizer) {
        if g.state == .failed {
            for o in participants where o !== g && o.requiresFailure(of: g) {
                guard let wanted = o.pendingState, o.state == .possible else { continue }
                o.pendingState = nil
                recognizer(o, asksFor: wanted)
            }
        }
        if dispatchDepth == 0 { settle() }
    }

    /// The recognizer takes part in the current gesture (a touch or a pinch without touches reached
    /// it); it stays listed until it finishes and its touches lift (`resetFinishedRecognizers`).
    func join(_ g: GestureRecognizer) {
        guard !g.isParticipating else { return }
        g.isParticipating = true
        participants.append(g)
    }

    /// The recognizer left its view: it takes no further part.
    func forget(_ g: GestureRecognizer) {
        participants.removeAll { $0 === g }
        g.isParticipating = false
        g.resetToPossible()
        if dispatchDepth == 0 { settle() }
    }

    private func fail(_ g: GestureRecognizer) {
        g.pendingState = nil
        g.forceState(.failed, callActions: false)
        recognizerDidFinish(g)
    }

    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.receivedTouches.contains { t in b.receivedTouches.contains { $0 === t } }
    }

    /// After each dispatch: held-back view deliveries that nothing delays any more go out, and
    /// finished recognizers whose touches have all lifted return to `.possible` (`reset()`).
    func settle() {
        guard dispatchDepth == 0 else { return }
        dispatchDepth += 1
        flushHeldBackDeliveries()
        resetFinishedRecognizers()
        flushHeldBackDeliveries()
        dispatchDepth -= 1
    }

    /// Finished recognizers whose touches have all lifted go back to `.possible` (`reset()`).
    func resetFinishedRecognizers() {
        var i = 0
        while i < participants.count {
            let g = participants[i]
            if g.state.isFinished && g.touches.isEmpty {
                participants.remove(at: i)
                g.isParticipating = false
                g.resetToPossible()
            } else {
                i += 1
            }
        }
    }
}
