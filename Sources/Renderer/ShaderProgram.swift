import CGL
import Foundation

/// A linked GLSL program built from one vertex and one fragment shader file.
///
/// Needs a current GL context for its whole life; `deinit` deletes the program (a no-op if no
/// context is current by then).
final class ShaderProgram {
    /// The GL program name.
    let id: GLuint
    /// The files it was built from, for error messages.
    let paths: [String]

    /// Reads, compiles and links the shader files `vertex` and `fragment` of `source`. Throws
    /// `shaderMissing`, `compileFailed` (file name + driver log) or `linkFailed`.
    init(source: ShaderSource, vertex: String, fragment: String) throws {
        paths = [source.path(of: vertex), source.path(of: fragment)]
        let vertexShader = try Self.compile(ShaderLocator.text(of: vertex, from: source), path: paths[0],
                                            type: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vertexShader) }
        let fragmentShader = try Self.compile(ShaderLocator.text(of: fragment, from: source), path: paths[1],
                                              type: GLenum(GL_FRAGMENT_SHADER))
        defer { glDeleteShader(fragmentShader) }

        let program = glCreateProgram()
        glAttachShader(program, vertexShader)
        glAttachShader(program, fragmentShader)
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        if linked == GL_FALSE {
            let log = Self.infoLog(program, lengthQuery: glGetProgramiv, logQuery: glGetProgramInfoLog)
            glDeleteProgram(program)
            throw RendererError.linkFailed(paths: paths, log: log)
        }
        glDetachShader(program, vertexShader)
        glDetachShader(program, fragmentShader)
        id = program
    }

    deinit { glDeleteProgram(id) }

    /// Location of uniform `name`; throws `interfaceMismatch` when the program has no such active
    /// uniform (a shader edited out of step with the renderer).
    func uniform(_ name: String) throws -> GLint {
        let location = glGetUniformLocation(id, name)
        guard location >= 0 else {
            throw RendererError.interfaceMismatch(paths: paths, detail: "no active uniform `\(name)`")
        }
        return location
    }

    /// Throws `interfaceMismatch` unless vertex input `name` is at `location` (the GLSL
    /// `layout(location = …)` and the Swift mirror must agree).
    func requireAttribute(_ name: String, at location: GLuint) throws {
        let actual = glGetAttribLocation(id, name)
        guard actual == GLint(location) else {
            throw RendererError.interfaceMismatch(
                paths: paths, detail: "vertex input `\(name)` is at location \(actual), the renderer expects \(location)")
        }
    }

    // MARK: - Compiling

    /// Compiles `source` (the text of `path`, named in errors).
    private static func compile(_ source: String, path: String, type: GLenum) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        if compiled == GL_FALSE {
            let log = infoLog(shader, lengthQuery: glGetShaderiv, logQuery: glGetShaderInfoLog)
            glDeleteShader(shader)
            throw RendererError.compileFailed(path: path, log: log)
        }
        return shader
    }

    /// The info log of a shader or program, trimmed; "(the driver gave no log)" when empty.
    private static func infoLog(
        _ object: GLuint,
        lengthQuery: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
        logQuery: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
    ) -> String {
        var length: GLint = 0
        lengthQuery(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        guard length > 1 else { return "(the driver gave no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        logQuery(object, length, nil, &buffer)
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
