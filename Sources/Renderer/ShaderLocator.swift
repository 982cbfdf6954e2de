import Foundation

/// Finds the folder that holds the GLSL files (the package's top-level `shaders/`).
///
/// Order, first match wins:
/// 1. an explicit directory (the `override` argument), else the `CUBESCROLL_SHADERS` environment
///    variable — an explicit choice is never second-guessed: if it lacks the files, loading fails
///    and names the missing file;
/// 2. `<current directory>/shaders` (`swift run` from the checkout);
/// 3. walking up from the executable's directory: `<dir>/shaders` and `<dir>/share/cubescroll/shaders`
///    (a built binary under `.build/…/debug`, the test bundle, or an installed `bin/`);
/// 4. the source checkout this file was compiled from (`#filePath`/../../shaders).
///
/// A directory "has the shaders" when it contains `marker` (cube.vert).
public struct ShaderLocator: Sendable {
    /// Environment variable naming the shader directory.
    public static let environmentVariable = "CUBESCROLL_SHADERS"
    /// File whose presence marks a shader directory.
    public static let marker = "cube.vert"

    public init() {}

    /// The directory to load shaders from, or `RendererError.shadersNotFound` listing every
    /// candidate tried. `environment` and `currentDirectory` are parameters so tests can pin them.
    public func locate(
        override: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> String {
        if let explicit = override ?? environment[Self.environmentVariable], !explicit.isEmpty {
            return explicit
        }
        let candidates = [currentDirectory + "/shaders"] + executableAncestorCandidates() + [sourceCheckoutCandidate()]
        for directory in candidates where FileManager.default.fileExists(atPath: directory + "/" + Self.marker) {
            return directory
        }
        throw RendererError.shadersNotFound(searched: candidates)
    }

    /// `<ancestor>/shaders` and `<ancestor>/share/cubescroll/shaders` for the executable's directory
    /// and each of its parents, nearest first.
    func executableAncestorCandidates() -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard executable.hasPrefix("/") else { return [] }
        var result: [String] = []
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent().standardizedFileURL
        while true {
            result.append(directory.path + "/shaders")
            result.append(directory.path + "/share/cubescroll/shaders")
            let parent = directory.deletingLastPathComponent().standardizedFileURL
            if parent.path == directory.path { break }
            directory = parent
        }
        return result
    }

    /// `<checkout>/shaders`, from this source file's compile-time path (Sources/Renderer/…).
    func sourceCheckoutCandidate(filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // Sources/Renderer
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // checkout
            .appendingPathComponent("shaders").path
    }
}
