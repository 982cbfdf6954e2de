/// Escaping for the XML and HTML the suite writes.
enum Markup {
    /// `text` safe inside XML/HTML text and attribute values: & < > " ' as entities, and the
    /// characters XML 1.0 forbids (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF) dropped
    /// (XML 1.0, section 2.2 "Characters": https://www.w3.org/TR/xml/#charsets).
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Seconds with three decimals, as JUnit's `time` attributes hold them.
    static func seconds(_ s: Double) -> String {
        let ms = Int((s * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
