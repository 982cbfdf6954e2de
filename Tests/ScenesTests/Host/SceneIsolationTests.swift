import Foundation
import Scenes
import XCTest

/// A scene is its own folder plus one line in SceneCatalog.swift: no other source names a
/// particular scene (by its type or by its quoted name), so Capture, App and the command line work
/// for any scene and the default one comes from the catalog.
final class SceneIsolationTests: XCTestCase {
    func testNoSourceOutsideAScenesFolderNamesAScene() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Tests/ScenesTests/Host
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let scenesFolder = sources.appendingPathComponent("Scenes").path
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: sources.path))
            .filter { $0.hasSuffix(".swift") }
            .map { sources.appendingPathComponent($0).path }
            .filter { path in
                // A scene's own folder (Sources/Scenes/NAME/…) and the catalog may name scenes.
                guard path.hasPrefix(scenesFolder + "/") else { return true }
                let rest = path.dropFirst(scenesFolder.count + 1)
                return !rest.contains("/") && !rest.hasSuffix("SceneCatalog.swift")
            }
        XCTAssertGreaterThan(files.count, 20, "found the sources (\(sources.path))")
        let needles = SceneCatalog.all.flatMap { ["\(String(describing: $0))", "\"\($0.info.name)\""] }
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for needle in needles where text.contains(needle) {
                XCTFail("\(path) names the scene \(needle)")
            }
        }
    }
}
