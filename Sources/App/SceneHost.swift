import DesktopInput
import SceneKit
import Scenes
import ScrollPhysics

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
public final class SceneHost {
    /// The scene's type (its name, parameters, title).
    public let sceneType: any Scene.Type
    /// The values the scene was built with.
    public let parameters: SceneParameters
    public let scene: any Scene
    /// What to draw for the last `advance(to:)`.
    public private(set) var drawList = DrawList()
    /// The time of the last `advance(to:)` (seconds).
    public private(set) var time: Double = 0
    /// The window size the scene is laid out for, points.
    public private(set) var windowSize: Size
    /// Draw the scene's title and hint on top (the window does; captures don't, so their
    /// images show only the scene).
    public var showsOverlay = false

    /// Builds `type` for a window of `windowSize` points with `parameters`.
    public init(_ type: any Scene.Type, parameters: SceneParameters, windowSize: Size) {
        sceneType = type
        self.parameters = parameters
        self.windowSize = windowSize
        scene = type.init(size: windowSize, parameters: parameters)
        scene.draw(into: &drawList, time: 0)
    }

    /// Delivers one input at its own `time` (seconds, non-decreasing; may be earlier than the next
    /// frame's time — the scene sees the input's timestamp, so results don't depend on frame
    /// rate). A resize lays the scene out for the new size.
    public func deliver(_ event: DesktopEvent, time: Double) {
        if case .resize(let size) = event {
            if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite { windowSize = size }
            scene.layout(for: size, time: time)
        } else {
            scene.handle(event, time: time)
        }
    }

    /// Advances the scene to the frame time `time` and refills `drawList`.
    public func advance(to time: Double) {
        self.time = time
        scene.advance(to: time)
        scene.draw(into: &drawList, time: time)
        drawList.addScrollIndicators(of: scene.scrollViews, time: time)  // every scroll view's, UIKit's look
        if showsOverlay {
            SceneOverlay.add(to: &drawList, info: sceneType.info, extra: overlayExtra,
                             showsHint: time - hintsShownAt < SceneOverlay.hintDuration)
        }
    }

    /// Frames go straight to a person (the window): the scene may render slow things in the
    /// background (`Scene.setInteractive`). Captures leave it false, so every frame is complete.
    public var isInteractive = false {
        didSet { scene.setInteractive(isInteractive) }
    }

    /// Framebuffer pixels per point (the window's HiDPI scale, a script's `window.scale`). Setting
    /// a new finite value > 0 tells the scene (`pixelScaleDidChange`) at the current time.
    public var pixelScale: Double = 1 {
        didSet {
            guard pixelScale.isFinite, pixelScale > 0 else { pixelScale = oldValue; return }
            if pixelScale != oldValue { scene.pixelScaleDidChange(to: pixelScale, time: time) }
        }
    }

    /// A second hint line under the scene's own (the window's scene keys).
    public var overlayExtra: String?

    /// When the overlay's hint lines were last put up (seconds, the scene's time): they show for
    /// `SceneOverlay.hintDuration` from then, after which only the title stays.
    public private(set) var hintsShownAt = 0.0

    /// Puts the hint lines up again from `time` (the window does when it shows the scene).
    public func showHints(at time: Double) { hintsShownAt = time }

    /// One line for the window title: the scene and what it reports.
    public var statusLine: String { "cubescroll — \(sceneType.info.title) — \(scene.statusLine)" }

    /// Drops the events made while producing the frame (a window without `--trace`), so they never
    /// pile up.
    public func discardEvents() { _ = scene.drainEvents() }
}

/// The title and hint drawn at the top left of the window: the scene's title, its one-line hint
/// and an optional extra line, on a dark panel so they read over any scene: `panelOpacity` keeps
/// every line at WCAG 2's 4.5:1 text contrast even over a white scene or the scene's own white
/// text (https://www.w3.org/TR/WCAG21/#contrast-minimum).
public enum SceneOverlay {
    /// Cell heights of the title and hint text, points (whole multiples of the font's 10-pixel
    /// cell, so glyphs stay crisp at scale 1); margin and padding, points.
    public static let titleSize = 20.0, hintSize = 10.0, margin = 10.0, padding = 8.0
    /// Seconds the hint and keys lines stay after a scene is shown; then the panel folds to the
    /// title alone, so it covers as little of the scene as possible. Chosen to read both lines
    /// (about 25 words) at a relaxed 200 words a minute with time to spare.
    public static let hintDuration = 10.0
    /// The panel's black opacity: over white it is 18% grey, against which the dimmest line (the
    /// keys, 72% grey) has a contrast of about 6.8:1; the scene still shows faintly through.
    public static let panelOpacity = 0.82

    /// Adds the panel: the title, then (with `showsHint`) the hint and `extra`.
    public static func add(to list: inout DrawList, info: SceneInfo, extra: String?, showsHint: Bool = true) {
        let hints: [(String, Double, RGBA)] = [(info.hint, hintSize, RGBA(r: 0.85, g: 0.87, b: 0.9))]
            + (extra.map { [($0, hintSize, RGBA(r: 0.72, g: 0.74, b: 0.78))] } ?? [])
        let lines: [(String, Double, RGBA)] = [(info.title, titleSize, .white)] + (showsHint ? hints : [])
        var width = 0.0, height = 0.0
        for (text, size, _) in lines {
            width = max(width, BitmapFont.width(of: text, size: size))
            height += size * BitmapFont.lineHeight
        }
        // The last line needs its cell, not the spacing after it.
        height -= (lines.last?.1 ?? 0) * (BitmapFont.lineHeight - 1)
        let panel = Rect(x: margin, y: margin, width: width + 2 * padding, height: height + 2 * padding)
        list.addRect(panel, color: RGBA(r: 0, g: 0, b: 0, a: panelOpacity), cornerRadius: 8)
        var y = margin + padding
        for (text, size, color) in lines {
            list.addText(text, at: Point(x: margin + padding, y: y), size: size, color: color)
            y += size * BitmapFont.lineHeight
        }
    }
}
