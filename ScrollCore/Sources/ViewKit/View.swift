import ScrollPhysics

/// A rectangle in a tree of views that can be hit-tested and receive touches (UIView, without drawing).
///
/// Geometry follows UIKit with no transforms: `frame` is the view's rectangle in its superview's
/// coordinates; `bounds` is the same rectangle in the view's own coordinates, and `bounds.origin` is
/// the point of the view's own space shown at its top-left corner — for a scroll view that is the
/// content offset. Changing `bounds.origin` moves what the subviews show, not the view itself.
/// All values in points; origin top-left, y down.
open class View: Responder {
    /// Top-left corner of `frame` in the superview's coordinates.
    private var frameOrigin: Point
    private var storedBounds: Rect

    /// The largest coordinate magnitude (points) a view keeps: 2^40 ≈ 1.1 × 10¹² (docs/scroll-behaviour.md,
    /// "Domains"). Frames and bounds are clamped to it at the API edge, so geometry stays finite.
    public static let maximumCoordinate = 1_099_511_627_776.0

    /// Makes a view whose frame is `frame` and whose bounds are `(0, 0, frame.size)` (limited as `frame` is).
    public init(frame: Rect) {
        let frame = Self.limited(frame)
        frameOrigin = frame.origin
        storedBounds = Rect(origin: .zero, size: frame.size)
        super.init()
    }

    /// `r` within the domain: origin coordinates clamped to ±`maximumCoordinate`, sizes to
    /// 0…`maximumCoordinate`; NaN reads as 0.
    static func limited(_ r: Rect) -> Rect {
        func c(_ x: Double, _ lower: Double) -> Double { x.isNaN ? 0 : min(max(x, lower), maximumCoordinate) }
        return Rect(x: c(r.origin.x, -maximumCoordinate), y: c(r.origin.y, -maximumCoordinate),
                    width: c(r.size.width, 0), height: c(r.size.height, 0))
    }

    /// The view's rectangle in its superview's coordinates. Setting it keeps `bounds.origin` and sets
    /// `bounds.size`. Sizes are clamped to 0…`maximumCoordinate` and origins to ±`maximumCoordinate`
    /// (NaN reads as 0).
    open var frame: Rect {
        get { Rect(origin: frameOrigin, size: storedBounds.size) }
        set {
            let newValue = Self.limited(newValue)
            frameOrigin = newValue.origin
            storedBounds.size = newValue.size
        }
    }

    /// The view's rectangle in its own coordinates. `bounds.origin` is the scroll offset of what the
    /// view shows (UIScrollView's contentOffset). Setting a new size keeps `center` fixed (UIKit).
    /// Limited as `frame` is.
    open var bounds: Rect {
        get { storedBounds }
        set {
            let newValue = Self.limited(newValue)
            let old = storedBounds.size
            if newValue.size != old {
                frameOrigin.x += (old.width - newValue.size.width) / 2
                frameOrigin.y += (old.height - newValue.size.height) / 2
            }
            storedBounds = newValue
        }
    }

    /// The centre of `frame`, in the superview's coordinates. Setting it moves the view (limited as
    /// `frame` is).
    open var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - storedBounds.size.width / 2,
                                 y: newValue.y - storedBounds.size.height / 2)
        }
    }

    /// Hidden views (and their subviews) are not hit-tested and receive no new touches.
    open var isHidden = false
    /// When false the view and its subviews are skipped by hit testing (UIKit).
    open var isUserInteractionEnabled = true

    /// The parent view; `nil` for a root view. Weak: a superview owns its subviews.
    public internal(set) weak var superview: View?
    /// Children, back to front: the last one is drawn on top and wins hit testing.
    public internal(set) var subviews: [View] = []
    /// Recognizers attached to this view, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// The window at the root of this view's tree, or `nil`.
    open var window: Window? {
        var v: View? = self
        while let cur = v {
            if let w = cur as? Window { return w }
            v = cur.superview
        }
        return nil
    }

    /// The superview (UIKit without view controllers).
    open override var next: Responder? { superview }

    // MARK: - Hit testing (in the class body so subclasses can override)

    /// The front-most descendant (or self) that contains `point` (in this view's coordinates) and
    /// accepts touches; `nil` when this view is hidden, has interaction disabled, or does not contain
    /// the point. Subviews are tried front to back; a subview outside its superview's bounds is only
    /// reached where the superview contains the point too (UIKit, no clipping exceptions).
    open func hitTest(_ point: Point, with event: Event? = nil) -> View? {
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// True when `point` (this view's coordinates) is inside `bounds` (half-open: the right and bottom
    /// edges are outside).
    open func point(inside point: Point, with event: Event? = nil) -> Bool {
        bounds.contains(point)
    }

    /// Called after the view was added to or removed from a superview. Default: nothing.
    open func didMoveToSuperview() {}
}
