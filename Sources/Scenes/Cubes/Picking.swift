import SceneKit
import ScrollPhysics

/// What a click at a window point lands on.
enum PickResult: Equatable, Sendable {
    case bigCube
    case littleCube(Int)
    case nothing
}

extension CubeLayout {
    /// Half-extent of a cube's clickable square as a fraction of its edge. A tilted, spinning cube's
    /// silhouette reaches beyond its edge square (up to √3/2 ≈ 0.87 of the edge from the centre),
    /// so 0.65 covers what a person sees as "the cube" without reaching the neighbours.
    static let pickHalfExtent = 0.65

    /// Picks the cube under `point` (window points) with the strip scrolled to `offsetX`.
    /// Little cubes are only picked inside the strip (they are clipped to it when drawn).
    func pick(_ point: Point, offsetX: Double) -> PickResult {
        guard point.isFinite else { return .nothing }
        let big = bigCubeCenter, bigHalf = bigCubeSize * Self.pickHalfExtent
        if abs(point.x - big.x) <= bigHalf, abs(point.y - big.y) <= bigHalf, bigCubeSize > 0 {
            return .bigCube
        }
        let strip = stripFrame
        guard strip.contains(point), offsetX.isFinite else { return .nothing }
        let contentX = point.x - strip.minX + offsetX
        let nearest = ((contentX - lead - pitch / 2) / pitch).rounded()
        guard nearest >= 0, nearest < Double(cubeCount) else { return .nothing }
        let index = Int(nearest)
        let half = littleCubeSize * Self.pickHalfExtent
        let center = windowCenter(ofCube: index, offsetX: offsetX)
        if abs(point.x - center.x) <= half, abs(point.y - center.y) <= half {
            return .littleCube(index)
        }
        return .nothing
    }
}
