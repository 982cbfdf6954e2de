import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The seed's OpenGL cube view, minus the GL: it owns the cubes' styles and layout, reads where the
/// strip is scrolled from its scroll view (the one place the offset is held), and turns clicks into
/// the seed's two behaviours.
///
/// Clicks arrive one of two ways (seed 003), chosen by `handlesTouches`:
/// - `true` (the default, the seed's final demo): the view implements touchesBegan/Ended, so it sees
///   touches that reach it through the responder chain — including those that hit the plain dummy
///   view hosting the scroll view's pan recognizer. A touch that a recognizer takes over is
///   cancelled, so a drag is never a click.
/// - `false` (the seed's alternative): the view does not implement the touch methods (they forward
///   up the chain as UIResponder's do) and a `TapGestureRecognizer` calls `click(at:time:)`.
final class CubeView: View {
    /// A touch that moves further than this (points) from where it began is not a click
    /// (UIKit's tap recognizer allows 10 pt; see ViewKit's TapGestureRecognizer).
    static let clickSlop = 10.0

    private(set) var layout: CubeLayout
    /// The cubes' colours and spins.
    private(set) var styles: CubeStyles
    /// The strip's scroll view: its contentOffset places the little cubes (nil: unscrolled).
    weak var scrollView: ScrollView?
    /// See the type's documentation.
    var handlesTouches = true
    /// Where clicks are logged (the host's event log).
    let log: SceneEventLog

    private var clickStarts: [ObjectIdentifier: Point] = [:]

    init(layout: CubeLayout, seed: UInt64, log: SceneEventLog) {
        self.layout = layout
        self.log = log
        self.styles = CubeStyles(seed: seed)
        super.init(frame: Rect(origin: .zero, size: layout.windowSize))
    }

    /// The strip's content offset along x, points.
    var offsetX: Double { scrollView?.contentOffset.x ?? 0 }

    /// Lays out for a new window size (points); the scroll view's geometry is the scene's job (`CubesScene.resize(to:)`).
    func relayout(for size: Size) {
        layout = CubeLayout(windowSize: size, cubeCount: layout.cubeCount)
        frame = Rect(origin: .zero, size: layout.windowSize)
    }

    /// Applies a click at `point` (this view's coordinates) at `time`: the big cube gets a random
    /// colour and speed; a little cube copies the big cube's. Returns what was clicked.
    @discardableResult
    func click(at point: Point, time: Double) -> PickResult {
        let hit = layout.pick(point, offsetX: offsetX)
        switch hit {
        case .bigCube:
            styles.tapBigCube(at: time)
            log.append(SceneEvent("tapBigCube", [("color", .color(styles.bigCube.color(at: time)))]))
        case .littleCube(let k):
            styles.tapLittleCube(k, at: time)
            log.append(SceneEvent("tapLittleCube", [("index", .int(k)),
                                                    ("color", .color(styles.style(ofCube: k).color(at: time)))]))
        case .nothing:
            break
        }
        return hit
    }

    // MARK: - Touch handling (the seed's touchesBegan/Ended)

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard handlesTouches else { return super.touchesBegan(touches, with: event) }
        for t in touches { clickStarts[ObjectIdentifier(t)] = t.location(in: self) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard handlesTouches else { return super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard handlesTouches else { return super.touchesEnded(touches, with: event) }
        for t in touches {
            guard let start = clickStarts.removeValue(forKey: ObjectIdentifier(t)) else { continue }
            let end = t.location(in: self)
            if (end - start).length <= Self.clickSlop { click(at: end, time: t.timestamp) }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard handlesTouches else { return super.touchesCancelled(touches, with: event) }
        for t in touches { clickStarts.removeValue(forKey: ObjectIdentifier(t)) }
    }
}
