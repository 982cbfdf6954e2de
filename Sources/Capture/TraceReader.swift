import SceneKit
import Foundation
import ScrollPhysics
import RunSupport

/// A trace read back: its header and its frames in file order.
public struct Trace: Equatable, Sendable {
    public var header: TraceHeader
    public var frames: [TraceFrame]
    public init(header: TraceHeader, frames: [TraceFrame]) { self.header = header; self.frames = frames }

    /// Every event of every frame, with the frame it happened in, in order — handy in tests
    /// ("the first didEndDecelerating is at frame …").
    public var allEvents: [(frame: Int, event: SceneEvent)] {
        frames.flatMap { f in f.events.map { (f.frame, $0) } }
    }
}

/// Parses trace files written by `TraceWriter` back into typed values (for tests and tools), with
/// Foundation's `JSONDecoder`, one line at a time. Unknown extra fields are ignored (the format
/// may grow); missing or mistyped fields are errors naming the line number and field.
///
/// Event arguments come back **sorted by key**: Foundation's decoder does not report the order of
/// an object's members. (`SceneEvent.sortedByKey` puts an expected event in the same order.)
public enum TraceReader {
    /// Reads the trace at `path`.
    public static func read(path: String) throws(CaptureError) -> Trace {
        try parse(FileIO.readAll(path), fileName: path)
    }

    /// Parses trace text: one header line, then frame lines; a final newline is optional.
    public static func parse(_ bytes: [UInt8], fileName: String = "trace") throws(CaptureError) -> Trace {
        var header: TraceHeader?
        var frames: [TraceFrame] = []
        let decoder = JSONDecoder()
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where !(line.isEmpty && i == lines.count - 1) {
            func fail(_ what: String) -> CaptureError { CaptureError("\(fileName):\(i + 1): \(what)") }
            let data = Data(line)
            do {
                let type = try decoder.decode(LineType.self, from: data).type
                if i == 0 {
                    guard type == "header" else { throw fail("the first line must be the header, found type \"\(type)\"") }
                    header = try decoder.decode(HeaderLine.self, from: data).header(fail)
                } else {
                    guard type == "frame" else { throw fail("expected a frame line, found type \"\(type)\"") }
                    let members = try decoder.decode([String: JSONValue].self, from: data)
                    frames.append(try decoder.decode(FrameLine.self, from: data).frame(members: members, fail))
                }
            } catch let error as CaptureError {
                throw error
            } catch let error as DecodingError {
                throw fail(describe(error, line: Array(line)))
            } catch {
                throw fail("\(error)")
            }
        }
        guard let header else { throw CaptureError("\(fileName): empty trace (no header line)") }
        return Trace(header: header, frames: frames)
    }

    private static func describe(_ error: DecodingError, line: [UInt8]) -> String {
        func path(_ context: DecodingError.Context, _ key: CodingKey? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            return keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing field \"\(path(context, key))\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\"\(path(context))\" has the wrong type"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, case .failure(let syntax) = Result(catching: { () throws(JSONText.SyntaxError) in try JSONText.parse(line) }) {
                return syntax.column.map { "malformed JSON at column \($0): \(syntax.reason)" } ?? "malformed JSON: \(syntax.reason)"
            }
            return "\"\(path(context))\": \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

// MARK: - The JSON shapes of the two line types

private struct LineType: Decodable { var type: String }

private struct HeaderLine: Decodable {
    struct Window: Decodable { var width, height, scale: Double }
    struct ScrollView: Decodable { var frame, contentSize: [Double]; var paging: Bool }
    var version: Int
    var fps: Double
    var window: Window
    var scene: [String: JSONValue]
    var scrollViews: [String: ScrollView]?
    var fonts: [String]?

    func header(_ fail: (String) -> CaptureError) throws(CaptureError) -> TraceHeader {
        var views: [TracedScrollViewHeader]?
        if let scrollViews {
            views = []
            for (name, sv) in scrollViews.sorted(by: { $0.key < $1.key }) {
                let f = try fixed(sv.frame, 4, "scrollViews.\(name).frame", fail)
                let c = try fixed(sv.contentSize, 2, "scrollViews.\(name).contentSize", fail)
                views?.append(TracedScrollViewHeader(name: name, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]),
                                                     contentSize: Size(width: c[0], height: c[1]), paging: sv.paging))
            }
        }
        var header = TraceHeader(version: version, fps: fps, windowSize: Size(width: window.width, height: window.height),
                                 scale: window.scale, scene: try traceFields(scene, "scene", fail), scrollViews: views)
        header.fonts = fonts
        return header
    }
}

private struct FrameLine: Decodable {
    struct ScrollView: Decodable {
        var offset, velocity: [Double]
        var zoom: Double
        var tracking, dragging, decelerating, zooming, zoomBouncing: Bool
    }
    var frame: Int
    var t: Double
    var needsFrame: Bool?
    var scrollViews: [String: ScrollView]?
    var events: [[String: JSONValue]]

    func frame(members: [String: JSONValue], _ fail: (String) -> CaptureError) throws(CaptureError) -> TraceFrame {
        var sceneMembers = members
        for key in ["type", "frame", "t", "needsFrame", "scrollViews", "events"] { sceneMembers[key] = nil }
        var views: [TracedScrollView]?
        if let scrollViews {
            views = []
            for (name, sv) in scrollViews.sorted(by: { $0.key < $1.key }) {
                let o = try fixed(sv.offset, 2, "scrollViews.\(name).offset", fail)
                let v = try fixed(sv.velocity, 2, "scrollViews.\(name).velocity", fail)
                views?.append(TracedScrollView(name: name, offset: Point(x: o[0], y: o[1]), velocity: Point(x: v[0], y: v[1]),
                                               zoom: sv.zoom, tracking: sv.tracking, dragging: sv.dragging,
                                               decelerating: sv.decelerating, zooming: sv.zooming,
                                               zoomBouncing: sv.zoomBouncing))
            }
        }
        var traceEvents: [SceneEvent] = []
        for members in events {
            guard case .string(let name)? = members["name"] else { throw fail("an event has no string \"name\"") }
            var rest = members
            rest["name"] = nil
            traceEvents.append(SceneEvent(name: name, arguments: try traceFields(rest, "event \"\(name)\"", fail)))
        }
        return TraceFrame(frame: frame, t: t, needsFrame: needsFrame, fields: try traceFields(sceneMembers, "", fail),
                          scrollViews: views, events: traceEvents)
    }
}

/// Object members as trace fields, sorted by key (numbers, booleans, strings, arrays of numbers
/// and nested objects; anything else is an error naming the member).
private func traceFields(_ members: [String: JSONValue], _ path: String,
                         _ fail: (String) -> CaptureError) throws(CaptureError) -> [TraceField] {
    var fields: [TraceField] = []
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        let name = path.isEmpty ? key : path.hasPrefix("event") ? "\(path): \"\(key)\"" : "\(path).\(key)"
        switch value {
        case .number(let n): fields.append(TraceField(key, .number(n)))
        case .bool(let b): fields.append(TraceField(key, .bool(b)))
        case .string(let s): fields.append(TraceField(key, .string(s)))
        case .array(let items):
            let numbers = items.compactMap { item -> Double? in if case .number(let n) = item { n } else { nil } }
            guard numbers.count == items.count else { throw fail("\(name) must be an array of numbers") }
            fields.append(TraceField(key, .numbers(numbers)))
        case .object(let inner): fields.append(TraceField(key, .object(try traceFields(inner, name, fail))))
        case .null: throw fail("\(name) has an unsupported value (null)")
        case .outOfRange(let literal, _): throw fail("\(name) is out of range (\(literal))")
        }
    }
    return fields
}

private func fixed(_ values: [Double], _ count: Int, _ field: String,
                   _ fail: (String) -> CaptureError) throws(CaptureError) -> [Double] {
    guard values.count == count else { throw fail("\"\(field)\" must be an array of \(count) numbers, found \(values.count)") }
    return values
}
