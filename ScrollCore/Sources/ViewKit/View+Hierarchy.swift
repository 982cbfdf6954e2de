import ScrollPhysics

extension View {
    /// Adds `view` on top of the other subviews. A view already in another superview is moved. The
    /// scroll views in `view` then run on this view's window's clock (`Window.advance(to:)`), if any.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (0 = back), clamped to the valid range.
    /// Adding a view to itself or to one of its own descendants is ignored (it would make a cycle).
    public func insertSubview(_ view: View, at index: Int) {
        var a: View? = self
        while let cur = a {
            if cur === view { return }
            a = cur.superview
        }
        let oldWindow = view.window
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.detachFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.windowDidChange(from: oldWindow, to: view.window)
        view.didMoveToSuperview()
    }

    /// Inserts `view` just above `sibling` (which must be a subview; otherwise on top).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    /// Inserts `view` just below `sibling` (which must be a subview; otherwise at the back).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: i)
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Removes the view from its superview. Touches already on it keep being delivered to it. The
    /// scroll views in it leave the window's clock and keep their own from the window's time.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        detachFromSuperview()
        windowDidChange(from: oldWindow, to: window)
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }
}

extension View {
    /// Moves the timed views of this subtree (this view and its descendants, in tree order) from
    /// `old`'s clock to `new`'s, after the subtree moved from one window's tree to another's (or
    /// into or out of any).
    func windowDidChange(from old: Window?, to new: Window?) {
        guard old !== new else { return }
        var pending: [View] = [self]
        while let v = pending.popLast() {
            if let timed = v as? any WindowTimedView {
                old?.stopTiming(timed)
                new?.startTiming(timed)
            }
            pending.append(contentsOf: v.subviews.reversed())
        }
    }
}
