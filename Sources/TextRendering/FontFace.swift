import CFreeType
import CHarfBuzz
import SceneKit

/// One glyph of a shaped line: which glyph, and where relative to the pen, in ems.
struct ShapedGlyph: Hashable, Sendable {
    /// The font's glyph index (the same in HarfBuzz and FreeType: both read the same file).
    var glyph: UInt32
    /// Pen advance after this glyph, ems (kerning included).
    var advance: Double
    /// Offset of this glyph from the pen, ems (x right, y up).
    var offsetX: Double, offsetY: Double
}

/// A rasterised glyph: 8-bit coverage and where it sits relative to the pen on the baseline.
struct GlyphImage {
    var width: Int, height: Int
    /// Rows top first.
    var coverage: [UInt8]
    /// Pixels from the pen to the bitmap's left edge, and from the baseline up to its top.
    var left: Int, top: Int
}

/// One font file opened twice: by HarfBuzz to shape (advances, kerning from the font's tables)
/// and by FreeType to rasterise. Not thread-safe: `Typesetter` serialises every call.
final class FontFace {
    let path: String
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private let buffer: OpaquePointer
    /// Font design units per em.
    let unitsPerEm: Double
    /// Vertical metrics, ems (capHeight, ascent above the baseline, descent below it, line height).
    let capHeight: Double, ascent: Double, descent: Double, lineHeight: Double
    /// The pixel size FreeType is currently set to (26.6 fixed point), to skip redundant calls.
    private var currentSize: FT_F26Dot6 = 0

    init(library: FT_Library, path: String) throws(FontError) {
        self.path = path
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            throw FontError("cannot open the font \(path) with FreeType: reinstall fonts-dejavu-core")
        }
        guard let blob = hb_blob_create_from_file(path), hb_blob_get_length(blob) > 0 else {
            FT_Done_Face(face)
            throw FontError("cannot read the font \(path): reinstall fonts-dejavu-core")
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        self.face = face
        hbFont = font
        buffer = hb_buffer_create()
        let upem = Double(face.pointee.units_per_EM)
        unitsPerEm = upem
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        func metric(_ tag: hb_ot_metrics_tag_t, _ fallback: Double) -> Double {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) / upem : fallback
        }
        ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, Double(face.pointee.ascender) / upem)
        descent = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, Double(face.pointee.descender) / upem)
        // The height of 'H' as drawn (the OS/2 table's sCapHeight is not always the outline's).
        var h: hb_codepoint_t = 0
        var extents = hb_glyph_extents_t()
        if hb_font_get_nominal_glyph(font, 0x48, &h) != 0, hb_font_get_glyph_extents(font, h, &extents) != 0 {
            capHeight = Double(extents.y_bearing) / upem
        } else {
            capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT, ascent * 0.75)
        }
        lineHeight = ascent + descent + metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, 0)
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }

    /// `text` shaped left to right (HarfBuzz's default features: kerning and ligatures).
    func shape(_ text: String) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(glyph: infos[i].codepoint, advance: Double(positions[i].x_advance) / unitsPerEm,
                        offsetX: Double(positions[i].x_offset) / unitsPerEm,
                        offsetY: Double(positions[i].y_offset) / unitsPerEm)
        }
    }

    /// Glyph `glyph` rasterised at an em size of `pixelSize26` (26.6 fixed-point pixels), shifted
    /// right by `phase` 64ths of a pixel before rasterising (sub-pixel positioning); light hinting.
    func rasterise(_ glyph: UInt32, pixelSize26: Int, phase: Int) -> GlyphImage? {
        if currentSize != FT_F26Dot6(pixelSize26) {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize26), 72, 72) == 0 else { return nil }
            currentSize = FT_F26Dot6(pixelSize26)
        }
        guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_TARGET_LIGHT_VALUE)) == 0, let slot = face.pointee.glyph
        else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, phase != 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let source = bitmap.buffer, width > 0, height > 0 {
            for y in 0..<height {
                let row = pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch
                for x in 0..<width { coverage[y * width + x] = source[row + x] }
            }
        }
        return GlyphImage(width: width, height: height, coverage: coverage,
                          left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
