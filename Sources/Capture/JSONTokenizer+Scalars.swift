/// The scalar readers of `JSONTokenizer`: strings (with escapes), numbers (JSON's grammar, values
/// beyond Double's range kept as written), the literal words, and how bytes are named in messages.
extension JSONTokenizer {
    /// Reads a string (the reader is at its opening quote); returns "" when not `build`.
    mutating func string(build: Bool) throws(SyntaxError) -> String {
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
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
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

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Reads a number per JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    mutating func number(build: Bool) throws(SyntaxError) -> JSONValue {
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
    mutating func word(_ text: String) throws(SyntaxError) {
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

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    /// "'x'" for a printable ASCII byte, else "byte N" or "non-ASCII byte 0xHH" (reads after
    /// "unexpected" and "found").
    func describe(_ c: UInt8) -> String {
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return c < 0x80 ? "byte \(c)" : "non-ASCII byte 0x\(String(c, radix: 16, uppercase: true))"
    }

    func describeRaw(_ c: UInt8) -> String {
        c >= 0x21 && c < 0x7F ? String(Character(Unicode.Scalar(c))) : "(byte \(c))"
    }
}
