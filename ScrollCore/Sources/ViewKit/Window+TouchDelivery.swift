import ScrollPhysics

extension Window {
    /// Reports one finger (the left mouse button is finger 0).
    ///
    /// - Parameters:
    ///   - phase: `.began` (finger down), `.moved`, `.ended` (lifted) or `.cancelled` (lost, e.g. the
    ///     window lost focus). `.stationary` is ignored.
    ///   - location: window points (not framebuffer pixels), origin top-left.
    ///   - time: seconds, non-decreasing; the window first runs `advance(to: time)`.
    ///   - id: which finger. A `.began` for an id that is already down cancels the old touch first;
    ///     moves and ends for an id that is not down are ignored.
    /// - Returns: the touch (same object for the whole touch), or nil when the event was ignored.
    @discardableResult
    public func sendTouch(_ phase: TouchPhase, at location: Point, time: Double, id: Int = 0) -> Touch? {
        guard location.isFinite, time.isFinite else { return nil }
        advance(to: time)
        let now = max(time, self.time ?? time)
        switch phase {
        case .began:
            if liveTouches[id] != nil { sendTouch(.cancelled, at: location, time: now, id: id) }
            return beginTouch(id: id, at: location, time: now)
        case .moved, .ended, .cancelled:
            guard let touch = liveTouches[id] else { return nil }
            update(touch, phase: phase, location: location, time: now)
            return touch
        case .stationary:
            return nil
        }
    }

    private func beginTouch(id: Int, at location: Point, time: Double) -> Touch {
        var taps = 1
        if let last = lastTap, time - last.time <= Window.multiTapInterval,
           (location - last.location).length <= Window.multiTapDistance {
            taps = last.count + 1
        }
        let touch = Touch(identifier: id, location: location, time: time, tapCount: taps, window: self)
        liveTouches[id] = touch
        touch.view = hitTest(location, with: nil)
        let event = makeEvent(for: touch)
        dispatchDepth += 1
        // Recognizers on the hit view, then on each ancestor. One that is finished or waiting for
        // another to fail sits this round out; if the first round resolves it (a single tap waiting
        // for a double tap that this touch-down made fail), it joins in a second round.
        var sittingOut: [GestureRecognizer] = []
        var first: [GestureRecognizer] = []
        var v = touch.view
        while let cur = v {
            for g in cur.gestureRecognizers where g.isEnabled {
                if g.state.isFinished || g.pendingState != nil { sittingOut.append(g) } else { first.append(g) }
            }
            v = cur.superview
        }
        offer(touch, to: first, event: event)
        resetFinishedRecognizers()
        offer(touch, to: sittingOut.filter { !$0.isParticipating && $0.state == .possible }, event: event)
        deliverToView(touch, phase: .began, event: event)
        dispatchDepth -= 1
        settle()
        return touch
    }

    /// Gives a new touch to each recognizer whose delegate accepts it, then calls their touchesBegan.
    private func offer(_ touch: Touch, to recognizers: [GestureRecognizer], event: Event) {
        var taking: [GestureRecognizer] = []
        for g in recognizers where g.view != nil && g.delegate?.gestureRecognizer(g, shouldReceive: touch) != false {
            touch.gestureRecognizers.append(g)
            g.receivedTouches.append(touch)
            join(g)
            taking.append(g)
        }
        for g in taking where !g.state.isFinished && g.receivedTouches.contains(where: { $0 === touch }) {
            g.touchesBegan([touch], with: event)
        }
    }

    private func makeEvent(for touch: Touch) -> Event {
        Event(timestamp: touch.timestamp, allTouches: Set(liveTouches.values).union([touch]))
    }

    private func update(_ touch: Touch, phase: TouchPhase, location: Point, time: Double) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.timestamp = time
        for g in touch.gestureRecognizers { g.lastWindowLocation = g.currentWindowLocation }
        touch.phase = phase
        if phase.isFinished {
            liveTouches[touch.identifier] = nil
            recordTap(touch, phase: phase)
        }
        dispatch(touch, phase: phase)
    }

    private func recordTap(_ touch: Touch, phase: TouchPhase) {
        guard phase == .ended else { lastTap = nil; return }
        lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount)
    }

    /// Moves, ends and cancels: recognizers first, then the view; then resets and held-back deliveries.
    private func dispatch(_ touch: Touch, phase: TouchPhase) {
        let event = makeEvent(for: touch)
        dispatchDepth += 1
        for g in touch.gestureRecognizers where !g.state.isFinished {
            guard g.receivedTouches.contains(where: { $0 === touch }) else { continue }
            switch phase {
            case .began, .stationary: break // began: see beginTouch
            case .moved: g.touchesMoved([touch], with: event)
            case .ended: g.touchesEnded([touch], with: event)
            case .cancelled: g.touchesCancelled([touch], with: event)
            }
        }
        deliverToView(touch, phase: phase, event: event)
        dispatchDepth -= 1
        settle()
    }

    // MARK: - The view's share

    /// Sends `phase` to the touch's view now, or holds it back while a recognizer delays it.
    func deliverToView(_ touch: Touch, phase: TouchPhase, event: Event?) {
        guard touch.view != nil, !touch.viewIsDone else { return }
        if phase == .cancelled {
            touch.pendingViewPhases.removeAll()
            finishForView(touch, event: event)
            return
        }
        if !touch.pendingViewPhases.isEmpty || isHeldBack(touch, phase: phase) {
            touch.pendingViewPhases.append(phase)
            if !touchesAwaitingDelivery.contains(where: { $0 === touch }) { touchesAwaitingDelivery.append(touch) }
            return
        }
        send(touch, phase: phase, event: event)
    }

    /// True while a recognizer of the touch is still possible and delays this phase.
    private func isHeldBack(_ touch: Touch, phase: TouchPhase) -> Bool {
        touch.gestureRecognizers.contains { g in
            g.state == .possible && (g.delaysTouchesBegan || (phase == .ended && g.delaysTouchesEnded))
        }
    }

    private func send(_ touch: Touch, phase: TouchPhase, event: Event?) {
        guard let view = touch.view else { return }
        let e = event ?? Event(timestamp: touch.timestamp, allTouches: Set(liveTouches.values).union([touch]))
        switch phase {
        case .began:
            touch.viewSawBegan = true
            view.touchesBegan([touch], with: e)
        case .moved:
            if touch.viewSawBegan { view.touchesMoved([touch], with: e) }
        case .ended:
            touch.viewIsDone = true
            if touch.viewSawBegan { view.touchesEnded([touch], with: e) }
        case .cancelled:
            finishForView(touch, event: e)
        case .stationary:
            break
        }
    }

    /// The view gets `touchesCancelled` if it saw the touch begin, and nothing more afterwards.
    func finishForView(_ touch: Touch, event: Event?) {
        guard !touch.viewIsDone else { return }
        touch.viewIsDone = true
        touch.pendingViewPhases.removeAll()
        guard touch.viewSawBegan, let view = touch.view else { return }
        let e = event ?? Event(timestamp: touch.timestamp, allTouches: Set(liveTouches.values).union([touch]))
        view.touchesCancelled([touch], with: e)
    }

    /// Delivers held-back phases that nothing delays any more, in order.
    func flushHeldBackDeliveries() {
        var i = 0
        while i < touchesAwaitingDelivery.count {
            let touch = touchesAwaitingDelivery[i]
            while let first = touch.pendingViewPhases.first, !touch.viewIsDone, !isHeldBack(touch, phase: first) {
                touch.pendingViewPhases.removeFirst()
                send(touch, phase: first, event: nil)
            }
            if touch.pendingViewPhases.isEmpty || touch.viewIsDone {
                touch.pendingViewPhases.removeAll()
                touchesAwaitingDelivery.remove(at: i)
            } else {
                i += 1
            }
        }
    }
}
