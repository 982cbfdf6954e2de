import SceneKit
import ScrollPhysics

/// The pager's second page: the notification the row was pulled open, as its app shows it — a
/// card in the app's colour with its icon, its name, how long ago and the whole message (wrapped
/// by words), centred in the page with the way back under it. Before any row was pulled (the pager dragged itself) it says
/// what the page is for.
enum LockscreenOpenedPage {
    /// The card's widest width and its padding, points.
    static let maxWidth = 560.0, padding = 24.0
    /// The message's em size and line height, points.
    static let messageSize = 20.0, lineHeight = 28.0
    /// The card is never shorter than this (points), so the page reads as an app's screen.
    static let minimumHeight = 180.0

    static func draw(_ c: LockscreenController, _ page: Rect, text measure: any TextMeasuring, into list: inout DrawList) {
        guard page.maxX > 0, page.minX < c.layout.size.width else { return }
        list.addRect(page, color: LockscreenPainter.openedPage)
        let dim = LockscreenPainter.dimText
        let top = page.minY + c.layout.headerHeight * 0.55
        guard let k = c.lastPulled else {
            list.addText("Drag a notification left to open it here", centeredAt: page.midX, y: top, size: 20,
                         color: LockscreenPainter.text, clip: page)
            return
        }
        let note = LockscreenNotifications.notification(k), tint = c.rows[k].color
        let width = min(maxWidth, page.width - 2 * padding)
        let lines = TextMeasurement.wrap(note.text, maxWidth: width - 2 * padding) {
            measure.width(of: $0, size: messageSize, weight: .regular)
        }
        let height = max(minimumHeight, padding + 48 + 20 + Double(lines.count) * lineHeight + padding)
        // Centred in the page above the page dots, the way back under it.
        let middle = page.minY + (page.height - c.layout.footerHeight) / 2
        let card = Rect(x: (page.midX - width / 2).rounded(), y: max(top, middle - height / 2).rounded(), width: width.rounded(),
                        height: height)
        list.addText("drag right (or press Left) to go back to the lock screen", centeredAt: page.midX, y: card.maxY + 18,
                     size: 10, color: dim, clip: page)
        list.addRect(card, color: RGBA(tint), cornerRadius: 16, clip: page)
        // The app's icon (white, its initial in the app's colour), its name and the age.
        let icon = Rect(x: card.minX + padding, y: card.minY + padding, width: 48, height: 48)
        list.addRect(icon, color: RGBA(r: 1, g: 1, b: 1, a: 0.95), cornerRadius: 12, clip: page)
        list.addText(String(note.app.prefix(1)), centeredAt: icon.midX, y: icon.midY - 13, size: 26, weight: .bold,
                     color: RGBA(tint), clip: page)
        list.addText(note.app, at: Point(x: icon.maxX + 14, y: (icon.midY - 12).rounded()), size: 20, weight: .bold,
                     color: .white, clip: page)
        list.addText(LockscreenNotifications.age(k), at: Point(x: card.maxX - padding, y: (icon.midY - 7).rounded()),
                     size: 10, color: RGBA(r: 1, g: 1, b: 1, a: 0.85), alignment: .right, clip: page)
        for (i, line) in lines.enumerated() {
            list.addText(line, at: Point(x: card.minX + padding, y: icon.maxY + 20 + Double(i) * lineHeight), size: messageSize,
                         color: .white, clip: page)
        }
    }
}
