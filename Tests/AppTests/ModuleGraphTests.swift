import Foundation
import XCTest

/// What each layer links, read from the manifest as SwiftPM resolves it (`swift package
/// dump-package`): an app that hosts its own scenes through `App` links none of the built-in
/// scenes, nor what only they need (Box2D, libjpeg, libexif).
final class ModuleGraphTests: XCTestCase {
    /// Every target `name` depends on, directly or through others (targets of this package only).
    private static func closure(of name: String, in targets: [String: [String]]) -> Set<String> {
        var seen = Set<String>(), stack = [name]
        while let next = stack.popLast() {
            for dependency in targets[next] ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    private static func targets() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Its own scratch folder: the one `swift test` holds is locked while the tests run.
        let scratch = NSTemporaryDirectory() + "cubescroll-module-graph-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = json["targets"] as? [[String: Any]] else {
            throw XCTSkip("swift package dump-package did not run (status \(process.terminationStatus))")
        }
        var targets: [String: [String]] = [:]
        for target in list {
            guard let name = target["name"] as? String else { continue }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                for key in ["byName", "target"] { if let v = dependency[key] as? [Any], let n = v.first as? String { return n } }
                return nil
            }
            targets[name] = dependencies
        }
        return targets
    }

    func testTheSceneHostLinksNoBuiltInSceneAndTheHelpersNoScriptLanguage() throws {
        let targets = try Self.targets()
        let app = Self.closure(of: "App", in: targets)
        XCTAssertTrue(app.contains("SceneKit") && app.contains("Renderer"), "\(app.sorted())")
        for heavy in ["Scenes", "Dynamics", "CBox2D", "ImageTiles", "CImageDecode"] {
            XCTAssertFalse(app.contains(heavy), "App links \(heavy): \(app.sorted())")
        }
        XCTAssertTrue(Self.closure(of: "cubescroll", in: targets).contains("Scenes"), "the command line brings the catalog")
        XCTAssertFalse(Self.closure(of: "ImageOutput", in: targets).contains("Capture"), "ImageOutput needs no script language")
    }
}
