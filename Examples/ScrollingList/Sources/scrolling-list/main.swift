// A window whose GL code draws the list's rows at the scroll view's offset. cubescroll's window
// host opens it and stamps every input on the main thread when it happens, while this app's
// frames run on a render thread; the scene never reads a clock.
//
// Usage: scrolling-list [SECONDS]   (quits by itself after SECONDS; Esc quits too)
import COpenGL
import Foundation
import ListScene
import Platform
import SceneKit
import ScrollCore

// Swift 6: top-level variables here belong to the main actor. The render thread below cannot touch
// them, so the closure takes copies of what it needs ([quitAfter]) and keeps its own state.
let quitAfter = CommandLine.arguments.dropFirst().first.flatMap(Double.init)
let host: GLFWWindowHost
do {
    host = try GLFWWindowHost(width: 480, height: 640, title: "Scrolling list")
} catch {
    FileHandle.standardError.write(Data("scrolling-list: \(error)\n".utf8))
    exit(1)
}

try host.runRenderThread { [quitAfter] side in
    let list = ListScene(size: side.windowState.windowSize, rows: 40)
    list.onRest = { offset in say("came to rest at y = \(offset.y) (row \(Int(offset.y / ListScene.pitch)))") }
    var lastFrame = -Double.infinity
    var wakeAt: Double? = quitAfter.map { $0 + side.startTime }
    // Sleeps until an input, a resize or `wakeAt`; at most 120 frames a second.
    while let batch = side.nextFrame(notBefore: lastFrame + 1.0 / 120, wakeAt: wakeAt) {
        for input in batch.events {
            let t = input.time - side.startTime          // seconds since the start, when it happened
            switch input.event {
            case .key(.escape, _, _): return
            case .resize(let size): if size.isUsable { list.layout(for: size, time: t) }  // not while minimised
            default: list.handle(input.event, time: t)
            }
        }
        let now = batch.time - side.startTime
        if let quitAfter, now >= quitAfter { return }
        list.advance(to: now)
        lastFrame = side.time
        if batch.state.isVisible { draw(list, batch.state); side.swapBuffers() }
        // Moving: the next frame as soon as pacing allows; at rest: only the quit time.
        wakeAt = list.needsFrame ? side.time : quitAfter.map { $0 + side.startTime }
    }
}

/// Writes `line` to standard output at once (one write per line, no buffering), so a pipe or a
/// file sees each line as it happens, not when the app exits.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// One scissored clear per row, in framebuffer pixels (GL's y axis points up).
func draw(_ list: ListScene, _ window: WindowState) {
    let fbHeight = Double(window.framebufferHeight), scale = window.pixelScale
    glViewport(0, 0, GLsizei(window.framebufferWidth), GLsizei(window.framebufferHeight))
    glDisable(GLenum(GL_SCISSOR_TEST))
    glClearColor(0.1, 0.1, 0.12, 1)
    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    glEnable(GLenum(GL_SCISSOR_TEST))
    for row in list.rows() {
        let r = row.rect
        glScissor(GLint((r.minX * scale).rounded()), GLint((fbHeight - r.maxY * scale).rounded()),
                  GLsizei((r.width * scale).rounded()), GLsizei((r.height * scale).rounded()))
        glClearColor(Float(row.color.r), Float(row.color.g), Float(row.color.b), 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }
}
