import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the lock screen from the views' current geometry (reads only): each part at its window
/// position after every ancestor's offset and the rows' translation, rows clipped to the list.
enum LockscreenPainter {
    static let background = RGB(r: 0.04, g: 0.05, b: 0.08)
    static let openedPage = RGBA(r: 0.07, g: 0.08, b: 0.12)
    static let text = RGBA(r: 0.97, g: 0.98, b: 1)
    static let dimText = RGBA(r: 0.78, g: 0.82, b: 0.9)

    static func draw(_ c: LockscreenController, text: any TextMeasuring, into list: inout DrawList) {
        let size = c.layout.size, w = size.width, h = size.height
        list.reset(viewSize: size, background: background)
        let page0 = c.outer.convert(Rect(x: 0, y: 0, width: w, height: h), to: nil)
        let page1 = c.outer.convert(Rect(x: w, y: 0, width: w, height: h), to: nil)
        drawLockPage(c, page0, into: &list)
        LockscreenOpenedPage.draw(c, page1, text: text, into: &list)
        drawPageDots(c, into: &list)
    }

    private static func drawLockPage(_ c: LockscreenController, _ page: Rect, into list: inout DrawList) {
        // The wallpaper moves with the first page (stretched: its patches are soft).
        if page.maxX > 0 { list.addImage(LockscreenWallpaper.texture, in: page) }
        // Clock and date sit at the bottom of the header, clear of the window's title panel.
        let header = c.layout.headerHeight
        let clockSize = header >= 170 ? 60.0 : 40.0
        let dateTop = page.minY + header - 30
        list.addText("9:41", centeredAt: page.midX, y: dateTop - 8 - clockSize, size: clockSize, color: text)
        list.addText("Wednesday, 10 June", centeredAt: page.midX, y: dateTop, size: 20, color: dimText)
        drawRows(c, into: &list)
        list.addText("< swipe a notification left", at: Point(x: (page.minX + 16).rounded(),
                     y: (page.maxY - c.layout.footerHeight + 8).rounded()), size: 10, color: dimText)
    }

    /// A card: dark glass over the wallpaper (iOS 7's notifications are translucent panels over it).
    static let card = RGBA(r: 0.03, g: 0.04, b: 0.08, a: 0.5)

    private static func drawRows(_ c: LockscreenController, into list: inout DrawList) {
        let window = Rect(origin: .zero, size: c.layout.size)
        let listRect = c.list.convert(c.list.bounds, to: nil)
        let x0 = max(listRect.minX, window.minX), y0 = max(listRect.minY, window.minY)
        let x1 = min(listRect.maxX, window.maxX), y1 = min(listRect.maxY, window.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let clip = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        for row in c.rows {
            let cell = row.convert(row.bounds, to: nil)
            guard cell.maxY > clip.minY, cell.minY < clip.maxY else { continue }
            let (hue, _, _) = LockscreenLayout.rowColor(row.index)
            let card = c.layout.card(in: row.scrollView.convert(row.cardArea, to: nil))
            if row.scrollView.contentOffset.x > 0, card.maxX < clip.maxX {
                // What the card uncovers as it slides (only beside it: the glass would show it through).
                let beside = Rect(x: max(clip.minX, card.maxX), y: clip.minY, width: clip.maxX - max(clip.minX, card.maxX),
                                  height: clip.height)
                list.addText("open >", at: Point(x: cell.maxX - 24, y: (cell.midY - 10).rounded()),
                             size: 20, color: RGBA(RGB(hue: hue, saturation: 0.35, value: 1)), alignment: .right, clip: beside)
            }
            let note = LockscreenNotifications.notification(row.index)
            list.addRect(card, color: Self.card, cornerRadius: LockscreenLayout.cardRadius, clip: clip)
            // The app's icon: a rounded square in the row's colour with the app's initial.
            let icon = Rect(x: card.minX + 12, y: card.midY - 18, width: 36, height: 36)
            list.addRect(icon, color: RGBA(row.color), cornerRadius: 9, clip: clip)
            list.addText(String(note.app.prefix(1)), centeredAt: icon.midX, y: icon.midY - 10, size: 20, weight: .bold,
                         color: .white, clip: clip)
            let textX = (icon.maxX + 12).rounded()
            list.addText(note.app.uppercased(), at: Point(x: textX, y: (card.minY + 12).rounded()), size: 10, weight: .bold,
                         color: dimText, clip: clip)
            list.addText(note.text, at: Point(x: textX, y: (card.minY + 30).rounded()), size: 20, color: text, clip: clip)
            list.addText(LockscreenNotifications.age(row.index), at: Point(x: card.maxX - 12, y: (card.minY + 12).rounded()),
                         size: 10, color: dimText, alignment: .right, clip: clip)
        }
    }

    private static func drawPageDots(_ c: LockscreenController, into list: inout DrawList) {
        let size = c.layout.size
        let progress = min(max(c.outer.contentOffset.x / max(1, size.width), 0), 1)
        let y = size.height - c.layout.footerHeight / 2 + 4
        for k in 0..<2 {
            let on = k == 0 ? 1 - progress : progress
            let d = Rect(x: size.width / 2 - 14 + Double(k) * 20, y: y, width: 8, height: 8)
            let v = 0.4 + 0.58 * on
            list.addRect(d, color: RGBA(r: v, g: v, b: min(1, v + 0.05)), cornerRadius: 4)
        }
    }
}
