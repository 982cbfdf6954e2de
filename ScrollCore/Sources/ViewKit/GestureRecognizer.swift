import ScrollPhysics

/// Turns touches into a gesture with UIKit's state machine (UIGestureRecognizer).
///
/// Attach it to a view with `View.addGestureRecognizer`; it then receives every touch that begins on
/// that view or any of its descendants, before the hit view does. Subclasses override the touch hooks
/// and `advance(to:)`, and set `state`. Setting `state` is checked against the window's rules:
/// leaving `.possible` waits while a recognizer this one requires to fail is still possible
/// (`isWaitingForFailure`), fails when the delegate's `gestureRecognizerShouldBegin` says no or an
/// already-recognized recognizer prevents it, and otherwise takes effect at once, calling the actions.
/// A subclass may set `.began` inside `touchesBegan` to begin immediately (a scroll view "catching"
/// moving content). Invalid transitions (e.g. `.possible` → `.changed`) are ignored.
open class GestureRecognizer {
    /// The view the recognizer is attached to. A recognizer belongs to one view at a time.
    public internal(set) weak var view: View?
    /// Gets the delegate questions; weak.
    public weak var delegate: GestureRecognizerDelegate?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or fails it
    /// when still possible).
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { stopTracking() } }
    }
    /// When the gesture is recognized, the view's touches are cancelled (`touchesCancelled`) and the
    /// view gets nothing more from them. Default true (UIKit).
    public var cancelsTouchesInView = true
    /// While this recognizer is possible, the view's `touchesBegan`/`Moved` are held back; they are
    /// delivered if it fails and dropped if it recognizes. Default false (UIKit).
    public var delaysTouchesBegan = false
    /// While this recognizer is possible, the view's `touchesEnded` is held back (so a view under a
    /// double-tap recognizer gets `touchesCancelled` instead of ended when the double tap happens).
    /// Default true (UIKit).
    public var delaysTouchesEnded = true

    private var storedState = GestureRecognizerState.possible
    /// A state asked for while waiting for other recognizers to fail (`require(toFail:)`).
    var pendingState: GestureRecognizerState?
    /// Touches received since the last reset (down or lifted), in arrival order.
    var receivedTouches: [Touch] = []
    /// True while the window lists this recognizer among those taking part in the current gesture.
    var isParticipating = false
    /// Last known centroid of the live touches, window coordinates.
    var lastWindowLocation: Point?
    private var actions: [(GestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakRecognizer] = []

    /// A recognizer with no view and no actions: add it to a view with `View.addGestureRecognizer(_:)`
    /// and give it actions with `addTarget(_:)`.
    public init() {}

    /// A recognizer with one action.
    public convenience init(action: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    /// Adds an action, called on every transition to began, changed, ended (= recognized) and
    /// cancelled (not on failed), after the state has changed.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) { actions.append(action) }
    /// Removes every action.
    public func removeAllTargets() { actions.removeAll() }

    /// The current state. See the type's documentation for what setting it does.
    public var state: GestureRecognizerState {
        get { storedState }
        set { requestState(newValue) }
    }

    /// True while the recognizer has asked to leave `.possible` but waits for a recognizer it requires
    /// to fail (its `state` is still `.possible`).
    public var isWaitingForFailure: Bool { pendingState != nil }

    /// This recognizer may not leave `.possible` until `other` fails; if `other` recognizes, this one
    /// fails. `other` only counts while it takes part in the same gesture (it received touches since
    /// its last reset); one that never saw the touch counts as failed.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    /// Touches down and tracked by this recognizer now.
    public var touches: [Touch] { receivedTouches.filter { !$0.phase.isFinished } }
    /// Number of touches down and tracked by this recognizer now.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (`nil`: window). After the touches
    /// lift, the last centroid. `.zero` if the recognizer never had a touch.
    open func location(in view: View?) -> Point {
        let w = currentWindowLocation ?? .zero
        return view.map { $0.convert(w, from: nil) } ?? w
    }

    /// The location of the `index`-th tracked touch in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let t = touches
        guard t.indices.contains(index) else { return location(in: view) }
        return t[index].location(in: view)
    }

    /// Centroid of the live touches in window coordinates, or the last one seen.
    var currentWindowLocation: Point? {
        let live = touches
        guard !live.isEmpty else { return lastWindowLocation }
        let sum = live.reduce(Point.zero) { $0 + $1.windowLocation }
        return sum * (1 / Double(live.count))
    }

    // MARK: - Hooks for subclasses (UIGestureRecognizerSubclass)

    /// New touches for this recognizer. Default: nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches moved. Default: nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches lifted (phase `.ended`). `touches` no longer lists them; when none is left,
    /// `location(in:)` still reports where they lifted. Default: nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Tracked touches were cancelled. Default: cancel if active, fail if possible.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Time moved on to `time` (seconds) without touch events (`Window.advance(to:)`, and before every
    /// touch event). Recognizers with deadlines (long press, multi-tap) act here. Default: nothing.
    open func advance(to time: Double) {}
    /// The earliest time (s) at which `advance(to:)` would act if no touch event came first — a long
    /// press's begin, a tap's or a swipe's failure — or nil when none is pending. The window advances
    /// every recognizer to each such time in order, so a deadline fires at its own time whatever the
    /// frame rate (`Window.advance(to:)`). A subclass with a deadline overrides both, and `advance(to:)`
    /// must act at exactly this time. Default: nil.
    open var nextDeadline: Double? { nil }
    /// Called when the window returns the recognizer to `.possible`; clear per-gesture state here.
    /// Default: nothing.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: Touch, for event: Event) {
        touch.gestureRecognizers.removeAll { $0 === self }
        receivedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, once recognized, prevents `other` from recognizing. Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, once recognized, prevents this recognizer. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// A subclass's own failure requirement (like `require(toFail:)`). Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// A subclass's rule that `other` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: - Rules used by the window

    /// True when this recognizer must wait for `other` to fail before leaving possible.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.value === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// True when either delegate lets the two recognize together.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Sets the state without any rule (the window's transitions), calling actions when asked.
    func forceState(_ s: GestureRecognizerState, callActions: Bool) {
        storedState = s
        if callActions { for a in actions { a(self) } }
    }

    /// Back to possible with no touches (the window's reset).
    func resetToPossible() {
        storedState = .possible
        pendingState = nil
        lastWindowLocation = currentWindowLocation ?? lastWindowLocation
        for t in receivedTouches { t.gestureRecognizers.removeAll { $0 === self } }
        receivedTouches.removeAll()
        reset()
    }

    private func requestState(_ new: GestureRecognizerState) {
        let old = storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if let window = view?.window {
                window.recognizer(self, asksFor: new)
            } else {
                pendingState = nil
                if delegate?.gestureRecognizerShouldBegin(self) == false {
                    forceState(.failed, callActions: false)
                } else {
                    forceState(new, callActions: true)
                }
            }
        case (.possible, .failed), (.possible, .cancelled):
            pendingState = nil
            forceState(.failed, callActions: false)
            view?.window?.recognizerDidFinish(self)
        case (.began, .changed), (.changed, .changed):
            forceState(.changed, callActions: true)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            forceState(new, callActions: true)
            view?.window?.recognizerDidFinish(self)
        case (.began, .failed), (.changed, .failed):
            forceState(.cancelled, callActions: true)
            view?.window?.recognizerDidFinish(self)
        default:
            break // invalid transition (UIKit asserts); ignored
        }
    }

    /// Disabled or detached: cancel an active gesture, fail a possible one, forget touches.
    func stopTracking() {
        if storedState.isActive { requestState(.cancelled) } else if storedState == .possible {
            if pendingState != nil || isParticipating { requestState(.failed) }
        }
        for t in receivedTouches { t.gestureRecognizers.removeAll { $0 === self } }
    }
}

/// A weak reference to a recognizer (failure requirements must not keep recognizers alive).
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}
