import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Seed 004's infinite street (docs/techniques/infinite-street.md): a street of random buildings
/// that scrolls for ever by recentring, a stationary moon you can pick up with a long press and drop
/// into the street, zooming that redraws the buildings sharp when it ends, and a swipe up from the
/// bottom zone that plants a flag while drags elsewhere scroll at once.
final class StreetScene: Scene {
    static let info = SceneInfo(
        name: "street", title: "Infinite street",
        summary: "seed 004's street: endless scrolling by recentring, a stationary moon to pick up, sharp re-render after zoom, swipe vs pan",
        hint: "drag or fling forever; hold the moon 0.5 s, drag it onto a building; ctrl+wheel, double-click, z/x zoom; swipe up from the bottom")

    static let parameters: [SceneParameter] = [
        SceneParameter("seed", .integer(0...Int.max), default: .int(4), help: "Seed of the street's buildings."),
        SceneParameter("content-widths", .number(2.5...20), default: .number(4),
                       help: "Content width in visible widths (more than 2: the recentring threshold is a quarter of it)."),
        SceneParameter("zone", .number(0...1000), default: .number(75),
                       help: "Height (pt) of the bottom zone where a swipe up plants the flag (seed 004: 75)."),
        SceneParameter("require", .flag, default: .bool(true),
                       help: "The pan requires the swipes to fail (--no-require shows why the talk adds that line)."),
        SceneParameter("indicator", .flag, default: .bool(false),
                       help: "Show the horizontal scroll indicator: it jumps back to the centre at every recentring."),
    ]

    let controller: StreetController
    let input: StreetInput
    private let seed: Int
    /// The host's: the pixel scale the buildings are drawn for.
    private let context: SceneContext

    init(context: SceneContext) {
        let parameters = context.parameters
        self.context = context
        seed = parameters.int("seed")
        controller = StreetController(size: context.size, seed: UInt64(seed), widthFactor: parameters.number("content-widths"),
                                      zoneHeight: parameters.number("zone"),
                                      panRequiresSwipeFailure: parameters.bool("require"),
                                      screenScale: context.pixelScale, events: context.events, text: context.text)
        // The scroll view's own indicators (drawn by the host for every scene's scroll views).
        controller.scrollView.showsHorizontalScrollIndicator = parameters.bool("indicator")
        controller.scrollView.showsVerticalScrollIndicator = parameters.bool("indicator")
        input = StreetInput(controller: controller)
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        controller.resize(to: size)
    }

    func handle(_ event: DesktopEvent, time: Double) { input.deliver(event, time: time) }

    func advance(to time: Double) {
        input.advance(to: time)
        controller.screenScaleDidChange(to: context.pixelScale)
        controller.noteFrame(at: time)
    }

    func draw(into list: inout DrawList, time: Double) {
        StreetDrawing.fill(&list, controller, time: time)
    }

    /// The street moves or zooms, the moon's lift or the flag's slide runs, or input waits (a
    /// wheel gesture's or a Ctrl+wheel zoom's silence, the long press's deadline).
    var needsFrame: Bool {
        let c = controller, t = c.window.time ?? 0
        return input.needsAdvance || c.scrollView.needsAdvance || !c.moon.lift.isDone(at: t) || !c.flag.slide.isDone(at: t)
    }

    var scrollViews: [NamedScrollView] { [NamedScrollView("street", controller.scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("seed", .int(seed)), TraceField("contentWidths", .number(controller.widthFactor)),
         TraceField("recenterThreshold", .number(controller.scrollView.contentSize.width / 4)),
         TraceField("zone", .number(controller.zoneHeight)), TraceField("requireFailure", .bool(controller.panRequiresSwipeFailure)),
         TraceField("maximumZoom", .number(StreetController.maximumZoom)),
         TraceField("longPress", .numbers([controller.longPress.minimumPressDuration, controller.longPress.allowableMovement])),
         TraceField("moonPicked", .numbers([MoonState.pickedScale, MoonState.pickedAlpha, Ramp.duration])),
         TraceField("flagSlide", .number(Ramp.duration))]
    }

    /// `street`: the origin (street x at content x 0 unzoomed), zoom, backing scale and render
    /// generation; `buildings`: index → [x, y, w, h] on screen, [pixel width, height], version;
    /// `moon` and `flag` on screen.
    func traceFrameFields(time: Double) -> [TraceField] {
        let c = controller
        var buildings: [TraceField] = []
        for p in c.tiles.visible {
            let r = StreetDrawing.bitmapRect(p, c), t = StreetDrawing.texture(p, c)
            buildings.append(TraceField(String(p.building.index),
                                        .numbers([r.minX, r.minY, r.width, r.height, Double(t.width), Double(t.height),
                                                  Double(t.version)])))
        }
        let m = c.moonCenter(), r = MoonState.radius * c.moon.scale(at: time)
        var flag: [TraceField] = [TraceField("shown", .bool(c.flag.isShown)),
                                  TraceField("progress", .number(c.flag.slide.value(at: time)))]
        if let x = c.flag.streetX, let fr = StreetDrawing.flagRect(c, streetX: x, time: time) {
            flag.append(TraceField("frame", .rect(fr)))
        }
        return [
            TraceField("street", .object([TraceField("origin", .number(c.origin)), TraceField("zoom", .number(c.zoom)),
                                          TraceField("backingScale", .number(c.backingScale)),
                                          TraceField("generation", .int(c.renderGeneration)),
                                          TraceField("recenters", .int(c.recenterCount))])),
            TraceField("buildings", .object(buildings)),
            TraceField("moon", .object([TraceField("place", .string(c.moon.name)), TraceField("center", .point(m)),
                                        TraceField("frame", .rect(Rect(x: m.x - r, y: m.y - r, width: 2 * r, height: 2 * r))),
                                        TraceField("scale", .number(c.moon.scale(at: time))),
                                        TraceField("alpha", .number(c.moon.alpha(at: time))),
                                        TraceField("front", .bool(c.moon.isInFront(at: time)))])),
            TraceField("flag", .object(flag)),
        ]
    }


    var statusLine: String {
        let c = controller, s = c.scrollView
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        let phase = s.phaseText
        return "street x \(f(c.toStreet(window: .zero).x)) pt · zoom \(String(format: "%.2f", c.zoom)) · "
            + "moon \(c.moon.name) · recentred \(c.recenterCount)× · \(phase)"
    }
}
