import SceneKit
import ScrollPhysics

/// The horizontal scroll indicator under the strip: shown while the strip scrolls, faded out after,
/// as UIScrollView's indicators. Time is passed in; the state is the last time scrolling was seen.
public struct ScrollIndicator: Sendable {
    /// UIKit keeps the indicator up briefly after motion ends, then fades it out (≈0.3 s, observed on
    /// iOS; Flutter's CupertinoScrollbar uses 1.2 s timeToFade and 250 ms fadeOut — we take UIKit's feel).
    public static let holdDuration = 0.3
    public static let fadeDuration = 0.25
    /// Bar thickness and gap below the strip, points (iOS draws a 2.5–3 pt bar).
    public static let thickness = 4.0
    public static let gap = 6.0
    /// The bar never gets shorter than this, points (iOS's minimum indicator length is ~36 pt).
    public static let minimumLength = 36.0

    /// The last time (seconds) the strip was scrolling, or nil if it never scrolled.
    public private(set) var lastActive: Double?

    public init() {}

    /// Records that the strip is scrolling at `time` (offset changed, or tracking/decelerating).
    public mutating func noteActivity(at time: Double) { lastActive = time }

    /// Opacity at `time`: 1 while active and for `holdDuration` after, then a linear fade to 0.
    public func alpha(at time: Double) -> Double {
        guard let last = lastActive else { return 0 }
        let idle = time - last - Self.holdDuration
        if idle <= 0 { return 1 }
        return max(0, 1 - idle / Self.fadeDuration)
    }

    /// The bar's rectangle for `offsetX` (window points): its length is the visible fraction of the
    /// content, shrunk further while rubber-banding past either end, as on iOS.
    public static func rect(layout: SceneLayout, offsetX: Double) -> Rect {
        let strip = layout.stripFrame
        let track = strip.insetBy(dx: 8, dy: 0).width
        let content = layout.contentSize.width
        guard track > 0, content > 0, offsetX.isFinite else { return .zero }
        let over = offsetX < 0 ? -offsetX : max(0, offsetX - layout.maxOffsetX)
        let visible = max(0, strip.width - over) / content
        let length = min(track, max(minimumLength, track * visible))
        let progress = layout.maxOffsetX > 0 ? min(max(offsetX / layout.maxOffsetX, 0), 1) : 0
        let x = strip.minX + 8 + (track - length) * progress
        return Rect(x: x, y: strip.maxY + gap, width: length, height: thickness)
    }
}
