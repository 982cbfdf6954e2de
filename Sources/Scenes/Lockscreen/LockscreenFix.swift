/// The stages of the nested-scroll-view demo, from the first run with all of its bugs to the
/// final version (docs/techniques/nested-scroll-views.md, "Fix levels"). Each level keeps the
/// fixes of the levels below it, in the order the talk applies them.
enum LockscreenFix: Int, CaseIterable, Sendable {
    /// The first run: the row pulls the pager, but the pager stops `threshold` short of its second
    /// page (page as wide as the row), the pulled row comes back empty, its colour runs ahead of the
    /// pointer (scrolled twice), and the pager slams into place on the way back.
    case firstRun = 0
    /// The row's offset is put back to zero when the pull ends, so it is not empty afterwards.
    case resetsOffset = 1
    /// The row's page is `threshold` wider (the pager reaches its page exactly) and the row is
    /// translated by the pull so it stays under the pointer.
    case widePageAndPin = 2
    /// Final: released back toward the start, the pager moves at the fixed ratio pull/offset so
    /// both views land in the same frame.
    case matchedLanding = 3

    /// The pulled row's offset goes back to 0 when the pull ends (else it stays on its empty page).
    var resetsRowOffset: Bool { rawValue >= 1 }
    /// The row's page width is the cell's width plus the threshold (else just the cell's width).
    var widensPage: Bool { rawValue >= 2 }
    /// The row is translated by the pull (the counter-translation that pins it on screen).
    var pinsRow: Bool { rawValue >= 2 }
    /// A release back toward zero moves the pager at the ratio fixed at release.
    var matchesLanding: Bool { rawValue >= 3 }

    /// A few words for the window title (the status line).
    var label: String {
        switch self {
        case .firstRun: return "first run: all four bugs"
        case .resetsOffset: return "row offset reset"
        case .widePageAndPin: return "wide page + pinned row"
        case .matchedLanding: return "final: landings matched"
        }
    }
}
