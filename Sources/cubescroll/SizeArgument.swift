import ArgumentParser
import ScrollPhysics

/// `--size WIDTHxHEIGHT`: a window size in whole points. Parsing keeps whatever was given, so a
/// malformed or out-of-range value reaches `validate(_:range:)`, which says what is allowed
/// rather than ArgumentParser's generic "invalid value".
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

    /// Throws unless this is WIDTHxHEIGHT with both sides within `range` (points); the message
    /// names `option`.
    func validate(_ option: String, range: ClosedRange<Int>) throws {
        guard let (w, h) = sides, range.contains(w), range.contains(h) else {
            let what = sides == nil ? "must be WIDTHxHEIGHT in whole points" : "sides must be at least \(range.lowerBound) and at most \(range.upperBound) points"
            throw ValidationError("\(option) \(what), e.g. 1280x720 (got \(text))")
        }
    }

    /// The size in points (call after `validate`).
    var size: Size { Size(width: Double(sides?.width ?? 0), height: Double(sides?.height ?? 0)) }

    static func == (a: SizeArgument, b: SizeArgument) -> Bool { a.text == b.text }
}
