import Foundation

/// The trace's frames around a capture, for the report ("what happened just before this
/// frame?"): reads `trace.jsonl` (docs/capture.md, "Trace format"), whose line i + 1 is frame i.
enum TraceExcerpt {
    /// Frames before the captured frame that are shown, and frames after.
    static let before = 5, after = 1

    /// Frames `frame − before … frame + after` of the trace at `path` that exist; empty when the
    /// trace cannot be read.
    static func frames(around frame: Int, tracePath: String) -> [CaptureResult.TraceFrame] {
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [CaptureResult.TraceFrame] = []
        for i in max(0, frame - before)...(frame + after) where i + 1 < lines.count {
            guard let object = try? JSONSerialization.jsonObject(with: Data(lines[i + 1].utf8)) as? [String: Any],
                  let index = object["frame"] as? Int, let t = object["t"] as? Double else { continue }
            let events = object["events"].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
            out.append(.init(frame: index, t: t, events: events.map { String(decoding: $0, as: UTF8.self) } ?? "[]"))
        }
        return out
    }
}
