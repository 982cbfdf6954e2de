import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the lock screen from the views' current geometry (reads only): each part at its window
/// position after every ancestor's offset and the rows' translation, rows clipped to the list.
enum LockscreenPainter {
    static let background = RGB(r: 0.04, g: 0.05, b: 0.08)
    static let wallpaper = RGBA(r: 0.11, g: 0.14, b: 0.24)
    static let openedPage = RGBA(r: 0.07, g: 0.08, b: 0.12)
    static let text = RGBA(r: 0.97, g: 0.98, b: 1)
    static let dimText = RGBA(r: 0.78, g: 0.82, b: 0.9)

    /// The scene as `c` has it, the status line measured with `measure`.
    static func draw(_ c: LockscreenController, measure: any TextMeasuring, into list: inout DrawList) {
        let size = c.layout.size, w = size.width, h = size.height
        list.reset(viewSize: size, background: background)
        let page0 = c.outer.convert(Rect(x: 0, y: 0, width: w, height: h), to: nil)
        let page1 = c.outer.convert(Rect(x: w, y: 0, width: w, height: h), to: nil)
        drawLockPage(c, page0, into: &list)
        drawOpenedPage(c, page1, into: &list)
        drawPageDots(c, into: &list)
        drawStatus(c, measure: measure, into: &list)
    }

    private static func drawLockPage(_ c: LockscreenController, _ page: Rect, into list: inout DrawList) {
        // The wallpaper: a vertical gradient of opaque bands (no blending, so screenshots stay opaque).
        let bands = 24
        for i in 0..<bands {
            let f = Double(i) / Double(bands - 1)
            let band = Rect(x: page.minX, y: page.minY + (page.height * Double(i) / Double(bands)).rounded(),
                            width: page.width, height: (page.height / Double(bands)).rounded(.up) + 1)
            list.addRect(band, color: RGBA(r: wallpaper.r + 0.09 * f, g: wallpaper.g - 0.03 * f, b: wallpaper.b + 0.04 * f))
        }
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
            let (hue, sat, val) = LockscreenLayout.rowColor(row.index)
            if row.scrollView.contentOffset.x > 0 {
                // What the card uncovers as it slides: where the swipe leads.
                let label = "open >"
                list.addText(label, at: Point(x: cell.maxX - 24,
                                              y: (cell.midY - 10).rounded()),
                             size: 20, color: RGBA(RGB(hue: hue, saturation: 0.35, value: 1)), alignment: .right, clip: clip)
            }
            let card = c.layout.card(in: row.scrollView.convert(row.cardArea, to: nil))
            list.addRect(card, color: RGBA(row.color), cornerRadius: LockscreenLayout.cardRadius, clip: clip)
            let icon = Rect(x: card.minX + 12, y: card.midY - 18, width: 36, height: 36)
            list.addRect(icon, color: RGBA(RGB(hue: hue, saturation: sat * 0.5, value: min(1, val + 0.2))), cornerRadius: 9, clip: clip)
            list.addText(String(row.index + 1), centeredAt: icon.midX, y: icon.midY - 10,
                         size: 20, color: RGBA(RGB(hue: hue, saturation: 0.7, value: 0.35)), clip: clip)
            list.addText("Notification \(row.index + 1)", at: Point(x: (icon.maxX + 12).rounded(), y: (card.minY + 12).rounded()),
                         size: 20, color: text, clip: clip)
            list.addText("swipe left: catches at \(Int(row.threshold)) pt, then pulls the pager",
                         at: Point(x: (icon.maxX + 12).rounded(), y: (card.minY + 40).rounded()),
                         size: 10, color: RGBA(r: 0.94, g: 0.95, b: 0.97), clip: clip)
            let age = "\(row.index * 3 + 1)m ago"
            list.addText(age, at: Point(x: card.maxX - 12, y: (card.minY + 14).rounded()),
                         size: 10, color: RGBA(r: 0.92, g: 0.93, b: 0.95), alignment: .right, clip: clip)
        }
    }

    private static func drawOpenedPage(_ c: LockscreenController, _ page: Rect, into list: inout DrawList) {
        guard page.maxX > 0, page.minX < c.layout.size.width else { return }
        list.addRect(page, color: openedPage)
        let tint = c.lastPulled.map { c.rows[$0].color } ?? RGB(r: 0.45, g: 0.48, b: 0.55)
        // The building: a tower in the pulled row's colour with a grid of lit windows.
        let bw = min(page.width * 0.36, 320.0), bh = page.height * 0.62
        let building = Rect(x: page.midX - bw / 2, y: page.maxY - bh - c.layout.footerHeight, width: bw, height: bh)
        list.addRect(building, color: RGBA(tint), cornerRadius: 10, clip: page)
        let cols = 4, rowsCount = max(3, Int(bh / 48))
        let gap = 12.0, ww = (bw - gap * Double(cols + 1)) / Double(cols), wh = (bh - 40 - gap * Double(rowsCount + 1)) / Double(rowsCount)
        for r in 0..<rowsCount {
            for k in 0..<cols {
                let lit = (r * 7 + k * 3) % 5 != 0
                let win = Rect(x: building.minX + gap + Double(k) * (ww + gap), y: building.minY + 40 + gap + Double(r) * (wh + gap),
                               width: ww, height: wh)
                list.addRect(win, color: lit ? RGBA(r: 1, g: 0.93, b: 0.7) : RGBA(r: tint.r * 0.65, g: tint.g * 0.65, b: tint.b * 0.65),
                             cornerRadius: 3, clip: page)
            }
        }
        let title = c.lastPulled.map { "Opened notification \($0 + 1)" } ?? "The second page"
        list.addText(title, centeredAt: page.midX, y: page.minY + c.layout.headerHeight * 0.55, size: 20, color: text, clip: page)
        list.addText("drag right (or press Left) to go back", centeredAt: page.midX,
                     y: page.minY + c.layout.headerHeight * 0.55 + 30, size: 10, color: dimText, clip: page)
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

    /// One line at the bottom right, fixed on screen: the fix level and threshold, and the keys.
    private static func drawStatus(_ c: LockscreenController, measure: any TextMeasuring, into list: inout DrawList) {
        let size = c.layout.size
        let line = "fix \(c.fix.rawValue)/3 | threshold \(Int(c.threshold)) pt | keys F, T"
        let width = measure.width(of: line, size: 10, weight: .regular)
        let panel = Rect(x: size.width - width - 28, y: size.height - c.layout.footerHeight + 3, width: width + 16, height: 20)
        list.addRect(panel, color: RGBA(r: 0.05, g: 0.06, b: 0.09), cornerRadius: 6)
        list.addText(line, at: Point(x: (panel.minX + 8).rounded(), y: (panel.minY + 5).rounded()), size: 10, color: text)
    }
}
