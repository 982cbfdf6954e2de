import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The draggable flag on the map (Matt Neuburg, *Programming iOS*, "a draggable object on a
/// scrollable map"): a view inside the scroll view with a pan recognizer of its own. Dragging it
/// moves the flag, not the map (the map's pan waits for the flag's to fail); dragged within 30 pt of
/// a visible edge, the map autoscrolls 5 pt every 0.1 s that way, carrying the flag, while more than
/// 6 pt of content remain. One autoscroll timer at a time, not one per move.
/// docs/techniques/map-flag.md has the numbers.
final class MapFlag {
    /// Edge zone (pt), step (pt), delay between steps (s), content that must remain (pt).
    static let edgeZone = 30.0, step = 5.0, delay = 0.1, minimumMargin = 6.0
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

    init(at position: Point, in scrollView: ScrollView, events: SceneEventLog) {
        self.events = events
        self.position = position
        self.scrollView = scrollView
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
        view.frame = Rect(x: p.x - 3, y: p.y - Self.size.height, width: Self.size.width, height: Self.size.height)
    }

    /// Runs due autoscroll steps up to `time`, each at its own time.
    func advance(to time: Double) {
        while let a = autoscroll, a.start + Double(a.steps + 1) * Self.delay <= time {
            self.time = a.start + Double(a.steps + 1) * Self.delay
            stepAutoscroll(a.direction)
        }
        self.time = max(self.time, time)
    }

    // MARK: - Dragging

    private func panned() {
        if let now = view.window?.time { time = max(time, now) }
        switch pan.state {
        case .began, .changed:
            let t = pan.translation(in: nil)
            position = position + t * (1 / scrollView.zoomScale)
            pan.setTranslation(.zero, in: nil)
            place()
            if pan.state == .began { events.append(SceneEvent("flagPickedUp", [("at", .point(position))])) }
            updateAutoscroll()
        default:
            if autoscroll != nil { stopAutoscroll() }
            events.append(SceneEvent("flagDropped", [("at", .point(position))]))
        }
    }

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
        position = position + d * (Self.step / scrollView.zoomScale)
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
