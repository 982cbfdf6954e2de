import Foundation
import SceneKit
import ScrollKit
import ScrollPhysics

/// Where one cover is this frame: a pure function of the scroll offset (docs/techniques/cover-flow.md).
struct CoverPose: Equatable, Sendable {
    /// The item.
    var index: Int
    /// Distance from the centre in items (0: centred; negative: left), from the clamped offset.
    var distance: Double
    /// Centre of the card in 3D before projection: window x, y and z (toward the viewer, points).
    var center: (x: Double, y: Double, z: Double)
    /// Rotation about the card's vertical axis, radians: positive brings its left edge toward the
    /// viewer (covers left of the centre), negative its right edge (covers right of it).
    var angle: Double

    static func == (a: CoverPose, b: CoverPose) -> Bool {
        a.index == b.index && a.distance == b.distance && a.center == b.center && a.angle == b.angle
    }
}

/// The strip's geometry for one window size, and the offset → poses function: every cover
/// rotates and recedes with its distance from the centre, and the rubber band at either end
/// spreads the covers apart. All lengths in points; docs/techniques/cover-flow.md gives the rules.
struct CoverflowLayout: Sendable {
    /// Largest turn of a side cover, radians (60°, docs/techniques/cover-flow.md).
    static let maxAngle = 60.0 * Double.pi / 180
    /// Cover edge as a fraction of the window: min(width·0.32, height·0.5).
    static let sizeOfWidth = 0.32, sizeOfHeight = 0.5
    /// Centre of the centred cover to the centre of its first neighbour, in cover sizes.
    static let firstGap = 0.8
    /// Centre-to-centre spacing of the stacked side covers, in cover sizes.
    static let sideSpacing = 0.26
    /// How far a side cover sinks back, in cover sizes.
    static let depth = 0.45
    /// Scroll distance per item, in cover sizes.
    static let pitchInSizes = 0.5
    /// Eye distance of the perspective, in cover sizes (m34 = −1/(2.5·size)).
    static let eyeInSizes = 2.5
    /// Extra gap between neighbours per point of overscroll (the rubber band spreads the covers).
    static let spreadPerItem = 0.35
    /// Height of the reflection under each cover, in cover sizes, and the gap above it (points).
    static let reflectionFraction = 0.4, reflectionGap = 2.0
    /// Cover centre line, as a fraction of the window height (room below for reflection and title).
    static let rowFraction = 0.44

    let windowSize: Size
    let count: Int
    /// Edge of a (square) cover.
    let size: Double
    /// Scroll distance per item.
    let pitch: Double

    init(windowSize: Size, count: Int) {
        self.windowSize = windowSize
        self.count = count
        size = max(20, min(windowSize.width * Self.sizeOfWidth, windowSize.height * Self.sizeOfHeight)).rounded()
        pitch = size * Self.pitchInSizes
    }

    /// The scroll view's content size: item i is centred at offset i·pitch.
    var contentSize: Size { Size(width: Double(count - 1) * pitch + windowSize.width, height: windowSize.height) }
    /// The largest offset (the last item centred).
    var maxOffset: Double { Double(count - 1) * pitch }
    /// The centre of the row on screen; also the perspective's vanishing point.
    var rowCenter: Point { Point(x: windowSize.width / 2, y: (windowSize.height * Self.rowFraction).rounded()) }
    var perspective: Perspective { Perspective(eyeDistance: size * Self.eyeInSizes, vanishingPoint: rowCenter) }

    /// The offset that centres the item nearest to `offset` (the landing of a drag, a key or a wheel).
    func snapped(_ offset: Double) -> Double {
        min(maxOffset, max(0, (offset / pitch).rounded() * pitch))
    }

    /// How far `offset` is beyond the ends: negative before the first item, positive after the last.
    func overscroll(_ offset: Double) -> Double { offset - min(maxOffset, max(0, offset)) }

    /// The screen x of a cover `d` items from the centre, relative to the centre, at rest.
    func restX(_ d: Double) -> Double {
        let a = abs(d)
        let x = a <= 1 ? a * Self.firstGap * size : (Self.firstGap + (a - 1) * Self.sideSpacing) * size
        return d < 0 ? -x : x
    }

    /// The covers that can be on screen at `offset`, far ones first (the drawing order).
    func poses(offset: Double) -> [CoverPose] {
        guard count > 0 else { return [] }
        let over = overscroll(offset)
        let centreIndex = (offset - over) / pitch
        // Side covers are `sideSpacing` apart (more while spread): enough to fill half the window.
        let reach = Int((windowSize.width / 2 / (Self.sideSpacing * size)).rounded(.up)) + 2
        let lo = max(0, Int(centreIndex.rounded(.down)) - reach), hi = min(count - 1, Int(centreIndex.rounded(.up)) + reach)
        guard lo <= hi else { return [] }
        var poses: [CoverPose] = []
        poses.reserveCapacity(hi - lo + 1)
        for i in lo...hi {
            let d = Double(i) - centreIndex
            let t = min(1, abs(d))
            // The rubber band: the end cover follows the overscroll and every gap after it opens by
            // spreadPerItem·|over|, so the covers fan apart instead of moving as one.
            let spread = -over * (1 + Self.spreadPerItem * abs(d))
            let x = rowCenter.x + restX(d) + spread
            let angle = -(d < 0 ? -t : t) * Self.maxAngle
            poses.append(CoverPose(index: i, distance: d, center: (x, rowCenter.y, -t * Self.depth * size), angle: angle))
        }
        poses.sort { abs($0.distance) > abs($1.distance) }
        return poses
    }

    /// The projected corners of a cover (top-left, top-right, bottom-right, bottom-left), seen
    /// through the perspective; `reflection`: the strip under its bottom edge where its mirror
    /// image goes (the texture is drawn already flipped), `reflectionFraction` of its height.
    /// `region` picks a part of that face (fractions 0…1 across and down; default all of it), so a
    /// texture laid over part of the cover lands where that part is.
    func quad(_ pose: CoverPose, reflection: Bool = false, region: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) -> ImageQuad {
        let half = size / 2
        let c = cos(pose.angle), s = sin(pose.angle)
        let camera = perspective
        let top = reflection ? pose.center.y + half + Self.reflectionGap : pose.center.y - half
        let height = reflection ? size * Self.reflectionFraction : size
        func corner(_ u: Double, _ v: Double) -> ProjectedPoint {
            let sx = 2 * u - 1, y = top + v * height
            return camera.project(x: pose.center.x + sx * half * c, y: y, z: pose.center.z - sx * half * s)
        }
        return ImageQuad(topLeft: corner(region.minX, region.minY), topRight: corner(region.maxX, region.minY),
                         bottomRight: corner(region.maxX, region.maxY), bottomLeft: corner(region.minX, region.maxY))
    }

    /// Where a cover's centre lands on screen.
    func projectedCenter(_ pose: CoverPose) -> Point {
        perspective.project(x: pose.center.x, y: pose.center.y, z: pose.center.z).point
    }
}

/// The layout is the strip's target behaviour: every landing (release, wheel gesture, key) centres
/// the cover nearest the proposal (the cube scene's snapping), and a key or a wheel click moves one cover.
extension CoverflowLayout: ScrollTargetBehavior {
    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        target.x = snapped(target.x)
    }

    func itemStep(visibleSize: Size) -> Point? { Point(x: pitch, y: pitch) }
}
