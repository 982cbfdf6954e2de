// A flick on a list with `import ScrollCore` alone: a scroll view, the plain view carrying its pan
// recognizer, the desktop input router; prints the release and where the list came to rest.
import ScrollCore

let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
scrollView.contentSize = Size(width: 320, height: 4_800)
let window = Window(frame: scrollView.frame)
let host = View(frame: scrollView.frame)
window.addSubview(host)
host.addGestureRecognizer(scrollView.panGestureRecognizer)
let router = DesktopInputRouter(window: window, scrollView: scrollView)

// Drag upwards 200 pt in 0.1 s, release, and let it decelerate.
var time = 0.0
router.mouseDown(at: Point(x: 160, y: 400), time: time)
for step in 1...10 {
    time += 0.01
    router.mouseMoved(to: Point(x: 160, y: 400 - 20 * Double(step)), time: time)
}
router.mouseUp(at: Point(x: 160, y: 200), time: time)
while router.needsAdvance && time < 10 {
    time += 1.0 / 60
    router.advance(to: time)
}
print("cubescroll \(cubescrollVersion): rested at y = \(scrollView.contentOffset.y) after \(time) s")
