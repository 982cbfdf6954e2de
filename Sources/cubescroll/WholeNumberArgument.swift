import ArgumentParser
import RunSupport

/// A whole-number option (`--width 800`, `--tolerance 3`). Parsing keeps whatever was given, so a
/// value that is not a whole number reaches `validate(_:range:)`, which says what is allowed
/// (ArgumentParser alone says only "invalid value") — and only after the checks that say what
/// else the option needs.
struct WholeNumberArgument: ExpressibleByArgument, Equatable {
    /// The text as given.
    var text: String
    /// The number, or nil when `text` is not a whole number.
    var value: Int?

    init(_ value: Int) { text = "\(value)"; self.value = value }

    init?(argument: String) {
        text = argument
        value = Int(argument)
    }

    var defaultValueDescription: String { text }

    /// Throws unless this is a whole number within `range`, with `RunOptionRules.wholeNumberError`'s
    /// message (it names `option`, the range and the text as given).
    func validate(_ option: String, range: ClosedRange<Int>) throws {
        guard let value, range.contains(value) else {
            throw ValidationError(RunOptionRules.wholeNumberError(option, range: range, given: text).message)
        }
    }
}
