import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics

/// What a user checks once the last input has settled (`SceneFuzzTests.settleTime` after it): every
/// scroll view rests inside its range, every pager on a whole page — a paging scroll view on a
/// multiple of its bounds (or its range's end, where a short last page ends), the cover flow on a
/// cover. The calendar's views are checked by `CalendarFuzzTests`; the lock screen's pager only
/// from the fix level that widens the row's page (below it the pager stops `threshold` short of its
/// second page: the talk's bug, kept on purpose).
extension SceneFuzzTests {
    /// Tolerance (points) for "on a page" and "inside the range": far below a pixel, far above rounding.
    static let restTolerance = 1e-6

    static func restProblems(in scene: any Scene) -> [String] {
        var found: [String] = []
        for named in scene.scrollViews {
            let sv = named.scrollView, p = sv.contentOffset, c = sv.clampedOffset(p)
            if max(abs(p.x - c.x), abs(p.y - c.y)) > restTolerance {
                found.append("\(named.name) rests outside its range at \(p) (range \(sv.minContentOffset)…\(sv.maxContentOffset))")
            }
        }
        for (name, sv) in pagers(of: scene) {
            let p = sv.contentOffset, size = sv.bounds.size
            if !onPage(p.x, size.width, sv.minContentOffset.x, sv.maxContentOffset.x)
                || !onPage(p.y, size.height, sv.minContentOffset.y, sv.maxContentOffset.y) {
                found.append("\(name) rests between pages at \(p) (page \(size.width)×\(size.height))")
            }
        }
        if let covers = scene as? CoverflowScene {
            let x = covers.scrollView.contentOffset.x, pitch = covers.layout.pitch
            if abs(x - (x / pitch).rounded() * pitch) > restTolerance {
                found.append("strip rests between covers at \(x) (pitch \(pitch))")
            }
        }
        return found
    }

    /// The paging scroll views this check covers, by name.
    private static func pagers(of scene: any Scene) -> [(String, ScrollView)] {
        if scene is CalendarScene { return [] }
        let widened = (scene as? LockscreenScene).map { $0.controller.fix.rawValue >= LockscreenFix.widePageAndPin.rawValue } ?? true
        return scene.scrollViews.filter { $0.scrollView.isPagingEnabled && (widened || $0.name != "outer") }
            .map { ($0.name, $0.scrollView) }
    }

    /// Whether `x` is on a page of size `page`, or at an end of `lo…hi` (a short last page).
    private static func onPage(_ x: Double, _ page: Double, _ lo: Double, _ hi: Double) -> Bool {
        guard page > 0, hi > lo else { return true }
        return abs(x - (x / page).rounded() * page) <= restTolerance || abs(x - lo) <= restTolerance
            || abs(x - hi) <= restTolerance
    }
}
