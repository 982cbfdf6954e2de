import CGLFW
import CX11InputTime
import ScrollPhysics

/// The X server's own time for each input the window gets, on GLFW's clock (docs/scenes.md,
/// "How exact the stamps are"). GLFW's callbacks carry no time, and stamping an input when its
/// callback runs counts the app's delays as the hand's: on a loaded machine a descheduled main
/// thread reads a flick's last moves and the button's release together, late, and the gap before
/// the release looks like a stopped finger. Every X input event carries the time the server
/// handled it (milliseconds on CLOCK_MONOTONIC: Xorg's and Xvfb's `GetTimeInMillis`), which Xlib
/// hands to a hook as it reads the event (`CX11InputTime`); the callback GLFW then runs for that
/// event looks its time up here.
///
/// The event also says where the pointer was when it happened (`Recorded.position`): a press, a
/// release or a wheel step is placed there, not where the pointer is when its callback runs
/// (glfwGetCursorPos asks the server for *now*, which, when a slow frame leaves a press and the
/// moves after it queued in one poll, is already the end of the drag).
///
/// Matching: GLFW runs one callback per event, in the order the events were read, and none for
/// some (a key release, a motion to where the pointer already is), so a callback takes the first
/// recorded event that fits it (a motion or enter at its position, a press or release of its
/// button, a wheel button's press, a press of its key) and drops the ones before it. A callback
/// with no such event (one GLFW makes up, such as the releases on losing focus) gets no server
/// time and is stamped when it runs, as before.
///
/// Main thread only. Nil when GLFW does not run on X11 (Wayland).
final class X11InputTimes {
    /// What the callback being run reports.
    enum Source {
        /// A cursor position (window pixels: X11's screen coordinates), from a motion or the
        /// pointer entering the window.
        case motion(x: Double, y: Double)
        /// GLFW's mouse button `button` (0 left, 1 right, 2 middle, 3… the others) pressed or released.
        case button(Int32, pressed: Bool)
        /// A wheel step (X buttons 4–7).
        case wheel
        /// A key press (or repeat) of the X keycode `scancode`.
        case key(scancode: Int32)
    }

    /// An event older than this (ms) at its callback means the server's clock is not this
    /// machine's (a remote display): its time is not used.
    static let maximumAge: Int32 = 10_000
    /// A server time up to this far (ms) in the future is a clock read a tick apart (the
    /// server may read CLOCK_MONOTONIC_COARSE); further means another clock.
    static let maximumLead: Int32 = 20

    let display: UnsafeMutableRawPointer
    let window: UInt
    /// The atom of the render thread's frame-sync marker (`FrameSync`).
    let markerAtom: UInt
    private var pending: [xit_event] = []
    private var taken = [xit_event](repeating: xit_event(), count: 256)

    init?(glfwWindow: OpaquePointer) {
        guard let display = xit_display() else { return nil }
        let window = xit_window(UnsafeMutableRawPointer(glfwWindow))
        guard window != 0 else { return nil }
        self.display = display
        self.window = window
        markerAtom = xit_atom(display, "_CUBESCROLL_FRAME_SYNC")
        xit_install(display, markerAtom)
    }

    /// What the server recorded for the event behind a callback.
    struct Recorded {
        /// When the server handled it, on GLFW's clock (seconds); nil when the server's clock is
        /// not this machine's (then the input is stamped as it arrives).
        var time: Double?
        /// Where the pointer was, in the window's screen coordinates (X11: pixels from the
        /// window's top-left corner, as GLFW reports the cursor).
        var position: Point
    }

    /// The event behind the callback being run for `source`; nil when there is none (an event
    /// GLFW made up). The callbacks ask here directly.
    func event(of source: Source) -> Recorded? {
        drainRecorded()
        guard let index = pending.firstIndex(where: { fits($0, source) }) else {
            if pending.count > 1024 { pending.removeFirst(pending.count - 1024) }
            return nil
        }
        let event = pending[index]
        pending.removeFirst(index + 1)
        let age = Int32(bitPattern: xit_monotonic_ms() &- event.time_ms)
        let onThisClock = age > -Self.maximumLead && age < Self.maximumAge
        return Recorded(time: onThisClock ? glfwGetTime() - Double(max(age, 0)) / 1000 : nil,
                        position: Point(x: Double(event.x), y: Double(event.y)))
    }

    /// The time of the event behind the callback for `source` (`event(of:)`), nil when none.
    func time(of source: Source) -> Double? { event(of: source)?.time }

    /// The highest frame-sync marker read from the connection so far.
    var latestMarker: Int { Int(xit_latest_marker()) }

    private func drainRecorded() {
        while true {
            let n = taken.withUnsafeMutableBufferPointer { xit_take($0.baseAddress, $0.count) }
            pending += taken[..<n].lazy.filter { [window] in $0.window == window }
            if n < taken.count { break }
        }
    }

    private func fits(_ e: xit_event, _ source: Source) -> Bool {
        switch source {
        case .motion(let x, let y):
            return (e.type == 6 || e.type == 7) && Double(e.x) == x && Double(e.y) == y
        case .button(let button, let pressed):
            return e.type == (pressed ? 4 : 5) && e.detail == Self.xButton(button)
        case .wheel:
            return e.type == 4 && (4...7).contains(e.detail)
        case .key(let scancode):
            return e.type == 2 && Int32(e.detail) == scancode
        }
    }

    /// X's button number for GLFW's: left 1, middle 2, right 3, then 8 and up (4–7 are the wheel).
    static func xButton(_ glfwButton: Int32) -> UInt32 {
        switch glfwButton {
        case 0: return 1
        case 1: return 3
        case 2: return 2
        default: return UInt32(max(glfwButton, 0)) + 5
        }
    }
}

/// The render thread's side of the frame sync: before a frame takes its time, it sends a marker
/// through the X server to the main thread's connection, and waits until the main thread has
/// dispatched everything read before the marker. Every input the server handled before that
/// time is then in the frame's queue, stamped with its own time, so no input older than a frame
/// arrives after it (docs/scenes.md, "How exact the stamps are").
final class FrameSync: @unchecked Sendable {
    private let sender: UnsafeMutableRawPointer
    private let window: UInt
    private let atom: UInt

    /// A second connection to `times`' display, used by the render thread only; nil if it
    /// cannot be opened (then frames do not wait).
    init?(_ times: X11InputTimes) {
        guard let sender = xit_open_sender(times.display) else { return nil }
        self.sender = sender
        window = times.window
        atom = times.markerAtom
    }

    deinit { xit_close_sender(sender) }

    /// Sends marker `sequence`; false if Xlib refused.
    func send(_ sequence: Int) -> Bool { xit_send_marker(sender, window, atom, sequence) != 0 }
}
