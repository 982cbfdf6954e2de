import SceneKit
import ScrollKit
import ScrollPhysics

/// The pager's delegate: every callback logged with `"sv": "pager"`, and `pageChanged` when it
/// comes to rest on another page.
extension PhotosScene {
    private func pagerRecord(_ name: String, _ arguments: [(String, TraceValue)] = []) {
        record(SceneEvent(name, arguments).from(scrollView: "pager"))
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        pagerRecord("didScroll", [("offset", .point(scrollView.contentOffset))])
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { pagerRecord("willBeginDragging") }
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {
        pagerRecord("willEndDragging", [("velocity", .point(velocity)), ("target", .point(targetContentOffset))])
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        pagerRecord("didEndDragging", [("willDecelerate", .bool(decelerate))])
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { pagerRecord("willBeginDecelerating") }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        pagerRecord("didEndDecelerating", [("offset", .point(scrollView.contentOffset))])
        noteRest()
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        pagerRecord("didEndScrollingAnimation", [("offset", .point(scrollView.contentOffset))])
        noteRest()
    }

    /// The pager came to rest: a new page is announced.
    private func noteRest() {
        let k = currentPage
        guard k != restingPage else { return }
        restingPage = k
        record(SceneEvent("pageChanged", [("page", .int(k))]))
    }
}
