import ScrollKit
import ScrollPhysics
import ViewKit

/// Every scroll view a scene exposes (`Scene.scrollViews`) shows UIKit's scroll indicators
/// (ScrollKit's `ScrollView.scrollIndicators(at:)`): the host draws them on top of the scene, in the
/// window and in capture, and the trace carries them — no scene draws its own.
extension NamedScrollView {
    /// The scroll view's indicators at `time` in window points, each with the clip of the scroll views
    /// it sits in (a row scrolled out of its list shows none outside the list), or nil when it sits in
    /// none. Hidden scroll views (the hosted-recognizer arrangement) have indicators too.
    public func windowIndicators(at time: Double) -> [(indicator: ScrollIndicator, clip: Rect?)] {
        let sv = scrollView
        let shift = Self.visibleRect(of: sv).origin
        var clip: Rect?
        var ancestor = sv.superview
        while let a = ancestor {
            if let outer = a as? ScrollView {
                let r = Self.visibleRect(of: outer)
                clip = clip.map { Self.intersection($0, r) } ?? r
            }
            ancestor = a.superview
        }
        return sv.scrollIndicators(at: time).map { i in
            var moved = i
            moved.rect = i.rect.offsetBy(shift)
            return (moved, clip)
        }
    }

    /// The part of the window a view shows: its frame, placed in window points through its superviews.
    static func visibleRect(of view: View) -> Rect {
        let origin = view.superview.map { $0.convert(view.frame.origin, to: nil) } ?? view.frame.origin
        return Rect(origin: origin, size: view.bounds.size)
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension DrawList {
    /// Indicator colour on a dark background: white at 50% (UIKit's `.white` style; Flutter's
    /// `CupertinoScrollbar` dark colour 0x80FFFFFF, taken from iOS 13.1).
    public static let indicatorColorOnDark = RGBA(r: 1, g: 1, b: 1, a: 0.5)
    /// Indicator colour on a light background: black at 35% (UIKit's `.black` style; Flutter's light
    /// colour 0x59000000).
    public static let indicatorColorOnLight = RGBA(r: 0, g: 0, b: 0, a: 0.35)

    /// Adds the visible scroll indicators of `views` at `time` (docs/scroll-behaviour.md, "Scroll
    /// indicators"): rounded bars (corner radius half the thickness) in the colour that suits the
    /// frame's background (relative luminance below ½: dark), times each bar's opacity.
    public mutating func addScrollIndicators(of views: [NamedScrollView], time: Double) {
        let bg = background
        let dark = 0.2126 * bg.r + 0.7152 * bg.g + 0.0722 * bg.b < 0.5
        let base = dark ? Self.indicatorColorOnDark : Self.indicatorColorOnLight
        for named in views {
            for (indicator, clip) in named.windowIndicators(at: time) where indicator.opacity > 0 {
                let r = indicator.rect
                addRect(r, color: RGBA(r: base.r, g: base.g, b: base.b, a: base.a * min(indicator.opacity, 1)),
                        cornerRadius: min(r.width, r.height) / 2, clip: clip)
            }
        }
    }

    /// The trace member `"indicators"`: `{"NAME": {"horizontal": {"rect": [x,y,w,h], "opacity": o},
    /// "vertical": {…}}, …}` in window points, for the scroll views with an indicator showing (opacity
    /// > 0); nil when none shows.
    public static func indicatorTraceField(of views: [NamedScrollView], time: Double) -> TraceField? {
        var members: [TraceField] = []
        for named in views {
            let shown = named.windowIndicators(at: time).filter { $0.indicator.opacity > 0 }
            guard !shown.isEmpty else { continue }
            members.append(TraceField(named.name, .object(shown.map { i in
                TraceField(i.indicator.axis.rawValue, .object([TraceField("rect", .rect(i.indicator.rect)),
                                                               TraceField("opacity", .number(i.indicator.opacity))]))
            })))
        }
        return members.isEmpty ? nil : TraceField("indicators", .object(members))
    }
}
