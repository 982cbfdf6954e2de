import CubescrollTesting
import Foundation
import ImageOutput
import ImageTiles
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// What the photo browser shows around the photos and where they come from: the Pictures folder
/// (xdg-user-dirs) in the window without `--dir`, generated photos that look like photographs with
/// their names and a hint otherwise, a page pill that shows over dark photos, and renders that
/// cover their area exactly (no dark seam at a photo's or a sharp patch's edge).
final class PhotosLookTests: XCTestCase {
    private func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case let .text(run, _) = $0 { return run.string }; return nil }
    }

    private func environment(home: String, config: String? = nil, dirs: String?) throws -> [String: String] {
        let configDir = config ?? home + "/.config"
        try FileManager.default.createDirectory(atPath: configDir, withIntermediateDirectories: true)
        if let dirs { try dirs.write(toFile: configDir + "/user-dirs.dirs", atomically: true, encoding: .utf8) }
        var env = ["HOME": home]
        if let config { env["XDG_CONFIG_HOME"] = config }
        return env
    }

    func testThePicturesFolderIsReadAsXdgUserDirsWritesIt() throws {
        let dir = try FixtureFolder(self), home = dir.path
        let header = "# This file is written by xdg-user-dirs-update\n"
        XCTAssertEqual(PhotoFolder.picturesDirectory(environment: try environment(home: home, dirs:
            header + "XDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n")), home + "/Bilder")
        // XDG_CONFIG_HOME, an absolute value, and the last line winning.
        XCTAssertEqual(PhotoFolder.picturesDirectory(environment: try environment(home: home, config: home + "/cfg", dirs:
            "XDG_PICTURES_DIR=\"$HOME/a\"\n  XDG_PICTURES_DIR=\"/srv/photos\"\n")), "/srv/photos")
        // The home folder itself means "not used"; a missing line or file, or a malformed value, is no folder.
        for dirs in ["XDG_PICTURES_DIR=\"$HOME/\"\n", "XDG_PICTURES_DIR=\"$HOME\"\n", "XDG_MUSIC_DIR=\"$HOME/Music\"\n",
                     "XDG_PICTURES_DIR=$HOME/Pictures\n", "XDG_PICTURES_DIR=\"Pictures\"\n"] {
            XCTAssertNil(PhotoFolder.picturesDirectory(environment: try environment(home: home, dirs: dirs)), dirs)
        }
        XCTAssertNil(PhotoFolder.picturesDirectory(environment: try environment(home: home + "/nobody", dirs: nil)))
        // A relative XDG_CONFIG_HOME is ignored (the spec says so): ~/.config is read.
        var env = try environment(home: home, dirs: "XDG_PICTURES_DIR=\"$HOME/Pics\"\n")
        env["XDG_CONFIG_HOME"] = "relative/cfg"
        XCTAssertEqual(PhotoFolder.picturesDirectory(environment: env), home + "/Pics")
    }

    func testTheWindowOpensThePicturesFolderWhenItHoldsPhotos() throws {
        let dir = try FixtureFolder(self), home = dir.path
        let env = try environment(home: home, dirs: "XDG_PICTURES_DIR=\"$HOME/Pictures\"\n")
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        let size = Size(width: 640, height: 360)
        // An empty Pictures folder: the generated photos stay, with the hint how to open a folder.
        let scene = PhotosScene.make(size: size)
        XCTAssertFalse(scene.openPictures(environment: env))
        var list = DrawList()
        scene.draw(into: &list, time: 0)
        XCTAssertTrue(texts(list).contains(PhotoImage(index: 0).name))
        XCTAssertTrue(texts(list).contains(PhotosScene.sampleHint))
        // With a photo in it, the browser shows that folder: its file's name, no hint.
        dir.jpeg("Pictures/IMG_0001.jpg", 320, 240)
        XCTAssertTrue(scene.openPictures(environment: env))
        XCTAssertEqual(scene.count, 1)
        scene.advance(to: 0.1)
        list = DrawList()
        scene.draw(into: &list, time: 0.1)
        XCTAssertTrue(texts(list).contains("IMG_0001.jpg"), "\(texts(list))")
        XCTAssertFalse(texts(list).contains(PhotosScene.sampleHint))
        XCTAssertTrue(scene.statusLine.hasPrefix("IMG_0001.jpg · photo 1/1"), scene.statusLine)
        XCTAssertTrue(list.commands.contains { if case let .image(key, _, _, _, _) = $0 { key.hasPrefix("photo.0.tile.") } else { false } })
        // Given --dir, the Pictures folder is never opened instead.
        let given = PhotosScene.make(size: size, ["dir": .string(home + "/Pictures")])
        XCTAssertFalse(given.openPictures(environment: env))
    }

    /// Generated photos look like photographs: no flat card, a sky that changes from top to
    /// horizon, and texture; each has a name.
    func testGeneratedPhotosAreLandscapes() {
        var names = Set<String>()
        for k in 0..<5 {
            let image = PhotoImage(index: k)
            names.insert(image.name)
            let r = image.render(region: Rect(x: 0, y: 0, width: image.width, height: image.height), scale: 0.1)
            func luma(_ x: Int, _ y: Int) -> Double {
                let i = (y * r.width + x) * 4
                return 0.2126 * Double(r.pixels[i]) + 0.7152 * Double(r.pixels[i + 1]) + 0.0722 * Double(r.pixels[i + 2])
            }
            let lumas = (0..<r.height).flatMap { y in (0..<r.width).map { luma($0, y) } }
            let mean = lumas.reduce(0, +) / Double(lumas.count)
            let spread = (lumas.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(lumas.count)).squareRoot()
            XCTAssertGreaterThan(spread, 15, "photo \(k) is not flat")
            XCTAssertGreaterThan(mean, 40, "photo \(k) is not dark all over")
            // Texture in the lower third: neighbouring pixels differ.
            var diff = 0.0, n = 0
            for y in (r.height * 2 / 3)..<r.height { for x in 1..<r.width { diff += abs(luma(x, y) - luma(x - 1, y)); n += 1 } }
            XCTAssertGreaterThan(diff / Double(n), 0.5, "photo \(k) has texture")
        }
        XCTAssertEqual(names.count, 5)
    }

    /// A render covers its region exactly: at a scale where the region is not a whole number of
    /// pixels, the last column still shows the photo (before, it reached past the photo's edge and
    /// drew a dark line there, and a sharp patch sat up to a pixel off the photo under it).
    func testARenderCoversItsRegionExactly() {
        let image = PhotoImage(index: 1)   // 1600×900
        let scale = 640.4 / 1600
        let r = image.render(region: Rect(x: 0, y: 0, width: 1600, height: 900), scale: scale)
        XCTAssertEqual(r.width, 641)
        for y in stride(from: 0, to: r.height, by: 23) {
            let i = (y * r.width + r.width - 1) * 4, j = i - 4
            let last = (0..<3).map { Int(r.pixels[i + $0]) }, before = (0..<3).map { Int(r.pixels[j + $0]) }
            XCTAssertTrue(zip(last, before).allSatisfy { abs($0 - $1) < 40 }, "row \(y): \(last) vs \(before)")
        }
        // A part rendered alone matches the same part of a whole render at the same scale.
        let part = image.render(region: Rect(x: 800, y: 400, width: 400, height: 200), scale: 0.5)
        let whole = image.render(region: Rect(x: 0, y: 0, width: 1600, height: 900), scale: 0.5)
        for (px, py) in [(10, 10), (150, 60), (199, 99)] {
            let a = (py * part.width + px) * 4, b = ((py + 200) * whole.width + px + 400) * 4
            for k in 0..<3 { XCTAssertEqual(Int(part.pixels[a + k]), Int(whole.pixels[b + k]), accuracy: 1) }
        }
    }

    /// The page pill has a light ring: over a black photo it still shows where it is.
    func testThePagePillShowsOverADarkPhoto() throws {
        let scene = PhotosScene.make(size: Size(width: 640, height: 360))
        var list = DrawList()
        scene.draw(into: &list, time: 0)
        let rects = list.commands.compactMap { command -> (Rect, RGBA)? in
            if case let .rect(r, color, _, _) = command { return (r, color) }
            return nil
        }
        let pill = try XCTUnwrap(rects.first { $0.0.maxY == 360 - 10 && $0.1.r == 0 })
        let ring = try XCTUnwrap(rects.first { $0.0.minX == pill.0.minX - 1 && $0.0.maxX == pill.0.maxX + 1 })
        // Over black, the ring shows at its alpha × white: well above black.
        XCTAssertGreaterThan(ring.1.r * ring.1.a, 0.25)
    }

    /// A PNG's transparency shows over a neutral checkerboard (light and mid grey squares of
    /// `Checkerboard.square` pixels), not over black; opaque pixels are untouched.
    func testTransparencyIsShownOverACheckerboard() throws {
        let dir = try FixtureFolder(self)
        // 32×16: the left half transparent, the right half opaque red, one half-transparent blue pixel.
        var pixels = [UInt8](repeating: 0, count: 32 * 16 * 4)
        for y in 0..<16 { for x in 16..<32 { let i = (y * 32 + x) * 4; pixels[i] = 255; pixels[i + 3] = 255 } }
        let half = (4 * 32 + 12) * 4
        pixels[half + 2] = 255; pixels[half + 3] = 128
        let path = dir.file("logo.png")
        try PNGWriter.write(RGBAImage(width: 32, height: 16, pixels: pixels), to: path)
        let file = try ImageFile.probe(path: path)
        let grid = TileGrid(width: 32, height: 16, fitScale: 1)
        let tiles = try TileStore().load(grid.allTiles(level: 0), of: file, grid: grid)
        let tile = try XCTUnwrap(tiles[TileID(level: 0, column: 0, row: 0)])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(tile[(y * 32 + x) * 4..<(y * 32 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(0, 0), [0xCC, 0xCC, 0xCC, 255], "light square")
        XCTAssertEqual(pixel(8, 0), [0x99, 0x99, 0x99, 255], "dark square")
        XCTAssertEqual(pixel(8, 8), [0xCC, 0xCC, 0xCC, 255])
        XCTAssertEqual(pixel(20, 3), [255, 0, 0, 255], "opaque pixels as they are")
        let blended = pixel(12, 4)   // 50% blue over the dark square (x 8…15, y 0…7)
        XCTAssertEqual(Int(blended[0]), 0x99 / 2, accuracy: 2)
        XCTAssertEqual(Int(blended[2]), (255 + 0x99) / 2, accuracy: 2)
        XCTAssertEqual(blended[3], 255)
    }
}
