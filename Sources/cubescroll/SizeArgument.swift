import ArgumentParser
import RunSupport
import ScrollPhysics

/// `--size WIDTHxHEIGHT`: a window size in whole points. Parsing keeps whatever was given, so a
/// malformed or out-of-range value reaches `check()`, which says what is allowed
/// (`RunOptionRules.checkSize`) rather than ArgumentParser's generic "invalid value".
struct SizeArgument: ExpressibleByArgument, Equatable {
    /// The text as given.
    var text: String
    /// Width and height, or nil when `text` is not two whole numbers joined by 'x'.
    var sides: (width: Int, height: Int)?

    init(width: Int, height: Int) { text = "\(width)x\(height)"; sides = (width, height) }

    init?(argument: String) {
        text = argument
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) { sides = (w, h) }
    }

    var defaultValueDescription: String { text }

    /// Throws `RunOptionRules`' one `--size` message unless this is WIDTHxHEIGHT within its limits.
    func check() throws(CaptureError) {
        guard let (w, h) = sides else { throw RunOptionRules.sizeError(given: text) }
        do { try RunOptionRules.checkSize(width: Double(w), height: Double(h)) } catch {
            throw RunOptionRules.sizeError(given: text)   // quoted as given (e.g. 09000x100)
        }
    }

    /// The size in points (call after `check`).
    var size: Size { Size(width: Double(sides?.width ?? 0), height: Double(sides?.height ?? 0)) }

    static func == (a: SizeArgument, b: SizeArgument) -> Bool { a.text == b.text }
}
