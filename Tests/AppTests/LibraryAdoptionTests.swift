import Foundation
import XCTest

/// An app that uses only the scroll library depends on the ScrollCore package alone (docs/embedding.md,
/// "Use it in your own GL app"), so it resolves none of the command line's or the documentation's
/// dependencies. Checked on a tiny consumer package, created in a temporary folder, that depends on
/// ScrollCore by path: `swift package show-dependencies` resolves without building anything.
final class LibraryAdoptionTests: XCTestCase {
    func testAConsumerOfTheScrollLibraryResolvesNoArgumentParserAndNoDocsPlugin() throws {
        let scrollCore = URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Tests/AppTests
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ScrollCore").path
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: dir + "/Sources/Consumer", withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(scrollCore)")],
                targets: [.executableTarget(name: "Consumer", dependencies: [
                    .product(name: "ScrollPhysics", package: "ScrollCore"), .product(name: "ViewKit", package: "ScrollCore"),
                    .product(name: "ScrollKit", package: "ScrollCore"), .product(name: "DesktopInput", package: "ScrollCore"),
                ])]
            )
            """.write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
        try "import ScrollKit\nprint(ScrollView.self)\n".write(toFile: dir + "/Sources/Consumer/main.swift",
                                                           atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", dir, "--scratch-path", dir + "/.build",
                             "show-dependencies", "--format", "json"]
        var environment = ProcessInfo.processInfo.environment
        environment["CUBESCROLL_DOCS"] = nil   // what an adopter's machine has: the docs switch off
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errors)

        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        func identities(_ node: [String: Any]) -> [String] {
            let children = node["dependencies"] as? [[String: Any]] ?? []
            return children.flatMap { [($0["identity"] as? String ?? "")] + identities($0) }
        }
        let resolved = identities(root)
        XCTAssertEqual(resolved, ["scrollcore"], "the consumer resolves ScrollCore and nothing else: \(resolved)")
        XCTAssertFalse(errors.contains("Fetching"), "nothing fetched: \(errors)")
    }
}
