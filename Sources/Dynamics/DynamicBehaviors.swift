import ScrollPhysics

/// UIGravityBehavior's field: a direction whose length is the magnitude, 1.0 = 1000 pt/s²
/// (Apple's UIGravityBehavior documentation: "a magnitude value of 1.0 … 1000 points / second²").
package struct Gravity: Sendable, Hashable {
    /// The direction and magnitude (y down); (0, 1) is UIKit's default.
    package var direction: Point
    /// Points per second² per unit of magnitude.
    package static let pointsPerSecondSquaredPerUnit = 1000.0

    package init(direction: Point = Point(x: 0, y: 1)) { self.direction = direction }

    /// The acceleration in points per second².
    package var acceleration: Point { direction * Self.pointsPerSecondSquaredPerUnit }
}

/// UIAttachmentBehavior attached to an anchor point: a spring of rest `length` between the item's
/// centre and `anchor`, with `frequency` (Hz) and `damping` (ratio), mass-normalised as UIKit's.
package struct Attachment: Sendable, Hashable {
    /// The fixed point (points, window coordinates).
    package var anchor: Point
    /// The rest length (points).
    package var length: Double
    /// Oscillations per second of the item on the spring (Hz); 0 makes a rigid rod.
    package var frequency: Double
    /// The damping ratio: 0 none, 1 critical.
    package var damping: Double

    package init(anchor: Point, length: Double, frequency: Double, damping: Double) {
        self.anchor = anchor
        self.length = length
        self.frequency = frequency
        self.damping = damping
    }
}

/// Identifies an attachment an animator holds, to remove it (UIKit's removeBehavior).
package struct AttachmentID: Hashable, Sendable {
    let raw: Int
}
