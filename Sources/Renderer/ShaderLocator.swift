import Foundation

/// Where the renderer's GLSL comes from.
public enum ShaderSource: Sendable, Equatable {
    /// The text of the package's `shaders/`, compiled into the binary at build time (the
    /// EmbedShaders plugin), so the binary draws wherever it is run from.
    case embedded
    /// A folder chosen with `--shaders` or `$CUBESCROLL_SHADERS`: edit shaders and rerun without
    /// rebuilding.
    case directory(String)

    /// How a shader file of this source is named in messages.
    public func path(of file: String) -> String {
        switch self {
        case .embedded: return "shaders/\(file) (built in)"
        case .directory(let folder): return folder + "/" + file
        }
    }
}

/// Picks the shader source: an explicit folder (`--shaders`, else `$CUBESCROLL_SHADERS`) when
/// one is given, else the shaders built into the binary. An explicit folder is checked at once:
/// it must exist and hold every shader file, or `RendererError.badShaderDirectory` says which
/// setting is wrong and what is missing.
public struct ShaderLocator: Sendable {
    /// Environment variable naming a shader folder.
    public static let environmentVariable = "CUBESCROLL_SHADERS"
    /// The files a shader folder must hold (those of `shaders/`), sorted.
    public static var requiredFiles: [String] { EmbeddedShaders.files.keys.sorted() }

    public init() {}

    /// The source to load shaders from. `environment` is a parameter so tests can pin it; an
    /// empty `$CUBESCROLL_SHADERS` counts as unset.
    public func locate(override: String?,
                       environment: [String: String] = ProcessInfo.processInfo.environment) throws(RendererError) -> ShaderSource {
        if let override {
            try check(override, setting: "--shaders")
            return .directory(override)
        }
        if let folder = environment[Self.environmentVariable], !folder.isEmpty {
            try check(folder, setting: Self.environmentVariable)
            return .directory(folder)
        }
        return .embedded
    }

    /// Throws unless `folder` is a directory holding every file of `requiredFiles`.
    func check(_ folder: String, setting: String) throws(RendererError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RendererError.badShaderDirectory(path: folder, setting: setting, missing: [])
        }
        let missing = Self.requiredFiles.filter { !FileManager.default.fileExists(atPath: folder + "/" + $0) }
        guard missing.isEmpty else { throw RendererError.badShaderDirectory(path: folder, setting: setting, missing: missing) }
    }

    /// The text of shader `file` from `source`.
    /// - Throws: `RendererError.shaderMissing` when the file cannot be read.
    public static func text(of file: String, from source: ShaderSource) throws(RendererError) -> String {
        switch source {
        case .embedded:
            guard let text = EmbeddedShaders.files[file] else {
                throw RendererError.shaderMissing(path: source.path(of: file), reason: "not among the built-in shaders")
            }
            return text
        case .directory(let folder):
            let path = folder + "/" + file
            do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
                let reason = FileManager.default.fileExists(atPath: path) ? "not readable as UTF-8 text" : "no such file"
                throw RendererError.shaderMissing(path: path, reason: reason)
            }
        }
    }
}
