import ScrollPhysics

/// Coordinate conversion.
///
/// "Window coordinates" are the coordinates of the root of the view's tree (a `Window`'s own
/// coordinates; window points from GLFW's cursor). Views of two different trees are converted as if
/// both roots sat at the same place.
extension View {
    /// Converts `point` from this view's coordinates to `view`'s (`nil`: window coordinates).
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = toRoot(point)
        guard let view else { return root }
        return view.fromRoot(root)
    }

    /// Converts `point` from `view`'s coordinates (`nil`: window coordinates) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let root = view.map { $0.toRoot(point) } ?? point
        return fromRoot(root)
    }

    /// Converts a rectangle to `view`'s coordinates (`nil`: window). No transforms, so only the
    /// origin moves.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (`nil`: window) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Own coordinates → root coordinates. A point p in a view is at p − bounds.origin + frame.origin
    /// in its superview. The root's own coordinates are the window coordinates.
    private func toRoot(_ p: Point) -> Point {
        var q = p
        var v = self
        while let parent = v.superview {
            q = q - v.bounds.origin + v.frame.origin
            v = parent
        }
        return q
    }

    private func fromRoot(_ p: Point) -> Point {
        var chain: [View] = []
        var v = self
        while let parent = v.superview {
            chain.append(v)
            v = parent
        }
        var q = p
        for view in chain.reversed() {
            q = q - view.frame.origin + view.bounds.origin
        }
        return q
    }
}
