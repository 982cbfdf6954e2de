// A GLFW window whose GL code draws the list's rows at the scroll view's offset, every frame.
// Input goes to the scene with GLFW's timestamps; the scene never reads a clock.
import CGLFWGL
import DesktopInput
import Foundation
import ListScene
import SceneKit
import ScrollPhysics

/// Inputs from GLFW's callbacks (plain C functions: they cannot capture), drained every frame.
nonisolated(unsafe) var pending: [(DesktopEvent, Double)] = []

func cursor(_ window: OpaquePointer?) -> Point {
    var x = 0.0, y = 0.0
    glfwGetCursorPos(window, &x, &y)
    return Point(x: x, y: y)
}

func quit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("scrolling-list: \(message)\n".utf8))
    exit(1)
}

guard glfwInit() == GLFW_TRUE else { quit("no display (set DISPLAY, or run it under xvfb-run)") }
glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
guard let window = glfwCreateWindow(480, 640, "Scrolling list", nil, nil) else {
    quit("no OpenGL 3.3 core context (install Mesa: libgl1-mesa-dri)")
}
glfwMakeContextCurrent(window)
glfwSwapInterval(1)

let list = ListScene(size: Size(width: 480, height: 640), parameters: SceneParameters(declared: ListScene.parameters))
list.onRest = { offset in print("came to rest at y = \(offset.y) (row \(Int(offset.y / ListScene.pitch)))") }

glfwSetMouseButtonCallback(window) { window, button, action, _ in
    guard button == GLFW_MOUSE_BUTTON_LEFT else { return }
    let p = cursor(window)
    pending.append((action == GLFW_PRESS ? .mouseDown(p, button: .left, clickCount: 1) : .mouseUp(p, button: .left),
                    glfwGetTime()))
}
glfwSetCursorPosCallback(window) { _, x, y in pending.append((.mouseMove(Point(x: x, y: y)), glfwGetTime())) }
glfwSetScrollCallback(window) { window, dx, dy in
    pending.append((.wheel(dx: dx, dy: dy, at: cursor(window), modifiers: [], continuous: nil), glfwGetTime()))
}
glfwSetKeyCallback(window) { window, key, _, action, _ in
    if key == GLFW_KEY_ESCAPE { glfwSetWindowShouldClose(window, GLFW_TRUE) }
    let keys: [Int32: DesktopKey] = [GLFW_KEY_UP: .up, GLFW_KEY_DOWN: .down, GLFW_KEY_PAGE_UP: .pageUp,
                                     GLFW_KEY_PAGE_DOWN: .pageDown, GLFW_KEY_HOME: .home, GLFW_KEY_END: .end]
    guard action != GLFW_RELEASE, let k = keys[key] else { return }
    pending.append((.key(.scroll(k), modifiers: [], isRepeat: action == GLFW_REPEAT), glfwGetTime()))
}
glfwSetWindowSizeCallback(window) { _, w, h in
    pending.append((.resize(Size(width: Double(w), height: Double(h))), glfwGetTime()))
}

let quitAfter = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? .infinity  // optional: seconds
while glfwWindowShouldClose(window) == 0, glfwGetTime() < quitAfter {
    glfwWaitEventsTimeout(1.0 / 120)   // input wakes it at once; without vsync this paces the loop
    for (event, time) in pending {
        if case .resize(let size) = event { list.layout(for: size, time: time) } else { list.handle(event, time: time) }
    }
    pending.removeAll()
    list.advance(to: glfwGetTime())

    // Draw: one scissored clear per row, in framebuffer pixels (GL's y axis points up).
    var fbWidth: Int32 = 0, fbHeight: Int32 = 0, width: Int32 = 0, height: Int32 = 0
    glfwGetFramebufferSize(window, &fbWidth, &fbHeight)
    glfwGetWindowSize(window, &width, &height)
    let scale = width > 0 ? Double(fbWidth) / Double(width) : 1
    glViewport(0, 0, fbWidth, fbHeight)
    glDisable(GLenum(GL_SCISSOR_TEST))
    glClearColor(0.1, 0.1, 0.12, 1)
    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    glEnable(GLenum(GL_SCISSOR_TEST))
    for row in list.rows() {
        let r = row.rect
        glScissor(GLint((r.minX * scale).rounded()), GLint((Double(fbHeight) - r.maxY * scale).rounded()),
                  GLsizei((r.width * scale).rounded()), GLsizei((r.height * scale).rounded()))
        glClearColor(Float(row.color.r), Float(row.color.g), Float(row.color.b), 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }
    glfwSwapBuffers(window)
}
glfwTerminate()
