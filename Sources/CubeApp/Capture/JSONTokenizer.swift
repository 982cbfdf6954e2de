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
    /// The next byte to read.
    private(set) var offset: Int
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
            throw fail("expected ':' after the field name \"\(key)\", found \(peek.map(describe) ?? "the end of the text")")
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
                if members[key] != nil { throw fail("the field \"\(key)\" appears twice in one object (keep one)", at: at) }
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

    /// Reads a string (the reader is at its opening quote); returns "" when not `build`.
    private mutating func string(build: Bool) throws(SyntaxError) -> String {
        let open = offset
        offset += 1
        let start = offset
        var escaped = false
        while true {
            guard offset < bytes.count else { throw fail("unterminated string (add the closing '\"')", at: open) }
            let c = bytes[offset]
            if c == UInt8(ascii: "\"") { break }
            if c < 0x20 {
                throw fail("a control character (byte \(c)) inside a string (write \\n for a line break, \\t for a tab)")
            }
            if c == UInt8(ascii: "\\") {
                escaped = true
                offset += 1
                guard offset < bytes.count else { throw fail("unterminated string (add the closing '\"')", at: open) }
                switch bytes[offset] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    offset += 1
                case UInt8(ascii: "u"):
                    guard offset + 4 < bytes.count, (1...4).allSatisfy({ Self.hexValue(bytes[offset + $0]) != nil }) else {
                        throw fail("\\u must be followed by 4 hexadecimal digits", at: offset - 1)
                    }
                    offset += 5
                default:
                    throw fail("invalid escape \\\(describeRaw(bytes[offset])) (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)", at: offset - 1)
                }
                continue
            }
            offset += 1
        }
        let end = offset
        offset += 1  // the closing quote
        guard build else { return "" }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// The text of a string body whose escapes were checked by `string`. Unpaired UTF-16
    /// surrogates become U+FFFD.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        func hex4(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 << 4 | UInt32(hexValue(raw[at + $1])!) }
        }
        while i < raw.count {
            let c = raw[i]
            guard c == UInt8(ascii: "\\") else { out.append(c); i += 1; continue }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar), i + 5 < raw.count, raw[i] == UInt8(ascii: "\\"),
                   raw[i + 1] == UInt8(ascii: "u") {
                    let low = hex4(i + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: out.append(e)  // " \ /
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Reads a number per JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    private mutating func number(build: Bool) throws(SyntaxError) -> JSONValue {
        let start = offset
        var nonZeroDigit = false
        func isDigit(_ c: UInt8?) -> Bool { c.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        func digits() -> Int {
            let from = offset
            while isDigit(peek) {
                if peek != UInt8(ascii: "0") { nonZeroDigit = true }
                offset += 1
            }
            return offset - from
        }
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(peek) else { throw fail("expected a digit after '-'") }
        if peek == UInt8(ascii: "0") {
            offset += 1
            if isDigit(peek) { throw fail("a number may not start with 0 followed by digits (write 1, not 01)", at: start) }
        } else {
            _ = digits()
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail("expected a digit after the decimal point (write 1.0 or 1, not 1.)") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            let mantissaNonZero = nonZeroDigit
            guard digits() > 0 else { throw fail("expected a digit in the exponent (write e.g. 1e-3)") }
            nonZeroDigit = mantissaNonZero
        }
        guard build else { return .null }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let v = Double(text) else { return .outOfRange(text, tooLarge: true) }
        if v.isInfinite { return .outOfRange(text, tooLarge: true) }
        if v == 0 && nonZeroDigit { return .outOfRange(text, tooLarge: false) }
        return .number(v)
    }

    /// Reads the literal `text` (true, false, null, NaN, Infinity).
    private mutating func word(_ text: String) throws(SyntaxError) {
        let start = offset
        for expected in text.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else {
                var end = start
                while end < bytes.count, end - start < 20, Self.isWordByte(bytes[end]) { end += 1 }
                let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(end, start + 1)]), as: UTF8.self)
                throw fail("unknown word '\(found)' (expected a value: an object, array, string, number, true, false or null)", at: start)
            }
            offset += 1
        }
        if offset < bytes.count, Self.isWordByte(bytes[offset]) {
            throw fail("unknown word (expected a value: an object, array, string, number, true, false or null)", at: start)
        }
    }

    private static func isWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    /// "'x'" for a printable ASCII byte, else "byte N".
    private func describe(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : (c < 0x80 ? "byte \(c)" : "a non-ASCII character")
    }

    private func describeRaw(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? String(Character(Unicode.Scalar(c))) : "(byte \(c))"
    }
}
