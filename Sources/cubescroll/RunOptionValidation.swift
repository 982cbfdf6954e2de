import ArgumentParser
import Capture
import RunSupport

extension RunOptionRules {
    /// Runs `checks` (calls of the rules above) inside a command's `validate()`: a broken rule
    /// becomes ArgumentParser's `ValidationError` with the rule's own message, so the command line
    /// prints it as every bad option is printed (one line, exit status 2, the command's help named).
    static func validation(_ checks: () throws -> Void) throws {
        do { try checks() } catch let error as CaptureError { throw ValidationError(error.message) }
    }
}

/// `--draw all|images`, the same words for `capture` and `suite`.
extension FrameDrawing: ExpressibleByArgument {}
