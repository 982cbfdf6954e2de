import CFreeType
import Foundation
import SceneKit

/// Identifies one rasterised glyph: face, glyph index, em size and sub-pixel phase.
package struct GlyphKey: Hashable, Sendable {
    var weight: FontWeight
    var glyph: UInt32
    /// Em size in 64ths of a pixel (FreeType's 26.6 fixed point).
    var pixelSize26: Int
    /// Horizontal shift in quarters of a pixel, 0…3 (sub-pixel positioning, so kerned spacing
    /// survives at small sizes instead of every glyph snapping to a whole pixel).
    var phase: Int
}

/// A glyph placed on a line: which image, and the whole-pixel pen position it hangs from.
struct PlacedGlyph {
    var key: GlyphKey
    /// Pen position on the baseline, framebuffer pixels.
    var x: Int, y: Int
}

/// The interface font (DejaVu Sans, regular and bold) through HarfBuzz and FreeType: measures
/// text for the scenes (`TextMeasuring`), places glyphs for the renderer's atlas and rasterises
/// lines for scenes that paint text into their own images.
///
/// Widths are linear in the size (unhinted advances), so a layout measured in points draws the
/// same at any pixel scale; glyphs are rasterised at the framebuffer's pixel size, so text is
/// sharp on HiDPI and after a zoom. Every call is serialised by one lock (FreeType faces are not
/// thread-safe); shaped lines are cached by string.
package final class Typesetter: TextMeasuring, @unchecked Sendable {
    /// The files in use (the trace header names them).
    package let files: FontFiles
    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [FontWeight: FontFace] = [:]
    private struct ShapeKey: Hashable { var text: String; var weight: FontWeight }
    private var shaped: [ShapeKey: [ShapedGlyph]] = [:]
    private var images: [GlyphKey: GlyphImage] = [:]
    /// Entries kept in each cache before it is emptied (bounds memory for endless new strings).
    static let cacheLimit = 8192

    /// Opens `files` with FreeType and HarfBuzz.
    /// - Throws: `FontError` when a file cannot be opened.
    package init(files: FontFiles) throws(FontError) {
        self.files = files
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError("FreeType failed to initialise") }
        self.library = library
        do {
            faces[.regular] = try FontFace(library: library, path: files.regular)
            faces[.bold] = try FontFace(library: library, path: files.bold)
        } catch {
            faces = [:]
            FT_Done_FreeType(library)
            self.library = nil
            throw error
        }
    }

    deinit {
        faces = [:]
        if let library { FT_Done_FreeType(library) }
    }

    private static let systemResult = Result<Typesetter, FontError> { () throws(FontError) -> Typesetter in
        try Typesetter(files: FontLocator.locate())
    }

    /// The typesetter for the fonts fontconfig finds (made once per process).
    /// - Throws: `FontError` naming fonts-dejavu-core when DejaVu Sans is not installed.
    package static func system() throws(FontError) -> Typesetter { try systemResult.get() }

    private func face(_ weight: FontWeight) -> FontFace { faces[weight]! }

    /// `text` shaped in `weight` (cached). Call with the lock held.
    private func shapedLocked(_ text: String, _ weight: FontWeight) -> [ShapedGlyph] {
        let key = ShapeKey(text: text, weight: weight)
        if let hit = shaped[key] { return hit }
        if shaped.count >= Self.cacheLimit { shaped.removeAll(keepingCapacity: true) }
        let glyphs = face(weight).shape(text)
        shaped[key] = glyphs
        return glyphs
    }

    package func width(of text: String, size: Double, weight: FontWeight) -> Double {
        guard !text.isEmpty, size.isFinite, size > 0 else { return 0 }
        lock.lock(); defer { lock.unlock() }
        return shapedLocked(text, weight).reduce(0) { $0 + $1.advance } * size
    }

    package func metrics(size: Double, weight: FontWeight) -> TextMetrics {
        let f = face(weight)
        return TextMetrics(capHeight: f.capHeight * size, ascent: f.ascent * size, descent: f.descent * size,
                           lineHeight: f.lineHeight * size)
    }

    /// The glyphs of `text` placed on a baseline: `x` is the pen's start and `baseline` its height,
    /// framebuffer pixels; `pixelSize` the em size in pixels.
    func place(_ text: String, weight: FontWeight, pixelSize: Double, x: Double, baseline: Int) -> [PlacedGlyph] {
        let size26 = Int((pixelSize * 64).rounded())
        let em = Double(size26) / 64
        lock.lock()
        let glyphs = shapedLocked(text, weight)
        lock.unlock()
        var pen = x, placed: [PlacedGlyph] = []
        placed.reserveCapacity(glyphs.count)
        for g in glyphs {
            let gx = pen + g.offsetX * em
            var whole = gx.rounded(.down), quarter = Int(((gx - whole) * 4).rounded())
            if quarter == 4 { whole += 1; quarter = 0 }
            placed.append(PlacedGlyph(key: GlyphKey(weight: weight, glyph: g.glyph, pixelSize26: size26, phase: quarter),
                                      x: Int(whole), y: baseline - Int((g.offsetY * em).rounded())))
            pen += g.advance * em
        }
        return placed
    }

    /// The image of `key` (cached; nil for a glyph FreeType cannot render).
    func image(_ key: GlyphKey) -> GlyphImage? {
        lock.lock(); defer { lock.unlock() }
        if let hit = images[key] { return hit }
        if images.count >= Self.cacheLimit { images.removeAll(keepingCapacity: true) }
        guard let image = face(key.weight).rasterise(key.glyph, pixelSize26: key.pixelSize26, phase: key.phase * 16)
        else { return nil }
        images[key] = image
        return image
    }

    package func bitmap(of text: String, pixelSize: Double, weight: FontWeight) -> TextBitmap {
        guard !text.isEmpty, pixelSize.isFinite, pixelSize > 0 else {
            return TextBitmap(width: 0, height: 0, coverage: [], baseline: 0, left: 0, advance: 0)
        }
        let advance = width(of: text, size: pixelSize, weight: weight)
        let parts = place(text, weight: weight, pixelSize: pixelSize, x: 0, baseline: 0).compactMap { p in
            image(p.key).map { (p, $0) }
        }.filter { $0.1.width > 0 && $0.1.height > 0 }
        guard let first = parts.first else {
            return TextBitmap(width: 0, height: 0, coverage: [], baseline: 0, left: 0, advance: advance)
        }
        var minX = first.0.x + first.1.left, maxX = minX, minY = first.0.y - first.1.top, maxY = minY
        for (p, g) in parts {
            minX = min(minX, p.x + g.left); maxX = max(maxX, p.x + g.left + g.width)
            minY = min(minY, p.y - g.top); maxY = max(maxY, p.y - g.top + g.height)
        }
        let w = maxX - minX, h = maxY - minY
        var coverage = [UInt8](repeating: 0, count: w * h)
        for (p, g) in parts {
            let ox = p.x + g.left - minX, oy = p.y - g.top - minY
            for y in 0..<g.height {
                for x in 0..<g.width {
                    let i = (oy + y) * w + ox + x
                    coverage[i] = max(coverage[i], g.coverage[y * g.width + x])
                }
            }
        }
        return TextBitmap(width: w, height: h, coverage: coverage, baseline: -minY, left: minX, advance: advance)
    }
}
