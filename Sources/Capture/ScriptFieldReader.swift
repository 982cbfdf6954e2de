import SceneKit
import ScrollPhysics
import RunSupport

/// Reads typed fields out of one JSON object of a script and turns every problem into a
/// `ScriptError` of the shape `FILE: SUBJECT: what is wrong (how to fix)`, where SUBJECT is e.g.
/// `event #3 (drag)`, `"window"` or `script`.
struct ScriptFieldReader {
    /// The script's file name.
    let file: String
    /// Who the fields belong to, e.g. `event #3 (drag)`.
    let subject: String
    /// The object being read.
    let object: JSONValue

    /// An error about this object.
    func fail(_ what: String) -> ScriptError { ScriptError("\(file): \(subject): \(what)") }

    /// Rejects any member not in `known` (plus "comment", allowed everywhere) so typos surface.
    /// With several unknown fields, the alphabetically first is reported.
    func checkKnownKeys(_ known: [String]) throws(ScriptError) {
        guard case .object(let members) = object else { return }
        for key in members.keys.sorted() where !known.contains(key) && key != "comment" {
            throw fail("unknown field \(MessageQuoting.quoted(key)) (known fields: \(known.joined(separator: ", ")))")
        }
    }

    /// A required finite number; `hint` shows a valid example, e.g. `"x": 100`.
    func number(_ key: String, hint: String) throws(ScriptError) -> Double {
        guard let value = object[key] else { throw fail("missing field \"\(key)\" (add \(hint))") }
        return try finite(value, key: key, hint: hint)
    }

    /// An optional finite number, `fallback` when absent.
    func number(_ key: String, default fallback: Double, hint: String) throws(ScriptError) -> Double {
        guard let value = object[key] else { return fallback }
        return try finite(value, key: key, hint: hint)
    }

    /// A finite number > 0 (required when `fallback` is nil).
    func positive(_ key: String, default fallback: Double? = nil, hint: String) throws(ScriptError) -> Double {
        let value = if let fallback { try number(key, default: fallback, hint: hint) } else { try number(key, hint: hint) }
        if value <= 0 { throw fail("\"\(key)\" must be > 0, found \(format(value)) (write e.g. \(hint))") }
        return value
    }

    /// A whole number ≥ `minimum` (and exactly representable, |n| ≤ 2^53).
    func whole(_ key: String, default fallback: Int? = nil, minimum: Int, maximum: Int = Int.max,
               hint: String) throws(ScriptError) -> Int {
        let value = if let fallback {
            try number(key, default: Double(fallback), hint: hint)
        } else {
            try number(key, hint: hint)
        }
        guard value.rounded() == value else {
            throw fail("\"\(key)\" must be a whole number, found \(format(value)) (write e.g. \(hint))")
        }
        guard value >= Double(minimum) else {
            throw fail("\"\(key)\" must be ≥ \(minimum), found \(format(value)) (write e.g. \(hint))")
        }
        // Beyond 2^53 a Double no longer holds every whole number exactly.
        let largest = min(maximum, 9_007_199_254_740_992)
        guard value <= Double(largest) else {
            throw fail("\"\(key)\" must be ≤ \(largest), found \(format(value)) (write e.g. \(hint))")
        }
        return Int(value)
    }

    /// A scene parameter's value, checked against its declaration (the example in messages uses
    /// the parameter's default).
    func sceneParameter(_ p: SceneParameter) throws(ScriptError) -> SceneParameterValue {
        let hint = p.scriptExample
        switch p.kind {
        case .integer(let range):
            return .int(try whole(p.name, minimum: range.lowerBound, maximum: range.upperBound, hint: hint))
        case .number(let range):
            let v = try number(p.name, hint: hint)
            guard range.contains(v) else {
                throw fail("\"\(p.name)\" must be \(p.allowed), found \(format(v)) (write e.g. \(hint))")
            }
            return .number(v)
        case .choice, .text:
            let word = try string(p.name, hint: hint)
            guard let v = p.accept(.string(word)) else {
                throw fail("\"\(p.name)\" must be \(p.allowed), found \(MessageQuoting.quoted(word)) (write e.g. \(hint))")
            }
            return v
        case .flag:
            return .bool(try bool(p.name, default: false))
        }
    }

    /// An optional boolean.
    func bool(_ key: String, default fallback: Bool) throws(ScriptError) -> Bool {
        try optionalBool(key) ?? fallback
    }

    /// An optional boolean: nil when absent.
    func optionalBool(_ key: String) throws(ScriptError) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let b) = value else {
            throw fail("\"\(key)\" must be true or false, found \(describe(value))")
        }
        return b
    }

    /// A required string.
    func string(_ key: String, hint: String) throws(ScriptError) -> String {
        guard let value = object[key] else { throw fail("missing field \"\(key)\" (add \(hint))") }
        guard case .string(let s) = value else {
            throw fail("\"\(key)\" must be a string, found \(describe(value)) (write e.g. \(hint))")
        }
        return s
    }

    /// A required point written `[x, y]`.
    func point(_ key: String) throws(ScriptError) -> Point {
        let hint = "\"\(key)\": [x, y] in window points"
        guard let value = object[key] else { throw fail("missing field \"\(key)\" (add \(hint))") }
        guard case .array(let items) = value, items.count == 2 else {
            throw fail("\"\(key)\" must be an array of two numbers, found \(describe(value)) (write \(hint))")
        }
        let x = try finite(items[0], key: "\(key)[0]", hint: hint)
        let y = try finite(items[1], key: "\(key)[1]", hint: hint)
        return Point(x: x, y: y)
    }

    private func finite(_ value: JSONValue, key: String, hint: String) throws(ScriptError) -> Double {
        if case .outOfRange(let literal, let tooLarge) = value {
            let what = tooLarge ? "too large to be a number (the largest is about 1.8e308)"
                                : "too small to be a number other than 0 (the smallest is about 4.9e-324)"
            throw fail("\"\(key)\" is \(literal), \(what) (write e.g. \(hint))")
        }
        guard case .number(let v) = value else {
            throw fail("\"\(key)\" must be a number, found \(describe(value)) (write e.g. \(hint))")
        }
        guard v.isFinite else {
            throw fail("\"\(key)\" is \(v.isNaN ? "NaN" : "infinite") (use a finite number, e.g. \(hint))")
        }
        return v
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return "the string \(MessageQuoting.quoted(s))"
        case .array(let items): return "an array of \(items.count)"
        case .bool(let b): return "\(b)"
        default: return value.kindDescription
        }
    }

    /// A number as a person would write it: 3, 0.25, -1e-05.
    func format(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
