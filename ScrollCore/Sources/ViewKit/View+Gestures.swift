extension View {
    /// Attaches `recognizer` to this view. A recognizer belongs to one view at a time: if it is on
    /// another view, it is removed from there first (UIKit). Seed 003 uses this to move a scroll
    /// view's pan recognizer onto a plain view; it keeps driving the scroll view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` (no effect if it is not attached here). A gesture in progress is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        let window = self.window
        recognizer.stopTracking()
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        window?.forget(recognizer)
    }
}
