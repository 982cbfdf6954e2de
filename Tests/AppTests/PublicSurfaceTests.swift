import Foundation
import XCTest

/// What each module exports, read from the sources: a declaration is `public` only where a user
/// outside this package reaches it (docs/architecture.md, "Public surface"). The command line uses
/// the scenes through the catalogue alone; the modules that are no product are `package`; members
/// only tests use are not public.
final class PublicSurfaceTests: XCTestCase {
    /// One `public` or `open` declaration: the file (relative to Sources/ or ScrollCore/Sources/),
    /// its line number and its text.
    struct Declaration: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A line that declares something `public` or `open`: the access word comes after attributes and
    /// other modifiers only, so a comment, a string or a call named `open(…)` never matches.
    static let declaration = try! NSRegularExpression(pattern:
        #"^\s*(@[A-Za-z_.]+(\([^)]*\))?\s+)*((nonisolated|final|static|class|override|convenience|required|indirect|mutating|lazy|dynamic|weak|unowned)\s+)*(public|open)(\([a-z]+\))?\s"#)

    /// Every public or open declaration in the module whose sources are in `folder` (relative to
    /// the repository root).
    static func publicDeclarations(in folder: String) throws -> [Declaration] {
        let base = root.appendingPathComponent(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }.sorted()
        var found: [Declaration] = []
        for file in files {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                let range = NSRange(line.startIndex..., in: line)
                if declaration.firstMatch(in: line, range: range) != nil {
                    found.append(Declaration(file: folder + "/" + file, line: index + 1,
                                             text: line.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return found
    }

    func testTheScanFindsPublicDeclarationsAndSkipsComments() throws {
        func matches(_ line: String) -> Bool {
            Self.declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
        for line in ["public enum A {", "    public static let b = 1", "@MainActor public final class C {",
                     "  public private(set) var d = 0", "open class E {", "    nonisolated public func f() {}"] {
            XCTAssertTrue(matches(line), line)
        }
        for line in ["/// a public type", "// public func", "let s = \"public var\"", "    open(path)",
                     "    internal func g() {}", "    package var h = 0"] {
            XCTAssertFalse(matches(line), line)
        }
    }

    /// The command line (the only user of the module outside tests) reaches the scenes through
    /// `SceneCatalog` alone; a scene's own types stay internal (tests use `@testable import`).
    func testScenesExportOnlyTheCatalogue() throws {
        let found = try Self.publicDeclarations(in: "Sources/Scenes")
        XCTAssertGreaterThan(try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/Scenes").path).count, 20,
                             "found the sources")
        let outside = found.filter { !$0.file.hasSuffix("/SceneCatalog.swift") }
        XCTAssertTrue(outside.isEmpty, "public outside the catalogue:\n" + outside.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(found.count, 5, "SceneCatalog, all, defaultScene, scene(named:), names:\n"
                       + found.map(\.description).joined(separator: "\n"))
    }

    /// Modules that are no product of the package: only its own targets import them, so nothing in
    /// them is `public` (`package` is the widest access they need).
    func testModulesThatAreNoProductDeclareNothingPublic() throws {
        for module in ["Suite", "ImageTiles", "Dynamics", "TextRendering"] {
            let found = try Self.publicDeclarations(in: "Sources/" + module)
            XCTAssertTrue(found.isEmpty, "\(module) declares public:\n" + found.map(\.description).joined(separator: "\n"))
        }
    }

    /// Members only this package's tests (or nothing) use are not public API: a library user never
    /// sees them, and docs/ and the DocC catalogues show none of them.
    func testMembersOnlyTestsUseAreNotPublic() throws {
        let checks: [(file: String, member: String)] = [
            ("ScrollCore/Sources/ScrollPhysics/BouncingScrollSimulation.swift", "func isSpringing("),
            ("ScrollCore/Sources/ScrollPhysics/DecaySimulation.swift", "func restingDistance("),
            ("Sources/Capture/Script+Expansion.swift", "var inputs:"),
            // The window host's main-thread API: apps use the render side (`runRenderThread`).
            ("Sources/Platform/GLFWWindowHost.swift", "var shouldClose:"),
            ("Sources/Platform/GLFWWindowHost.swift", "func makeContextCurrent("),
            ("Sources/Platform/GLFWWindowHost.swift", "func setTitle("),
            ("Sources/Platform/GLFWWindowHost.swift", "var time:"),
            ("Sources/Platform/GLFWWindowHost.swift", "var framebufferSize:"),
            ("Sources/Platform/GLFWWindowHost.swift", "var windowSize:"),
            ("Sources/Platform/GLFWWindowHost.swift", "var pixelScale:"),
            ("Sources/Platform/GLFWWindowHost.swift", "var cursorPosition:"),
            ("Sources/Platform/GLFWWindowHost+RenderThread.swift", "static let stateCheckInterval"),
        ]
        var declarations: [String: [Declaration]] = [:]
        for (file, member) in checks {
            let folder = (file as NSString).deletingLastPathComponent
            if declarations[folder] == nil { declarations[folder] = try Self.publicDeclarations(in: folder) }
            for found in declarations[folder]! where found.file == file && found.text.contains(member) {
                XCTFail("public, but only tests use it: \(found)")
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
                          "\(file) is gone: point the check at where \(member) moved")
        }
        // The scan sees the library's public API (so an empty result above means something).
        XCTAssertTrue(try Self.publicDeclarations(in: "ScrollCore/Sources/ScrollPhysics")
            .contains { $0.text.contains("struct DecaySimulation") })
        XCTAssertTrue(try Self.publicDeclarations(in: "Sources/Platform").contains { $0.text.contains("func runRenderThread(") })
    }
}
