import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The calendar's two paging scroll views over the same days, coupled at different rates: the
/// week strip (`weeks`, seven days per page) and the day pager (`days`, one day per page). The one
/// the user moves (drag, fling, wheel, key) is the driver; in its didScroll the other is set to
/// driver × 7 (strip → pager) or driver ÷ 7 (pager → strip) inside the ranges, with a guard so the
/// passive one's didScroll does not write back. Both land in the same frame because the passive one
/// only ever follows. Past an edge the follower rubber-bands by the driver's own overshoot (both are as
/// wide as the window, so that is the band it would show pulled by the same finger): it never shows a
/// page outside its range. A release lands on a whole number of pages from where the gesture began, so one
/// swipe of the strip moves exactly seven days from any day (docs/techniques/coupled-scroll-views.md).
final class CalendarController: ScrollViewDelegate {
    let window: Window
    /// The week strip (trace name `weeks`).
    let weeks: ScrollView
    /// The day pager (trace name `days`).
    let days: ScrollView
    private(set) var layout: CalendarLayout
    /// The scroll view that drove the other last (nil before any movement).
    private(set) var driver: ScrollView?
    private var isCoupling = false
    /// Each view's offset when its current drag (finger or wheel) began.
    private var dragStart: [ObjectIdentifier: Double] = [:]
    private var events: [SceneEvent] = []
    /// The views' delegates: each records the callbacks (with "sv"), then forwards them here.
    private var recorders: [ScrollEventRecorder] = []

    init(size: Size, day: Int) {
        layout = CalendarLayout(size: size, dayCount: CalendarDates.count)
        window = Window(frame: Rect(origin: .zero, size: size))
        weeks = ScrollView(frame: layout.stripFrame)
        days = ScrollView(frame: layout.pagerFrame)
        for sv in [weeks, days] {
            sv.isPagingEnabled = true
            // UIKit's fast rate (0.99/ms): pages settle quickly; the pager moves 7× the strip, so a
            // slow tail on the strip would be a long crawl on the pager (docs/techniques/coupled-scroll-views.md).
            sv.decelerationRate = .fast
            let recorder = ScrollEventRecorder(forwardingTo: self, scrollView: sv === weeks ? "weeks" : "days",
                                               recordsProposedTarget: true) { [unowned self] in events.append($0) }
            recorders.append(recorder)
            sv.delegate = recorder
            window.addSubview(sv)
        }
        weeks.contentSize = layout.stripContentSize
        days.contentSize = layout.pagerContentSize
        show(day: Double(day))
    }

    /// The day in the middle of the strip and on the pager (fractional while moving).
    var day: Double { days.contentOffset.x / max(1, layout.size.width) }

    func name(of sv: ScrollView) -> String { sv === weeks ? "weeks" : "days" }

    /// Puts both views on day `d` at once (no animation).
    private func show(day d: Double) {
        isCoupling = true
        weeks.setContentOffset(Point(x: layout.stripOffset(day: d), y: 0), animated: false)
        days.setContentOffset(Point(x: layout.pagerOffset(day: d), y: 0), animated: false)
        isCoupling = false
    }

    /// Advances both scroll views to `time` (seconds).
    func advance(to time: Double) {
        window.advance(to: time)
        weeks.advance(to: time)
        days.advance(to: time)
    }

    /// A finger went down at `time` (s): if it is on one view while the other moves by itself, that
    /// motion stops where it is at `time` (both views are advanced to the touch first), so the grabbed
    /// view becomes the driver from an unmoving start. Lifting the finger without a swipe lands both
    /// on the nearest day (`settle`).
    func fingerDown(time: Double) {
        advance(to: time)
        for (grabbed, other) in [(weeks, days), (days, weeks)] where grabbed.isTracking {
            if other.isDecelerating || other.isScrollAnimating {
                other.setContentOffset(other.contentOffset, animated: false)
            }
        }
    }

    /// The view wheels and presses at `p` (window points) go to: the strip (or the header above
    /// it), else the pager.
    func view(at p: Point) -> ScrollView {
        layout.stripFrame.contains(p) || p.y < layout.stripFrame.minY ? weeks : days
    }

    /// Whether either view is held, dragged or moving by itself.
    var isBusy: Bool {
        [weeks, days].contains { $0.isTracking || $0.isDragging || $0.isDecelerating || $0.isScrollAnimating }
    }

    /// When nothing holds or moves either view and they rest between days (a tap that caught a
    /// motion and released nothing), animates the last driver (the pager before any) to the nearest
    /// day; the other follows. Days within 1e-6 of a whole day count as whole.
    func settle() {
        guard !isBusy else { return }
        let d = day, target = min(max(d.rounded(), 0), Double(CalendarDates.count - 1))
        guard abs(d - target) > 1e-6 else { return }
        let sv = driver ?? days
        let unit = sv === weeks ? layout.cellWidth : layout.size.width
        sv.setContentOffset(Point(x: target * unit, y: 0), animated: true)
    }

    /// Lays out for a new window size, keeping the day shown. A drag or motion under way is carried
    /// into the new layout as the cube strip does (`ScrollView.setGeometry`: offsets and velocity scale
    /// with the width, an overscroll is re-banded) and still lands on the same day; the follower is
    /// coupled to the driver again afterwards.
    func resize(to size: Size) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let old = layout
        layout = CalendarLayout(size: size, dayCount: CalendarDates.count)
        window.frame = Rect(origin: .zero, size: size)
        let scale = Point(x: size.width / old.size.width, y: 1)
        isCoupling = true
        for (sv, frame, content, oldUnit, unit) in [
            (weeks, layout.stripFrame, layout.stripContentSize, old.cellWidth, layout.cellWidth),
            (days, layout.pagerFrame, layout.pagerContentSize, old.size.width, layout.size.width),
        ] {
            let landing = sv.targetContentOffset.map { Point(x: ($0.x / oldUnit).rounded() * unit, y: 0) }
            sv.setGeometry(frame: frame, contentSize: content, contentScale: scale, landing: landing)
        }
        isCoupling = false
        if let driver, driver.isDragging || driver.isDecelerating || driver.isScrollAnimating {
            scrollViewDidScroll(driver)
        } else if !isBusy {
            show(day: day.rounded())
        }
        events.append(SceneEvent("resize", [("window", .size(size))]))
    }

    /// Moves to `days` days from the current target (keys): an animated scroll of the pager (one
    /// day per step) or the strip (`viaStrip`, seven per step), clamped to the range.
    func step(days n: Int, viaStrip: Bool) {
        let sv = viaStrip ? weeks : days
        let unit = viaStrip ? layout.cellWidth : layout.size.width
        let base = (sv.isScrollAnimating ? sv.targetContentOffset?.x : nil) ?? sv.contentOffset.x
        let d = (base / unit).rounded() + Double(n)
        let target = min(max(d, 0), Double(CalendarDates.count - 1)) * unit
        for other in [weeks, days] where other !== sv && (other.isDecelerating || other.isScrollAnimating) {
            other.setContentOffset(other.contentOffset, animated: false)
        }
        sv.setContentOffset(Point(x: target, y: 0), animated: true)
    }

    func drainEvents() -> [SceneEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    // MARK: - ScrollViewDelegate

    func scrollViewDidScroll(_ sv: ScrollView) {
        guard !isCoupling else { return }
        isCoupling = true
        defer { isCoupling = false }
        driver = sv
        let other = sv === weeks ? days : weeks
        let r = CalendarLayout.daysPerWeek
        let x = Self.coupled(sv.contentOffset.x, from: sv, to: other) { sv === self.weeks ? $0 * r : $0 / r }
        other.setContentOffset(Point(x: x, y: 0), animated: false)
    }

    /// The follower's offset for the driver's offset `x`: the part inside the driver's range mapped
    /// by `scale` (× 7 or ÷ 7), clamped to the follower's range, plus the driver's overshoot past its
    /// edge unscaled.
    static func coupled(_ x: Double, from driver: ScrollView, to follower: ScrollView,
                        scale: (Double) -> Double) -> Double {
        let lo = driver.minContentOffset.x, hi = max(lo, driver.maxContentOffset.x)
        let inside = min(max(x, lo), hi)
        let flo = follower.minContentOffset.x, fhi = max(flo, follower.maxContentOffset.x)
        return min(max(scale(inside), flo), fhi) + (x - inside)
    }

    func scrollViewWillBeginDragging(_ sv: ScrollView) {
        dragStart[ObjectIdentifier(sv)] = sv.contentOffset.x
    }

    /// Lands a whole number of pages from where the gesture began, on a whole day: the page the
    /// movement points to (a fling adds half a page, as paging does), at most one page more than
    /// the distance dragged (a finger drags at most one page; wheel clicks may add up to several).
    func scrollViewWillEndDragging(_ sv: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        let page = sv.bounds.width, unit = sv === weeks ? layout.cellWidth : layout.size.width
        let o = sv.contentOffset.x, start = dragStart[ObjectIdentifier(sv)] ?? o
        var rel = (o - start) / page
        let dragged = abs(rel).rounded()
        if velocity.x > 0 { rel += 0.5 } else if velocity.x < 0 { rel -= 0.5 }
        let n = min(max(rel.rounded(), -max(1, dragged)), max(1, dragged))
        let day = ((start + n * page) / unit).rounded()
        targetContentOffset.x = min(max(day, 0), Double(CalendarDates.count - 1)) * unit
    }
}
