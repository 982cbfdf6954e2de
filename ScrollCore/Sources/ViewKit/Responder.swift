import ScrollPhysics

/// An object that can handle touches: the base of views, windows and the application (UIResponder).
///
/// Every touch method forwards to `next` by default, so a touch that a view does not handle travels
/// up the responder chain: view → superview → … → window → application. A subclass that overrides a
/// touch method and does not call `super` stops the chain there (UIScrollView does this, which is
/// why the scroll view in WWDC 2012 session 223 swallowed taps).
///
/// Threading: ViewKit objects are plain non-`Sendable` classes used from one thread (the frame loop's).
open class Responder {
    /// A responder with no next responder.
    public init() {}

    /// The next responder in the chain; `nil` ends it. Views return their superview, a `Window`
    /// returns its `application`.
    open var next: Responder? { nil }

    /// Fingers went down. Default: forward to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }
    /// Fingers moved. Default: forward to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }
    /// Fingers lifted. Default: forward to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }
    /// The touches were taken away (a gesture recognizer recognized with `cancelsTouchesInView`, or
    /// the input source lost them). Default: forward to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// The last responder of every window's chain (UIApplication's place). Touches that reach it are
/// dropped; subclass it to observe them.
open class Application: Responder {
    /// The end of a window's responder chain.
    public override init() { super.init() }
}
