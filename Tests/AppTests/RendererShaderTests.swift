import SceneKit
import Foundation
import Renderer
import XCTest

/// Shader loading: where shaders are found and what a broken shader folder reports.
final class RendererShaderTests: RendererTestCase {
    /// The checkout's shaders/ (the source of truth the binary embeds).
    static let checkoutShaders = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shaders").path

    /// A fresh temp folder holding copies of the real shader files (contents copied, never links,
    /// so edits cannot reach the real ones), removed after.
    private func shaderCopy() throws -> String {
        let copy = NSTemporaryDirectory() + "cubescroll-shaders-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: copy) }
        for name in ["cube.vert", "cube.frag", "rect.vert", "rect.frag", "image.vert", "image.frag"] {
            let text = try String(contentsOfFile: Self.checkoutShaders + "/" + name, encoding: .utf8)
            try text.write(toFile: copy + "/" + name, atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// The message SceneRenderer(shaderDirectory:) throws, or nil when it succeeds.
    private func failure(_ directory: String) -> (error: RendererError?, message: String) {
        do {
            _ = try SceneRenderer(shaderDirectory: directory)
            return (nil, "")
        } catch {
            return (error as? RendererError, "\(error)")
        }
    }

    func testTheBuiltInShadersAreTheCheckoutsAndCompile() throws {
        XCTAssertEqual(renderer.shaderSource, .embedded)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.checkoutShaders)
            .filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") }.sorted()
        XCTAssertEqual(ShaderLocator.requiredFiles, files)
        for name in files {
            // What the binary draws with is byte for byte what shaders/ holds (one newline may be added).
            let text = try String(contentsOfFile: Self.checkoutShaders + "/" + name, encoding: .utf8)
            let embedded = try ShaderLocator.text(of: name, from: .embedded)
            XCTAssertTrue(embedded == text || embedded == text + "\n" || embedded + "\n" == text, name)
        }
        XCTAssertNil(failure(try shaderCopy()).error)
    }

    func testCompileErrorNamesTheFileAndIncludesTheDriverLog() throws {
        let directory = try shaderCopy()
        try "#version 330 core\nout vec4 c;\nvoid main() { c = vec4(undeclaredThing, 1.0); }\n"
            .write(toFile: directory + "/cube.frag", atomically: true, encoding: .utf8)
        let (error, message) = failure(directory)
        guard case let .compileFailed(path, log)? = error else { return XCTFail("expected compileFailed, got \(message)") }
        XCTAssertEqual(path, directory + "/cube.frag")
        XCTAssertTrue(message.contains("cube.frag"), message)
        XCTAssertTrue(log.contains("undeclaredThing"), "driver log: \(log)")
        XCTAssertTrue(message.contains(log))
    }

    func testAFolderLackingFilesOrMissingIsNamedWithItsSetting() throws {
        let directory = try shaderCopy()
        try FileManager.default.removeItem(atPath: directory + "/rect.vert")
        let (error, message) = failure(directory)
        XCTAssertEqual(error, .badShaderDirectory(path: directory, setting: "--shaders", missing: ["rect.vert"]))
        XCTAssertEqual(message, "--shaders \(directory) lacks rect.vert (a shader folder holds the files of the "
                       + "package's shaders/; leave out --shaders to use the built-in shaders)")
        XCTAssertTrue(failure("/nonexistent-shader-dir").message.hasPrefix("--shaders /nonexistent-shader-dir is not a folder"))
        let env = [ShaderLocator.environmentVariable: "/nope"]
        XCTAssertThrowsError(try ShaderLocator().locate(override: nil, environment: env)) { error in
            XCTAssertTrue("\(error)".hasPrefix("CUBESCROLL_SHADERS /nope is not a folder"), "\(error)")
            XCTAssertTrue("\(error)".contains("unset CUBESCROLL_SHADERS"), "\(error)")
        }
    }

    func testLinkErrorAndAttributeMismatchNameTheFiles() throws {
        let directory = try shaderCopy()
        let frag = directory + "/cube.frag"
        let original = try String(contentsOfFile: frag, encoding: .utf8)
        try original.replacingOccurrences(of: "void main()", with: "void notMain()")   // compiles, cannot link
            .write(toFile: frag, atomically: true, encoding: .utf8)
        let link = failure(directory)
        guard case .linkFailed? = link.error else { return XCTFail("expected linkFailed, got \(link.message)") }
        XCTAssertTrue(link.message.contains("cube.vert") && link.message.contains("cube.frag"), link.message)

        try original.write(toFile: frag, atomically: true, encoding: .utf8)
        let vert = directory + "/cube.vert"
        try String(contentsOfFile: vert, encoding: .utf8)
            .replacingOccurrences(of: "layout(location = 1) in vec3 aNormal", with: "layout(location = 7) in vec3 aNormal")
            .write(toFile: vert, atomically: true, encoding: .utf8)
        let mismatch = failure(directory)
        guard case .interfaceMismatch? = mismatch.error else { return XCTFail("expected mismatch, got \(mismatch.message)") }
        XCTAssertTrue(mismatch.message.contains("aNormal"), mismatch.message)
    }

    func testNoCurrentContextSaysHowToFixIt() throws {
        renderer = nil
        context = nil   // releases the context: nothing is current on this thread now
        XCTAssertThrowsError(try SceneRenderer()) { error in
            XCTAssertEqual(error as? RendererError, .noCurrentContext)
            XCTAssertTrue("\(error)".contains("EGLHeadlessContext or GLFWWindowHost"))
        }
        XCTAssertThrowsError(try OffscreenTarget(width: 4, height: 4))
    }

    func testLocatorOrderOverrideThenEnvironmentThenBuiltIn() throws {
        let locator = ShaderLocator()
        let a = try shaderCopy(), b = try shaderCopy()
        let env = [ShaderLocator.environmentVariable: b]
        XCTAssertEqual(try locator.locate(override: a, environment: env), .directory(a))
        XCTAssertEqual(try locator.locate(override: nil, environment: env), .directory(b))
        XCTAssertEqual(try locator.locate(override: nil, environment: [:]), .embedded)
        XCTAssertEqual(try locator.locate(override: nil, environment: [ShaderLocator.environmentVariable: ""]), .embedded)
    }
}
