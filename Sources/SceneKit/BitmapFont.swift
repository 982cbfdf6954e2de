/// The built-in bitmap font for titles, labels and help text: printable ASCII (32…126) drawn on
/// a 5×9 pixel grid (7 rows above the baseline, 2 for descenders) in a 6×10 cell, so one pixel of
/// spacing separates glyphs and lines. The glyphs were drawn for this project. Characters outside
/// ASCII are drawn as '?'.
///
/// A text of cell height `size` points scales the grid by `size / 10`; the renderer samples the
/// atlas with nearest filtering, so whole-number scales (`size` 10, 20 …) are crisp.
public enum BitmapFont {
    /// Cell size in font pixels.
    public static let cellWidth = 6, cellHeight = 10
    /// Glyph pixels per cell (the rest is spacing).
    public static let glyphWidth = 5, glyphRows = 9
    /// Distance between baselines of consecutive lines, as a multiple of the cell height.
    public static let lineHeight = 1.3
    /// First and last character in the table.
    public static let first: UInt8 = 32, last: UInt8 = 126

    /// Width in points of `text` at cell height `size` (one cell per character).
    public static func width(of text: String, size: Double) -> Double {
        Double(text.count) * size * Double(cellWidth) / Double(cellHeight)
    }

    /// The table index of `character` (that of '?' for characters the font lacks).
    public static func index(of character: Character) -> Int {
        guard let a = character.asciiValue, a >= first, a <= last else { return Int(UInt8(ascii: "?") - first) }
        return Int(a - first)
    }

    /// Whether pixel (`x`, `y`) of glyph `index` is on (x 0…4 left to right, y 0…8 top down).
    public static func isOn(glyph index: Int, x: Int, y: Int) -> Bool {
        guard (0..<glyphs.count).contains(index), (0..<glyphWidth).contains(x), (0..<glyphRows).contains(y) else { return false }
        return rows[index * glyphRows + y] & (1 << (glyphWidth - 1 - x)) != 0
    }

    /// The atlas as 8-bit coverage (0 or 255), glyphs side by side in one row of cells:
    /// `(last − first + 1)·cellWidth` × `cellHeight` pixels, rows top first.
    public static func atlas() -> (width: Int, height: Int, coverage: [UInt8]) {
        let count = glyphs.count
        let width = count * cellWidth, height = cellHeight
        var coverage = [UInt8](repeating: 0, count: width * height)
        for g in 0..<count {
            for y in 0..<glyphRows {
                for x in 0..<glyphWidth where isOn(glyph: g, x: x, y: y) {
                    coverage[y * width + g * cellWidth + x] = 255
                }
            }
        }
        return (width, height, coverage)
    }

    /// Each glyph's 9 rows as two hex digits each (bit 4 = leftmost pixel), from ' ' to '~'.
    static let glyphs: [String] = [
        "000000000000000000", "040404040400040000", "0A0A00000000000000", "0A0A1F0A1F0A0A0000", "040F140E051E040000", "181902040813030000",
        "0C12140815120D0000", "040400000000000000", "020408080804020000", "080402020204080000", "0004150E1504000000", "0004041F0404000000",
        "000000000004040800", "0000001F0000000000", "000000000000040000", "000102040810000000", "0E11131519110E0000", "040C040404040E0000",
        "0E11010204081F0000", "1F02040201110E0000", "02060A121F02020000", "1F101E0101110E0000", "0608101E11110E0000", "1F0102040808080000",
        "0E11110E11110E0000", "0E11110F01020C0000", "000004000004000000", "000004000004040800", "020408100804020000", "00001F001F00000000",
        "080402010204080000", "0E1101020400040000", "0E11010D15150E0000", "0E11111F1111110000", "1E11111E11111E0000", "0E11101010110E0000",
        "1C12111111121C0000", "1F10101E10101F0000", "1F10101E1010100000", "0E11101711110F0000", "1111111F1111110000", "0E04040404040E0000",
        "0702020202120C0000", "111214181412110000", "1010101010101F0000", "111B15151111110000", "111119151311110000", "0E11111111110E0000",
        "1E11111E1010100000", "0E11111115120D0000", "1E11111E1412110000", "0F10100E01011E0000", "1F0404040404040000", "1111111111110E0000",
        "11111111110A040000", "1111111515150A0000", "11110A040A11110000", "11110A040404040000", "1F01020408101F0000", "0E08080808080E0000",
        "001008040201000000", "0E02020202020E0000", "040A11000000000000", "0000000000001F0000", "080400000000000000", "00000E010F110F0000",
        "1010161911111E0000", "00000E1010110E0000", "01010D1311110F0000", "00000E111F100E0000", "0609081C0808080000", "00000F11110F01110E",
        "101016191111110000", "04000C0404040E0000", "02000602020202120C", "101012141814120000", "0C04040404040E0000", "00001A151511110000",
        "000016191111110000", "00000E1111110E0000", "00001E11111E101010", "00000F11110F010101", "000016191010100000", "00000F100E011E0000",
        "08081C080809060000", "0000111111130D0000", "00001111110A040000", "0000111115150A0000", "0000110A040A110000", "00001111110F01110E",
        "00001F0204081F0000", "020404080404020000", "040404040404040000", "080404020404080000", "000008150200000000",
    ]

    /// `glyphs` decoded: row `y` of glyph `g` at `g·glyphRows + y`.
    static let rows: [UInt8] = glyphs.flatMap { hex in
        stride(from: 0, to: hex.count, by: 2).map { i in
            let start = hex.index(hex.startIndex, offsetBy: i)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
        }
    }
}
