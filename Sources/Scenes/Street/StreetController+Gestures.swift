import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The street's gestures (docs/techniques/infinite-street.md): the moon's long press, the swipes
/// limited to the bottom zone, and the recognizer states the trace reports.
extension StreetController {
    // MARK: - The moon's long press (seed 004)

    func moonPress(_ g: GestureRecognizer) {
        let p = g.location(in: nil), t = time
        switch g.state {
        case .began:
            let c = moonCenter()
            grabOffset = c - p   // keep the grab point under the finger (the talk's first fix)
            moon.place = .held(center: c)
            moon.lift.retarget(1, at: t)
            record(SceneEvent("moonPress", [("state", .string("began")), ("at", .point(p)), ("center", .point(c))]))
        case .changed:
            moon.place = .held(center: p + grabOffset)
        case .ended, .cancelled:
            let c = p + grabOffset
            if isInStreet(c) {
                let s = toStreet(window: c)
                moon.place = .street(x: s.x, y: s.y)
            } else {
                // The talk's second fix: remember the new place, relative to the right edge and the top.
                moon.place = .sky(rightInset: size.width - c.x, topInset: c.y + offset.y)
            }
            moon.lift.retarget(0, at: t)
            record(SceneEvent("moonDropped", [("place", .string(moon.name)), ("center", .point(c))]))
        default:
            break
        }
        layoutMoon(time: t)
    }

    /// True when a window point is over a building's walls or the road.
    func isInStreet(_ p: Point) -> Bool {
        if p.y >= toWindow(streetX: 0, y: groundY).y { return true }
        let s = toStreet(window: p)
        return tiles.visible.contains { placed in
            let h = placed.building.height(skyline: groundY)
            return s.x >= placed.x && s.x <= placed.maxX && s.y >= groundY - h && s.y <= groundY
        }
    }

    // MARK: - Swipes (seed 004's touch zone)

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        touch.location(in: scrollView).y >= scrollView.bounds.maxY - zoneHeight
    }

    func swiped(_ g: GestureRecognizer) {
        guard g.state == .ended else { return }
        let start = g.location(in: nil), t = time
        if g === swipeUp {
            flag.streetX = toStreet(window: start).x
            flag.slide.retarget(1, at: t)
            swipeUp.isEnabled = false
            swipeDown.isEnabled = true
        } else {
            flag.slide.retarget(0, at: t)
            swipeDown.isEnabled = false
            swipeUp.isEnabled = true
        }
        record(SceneEvent("swipe", [("direction", .string(g === swipeUp ? "up" : "down")), ("at", .point(start)),
                                    ("flag", .string(flag.isShown ? "shown" : "hidden"))]))
    }

    // MARK: - Recognizer states for the trace

    var watched: [GestureRecognizer] { [swipeUp, swipeDown, longPress, scrollView.panGestureRecognizer] }
    static let watchedNames = ["swipeUp", "swipeDown", "moonPress", "pan"]

    /// Records recognizer state changes since the last call (`gr` events), in a fixed order.
    func noteRecognizers() {
        for (i, g) in watched.enumerated() where g.state != lastStates[i] {
            lastStates[i] = g.state
            if g.state == .failed || g.state == .ended || g.state == .began || g.state == .cancelled {
                record(SceneEvent("recognizer", [("gr", .string(Self.watchedNames[i])), ("state", .string(g.state.description))]))
            }
        }
    }
}
