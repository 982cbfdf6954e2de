import ScrollPhysics
import ScrollKit

extension DesktopInputRouter {
    /// Points per unit of a continuous (trackpad) delta. GLFW's Wayland backend divides libinput's
    /// pointer-axis values (about one pixel each) by 10 before reporting them, so ×10 gives back
    /// roughly a pixel — a point at scale 1 — per unit of finger travel.
    public static let continuousPointsPerUnit = 10.0

    /// The scroll distance (points) of one wheel click along an axis whose visible length is `length`:
    /// `length^(2/3)` — GTK's wheel delta (`_gtk_range_get_wheel_delta`: pow(page_size, 2/3)), so
    /// about 54 pt for a 400 pt view and 86 pt for an 800 pt one; at least 1 pt.
    public static func wheelStep(forVisibleLength length: Double) -> Double {
        max(1, Elementary.cbrt(max(0, length) * max(0, length)))
    }

    /// Points one wheel click moves `scrollView` along x and y: its `itemStep` (the target behaviour's
    /// item, so n clicks from an item boundary land n items on), or on an axis without one
    /// `wheelStep(forVisibleLength:)`.
    public static func wheelClickStep(for scrollView: ScrollView) -> Point {
        let item = scrollView.itemStep ?? .zero, size = scrollView.bounds.size
        return Point(x: item.x > 0 ? item.x : wheelStep(forVisibleLength: size.width),
                     y: item.y > 0 ? item.y : wheelStep(forVisibleLength: size.height))
    }

    /// Scrolls by a wheel event's deltas (GLFW units): Shift turns a vertical wheel sideways; `kind`
    /// (nil: classify by value) says trackpad (`.continuous`) or notches (`.wheelClicks`).
    public func scrollWheel(dx: Double, dy: Double, modifiers: KeyModifiers, kind: ScrollDeltaKind?, time: Double) {
        scroll(dx: dx, dy: dy, shift: modifiers.contains(.shift), kind: kind, time: time)
    }

    /// A wheel or trackpad delta at `time` (seconds), in GLFW's scroll-offset convention: `dy` > 0 is
    /// the wheel turned away from the user (content moves down, the offset shrinks), `dx` > 0 is scroll
    /// left. `shift` held turns a vertical wheel into a horizontal one. A vertical wheel on a scroll
    /// view that can only scroll horizontally scrolls horizontally (the cube row) — so do Up/Down keys.
    ///
    /// Wheel clicks (`ScrollDeltaKind.wheelClicks`) become animated, retargetable steps of
    /// `wheelClickStep(for:)` per click; continuous deltas move the offset directly,
    /// `continuousPointsPerUnit` per unit, rubber-banding past the edges, and add no momentum of their
    /// own. The gesture ends 100 ms after its last delta (`advance(to:)`), through the scroll view's
    /// release path, so the scroll view's target behaviour (and the delegate) choose the landing.
    ///
    /// `kind` is the source's word when it knows (a script that says a delta is continuous, a
    /// platform with scroll phases); nil classifies by value (`ScrollDeltaKind.classify(dx:dy:)`).
    /// A gesture that has been continuous stays so until it ends.
    public func scroll(dx: Double, dy: Double, shift: Bool, kind: ScrollDeltaKind? = nil, time: Double) {
        guard catchUp(to: time), dx.isFinite, dy.isFinite, dx != 0 || dy != 0, let sv = scrollView else { return }
        let kind = (kind ?? .classify(dx: dx, dy: dy)).continuing(scrollGesture?.kind)
        // GLFW offsets → offset direction: positive offsets move content toward the user's view start.
        var d = Point(x: -dx, y: -dy)
        if shift || (!sv.scrollsVertically && sv.scrollsHorizontally) {
            d = Point(x: d.x + d.y, y: 0)
        }
        let delta: Point
        switch kind {
        case .continuous:
            delta = d * Self.continuousPointsPerUnit
        case .wheelClicks:
            let step = Self.wheelClickStep(for: sv)
            delta = Point(x: d.x * step.x, y: d.y * step.y)
        }
        scrollGesture = (time, kind)
        sv.scrollGestureChanged(delta: delta, kind: kind, time: time)
    }
}
