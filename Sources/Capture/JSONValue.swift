/// A JSON value tree, read by `JSONTokenizer` (scripts) or decoded by Foundation's `JSONDecoder`
/// (trace lines), for validators that need to see every field's JSON type to say what is wrong.
///
/// Objects are Swift dictionaries, so member order is not kept; code that reports "the first
/// unknown field" sorts the keys for a stable message.
enum JSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    /// Finite, or NaN/±∞ when the text used JSON5's `NaN`/`Infinity` (then rejected with a
    /// field-specific message by the script validator).
    case number(Double)
    /// A number written in the text whose value Double cannot hold: beyond ±1.8e308
    /// (`tooLarge`), or so small it would round to 0 (e.g. 1e-400). Kept as written so the
    /// validator can name the field and the literal.
    case outOfRange(String, tooLarge: Bool)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }        // before Double: 1 is not true
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// The member named `key` when this is an object, else nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// A short name of the value's kind for error messages ("a string", "an array"…).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number, .outOfRange: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
