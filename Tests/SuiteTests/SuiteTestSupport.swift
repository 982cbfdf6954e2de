import Capture
import CubescrollTesting
import Foundation
import ImageOutput
import XCTest

/// Builds suite folders of small scripts and runs `cubescroll suite` on them.
enum SuiteTestSupport {
    /// A fresh folder removed when `test` ends.
    static func folder(_ test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "cubescroll-suite-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// A 160×90 cube scene run of 0.05 s whose captures are `names` (at t = 0), with `extra`
    /// JSON members in each capture event (e.g. a mask).
    static func script(_ names: [String], seed: Int = 1, extra: String = "") -> String {
        let events = names.map { #"{"t": 0, "type": "capture", "name": "\#($0)"\#(extra)}"# }
        return #"{"window": {"width": 160, "height": 90}, "fps": 30, "duration": 0.05, "scene": {"seed": \#(seed)}, "events": [\#(events.joined(separator: ", "))]}"#
    }

    /// Writes `files` (relative path → text) under `dir`, creating folders.
    static func write(_ files: [String: String], in dir: String) throws {
        for (relative, text) in files {
            let path = dir + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// `cubescroll suite ARGS` with CI unset (or `ci` true).
    static func suite(_ arguments: [String], ci: Bool = false) throws -> CubescrollProcess.Result {
        try CubescrollProcess.run(["suite"] + arguments, environment: ["CI": ci ? "true" : ""], timeout: 300)
    }

    /// Paints a `w`×`h` white block at (x, y) into the PNG at `path` (a golden that no longer matches).
    static func spoil(_ path: String, x: Int = 10, y: Int = 10, w: Int = 30, h: Int = 20) throws {
        let image = try PNGReader.read(path: path)
        var px = image.pixels
        for yy in y..<y + h { for xx in x..<x + w { for c in 0..<4 { px[(yy * image.width + xx) * 4 + c] = 255 } } }
        try PNGWriter.write(RGBAImage(width: image.width, height: image.height, pixels: px), to: path)
    }

    /// Non-empty lines of `text`.
    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
}
