import ScrollKit

extension ScrollView {
    /// One word for a status line (the window's title bar): what the scroll view is doing now, the
    /// first that applies of `dragging`, `decelerating`, `zooming`, `animating` (a programmatic
    /// scroll), `tracking` (a finger down, not yet dragging) and `idle`.
    public var phaseText: String {
        isDragging ? "dragging" : isDecelerating ? "decelerating" : isZooming ? "zooming"
            : isScrollAnimating ? "animating" : isTracking ? "tracking" : "idle"
    }
}
