import CubeScene
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

/// Parses trace files written by `TraceWriter` back into typed values (for tests and tools).
/// Unknown extra fields are ignored (the format may grow); missing or mistyped fields are errors
/// naming the line number and field.
public enum TraceReader {
    /// Reads the trace at `path`.
    public static func read(path: String) throws(CaptureError) -> Trace {
        try parse(FileIO.readAll(path), fileName: path)
    }

    /// Parses trace text: one header line, then frame lines; a final newline is optional.
    public static func parse(_ bytes: [UInt8], fileName: String = "trace") throws(CaptureError) -> Trace {
        var header: TraceHeader?
        var frames: [TraceFrame] = []
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where !(line.isEmpty && i == lines.count - 1) {
            let r = LineReader(file: fileName, lineNumber: i + 1)
            let node: JSONNode
            do { node = try JSONParser.parse(Array(line)) } catch {
                throw r.fail("malformed JSON at column \(error.column): \(error.reason)")
            }
            let type = try r.string("type", in: node)
            if i == 0 {
                guard type == "header" else { throw r.fail("the first line must be the header, found type \"\(type)\"") }
                header = try r.header(node)
            } else {
                guard type == "frame" else { throw r.fail("expected a frame line, found type \"\(type)\"") }
                frames.append(try r.frame(node))
            }
        }
        guard let header else { throw CaptureError("\(fileName): empty trace (no header line)") }
        return Trace(header: header, frames: frames)
    }
}

/// Typed field access for one trace line, with errors of the form `FILE:LINE: "field": problem`.
private struct LineReader {
    let file: String
    let lineNumber: Int

    func fail(_ what: String) -> CaptureError { CaptureError("\(file):\(lineNumber): \(what)") }

    func field(_ key: String, in object: JSONNode) throws(CaptureError) -> JSONNode {
        guard let n = object[key] else { throw fail("missing field \"\(key)\"") }
        return n
    }
    func number(_ key: String, in o: JSONNode) throws(CaptureError) -> Double {
        guard case .number(let v) = try field(key, in: o).value, v.isFinite else { throw fail("\"\(key)\" must be a finite number") }
        return v
    }
    func int(_ key: String, in o: JSONNode) throws(CaptureError) -> Int {
        let v = try number(key, in: o)
        guard v == v.rounded(), abs(v) < 1e15 else { throw fail("\"\(key)\" must be a whole number") }
        return Int(v)
    }
    func bool(_ key: String, in o: JSONNode) throws(CaptureError) -> Bool {
        guard case .bool(let b) = try field(key, in: o).value else { throw fail("\"\(key)\" must be true or false") }
        return b
    }
    func string(_ key: String, in o: JSONNode) throws(CaptureError) -> String {
        guard case .string(let s) = try field(key, in: o).value else { throw fail("\"\(key)\" must be a string") }
        return s
    }
    func numbers(_ key: String, count: Int, in o: JSONNode) throws(CaptureError) -> [Double] {
        guard case .array(let items) = try field(key, in: o).value, items.count == count else {
            throw fail("\"\(key)\" must be an array of \(count) numbers")
        }
        return try items.map { (item) throws(CaptureError) -> Double in
            guard case .number(let v) = item.value, v.isFinite else { throw fail("\"\(key)\" must contain finite numbers") }
            return v
        }
    }

    func header(_ o: JSONNode) throws(CaptureError) -> TraceHeader {
        let window = try field("window", in: o), scene = try field("scene", in: o)
        let frame = try numbers("scrollFrame", count: 4, in: scene)
        let content = try numbers("contentSize", count: 2, in: scene)
        let bounds = try numbers("boundsSize", count: 2, in: scene)
        return TraceHeader(
            version: try int("version", in: o), fps: try number("fps", in: o),
            windowSize: Size(width: try number("width", in: window), height: try number("height", in: window)),
            scale: try number("scale", in: window), cubes: try int("cubes", in: scene), seed: try int("seed", in: scene),
            pitch: try number("pitch", in: scene),
            scrollFrame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            contentSize: Size(width: content[0], height: content[1]),
            boundsSize: Size(width: bounds[0], height: bounds[1]))
    }

    func frame(_ o: JSONNode) throws(CaptureError) -> TraceFrame {
        let offset = try numbers("offset", count: 2, in: o), velocity = try numbers("velocity", count: 2, in: o)
        let big = try field("bigCube", in: o)
        let color = try numbers("color", count: 3, in: big)
        guard case .array(let eventNodes) = try field("events", in: o).value else { throw fail("\"events\" must be an array") }
        return TraceFrame(
            frame: try int("frame", in: o), t: try number("t", in: o),
            offset: Point(x: offset[0], y: offset[1]), velocity: Point(x: velocity[0], y: velocity[1]),
            tracking: try bool("tracking", in: o), dragging: try bool("dragging", in: o),
            decelerating: try bool("decelerating", in: o), zoom: try number("zoom", in: o),
            bigCubeColor: RGB(r: color[0], g: color[1], b: color[2]), bigCubeAngle: try number("angle", in: big),
            events: try eventNodes.map { (n) throws(CaptureError) in try event(n) })
    }

    func event(_ n: JSONNode) throws(CaptureError) -> TraceEvent {
        guard case .object(let members) = n.value else { throw fail("each of \"events\" must be an object") }
        let name = try string("name", in: n)
        var arguments: [TraceEvent.Argument] = []
        for member in members where member.key != "name" {
            let key = member.key
            switch member.node.value {
            case .number(let v) where v.isFinite: arguments.append(.init(key, .number(v)))
            case .bool(let b): arguments.append(.init(key, .bool(b)))
            case .string(let s): arguments.append(.init(key, .string(s)))
            case .array(let items):
                let vs = items.compactMap { item -> Double? in
                    if case .number(let v) = item.value, v.isFinite { return v } else { return nil }
                }
                guard vs.count == items.count else { throw fail("event \"\(name)\": \"\(key)\" must be an array of finite numbers") }
                arguments.append(.init(key, .numbers(vs)))
            default: throw fail("event \"\(name)\": \"\(key)\" has an unsupported value")
            }
        }
        return TraceEvent(name: name, arguments: arguments)
    }
}
