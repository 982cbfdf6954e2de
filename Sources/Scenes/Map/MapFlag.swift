import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The draggable flag on the map (Matt Neuburg, *Programming iOS*, "a draggable object on a
/// scrollable map"): a view inside the scroll view with a pan recognizer of its own. Dragging it
/// moves the flag, not the map (the map's pan waits for the flag's to fail); dragged within 30 pt of
/// a visible edge, the map autoscrolls 5 pt a step that way, carrying the flag, while more than 6 pt
/// of content remain. One autoscroll timer at a time, not one per move. While dragged, the whole flag
/// (pole and cloth) stays inside the visible map. docs/techniques/map-flag.md has the numbers.
final class MapFlag {
    /// Edge zone (pt), step (pt), content that must remain (pt): the book's numbers.
    static let edgeZone = 30.0, step = 5.0, minimumMargin = 6.0
    /// The book's autoscroll speed: 5 pt every 0.1 s (points per second).
    static let seedSpeed = 50.0
    /// The default autoscroll speed (points per second): five times the book's, which reads as
    /// sluggish with a mouse on a desktop-sized window (crossing 1000 pt takes 20 s at 50 pt/s).
    static let defaultSpeed = 250.0
    /// The flag's size on screen (points) and its pin: the pole's foot, at the left of the bottom edge.
    static let size = Size(width: 34, height: 44)

    /// Where the pole stands, in map points (zoom 1).
    private(set) var position: Point
    let view: View
    let pan = PanGestureRecognizer()
    private unowned let scrollView: ScrollView
    /// The running autoscroll: its direction (−1, 0 or 1 per axis), when it started and how many steps
    /// it has taken (the next is at start + (steps + 1) × delay, so long runs do not drift).
    private(set) var autoscroll: (direction: Point, start: Double, steps: Int)?
    /// The host's event log.
    private let events: SceneEventLog
    private var time = 0.0
    /// Where on the flag the pointer took it: the pointer minus the pole, content points.
    private var grab = Point.zero
    /// Seconds between autoscroll steps: `step` over the speed.
    let delay: Double

    /// A flag standing at `position` (map points) in `scrollView`, autoscrolling at `speed` points
    /// per second (> 0).
    init(at position: Point, in scrollView: ScrollView, speed: Double = MapFlag.defaultSpeed, events: SceneEventLog) {
        self.events = events
        self.position = position
        self.scrollView = scrollView
        delay = Self.step / max(1e-3, speed)
        view = View(frame: .zero)
        scrollView.addSubview(view)
        view.addGestureRecognizer(pan)
        scrollView.panGestureRecognizer.require(toFail: pan)
        pan.addTarget { [unowned self] _ in self.panned() }
        place()
    }

    /// The flag's frame in the scroll view's content (at the current zoom): it keeps its screen size.
    func place() {
        let s = scrollView.zoomScale, p = position * s
        view.frame = Rect(x: p.x - Self.poleInset, y: p.y - Self.size.height, width: Self.size.width, height: Self.size.height)
    }

    /// Runs due autoscroll steps up to `time`, each at its own time.
    func advance(to time: Double) {
        while let a = autoscroll, a.start + Double(a.steps + 1) * delay <= time {
            self.time = a.start + Double(a.steps + 1) * delay
            stepAutoscroll(a.direction)
        }
        self.time = max(self.time, time)
    }

    // MARK: - Dragging

    private func panned() {
        if let now = view.window?.time { time = max(time, now) }
        switch pan.state {
        case .began, .changed:
            // The book adds each translation to the flag's place; here the place is the pointer's
            // (less where on the flag it was grabbed), so a flag held back at the window's edge
            // rejoins the pointer without drifting when the pointer comes back.
            let loc = pan.location(in: scrollView), s = scrollView.zoomScale
            // Grabbed where the finger went down (the pan begins past its slop, `translation` since then).
            if pan.state == .began { grab = loc - pan.translation(in: nil) - position * s }
            position = (loc - grab) * (1 / s)
            keepInside()
            place()
            if pan.state == .began { events.append(SceneEvent("flagPickedUp", [("at", .point(position))])) }
            updateAutoscroll()
        default:
            if autoscroll != nil { stopAutoscroll() }
            events.append(SceneEvent("flagDropped", [("at", .point(position))]))
        }
    }

    /// Moves the pole so the whole flag — its frame, pole and cloth — lies inside the visible part of
    /// the map (the scroll view's bounds, in content points), so a flag dragged toward an edge is
    /// never cut off by the window. Only while dragged: a map scrolled away leaves the flag behind.
    private func keepInside() {
        let s = scrollView.zoomScale, b = scrollView.bounds
        guard s > 0, b.width >= Self.size.width, b.height >= Self.size.height else { return }
        let x = min(max(position.x * s, b.minX + Self.poleInset), b.maxX - Self.size.width + Self.poleInset)
        let y = min(max(position.y * s, b.minY + Self.size.height), b.maxY)
        position = Point(x: x / s, y: y / s)
    }

    /// The pole's distance from the flag's left edge (points).
    static let poleInset = 3.0

    /// Which way the map should autoscroll for the finger where it is now: per axis, toward an edge
    /// whose 30 pt zone holds the finger while more than 6 pt of content remain beyond it.
    private func direction() -> Point {
        let loc = pan.location(in: scrollView), f = scrollView.bounds, size = scrollView.contentSize
        func axis(_ p: Double, _ lo: Double, _ hi: Double, _ extent: Double) -> Double {
            if p > hi - Self.edgeZone && extent - hi > Self.minimumMargin { return 1 }
            if p < lo + Self.edgeZone && lo > Self.minimumMargin { return -1 }
            return 0
        }
        return Point(x: axis(loc.x, f.minX, f.maxX, size.width), y: axis(loc.y, f.minY, f.maxY, size.height))
    }

    private func updateAutoscroll() {
        let d = direction()
        if d == .zero {
            if autoscroll != nil { stopAutoscroll() }
        } else if autoscroll == nil {
            autoscroll = (d, time, 0)
            events.append(SceneEvent("autoscrollStarted", [("direction", .point(d))]))
        } else {
            autoscroll!.direction = d
        }
    }

    /// One step: the map and the flag move 5 pt that way (content points), then the zone is checked
    /// again for the finger, which has not moved on screen.
    private func stepAutoscroll(_ d: Point) {
        let o = scrollView.contentOffset
        scrollView.contentOffset = Point(x: o.x + Self.step * d.x, y: o.y + Self.step * d.y)
        // The pointer has not moved on screen; the content has, under it: the flag follows the pointer.
        position = (pan.location(in: scrollView) - grab) * (1 / scrollView.zoomScale)
        keepInside()
        place()
        events.append(SceneEvent("autoscroll", [("offset", .point(scrollView.contentOffset))]))
        let next = direction()
        if next == .zero { stopAutoscroll() } else { autoscroll?.direction = next; autoscroll?.steps += 1 }
    }

    private func stopAutoscroll() {
        autoscroll = nil
        events.append(SceneEvent("autoscrollStopped", [("offset", .point(scrollView.contentOffset))]))
    }
}
