import DesktopInput
import Foundation
import ScrollPhysics

/// The window's state as the main thread last saw it: what the render thread needs to lay out
/// and draw a frame. Its sizes and scale are its `geometry`'s, worked out there once.
public struct WindowState: Equatable, Sendable {
    /// The framebuffer, the window in points and the pixel scale (`WindowGeometry`); 0×0 at
    /// scale 1 until the main thread first reports.
    public var geometry = WindowGeometry(framebuffer: (0, 0), screen: (0, 0), contentScale: 1)
    /// Mapped and not minimised: a frame drawn now can be seen. False while the window is
    /// unmapped or iconified; nothing should be drawn then.
    public var isVisible = true

    public init() {}

    /// The state of a window with `geometry`, visible or not.
    public init(_ geometry: WindowGeometry, isVisible: Bool) {
        self.geometry = geometry
        self.isVisible = isVisible
    }

    /// Framebuffer size in pixels (0×0 while minimised).
    public var framebufferWidth: Int { geometry.framebufferWidth }
    public var framebufferHeight: Int { geometry.framebufferHeight }
    /// Window size in points: the framebuffer divided by `pixelScale` (0×0 while minimised).
    public var windowSize: Size { geometry.size }
    /// Framebuffer pixels per point: GLFW's content scale (2 on a 192 dpi desktop), 1 by default.
    public var pixelScale: Double { geometry.pixelScale }
}

/// One input reported by `GLFWWindowHost`, queued in arrival order and drained by the app once
/// per frame: DesktopInput's platform-neutral event and when it happened.
///
/// Positions and sizes are window points (origin top-left, y down; GLFW's screen coordinates
/// converted by `WindowGeometry.points`) — the space of the scenes and the capture scripts, not
/// framebuffer pixels. `time` is
/// seconds on GLFW's clock (`glfwGetTime()`, the same clock as `GLFWWindowHost.time`).
public struct WindowEvent: Equatable, Sendable {
    public var event: DesktopEvent
    public var time: Double
    public init(_ event: DesktopEvent, time: Double) { self.event = event; self.time = time }
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
/// stamps each with when it happened) and the render thread (which draws when something changed).
/// Every member takes the lock; the condition wakes the render thread when anything arrives.
///
/// Ownership: the main thread writes events, state, the drained marker and the close request;
/// the render thread takes batches and writes the title and its finished flag; `wake()` may be
/// called from any thread.
final class WindowInbox: @unchecked Sendable {
    /// How long (s) a frame waits for the main thread to dispatch what was read before its
    /// frame-sync marker (`enableFrameSync`); a main thread that stays descheduled longer only
    /// delays inputs to the next frame.
    static let syncTimeout = 0.1
    /// After this many markers in a row that never came back, frames stop waiting for them.
    static let syncFailuresAllowed = 3

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
    /// The earliest time the next event may be stamped with: the later of the last event's time
    /// (events keep their order) and the last batch's (a scene takes times in order).
    private var earliestNextTime = -Double.infinity
    /// Sends a frame-sync marker through the window system (nil: frames do not wait).
    private var sendMarker: (@Sendable (Int) -> Bool)?
    private var nextMarker = 1
    /// The highest marker before which the main thread has dispatched every event.
    private var drainedMarker = 0
    private var syncFailures = 0

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

    /// Stamps an input and queues it, under the lock, and wakes the render thread. `happened`:
    /// when it happened on the clock (the X server's time for it), nil for now; it is never later
    /// than now, nor earlier than the last batch taken or the last event queued (so times stay in
    /// order). `make` builds the event from its time; returns the time.
    @discardableResult
    func post(happened: Double? = nil, _ make: (Double) -> DesktopEvent) -> Double {
        locked {
            let now = clock()
            let time = max(min(happened ?? now, now), earliestNextTime)
            earliestNextTime = time
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

    /// Every event read before frame-sync marker `marker` has been dispatched (posted).
    func markDrained(through marker: Int) {
        locked {
            guard marker > drainedMarker else { return }
            drainedMarker = marker
            condition.broadcast()
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

    /// From now on each frame sends a marker with `send` before it takes its inputs, and waits
    /// (at most `syncTimeout`) until the main thread reports it drained (`markDrained`).
    func enableFrameSync(_ send: @escaping @Sendable (Int) -> Bool) { locked { sendMarker = send } }

    /// Asks for a frame even with no input (a texture finished in the background, the window was exposed).
    func wake() { locked { redraw = true; condition.signal() } }

    func setTitle(_ text: String) { locked { title = text } }

    func markFinished() { locked { finished = true; closing = true; condition.broadcast() } }

    /// Waits for the next frame (times on the clock, seconds): returns at `notBefore` at the
    /// earliest, and then as soon as an input, a state change or a wake has arrived, or `wakeAt`
    /// has come (nil: no timed wake: wait for the next arrival however long). Nil once closing.
    ///
    /// The batch's time is read first; with frame sync, the inputs the window system handled
    /// before it are then waited for; the batch holds the inputs up to its time (a later one,
    /// stamped while waiting, goes to the next frame).
    func take(notBefore: Double, wakeAt: Double?) -> FrameBatch? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if closing { return nil }
            let t = clock()
            let news = !events.isEmpty || stateChanged || redraw
            let due = news || wakeAt.map { t >= $0 } == true
            if due && t >= notBefore {
                waitForDrain()
                if closing { return nil }
                let count = events.firstIndex { $0.time > t } ?? events.count
                let batch = FrameBatch(time: t, events: Array(events[..<count]), state: state, redrawRequested: redraw)
                events.removeFirst(count)
                earliestNextTime = max(earliestNextTime, t)
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

    /// With frame sync: sends the next marker and waits (lock held, released while waiting)
    /// until the main thread has dispatched everything read before it.
    private func waitForDrain() {
        guard let send = sendMarker, syncFailures < Self.syncFailuresAllowed else { return }
        let marker = nextMarker
        nextMarker += 1
        condition.unlock()
        let sent = send(marker)
        condition.lock()
        guard sent else { syncFailures += 1; return }
        let deadline = Date(timeIntervalSinceNow: Self.syncTimeout)
        while drainedMarker < marker && !closing {
            if !condition.wait(until: deadline) { break }
        }
        syncFailures = drainedMarker >= marker ? 0 : syncFailures + 1
    }
}
