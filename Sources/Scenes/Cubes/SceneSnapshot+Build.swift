import SceneKit
import ScrollPhysics

extension SceneSnapshot {
    /// Background: a dark blue-grey that lets every hue read (seed 003's demo draws on dark).
    public static let backgroundColor = RGB(r: 0.08, g: 0.09, b: 0.12)

    /// An empty snapshot (nothing to draw) to be refilled each frame.
    public static func empty() -> SceneSnapshot {
        SceneSnapshot(viewSize: .zero, background: backgroundColor,
                      bigCube: CubeInstance(center: .zero, size: 0, angle: 0, color: backgroundColor),
                      stripFrame: .zero, littleCubes: [])
    }

    /// Refills this snapshot in place for one frame, reusing `littleCubes`' storage, so a warm frame
    /// allocates nothing. Only the cubes `layout.visibleCubes(offsetX:)` returns are listed.
    ///
    /// - Parameters:
    ///   - offsetX: the strip's content offset, points (may be outside the range while bouncing).
    ///   - time: the frame's time, seconds (drives every cube's angle and colour).
    public mutating func refill(layout: SceneLayout, state: SceneState, offsetX: Double, time: Double) {
        viewSize = layout.windowSize
        background = Self.backgroundColor
        let big = state.bigCube
        bigCube = CubeInstance(center: layout.bigCubeCenter, size: layout.bigCubeSize,
                               angle: big.angle(at: time), color: big.color(at: time))
        stripFrame = layout.stripFrame
        littleCubes.removeAll(keepingCapacity: true)
        let size = layout.littleCubeSize
        for index in layout.visibleCubes(offsetX: offsetX) {
            let style = state.style(ofCube: index)
            littleCubes.append(CubeInstance(center: layout.windowCenter(ofCube: index, offsetX: offsetX),
                                            size: size, angle: style.angle(at: time),
                                            color: style.color(at: time)))
        }
    }
}
