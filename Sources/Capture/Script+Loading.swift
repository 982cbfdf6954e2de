import Foundation
import SceneKit
import ScrollPhysics
import RunSupport

extension Script {
    /// The most frames a run may have (≈ 4.6 hours at 60 fps): a guard against a typo such as
    /// `"duration": 30000` allocating and rendering for days.
    public static let maxFrames = 1_000_000

    /// The most events a script may hold (about 150 MB of decoded events): a bound checked while
    /// reading, so a huge file fails with one line instead of exhausting memory.
    public static let maxEvents = 2_000_000

    /// The most primitive inputs the events may expand to (drag moves count one each). Inputs are
    /// expanded as the run reaches them, so this bounds the run's work rather than its memory.
    public static let maxInputs = 20_000_000

    /// The largest script file accepted, bytes (256 MiB): room for `maxEvents` events of over a
    /// hundred bytes each, read into memory at most once. A larger file, or an endless one such as
    /// /dev/zero, fails with one line after reading at most this much.
    public static let maxScriptBytes = 256 << 20

    /// Reads and validates the script at `path`; the file name in messages is `path` as given.
    /// - Parameter scenes: the scenes its `"scene"` may name; the first is the default when it
    ///   names none (the app passes its scene types, e.g. the built-in `SceneCatalog.all`).
    /// - Throws: `ScriptError` (exit 2) for an unreadable file, malformed JSON (with line and
    ///   column) or an invalid field or event (see `ScriptError` for the message shapes).
    public static func load(path: String, scenes: [any Scene.Type]) throws(ScriptError) -> Script {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(path, limit: maxScriptBytes) {
                "is larger than \($0 >> 20) MiB, the most a script may be (split the run into several scripts)"
            }
        } catch { throw ScriptError(error.message) }
        return try parse(bytes, fileName: path, scenes: scenes)
    }

    /// Parses and validates script text (UTF-8 JSON); `fileName` is used in messages only.
    ///
    /// Two passes over the bytes: the first checks the syntax of the whole text (so a malformed
    /// file is reported as such, with line and column, before any field); the second decodes the
    /// top-level fields and turns each element of `events` into a compact `ScriptEvent` as it is
    /// read, dropping its JSON tree at once, so memory stays a small multiple of the file's size.
    /// `scenes` are the scenes it may name, the first being the default (see `load(path:scenes:)`).
    public static func parse(_ bytes: [UInt8], fileName: String,
                             scenes: [any Scene.Type]) throws(ScriptError) -> Script {
        try bytes.withUnsafeBufferPointer { buffer throws(ScriptError) in try parse(buffer, fileName: fileName, scenes: scenes) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, fileName: String,
                              scenes: [any Scene.Type]) throws(ScriptError) -> Script {
        func syntax<T>(_ body: () throws(JSONText.SyntaxError) -> T) throws(ScriptError) -> T {
            do { return try body() } catch { throw ScriptError("\(fileName): \(error.description)") }
        }
        try syntax { () throws(JSONText.SyntaxError) in try JSONText.check(buffer) }

        var reader = JSONTokenizer(buffer)
        guard try syntax({ () throws(JSONText.SyntaxError) in try reader.enterObject() }) else {
            let root = try syntax { () throws(JSONText.SyntaxError) in try reader.value(build: true) }
            throw ScriptFieldReader(file: fileName, subject: "script", object: root)
                .fail("the top level must be an object such as {\"duration\": 3, \"events\": []}, found \(root.kindDescription)")
        }
        var members: [String: JSONValue] = [:]
        var events: [ScriptEvent] = []
        // The first bad event; reported after the top-level fields, which come first in messages.
        var eventError: ScriptError?
        while let (key, at) = try syntax({ () throws(JSONText.SyntaxError) in try reader.nextMember() }) {
            if members[key] != nil {
                throw ScriptError("\(fileName): \(reader.fail("the field \(MessageQuoting.quoted(key)) appears twice in one object (keep one)", at: at).description)")
            }
            guard key == "events", try syntax({ () throws(JSONText.SyntaxError) in try reader.enterArray() }) else {
                members[key] = try syntax { () throws(JSONText.SyntaxError) in try reader.value(build: true) }
                continue
            }
            members[key] = .array([])
            var index = 0
            var before = reader.offset
            while let item = try syntax({ () throws(JSONText.SyntaxError) in try reader.nextElement(build: eventError == nil) }) {
                defer { index += 1; before = reader.offset }
                guard eventError == nil else { continue }
                guard index < maxEvents else {
                    eventError = ScriptError("\(fileName): event #\(index): more than \(maxEvents) events in one script (split the run into several scripts)")
                    continue
                }
                // Where the event's object starts, computed only for messages that give it.
                let location = { () -> String in
                    var start = before
                    while start < buffer.count, [9, 10, 13, 32, 44].contains(buffer[start]) { start += 1 }
                    let (line, column) = JSONText.lineAndColumn(ofByteOffset: start, in: buffer)
                    return "line \(line), column \(column)"
                }
                do { events.append(try decodeEvent(item, index: index, file: fileName, location: location)) } catch { eventError = error }
            }
        }
        let root = JSONValue.object(members)
        var script = try decodeTopLevel(root, fileName: fileName, scenes: scenes)
        if let eventError { throw eventError }
        script.events = events
        try validateTimeline(script)
        try checkInputCount(script)
        return script
    }

    /// The top-level fields (`events` must already be taken out: only its JSON type is checked).
    private static func decodeTopLevel(_ root: JSONValue, fileName: String,
                                       scenes: [any Scene.Type]) throws(ScriptError) -> Script {
        let top = ScriptFieldReader(file: fileName, subject: "script", object: root)
        try top.checkKnownKeys(["window", "fps", "duration", "scene", "events"])
        var script = Script(duration: 1, scene: SceneSelection(name: scenes.first?.info.name ?? ""), fileName: fileName)

        if let window = root["window"] {
            let r = try objectReader(window, subject: "\"window\"", file: fileName,
                                     example: "{\"width\": 960, \"height\": 540, \"scale\": 1}")
            try r.checkKnownKeys(["width", "height", "scale"])
            script.windowSize = Size(width: Double(try r.whole("width", default: 960, minimum: 1, hint: "\"width\": 960")),
                                     height: Double(try r.whole("height", default: 540, minimum: 1, hint: "\"height\": 540")))
            script.scale = try r.positive("scale", default: 1, hint: "\"scale\": 1")
        }
        script.fps = try top.positive("fps", default: 60, hint: "\"fps\": 60")
        script.duration = try top.positive("duration", hint: "\"duration\": 3.0")
        if let scene = root["scene"] {
            script.scene = try decodeScene(scene, file: fileName, scenes: scenes)
        }
        try checkFrameCount(script, fail: top.fail)
        if let events = root["events"], case .array = events {} else if let events = root["events"] {
            throw top.fail("\"events\" must be an array of event objects, found \(events.kindDescription)")
        }
        return script
    }

    /// Rejects scripts whose events expand to more than `maxInputs` inputs, naming the largest
    /// event — counted without expanding anything.
    private static func checkInputCount(_ script: Script) throws(ScriptError) {
        var total = 0.0, largest = (count: 0.0, index: 0)
        for (i, event) in script.events.enumerated() {
            let n = ScriptInputStream.inputCount(of: event)
            total += n
            if n > largest.count { largest = (n, i) }
        }
        guard total <= Double(maxInputs) else {
            let event = script.events[largest.index]
            throw ScriptError("\(script.fileName): event #\(largest.index) (\(event.typeName)): the events expand to "
                              + "\(String(format: "%.4g", total)) inputs, more than \(maxInputs) (this event alone makes "
                              + "\(String(format: "%.4g", largest.count)); lower \"hz\" or shorten the drags)")
        }
    }

    /// This script with the CLI's `--fps` and `--size` applied (nil leaves a value as it is).
    /// - Throws: `ScriptError` with `RunOptionRules`' message when fps or size breaks its rule
    ///   (the same the command line gives), or when the run would exceed `maxFrames`.
    public func overriding(fps: Double? = nil, size: Size? = nil) throws(ScriptError) -> Script {
        var copy = self
        do {
            if let fps { try RunOptionRules.checkFPS(fps) }
            if let size { try RunOptionRules.checkSize(width: size.width, height: size.height) }
        } catch {
            throw ScriptError(error.message)
        }
        if let fps { copy.fps = fps }
        if let size { copy.windowSize = size }
        try Self.checkFrameCount(copy, fail: { ScriptError("\(fileName): \($0)") })
        return copy
    }

    private static func checkFrameCount(_ script: Script, fail: (String) -> ScriptError) throws(ScriptError) {
        let frames = script.duration * script.fps
        if frames > Double(maxFrames) {
            throw fail("\"duration\" \(script.duration) s at \(script.fps) fps makes more than \(maxFrames) frames (shorten the run or lower fps)")
        }
    }

    /// The `"scene"` object: `"name"` (default: the first of `scenes`) and that scene's
    /// parameters, each checked against its declaration.
    static func decodeScene(_ node: JSONValue, file: String,
                            scenes: [any Scene.Type]) throws(ScriptError) -> SceneSelection {
        let defaultName = scenes.first?.info.name ?? ""
        // The example names the default scene and its first parameter at its default value.
        let exampleParameter = scenes.first?.parameters.first.map { ", " + $0.scriptExample } ?? ""
        let r = try objectReader(node, subject: "\"scene\"", file: file,
                                 example: "{\"name\": \"\(defaultName)\"\(exampleParameter)}")
        let name = node["name"] == nil ? defaultName : try r.string("name", hint: "\"name\": \"\(defaultName)\"")
        guard let type = scenes.first(where: { $0.info.name == name }) else {
            let names = scenes.map { $0.info.name }.joined(separator: ", ")
            throw r.fail("unknown scene \(MessageQuoting.quoted(name)) (use one of \(names))")
        }
        try r.checkKnownKeys(["name"] + type.parameters.map(\.name))
        var given: [String: SceneParameterValue] = [:]
        for parameter in type.parameters where node[parameter.name] != nil {
            given[parameter.name] = try r.sceneParameter(parameter)
        }
        return SceneSelection(name: name, given: given)
    }

    /// A field reader for `node`, which must be an object.
    static func objectReader(_ value: JSONValue, subject: String, file: String, example: String) throws(ScriptError) -> ScriptFieldReader {
        let r = ScriptFieldReader(file: file, subject: subject, object: value)
        guard case .object = value else {
            throw r.fail("must be an object such as \(example), found \(value.kindDescription)")
        }
        return r
    }
}
