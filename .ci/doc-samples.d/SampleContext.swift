// SPDX-License-Identifier: MIT
// The names a Swift sample in the documentation may take as given: .ci/doc-samples makes each
// sample the body of a method of a subclass of this class, so a sample reads like code inside an
// app's own scroll-view owner (which is also the scroll view's delegate: `scrollView.delegate = self`).
// Only compiled, never run.
import ScrollCore

class SampleContext: ScrollViewDelegate {
    /// The window and the scrolling area, in points.
    let windowSize = Size(width: 480, height: 640)
    var size: Size { windowSize }
    /// Rows of 28 pt; the content's height.
    let rowPitch = 28.0
    let contentHeight = 1000 * 28.0
    /// The pointer (window points) and a wheel's deltas (notches; dy > 0 towards the user's screen top).
    let cursor = Point(x: 240, y: 320)
    var p: Point { cursor }
    let dx = 0.0, dy = -1.0
    let shiftHeld = false
    /// When an input happened and the frame's time (seconds, one monotonic clock).
    let t = 0.0, now = 1.0 / 60
    /// One desktop input.
    let event = DesktopEvent.mouseDown(Point(x: 240, y: 320))
    /// The scroll library's parts, as an app holding them would name them.
    let list: HostedScrollView
    var window: Window { list.window }
    var scrollView: ScrollView { list.scrollView }
    var panHost: View { list.panHost }
    var input: DesktopInputRouter { list.router }

    init() { list = HostedScrollView(frame: Rect(origin: .zero, size: windowSize)) }
}

/// GLFW's clock (seconds), as the samples read it.
func glfwGetTime() -> Double { 0 }
