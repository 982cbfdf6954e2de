import Foundation

/// Parses JSON text with Foundation and turns a syntax error into a line and column.
///
/// Two passes, both Foundation's:
/// 1. `JSONSerialization` (strict JSON) checks the syntax. On Linux its error text is
///    "… around character N." with N the **byte** offset of the offending character (checked with
///    multi-byte UTF-8 text), or "Unexpected end of file during JSON parse." (→ the end of the
///    text), or "Number X is not representable in Swift." (→ where X first appears). That offset
///    becomes a 1-based line and a column counted in characters.
/// 2. `JSONDecoder` with `allowsJSON5` builds the `JSONValue` tree. JSON5 is used only so that
///    `NaN` and `Infinity` (which Python's json module writes) reach the script validator, which
///    then names the event and field ("event #2 (down): "x" is NaN") instead of a syntax error:
///    pass 1's error is ignored when it points at such a token.
enum JSONText {
    /// A syntax error; `line`/`column` are nil only when Foundation gave no usable position.
    struct SyntaxError: Error, Equatable {
        var line: Int?
        var column: Int?
        var reason: String

        /// "line L, column C: malformed JSON: REASON" (or without the position when unknown).
        var description: String {
            guard let line, let column else { return "malformed JSON: \(reason)" }
            return "line \(line), column \(column): malformed JSON: \(reason)"
        }
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        let data = Data(bytes)
        var strictError: SyntaxError?
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            let located = locate(text, in: bytes)
            if let offset = located.offset, startsNonFiniteLiteral(bytes, at: offset) {
                strictError = located.error  // let pass 2 read NaN/Infinity; keep this in case it fails
            } else {
                throw located.error
            }
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return try decoder.decode(JSONValue.self, from: data)
        } catch {
            throw strictError ?? SyntaxError(line: nil, column: nil, reason: "\(error)")
        }
    }

    /// The error with its position for one of Foundation's messages.
    private static func locate(_ text: String, in bytes: [UInt8]) -> (error: SyntaxError, offset: Int?) {
        var reason = text.hasSuffix(".") ? String(text.dropLast()) : text
        var offset: Int?
        if let range = reason.range(of: " around character ") {
            offset = Int(reason[range.upperBound...])
            reason = String(reason[..<range.lowerBound])
        } else if reason.hasPrefix("Unexpected end of file during JSON parse") {
            offset = bytes.count
        } else if reason.hasPrefix("Number "), let end = reason.range(of: " is not representable") {
            let literal = Array(reason[reason.index(reason.startIndex, offsetBy: 7)..<end.lowerBound].utf8)
            offset = firstIndex(of: literal, in: bytes)
            reason = "number \(String(decoding: literal, as: UTF8.self)) is out of range"
        }
        if reason == "Invalid value" {
            reason += " (look for a missing or extra comma, colon, quote or bracket at or just before this point)"
        }
        guard let offset, offset >= 0, offset <= bytes.count else {
            return (SyntaxError(line: nil, column: nil, reason: reason), nil)
        }
        let (line, column) = lineAndColumn(ofByteOffset: offset, in: bytes)
        return (SyntaxError(line: line, column: column, reason: reason), offset)
    }

    /// 1-based line and column of byte `offset`; columns count characters (UTF-8 lead bytes).
    static func lineAndColumn(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for b in bytes[0..<min(offset, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 }
            else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// True when a `NaN` or `Infinity` literal (possibly signed) starts at `offset`. For
    /// "-Infinity" Foundation points at the "I", for "+Infinity" at the "+".
    private static func startsNonFiniteLiteral(_ bytes: [UInt8], at offset: Int) -> Bool {
        ["NaN", "Infinity", "+Infinity", "-Infinity", "+NaN", "-NaN"].contains { literal in
            let p = Array(literal.utf8)
            return offset + p.count <= bytes.count && Array(bytes[offset..<offset + p.count]) == p
        }
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }
}
