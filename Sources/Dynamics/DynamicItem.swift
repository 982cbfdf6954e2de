import ScrollPhysics

/// A body the animator moves, as UIKit's UIDynamicItem: a centre, a size and a rotation, in points and
/// radians (y down, angles clockwise on screen). The animator writes `center`, `angle` and the
/// velocities after every step; read them to draw.
package final class DynamicItem {
    /// The scene's own identifier, for the trace and for drawing.
    package let id: Int
    /// The item's bounds size (points): the collision box.
    package let size: Size
    /// The centre (points, window coordinates).
    package internal(set) var center: Point
    /// The rotation (radians).
    package internal(set) var angle: Double
    /// The centre's velocity (points per second).
    package internal(set) var velocity: Point = .zero
    /// The rotation speed (radians per second).
    package internal(set) var angularVelocity: Double = 0

    /// An item of `size` at `center`, rotated by `angle`, not yet in an animator.
    package init(id: Int, size: Size, center: Point, angle: Double = 0) {
        self.id = id
        self.size = size
        self.center = center
        self.angle = angle
    }
}

/// An item's physical properties, as UIDynamicItemBehavior's. UIKit's defaults, read from a
/// running animator's physics body (docs/dynamics.md, "Units and numbers"): friction 0.2, elasticity
/// (restitution) 0.2, density about 1.05, rotation allowed.
package struct DynamicItemProperties: Sendable, Hashable {
    /// Coulomb friction between touching items, 0…1.
    package var friction: Double
    /// Restitution of collisions: 0 is no bounce, 1 a perfectly elastic one.
    package var elasticity: Double
    /// Mass per area; a 100 × 100 pt item of density 1 has mass 1.
    package var density: Double
    /// false keeps the item upright whatever hits it.
    package var allowsRotation: Bool

    /// UIKit's defaults (see the type's documentation).
    package static let uikit = DynamicItemProperties(friction: 0.2, elasticity: 0.2, density: 1.05, allowsRotation: true)

    package init(friction: Double, elasticity: Double, density: Double, allowsRotation: Bool) {
        self.friction = friction
        self.elasticity = elasticity
        self.density = density
        self.allowsRotation = allowsRotation
    }
}
