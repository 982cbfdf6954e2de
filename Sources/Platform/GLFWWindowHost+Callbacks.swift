import CGLFW
import DesktopInput
import ScrollPhysics

/// GLFW's C callbacks, routed to the host through the window's user pointer. The closures
/// capture nothing (they are C function pointers) and the pointer is unretained: the host owns
/// the window and clears the pointer in `deinit`, so it never outlives the host.
extension GLFWWindowHost {
    /// The host registered on `window`, if any.
    static func host(_ window: OpaquePointer?) -> GLFWWindowHost? {
        guard let window, let pointer = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<GLFWWindowHost>.fromOpaque(pointer).takeUnretainedValue()
    }

    func installCallbacks() {
        glfwSetWindowUserPointer(window, Unmanaged.passUnretained(self).toOpaque())
        glfwSetMouseButtonCallback(window) { window, button, action, _ in
            guard let host = GLFWWindowHost.host(window), let mapped = GLFWWindowHost.mouseButton(button) else { return }
            let recorded = host.serverTimes?.event(of: .button(button, pressed: action == GLFW_PRESS))
            let position = host.eventPosition(recorded)
            let happened = recorded?.time
            if action == GLFW_PRESS {
                host.inbox.post(happened: happened) { time in
                    .mouseDown(position, button: mapped, clickCount: host.clicks.press(mapped, at: position, time: time))
                }
            }
            if action == GLFW_RELEASE { host.inbox.post(happened: happened) { _ in .mouseUp(position, button: mapped) } }
        }
        glfwSetCursorPosCallback(window) { window, x, y in
            guard let host = GLFWWindowHost.host(window) else { return }
            let position = host.geometry.points(Point(x: x, y: y))
            let happened = host.serverTimes?.time(of: .motion(x: x, y: y))
            host.inbox.post(happened: happened) { _ in .mouseMove(position) }
        }
        glfwSetScrollCallback(window) { window, dx, dy in
            guard let host = GLFWWindowHost.host(window) else { return }
            let recorded = host.serverTimes?.event(of: .wheel)
            let event = DesktopEvent.wheel(dx: dx, dy: dy, at: host.eventPosition(recorded), modifiers: host.modifiers, kind: nil)
            host.inbox.post(happened: recorded?.time) { _ in event }
        }
        glfwSetKeyCallback(window) { window, key, scancode, action, mods in
            guard action == GLFW_PRESS || action == GLFW_REPEAT, let host = GLFWWindowHost.host(window),
                  let mapped = GLFWWindowHost.key(key) else { return }
            let event = DesktopEvent.key(mapped, modifiers: GLFWWindowHost.modifiers(mods), isRepeat: action == GLFW_REPEAT)
            host.inbox.post(happened: host.serverTimes?.time(of: .key(scancode: scancode))) { _ in event }
        }
        // A new size in points (`publishState` posts the `.resize`): the window resized, or its
        // content scale changed (moved to a monitor of another scale), which changes the points
        // a framebuffer holds just as a resize does.
        glfwSetWindowSizeCallback(window) { window, _, _ in GLFWWindowHost.host(window)?.publishState() }
        glfwSetFramebufferSizeCallback(window) { window, _, _ in GLFWWindowHost.host(window)?.publishState() }
        glfwSetWindowContentScaleCallback(window) { window, _, _ in GLFWWindowHost.host(window)?.publishState(redraw: true) }
        glfwSetWindowFocusCallback(window) { window, focused in
            guard let host = GLFWWindowHost.host(window) else { return }
            if focused == GLFW_FALSE { host.post(.focusLost) }
            host.publishState(redraw: true)
        }
        // No input, but the picture must be drawn again: exposed (refresh), shown or hidden
        // (iconify; being mapped again also exposes it).
        glfwSetWindowIconifyCallback(window) { window, _ in GLFWWindowHost.host(window)?.publishState(redraw: true) }
        glfwSetWindowRefreshCallback(window) { window in GLFWWindowHost.host(window)?.inbox.wake() }
    }

    /// The modifier keys held now (for wheel events, which carry none in GLFW).
    var modifiers: KeyModifiers {
        func down(_ a: Int32, _ b: Int32) -> Bool { glfwGetKey(window, a) == GLFW_PRESS || glfwGetKey(window, b) == GLFW_PRESS }
        var m: KeyModifiers = []
        if down(GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT) { m.insert(.shift) }
        if down(GLFW_KEY_LEFT_CONTROL, GLFW_KEY_RIGHT_CONTROL) { m.insert(.control) }
        if down(GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT) { m.insert(.alt) }
        return m
    }

    /// GLFW's modifier bits → `KeyModifiers`.
    static func modifiers(_ mods: Int32) -> KeyModifiers {
        var m: KeyModifiers = []
        if mods & GLFW_MOD_SHIFT != 0 { m.insert(.shift) }
        if mods & GLFW_MOD_CONTROL != 0 { m.insert(.control) }
        if mods & GLFW_MOD_ALT != 0 { m.insert(.alt) }
        return m
    }

    static func mouseButton(_ button: Int32) -> MouseButton? {
        switch button {
        case GLFW_MOUSE_BUTTON_LEFT: return .left
        case GLFW_MOUSE_BUTTON_RIGHT: return .right
        case GLFW_MOUSE_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    /// GLFW key code → `Key`: the scrolling keys, Tab, Escape, digits and letters (by their
    /// US-layout key codes, reported lower case), + and -.
    static func key(_ key: Int32) -> Key? {
        switch key {
        case GLFW_KEY_LEFT: return .scroll(.left)
        case GLFW_KEY_RIGHT: return .scroll(.right)
        case GLFW_KEY_UP: return .scroll(.up)
        case GLFW_KEY_DOWN: return .scroll(.down)
        case GLFW_KEY_PAGE_UP: return .scroll(.pageUp)
        case GLFW_KEY_PAGE_DOWN: return .scroll(.pageDown)
        case GLFW_KEY_HOME: return .scroll(.home)
        case GLFW_KEY_END: return .scroll(.end)
        case GLFW_KEY_TAB: return .tab
        case GLFW_KEY_ESCAPE: return .escape
        case GLFW_KEY_0...GLFW_KEY_9: return .character(Character(UnicodeScalar(UInt8(key))))
        case GLFW_KEY_A...GLFW_KEY_Z: return .character(Character(UnicodeScalar(UInt8(key + 32))))
        // Add and remove (the cradle's + and trash): +, = (the + key unshifted) and keypad +; -, keypad -,
        // Backspace and Delete.
        case GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD: return .character("+")
        case GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT, GLFW_KEY_BACKSPACE, GLFW_KEY_DELETE: return .character("-")
        default: return nil
        }
    }
}
