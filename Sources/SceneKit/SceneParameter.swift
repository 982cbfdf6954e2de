/// A value of a scene parameter, from a script's `"scene"` object or the command line.
public enum SceneParameterValue: Equatable, Sendable, CustomStringConvertible {
    case int(Int)
    case number(Double)
    case bool(Bool)
    case string(String)

    public var description: String {
        switch self {
        case .int(let v): return String(v)
        case .number(let v): return String(v)
        case .bool(let v): return String(v)
        case .string(let v): return v
        }
    }
}

/// One parameter a scene accepts: its name (the script key and the CLI option `--NAME`), its
/// kind with the allowed values, its default and a line of help.
public struct SceneParameter: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// One of the listed words.
        case choice([String])
        /// On or off: script `true`/`false`; CLI `--NAME` / `--no-NAME`.
        case flag
        /// Any text, e.g. a path (script: a string; CLI: the word as given). Its `allowed` names it.
        case text(String)
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: SceneParameterValue
    public var help: String
    /// Checks what a value names outside the program (a folder, a file) before the scene is built:
    /// nil when the scene can run, else one line saying what is wrong and how to fix it (the host
    /// prints it and exits with status 2). Nil: any accepted value will do.
    public var problem: (@Sendable (SceneParameterValue) -> String?)?

    public init(_ name: String, _ kind: Kind, default defaultValue: SceneParameterValue, help: String,
                problem: (@Sendable (SceneParameterValue) -> String?)? = nil) {
        self.name = name; self.kind = kind; self.defaultValue = defaultValue; self.help = help
        self.problem = problem
    }

    /// What values are allowed, for messages: "a whole number 1…1000000", "one of hosted, on-top".
    public var allowed: String {
        switch kind {
        case .integer(let r): return "a whole number \(r.lowerBound)…\(r.upperBound)"
        case .number(let r): return "a number \(r.lowerBound)…\(r.upperBound)"
        case .choice(let words): return "one of \(words.joined(separator: ", "))"
        case .flag: return "true or false"
        case .text(let what): return what
        }
    }

    /// `value` if it is allowed for this parameter (a whole `.number` counts as an integer, an
    /// `.int` as a number), else nil.
    public func accept(_ value: SceneParameterValue) -> SceneParameterValue? {
        switch (kind, value) {
        case (.integer(let r), .int(let v)): return r.contains(v) ? value : nil
        case (.integer(let r), .number(let v)):
            guard v.isFinite, v == v.rounded(), abs(v) < 9e18, r.contains(Int(v)) else { return nil }
            return .int(Int(v))
        case (.number(let r), .number(let v)): return r.contains(v) ? value : nil
        case (.number(let r), .int(let v)): return r.contains(Double(v)) ? .number(Double(v)) : nil
        case (.choice(let words), .string(let s)): return words.contains(s) ? value : nil
        case (.flag, .bool): return value
        case (.text, .string): return value
        default: return nil
        }
    }

    /// Parses command-line text for this parameter (nil if it is not an allowed value).
    public func parse(_ text: String) -> SceneParameterValue? {
        switch kind {
        case .integer: return Int(text).flatMap { accept(.int($0)) }
        case .number: return Double(text).flatMap { accept(.number($0)) }
        case .choice, .text: return accept(.string(text))
        case .flag:
            switch text { case "true": return .bool(true); case "false": return .bool(false); default: return nil }
        }
    }
}

/// The validated values of a scene's parameters: every declared parameter has one (given or
/// default). Scenes read them with the typed accessors; asking for an undeclared name is a
/// programming error.
public struct SceneParameters: Equatable, Sendable {
    /// Values by parameter name.
    public private(set) var values: [String: SceneParameterValue]

    /// The defaults of `declared`, overridden by `given` (already checked with `accept`).
    public init(declared: [SceneParameter], given: [String: SceneParameterValue] = [:]) {
        var values: [String: SceneParameterValue] = [:]
        for p in declared { values[p.name] = given[p.name] ?? p.defaultValue }
        self.values = values
    }

    /// The first problem a declared parameter's `problem` finds with its value here, or nil.
    public func problem(declared: [SceneParameter]) -> String? {
        for p in declared { if let check = p.problem, let value = values[p.name], let problem = check(value) { return problem } }
        return nil
    }

    /// This set with `other`'s values replacing these (the CLI over the script).
    public func overriding(_ other: [String: SceneParameterValue]) -> SceneParameters {
        var copy = self
        for (k, v) in other { copy.values[k] = v }
        return copy
    }

    public func int(_ name: String) -> Int {
        guard case .int(let v)? = values[name] else { preconditionFailure("scene parameter \(name) is not an integer") }
        return v
    }
    public func number(_ name: String) -> Double {
        switch values[name] {
        case .number(let v)?: return v
        case .int(let v)?: return Double(v)
        default: preconditionFailure("scene parameter \(name) is not a number")
        }
    }
    public func bool(_ name: String) -> Bool {
        guard case .bool(let v)? = values[name] else { preconditionFailure("scene parameter \(name) is not a flag") }
        return v
    }
    public func string(_ name: String) -> String {
        guard case .string(let v)? = values[name] else { preconditionFailure("scene parameter \(name) is not a word") }
        return v
    }
}

extension SceneParameterValue {
    /// True for `.string` (written quoted in examples).
    public var isString: Bool { if case .string = self { return true } else { return false } }
}

extension SceneParameter {
    /// The member a script would write for this parameter at its default, for messages:
    /// `"count": 30`, `"style": "plain"`.
    public var scriptExample: String {
        "\"\(name)\": " + (defaultValue.isString ? "\"\(defaultValue)\"" : "\(defaultValue)")
    }
}
