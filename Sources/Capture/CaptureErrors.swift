import RunSupport

/// Errors of the script language. Each carries one line meant for a person: what failed, where
/// (file, line/column, event index or path) and how to fix it, so the CLI prints `message` as is.

/// A bad capture script (or a bad command-line override of it). The CLI exits with `exitCode` (2).
///
/// Message shapes:
/// - malformed JSON: `FILE: line L, column C: malformed JSON: REASON` — REASON is Foundation's
///   (e.g. "Invalid value", "Number with leading zero"), the position the offending character's
/// - a bad event: `FILE: event #i (type): what is wrong (how to fix)`, `i` counting from 0 as in
///   the `events` array
/// - other fields: `FILE: script: "fps" …`, `FILE: "window": "width" …`
public struct ScriptError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The whole one-line message.
    public var message: String
    /// Process exit status for this error: 2, as for every bad input (docs/capture.md, "Headless capture").
    public var exitCode: Int32 { 2 }
    /// `message`, with any control character it quotes escaped (so it stays one line).
    public init(_ message: String) { self.message = MessageQuoting.oneLine(message) }
    public var description: String { message }
}
