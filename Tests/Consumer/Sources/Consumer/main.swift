// A flick on a list with `import ScrollCore` alone: a `HostedScrollView` (the invisible scroll view,
// the plain view carrying its pan recognizer and the desktop input router in one); prints the release
// and where the list came to rest.
import ScrollCore

let list = HostedScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
list.scrollView.contentSize = Size(width: 320, height: 4_800)

// Drag upwards 200 pt in 0.1 s, release, and let it decelerate.
var time = 0.0
list.handle(.mouseDown(Point(x: 160, y: 400)), time: time)
for step in 1...10 {
    time += 0.01
    list.handle(.mouseMove(Point(x: 160, y: 400 - 20 * Double(step))), time: time)
}
list.handle(.mouseUp(Point(x: 160, y: 200)), time: time)
while list.needsAdvance && time < 10 {
    time += 1.0 / 60
    list.advance(to: time)
}
print("cubescroll \(cubescrollVersion): rested at y = \(list.scrollView.contentOffset.y) after \(time) s")
