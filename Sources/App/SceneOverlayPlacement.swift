import SceneKit
import ScrollPhysics

/// Where the hint panel goes: the window corner where it covers nothing that matters
/// (docs/scenes.md, "The hint panel"). What matters is read from the scene's own draw list:
///
/// - text (a label, a bubble's words, an hour of the timetable) must not be covered;
/// - a bar (a rectangle as wide as the window, at its top or bottom edge, less than a quarter of
///   its height: a navigation bar, a toolbar, a week strip) must not be covered either: a panel
///   in that corner moves off it, below a top bar or above a bottom one;
/// - a card (a rounded rectangle smaller than a quarter of the window: a chat bubble, an event)
///   counts a tenth as much as text.
///
/// Each corner is tried; the one that covers least wins, the scene's own `overlayCorner` first
/// among equals. The choice is made once for the frame the hint is
/// shown in (and again after a resize), so the panel does not jump as content scrolls under it.
public struct SceneOverlayPlacement: Equatable, Sendable {
    public var corner: OverlayCorner
    /// Distance of the panel from its corner's top or bottom edge, points (the margin, or more
    /// to clear a bar).
    public var inset: Double

    /// The panel's rectangle, `size` points, in a view of `view` points.
    public func rect(size: Size, in view: Size, margin: Double) -> Rect {
        let left = corner == .topLeft || corner == .bottomLeft
        let top = corner == .topLeft || corner == .topRight
        return Rect(x: left ? margin : view.width - margin - size.width,
                    y: top ? inset : view.height - inset - size.height, width: size.width, height: size.height)
    }

    /// The placement for a panel of `size` points over `list` (the scene's frame, before the
    /// panel is added), preferring `preferred`.
    public static func choose(for size: Size, over list: DrawList, preferred: OverlayCorner, margin: Double,
                              text measure: any TextMeasuring) -> SceneOverlayPlacement {
        let view = list.viewSize
        let (texts, bars, cards) = obstacles(in: list, measure: measure)
        let order = [preferred] + [OverlayCorner.topLeft, .topRight, .bottomLeft, .bottomRight].filter { $0 != preferred }
        var best: (SceneOverlayPlacement, Double)?
        for corner in order {
            var placement = SceneOverlayPlacement(corner: corner, inset: margin)
            // Off every bar it would cover (a bar may sit under another: check again).
            for _ in 0..<4 {
                let r = placement.rect(size: size, in: view, margin: margin)
                guard let bar = bars.first(where: { $0.intersects(r) }) else { break }
                let top = corner == .topLeft || corner == .topRight
                placement.inset = (top ? bar.maxY : view.height - bar.minY) + margin
            }
            let r = placement.rect(size: size, in: view, margin: margin)
            guard r.minY >= 0, r.maxY <= view.height else { continue }
            let covered = texts.reduce(0.0) { $0 + $1.intersection(r).area }
                + 0.1 * cards.reduce(0.0) { $0 + $1.intersection(r).area }
            if best == nil || covered < best!.1 { best = (placement, covered) }
        }
        return best?.0 ?? SceneOverlayPlacement(corner: preferred, inset: margin)
    }

    /// The scene's text runs (their ink boxes, points), bars and cards.
    static func obstacles(in list: DrawList, measure: any TextMeasuring) -> (texts: [Rect], bars: [Rect], cards: [Rect]) {
        let view = list.viewSize
        var texts: [Rect] = [], bars: [Rect] = [], cards: [Rect] = []
        for command in list.commands {
            switch command {
            case .text(let run, let clip):
                let width = measure.width(of: run.string, size: run.size, weight: run.weight)
                let x = switch run.alignment {
                case .left: run.position.x
                case .center: run.position.x - width / 2
                case .right: run.position.x - width
                }
                // From the accents above the capitals to the descenders (`TextRun`).
                var box = Rect(x: x, y: run.position.y - 0.3 * run.size, width: width, height: 1.3 * run.size)
                if let clip { box = box.intersection(clip) }
                if box.area > 0 { texts.append(box) }
            case .rect(let r, let color, let radius, let clip):
                let spans = r.minX <= 1 && r.maxX >= view.width - 1
                let atEdge = r.minY <= 1 || r.maxY >= view.height - 1
                if spans, atEdge, r.height < view.height / 4, color.a > 0.5 { bars.append(r) }
                if radius > 0, r.area < view.width * view.height / 4 { cards.append(clip.map { r.intersection($0) } ?? r) }
            default:
                continue
            }
        }
        return (texts, bars, cards)
    }
}

fileprivate extension Rect {
    /// The overlap of two rectangles (zero-sized when they do not overlap).
    func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    func intersects(_ other: Rect) -> Bool { intersection(other).area > 0 }

    var area: Double { width * height }
}
