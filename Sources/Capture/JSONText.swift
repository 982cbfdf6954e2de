/// JSON text → `JSONValue`, with syntax errors given as a line and a column. The reading is done
/// by `JSONTokenizer`, which tracks its own position, so the positions and wording of the
/// messages do not depend on any library's error text.
enum JSONText {
    /// A syntax error; `line`/`column` are nil only when no position is known.
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

    /// Parses one whole JSON text into a tree.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var reader = JSONTokenizer(buffer)
            try reader.rejectByteOrderMark()
            guard reader.peekNonSpace != nil else { throw reader.fail("the text is empty (expected a JSON value)") }
            let value = try reader.value(build: true)
            try reader.expectEnd()
            return value
        }
    }

    /// Checks the syntax of one whole JSON text without building anything.
    static func check(_ buffer: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
        var reader = JSONTokenizer(buffer)
        try reader.rejectByteOrderMark()
        guard reader.peekNonSpace != nil else { throw reader.fail("the text is empty (expected a JSON value)") }
        _ = try reader.value(build: false)
        try reader.expectEnd()
    }

    /// 1-based line and column of byte `offset`; columns count characters (UTF-8 lead bytes).
    static func lineAndColumn<Bytes: Collection<UInt8>>(ofByteOffset offset: Int, in bytes: Bytes) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for b in bytes.prefix(max(0, offset)) {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 }
            else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}

extension JSONTokenizer {
    /// The next byte after any whitespace (skipping it), or nil at the end.
    var peekNonSpace: UInt8? {
        mutating get { skipWhitespace(); return peek }
    }
}
