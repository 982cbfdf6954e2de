/// A parsed JSON value that remembers where it was in the text, so capture scripts and traces can
/// report "line 12, column 5" for a bad field, not only for malformed syntax.
///
/// Foundation's JSON parsers on Linux report only "around character N" for syntax errors and no
/// position at all for values, hence this small parser (`JSONParser`). Objects keep their keys in
/// file order (duplicates are rejected by the parser).
struct JSONNode: Sendable {
    /// The value.
    var value: JSONValue
    /// 1-based line of the value's first character.
    var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    var column: Int

    /// "line L, column C" — the position phrase used in every capture error message.
    var position: String { "line \(line), column \(column)" }

    /// The member named `key` when this is an object, else nil.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }
}

/// One member of a JSON object: its key (with the key's own position, for "unknown field" errors)
/// and its value.
struct JSONMember: Sendable {
    var key: String
    /// 1-based line and column of the key's opening quote.
    var keyLine: Int
    var keyColumn: Int
    var node: JSONNode

    /// "line L, column C" of the key.
    var keyPosition: String { "line \(keyLine), column \(keyColumn)" }
}

/// The JSON data model. Numbers are Doubles; the parser also accepts the non-standard tokens
/// `NaN`, `Infinity` and `-Infinity` (Python's json module writes them) so that a script containing
/// one gets a precise "is NaN" error from the script validator instead of a syntax error.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in file order.
    case object([JSONMember])

    /// A short name of the value's kind for error messages ("a string", "an array"…).
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
