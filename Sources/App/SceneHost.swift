import DesktopInput
import SceneKit
import ScrollPhysics
import TextRendering

/// The one frame function shared by the window and headless capture, for any scene: inputs are
/// delivered at their own times, then the scene advances to the frame's time, then it fills the
/// draw list for the renderer. No GL here — drawing is the caller's next step, so update stays
/// apart from draw and the same code serves both hosts (as wgpu's examples framework does).
///
/// ```
/// host.deliver(.mouseDown(p), time: t0)   // any number, in time order
/// host.advance(to: frameTime)             // once per frame
/// renderer.draw(host.drawList, ...)       // the caller draws
/// ```
///
/// The host keeps no clock: every call carries its time (the frame's, an input's), and the scene's
/// view tree keeps the latest one (`Window.time`).
public final class SceneHost {
    /// The scene's type (its name, parameters, title).
    public let sceneType: any Scene.Type
    /// What the scene is given: size, parameters, pixel scale, text measurer, event log, wake.
    /// The one place the window size and pixel scale are held.
    public let context: SceneContext
    public let scene: any Scene
    /// What to draw for the last `advance(to:)`.
    public private(set) var drawList = DrawList()
    /// Draw the scene's title and hint on top (the window does; captures don't, so their
    /// images show only the scene).
    public var showsOverlay = false

    /// Builds `type` for a window of `windowSize` points (usable: finite, > 0) with `parameters`.
    ///
    /// - Parameters:
    ///   - pixelScale: framebuffer pixels per point (finite, > 0).
    ///   - isInteractive: frames go straight to a person (the window): the scene may render slow
    ///     things in the background (`SceneContext.isInteractive`). Captures leave it false, so
    ///     every frame is complete.
    ///   - wake: how the scene asks for a frame from another thread (`SceneContext.wake`).
    ///   - text: the measurer scenes use; nil: the system typesetter (runners call
    ///     `Typesetter.system()` first, so a missing font is reported, not a crash).
    public init(_ type: any Scene.Type, parameters: SceneParameters, windowSize: Size, pixelScale: Double = 1,
                isInteractive: Bool = false, wake: @escaping @Sendable () -> Void = {},
                text: (any TextMeasuring)? = nil) {
        sceneType = type
        context = SceneContext(size: windowSize, parameters: parameters, text: text ?? Self.systemText,
                               pixelScale: pixelScale, isInteractive: isInteractive, wake: wake)
        scene = type.init(context: context)
        scene.draw(into: &drawList, time: 0)
    }

    /// The values the scene was built with.
    public var parameters: SceneParameters { context.parameters }
    /// The window size the scene is laid out for, points.
    public var windowSize: Size { context.size }

    /// Delivers one input at its own `time` (seconds, non-decreasing; may be earlier than the next
    /// frame's time — the scene sees the input's timestamp, so results don't depend on frame
    /// rate). A resize to a usable size lays the scene out for it; an unusable one (a minimised
    /// window) keeps the current layout.
    public func deliver(_ event: DesktopEvent, time: Double) {
        if case .resize(let size) = event {
            guard size.isUsable else { return }
            context.size = size
            overlayPlacement = nil
            scene.layout(for: size, time: time)
        } else {
            scene.handle(event, time: time)
        }
    }

    /// Advances the scene to the frame time `time` and refills `drawList`.
    public func advance(to time: Double) {
        scene.advance(to: time)
        scene.draw(into: &drawList, time: time)
        drawList.addScrollIndicators(of: scene.scrollViews, time: time)  // every scroll view's, UIKit's look
        if showsOverlay {
            SceneOverlay.add(to: &drawList, info: sceneType.info, extra: overlayExtra, text: context.text,
                             showsHint: time - hintsShownAt < SceneOverlay.hintDuration, placement: &overlayPlacement)
        }
    }

    /// Framebuffer pixels per point (the window's HiDPI scale, a script's `window.scale`), held by
    /// the context. A value that is not finite and > 0 is ignored; scenes see a change from their
    /// next `advance(to:)` on.
    public var pixelScale: Double {
        get { context.pixelScale }
        set { if newValue.isFinite, newValue > 0 { context.pixelScale = newValue } }
    }

    /// A second hint line under the scene's own (the window's scene keys).
    public var overlayExtra: String?

    /// When the overlay's hint lines were last put up (seconds, the scene's time): they show for
    /// `SceneOverlay.hintDuration` from then, after which only the title stays.
    public private(set) var hintsShownAt = 0.0

    /// Puts the hint lines up again from `time` (the window does when it shows the scene).
    public func showHints(at time: Double) {
        hintsShownAt = time
        overlayPlacement = nil
    }

    /// Where the overlay's panel sits, chosen when the hints are shown or the window resized
    /// (`SceneOverlayPlacement`); nil: choose at the next frame.
    public private(set) var overlayPlacement: SceneOverlayPlacement?

    /// Whether the scene still changes with time alone (`Scene.needsFrame`): a window draws
    /// another frame soon when true, else sleeps until an input or `nextTimedChange`.
    public var needsFrame: Bool { scene.needsFrame }

    /// When (the scene's time, seconds) the picture changes next with no input and nothing moving,
    /// after the frame at `time` (the last `advance(to:)`'s): a scroll indicator starting or going on
    /// with its fade-out (`time` itself while it fades), or the overlay folding its hint lines away;
    /// nil when no such change is due.
    public func nextTimedChange(after time: Double) -> Double? {
        let fold = hintsShownAt + SceneOverlay.hintDuration
        var next = showsOverlay && time < fold ? fold : nil
        for named in scene.scrollViews {
            if let t = named.scrollView.nextIndicatorChange(after: time) { next = min(next ?? t, t) }
        }
        return next
    }

    /// One line for the window title: the scene and what it reports.
    public var statusLine: String { "cubescroll — \(sceneType.info.title) — \(scene.statusLine)" }

    /// The interface font (DejaVu Sans through fontconfig) that measures the scenes' text when no
    /// other is given. A missing font stops the process with `FontError`'s message: runners call
    /// `Typesetter.system()` first to report it cleanly (exit 3).
    static var systemText: any TextMeasuring {
        do { return try Typesetter.system() } catch { fatalError(error.description) }
    }

    /// Drops the events made while producing the frame (a window without `--trace`), so they never
    /// pile up.
    public func discardEvents() { _ = context.events.drain() }
}

/// The title and hint drawn in a corner of the window where it covers nothing that matters
/// (`SceneOverlayPlacement`, trying the scene's `SceneInfo.overlayCorner` first): the scene's title, its hint and an optional extra line, wrapped to at most half
/// the window's width, on a dark panel so they read over any scene: `panelOpacity` keeps
/// every line at WCAG 2's 4.5:1 text contrast even over a white scene or the scene's own white
/// text (https://www.w3.org/TR/WCAG21/#contrast-minimum).
public enum SceneOverlay {
    /// Em sizes of the title (bold) and hint text, points; margin and padding, points.
    public static let titleSize = 18.0, hintSize = 12.0, margin = 10.0, padding = 8.0
    /// Seconds the hint and keys lines stay after a scene is shown; then the panel folds to the
    /// title alone, so it covers as little of the scene as possible. Chosen to read both lines
    /// (about 25 words) at a relaxed 200 words a minute with time to spare.
    public static let hintDuration = 10.0
    /// The panel's black opacity: over white it is 18% grey, against which the dimmest line (the
    /// keys, 72% grey) has a contrast of about 6.8:1; the scene still shows faintly through.
    public static let panelOpacity = 0.82

    /// Adds the panel: the title, then (with `showsHint`) the hint and `extra`, each wrapped into
    /// balanced lines (`balancedLines`) measured with `measure`. `placement`: where it goes; nil:
    /// chosen now over what `list` holds (`SceneOverlayPlacement`) and kept there for the frames after.
    public static func add(to list: inout DrawList, info: SceneInfo, extra: String?, text measure: any TextMeasuring,
                           showsHint: Bool = true, placement: inout SceneOverlayPlacement?) {
        let view = list.viewSize
        // Narrow enough to leave most of a small window to the scene: the hint lines wrap.
        let maxWidth = max(160, min(view.width / 2 - margin - 2 * padding, 560))
        func wrapped(_ text: String, _ color: RGBA) -> [(String, Double, FontWeight, RGBA)] {
            balancedLines(text, maxWidth: maxWidth) { measure.width(of: $0, size: hintSize, weight: .regular) }
                .map { ($0, hintSize, .regular, color) }
        }
        let hints = wrapped(info.hint, RGBA(r: 0.85, g: 0.87, b: 0.9))
            + (extra.map { wrapped($0, RGBA(r: 0.72, g: 0.74, b: 0.78)) } ?? [])
        let title = (info.title, titleSize, FontWeight.bold, RGBA.white)
        func panelSize(_ lines: [(String, Double, FontWeight, RGBA)]) -> Size {
            var width = 0.0, height = 0.0
            for (index, (text, size, weight, _)) in lines.enumerated() {
                width = max(width, measure.width(of: text, size: size, weight: weight))
                // Cap top of the first line to the last line's descenders; line height between.
                let metrics = measure.metrics(size: size, weight: weight)
                height += index == lines.count - 1 ? metrics.capHeight + metrics.descent : metrics.lineHeight
            }
            return Size(width: (width + 2 * padding).rounded(.up), height: (height + 2 * padding).rounded(.up))
        }
        // Placed for the unfolded panel, which the folded one (the title alone) stays within.
        let chosen = placement ?? SceneOverlayPlacement.choose(for: panelSize([title] + hints), over: list,
                                                               preferred: info.overlayCorner, margin: margin, text: measure)
        placement = chosen
        let lines = [title] + (showsHint ? hints : [])
        let panel = chosen.rect(size: panelSize(lines), in: view, margin: margin)
        list.addRect(panel, color: RGBA(r: 0, g: 0, b: 0, a: panelOpacity), cornerRadius: 8)
        var y = panel.minY + padding
        for (text, size, weight, color) in lines {
            list.addText(text, at: Point(x: panel.minX + padding, y: y), size: size, weight: weight, color: color)
            y += measure.metrics(size: size, weight: weight).lineHeight
        }
    }

    /// `text` wrapped at spaces into as few lines as fit `maxWidth` (`TextMeasurement.wrap`), then
    /// balanced: the narrowest width that still needs no more lines, so the last line is not a
    /// word or two left over ("pull past an / end" becomes two lines of about equal length).
    /// `width` measures a string, points.
    public static func balancedLines(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
        let greedy = TextMeasurement.wrap(text, maxWidth: maxWidth, width: width)
        guard greedy.count > 1 else { return greedy }
        // Never narrower than the widest word: words are not split to balance.
        let widestWord = text.split(separator: " ").map { width(String($0)) }.max() ?? 0
        var low = max(maxWidth / Double(greedy.count), min(widestWord, maxWidth)), high = maxWidth
        for _ in 0..<16 where high - low > 0.5 {
            let mid = (low + high) / 2
            if TextMeasurement.wrap(text, maxWidth: mid, width: width).count <= greedy.count { high = mid } else { low = mid }
        }
        return TextMeasurement.wrap(text, maxWidth: high, width: width)
    }
}
