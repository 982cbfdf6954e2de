import ScrollKit
import ScrollPhysics
import ViewKit

/// A scroll view's delegate that appends each callback to the host's event log (the trace's
/// `events`) as a `SceneEvent`, then forwards it to the scene's own delegate (snapping, coupling,
/// tiling…), so no scene turns callbacks into events by hand. Set it as the scroll view's delegate
/// and keep it alive (the scroll view holds its delegate weakly):
///
/// ```
/// recorder = ScrollEventRecorder(forwardingTo: self, scrollView: "pager", log: context.events)
/// pager.delegate = recorder
/// ```
///
/// The events use UIKit's names without the `scrollView` prefix (docs/scenes.md, "Trace"):
/// `didScroll` {offset}, `willBeginDragging`, `willEndDragging` {velocity, [proposedTarget,] target},
/// `didEndDragging` {willDecelerate}, `willBeginDecelerating`, `didEndDecelerating` {offset},
/// `didEndScrollingAnimation` {offset}, `didScrollToTop` {offset}, `willBeginZooming`, `didZoom` {zoom}, `didEndZooming` {scale};
/// with `"sv"` first when the recorder names its scroll view. An event is recorded before the
/// callback is forwarded (so whatever the scene records in it follows), except `willEndDragging`
/// with `recordsProposedTarget`, which is recorded after, with the target the scroll view's target
/// behaviour and the scene chose.
public final class ScrollEventRecorder: ScrollViewDelegate {
    /// The callbacks a recorder writes.
    public struct Callbacks: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let didScroll = Callbacks(rawValue: 1 << 0)
        public static let willBeginDragging = Callbacks(rawValue: 1 << 1)
        public static let willEndDragging = Callbacks(rawValue: 1 << 2)
        public static let didEndDragging = Callbacks(rawValue: 1 << 3)
        public static let willBeginDecelerating = Callbacks(rawValue: 1 << 4)
        public static let didEndDecelerating = Callbacks(rawValue: 1 << 5)
        public static let didEndScrollingAnimation = Callbacks(rawValue: 1 << 6)
        public static let willBeginZooming = Callbacks(rawValue: 1 << 7)
        public static let didZoom = Callbacks(rawValue: 1 << 8)
        public static let didEndZooming = Callbacks(rawValue: 1 << 9)
        public static let didScrollToTop = Callbacks(rawValue: 1 << 10)
        /// The drag and motion callbacks (no scroll to top, no zoom).
        public static let scrolling: Callbacks = [.didScroll, .willBeginDragging, .willEndDragging, .didEndDragging,
                                                  .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation]
        /// Every callback.
        public static let all: Callbacks = scrolling.union([.didScrollToTop, .willBeginZooming, .didZoom, .didEndZooming])
    }

    /// The scene's delegate, which gets every callback after it is recorded (nil: record only).
    public weak var forward: ScrollViewDelegate?
    /// The scroll view's name in the trace (`"sv"`), or nil for a scene with one scroll view.
    public let scrollViewName: String?
    /// The callbacks written; the others are only forwarded.
    public var callbacks: Callbacks
    /// Whether `willEndDragging` carries the natural target as `proposedTarget` (where the release
    /// would rest unsnapped: `ScrollView.proposedTargetContentOffset`) before the `target` chosen by
    /// the scroll view's target behaviour and the scene (scenes that snap), or only the target the
    /// delegate is given.
    public var recordsProposedTarget: Bool
    /// The offset `didScroll`, `didEndDecelerating`, `didEndScrollingAnimation` and `didScrollToTop` report
    /// (default: contentOffset; a scene with its own coordinates, e.g. an endless street, gives them).
    public var reportedOffset: (ScrollView) -> Point = { $0.contentOffset }
    /// Where the events go: the host's log (`SceneContext.events`).
    public let log: SceneEventLog

    /// A recorder appending `callbacks` of a scroll view called `scrollView` (nil: unnamed) to
    /// `log`, then forwarding each callback to `forward`.
    public init(forwardingTo forward: ScrollViewDelegate?, scrollView name: String? = nil,
                callbacks: Callbacks = .scrolling, recordsProposedTarget: Bool = false, log: SceneEventLog) {
        self.forward = forward
        self.scrollViewName = name
        self.callbacks = callbacks
        self.recordsProposedTarget = recordsProposedTarget
        self.log = log
    }

    private func write(_ callback: Callbacks, _ name: String, _ arguments: [(String, TraceValue)] = []) {
        guard callbacks.contains(callback) else { return }
        let event = SceneEvent(name, arguments)
        log.append(scrollViewName.map { event.from(scrollView: $0) } ?? event)
    }

    // MARK: - ScrollViewDelegate

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        write(.didScroll, "didScroll", [("offset", .point(reportedOffset(scrollView)))])
        forward?.scrollViewDidScroll(scrollView)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        write(.willBeginDragging, "willBeginDragging")
        forward?.scrollViewWillBeginDragging(scrollView)
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {
        // `proposedTarget`: the natural target, before the scroll view's target behaviour snapped it.
        let proposed = recordsProposedTarget ? scrollView.proposedTargetContentOffset ?? targetContentOffset
                                             : targetContentOffset
        if !recordsProposedTarget {
            write(.willEndDragging, "willEndDragging", [("velocity", .point(velocity)), ("target", .point(proposed))])
        }
        forward?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
        if recordsProposedTarget {
            write(.willEndDragging, "willEndDragging", [("velocity", .point(velocity)), ("proposedTarget", .point(proposed)),
                                                        ("target", .point(targetContentOffset))])
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        write(.didEndDragging, "didEndDragging", [("willDecelerate", .bool(decelerate))])
        forward?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        write(.willBeginDecelerating, "willBeginDecelerating")
        forward?.scrollViewWillBeginDecelerating(scrollView)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        write(.didEndDecelerating, "didEndDecelerating", [("offset", .point(reportedOffset(scrollView)))])
        forward?.scrollViewDidEndDecelerating(scrollView)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        write(.didEndScrollingAnimation, "didEndScrollingAnimation", [("offset", .point(reportedOffset(scrollView)))])
        forward?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        forward?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        write(.didScrollToTop, "didScrollToTop", [("offset", .point(reportedOffset(scrollView)))])
        forward?.scrollViewDidScrollToTop(scrollView)
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? { forward?.viewForZooming(in: scrollView) }

    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        write(.willBeginZooming, "willBeginZooming")
        forward?.scrollViewWillBeginZooming(scrollView, with: view)
    }

    public func scrollViewDidZoom(_ scrollView: ScrollView) {
        write(.didZoom, "didZoom", [("zoom", .number(scrollView.zoomScale))])
        forward?.scrollViewDidZoom(scrollView)
    }

    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        write(.didEndZooming, "didEndZooming", [("scale", .number(scale))])
        forward?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
}
