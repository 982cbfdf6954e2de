import CBox2D
import ScrollPhysics

/// A UIDynamicAnimator over Box2D (Debian libbox2d-dev): items in gravity and collision, attachments
/// to anchor points, pushes. Stepped at a fixed rate from times passed in (`advance(to:)`), so the
/// same inputs at the same times give the same motion whatever the frame rate, and a frame at time t
/// shows the state after the last whole step at or before t (docs/dynamics.md).
///
/// Not thread-safe. Box2D works in metres: `pointsPerMetre` converts.
package final class DynamicAnimator {
    /// 100 pt = 1 m: UIKit's 100 × 100 pt items become 1 m boxes, the size Box2D is tuned for
    /// (Box2D's FAQ: "moving objects between 0.1 and 10 meters").
    package static let pointsPerMetre = 100.0
    /// 1/120 s per step: Box2D's manual recommends a fixed step, 60 Hz or faster.
    package static let stepInterval = 1.0 / 120

    /// The gravity field applied to items added with `gravity: true`.
    package var gravity: Gravity {
        didSet { let g = gravity.acceleration * (1 / Self.pointsPerMetre); cb2_world_set_gravity(world, g.x, g.y) }
    }
    /// The time of the last step taken (s): `startTime` + steps × `stepInterval`, counted in whole
    /// steps so it never drifts.
    package var time: Double { startTime + Double(steps) * Self.stepInterval }
    /// The clock's start (s).
    package let startTime: Double
    private var steps = 0
    /// The items, in the order they were added.
    package private(set) var items: [DynamicItem] = []

    private let world: OpaquePointer
    private var bodies: [ObjectIdentifier: OpaquePointer] = [:]
    /// Each attachment's Box2D joint, its anchor body and the item it holds.
    private var attachments: [AttachmentID: (joint: OpaquePointer, anchor: OpaquePointer, item: ObjectIdentifier)] = [:]
    private var nextAttachment = 0

    /// An empty animator whose clock starts at `startTime` (s).
    package init(gravity: Gravity = Gravity(), startTime: Double = 0) {
        self.gravity = gravity
        self.startTime = startTime
        let g = gravity.acceleration * (1 / Self.pointsPerMetre)
        world = cb2_world_create(g.x, g.y)
    }

    deinit { cb2_world_destroy(world) }

    /// Adds `item` as a box of its size. `gravity`: it falls; `collision`: it collides with the other
    /// colliding items (UIKit's gravity and collision behaviours listing it).
    package func addItem(_ item: DynamicItem, properties: DynamicItemProperties = .uikit,
                        gravity: Bool = true, collision: Bool = true) {
        let m = Self.pointsPerMetre
        let body = cb2_body_create_box(world, CB2Vec(x: item.center.x / m, y: item.center.y / m), item.angle,
                                       item.size.width / m / 2, item.size.height / m / 2,
                                       properties.density, properties.friction, properties.elasticity,
                                       properties.allowsRotation ? 0 : 1, collision ? 1 : 0)!
        cb2_body_set_gravity_scale(body, gravity ? 1 : 0)
        bodies[ObjectIdentifier(item)] = body
        items.append(item)
    }

    /// Takes `item` out of the world (and out of every attachment).
    package func removeItem(_ item: DynamicItem) {
        guard let body = bodies.removeValue(forKey: ObjectIdentifier(item)) else { return }
        for (id, a) in attachments where a.item == ObjectIdentifier(item) { removeAttachment(id) }
        cb2_body_destroy(world, body)
        items.removeAll { $0 === item }
    }

    /// Whether `item` falls (UIGravityBehavior's items).
    package func setGravity(_ on: Bool, for item: DynamicItem) {
        if let body = bodies[ObjectIdentifier(item)] { cb2_body_set_gravity_scale(body, on ? 1 : 0) }
    }

    /// Whether `item` collides (UICollisionBehavior's items).
    package func setCollision(_ on: Bool, for item: DynamicItem) {
        if let body = bodies[ObjectIdentifier(item)] { cb2_body_set_collides(body, on ? 1 : 0) }
    }

    /// Attaches `item` to a point with a spring (UIAttachmentBehavior(item:attachedToAnchor:)).
    @discardableResult
    package func attach(_ item: DynamicItem, _ attachment: Attachment) -> AttachmentID? {
        guard let body = bodies[ObjectIdentifier(item)] else { return nil }
        let m = Self.pointsPerMetre
        let anchor = cb2_body_create_anchor(world, CB2Vec(x: attachment.anchor.x / m, y: attachment.anchor.y / m))!
        let joint = cb2_spring_create(world, anchor, body, attachment.length / m, attachment.frequency,
                                      attachment.damping)!
        let id = AttachmentID(raw: nextAttachment)
        nextAttachment += 1
        attachments[id] = (joint, anchor, ObjectIdentifier(item))
        return id
    }

    /// Removes an attachment; the item swings or falls free.
    package func removeAttachment(_ id: AttachmentID) {
        guard let a = attachments.removeValue(forKey: id) else { return }
        cb2_joint_destroy(world, a.joint)
        cb2_body_destroy(world, a.anchor)
    }

    /// An instantaneous push (UIPushBehavior, mode .instantaneous): `magnitude` 1 gives a 100 × 100 pt
    /// item of density 1 a speed of 100 pt/s (UIKit's documentation of pushDirection).
    package func push(_ item: DynamicItem, direction: Point) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        // 1 unit = 1 kg·m/s on a 1 kg (1 m², density 1) box: 1 m/s = 100 pt/s.
        cb2_body_apply_impulse(body, CB2Vec(x: direction.x, y: direction.y))
    }

    /// Steps the world in `stepInterval` steps until the next step would pass `time`. Earlier times
    /// are ignored.
    package func advance(to time: Double) {
        guard time.isFinite else { return }
        // The last whole step at or before `time` (1e-9 s of slack absorbs rounding in frame times).
        let target = Int(((time - startTime) / Self.stepInterval + 1e-7).rounded(.down))
        while steps < target {
            cb2_world_step(world, Self.stepInterval)
            steps += 1
        }
        syncItems()
    }

    /// Copies the bodies' state into the items (points, radians).
    private func syncItems() {
        let m = Self.pointsPerMetre
        for item in items {
            guard let body = bodies[ObjectIdentifier(item)] else { continue }
            let p = cb2_body_position(body), v = cb2_body_velocity(body)
            item.center = Point(x: p.x * m, y: p.y * m)
            item.angle = cb2_body_angle(body)
            item.velocity = Point(x: v.x * m, y: v.y * m)
            item.angularVelocity = cb2_body_angular_velocity(body)
        }
    }
}
