import DesktopInput
import Foundation
import ScrollPhysics

/// The window's state as the main thread last saw it: what the render thread needs to lay out
/// and draw a frame.
public struct WindowState: Equatable, Sendable {
    /// Framebuffer size in pixels (0×0 while minimised).
    public var framebufferWidth = 0, framebufferHeight = 0
    /// Window size in points: the framebuffer divided by `pixelScale` (`WindowGeometry`).
    public var windowSize = Size(width: 0, height: 0)
    /// Framebuffer pixels per point: GLFW's content scale (2 on a 192 dpi desktop), 1 by default.
    public var pixelScale = 1.0
    /// Mapped and not minimised: a frame drawn now can be seen. False while the window is
    /// unmapped or iconified; nothing should be drawn then.
    public var isVisible = true

    public init() {}

    /// The state of a window with `geometry`, visible or not.
    public init(_ geometry: WindowGeometry, isVisible: Bool) {
        framebufferWidth = geometry.framebufferWidth
        framebufferHeight = geometry.framebufferHeight
        windowSize = geometry.size
        pixelScale = geometry.pixelScale
        self.isVisible = isVisible
    }
}

/// What the render thread gets for one frame: the inputs since the last frame, each stamped when
/// the main thread received it, oldest first, and the window's state now.
public struct FrameBatch: Sendable {
    /// When the batch was taken (the clock of the events' times): later than every event in it and
    /// earlier than every event after it, so it is the frame's time.
    public var time: Double
    public var events: [WindowEvent]
    public var state: WindowState
    /// The window asked to be drawn again (exposed, shown, or `RenderSide.wake()` was called).
    public var redrawRequested: Bool
}

/// The lock-protected hand-over between the main thread (which waits for window-system events and
/// stamps each on arrival) and the render thread (which draws when something changed). Every
/// member takes the lock; the condition wakes the render thread when anything arrives.
///
/// Ownership: the main thread writes events, state and the close request; the render thread takes
/// batches and writes the title and its finished flag; `wake()` may be called from any thread.
final class WindowInbox: @unchecked Sendable {
    /// The clock events are stamped with (GLFW's, callable from any thread).
    private let clock: @Sendable () -> Double
    // All stored properties below are guarded by `condition` (its lock).
    private let condition = NSCondition()
    private var events: [WindowEvent] = []
    private var state = WindowState()
    private var stateChanged = false
    private var redraw = true   // the first frame is always drawn
    private var closing = false
    private var finished = false
    private var title: String?

    init(clock: @escaping @Sendable () -> Double) {
        self.clock = clock
        events.reserveCapacity(256)
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    // MARK: - Main thread

    /// Stamps an input with the clock and queues it, under the lock (so no frame can be taken
    /// between the stamp and the queueing: a frame's time is never later than an input it has not
    /// seen), and wakes the render thread. `make` builds the event from its time; returns the time.
    @discardableResult
    func post(_ make: (Double) -> DesktopEvent) -> Double {
        locked {
            let time = clock()
            events.append(WindowEvent(make(time), time: time))
            condition.signal()
            return time
        }
    }

    /// Records the window's state; wakes the render thread if it changed.
    func update(_ new: WindowState) {
        locked {
            guard new != state else { return }
            let shown = new.isVisible && !state.isVisible
            state = new
            stateChanged = true
            if shown { redraw = true }
            condition.signal()
        }
    }

    /// The state last recorded.
    var currentState: WindowState { locked { state } }

    /// Asks the render thread to stop: its next `take` returns nil.
    func requestClose() { locked { closing = true; condition.broadcast() } }

    /// True once the render thread has returned.
    var isFinished: Bool { locked { finished } }

    /// The title the render thread asked for since the last call, if any.
    func takeTitle() -> String? { locked { defer { title = nil }; return title } }

    // MARK: - Render thread (wake: any thread)

    /// Asks for a frame even with no input (a texture finished in the background, the window was exposed).
    func wake() { locked { redraw = true; condition.signal() } }

    func setTitle(_ text: String) { locked { title = text } }

    func markFinished() { locked { finished = true; closing = true } }

    /// Waits for the next frame (times on the clock, seconds): returns at `notBefore` at the
    /// earliest, and then as soon as an input, a state change or a wake has arrived, or `wakeAt`
    /// has come (nil: no timed wake: wait for the next arrival however long). Nil once closing.
    func take(notBefore: Double, wakeAt: Double?) -> FrameBatch? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if closing { return nil }
            let t = clock()
            let news = !events.isEmpty || stateChanged || redraw
            let due = news || wakeAt.map { t >= $0 } == true
            if due && t >= notBefore {
                let batch = FrameBatch(time: t, events: events, state: state, redrawRequested: redraw)
                events.removeAll(keepingCapacity: true)
                stateChanged = false
                redraw = false
                return batch
            }
            let until = due ? notBefore : wakeAt
            if let until {
                _ = condition.wait(until: Date(timeIntervalSinceNow: max(until - t, 0)))
            } else {
                condition.wait()
            }
        }
    }
}
