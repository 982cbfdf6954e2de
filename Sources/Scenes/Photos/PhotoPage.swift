import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// One photo in the pager: its own zooming scroll view (`page.K`), as the photo browser of seed 003
/// (and Apple's PhotoScroller) nests one per page. Minimum zoom fits the photo to the page, maximum
/// is `maximumRelativeZoom` times that; `bouncesZoom` springs a pinch back past either limit; a photo
/// smaller than the page is drawn centred (`centring(at:)`).
///
/// Zoom scales are in points per image pixel; "relative zoom" is the scale over the fit scale.
final class PhotoPage: ScrollViewDelegate {
    let index: Int
    /// What the page shows: a generated photo, a file's tiles or why a file cannot be shown.
    let content: PhotoContent
    /// The photo's size in image pixels (upright).
    let imageSize: Size
    /// The largest zoom scale (points per image pixel) whatever `maximumRelativeZoom` says, and the
    /// smallest when the photo is smaller than the page: a file is never magnified past one image
    /// pixel per framebuffer pixel, as PhotoScroller's maximumZoomScale (1 / screen scale). nil: none.
    var maximumScale: Double?
    let scrollView: ScrollView
    /// The scene's event log (delegate callbacks carry `"sv": "page.K"`).
    private let log: SceneEventLog
    /// The scroll view's delegate: records each callback (but didEndZooming, recorded here with the
    /// relative zoom), then forwards it to the page.
    private var recorder: ScrollEventRecorder!
    /// Time (s) of the last zoom or offset change; the sharp re-render waits for stillness.
    private(set) var lastChange = 0.0
    /// The last sharp render of the visible part: image region, zoom scale (points per image
    /// pixel; the texture has `SceneContext.pixelScale` times as many pixels), texture version.
    var detail: (region: Rect, scale: Double, version: Int)?
    /// Sharp renders asked for so far: the next one's version. It only grows, so a render never
    /// shares a version with an earlier one of another region (whose pixels a cache would reuse).
    var detailCount = 0

    var name: String { "page.\(index)" }

    init(index: Int, content: PhotoContent, size: Size, maximumRelativeZoom: Double, maximumScale: Double? = nil,
         time: Double, log: SceneEventLog) {
        self.index = index
        self.log = log
        self.content = content
        imageSize = content.size(page: size)
        self.maximumScale = maximumScale
        scrollView = ScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.decelerationRate = .fast        // PhotoScroller's ImageScrollView
        scrollView.bouncesZoom = true
        scrollView.advance(to: time)
        scrollView.contentSize = imageSize         // base size (zoom 1 = one point per image pixel)
        lastChange = time
        layout(for: size, maximumRelativeZoom: maximumRelativeZoom, keepRelativeZoom: nil)
        recorder = ScrollEventRecorder(forwardingTo: self, scrollView: name,
                                       callbacks: ScrollEventRecorder.Callbacks.scrolling.union([.willBeginZooming, .didZoom]),
                                       log: log)
        scrollView.delegate = recorder
        scrollView.pinchGestureRecognizer.anchorAdjustment = { [weak self] p, scale in self?.pinchAnchor(p, scale: scale) ?? p }
    }

    /// The scale that fits the whole photo in a page of `size`.
    static func fitScale(_ image: Size, _ size: Size) -> Double {
        min(size.width / image.width, size.height / image.height)
    }

    var fitScale: Double { scrollView.minimumZoomScale }
    var relativeZoom: Double { scrollView.zoomScale / fitScale }
    /// The photo's size on screen at the current zoom, points.
    var shownSize: Size { Size(width: imageSize.width * scrollView.zoomScale, height: imageSize.height * scrollView.zoomScale) }

    /// How far the photo is pushed right and down to stay centred when smaller than the page at
    /// `scale` (points; 0 on an axis where it fills the page).
    func centring(at scale: Double) -> Point { centring(at: scale, page: scrollView.bounds.size) }

    /// The same for a page of `page` points (a layout not yet applied).
    func centring(at scale: Double, page: Size) -> Point {
        Point(x: max(0, (page.width - imageSize.width * scale) / 2), y: max(0, (page.height - imageSize.height * scale) / 2))
    }

    /// The photo's rectangle in page coordinates (points) at the current zoom and offset.
    var photoRect: Rect {
        let s = scrollView.zoomScale, c = centring(at: s), o = scrollView.contentOffset
        return Rect(x: c.x - o.x, y: c.y - o.y, width: imageSize.width * s, height: imageSize.height * s)
    }

    /// The image point under page point `p` (points from the page's top-left).
    func imagePoint(at p: Point) -> Point {
        let r = photoRect, s = scrollView.zoomScale
        return Point(x: (p.x - r.minX) / s, y: (p.y - r.minY) / s)
    }

    /// The part of the image the page shows (image pixels), clamped to the image.
    var visibleImageRect: Rect {
        let r = photoRect, s = scrollView.zoomScale, b = scrollView.bounds.size
        let x0 = max(0, -r.minX / s), y0 = max(0, -r.minY / s)
        let x1 = min(imageSize.width, (b.width - r.minX) / s), y1 = min(imageSize.height, (b.height - r.minY) / s)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    // MARK: - Layout

    /// Lays the page out for `size`: new fit and limits; `keepRelativeZoom` (nil: fit) is applied and
    /// the image point at the page's centre stays at the centre (seed 003's rotation demo). A pan under
    /// way is carried into the new layout (`ScrollView.setGeometry`): its velocity scales with the zoom
    /// (image pixels per second stay the same) and it lands on the same image point, inside the range.
    func layout(for size: Size, maximumRelativeZoom: Double, keepRelativeZoom relative: Double?) {
        let sv = scrollView
        let b0 = sv.bounds.size, s0 = sv.zoomScale, c0 = centring(at: s0)
        let fit = min(Self.fitScale(imageSize, size), maximumScale ?? .infinity)
        sv.minimumZoomScale = fit
        sv.maximumZoomScale = maximumScale.map { max($0, fit) } ?? fit * maximumRelativeZoom
        let s1 = min(fit * max(relative ?? 1, 1), sv.maximumZoomScale)
        let c1 = centring(at: s1, page: size)
        /// The offset showing at the new centre the image point an offset `o` showed at the old one.
        func keepingCentre(_ o: Point) -> Point {
            let centre = Point(x: (o.x + b0.width / 2 - c0.x) / s0, y: (o.y + b0.height / 2 - c0.y) / s0)
            return Point(x: centre.x * s1 - size.width / 2 + c1.x, y: centre.y * s1 - size.height / 2 + c1.y)
        }
        let k = s0 > 0 ? s1 / s0 : 1
        sv.setGeometry(frame: Rect(origin: sv.frame.origin, size: size),
                       contentSize: Size(width: imageSize.width * s1, height: imageSize.height * s1),
                       contentScale: Point(x: k, y: k), mapOffset: relative == nil ? nil : keepingCentre, zoomScale: s1)
    }

    // MARK: - Zooming at a point

    /// Zooms to `scale` (clamped to the limits) keeping the image point under page point `p` under
    /// it where the photo is larger than the page (where it is smaller it stays centred).
    func zoom(to scale: Double, at p: Point, animated: Bool) {
        let sv = scrollView
        let s0 = sv.zoomScale, s1 = min(max(scale, sv.minimumZoomScale), sv.maximumZoomScale)
        guard s1 != s0, s0 > 0 else { return }
        let q = imagePoint(at: p), c1 = centring(at: s1)
        let size = sv.bounds.size
        let hi = Point(x: max(0, imageSize.width * s1 - size.width), y: max(0, imageSize.height * s1 - size.height))
        let wanted = Point(x: min(max(q.x * s1 - p.x + c1.x, 0), hi.x), y: min(max(q.y * s1 - p.y + c1.y, 0), hi.y))
        // ScrollView.zoom keeps the content under its anchor fixed; the anchor that lands on `wanted`:
        // o1 = (a + o0)·k − a with k = s1/s0, so a = (o1 − o0·k)/(k − 1).
        let k = s1 / s0, o0 = sv.contentOffset
        let anchor = Point(x: (wanted.x - o0.x * k) / (k - 1), y: (wanted.y - o0.y * k) / (k - 1))
        sv.zoom(toScale: s1, anchor: anchor, animated: animated)
    }

    /// The anchor to give ScrollView's pinch for a fingers' centroid at page point `p` when the
    /// pinch shows `scale` (banded past a limit: the scale the photo is drawn at): the scroll view
    /// keeps content top-left aligned, the page centres it. So the image point under the fingers or
    /// the pointer stays under them at every step, letterboxed or not.
    func pinchAnchor(_ p: Point, scale: Double) -> Point { p - centring(at: scale) }

    // MARK: - ScrollViewDelegate (after the recorder)

    func scrollViewDidScroll(_ scrollView: ScrollView) { lastChange = scrollView.currentTime }
    func scrollViewDidZoom(_ scrollView: ScrollView) { lastChange = scrollView.currentTime }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        log.append(SceneEvent("didEndZooming", [("atScale", .number(scale)), ("relativeZoom", .number(scale / fitScale))])
            .from(scrollView: name))
    }
}
