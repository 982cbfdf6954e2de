import ScrollPhysics

/// Where a touch is in its life (UITouch.Phase).
public enum TouchPhase: Sendable, Hashable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move in this event.
    case stationary
    /// The finger lifted.
    case ended
    /// The touch was taken away (by a recognizer, or the input source lost it).
    case cancelled

    /// True for `.ended` and `.cancelled`: the finger is gone.
    public var isFinished: Bool { self == .ended || self == .cancelled }
}

/// One finger (or the left mouse button) from touch-down to lift (UITouch).
///
/// Identity-hashable: the same object is reported for the whole touch. Created only by a `Window`
/// (`Window.sendTouch`). Locations are stored in window points and converted on request.
public final class Touch: Hashable, CustomStringConvertible {
    /// Identifier given by the input source (0 for the mouse).
    public let identifier: Int
    /// Current phase.
    public internal(set) var phase: TouchPhase
    /// Time of the latest change, seconds (the time passed to `Window.sendTouch`).
    public internal(set) var timestamp: Double
    /// Number of quick taps at about the same place this touch completes (1 for a single tap,
    /// 2 for the second click of a double-click). See `Window.multiTapInterval`.
    public internal(set) var tapCount: Int
    /// The view hit-tested when the touch began; it keeps the touch until the end even if the
    /// finger leaves it. `nil` if nothing was hit.
    public internal(set) var view: View?
    /// The window that owns the touch.
    public internal(set) weak var window: Window?
    /// The recognizers that receive this touch (attached to `view` or its ancestors, enabled,
    /// and not refused by `shouldReceive`). Recognizers that failed or finished stay listed until they
    /// reset.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Location in the window's coordinates (points).
    var windowLocation: Point
    /// Previous location in the window's coordinates (points).
    var previousWindowLocation: Point

    // Delivery bookkeeping for the view (see Window+TouchDelivery.swift).
    /// The view got `touchesBegan` for this touch.
    var viewSawBegan = false
    /// The view got `touchesEnded` or `touchesCancelled`, or must not get anything more.
    var viewIsDone = false
    /// Phases waiting for delivery to the view (delaysTouchesBegan/Ended).
    var pendingViewPhases: [TouchPhase] = []

    /// True while the touch's view is tracking it: it got `touchesBegan` and has not yet got
    /// `touchesEnded` or `touchesCancelled` (nor been cut off by a recognizer). False while a
    /// recognizer still holds the began back (`GestureRecognizer.delaysTouchesBegan`).
    public var isTrackedByView: Bool { viewSawBegan && !viewIsDone }

    init(identifier: Int, location: Point, time: Double, tapCount: Int, window: Window) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = time
        self.tapCount = tapCount
        self.windowLocation = location
        self.previousWindowLocation = location
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (points); `nil` means window coordinates.
    public func location(in view: View?) -> Point {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location before the latest move, in `view`'s coordinates; `nil` means window coordinates.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// Touches are equal only to themselves: one object follows one finger for its whole life.
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// "Touch#ID PHASE at (x, y) t=SECONDS", for logs and test messages.
    public var description: String { "Touch#\(identifier) \(phase) at \(windowLocation) t=\(timestamp)" }
}

/// A set of touches delivered together (UIEvent of type touches).
public final class Event {
    /// Time of the event, seconds.
    public let timestamp: Double
    /// Every touch of the window that is down (or finishing in this event).
    public let allTouches: Set<Touch>

    init(timestamp: Double, allTouches: Set<Touch>) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// The touches that belong to `view` (hit-tested to it).
    public func touches(for view: View) -> Set<Touch> { allTouches.filter { $0.view === view } }
    /// The touches that `recognizer` receives.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        allTouches.filter { t in t.gestureRecognizers.contains { $0 === recognizer } }
    }
}
