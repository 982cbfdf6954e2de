import Foundation

/// Why the renderer could not be created or could not set up a GL object. Every message says
/// what failed and how to fix it; shader errors name the file and include the driver's log.
public enum RendererError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// `glGetString(GL_VERSION)` returned nothing: no OpenGL context is current on this thread.
    case noCurrentContext
    /// The current context is older than OpenGL 3.3 core (`version` is GL_VERSION as reported).
    case unsupportedVersion(version: String, renderer: String)
    /// The shader folder named by `setting` (`--shaders` or `CUBESCROLL_SHADERS`) does not
    /// exist (`missing` empty) or lacks the files in `missing`.
    case badShaderDirectory(path: String, setting: String, missing: [String])
    /// A shader file could not be read (`path` is the file looked for).
    case shaderMissing(path: String, reason: String)
    /// `glCompileShader` failed; `log` is the driver's info log.
    case compileFailed(path: String, log: String)
    /// `glLinkProgram` failed; `paths` are the linked files, `log` is the driver's info log.
    case linkFailed(paths: [String], log: String)
    /// A linked program lacks an input or uniform the renderer sets (`detail` says which).
    case interfaceMismatch(paths: [String], detail: String)
    /// A framebuffer object was incomplete (`status` is the GL status name).
    case framebufferIncomplete(status: String, width: Int, height: Int, samples: Int)
    /// A requested size was negative or beyond `GL_MAX_RENDERBUFFER_SIZE` (`limit`).
    case invalidSize(width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case .noCurrentContext:
            return "No current OpenGL context. Create one (EGLHeadlessContext or GLFWWindowHost) and make it "
                + "current on this thread before creating or using CubeRenderer/OffscreenTarget."
        case let .unsupportedVersion(version, renderer):
            return "OpenGL 3.3 core is required, but the current context is \(version) (\(renderer)). "
                + "Install Mesa's drivers: apt-get install libgl1-mesa-dri libglx-mesa0 libegl-mesa0."
        case let .badShaderDirectory(path, setting, missing):
            let what = missing.isEmpty ? "is not a folder" : "lacks \(missing.joined(separator: ", "))"
            let fix = setting == "--shaders" ? "leave out --shaders" : "unset \(setting)"
            return "\(setting) \(path) \(what) (a shader folder holds the files of the package's shaders/; "
                + "\(fix) to use the built-in shaders)"
        case let .shaderMissing(path, reason):
            return "Cannot read shader \(path): \(reason)"
        case let .compileFailed(path, log):
            return "Shader \(path) failed to compile:\n\(log)"
        case let .linkFailed(paths, log):
            return "Shaders \(paths.joined(separator: " + ")) failed to link:\n\(log)"
        case let .interfaceMismatch(paths, detail):
            return "Shaders \(paths.joined(separator: " + ")) do not match the renderer: \(detail)"
        case let .framebufferIncomplete(status, width, height, samples):
            return "Offscreen framebuffer \(width)×\(height) (\(samples) samples) is incomplete: \(status)"
        case let .invalidSize(width, height, limit):
            return "Invalid offscreen size \(width)×\(height): each side must be 0…\(limit) pixels"
        }
    }

    public var errorDescription: String? { description }
}
