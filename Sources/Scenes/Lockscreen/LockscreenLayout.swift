import ScrollPhysics

/// Where the lock screen's parts go for a window size (points): the clock header and the list of
/// notification rows on the pager's first page, the footer with the page dots, the cards inside
/// the rows. Pure geometry; see docs/techniques/nested-scroll-views.md, "The technique".
struct LockscreenLayout: Equatable {
    /// The window size, points.
    let size: Size
    /// Number of rows in the list.
    let rowCount: Int

    /// Height of one row (one cell of the list), points; the card leaves `cardInset` around it.
    static let rowHeight = 76.0
    /// Space between a card and its cell's edges, points (horizontal, vertical).
    static let cardInset = Point(x: 16, y: 6)
    /// Card corner radius, points.
    static let cardRadius = 12.0

    /// The clock header's height: 30% of the window, at least 90 pt and at most 170 pt.
    var headerHeight: Double { min(170, max(90, size.height * 0.3)) }
    /// The footer (hint line and page dots) height, points.
    var footerHeight: Double { min(56, max(36, size.height * 0.1)) }

    /// The outer pager: the whole window, two pages.
    var outerFrame: Rect { Rect(origin: .zero, size: size) }
    var outerContentSize: Size { Size(width: 2 * size.width, height: size.height) }

    /// The list, in the pager's content (page 0): full width (the row's page must equal the
    /// pager's page, docs: "Layout"), between the header and the footer.
    var listFrame: Rect {
        Rect(x: 0, y: headerHeight, width: size.width, height: max(1, size.height - headerHeight - footerHeight))
    }
    var listContentSize: Size { Size(width: size.width, height: Double(rowCount) * Self.rowHeight) }

    /// Cell `k` in the list's content.
    func cellFrame(_ k: Int) -> Rect {
        Rect(x: 0, y: Double(k) * Self.rowHeight, width: size.width, height: Self.rowHeight)
    }

    /// The card inside a cell's content area (cell-local coordinates).
    func card(in area: Rect) -> Rect {
        Rect(x: area.minX + Self.cardInset.x, y: area.minY + Self.cardInset.y,
             width: max(1, area.width - 2 * Self.cardInset.x), height: max(1, area.height - 2 * Self.cardInset.y))
    }

    /// The colour of row `k`: hues spread by the golden ratio so neighbours differ.
    static func rowColor(_ k: Int) -> (hue: Double, saturation: Double, value: Double) {
        let h = 0.58 + Double(k) * 0.618_034
        return (h - h.rounded(.down), 0.55, 0.78)
    }
}
