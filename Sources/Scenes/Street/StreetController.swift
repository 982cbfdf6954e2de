import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Seed 004's street: a scroll view whose content is a few screens wide and recentres itself, a
/// building container it zooms, and the moon and the flag. It is the scroll view's delegate and the
/// swipes' delegate, and keeps every number in docs/techniques/infinite-street.md.
///
/// Coordinates: *window* points (the scroll view fills the window), *content* points (the scroll
/// view's, zoomed), *container* points (the building container's, unzoomed: content = container ×
/// zoom) and *street* points along the endless street: street x = container x + `origin`.
final class StreetController: ScrollViewDelegate, GestureRecognizerDelegate {
    /// Content width as a multiple of the visible width: more than 2, or the recentring threshold
    /// (a quarter of the content width) would lie on the edge itself.
    let widthFactor: Double
    /// Height (points) of the bottom zone where the swipes receive touches (seed 004: 75).
    let zoneHeight: Double
    /// Whether the scroll view's pan requires the swipes to fail (seed 004's one line).
    let panRequiresSwipeFailure: Bool
    static let maximumZoom = 8.0
    /// Road height (sidewalk + carriageway) at the bottom of the container, points.
    static let roadHeight = 46.0
    /// Largest bitmap side (pixels) a building may have (seed 004 warns about memory at 8×).
    static let maximumBackingPixels = 4096.0

    let window: Window
    let scrollView: ScrollView
    let container: View
    let moonView: MoonView
    let longPress = LongPressGestureRecognizer()
    let swipeUp = SwipeGestureRecognizer()
    let swipeDown = SwipeGestureRecognizer()

    private(set) var size: Size
    private(set) var tiles: StreetTiles
    /// Street x of container x 0.
    private(set) var origin: Double
    var moon = MoonState()
    var flag = FlagState()
    /// The framebuffer pixels per point the buildings are drawn for (2 on a HiDPI screen):
    /// `SceneContext.pixelScale` as of the last frame.
    private(set) var screenScale: Double
    /// Pixels per point the buildings are drawn at: the zoom scale when the last zoom ended (UIKit's
    /// contentScaleFactor) times the screen scale (seed 004 keeps the Retina 2× that way).
    private(set) var backingScale = 1.0
    /// Bumped whenever every building must be drawn again (new backing scale or new size).
    private(set) var renderGeneration = 1
    private(set) var recenterCount = 0
    /// The host's event log.
    private let events: SceneEventLog
    /// The host's text measurer (house numbers).
    let text: any TextMeasuring
    /// The scroll view's delegate: records the callbacks the trace shows ("sv": "street"), then forwards them here.
    private var recorder: ScrollEventRecorder!
    private var isRecentering = false
    /// Where the moon's centre was from the pointer when it was picked up.
    var grabOffset = Point.zero
    /// The watched recognizers' states at the last look (`noteRecognizers`).
    var lastStates: [GestureRecognizerState] = []

    init(size: Size, seed: UInt64, widthFactor: Double, zoneHeight: Double, panRequiresSwipeFailure: Bool,
         screenScale: Double, events: SceneEventLog, text: any TextMeasuring) {
        self.size = size
        self.screenScale = screenScale
        backingScale = screenScale
        self.events = events
        self.text = text
        self.widthFactor = widthFactor
        self.zoneHeight = zoneHeight
        self.panRequiresSwipeFailure = panRequiresSwipeFailure
        tiles = StreetTiles(seed: seed)
        let frame = Rect(origin: .zero, size: size)
        window = Window(frame: frame)
        scrollView = ScrollView(frame: frame)
        container = View(frame: Rect(x: 0, y: 0, width: size.width * widthFactor, height: size.height))
        container.isUserInteractionEnabled = false  // the moon behind it must get touches (seed 004)
        moonView = MoonView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        origin = 0
        window.addSubview(scrollView)
        scrollView.addSubview(moonView)    // below the container: buildings pass in front of it
        scrollView.addSubview(container)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = Self.maximumZoom
        scrollView.contentSize = container.frame.size
        let centre = centreOffsetX
        scrollView.contentOffset = Point(x: centre, y: 0)
        origin = -(centre + 40)  // building 0 starts 40 pt from the left edge
        recorder = ScrollEventRecorder(forwardingTo: self, scrollView: "street",
                                       callbacks: [.willBeginDragging, .willEndDragging, .didEndDragging, .didEndDecelerating,
                                                   .willBeginZooming, .didEndZooming], log: events)
        scrollView.delegate = recorder

        longPress.addTarget { [unowned self] in self.moonPress($0) }
        moonView.addGestureRecognizer(longPress)
        swipeUp.direction = .up
        swipeDown.direction = .down
        swipeDown.isEnabled = false
        for swipe in [swipeUp, swipeDown] {
            swipe.delegate = self
            swipe.addTarget { [unowned self] in self.swiped($0) }
            scrollView.addGestureRecognizer(swipe)
            if panRequiresSwipeFailure { scrollView.panGestureRecognizer.require(toFail: swipe) }
        }
        lastStates = watched.map(\.state)
        tile()
        layoutMoon(time: 0)
    }

    var time: Double { window.time ?? 0 }
    var zoom: Double { scrollView.zoomScale }
    var offset: Point { scrollView.contentOffset }
    /// Container y of the street level (the buildings' feet).
    var groundY: Double { size.height - Self.roadHeight }
    /// The content offset x that leaves as much content on both sides (seed 004).
    var centreOffsetX: Double { (scrollView.contentSize.width - size.width) / 2 }

    func toWindow(streetX x: Double, y: Double) -> Point {
        Point(x: (x - origin) * zoom - offset.x, y: y * zoom - offset.y)
    }

    func toStreet(window p: Point) -> Point {
        Point(x: (p.x + offset.x) / zoom + origin, y: (p.y + offset.y) / zoom)
    }

    // MARK: - Recentring and tiling (seed 004's layoutSubviews)

    /// More than a quarter of the content width from the centre: jump back toward the centre by
    /// whole quarters of the content width and move the buildings by the same amount in the same
    /// step (the street origin), so nothing moves on screen. A whole quarter rather than "to the
    /// centre" makes the offsets independent of the moment the jump happens (a frame, an input, a
    /// step of `StreetInput.advance`): the same inputs give the same offsets at any frame rate. Not
    /// during a zoom (the pinch holds the content point under the fingers).
    func recenterIfNecessary() {
        guard !isRecentering, !scrollView.isZooming, !scrollView.isZoomAnimating else { return }
        let cw = scrollView.contentSize.width, cur = offset.x, centre = centreOffsetX
        guard cw > 0, abs(cur - centre) > cw / 4 else { return }
        isRecentering = true
        let quarters = ((cur - centre) / (cw / 4)).rounded(.towardZero)
        let shift = -quarters * (cw / 4)
        origin -= shift / zoom
        scrollView.contentOffset = Point(x: cur + shift, y: offset.y)
        isRecentering = false
        recenterCount += 1
        record(SceneEvent("recenter", [("from", .number(cur)), ("to", .number(cur + shift)), ("shift", .number(shift))]))
    }

    /// Room (content points) between the recentring threshold and the nearest content edge: a motion
    /// that moves less than this between two looks at it is always recentred before it reaches the
    /// edge. Positive because the content is more than two visible widths wide.
    var recenterMargin: Double { max(1e-3, scrollView.contentSize.width / 4 - size.width / 2) }

    /// Buildings for the visible part of the street, plus a little either side.
    func tile() {
        let left = toStreet(window: .zero).x, right = toStreet(window: Point(x: size.width, y: 0)).x
        tiles.tile(from: left - 1, to: right + 1)
    }

    // MARK: - Resize

    /// Same street x at the left edge and the same zoom; content re-centred; buildings redrawn for
    /// the new height. A motion under way is carried into the new layout (`ScrollView.setGeometry`):
    /// along the street nothing scales (a building is as wide in any window), so a fling goes on at
    /// its speed from the re-centred offset and recentring keeps it going; the zoomed content's height
    /// follows the window's, so a vertical offset and velocity scale with it, landing in range.
    func resize(to newSize: Size) {
        guard newSize != size else { return }
        let leftStreetX = toStreet(window: .zero).x
        let oldOffsetX = offset.x, ky = newSize.height / size.height
        size = newSize
        let frame = Rect(origin: .zero, size: newSize)
        window.frame = frame
        let z = zoom
        let content = Size(width: newSize.width * widthFactor * z, height: newSize.height * z)
        let centre = (content.width - newSize.width) / 2
        isRecentering = true
        scrollView.setGeometry(frame: frame, contentSize: content, contentScale: Point(x: 1, y: ky),
                               mapOffset: { Point(x: $0.x - oldOffsetX + centre, y: $0.y * ky) })
        container.frame = Rect(origin: .zero, size: scrollView.contentSize)
        isRecentering = false
        origin = leftStreetX - offset.x / z
        renderGeneration += 1
        record(SceneEvent("resize", [("window", .size(newSize))]))
        tile()
    }

    // MARK: - Frame

    /// After inputs and the scroll model advanced to `time`.
    func noteFrame(at time: Double) {
        noteRecognizers()
        layoutMoon(time: time)
    }

    /// The moon view follows the moon (hit testing), and goes behind the container once dropped in the sky.
    func layoutMoon(time: Double) {
        let r = MoonState.radius * moon.scale(at: time)
        let c = moonCenter()
        moonView.radius = r
        moonView.frame = Rect(x: c.x - r + offset.x, y: c.y - r + offset.y, width: 2 * r, height: 2 * r)
        let inFront = moon.isInFront(at: time)
        if inFront && scrollView.subviews.last !== moonView { scrollView.bringSubviewToFront(moonView) }
        if !inFront && scrollView.subviews.first !== moonView { scrollView.insertSubview(moonView, at: 0) }
    }

    /// The moon's centre in window points.
    func moonCenter() -> Point {
        switch moon.place {
        case let .sky(rightInset, topInset): Point(x: size.width - rightInset, y: topInset - offset.y)
        case let .held(center): center
        case let .street(x, y): toWindow(streetX: x, y: y)
        }
    }

    // MARK: - Re-render after zooming (seed 004)

    /// The screen's pixels per point changed: every building is drawn again for it.
    func screenScaleDidChange(to scale: Double) {
        guard scale != screenScale else { return }
        screenScale = scale
        backingScale = zoom * scale
        renderGeneration += 1
        record(SceneEvent("rerender", [("backingScale", .number(backingScale)), ("generation", .int(renderGeneration)),
                                       ("buildings", .int(tiles.visible.count))]))
    }

    /// The backing scale a building gets: the current one, capped so no side exceeds the maximum.
    func backingScale(for b: Building) -> Double {
        let s = BuildingArt.size(of: b, height: b.height(skyline: groundY))
        return min(backingScale, Self.maximumBackingPixels / max(s.width, s.height))
    }

    // MARK: - ScrollViewDelegate (after the recorder)

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isRecentering else { return }
        recenterIfNecessary()
        tile()
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) { tile() }

    func viewForZooming(in scrollView: ScrollView) -> View? { container }

    /// Seed 004: redraw the views that draw (each building, not the container) at zoom × screen
    /// scale once the zoom has ended; buildings tiled in later get the same scale.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        if scale * screenScale != backingScale {
            backingScale = scale * screenScale
            renderGeneration += 1
            record(SceneEvent("rerender", [("backingScale", .number(backingScale)), ("generation", .int(renderGeneration)),
                                           ("buildings", .int(tiles.visible.count))]))
        }
        recenterIfNecessary()
        tile()
    }

    // MARK: - Events

    func record(_ e: SceneEvent) { events.append(e.from(scrollView: "street")) }
}

/// The moon's view: round for hit testing.
final class MoonView: View {
    var radius = MoonState.radius
    override func point(inside point: Point, with event: Event?) -> Bool {
        let c = Point(x: bounds.midX, y: bounds.midY)
        return (point - c).length <= radius
    }
}
