import SceneKit
import ScrollKit
import ScrollPhysics

/// The pager's delegate (after its recorder, which logs every callback with `"sv": "pager"`):
/// `pageChanged` when it comes to rest on another page.
extension PhotosScene {
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { noteRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { noteRest() }

    /// The pager came to rest: a new page is announced.
    private func noteRest() {
        let k = currentPage
        guard k != restingPage else { return }
        restingPage = k
        record(SceneEvent("pageChanged", [("page", .int(k))]))
    }
}
