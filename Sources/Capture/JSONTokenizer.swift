import RunSupport

/// A small JSON reader (RFC 8259, plus the `NaN`, `Infinity` and `-Infinity` words that Python's
/// json module writes) that knows the byte offset it is at, so every syntax error carries the line
/// and column of the offending character without relying on any library's error wording.
///
/// It reads from a byte buffer the caller keeps alive. `value(build: false)` only checks syntax
/// (no allocation beyond the nesting count), `value(build: true)` also builds a `JSONValue`;
/// `enterArray`/`nextElement` walk a large array one element at a time so a caller can turn each
/// element into a compact value and drop its tree at once.
///
/// Limits: nesting deeper than `maxDepth` is an error (so hostile input cannot exhaust the stack).
/// Numbers outside Double's range are not syntax errors: they become `.outOfRange` so the script
/// validator can name the field.
struct JSONTokenizer {
    typealias SyntaxError = JSONText.SyntaxError

    /// Deepest nesting of arrays and objects accepted.
    static let maxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read (the scalar readers in JSONTokenizer+Scalars.swift move it too).
    var offset: Int
    private var depth = 0
    /// For `nextElement`: whether the array's first element is still to come.
    private var firstElement = true

    init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.bytes = bytes; self.offset = offset
    }

    /// An error at byte `position` (default: the current one).
    func fail(_ reason: String, at position: Int? = nil) -> SyntaxError {
        let (line, column) = JSONText.lineAndColumn(ofByteOffset: position ?? offset, in: bytes)
        return SyntaxError(line: line, column: column, reason: reason)
    }

    /// Throws when the text starts with a UTF-8 byte order mark (some Windows editors write one):
    /// JSON texts must not (RFC 8259, section 8.1), and without this check it would read as a stray
    /// character before the value.
    func rejectByteOrderMark() throws(SyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw fail("the file starts with a byte order mark (bytes EF BB BF), which JSON does not allow "
                       + "(save it as UTF-8 without BOM)", at: 0)
        }
    }

    /// The next byte, or nil at the end.
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Skips spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// Checks that only whitespace is left.
    mutating func expectEnd() throws(SyntaxError) {
        skipWhitespace()
        if offset < bytes.count {
            throw fail("unexpected \(describe(bytes[offset])) after the end of the JSON value (remove it, or wrap the values in an array or object)")
        }
    }

    /// Reads one value; with `build` false only its syntax is checked (and `.null` returned).
    mutating func value(build: Bool) throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        guard let c = peek else { throw fail("unexpected end of the text (a value is missing)") }
        switch c {
        case UInt8(ascii: "{"): return try object(build: build)
        case UInt8(ascii: "["): return try array(build: build)
        case UInt8(ascii: "\""):
            let s = try string(build: build)
            return build ? .string(s) : .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if c == UInt8(ascii: "-"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "I") {
                offset += 1
                try word("Infinity")
                return .number(-.infinity)
            }
            return try number(build: build)
        default:
            for (text, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null),
                                  ("NaN", .number(.nan)), ("Infinity", .number(.infinity))]
            where c == text.utf8.first! {
                try word(text)
                return value
            }
            throw fail("unexpected \(describe(c)) (expected a value: an object, array, string, number, true, false or null)")
        }
    }

    /// Enters the array starting at the next non-space byte; `nextElement` then reads its elements.
    /// Returns false (reading nothing) when the next value is not an array.
    mutating func enterArray() throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "[") else { return false }
        try descend()
        offset += 1
        firstElement = true
        return true
    }

    /// The next element of the array entered with `enterArray` (built when `build`), or nil after
    /// its closing bracket.
    mutating func nextElement(build: Bool) throws(SyntaxError) -> JSONValue? {
        skipWhitespace()
        if firstElement {
            firstElement = false
            if peek == UInt8(ascii: "]") { offset += 1; depth -= 1; return nil }
        } else {
            switch peek {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "]")?: offset += 1; depth -= 1; return nil
            case let c?: throw fail("expected ',' or ']' after an array element, found \(describe(c)) (a comma may be missing)")
            case nil: throw fail("unexpected end of the text inside an array (add the closing ']')")
            }
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw fail("unexpected ']' after a comma (remove the trailing comma)") }
        }
        return try value(build: build)
    }

    /// Enters the object starting at the next non-space byte; `nextMember` then reads its keys.
    /// Returns false (reading nothing) when the next value is not an object.
    mutating func enterObject() throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return false }
        try descend()
        offset += 1
        firstElement = true
        return true
    }

    /// The next member's key of the object entered with `enterObject`, leaving the reader at its
    /// value (read it with `value(build:)` before the next call), or nil after the closing brace.
    mutating func nextMember() throws(SyntaxError) -> (key: String, offset: Int)? {
        skipWhitespace()
        if firstElement {
            firstElement = false
            if peek == UInt8(ascii: "}") { offset += 1; depth -= 1; return nil }
        } else {
            switch peek {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "}")?: offset += 1; depth -= 1; return nil
            case let c?: throw fail("expected ',' or '}' after a field's value, found \(describe(c)) (a comma may be missing)")
            case nil: throw fail("unexpected end of the text inside an object (add the closing '}')")
            }
            skipWhitespace()
        }
        guard let c = peek else { throw fail("unexpected end of the text inside an object (add the closing '}')") }
        guard c == UInt8(ascii: "\"") else {
            let hint = c == UInt8(ascii: "}") ? "remove the trailing comma" : "field names are written in double quotes"
            throw fail("expected a field name, found \(describe(c)) (\(hint))")
        }
        let start = offset
        let key = try string(build: true)
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw fail("expected ':' after the field name \(MessageQuoting.quoted(key)), found \(peek.map(describe) ?? "the end of the text")")
        }
        offset += 1
        return (key, start)
    }

    // MARK: - Values

    private mutating func descend() throws(SyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw fail("arrays and objects are nested more than \(Self.maxDepth) deep")
        }
    }

    private mutating func object(build: Bool) throws(SyntaxError) -> JSONValue {
        let outer = firstElement   // the enclosing array's or object's state, restored on the way out
        defer { firstElement = outer }
        _ = try enterObject()
        var members: [String: JSONValue] = [:]
        while let (key, at) = try nextMember() {
            let item = try value(build: build)
            if build {
                if members[key] != nil { throw fail("the field \(MessageQuoting.quoted(key)) appears twice in one object (keep one)", at: at) }
                members[key] = item
            }
        }
        return build ? .object(members) : .null
    }

    private mutating func array(build: Bool) throws(SyntaxError) -> JSONValue {
        let outer = firstElement
        defer { firstElement = outer }
        _ = try enterArray()
        var items: [JSONValue] = []
        while let item = try nextElement(build: build) {
            if build { items.append(item) }
        }
        return build ? .array(items) : .null
    }
}
