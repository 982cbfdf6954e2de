import SceneKit
import Foundation
import Renderer
import XCTest

/// Shader loading: where shaders are found and what a broken shader folder reports.
final class RendererShaderTests: RendererTestCase {
    /// A fresh temp folder holding copies of the real shader files (found the way the renderer
    /// finds them; contents copied, never links, so edits cannot reach the real ones), removed after.
    private func shaderCopy() throws -> String {
        let copy = NSTemporaryDirectory() + "cubescroll-shaders-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: copy) }
        for name in ["cube.vert", "cube.frag", "rect.vert", "rect.frag", "image.vert", "image.frag"] {
            let text = try String(contentsOfFile: renderer.shaderDirectory + "/" + name, encoding: .utf8)
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

    func testTheRealShadersAreFoundAndCompile() throws {
        for name in ["cube.vert", "cube.frag", "rect.vert", "rect.frag", "image.vert", "image.frag"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: renderer.shaderDirectory + "/" + name), name)
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

    func testMissingFileIsNamed() throws {
        let directory = try shaderCopy()
        try FileManager.default.removeItem(atPath: directory + "/rect.vert")
        let (error, message) = failure(directory)
        XCTAssertEqual(error, .shaderMissing(path: directory + "/rect.vert", reason: "no such file"))
        XCTAssertTrue(message.contains("rect.vert"), message)
        XCTAssertTrue(failure("/nonexistent-shader-dir").message.contains("/nonexistent-shader-dir/cube.vert"))
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

    func testLocatorOrderOverrideThenEnvironmentThenCurrentDirectory() throws {
        let locator = ShaderLocator()
        let env = [ShaderLocator.environmentVariable: "/from/env"]
        XCTAssertEqual(try locator.locate(override: "/explicit", environment: env), "/explicit")
        XCTAssertEqual(try locator.locate(override: nil, environment: env), "/from/env")
        let checkout = (renderer.shaderDirectory as NSString).deletingLastPathComponent
        XCTAssertEqual(try locator.locate(override: nil, environment: [:], currentDirectory: checkout),
                       checkout + "/shaders")
        // From an unrelated directory the executable's ancestors or the source checkout still find them.
        let fallback = try locator.locate(override: nil, environment: [:], currentDirectory: "/")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fallback + "/cube.vert"), fallback)
    }
}
