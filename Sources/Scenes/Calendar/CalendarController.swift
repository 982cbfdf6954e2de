import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The calendar's two paging scroll views: the week strip (`weeks`, one calendar week per page) and
/// the day pager (`days`, one day per page). The selected day is the one the pager shows most of.
///
/// - The pager drives the strip in every frame: the strip stays on the selected day's week and
///   slides one page while the pager moves from a Sunday to the next Monday, in step with it
///   (`CalendarWeeks.stripPage`). Past the pager's edge the strip rubber-bands by the pager's own
///   overshoot (both are as wide as the window): it never shows a page outside its range.
/// - The strip drives the pager when it comes to rest: on week k the pager shows the same weekday in
///   week k, clamped to the range (`settle`). While the strip moves, the pager stays where it is.
/// - A tap on a date of the strip selects it (`select`).
/// - The day's timetable (00:00–24:00) is one vertical scroll view (`hours`) inside the pager, kept
///   over the pager's visible page: every day page draws its hours at that view's offset, so the
///   vertical position stays while the pager moves (iOS Calendar's day view). A drag starting
///   vertically scrolls the hours, one starting horizontally moves the pager (`AxisGate`).
///
/// A release lands a whole number of pages from where the gesture began (a fling adds half a page;
/// docs/techniques/coupled-scroll-views.md), and a key on a whole page: both views' target behaviour
/// (`CalendarPaging`).
final class CalendarController: ScrollViewDelegate {
    let window: Window
    /// The week strip (trace name `weeks`).
    let weeks: ScrollView
    /// The day pager (trace name `days`).
    let days: ScrollView
    /// The day's timetable, scrolled vertically (trace name `hours`): a subview of the pager kept over
    /// its visible page.
    let hours: ScrollView
    private(set) var layout: CalendarLayout
    /// The scroll view that moved last (nil before any movement).
    private(set) var driver: ScrollView?
    private var isCoupling = false
    /// Whether the finger now down stopped the other view's motion: then it is no tap.
    private(set) var pressCaughtMotion = false
    /// The host's event log.
    private let events: SceneEventLog
    /// The views' delegates: each records the callbacks (with "sv"), then forwards them here.
    private var recorders: [ScrollEventRecorder] = []
    /// Direction gates for the nested pans (recognizer delegates are weak, so they are kept here).
    private let horizontal = AxisGate(.horizontal), vertical = AxisGate(.vertical)

    init(size: Size, day: Int, events: SceneEventLog) {
        self.events = events
        layout = CalendarLayout(size: size)
        window = Window(frame: Rect(origin: .zero, size: size))
        weeks = ScrollView(frame: layout.stripFrame)
        days = ScrollView(frame: layout.pagerFrame)
        hours = ScrollView(frame: Rect(origin: .zero, size: layout.pagerFrame.size))
        for sv in [weeks, days] {
            sv.isPagingEnabled = true
            // UIKit's fast rate (0.99/ms): pages settle quickly (docs/techniques/coupled-scroll-views.md).
            sv.decelerationRate = .fast
            // Every landing — release, wheel, keys — on a whole page of that view (`CalendarPaging`).
            sv.targetBehavior = CalendarPaging(pageCount: sv === weeks ? CalendarWeeks.count : CalendarDates.count)
            let recorder = ScrollEventRecorder(forwardingTo: self, scrollView: sv === weeks ? "weeks" : "days",
                                               recordsProposedTarget: true, log: events)
            recorders.append(recorder)
            sv.delegate = recorder
            window.addSubview(sv)
        }
        weeks.contentSize = layout.stripContentSize
        days.contentSize = layout.pagerContentSize
        hours.contentSize = Size(width: layout.size.width, height: layout.hoursContentHeight)
        // Arrow keys and wheel clicks over the timetable move an hour; landings stay free.
        hours.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: CalendarLayout.hourHeight), alignsLandings: false)
        let recorder = ScrollEventRecorder(forwardingTo: nil, scrollView: "hours", callbacks: [.willEndDragging], log: events)
        recorders.append(recorder)
        hours.delegate = recorder
        days.addSubview(hours)
        days.panGestureRecognizer.delegate = horizontal
        hours.panGestureRecognizer.delegate = vertical
        hours.contentOffset = Point(x: 0, y: min(layout.hoursOffset(showingHour: CalendarLayout.openingHour), hours.maxContentOffset.y))
        show(day: CalendarDates.clamped(day))
    }

    /// The day on the pager (fractional while it moves).
    var day: Double { days.contentOffset.x / max(1, layout.size.width) }
    /// The selected day: the one the pager shows most of, in the range.
    var selectedDay: Int { CalendarDates.nearest(day) }
    /// The strip's page in weeks (fractional while it moves).
    var week: Double { weeks.contentOffset.x / max(1, layout.size.width) }

    func name(of sv: ScrollView) -> String { sv === weeks ? "weeks" : sv === hours ? "hours" : "days" }

    /// Puts the pager on day `d` and the strip on its week at once (no animation, no driver change).
    private func show(day d: Int) {
        isCoupling = true
        days.setContentOffset(Point(x: layout.pagerOffset(day: Double(d)), y: 0), animated: false)
        weeks.setContentOffset(Point(x: stripOffset(forPager: days.contentOffset.x), y: 0), animated: false)
        isCoupling = false
    }

    /// The strip's offset for the pager at `x`: the part inside the pager's range mapped to its week
    /// page (`CalendarWeeks.stripPage`), plus the pager's overshoot past its edge unscaled.
    func stripOffset(forPager x: Double) -> Double {
        let lo = days.minContentOffset.x, hi = max(lo, days.maxContentOffset.x)
        let inside = min(max(x, lo), hi), w = max(1, layout.size.width)
        return layout.stripOffset(week: CalendarWeeks.stripPage(pagerDay: inside / w)) + (x - inside)
    }

    /// Whether `sv` moves by itself (a glide, a bounce, an animation).
    private func movesByItself(_ sv: ScrollView) -> Bool { sv.isDecelerating || sv.isScrollAnimating }

    /// A press or a wheel is about to reach `sv` (the caller has moved the window's clock, and with it
    /// both views, to the input's time).
    /// If the other view moves by itself: on the strip, the pager stops where it is now (lifting
    /// the finger lands both on whole pages, `settle`); on the pager, the strip's week swipe completes
    /// at once (`finishStrip`) and the pager is driven from there. A view's own motion is caught by
    /// the view itself.
    /// - Returns: whether it stopped or completed the other view's motion (such a press is no tap).
    @discardableResult
    func willTouch(_ sv: ScrollView) -> Bool {
        if sv === weeks, movesByItself(days) {
            stop(days)
            return true
        }
        if sv === days, movesByItself(weeks) {
            finishStrip()
            return true
        }
        return false
    }

    /// A press at `p` (window points), before it is delivered (`willTouch`).
    func willPress(at p: Point) {
        pressCaughtMotion = willTouch(view(at: p))
    }

    /// Stops `sv` where it is, without the other following (the other is already in step).
    private func stop(_ sv: ScrollView) {
        isCoupling = true
        sv.setContentOffset(sv.contentOffset, animated: false)
        isCoupling = false
    }

    /// Ends the strip's own motion on the page it was heading for (its target, or the nearest page)
    /// and shows the same weekday of that week on the pager.
    private func finishStrip() {
        let w = max(1, layout.size.width)
        let k = CalendarWeeks.nearest((weeks.targetContentOffset?.x ?? weeks.contentOffset.x) / w)
        show(day: CalendarWeeks.day(week: k, sameWeekdayAs: selectedDay))
    }

    /// Ends the pager's own motion on the day it was heading for (its target, or the nearest day).
    private func finishPager() {
        let w = max(1, layout.size.width)
        show(day: CalendarDates.nearest((days.targetContentOffset?.x ?? days.contentOffset.x) / w))
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

    /// When nothing holds or moves either view, brings them to rest in step (days within 1e-6 of a
    /// whole page count as whole):
    /// - after the strip moved: a strip between weeks animates to the nearest week; a strip on week k
    ///   puts the pager on the same weekday of week k (clamped to the range);
    /// - otherwise: a pager between days (a press that caught its motion) animates to the nearest
    ///   day, and the strip follows; a strip off the pager's week animates to it.
    func settle() {
        guard !isBusy else { return }
        let w = max(1, layout.size.width), eps = 1e-6
        if driver === weeks {
            let k = Double(CalendarWeeks.nearest(week))
            if abs(week - k) > eps {
                weeks.setContentOffset(Point(x: layout.stripOffset(week: k), y: 0), animated: true)
                return
            }
            let target = CalendarWeeks.day(week: Int(k), sameWeekdayAs: selectedDay)
            if abs(day - Double(target)) > eps {
                show(day: target)
                events.append(SceneEvent("select", [("date", .string(CalendarDates.iso(target))), ("by", .string("weeks"))]))
            }
            return
        }
        let d = Double(selectedDay)
        if abs(day - d) > eps {
            days.setContentOffset(Point(x: layout.pagerOffset(day: d), y: 0), animated: true)
            return
        }
        let s = stripOffset(forPager: days.contentOffset.x)
        if abs(weeks.contentOffset.x - s) > eps * w {
            weeks.setContentOffset(Point(x: s, y: 0), animated: true)
        }
    }

    /// A tap at `p` (window points) on the strip: selects the date under it if it is in the range and
    /// the press stopped no motion. The pager shows it at once; the strip is already on its week.
    func tap(at p: Point) {
        guard !pressCaughtMotion, layout.stripFrame.contains(p), !movesByItself(weeks), !movesByItself(days) else { return }
        let column = ((p.x + weeks.contentOffset.x) / layout.cellWidth).rounded(.down)
        guard column.isFinite, abs(column) < 1e9 else { return }
        let d = Int(column) - CalendarWeeks.leadingDays
        guard CalendarDates.contains(d) else { return }  // a dimmed day outside the range
        show(day: d)
        driver = days
        events.append(SceneEvent("select", [("date", .string(CalendarDates.iso(d))), ("by", .string("tap"))]))
    }

    /// The centre x (window points) of the selected day's circle, its column's (the first of
    /// `selectionCircles`).
    var selectedCircleX: Double { layout.cellCenterX(day: selectedDay, stripOffset: weeks.contentOffset.x) }

    /// The days that carry the red selection circle, with their columns' centre x (window points).
    /// The selected day's, riding on its column. While the strip leads (dragged, gliding or landing
    /// on a week), every other week in view shows the day a landing there would select too (the same
    /// weekday, clamped to the range), so the circle arrives with the incoming week.
    var selectionCircles: [(day: Int, x: Double)] {
        let selected = selectedDay, offset = weeks.contentOffset.x
        var out = [(day: selected, x: layout.cellCenterX(day: selected, stripOffset: offset))]
        guard driver === weeks else { return out }
        let shown = layout.visibleDays(stripOffset: offset)
        guard let first = shown.first, let last = shown.last else { return out }
        // Consecutive days: the weeks in view are the ones from the first day's to the last day's.
        for k in CalendarWeeks.week(of: first)...CalendarWeeks.week(of: last) where k != CalendarWeeks.week(of: selected) {
            let d = CalendarWeeks.day(week: k, sameWeekdayAs: selected)
            out.append((d, layout.cellCenterX(day: d, stripOffset: offset)))
        }
        return out
    }

    /// Lays out for a new window size, keeping the day shown. A drag or motion under way is carried
    /// into the new layout as the cube strip does (`ScrollView.setGeometry`: offsets and velocity scale
    /// with the width, an overscroll is re-banded) and still lands on the same page; the strip is
    /// coupled to a moving pager again afterwards.
    func resize(to size: Size) {
        let old = layout
        layout = CalendarLayout(size: size)
        window.frame = Rect(origin: .zero, size: size)
        let scale = Point(x: size.width / old.size.width, y: 1)
        isCoupling = true
        for (sv, frame, content) in [(weeks, layout.stripFrame, layout.stripContentSize),
                                     (days, layout.pagerFrame, layout.pagerContentSize)] {
            let landing = sv.targetContentOffset.map { Point(x: ($0.x / old.size.width).rounded() * size.width, y: 0) }
            sv.setGeometry(frame: frame, contentSize: content, contentScale: scale, landing: landing)
        }
        // The same hour at the timetable's top: an hours offset does not depend on the window's size.
        placeHours()
        hours.setGeometry(frame: hours.frame, contentSize: Size(width: size.width, height: layout.hoursContentHeight),
                          contentScale: Point(x: 1, y: 1))
        isCoupling = false
        if driver === days, days.isDragging || movesByItself(days) {
            scrollViewDidScroll(days)
        } else if !isBusy {
            show(day: driver === weeks ? CalendarWeeks.day(week: CalendarWeeks.nearest(week), sameWeekdayAs: selectedDay) : selectedDay)
        }
        events.append(SceneEvent("resize", [("window", .size(size))]))
    }

    /// Moves `n` days from the current target (Left/Right, Home/End): an animated scroll of the
    /// pager, clamped to the range; a strip landing on a week completes first.
    func step(days n: Int) {
        if movesByItself(weeks) || weeks.isDragging { finishStrip() }
        days.scroll(.items(n, .horizontal))   // lands on a whole day (`CalendarPaging`)
    }

    /// Moves `n` weeks from the strip's current target (Up/Down, Page Up/Down): an animated scroll of
    /// the strip, clamped to its weeks; a pager motion completes first. The pager follows when the
    /// strip rests (`settle`).
    func step(weeks n: Int) {
        if movesByItself(days) || days.isDragging { finishPager() }
        weeks.scroll(.items(n, .horizontal))  // lands on a whole week (`CalendarPaging`)
    }

    // MARK: - ScrollViewDelegate

    /// The view that moved becomes the driver; a moving pager takes the strip along (unless the strip
    /// is held or moves by itself: then `settle` brings them in step when both rest).
    func scrollViewDidScroll(_ sv: ScrollView) {
        if sv === days { placeHours() }
        guard !isCoupling else { return }
        driver = sv
        guard sv === days, !weeks.isDragging, !movesByItself(weeks) else { return }
        isCoupling = true
        defer { isCoupling = false }
        weeks.setContentOffset(Point(x: stripOffset(forPager: days.contentOffset.x), y: 0), animated: false)
    }
}
