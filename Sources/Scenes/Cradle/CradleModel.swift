import Dynamics
import SceneKit
import ScrollPhysics

/// The Newton's-cradle collection view (WWDC 2013 "Advanced Techniques with UIKit Dynamics"): items
/// hang on springs from one pivot, under gravity, colliding with each other. + inserts one off-screen
/// right that swings in; trash detaches the last, which falls and is deleted 2 s later, with + and
/// trash disabled meanwhile. docs/techniques/cradle.md has the numbers and their sources.
final class CradleModel {
    /// Item edge (points).
    static let itemSize = 100.0
    /// The pivot's distance below the top (points).
    static let pivotY = 64.0
    /// Attachment spring: rest length (points), damping ratio, frequency (Hz).
    static let attachmentLength = 300.0, attachmentDamping = 0.4, attachmentFrequency = 1.0
    /// Seconds from a detach to the delete.
    static let deleteDelay = 2.0
    /// The cap on items.
    static let maximumItems = 10
    /// Where an inserted item's centre starts: one item width past the right edge, 350 pt down.
    static func insertCenter(viewWidth: Double) -> Point { Point(x: viewWidth + itemSize * 1.5, y: 350) }

    let animator: DynamicAnimator
    private(set) var viewSize: Size
    /// The attached items, oldest first.
    private(set) var hanging: [DynamicItem] = []
    /// The detached item falling, and when it was detached.
    private(set) var falling: (item: DynamicItem, detachedAt: Double)?
    /// The last deleted item and when, for its fade.
    private(set) var fading: (item: DynamicItem, deletedAt: Double)?
    private var attachments: [ObjectIdentifier: AttachmentID] = [:]
    private var nextID = 1
    /// The host's event log.
    private let events: SceneEventLog

    init(viewSize: Size, events: SceneEventLog) {
        self.viewSize = viewSize
        self.events = events
        animator = DynamicAnimator(gravity: Gravity())
    }

    /// The point every item hangs from: the top centre.
    var pivot: Point { Point(x: viewSize.width / 2, y: Self.pivotY) }
    var canInsert: Bool { falling == nil && hanging.count < Self.maximumItems }
    var canDelete: Bool { falling == nil && !hanging.isEmpty }

    /// Inserts an item at `time` if + is enabled.
    func insert(time: Double) {
        advance(to: time)
        guard canInsert else { return }
        let item = DynamicItem(id: nextID, size: Size(width: Self.itemSize, height: Self.itemSize),
                               center: Self.insertCenter(viewWidth: viewSize.width))
        nextID += 1
        animator.addItem(item)
        attachments[ObjectIdentifier(item)] = animator.attach(item, attachment)
        hanging.append(item)
        events.append(SceneEvent("insert", [("item", .int(item.id)), ("center", .point(item.center)),
                                            ("count", .int(hanging.count))]))
    }

    /// Detaches the last item at `time` if trash is enabled: it falls, and is deleted `deleteDelay` later.
    func detachLast(time: Double) {
        advance(to: time)
        guard canDelete, let item = hanging.popLast() else { return }
        if let id = attachments.removeValue(forKey: ObjectIdentifier(item)) { animator.removeAttachment(id) }
        falling = (item, time)
        events.append(SceneEvent("detach", [("item", .int(item.id)), ("center", .point(item.center))]))
    }

    /// Steps the world to `time` and deletes a fallen item whose delay is over (at exactly
    /// detach + `deleteDelay`, whatever the frame rate).
    func advance(to time: Double) {
        if let f = falling, time >= f.detachedAt + Self.deleteDelay {
            let at = f.detachedAt + Self.deleteDelay
            animator.advance(to: at)
            animator.removeItem(f.item)
            falling = nil
            fading = (f.item, at)
            events.append(SceneEvent("delete", [("item", .int(f.item.id)), ("center", .point(f.item.center))]))
        }
        animator.advance(to: time)
    }

    /// True while time alone still changes the world: an item falls (and is deleted after
    /// `deleteDelay`), a deleted one fades, or a body still moves.
    var needsAdvance: Bool {
        if falling != nil { return true }
        if let f = fading, animator.time < f.deletedAt + CradleDrawing.fadeDuration { return true }
        return animator.items.contains { $0.velocity != .zero || $0.angularVelocity != 0 }
    }

    /// The window changed size: the pivot moves to the new top centre and the springs follow.
    func resize(to size: Size, time: Double) {
        advance(to: time)
        viewSize = size
        for item in hanging {
            if let id = attachments[ObjectIdentifier(item)] { animator.removeAttachment(id) }
            attachments[ObjectIdentifier(item)] = animator.attach(item, attachment)
        }
    }

    private var attachment: Attachment {
        Attachment(anchor: pivot, length: Self.attachmentLength, frequency: Self.attachmentFrequency,
                   damping: Self.attachmentDamping)
    }
}
