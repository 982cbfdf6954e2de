import Scenes
import Foundation
import ScrollPhysics

/// A trace read back: its header and its frames in file order.
public struct Trace: Equatable, Sendable {
    public var header: TraceHeader
    public var frames: [TraceFrame]
    public init(header: TraceHeader, frames: [TraceFrame]) { self.header = header; self.frames = frames }

    /// Every event of every frame, with the frame it happened in, in order — handy in tests
    /// ("the first didEndDecelerating is at frame …").
    public var allEvents: [(frame: Int, event: TraceEvent)] {
        frames.flatMap { f in f.events.map { (f.frame, $0) } }
    }
}

/// Parses trace files written by `TraceWriter` back into typed values (for tests and tools), with
/// Foundation's `JSONDecoder`, one line at a time. Unknown extra fields are ignored (the format
/// may grow); missing or mistyped fields are errors naming the line number and field.
///
/// Event arguments come back **sorted by key**: Foundation's decoder does not report the order of
/// an object's members. (`TraceEvent.sortedByKey` puts an expected event in the same order.)
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
                    frames.append(try decoder.decode(FrameLine.self, from: data).frame(fail))
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

extension TraceEvent {
    /// This event with its arguments sorted by key, as `TraceReader` returns them.
    public var sortedByKey: TraceEvent {
        TraceEvent(name: name, arguments: arguments.sorted { $0.key < $1.key })
    }
}

// MARK: - The JSON shapes of the two line types

private struct LineType: Decodable { var type: String }

private struct HeaderLine: Decodable {
    struct Window: Decodable { var width, height, scale: Double }
    struct Scene: Decodable {
        var cubes, seed: Int
        var pitch: Double
        var scrollFrame, contentSize, boundsSize: [Double]
    }
    var version: Int
    var fps: Double
    var window: Window
    var scene: Scene

    func header(_ fail: (String) -> CaptureError) throws(CaptureError) -> TraceHeader {
        let frame = try fixed(scene.scrollFrame, 4, "scene.scrollFrame", fail)
        let content = try fixed(scene.contentSize, 2, "scene.contentSize", fail)
        let bounds = try fixed(scene.boundsSize, 2, "scene.boundsSize", fail)
        return TraceHeader(version: version, fps: fps, windowSize: Size(width: window.width, height: window.height),
                           scale: window.scale, cubes: scene.cubes, seed: scene.seed, pitch: scene.pitch,
                           scrollFrame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                           contentSize: Size(width: content[0], height: content[1]),
                           boundsSize: Size(width: bounds[0], height: bounds[1]))
    }
}

private struct FrameLine: Decodable {
    struct BigCube: Decodable { var color: [Double]; var angle: Double }
    var frame: Int
    var t: Double
    var offset, velocity: [Double]
    var tracking, dragging, decelerating: Bool
    var zoom: Double
    var bigCube: BigCube
    var events: [[String: JSONValue]]

    func frame(_ fail: (String) -> CaptureError) throws(CaptureError) -> TraceFrame {
        let o = try fixed(offset, 2, "offset", fail), v = try fixed(velocity, 2, "velocity", fail)
        let c = try fixed(bigCube.color, 3, "bigCube.color", fail)
        var traceEvents: [TraceEvent] = []
        for members in events {
            guard case .string(let name)? = members["name"] else { throw fail("an event has no string \"name\"") }
            var arguments: [TraceEvent.Argument] = []
            for (key, value) in members.sorted(by: { $0.key < $1.key }) where key != "name" {
                switch value {
                case .number(let n): arguments.append(.init(key, .number(n)))
                case .bool(let b): arguments.append(.init(key, .bool(b)))
                case .string(let s): arguments.append(.init(key, .string(s)))
                case .array(let items):
                    let numbers = items.compactMap { item -> Double? in if case .number(let n) = item { n } else { nil } }
                    guard numbers.count == items.count else { throw fail("event \"\(name)\": \"\(key)\" must be an array of numbers") }
                    arguments.append(.init(key, .numbers(numbers)))
                default: throw fail("event \"\(name)\": \"\(key)\" has an unsupported value")
                }
            }
            traceEvents.append(TraceEvent(name: name, arguments: arguments))
        }
        return TraceFrame(frame: frame, t: t, offset: Point(x: o[0], y: o[1]), velocity: Point(x: v[0], y: v[1]),
                          tracking: tracking, dragging: dragging, decelerating: decelerating, zoom: zoom,
                          bigCubeColor: RGB(r: c[0], g: c[1], b: c[2]), bigCubeAngle: bigCube.angle, events: traceEvents)
    }
}

private func fixed(_ values: [Double], _ count: Int, _ field: String,
                   _ fail: (String) -> CaptureError) throws(CaptureError) -> [Double] {
    guard values.count == count else { throw fail("\"\(field)\" must be an array of \(count) numbers, found \(values.count)") }
    return values
}
