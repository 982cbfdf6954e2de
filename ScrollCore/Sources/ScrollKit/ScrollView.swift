import ScrollPhysics
import ViewKit

/// UIScrollView's behaviour without drawing: it owns `contentOffset` (its `bounds.origin`, as in UIKit)
/// and moves it the way iOS does — tracking a finger with a rubber band past the edges, decelerating
/// with iOS's law, bouncing, paging, snapping to a target the delegate picks, animating, zooming.
///
/// It never reads a clock: every input carries its time in seconds. In a window it runs on the
/// window's clock (`Window.time`), which steps it whenever an input or a frame moves it on; on its
/// own, `advance(to:)` is called once per frame. Between inputs the offset is a pure function of time
/// (closed-form simulations from ScrollPhysics), so the same timestamped input gives the same offsets
/// at any frame rate.
///
/// Input (device-agnostic): `touchDown`/`touchUp`, `panBegan/Changed/Ended/Cancelled` (what
/// `ScrollPanGestureRecognizer` calls), `scrollGestureChanged/Ended` (wheels, trackpads),
/// `pinchBegan/Changed/Ended`. Programmatic: `setContentOffset`, `scrollRectToVisible`,
/// `scrollToTop`, `setZoomScale`, `zoom(toScale:anchor:animated:)`, `zoom(to:animated:)`.
///
/// Units: points, seconds, velocities in points per second, positive when the offset grows.
/// Like UIKit, the scroll view handles touches itself and does not forward them up the responder
/// chain (the pitfall WWDC 2012 session 223 describes); host its `panGestureRecognizer` on another view to let taps through.
open class ScrollView: View {
    /// Gets the scroll callbacks (UIKit names); weak.
    public weak var delegate: ScrollViewDelegate?

    /// The recognizer that drives dragging (a `ScrollPanGestureRecognizer`). It may be moved onto another
    /// view (WWDC 2012 session 223's hosted-recognizer view) and keeps driving this scroll view.
    public let panGestureRecognizer: PanGestureRecognizer
    /// Recognizes pinches and drives `pinchBegan/Changed/Ended` (UIScrollView's
    /// pinchGestureRecognizer). Attached to the scroll view; enabled only while the scroll view can
    /// zoom (`maximumZoomScale` > `minimumZoomScale`; UIKit has none then).
    public let pinchGestureRecognizer: ScrollPinchGestureRecognizer

    // MARK: - Geometry (docs/scroll-behaviour.md, "Geometry")

    /// Size of the scrollable content in points (at the current `zoomScale`). Does not follow bounds
    /// changes. Changing it re-clamps: at rest the offset moves into the new range; a running motion
    /// carries on from where it is toward the new range.
    /// Each dimension is clamped to 0…`maximumCoordinate` (NaN reads as 0).
    public var contentSize: Size = .zero {
        didSet {
            let limited = Size(width: Self.limited(contentSize.width, lower: 0), height: Self.limited(contentSize.height, lower: 0))
            if limited != contentSize { contentSize = limited }
            if !isApplyingZoom {
                // Set from outside: the size at zoom 1 is fixed from here on, so zoom steps never
                // accumulate rounding (the content returns to exactly this size at the same scale).
                let z = storedZoomScale > 0 ? storedZoomScale : 1
                zoomBaseContentSize = Size(width: contentSize.width / z, height: contentSize.height / z)
            }
            if contentSize != oldValue { rangeDidChange() }
        }
    }

    /// Extra scrollable space around the content (points): the offset range grows by these amounts.
    /// Each edge is clamped to ±`maximumCoordinate` (NaN reads as 0).
    public var contentInset: EdgeInsets = .zero {
        didSet {
            let i = contentInset
            let limited = EdgeInsets(top: Self.limited(i.top), left: Self.limited(i.left),
                                     bottom: Self.limited(i.bottom), right: Self.limited(i.right))
            if limited != contentInset { contentInset = limited }
            if contentInset != oldValue { rangeDidChange() }
        }
    }

    /// The content point shown at the view's top-left corner (`bounds.origin`). Setting it moves the
    /// content at once (one didScroll) and does not stop a running motion or drag: they carry on from
    /// the new place, shifted by the same amount (what infinite scrolling's recentring needs, WWDC 2011 session 104).
    /// Use `setContentOffset(_:animated: false)` to stop the motion instead. Non-finite values are ignored.
    public var contentOffset: Point {
        get { bounds.origin }
        set { shiftOffset(to: newValue) }
    }

    // `maximumCoordinate` (View's, 2^40 ≈ 1.1 × 10¹² points, a million cubes of a million points): content
    // sizes, insets, offsets and animation targets are clamped to ±this at the API edge, so every value
    // stays finite and an animation to the far end still ends within `physics.longestAnimation`.

    /// `x` clamped to `lower`…`maximumCoordinate` (default lower: −`maximumCoordinate`); NaN gives 0.
    static func limited(_ x: Double, lower: Double = -maximumCoordinate) -> Double {
        x.isNaN ? 0 : min(max(x, lower), maximumCoordinate)
    }

    /// `p` with each coordinate clamped to ±`maximumCoordinate` (infinities too; NaN gives 0).
    static func limited(_ p: Point) -> Point { Point(x: limited(p.x), y: limited(p.y)) }

    // MARK: - Behaviour switches (UIKit names and defaults)

    /// Rubber band past the edges while dragging and bounce at the edges after a fling. Default true.
    public var bounces = true
    /// Let a horizontal drag rubber-band even when the content fits (with `bounces`). Default false.
    public var alwaysBounceHorizontal = false
    /// Let a vertical drag rubber-band even when the content fits (with `bounces`). Default false.
    public var alwaysBounceVertical = false
    /// False ignores drags and scroll gestures (and disables the pan recognizer). Default true.
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            contentTouchDelayRecognizer.isEnabled = delaysContentTouches && isScrollEnabled
        }
    }

    // MARK: - Content touches (docs/scroll-behaviour.md, "Content touches")

    /// How long (s) a touch-down on the content is held back while `delaysContentTouches` is on:
    /// 0.15 s, UIKit's delay (docs/scroll-behaviour.md, "Content touches").
    public static let contentTouchDelay = 0.15

    /// Hold a touch-down on a subview back for `contentTouchDelay` (0.15 s) to see whether it becomes a
    /// drag. Default true (UIKit). Held still, the content gets `touchesBegan` 0.15 s after touch-down;
    /// if a drag begins first, the content never sees the touch; a touch that lifts or is cancelled
    /// sooner (a quick tap) reaches the content as began and ended together at the lift. False
    /// delivers at once. Only touches on views inside this scroll view while it is in the window are
    /// held (not touches on the scroll view itself, nor under a `panGestureRecognizer` hosted on
    /// another view); recognizers on the content get every touch at once either way. No delay while
    /// `isScrollEnabled` is false. Turning it off while a touch is held delivers it at once.
    public var delaysContentTouches = true {
        didSet { contentTouchDelayRecognizer.isEnabled = delaysContentTouches && isScrollEnabled }
    }

    /// When a drag begins, a subview that is already tracking the touch gets `touchesCancelled` (if
    /// `touchesShouldCancel(in:)` agrees) and the content scrolls. Default true (UIKit). False: once the
    /// content has begun tracking a touch (it got `touchesBegan`), that touch never scrolls; the
    /// content keeps it to the end. A touch still held back by `delaysContentTouches` is not tracked
    /// yet, so a drag that begins within the delay scrolls either way.
    public var canCancelContentTouches = true

    /// Asked when a drag is about to begin while `view` (a subview of this scroll view) is tracking
    /// the touch, if `canCancelContentTouches` is true: true lets the drag begin and cancels the view's
    /// touches, false keeps the touch with the view and the content does not scroll for it. Default
    /// true (UIKit returns false for UIControl; there are no controls here). Override to keep touches
    /// in views such as sliders.
    open func touchesShouldCancel(in view: View) -> Bool { true }

    /// True when a drag may take `touches` from the content: none of them is tracked by a view inside
    /// this scroll view that may not be cancelled (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    func contentReleases(_ touches: [Touch]) -> Bool {
        for touch in touches where touch.isTrackedByView {
            guard let v = touch.view, v !== self, v.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: v) { return false }
        }
        return true
    }
    /// Releases come to rest on multiples of the bounds size, one page at most per gesture. Default false.
    /// With no `targetBehavior`, steps (keys, `scroll(_:animated:)`, wheel clicks) then move and land by
    /// whole pages too (`PagingScrollTargetBehavior`).
    public var isPagingEnabled = false
    /// Where motions land: consulted once by every release (drag, fling, the end of a wheel or trackpad
    /// gesture) before the delegate's willEndDragging, and by every step (`scroll(_:animated:)`: the
    /// arrow, Page and Home/End keys, paging from code); its `itemStep` sets how far an arrow key and a
    /// wheel click move (docs/scroll-behaviour.md, "Landings"). Held strongly. Nil (default): releases
    /// land where the physics puts them, steps where they point.
    public var targetBehavior: (any ScrollTargetBehavior)?
    /// During willEndDragging only: the release's natural target — where it would rest with no target
    /// behaviour and no delegate — while the callback's `targetContentOffset` argument holds the
    /// behaviour's choice. Nil at other times. A recording delegate logs both.
    public internal(set) var proposedTargetContentOffset: Point?
    /// Once a drag is clearly along one axis, the other axis stays put for the rest of the gesture.
    public var isDirectionalLockEnabled = false
    /// The feel: deceleration rate, fling speed limits, snap and bounce springs, drag slop. Default
    /// `.iOS`. Setting it also sets the pan recognizer's slop to `physics.dragSlop`.
    /// Every value is clamped to its domain (`ScrollViewPhysics.clampedToDomain`, docs/scroll-behaviour.md,
    /// "Domains") as it is set, so no setting gives a non-finite motion or one that never ends.
    public var physics = ScrollViewPhysics.iOS {
        didSet {
            let clamped = physics.clampedToDomain
            if clamped != physics { physics = clamped; return }
            panGestureRecognizer.slop = physics.dragSlop
        }
    }
    /// Show the horizontal scroll indicator while the content scrolls (`scrollIndicators(at:)`). Default true.
    public var showsHorizontalScrollIndicator = true
    /// Show the vertical scroll indicator while the content scrolls. Default true.
    public var showsVerticalScrollIndicator = true
    /// Insets (points) of the indicators from the scroll view's edges, on top of
    /// `ScrollIndicator.margin`. Default zero.
    public var scrollIndicatorInsets: EdgeInsets = .zero
    /// How quickly a fling slows down (per millisecond): `physics.decelerationRate`. Default `.normal`.
    public var decelerationRate: DecelerationRate {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }

    // MARK: - State (read-only, UIKit names)

    /// A finger is down on the scroll view (set by `touchDown`, cleared when it lifts).
    public internal(set) var isTracking = false
    /// A drag (pan or scroll gesture) is moving the content.
    public var isDragging: Bool { phase == .dragging }
    /// The content moves on its own after a drag: fling, bounce-back, snap to a target, page.
    public var isDecelerating: Bool { phase == .decelerating }
    /// A programmatic animated scroll runs (`setContentOffset(_:animated: true)`, `scrollToTop`, …).
    public var isScrollAnimating: Bool { phase == .animating }
    /// The time (s) the scroll view is at; programmatic animations start here. In a window whose
    /// clock has started, the window's `time` — the tree's one clock, which every input and frame
    /// moves on and which steps this scroll view as it goes. In no window, or before its window's
    /// first time, its own (`ownTime`): the latest time given to an input or `advance(to:)`, 0 before
    /// any; a scroll view taken out of a window keeps the window's time from there.
    public var currentTime: Double { clockWindow?.time ?? ownTime }
    /// The window whose clock the scroll view runs on: its `window`, set when it joins that
    /// window's tree and cleared when it leaves it or the window goes away (`Window`'s clock
    /// registration), so reading the time neither walks up the tree nor loads a weak reference (it
    /// is read several times per input and frame). Not counted: it is non-nil exactly while the
    /// window holds this scroll view among its timed views, and the window clears it before it is
    /// freed, so it never outlives the window.
    unowned(unsafe) var clockWindow: Window?
    /// The scroll view's own time (s), read only while `currentTime` has no window's clock to read
    /// (see there): moved on by a bare `advance(to:)`, set to the window's time when it leaves one.
    var ownTime = 0.0

    // MARK: - Zoom (UIKit names and defaults)

    /// Smallest zoom scale. Default 1. Clamped to `zoomScaleDomain`; NaN reads as 1. Setting a limit
    /// does not re-clamp `zoomScale` (UIKit's behaviour): the next zoom, pinch or `setZoomScale` applies it.
    public var minimumZoomScale = 1.0 {
        didSet {
            minimumZoomScale = Self.zoomLimit(minimumZoomScale)
            pinchGestureRecognizer.isEnabled = maximumZoomScale > minimumZoomScale
        }
    }
    /// Largest zoom scale. Default 1 (no zooming until it is raised). Clamped to `zoomScaleDomain`; NaN
    /// reads as 1. Setting it does not re-clamp `zoomScale` (see `minimumZoomScale`).
    public var maximumZoomScale = 1.0 {
        didSet {
            maximumZoomScale = Self.zoomLimit(maximumZoomScale)
            pinchGestureRecognizer.isEnabled = maximumZoomScale > minimumZoomScale
        }
    }
    /// The zoom limits' domain, 1/1000…1000 (docs/scroll-behaviour.md, "Domains"): a content size of
    /// up to 2^40 points at either end stays within `maximumCoordinate` and finite. Our choice.
    public static let zoomScaleDomain = 0.001...1000.0
    /// `s` clamped to `zoomScaleDomain`, NaN read as 1.
    static func zoomLimit(_ s: Double) -> Double {
        s.isNaN ? 1 : min(max(s, zoomScaleDomain.lowerBound), zoomScaleDomain.upperBound)
    }
    /// Rubber-band the scale past its limits during a pinch and spring back afterwards. Default true.
    public var bouncesZoom = true
    /// A pinch is in progress.
    public internal(set) var isZooming = false
    /// The scale (and offset) spring back after a pinch that went past a limit.
    public internal(set) var isZoomBouncing = false

    // MARK: - Internal state

    /// Who moves the offset now; see the `is…` flags.
    enum Phase { case idle, dragging, decelerating, animating }
    /// What kind of animation runs in `.animating` (it decides the ended callback).
    enum AnimationKind { case programmatic, scrollToTop }

    var phase = Phase.idle
    var animationKind = AnimationKind.programmatic
    /// The running motion in `.decelerating`, `.animating`, and `.dragging` with an animated wheel.
    var motion = ScrollMotion.rest(at: .zero, time: 0)
    /// Bumped whenever a motion starts or stops, so a delegate callback that starts something new is noticed.
    var motionGeneration = 0
    var drag = DragState()
    /// The running deceleration is the landing of a wheel/trackpad gesture (a new wheel click carries
    /// it on instead of catching it).
    var isWheelLanding = false
    /// Samples of the drag's raw displacement (offset units) for the release velocity.
    var tracker = VelocityTracker()
    /// Zoom scale backing store (see `zoomScale`).
    var storedZoomScale = 1.0
    /// The content size at zoom 1 (see `baseContentSize`), kept when a zoom step sets `contentSize`.
    var zoomBaseContentSize = Size.zero
    var zoom = ZoomState()
    /// True while this class itself writes `bounds` (so the override does not treat it as outside input).
    var isApplyingOwnChange = false
    /// True while a zoom step sets `contentSize` (the zoom places the offset itself).
    var isApplyingZoom = false
    /// True while `setGeometry` sets the frame and content size (it carries the motion itself).
    var isApplyingGeometry = false
    /// The last time (s) the content scrolled by itself or under a gesture, or the indicators were
    /// flashed: the scroll indicators fade out after it (`scrollIndicators(at:)`). Nil: never.
    var indicatorActivity: Double?

    /// Holds touch-downs on the content back (`delaysContentTouches`); stays on the scroll view.
    let contentTouchDelayRecognizer = ContentTouchDelayRecognizer()

    /// A scroll view showing `frame`; its pan recognizer and the content-touch delay are attached to it.
    public override init(frame: Rect) {
        let pan = ScrollPanGestureRecognizer()
        panGestureRecognizer = pan
        let pinch = ScrollPinchGestureRecognizer()
        pinchGestureRecognizer = pinch
        super.init(frame: frame)
        pan.slop = physics.dragSlop
        pan.scrollView = self
        addGestureRecognizer(pan)
        pinch.scrollView = self
        pinch.isEnabled = false  // zoom limits 1…1: no zooming yet
        addGestureRecognizer(pinch)
        contentTouchDelayRecognizer.scrollView = self
        addGestureRecognizer(contentTouchDelayRecognizer)
    }

    // MARK: - Bounds changes from outside

    /// Setting a new size re-clamps (see `contentSize`); setting a new origin is the same as setting
    /// `contentOffset`.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            if isApplyingOwnChange { super.bounds = newValue; return }
            let old = super.bounds
            super.bounds = Rect(origin: old.origin, size: newValue.size)
            if super.bounds.size != old.size { rangeDidChange() }
            if newValue.origin != old.origin { shiftOffset(to: newValue.origin) }
        }
    }

    /// Setting a new size re-clamps (see `contentSize`). Limited as `View.frame` is.
    open override var frame: Rect {
        get { super.frame }
        set {
            let old = super.frame.size
            super.frame = newValue
            if super.frame.size != old { rangeDidChange() }
        }
    }

    // MARK: - Touches stop here (UIScrollView does not forward them up the responder chain)

    /// Does nothing: touches on a scroll view stop here, as UIScrollView's do.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    /// Does nothing: touches on a scroll view stop here.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    /// Does nothing: touches on a scroll view stop here.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    /// Does nothing: touches on a scroll view stop here.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
