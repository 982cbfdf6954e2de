import CGLFW
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
            let position = host.cursorPosition, time = glfwGetTime()
            if action == GLFW_PRESS { host.queue.append(.mouseDown(mapped, position: position, time: time)) }
            if action == GLFW_RELEASE { host.queue.append(.mouseUp(mapped, position: position, time: time)) }
        }
        glfwSetCursorPosCallback(window) { window, x, y in
            GLFWWindowHost.host(window)?.queue.append(.cursorMove(position: Point(x: x, y: y), time: glfwGetTime()))
        }
        glfwSetScrollCallback(window) { window, dx, dy in
            guard let host = GLFWWindowHost.host(window) else { return }
            let shift = glfwGetKey(window, GLFW_KEY_LEFT_SHIFT) == GLFW_PRESS
                || glfwGetKey(window, GLFW_KEY_RIGHT_SHIFT) == GLFW_PRESS
            host.queue.append(.scroll(dx: dx, dy: dy, shift: shift, time: glfwGetTime()))
        }
        glfwSetKeyCallback(window) { window, key, _, action, _ in
            guard action == GLFW_PRESS || action == GLFW_REPEAT, let host = GLFWWindowHost.host(window),
                  let mapped = GLFWWindowHost.windowKey(key) else { return }
            host.queue.append(.key(mapped, isRepeat: action == GLFW_REPEAT, time: glfwGetTime()))
        }
        glfwSetWindowSizeCallback(window) { window, width, height in
            GLFWWindowHost.host(window)?.queue.append(
                .windowResize(Size(width: Double(width), height: Double(height)), time: glfwGetTime()))
        }
        glfwSetFramebufferSizeCallback(window) { window, width, height in
            GLFWWindowHost.host(window)?.queue.append(
                .framebufferResize(width: Int(width), height: Int(height), time: glfwGetTime()))
        }
    }

    static func mouseButton(_ button: Int32) -> MouseButton? {
        switch button {
        case GLFW_MOUSE_BUTTON_LEFT: return .left
        case GLFW_MOUSE_BUTTON_RIGHT: return .right
        case GLFW_MOUSE_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    /// GLFW key code → `WindowKey`; `S` by its US-layout key code (GLFW_KEY_S).
    static func windowKey(_ key: Int32) -> WindowKey? {
        switch key {
        case GLFW_KEY_LEFT: return .left
        case GLFW_KEY_RIGHT: return .right
        case GLFW_KEY_UP: return .up
        case GLFW_KEY_DOWN: return .down
        case GLFW_KEY_PAGE_UP: return .pageUp
        case GLFW_KEY_PAGE_DOWN: return .pageDown
        case GLFW_KEY_HOME: return .home
        case GLFW_KEY_END: return .end
        case GLFW_KEY_ESCAPE: return .escape
        case GLFW_KEY_S: return .s
        default: return nil
        }
    }
}
