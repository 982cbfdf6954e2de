import DesktopInput
import ScrollKit
import ScrollPhysics

/// The day's timetable (`hours`): one vertical scroll view inside the pager, kept over its visible
/// page, and which wheels it takes (docs/techniques/coupled-scroll-views.md, "The day's hours").
extension CalendarController {
    /// Keeps the timetable's view over the pager's visible page (it scrolls only vertically).
    func placeHours() {
        let frame = Rect(x: days.contentOffset.x, y: 0, width: layout.pagerFrame.width, height: layout.pagerFrame.height)
        if hours.frame != frame { hours.frame = frame }
    }

    /// The view a wheel at `p` scrolls: the strip over it (or the header), else the pager for a mostly
    /// horizontal wheel and the timetable for a vertical one.
    func wheelView(at p: Point, dx: Double, dy: Double, modifiers: KeyModifiers) -> ScrollView {
        let v = view(at: p)
        return v === days && abs(dy) > abs(dx) && !modifiers.contains(.shift) ? hours : v
    }
}
