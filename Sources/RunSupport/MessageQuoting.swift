/// How messages quote what a script or a command line gave (docs/capture.md, "Headless capture": bad input is
/// one line): in double quotes, control characters, quotes and backslashes escaped as JSON writes
/// them (a NUL byte is `\u0000`), and shortened to `quotedLimit` characters with "…", so a 50 MB
/// name or a newline in a key never floods or splits the line.
public enum MessageQuoting {
    /// The most characters of a quoted value a message shows (before escaping).
    public static let quotedLimit = 80

    /// `text` quoted, escaped and shortened for a message: `"after-fling"`, `"a\u0000b"`, `"xxx…"`.
    public static func quoted(_ text: some StringProtocol) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == quotedLimit { out += "…"; break }
            count += 1
            out += escaped(scalar)
        }
        return out + "\""
    }

    /// `message` with every control character escaped, so it is one line whatever it quotes.
    public static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var out = ""
        for scalar in message.unicodeScalars { out += isControl(scalar) ? escaped(scalar) : String(scalar) }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || s == "\u{2028}" || s == "\u{2029}"
    }

    private static func escaped(_ s: Unicode.Scalar) -> String {
        switch s {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard isControl(s) else { return String(s) }
            let hex = String(s.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
