import SceneKit
import App
import Capture
import Scenes
import ImageOutput
import Platform
import Foundation
import XCTest

/// Shared helpers for the Capture*Tests files.
enum CaptureTestSupport {
    /// A skip on a developer's machine; a failure under CI (CI=true), where every tool is installed.
    static func missingTool(_ message: String) -> Error {
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
        return XCTSkip(message)
    }

    /// Runs `executable ARGS` (with `environment` added) to the end and returns its standard
    /// output, trimmed.
    static func output(of executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A fresh empty directory under the system temp dir, removed by the test's teardown block.
    static func makeTemporaryDirectory(_ test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "/cubescroll-capture-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// The message of the `ScriptError` that parsing `json` throws, or nil if it parses.
    static func scriptError(_ json: String, file: String = "s.json") -> String? {
        do {
            _ = try Script.parse(Array(json.utf8), fileName: file, scenes: SceneCatalog.all)
            return nil
        } catch {
            return error.message
        }
    }

    /// Parses `json` as a script, failing the test on error.
    static func script(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Script {
        do { return try Script.parse(Array(json.utf8), fileName: "s.json", scenes: SceneCatalog.all) } catch {
            XCTFail(error.message, file: file, line: line)
            throw error
        }
    }

    /// A test image whose every pixel is distinct: R = x, G = y, B = x ^ y, A = 255 - x (mod 256).
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255), UInt8(255 - (x & 255))]
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// Names of the files in `dir`, sorted, hidden ones included.
    static func files(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }
}
