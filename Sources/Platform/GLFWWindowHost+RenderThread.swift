import CGLFW
import Foundation

/// The render thread's handle on the window: the GL context is current on that thread, frames come
/// from `nextFrame`, and everything GLFW allows only on the main thread (the title, closing) is
/// handed to the main thread.
///
/// Threading: made on the main thread, then used only on the render thread, except `wake()`,
/// which any thread may call. The members it uses from GLFW (`glfwGetTime`, `glfwSwapBuffers`,
/// `glfwPostEmptyEvent`) may be called from any thread (GLFW's thread-safety notes).
public final class RenderSide: @unchecked Sendable {
    /// The GLFW window; only `glfwSwapBuffers` and the context calls use it on this thread.
    private let window: OpaquePointer
    private let inbox: WindowInbox

    /// GLFW's clock when the render thread was started (seconds): a run's time zero.
    public let startTime: Double

    init(window: OpaquePointer, inbox: WindowInbox) {
        self.window = window
        self.inbox = inbox
        startTime = glfwGetTime()
    }

    /// Seconds on GLFW's clock: the clock of every `WindowEvent.time`.
    public var time: Double { glfwGetTime() }

    /// Waits for the next frame: returns at `notBefore` (GLFW seconds) at the earliest, then as soon
    /// as an input, a change of the window's state or a `wake()` arrives, or at `wakeAt` (nil: no
    /// timed wake — sleep until something arrives). The batch holds every input since the last
    /// call, each with the time it happened. Nil once the window is closing: return then.
    public func nextFrame(notBefore: Double, wakeAt: Double?) -> FrameBatch? {
        inbox.take(notBefore: notBefore, wakeAt: wakeAt)
    }

    /// The window's state as the main thread last published it (before the first frame: its
    /// state when the render thread started).
    public var windowState: WindowState { inbox.currentState }

    /// Makes the window's context current on the calling (render) thread, with `swapInterval`.
    func makeContextCurrent(swapInterval: Int32) {
        ContextSwitch.releaseEGLContext()
        glfwMakeContextCurrent(window)
        glfwSwapInterval(swapInterval)
    }

    /// Presents the back buffer.
    public func swapBuffers() { glfwSwapBuffers(window) }

    /// Asks for a frame with no input (work finished on another thread). Any thread.
    public func wake() { inbox.wake() }

    /// Sets the title bar's text (on the main thread, soon).
    public func setTitle(_ text: String) {
        inbox.setTitle(text)
        glfwPostEmptyEvent()
    }
}

extension GLFWWindowHost {
    /// How often (seconds) the main thread, waiting for events, also checks what no callback
    /// reports: whether the window is still mapped, and `interrupted`. Quitting on a signal takes
    /// at most this long.
    static let stateCheckInterval = 0.1

    /// Runs `render` on a new thread with this window's GL context current there, while the calling
    /// (main) thread waits for window-system events and stamps each input when it arrives — so an
    /// input's time is when it happened, however long a frame takes. Returns once `render` has
    /// returned (after the window closed, `interrupted` returned true, or `render` chose to end),
    /// with the context current on the calling thread again; rethrows what `render` threw.
    ///
    /// Threads: the main thread owns the window (events, title, size, visibility); the render
    /// thread owns the GL context and everything `render` creates (renderer, scenes). They share
    /// only `WindowInbox` (lock-protected) through `RenderSide`.
    public func runRenderThread(interrupted: @escaping () -> Bool = { false },
                                _ render: @escaping @Sendable (RenderSide) throws -> Void) throws {
        let side = RenderSide(window: window, inbox: inbox)
        let swapInterval: Int32 = vsync ? 1 : 0
        let result = RenderResult()
        if let times = serverTimes, let sync = FrameSync(times) { inbox.enableFrameSync { sync.send($0) } }
        publishState()
        glfwMakeContextCurrent(nil)
        let thread = Thread { [inbox] in
            side.makeContextCurrent(swapInterval: swapInterval)
            do { try render(side) } catch { result.error = error }
            glfwMakeContextCurrent(nil)
            inbox.markFinished()
            glfwPostEmptyEvent()
        }
        thread.stackSize = 8 << 20
        thread.start()
        var lastCheck = glfwGetTime()
        while !inbox.isFinished {
            glfwWaitEventsTimeout(Self.stateCheckInterval)
            if let times = serverTimes {
                // Every event read up to this marker is in Xlib's queue; one more poll
                // dispatches the queue, and the frame waiting for the marker may go on.
                let marker = times.latestMarker
                glfwPollEvents()
                inbox.markDrained(through: marker)
            }
            if let title = inbox.takeTitle() { glfwSetWindowTitle(window, title) }
            if glfwGetTime() - lastCheck >= Self.stateCheckInterval {
                lastCheck = glfwGetTime()
                publishState()
            }
            if glfwWindowShouldClose(window) == GLFW_TRUE || interrupted() { inbox.requestClose() }
        }
        glfwMakeContextCurrent(window)
        if let error = result.error { throw error }
    }

    /// Hands the window's size, scale and visibility to the render thread (it wakes only on a
    /// change, or with `redraw`): a new size in points is posted as a `.resize` event first, so
    /// a scene lays out for it before the frame that shows it.
    func publishState(redraw: Bool = false) {
        geometry = Self.readGeometry(window)
        let size = geometry.size
        if size != publishedSize, size.width > 0, size.height > 0 {
            publishedSize = size
            post(.resize(size))
        }
        let visible = glfwGetWindowAttrib(window, GLFW_VISIBLE) == GLFW_TRUE
            && glfwGetWindowAttrib(window, GLFW_ICONIFIED) == GLFW_FALSE && size.width > 0 && size.height > 0
        inbox.update(WindowState(geometry, isVisible: visible))
        if redraw { inbox.wake() }
    }
}

/// The render thread's error, read by the main thread after the thread finished (the inbox's
/// finished flag, set under its lock after the write, orders the two).
private final class RenderResult: @unchecked Sendable {
    var error: (any Error)?
}
