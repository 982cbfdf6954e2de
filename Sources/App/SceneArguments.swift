import Capture
import SceneKit
import Scenes

/// A scene option on the command line that the scene does not take, or with a bad value, found
/// only once the scene is known (capture's scene comes from its script): bad input, exit 2. The
/// CLI points to the command's help after `message`.
public struct SceneOptionError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var exitCode: Int32 { 2 }
    public var description: String { message }
    public init(message: String) { self.message = message }
}

/// Scene parameters given on the command line: `--NAME VALUE`, `--NAME=VALUE`, and for flags
/// `--NAME` / `--no-NAME`, checked against the chosen scene's declared parameters. The CLI passes
/// every option it does not know itself here, so a new scene's parameters need no CLI change.
public enum SceneArguments {
    /// The values in `arguments` for `type`.
    /// - Throws: `CaptureError` (exit 2), one line naming the option and what is allowed.
    public static func parse(_ arguments: [String], for type: any Scene.Type) throws(CaptureError) -> [String: SceneParameterValue] {
        var values: [String: SceneParameterValue] = [:]
        var i = 0
        let scene = type.info.name
        func fail(_ what: String) -> CaptureError { CaptureError(what, exitCode: 2) }
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if let named = SceneCatalog.all.first(where: { $0.info.name.lowercased() == argument.lowercased() }) {
                    throw fail("unexpected argument '\(argument)': did you mean --scene \(named.info.name)?")
                }
                throw fail("unexpected argument '\(argument)': scene options are --NAME VALUE, --NAME or --no-NAME")
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            var negated = false
            var parameter = type.parameters.first { $0.name == name }
            if parameter == nil, name.hasPrefix("no-"),
               let flag = type.parameters.first(where: { $0.name == name.dropFirst(3) && $0.kind == .flag }) {
                parameter = flag
                negated = true
            }
            guard let parameter else {
                throw fail("unknown option '--\(name)' for scene \(scene) (its options: \(optionList(type)))")
            }
            if parameter.kind == .flag {
                if let inline {
                    guard !negated, let v = parameter.parse(inline) else {
                        throw fail("--\(name) takes no value here; write --\(parameter.name) or --no-\(parameter.name)")
                    }
                    values[parameter.name] = v
                } else {
                    values[parameter.name] = .bool(!negated)
                }
                continue
            }
            let text: String
            if let inline { text = inline } else {
                guard i < arguments.count else { throw fail("--\(name) needs a value: \(parameter.allowed)") }
                text = arguments[i]
                i += 1
            }
            guard let v = parameter.parse(text) else {
                throw fail("--\(name) must be \(parameter.allowed) (got '\(text)')")
            }
            values[parameter.name] = v
        }
        return values
    }

    /// Fails when what `parameters` name outside the program is not usable (`SceneParameter.problem`:
    /// a missing folder, one with nothing to show).
    /// - Throws: `CaptureError` (exit 2) with the scene's one line.
    public static func check(_ parameters: SceneParameters, for type: any Scene.Type) throws(CaptureError) {
        if let problem = parameters.problem(declared: type.parameters) { throw CaptureError(problem, exitCode: 2) }
    }

    /// The scene's options as the command line takes them: "--count N, --style a|b, --[no-]flag".
    public static func optionList(_ type: any Scene.Type) -> String {
        type.parameters.map(optionList).joined(separator: ", ")
    }

    /// One scene option as the command line takes it: "--count N", "--style a|b", "--[no-]flag".
    public static func optionList(_ p: SceneParameter) -> String {
        switch p.kind {
        case .flag: return "--[no-]\(p.name)"
        case .choice(let words): return "--\(p.name) \(words.joined(separator: "|"))"
        case .integer: return "--\(p.name) N"
        case .number: return "--\(p.name) X"
        case .text: return "--\(p.name) \(p.name.uppercased())"
        }
    }

    /// The commands' `--help` paragraph on scenes: their names, and where each one's options are
    /// listed (every scene's options in every help would bury the command's own).
    public static var helpText: String {
        "Scenes: " + SceneCatalog.all.map { $0.info.name }.joined(separator: ", ") + ". Each takes options of its "
            + "own after the command's, e.g. --scene photos --dir ~/Pictures; `cubescroll scenes NAME` lists them."
    }

    /// The scene called `name` among `scenes` (nil: the first of them; case does not matter:
    /// `Cubes` is cubes), or a one-line error listing them, with the nearest name when `name`
    /// looks like a typo of one. `scenes` defaults to the built-in catalog.
    public static func sceneType(named name: String?,
                                 in scenes: [any Scene.Type] = SceneCatalog.all) throws(CaptureError) -> any Scene.Type {
        guard let name else {
            guard let first = scenes.first else { throw CaptureError("no scenes to run", exitCode: 2) }
            return first
        }
        let names = scenes.map { $0.info.name }
        guard let type = scenes.first(where: { $0.info.name == name })
                ?? scenes.first(where: { $0.info.name.lowercased() == name.lowercased() }) else {
            let guess = NameSuggestion.closest(to: name, among: names).map { " (did you mean \($0)?)" } ?? ""
            throw CaptureError("unknown scene '\(name)'\(guess): use one of \(names.joined(separator: ", "))", exitCode: 2)
        }
        return type
    }
}
