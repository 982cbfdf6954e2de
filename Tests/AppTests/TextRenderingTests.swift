import Capture
import CubescrollTesting
import Foundation
import SceneKit
import TextRendering
import XCTest

/// The interface font: DejaVu Sans through fontconfig, shaped by HarfBuzz (kerning), rasterised by
/// FreeType (anti-aliased, at the framebuffer's pixel size), with a clear message when missing.
final class TextRenderingTests: XCTestCase {
    private var typesetter: Typesetter!

    override func setUpWithError() throws { typesetter = try Typesetter.system() }

    private func width(_ text: String, _ size: Double = 20, _ weight: FontWeight = .regular) -> Double {
        typesetter.width(of: text, size: size, weight: weight)
    }

    func testFontconfigFindsDejaVuSansRegularAndBold() {
        XCTAssertTrue(typesetter.files.regular.hasSuffix("/DejaVuSans.ttf"), typesetter.files.regular)
        XCTAssertTrue(typesetter.files.bold.hasSuffix("/DejaVuSans-Bold.ttf"), typesetter.files.bold)
    }

    func testWidthsAreProportionalKernedLinearInSizeAndWiderInBold() {
        XCTAssertLessThan(width("i") * 2, width("W"), "proportional: i is far narrower than W")
        XCTAssertLessThan(width("AV"), width("A") + width("V") - 0.5, "the font's kerning pulls A and V together")
        XCTAssertLessThan(width("To"), width("T") + width("o") - 0.5, "and T over o")
        XCTAssertEqual(width("Wednesday", 40), 2 * width("Wednesday", 20), accuracy: 1e-9, "linear in the size")
        XCTAssertGreaterThan(width("Wednesday", 20, .bold), width("Wednesday", 20, .regular) * 1.05)
        XCTAssertEqual(width(""), 0)
    }

    func testMetricsAreTheFontsCapHeightAndLineHeight() {
        let m = typesetter.metrics(size: 100, weight: .regular)
        // DejaVu Sans: cap height 1493 and ascender 1901, descender 483 of 2048 units per em.
        XCTAssertEqual(m.capHeight, 100 * 1493 / 2048, accuracy: 0.5, "the height of H")
        XCTAssertEqual(m.ascent, 100 * 1901 / 2048, accuracy: 0.5)
        XCTAssertEqual(m.descent, 100 * 483 / 2048, accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(m.lineHeight, m.ascent + m.descent)
    }

    func testBitmapsAreAntiAliasedCoverageOnTheBaseline() {
        let b = typesetter.bitmap(of: "Hg", pixelSize: 40, weight: .regular)
        XCTAssertEqual(Double(b.baseline), typesetter.metrics(size: 40, weight: .regular).capHeight, accuracy: 1.5,
                       "H's top is the bitmap's top row")
        XCTAssertGreaterThan(b.height, b.baseline + 5, "g descends below the baseline")
        XCTAssertEqual(b.advance, width("Hg", 40), accuracy: 1e-9)
        XCTAssertTrue(b.coverage.contains(255), "solid stems")
        XCTAssertGreaterThan(b.coverage.filter { $0 > 0 && $0 < 255 }.count, 20, "anti-aliased edges")
        let bold = typesetter.bitmap(of: "Hg", pixelSize: 40, weight: .bold)
        XCTAssertGreaterThan(bold.coverage.reduce(0) { $0 + Int($1) }, b.coverage.reduce(0) { $0 + Int($1) })
    }

    /// The atlas rasterises each glyph at the run's size times the pixel scale: at 2 pixels per
    /// point a glyph's atlas image is twice as tall, and its quad covers the same points.
    func testAtlasGlyphsAreRasterisedAtThePixelScale() throws {
        let run = TextRun("H", at: .init(x: 10, y: 10), size: 20, color: .white)
        let one = try XCTUnwrap(GlyphAtlas(typesetter: typesetter).quads(for: run, pixelsPerPoint: 1).first)
        let two = try XCTUnwrap(GlyphAtlas(typesetter: typesetter).quads(for: run, pixelsPerPoint: 2).first)
        XCTAssertEqual(Double(two.v1 - two.v0), 2 * Double(one.v1 - one.v0), accuracy: 2)
        XCTAssertEqual(two.y1 - two.y0, one.y1 - one.y0, accuracy: 1)
        let centred = TextRun("H", at: .init(x: 100, y: 10), size: 20, color: .white, alignment: .center)
        let c = try XCTUnwrap(GlyphAtlas(typesetter: typesetter).quads(for: centred, pixelsPerPoint: 1).first)
        XCTAssertEqual((c.x0 + c.x1) / 2, 100, accuracy: 1.5, "centred on its anchor")
    }

    /// Without DejaVu Sans (fontconfig configured with no fonts) capture stops before its first
    /// frame with one line naming the package, and exit 3; no trace is left.
    func testMissingFontNamesThePackageAndFails() throws {
        let dir = NSTemporaryDirectory() + "nofonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try "<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(dir)/cache</cachedir></fontconfig>\n"
            .write(toFile: dir + "/fonts.conf", atomically: true, encoding: .utf8)
        try #"{"window": {"width": 64, "height": 48}, "duration": 0.1}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try CubescrollProcess.run(["capture", dir + "/s.json", "--out", dir + "/out"],
                                               environment: ["FONTCONFIG_FILE": dir + "/fonts.conf"])
        XCTAssertEqual(result.status, 3, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("DejaVu Sans") && result.stderr.contains("fonts-dejavu-core"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }

    /// The trace header names the font files, so a capture is reproducible for given files.
    func testTraceHeaderNamesTheFontFiles() throws {
        let trace = try CubescrollProcess.trace(#"{"window": {"width": 64, "height": 48}, "duration": 0.1}"#,
                                                prefix: "fonts", test: self, file: #filePath, line: #line)
        XCTAssertEqual(trace.header.fonts, [typesetter.files.regular, typesetter.files.bold])
    }
}
