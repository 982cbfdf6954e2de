import SceneKit
import ScrollPhysics

/// Draws the conversation: each bubble that can be on screen at its current (sprung) place.
/// Reads the model only (update stays in `MessagesModel`).
enum MessagesDrawing {
    static let background = RGB(r: 1, g: 1, b: 1)
    /// iOS 7's sent blue and received grey, with their text colours.
    static let sentColor = RGBA(r: 0.0, g: 0.48, b: 1.0)
    static let receivedColor = RGBA(r: 0.898, g: 0.898, b: 0.918)
    static let sentText = RGBA.white
    static let receivedText = RGBA(r: 0.05, g: 0.05, b: 0.05)
    /// The time stamps' grey (iOS 7's secondary label grey).
    static let stampColor = RGBA(r: 0.56, g: 0.56, b: 0.58)

    static func draw(_ model: MessagesModel, size: Size, into list: inout DrawList) {
        list.reset(viewSize: size, background: background)
        let layout = model.layout
        let scroll = model.scrollView
        let offset = scroll.contentOffset, frame = scroll.frame
        // Items outside the tiled range rest on their anchors, so only the range can be on screen
        // (a displacement beyond the margin is clipped by the window anyway).
        let range = model.springs.range
        let lineHeight = layout.lineHeight
        // Springs move each bubble on its own, so a lagging bubble can reach into its neighbour;
        // drawn, a bubble never starts above the previous one's bottom plus `minimumGap`: the
        // column compresses like a stack instead of overlapping.
        var previousBottom = -Double.infinity
        if let first = range.first, first > 0 { previousBottom = frame.minY + layout.frames[first - 1].maxY - offset.y }
        for i in range {
            let rest = layout.frames[i]
            let sprung = frame.minY + rest.minY + model.springs.displacement(of: i) - offset.y
            let stamp = layout.stamps[i]
            let y = max(sprung, previousBottom + MessageLayout.minimumGap + (stamp == nil ? 0 : layout.stampHeight))
            previousBottom = y + rest.height
            // The stamp rides with the bubble under it, centred in the column.
            if let stamp, y > frame.minY, y - layout.stampHeight < frame.maxY {
                list.addText(stamp, centeredAt: frame.minX + layout.columnMidX - offset.x,
                             y: (y - layout.stampHeight + layout.stampSize * 0.4).rounded(), size: layout.stampSize,
                             color: stampColor, clip: frame)
            }
            let x = frame.minX + rest.minX - offset.x
            guard y < frame.maxY, y + rest.height > frame.minY else { continue }
            let sent = layout.sent[i], bubble = Rect(x: x, y: y, width: rest.width, height: rest.height)
            let radius = min(MessageLayout.cornerRadius * layout.textSize / 10, rest.height / 2)
            list.addRect(bubble, color: sent ? sentColor : receivedColor, cornerRadius: radius, clip: frame)
            if layout.hasTail[i] {
                list.addImage(sent ? MessageTail.sent : MessageTail.received,
                              in: MessageTail.rect(bubble: bubble, radius: radius, sent: sent), clip: frame)
            }
            var ty = y + layout.padding.y
            for line in layout.lines[layout.phrase[i]] {
                list.addText(line, at: Point(x: x + layout.padding.x, y: ty.rounded()), size: layout.textSize,
                             color: sent ? sentText : receivedText, clip: frame)
                ty += lineHeight
            }
        }
    }
}
