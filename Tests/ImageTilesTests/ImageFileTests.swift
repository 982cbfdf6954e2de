import Foundation
import ImageFixtures
@testable import ImageTiles
import CubescrollTesting
import XCTest

/// Reading files a region at a time: headers, exact PNG regions, scaled JPEG regions against the
/// full-size pixels, EXIF orientation, and the bad files a folder of photos may hold.
final class ImageFileTests: XCTestCase {
    func testAPNGRegionAtFullSizeIsExactlyThePattern() throws {
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.png("p.png", 300, 200))
        XCTAssertEqual([file.width, file.height], [300, 200])
        XCTAssertEqual(file.format, .png)
        let region = PixelRect(x: 37, y: 150, width: 41, height: 50)
        let pixels = try file.decode(level: 0, region: region)
        for y in 0..<region.height { for x in 0..<region.width {
            let k = (y * region.width + x) * 4
            XCTAssertEqual(Array(pixels[k..<k + 3]), FixtureFolder.pattern(region.x + x, region.y + y, 300, 200), "at \(x),\(y)")
            XCTAssertEqual(pixels[k + 3], 255)
        } }
    }

    func testACoarseLevelIsTheMeanOfTheFullSizePixelsUnderIt() throws {
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.png("p.png", 203, 101))
        XCTAssertEqual(file.size(atLevel: 2).width, 51)
        XCTAssertEqual(file.size(atLevel: 2).height, 26)
        let pixels = try file.decode(level: 2, region: PixelRect(x: 0, y: 0, width: 51, height: 26))
        // The last column and row cover 3 and 1 full-size pixels: the mean of those.
        for (x, y) in [(0, 0), (7, 3), (50, 25), (50, 0), (20, 25)] {
            var sum = [0, 0, 0], n = 0
            for fy in (y * 4)..<min(101, y * 4 + 4) { for fx in (x * 4)..<min(203, x * 4 + 4) {
                let p = FixtureFolder.pattern(fx, fy, 203, 101)
                for c in 0..<3 { sum[c] += Int(p[c]) }
                n += 1
            } }
            let k = (y * 51 + x) * 4
            for c in 0..<3 { XCTAssertEqual(Int(pixels[k + c]), (sum[c] + n / 2) / n, "level 2 pixel \(x),\(y) channel \(c)") }
        }
    }

    func testAScaledJPEGRegionMatchesTheAverageOfItsFullSizeDecode() throws {
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.jpeg("j.jpg", 1000, 700))
        XCTAssertEqual(file.format, .jpeg)
        // Level 4 (1/16: libjpeg's 1/8 then a 2×2 box) of a region, against level 0 of the same part averaged.
        let region = PixelRect(x: 10, y: 5, width: 30, height: 20)
        let coarse = try file.decode(level: 4, region: region)
        let full = try file.decode(level: 0, region: PixelRect(x: 160, y: 80, width: 480, height: 320))
        var error = 0.0
        for y in 0..<20 { for x in 0..<30 { for c in 0..<3 {
            var sum = 0
            for fy in 0..<16 { for fx in 0..<16 { sum += Int(full[((y * 16 + fy) * 480 + x * 16 + fx) * 4 + c]) } }
            error += abs(Double(coarse[(y * 30 + x) * 4 + c]) - Double(sum) / 256)
        } } }
        XCTAssertLessThan(error / (20 * 30 * 3), 3, "mean difference per channel")
    }

    func testEXIFOrientationTurnsThePhotoUpright() throws {
        let dir = try FixtureFolder(self)
        // Stored 60×40; quadrants top-left red, top-right green, bottom-left blue, bottom-right yellow.
        for orientation in ImageOrientation.allCases {
            let file = try ImageFile.probe(path: dir.png("o\(orientation.rawValue).png", 60, 40, orientation: orientation.rawValue))
            XCTAssertEqual(file.orientation, orientation)
            let (w, h) = orientation.swapsAxes ? (40, 60) : (60, 40)
            XCTAssertEqual([file.width, file.height], [w, h])
            let pixels = try file.decode(level: 0, region: PixelRect(x: 0, y: 0, width: w, height: h))
            // Every upright pixel is the stored pixel EXIF says is shown there.
            for (dx, dy) in [(1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2), (17, 9)] {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (dx, dy)
                case .mirrored: (sx, sy) = (59 - dx, dy)
                case .down: (sx, sy) = (59 - dx, 39 - dy)
                case .downMirrored: (sx, sy) = (dx, 39 - dy)
                case .leftMirrored: (sx, sy) = (dy, dx)
                case .right: (sx, sy) = (dy, 39 - dx)
                case .rightMirrored: (sx, sy) = (59 - dy, 39 - dx)
                case .left: (sx, sy) = (59 - dy, dx)
                }
                let k = (dy * w + dx) * 4
                XCTAssertEqual(Array(pixels[k..<k + 3]), FixtureFolder.pattern(sx, sy, 60, 40), "orientation \(orientation) at \(dx),\(dy)")
            }
        }
        // A phone photo (JPEG, orientation 6: turn clockwise): the stored bottom-left (blue) is upright top-left.
        let phone = try ImageFile.probe(path: dir.jpeg("phone.jpg", 64, 48, orientation: 6))
        XCTAssertEqual([phone.width, phone.height], [48, 64])
        let upright = try phone.decode(level: 0, region: PixelRect(x: 0, y: 0, width: 48, height: 64))
        let k = (5 * 48 + 5) * 4
        XCTAssertGreaterThan(Int(upright[k + 2]), 110, "blue at the upright top-left")
        XCTAssertLessThan(Int(upright[k]), 60)
    }

    /// Each bad file fails with one line that says what is wrong, before any pixel memory is allocated.
    func testBadFilesFailWithAReason() throws {
        let dir = try FixtureFolder(self)
        let good = dir.jpeg("good.jpg", 400, 300)
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        var cases: [(String, String)] = [
            (dir.bytes("empty.jpg", []), "is empty (0 bytes)"),
            (dir.bytes("text.jpg", Array("hello, not a photo\n".utf8)), "is not a JPEG or PNG file"),
            (dir.bytes("header-only.jpg", Array(data.prefix(20))), "is truncated"),
            (dir.bytes("truncated.png", Array(try Data(contentsOf: URL(fileURLWithPath: dir.png("t.png", 300, 300))).prefix(900))), "is truncated"),
        ]
        // Corrupt: a frame header whose component count disagrees with its length.
        var corrupt = Array(data)
        let sof = (2..<corrupt.count - 1).first { corrupt[$0] == 0xFF && corrupt[$0 + 1] == 0xC0 }!
        corrupt[sof + 9] = 7
        cases.append((dir.bytes("corrupt.jpg", corrupt), "is not a valid JPEG: Bogus marker length"))
        // Corrupt PNG: compressed image data bytes flipped.
        var flipped = Array(try Data(contentsOf: URL(fileURLWithPath: dir.png("f.png", 64, 64))))
        let idat = (8..<flipped.count - 4).first { flipped[$0..<$0 + 4] == [0x49, 0x44, 0x41, 0x54] }!
        flipped[idat + 10] ^= 0x55
        cases.append((dir.bytes("corrupt.png", flipped), "is not a valid PNG: IDAT"))
        let lying = dir.file("huge.jpg"), lyingPNG = dir.file("huge.png"), zero = dir.file("zero.png"), zeroJPEG = dir.file("zero.jpg")
        XCTAssertEqual(ifx_write_header_only(lying, 0, 60000, 60000), 1)
        XCTAssertEqual(ifx_write_header_only(lyingPNG, 1, 60000, 60000), 1)
        XCTAssertEqual(ifx_write_png_size(zero, 0, 0), 1)
        XCTAssertEqual(ifx_write_header_only(zeroJPEG, 0, 0, 0), 1)
        cases += [(lying, "declares 60000×60000 pixels, more than the 250-megapixel limit"),
                  (lyingPNG, "declares 60000×60000 pixels, more than the 250-megapixel limit"),
                  (zero, "is not a valid PNG"), (zeroJPEG, "is not a valid JPEG"),
                  (dir.file("missing.jpg"), "cannot be read: No such file or directory")]
        for (path, expected) in cases {
            do {
                let file = try ImageFile.probe(path: path)
                let (w, h) = file.size(atLevel: 3)
                _ = try file.decode(level: 3, region: PixelRect(x: 0, y: 0, width: w, height: h))
                XCTFail("\(path) opened")
            } catch {
                XCTAssertTrue(error.reason.contains(expected), "\(path): \(error.reason)")
                XCTAssertFalse(error.reason.contains("\n"), "one line")
            }
        }
        // Unreadable permissions (root reads anything, so only checked for other users).
        let locked = dir.jpeg("locked.jpg", 32, 32)
        chmod(locked, 0)
        if geteuid() != 0 {
            XCTAssertThrowsError(try ImageFile.probe(path: locked)) {
                XCTAssertEqual(($0 as? ImageFileError)?.reason, "cannot be read: Permission denied")
            }
        }
    }

    /// A JPEG cut short in its image data shows what it holds, as image viewers do: the rows before
    /// the cut are the picture, the rest grey, with a note saying so; a region wholly before the cut
    /// decodes with no note.
    func testATruncatedJPEGDecodesItsFirstPartWithANote() throws {
        let dir = try FixtureFolder(self)
        let good = dir.jpeg("good.jpg", 400, 300)
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        let cut = try ImageFile.probe(path: dir.bytes("cut.jpg", Array(data.prefix(data.count / 2))))
        let whole = try ImageFile.probe(path: good)
        let all = PixelRect(x: 0, y: 0, width: 400, height: 300)
        let (pixels, note) = try cut.decodeNoting(level: 0, region: all)
        XCTAssertEqual(note, "is truncated (premature end of JPEG data): showing the part before the end")
        let reference = try whole.decode(level: 0, region: all)
        // The first rows are the photo's; the last row is libjpeg's grey fill, not the photo.
        for x in stride(from: 0, to: 400, by: 37) {
            for k in 0..<3 { XCTAssertEqual(Double(pixels[(10 * 400 + x) * 4 + k]), Double(reference[(10 * 400 + x) * 4 + k]), accuracy: 2) }
        }
        let last = (299 * 400 + 200) * 4
        XCTAssertTrue((0..<3).allSatisfy { abs(Int(pixels[last + $0]) - 128) <= 3 }, "grey after the cut")
        XCTAssertTrue((0..<3).contains { abs(Int(reference[last + $0]) - 128) > 10 }, "the photo is not grey there")
        // The top 16 rows lie before the cut: decoded whole, no note.
        XCTAssertNil(try cut.decodeNoting(level: 0, region: PixelRect(x: 0, y: 0, width: 400, height: 16)).note)
        // Cut inside its header, a JPEG still cannot be shown.
        XCTAssertThrowsError(try ImageFile.probe(path: dir.bytes("header.jpg", Array(data.prefix(20)))))
    }

    func testAProgressiveJPEGTooLargeForTheMemoryLimitFailsCleanly() throws {
        // A progressive JPEG holds every coefficient while decoding: 2 bytes a sample. 9000×8000 needs
        // ~216 MB (4:2:0), over the 192 MiB limit: libjpeg refuses instead of allocating it.
        let dir = try FixtureFolder(self)
        let file = try ImageFile.probe(path: dir.jpeg("p.jpg", 9000, 8000, quality: 50, progressive: true))
        XCTAssertThrowsError(try file.decode(level: 5, region: PixelRect(x: 0, y: 0, width: 16, height: 16))) {
            XCTAssertTrue(($0 as! ImageFileError).reason.contains("is not a valid JPEG"), "\($0)")
        }
        // A small progressive one decodes.
        let small = try ImageFile.probe(path: dir.jpeg("s.jpg", 300, 200, progressive: true))
        XCTAssertEqual(try small.decode(level: 1, region: PixelRect(x: 0, y: 0, width: 150, height: 100)).count, 150 * 100 * 4)
    }
}
