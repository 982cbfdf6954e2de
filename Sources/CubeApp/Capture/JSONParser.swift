/// A strict RFC 8259 JSON parser over UTF-8 bytes that reports the line and column of every
/// syntax error and of every value (see `JSONNode`).
///
/// Deviations from RFC 8259, all deliberate: `NaN`, `Infinity`, `-Infinity` parse as non-finite
/// numbers (callers reject them with a field-specific message); duplicate object keys are an error;
/// nesting deeper than `maxDepth` is an error (so hostile input cannot overflow the stack); numbers
/// too large for a Double are an error. Lines are counted at "\n"; columns count Unicode scalars
/// from 1.
struct JSONParser {
    /// A syntax error: 1-based line and column of the offending character, and what was expected.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var reason: String
    }

    /// Deepest allowed nesting of arrays and objects (scripts and traces need 4).
    static let maxDepth = 64

    // Internal (not private) so JSONParser+Scalars.swift can extend the parser.
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses exactly one JSON value (surrounded by optional whitespace).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    // MARK: - Positions and errors

    /// Column of byte `offset` on the current line, counting Unicode scalars (UTF-8 lead bytes).
    private func column(at offset: Int) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        // A multi-byte scalar starting before `offset` was counted once; don't count its tail.
        return column
    }

    func error(_ reason: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(line: line, column: column(at: offset ?? index), reason: reason)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        switch b {
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(b)))'"
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A: return "end of line"
        case 0x0D: return "a carriage return"
        default: return "byte 0x" + String(b, radix: 16, uppercase: true)
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func expect(_ literal: String) throws(SyntaxError) {
        for b in literal.utf8 {
            guard index < bytes.count, bytes[index] == b else {
                throw error("expected '\(literal)', found \(describeCurrent())")
            }
            index += 1
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        let startLine = line, startColumn = column(at: index)
        func node(_ v: JSONValue) -> JSONNode { JSONNode(value: v, line: startLine, column: startColumn) }
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return node(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["): return node(try parseArray(depth: depth + 1))
        case UInt8(ascii: "\""): return node(.string(try parseString()))
        case UInt8(ascii: "t"): try expect("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try expect("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try expect("null"); return node(.null)
        case UInt8(ascii: "N"): try expect("NaN"); return node(.number(.nan))
        case UInt8(ascii: "I"): try expect("Infinity"); return node(.number(.infinity))
        case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "I"):
            index += 1; try expect("Infinity"); return node(.number(-.infinity))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try parseNumber()))
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyOffset = index, keyLine = line, keyColumn = column(at: index)
            let key = try parseString()
            if members.contains(where: { $0.key == key }) { throw error("duplicate key \"\(key)\"", at: keyOffset) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, node: try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
        index += 1  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
        }
    }
}
