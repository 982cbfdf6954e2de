import Capture
import Foundation
import SceneKit
import RunSupport

/// One script of a suite: its path relative to the suite folder, loaded and checked.
package struct SuiteScript: Sendable {
    /// E.g. "cubes/fling.json".
    package var relativePath: String
    /// The full path.
    package var path: String
    /// The folder of its goldens: the path without ".json" (`cubes/fling/`).
    package var goldenDirectory: String
    package var script: Script

    /// The relative path without ".json": the test's name in reports.
    package var name: String { String(relativePath.dropLast(5)) }

    /// Capture names in script order.
    package var captureNames: [String] {
        script.events.compactMap { if case .capture(let name) = $0.kind { return name } else { return nil } }
    }
}

/// Finds and loads a suite's scripts.
package enum SuiteScripts {
    /// Every `*.json` under `directory` (any depth, hidden files and folders skipped), sorted by
    /// relative path (bytewise, so every machine sorts alike).
    /// - Throws: `CaptureError` (exit 2) when the folder cannot be read or holds no script.
    package static func find(in directory: String) throws(CaptureError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CaptureError("suite: \(directory) is not a folder (give the folder of NAME.json scripts)", exitCode: 2)
        }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw CaptureError("suite: cannot read \(directory)", exitCode: 2)
        }
        var found: [String] = []
        while let item = walker.nextObject() as? String {
            let last = (item as NSString).lastPathComponent
            if last.hasPrefix(".") { walker.skipDescendants(); continue }
            if item.hasSuffix(".json") { found.append(item) }
        }
        guard !found.isEmpty else {
            throw CaptureError("suite: no scripts in \(directory) (put NAME.json capture scripts there, goldens in NAME/ beside each)", exitCode: 2)
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Loads each script, knowing the scenes the `cubescroll capture` children know; the first bad
    /// one throws its one-line message (file, line/column or event index, how to fix) with exit
    /// code 2.
    package static func load(_ relativePaths: [String], in directory: String,
                            scenes: [any Scene.Type]) throws(CaptureError) -> [SuiteScript] {
        var scripts: [SuiteScript] = []
        for relative in relativePaths {
            let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            do {
                let script = try Script.load(path: path, scenes: scenes)
                scripts.append(SuiteScript(relativePath: relative, path: path,
                                           goldenDirectory: String(path.dropLast(5)), script: script))
            } catch {
                throw CaptureError(error.message, exitCode: 2)
            }
        }
        return scripts
    }
}
