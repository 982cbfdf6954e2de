import ScrollKit
import ScrollPhysics

/// Where the strip's and the pager's motions land (both page by the window width; one page is a week
/// on the strip, a day on the pager): their target behaviour, the one place the calendar snaps.
///
/// - A release (drag, fling, wheel gesture) lands a whole number of pages from where the gesture
///   began: the page the movement points to (a fling adds half a page, as paging does), at most one
///   page more than the distance dragged (a finger drags at most one page; wheel clicks may add up to
///   several).
/// - A step (the keys) lands on the page nearest its proposal.
///
/// Either way inside the view's `pageCount` pages; a wheel click or an arrow moves one page.
struct CalendarPaging: ScrollTargetBehavior {
    /// The view's pages (weeks on the strip, days on the pager).
    let pageCount: Int

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        let page = max(1, context.visibleSize.width)
        let index: Double
        if context.isRelease {
            let o = context.contentOffset.x, start = context.startOffset.x
            var rel = (o - start) / page
            let dragged = abs(rel).rounded()
            if context.velocity.x > 0 { rel += 0.5 } else if context.velocity.x < 0 { rel -= 0.5 }
            let n = min(max(rel.rounded(), -max(1, dragged)), max(1, dragged))
            index = ((start + n * page) / page).rounded()
        } else {
            index = (target.x / page).rounded()
        }
        target.x = min(max(index, 0), Double(pageCount - 1)) * page
    }

    func itemStep(visibleSize: Size) -> Point? { Point(x: visibleSize.width, y: visibleSize.height) }
}
