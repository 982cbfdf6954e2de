import CFontconfig

/// The interface font's files, found through fontconfig: DejaVu Sans and DejaVu Sans Bold (Debian's
/// fonts-dejavu-core). The trace header names them, so a capture is reproducible for given files.
package struct FontFiles: Hashable, Sendable {
    /// Path of the regular face (e.g. /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf).
    package var regular: String
    /// Path of the bold face.
    package var bold: String
    package init(regular: String, bold: String) { self.regular = regular; self.bold = bold }
}

/// Why the interface font could not be loaded; the message names the package to install.
package struct FontError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }

    /// The one line for a missing family.
    static func missing(_ family: String, style: String) -> FontError {
        FontError("no '\(family) \(style)' font found through fontconfig: install the package fonts-dejavu-core "
            + "(apt-get install fonts-dejavu-core)")
    }
}

/// Asks fontconfig for a family and style, accepting only that family (fontconfig otherwise
/// substitutes any font it has, which would make captures depend on the machine's fonts).
package enum FontLocator {
    /// The family every scene's text uses.
    package static let family = "DejaVu Sans"

    /// The regular and bold files of `family`.
    /// - Throws: `FontError` naming fonts-dejavu-core when either is missing.
    package static func locate() throws(FontError) -> FontFiles {
        guard let config = FcInitLoadConfigAndFonts() else { throw FontError("fontconfig could not load its configuration") }
        defer { FcConfigDestroy(config) }
        return FontFiles(regular: try file(config, style: "Book", weight: FC_WEIGHT_REGULAR),
                         bold: try file(config, style: "Bold", weight: FC_WEIGHT_BOLD))
    }

    private static func file(_ config: OpaquePointer, style: String, weight: Int32) throws(FontError) -> String {
        guard let pattern = FcPatternCreate() else { throw FontError("fontconfig: out of memory") }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, CFC_FAMILY, family)
        FcPatternAddInteger(pattern, CFC_WEIGHT, weight)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { throw .missing(family, style: style) }
        defer { FcPatternDestroy(match) }
        var familyValue: UnsafeMutablePointer<FcChar8>?
        var fileValue: UnsafeMutablePointer<FcChar8>?
        var matchedWeight: Int32 = 0
        guard FcPatternGetString(match, CFC_FAMILY, 0, &familyValue) == FcResultMatch,
              let familyValue, String(cString: familyValue) == family,
              FcPatternGetString(match, CFC_FILE, 0, &fileValue) == FcResultMatch, let fileValue,
              FcPatternGetInteger(match, CFC_WEIGHT, 0, &matchedWeight) == FcResultMatch,
              (matchedWeight >= FC_WEIGHT_BOLD) == (weight >= FC_WEIGHT_BOLD)
        else { throw .missing(family, style: style) }
        return String(cString: fileValue)
    }
}
