import Capture
import CubescrollTesting
import Foundation
import ImageFixtures
import ImageOutput
@testable import Scenes
import SceneKit
import ScrollPhysics
import XCTest

/// The photo browser on a folder of real files (`--dir`), written by the test with libjpeg-turbo
/// and libpng: a JPEG page against its golden, EXIF rotation, the bad-file corpus, a missing or
/// empty folder, and a 16000×12000 JPEG zoomed to one pixel per pixel in bounded memory.
final class PhotosFolderTests: XCTestCase {
    /// A photos script in a 640×360 window at 30 fps on the folder `dir`.
    func script(_ dir: String, _ events: String, duration: Double, window: String = "") -> String {
        """
        { "window": {"width": 640, "height": 360\(window)}, "fps": 30, "duration": \(duration),
          "scene": {"name": "photos", "dir": "\(dir)"}, "events": [\(events)] }
        """
    }

    /// The `photoFiles` member for page `k` in `frame`.
    func photo(_ frame: TraceFrame, _ k: Int) -> [TraceField] {
        if case .object(let m)? = frame.sceneObject("photoFiles")["page.\(k)"] { return m }
        return []
    }

    func testAJPEGPageLooksLikeItsGolden() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("a.jpg", 1600, 1200, quality: 90)
        dir.png("b.png", 900, 1200)
        let (out, result) = try CaptureRunner.capture(script(dir.path, """
            {"t": 0.1, "type": "capture", "name": "jpeg-page"}
            """, duration: 0.2), CaptureRunner.goldenArguments(), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        let a = photo(trace.last, 0)
        XCTAssertEqual(a.traceText("file"), "a.jpg")
        XCTAssertEqual(a["pixels"], .numbers([1600, 1200]))
        // Fitted at 0.3 (360/1200): level 1 (800×600, scale 0.5 ≥ 0.3) in 4×3 tiles.
        XCTAssertEqual(a.traceNumber("level"), 1)
        XCTAssertEqual(a.traceNumber("tiles"), 12)
        XCTAssertEqual(photo(trace.last, 1).traceText("file"), "b.png")
        XCTAssertEqual(trace.frames[0].eventsNamed("tileLoaded").filter { $0.traceNumber("page") == 0 }.count, 12)
    }

    func testAPhonePhotoWithEXIFOrientationSixStandsUpright() throws {
        let dir = try FixtureFolder(self)
        // Stored 1200×800 (sensor landscape), EXIF 6: shown 800×1200, turned clockwise.
        dir.jpeg("phone.jpg", 1200, 800, orientation: 6)
        let (out, result) = try CaptureRunner.capture(script(dir.path, """
            {"t": 0.1, "type": "capture", "name": "upright"}
            """, duration: 0.2), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        XCTAssertEqual(photo(trace.last, 0)["pixels"], .numbers([800, 1200]))
        // Fitted 240×360, centred at x 200…440. Upright top-left shows the stored bottom-left (blue),
        // top-right the stored top-left (red), bottom-left the stored bottom-right (yellow).
        let image = try PNGReader.read(path: out + "/upright.png")
        func color(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = image.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        let tl = color(262, 95), tr = color(378, 95), bl = color(262, 265)
        XCTAssertTrue(tl.2 > 100 && tl.0 < 70, "blue at top-left: \(tl)")
        XCTAssertTrue(tr.0 > 100 && tr.2 < 70 && tr.1 < 70, "red at top-right: \(tr)")
        XCTAssertTrue(bl.0 > 100 && bl.1 > 100 && bl.2 < 70, "yellow at bottom-left: \(bl)")
    }

    func testBadFilesShowAPlaceholderAndOneLineEachAndNothingStalls() throws {
        let dir = try FixtureFolder(self)
        let good = dir.jpeg("a-good.jpg", 800, 600)
        let data = Array(try Data(contentsOf: URL(fileURLWithPath: good)))
        dir.bytes("b-empty.jpg", [])
        dir.bytes("c-truncated.jpg", Array(data.prefix(data.count / 3)))
        dir.bytes("d-text.png", Array("not a photo".utf8))
        XCTAssertEqual(ifx_write_header_only(dir.file("e-declares-60000.jpg"), 0, 60000, 60000), 1)
        XCTAssertEqual(ifx_write_header_only(dir.file("f-declares-60000.png"), 1, 60000, 60000), 1)
        XCTAssertEqual(ifx_write_png_size(dir.file("g-zero.png"), 0, 0), 1)
        try FileManager.default.createSymbolicLink(atPath: dir.file("h-gone.jpg"), withDestinationPath: dir.file("nowhere"))
        dir.bytes("notes.txt", Array("skip me".utf8))
        // "right" turns a page every 0.4 s; page 2 (the truncated file) is at rest by 1.15 s.
        var events = (1...7).map { (Double($0) * 0.4, #"{"t": \#(Double($0) * 0.4), "type": "key", "key": "right"}"#) }
        events.append((1.15, #"{"t": 1.15, "type": "capture", "name": "truncated"}"#))
        let (out, result) = try CaptureRunner.capture(script(dir.path, events.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: ",\n"),
                                                             duration: 3.4), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("cubescroll: photos:") }
        let reasons = [
            "b-empty.jpg is empty (0 bytes)", "c-truncated.jpg is truncated (premature end of JPEG data): showing the part before the end",
            "d-text.png is not a JPEG or PNG file", "e-declares-60000.jpg declares 60000×60000 pixels",
            "f-declares-60000.png declares 60000×60000 pixels", "g-zero.png is not a valid PNG",
            "h-gone.jpg cannot be read: No such file or directory",
        ]
        for reason in reasons {
            XCTAssertEqual(lines.filter { $0.contains(reason) }.count, 1, "one line for \(reason) in\n\(result.stderr)")
        }
        XCTAssertEqual(lines.filter { $0.contains("skipped 1 file in") }.count, 1, result.stderr)
        XCTAssertEqual(lines.count, reasons.count + 1, result.stderr)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        XCTAssertEqual(trace.last.fields["page"], .number(7), "paged to the last file")
        XCTAssertEqual(photo(trace.last, 7).traceText("error"), "cannot be read: No such file or directory")
        // The truncated page shows what the file holds, as image viewers do: the photo at the top,
        // libjpeg's grey after the cut at the bottom (the 800×600 file fits 480×360 at 160…480 × 0…360).
        let image = try PNGReader.read(path: out + "/truncated.png")
        let top = image.pixel(x: 320, y: 60), bottom = image.pixel(x: 320, y: 300)
        XCTAssertTrue([Int(bottom.r), Int(bottom.g), Int(bottom.b)].allSatisfy { abs($0 - 128) <= 4 }, "grey after the cut: \(bottom)")
        XCTAssertFalse([Int(top.r), Int(top.g), Int(top.b)].allSatisfy { abs($0 - 128) <= 8 }, "the photo before the cut: \(top)")
    }

    func testAMissingOrEmptyFolderIsOneLineAndExitStatus2() throws {
        let dir = try FixtureFolder(self)
        dir.bytes("notes.txt", Array("no photos".utf8))
        for (path, expected) in [(dir.file("missing"), "does not exist"), (dir.path, "holds no JPEG or PNG photos (1 other file)"),
                                 (dir.file("notes.txt"), "is a file, not a folder")] {
            let (_, result) = try CaptureRunner.capture(script(path, "", duration: 0.1), test: self)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("--dir \(path) \(expected)"), result.stderr)
        }
    }

    func testTheLargestZoomIsOneImagePixelPerFramebufferPixel() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("a.jpg", 2400, 1800)
        let trace = try CaptureRunner.trace(script(dir.path, """
            {"t": 0.1, "type": "wheel", "dy": 30, "ctrl": true, "x": 320, "y": 180}
            """, duration: 1.5, window: #", "scale": 2"#), test: self)
        // Past the limit the wheel's pinch is rubber-banded; 0.1 s after the notch it ends and springs
        // back to the limit (a zoom bounce of about 0.8 s).
        XCTAssertGreaterThan(trace.frames.map { $0.scrollView("page.0")?.zoom ?? 0 }.max() ?? 0, 0.5)
        XCTAssertEqual(trace.last.scrollView("page.0")?.zoom ?? 0, 0.5, accuracy: 1e-9, "2 framebuffer pixels a point")
        XCTAssertEqual(photo(trace.last, 0).traceNumber("level"), 0)
    }

    /// A 16000×12000 JPEG (192 megapixels; 768 MB as RGBA) opens, pages away and back, zooms to one
    /// pixel per pixel in its bottom-right corner (past it, springing back) and pans there, with the capture's peak resident
    /// memory at most 512 MB (the benchmark row has the real figure) and only the visible tiles of
    /// the matching level resident.
    func testAHugeJPEGZoomsIntoACornerInBoundedMemory() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("a-huge.jpg", 16000, 12000, quality: 80)
        dir.jpeg("b.jpg", 640, 480)
        let (out, result) = try CaptureRunner.capture(script(dir.path, """
            {"t": 0.1, "type": "key", "key": "right"}, {"t": 0.6, "type": "key", "key": "left"},
            {"t": 1.2, "type": "wheel", "dy": 20, "ctrl": true, "x": 636, "y": 356},
            {"t": 2.4, "type": "capture", "name": "corner"},
            {"t": 2.5, "type": "drag", "from": [300, 100], "to": [500, 300], "duration": 0.3, "hold": 0.2},
            {"t": 3.4, "type": "capture", "name": "panned"}
            """, duration: 3.5), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024
        print("peak RSS of the huge-image capture: \(peakMB) MB")
        XCTAssertLessThanOrEqual(peakMB, 512)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        let corner = trace.frames[72]  // t 2.4: the wheel's zoom has sprung back from past the limit
        XCTAssertEqual(corner.scrollView("page.0")?.zoom ?? 0, 1, accuracy: 1e-9, "one image pixel per point")
        XCTAssertEqual(photo(corner, 0).traceNumber("level"), 0)
        // Level 5 (500×375: 2×2 tiles) stays; a 640×360 view of level 0 touches at most 4×3 tiles.
        XCTAssertLessThanOrEqual(photo(corner, 0).traceNumber("tiles"), 4 + 12)
        XCTAssertGreaterThan(photo(corner, 0).traceNumber("tiles"), 4)
        let loaded = trace.allEvents.filter { $0.event.name == "tileLoaded" && $0.event.traceNumber("level") == 0 }
        let unloaded = trace.allEvents.filter { $0.event.name == "tileUnloaded" && $0.event.traceNumber("level") == 0 }
        XCTAssertFalse(unloaded.isEmpty, "panning drops the tiles that leave the view")
        XCTAssertLessThanOrEqual(photo(trace.last, 0).traceNumber("tiles"), 4 + 12)
        XCTAssertGreaterThan(loaded.count, 12 - 1)
        // Sharp: the 1-pixel lines every 16 image pixels are 1 screen pixel wide and dark.
        let image = try PNGReader.read(path: out + "/corner.png")
        let darkColumns = (0..<640).filter { Int(image.pixel(x: $0, y: 200).g) < 60 && Int(image.pixel(x: $0, y: 200).r) < 60 }
        XCTAssertGreaterThan(darkColumns.count, 30, "grid lines resolved")
        XCTAssertLessThan(darkColumns.count, 60, "and thin")
    }
}
