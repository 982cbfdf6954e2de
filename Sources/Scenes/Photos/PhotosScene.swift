import DesktopInput
import Foundation
import ImageTiles
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Seed 003's photo browser: a horizontal paging scroll view (`pager`) of photos with 20 pt between
/// pages, each photo its own zooming scroll view (`page.K`). Drag or flick to turn one page; pinch,
/// Ctrl+wheel or double-click to zoom at the pointer; zoomed in, a drag pans the photo and carries
/// on into the next one at the photo's edge. After a zoom (or pan) comes to rest, the visible part
/// is re-rendered sharp at the new scale. A window resize keeps the photo and its relative zoom.
///
/// Geometry (Apple's PhotoScroller, which seed 003's photo browser is): the pager is the window
/// widened by the gap (`gap`/2 past each side), so its pages — multiples of its bounds — are
/// `stride` = width + gap apart and each photo page, inset by `gap`/2, fills the window.
final class PhotosScene: Scene, ScrollViewDelegate {
    static let info = SceneInfo(
        name: "photos", title: "Photos",
        summary: "seed 003's photo browser: a pager of zoomable photos with a 20 pt gap, sharp re-render after zooming",
        hint: "drag or flick to turn pages; Ctrl+wheel or double-click to zoom; zoomed, drag past the edge",
        // A photo's title is at its top left.
        overlayCorner: .bottomLeft)

    static let parameters: [SceneParameter] = [
        SceneParameter("count", .integer(1...1000), default: .int(12), help: "Number of photos."),
        SceneParameter("gap", .number(0...200), default: .number(20),
                       help: "Points between pages, shown while paging (20: UIPageViewController's interPageSpacing in seed 003)."),
        SceneParameter("max-zoom", .number(1...16), default: .number(4),
                       help: "Largest zoom as a multiple of the scale that fits the photo."),
        SceneParameter("dir", .text("a folder of JPEG or PNG photos"), default: .string(""),
                       help: "A folder of JPEG and PNG photos to page through, by name (other files are skipped); the zoom goes to one image pixel per screen pixel. Without it: generated test photos (count sets how many).",
                       problem: { value in
                           guard case .string(let dir) = value, !dir.isEmpty else { return nil }
                           return PhotoFolder.problem(dir)
                       }),
    ]


    /// Stillness (s) after the last zoom or scroll before the visible part is re-rendered sharp:
    /// DesktopInput's wheel-gesture silence, so a run of Ctrl+wheel notches re-renders once.
    static let sharpenDelay = DesktopInputRouter.scrollGestureSilence
    /// The part of the photo re-rendered sharp: the visible part grown by this fraction of its size
    /// on each side, so short pans stay sharp without a new render.
    static let sharpMargin = 0.15

    private(set) var count: Int
    let gap: Double
    let maximumRelativeZoom: Double
    private(set) var size: Size
    let pager: ScrollView
    /// The pages that exist (the visible ones and their neighbours), by index.
    private(set) var pages: [Int: PhotoPage] = [:]
    let drags: PhotoDragRouter
    /// The pager and its pages as views, so a script's pinch fingers and Ctrl+wheel reach the page
    /// under them through its scroll view's pinch recognizer (the mouse goes through `drags`).
    private let inputWindow: Window
    let pagerInput: DesktopInputRouter
    let pageInput: DesktopInputRouter
    var pressClickCount = 1
    /// The host's: the event log, the text measurer, the pixel scale, interactive, wake.
    let context: SceneContext
    /// The page the pager rests on (updated when it comes to rest).
    var restingPage = 0
    /// Bumped when the layout or the pixel scale changes, so the fitted textures are rendered again.
    var layoutVersion = 0
    /// The time (s) of the latest input or frame: the input window's clock (`Window.time`), which
    /// both routers move on; 0 before the first.
    var time: Double { inputWindow.time ?? 0 }
    /// In the window: photos are rendered in the background (`SceneContext.isInteractive`).
    var isInteractive: Bool { context.isInteractive }
    let renders = PhotoRenderQueue()
    /// `renders.completions` when the last frame was drawn, `tiles.completions` when the store was
    /// last polled (`needsFrame`).
    var completionsDrawn = 0, tileCompletionsSeen = 0
    /// The pager's delegate: records each callback with "sv": "pager", then forwards it here.
    private var pagerRecorder: ScrollEventRecorder!
    /// The photos of `--dir`, or in the window without it, of the Pictures folder (nil: generated photos).
    private(set) var folder: PhotoFolder?
    /// No `--dir` was given: the window may open the Pictures folder (`openPictures`).
    private let mayOpenPictures: Bool
    /// Decoded tiles of the folder's photos (decoded in the background in the window).
    let tiles = TileStore()
    /// The framebuffer pixels per point the pages are laid out for (`SceneContext.pixelScale` as of
    /// the last `advance(to:)`): a file's largest zoom is one image pixel per framebuffer pixel.
    var pixelScale: Double
    /// Files already reported on standard error, so each bad file is one line.
    var reported: Set<String> = []

    init(context: SceneContext) {
        self.context = context
        let parameters = context.parameters, size = context.size
        pixelScale = context.pixelScale
        let dir = parameters.string("dir")
        folder = dir.isEmpty ? nil : PhotoFolder(path: dir)
        mayOpenPictures = dir.isEmpty
        count = folder.map { max(1, $0.files.count) } ?? parameters.int("count")
        folder?.reportSkipped()
        gap = parameters.number("gap")
        maximumRelativeZoom = parameters.number("max-zoom")
        self.size = size
        pager = ScrollView(frame: .zero)
        pager.isPagingEnabled = true
        pager.decelerationRate = .fast          // UIKit pages with the fast rate (PhotoScroller sets it too)
        drags = PhotoDragRouter(pager: pager)
        inputWindow = Window(frame: Rect(origin: .zero, size: size))
        inputWindow.addSubview(pager)
        // The pager pages (`isPagingEnabled`): keys and wheel clicks move and land by whole pages.
        pagerInput = DesktopInputRouter(window: inputWindow, scrollView: pager)
        pageInput = DesktopInputRouter(window: inputWindow, scrollView: nil)
        layoutPager()
        pagerRecorder = ScrollEventRecorder(forwardingTo: self, scrollView: "pager", log: context.events)
        pager.delegate = pagerRecorder
        // A finished background render wakes the window, which then draws it.
        renders.onFinish = context.wake
        tiles.onFinish = context.wake
        updateResidentPages()
        // In the window, without `--dir`, the browser opens the user's Pictures folder when it holds
        // photos (`PhotoFolder.pictures`); captures keep the generated photos, so a script's frames
        // do not depend on the machine's files (a script names its folder with `dir`).
        if isInteractive { openPictures(environment: ProcessInfo.processInfo.environment) }
    }

    /// Distance between neighbouring pages (and the pager's page size), points.
    var stride: Double { size.width + gap }

    /// Lays the pager out for `size`. A turn under way is carried into the new layout
    /// (`ScrollView.setGeometry`, paging): its velocity scales with the stride and it still comes to
    /// rest on the same whole page; at rest it stays on its page.
    private func layoutPager(oldStride: Double? = nil) {
        let frame = Rect(x: -gap / 2, y: 0, width: stride, height: size.height)
        let content = Size(width: Double(count) * stride, height: size.height)
        if let oldStride {
            pager.setGeometry(frame: frame, contentSize: content, contentScale: Point(x: stride / oldStride, y: 1))
        } else {
            pager.frame = frame
            pager.contentSize = content
        }
    }

    /// The pager's position in pages (fractional mid-turn).
    var position: Double { pager.contentOffset.x / stride }
    /// The page nearest the pager's offset.
    var currentPage: Int { min(max(Int(position.rounded()), 0), count - 1) }

    /// Where page `k`'s top-left corner is in the window, points.
    func origin(ofPage k: Int) -> Point { Point(x: Double(k) * stride - pager.contentOffset.x, y: 0) }

    /// The page under window point `p` (nil in a gap or past the ends).
    func page(at p: Point) -> PhotoPage? {
        let k = Int(((p.x + pager.contentOffset.x) / stride).rounded(.down))
        guard let page = pages[k], p.x - origin(ofPage: k).x < size.width else { return nil }
        return page
    }

    // MARK: - Pages that exist: the visible ones and one on each side

    func updateResidentPages() {
        // Within a thousandth of a page of a page counts as on it (a settling spring's last fraction
        // of a point must not keep a fourth page alive).
        let raw = position, p = abs(raw - raw.rounded()) < 1e-3 ? raw.rounded() : raw
        let lo = max(0, Int(p.rounded(.down)) - 1), hi = min(count - 1, Int(p.rounded(.up)) + 1)
        let wanted = lo <= hi ? Set(lo...hi) : []
        let touched = drags.isPressed || !inputWindow.activeTouches.isEmpty
        for k in pages.keys.sorted() where !wanted.contains(k) && !touched && pages[k]?.scrollView.isZooming != true {
            pages[k]?.scrollView.removeFromSuperview()
            pages[k] = nil
            record(SceneEvent("pageUnloaded", [("page", .int(k))]))
        }
        for k in wanted.sorted() where pages[k] == nil {
            // A file's header may still be being read (the window): its page comes a frame later.
            guard let content = content(ofPage: k) else { continue }
            let page = PhotoPage(index: k, content: content, size: size, maximumRelativeZoom: maximumRelativeZoom,
                                 maximumScale: maximumScale(content), time: time, log: context.events)
            page.scrollView.frame = Rect(x: Double(k) * stride + gap / 2, y: 0, width: size.width, height: size.height)
            pager.addSubview(page.scrollView)
            pages[k] = page
            record(SceneEvent("pageLoaded", [("page", .int(k))]))
        }
    }

    func record(_ event: SceneEvent) { context.events.append(event) }

    // MARK: - Scene

    func layout(for newSize: Size, time: Double) {
        advanceInputs(to: time)
        let oldStride = stride
        size = newSize
        inputWindow.frame = Rect(origin: .zero, size: size)
        layoutPager(oldStride: oldStride)
        for (k, page) in pages.sorted(by: { $0.key < $1.key }) {
            page.layout(for: size, maximumRelativeZoom: maximumRelativeZoom, keepRelativeZoom: page.relativeZoom)
            page.scrollView.frame = Rect(x: Double(k) * stride + gap / 2, y: 0, width: size.width, height: size.height)
            page.detail = nil
        }
        layoutVersion += 1
        record(SceneEvent("resize", [("window", .size(size)), ("stride", .number(stride))]))
    }

    func advance(to time: Double) {
        tileCompletionsSeen = tiles.completions   // this frame polls the store for every result so far
        advanceInputs(to: time)
        applyPixelScale()
        updateResidentPages()
        for page in pages.values.sorted(by: { $0.index < $1.index }) where page.tiled == nil { sharpenIfStill(page) }
        updateTiles()
    }

    /// Once a zoomed page has been still for `sharpenDelay`, renders the visible part (plus a margin)
    /// again at the current scale unless the last render already covers it at that scale; back at the
    /// fitted size, the sharp render is dropped.
    private func sharpenIfStill(_ page: PhotoPage) {
        let sv = page.scrollView
        guard time - page.lastChange >= Self.sharpenDelay, !sv.isZooming, !sv.isZoomAnimating, !sv.isDragging,
              !sv.isDecelerating, !sv.isTracking else { return }
        guard case .generated = page.content else { return }
        guard page.relativeZoom > 1.01 else {
            page.detail = nil
            return
        }
        let visible = page.visibleImageRect, s = sv.zoomScale
        if let d = page.detail, d.scale == s, d.region.contains(visible) { return }
        let mx = visible.width * Self.sharpMargin, my = visible.height * Self.sharpMargin
        let x0 = max(0, visible.minX - mx), y0 = max(0, visible.minY - my)
        let x1 = min(page.imageSize.width, visible.maxX + mx), y1 = min(page.imageSize.height, visible.maxY + my)
        let region = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        page.detailCount += 1
        page.detail = (region, s, page.detailCount)
        let px = s * pixelScale
        record(SceneEvent("sharpened", [("page", .int(page.index)), ("relativeZoom", .number(page.relativeZoom)),
                                        ("region", .rect(region)),
                                        ("pixels", .numbers([(region.width * px).rounded(.up), (region.height * px).rounded(.up)]))])
               .from(scrollView: page.name))
    }

    var scrollViews: [NamedScrollView] {
        [NamedScrollView("pager", pager)] + pages.sorted { $0.key < $1.key }.map { NamedScrollView($0.value.name, $0.value.scrollView) }
    }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("count", .int(count)), TraceField("gap", .number(gap)), TraceField("maxZoom", .number(maximumRelativeZoom)),
         TraceField("stride", .number(stride))]
    }

    func traceFrameFields(time: Double) -> [TraceField] {
        let k = currentPage, page = pages[k]
        return [TraceField("page", .int(k)), TraceField("relativeZoom", .number(page?.relativeZoom ?? 1)),
                TraceField("fit", .number(page?.fitScale ?? 0)),
                TraceField("sharpZoom", .number(page?.detail.map { $0.scale / (page?.fitScale ?? 1) } ?? 0)),
                TraceField("textures", .numbers(pages.keys.sorted().map(Double.init)))] + fileTraceFields()
    }

    /// Switches from the generated photos to the Pictures folder named by `environment`'s
    /// xdg-user-dirs settings, when no `--dir` was given and that folder holds photos; returns
    /// whether it did. The pages start again at the first photo.
    @discardableResult
    func openPictures(environment: [String: String]) -> Bool {
        guard mayOpenPictures, folder == nil, let pictures = PhotoFolder.pictures(environment: environment) else { return false }
        folder = pictures
        pictures.reportSkipped()
        count = pictures.files.count
        for page in pages.values { page.scrollView.removeFromSuperview() }
        pages = [:]
        pager.contentOffset = .zero
        layoutPager()
        layoutVersion += 1
        updateResidentPages()
        record(SceneEvent("opened", [("folder", .string(pictures.path)), ("count", .int(count))]))
        return true
    }

    /// Something moves (the pager, a page's pan or zoom, a pinch), input waits (a wheel gesture's
    /// silence, a double click's deadline), a zoomed page waits out `sharpenDelay` before its sharp
    /// render, or a background render has finished since the last frame.
    var needsFrame: Bool {
        pagerInput.needsAdvance || pageInput.needsAdvance || pager.needsAdvance
            || pages.values.contains { $0.scrollView.needsAdvance || time - $0.lastChange < Self.sharpenDelay }
            || renders.completions != completionsDrawn || tiles.completions != tileCompletionsSeen
    }

    var statusLine: String {
        let page = pages[currentPage]
        let phase = pager.isDragging || page?.scrollView.isDragging == true ? "dragging"
            : pager.isDecelerating ? "paging" : page?.scrollView.isZooming == true || page?.scrollView.isZoomAnimating == true
            ? "zooming" : "idle"
        return "\(photoName(currentPage)) · photo \(currentPage + 1)/\(count) · zoom \(String(format: "%.2f", page?.relativeZoom ?? 1))× · \(phase)"
    }
}
