import DesktopInput
import ScrollPhysics
import RunSupport

extension Script {
    /// The highest drag or pinch sample rate accepted, Hz: the fastest mice report 8000 times a second, a
    /// high-speed USB interrupt endpoint being polled at most once per 125 µs microframe (USB 2.0
    /// specification, chapter 5, "Interrupt Transfers"). Bounds a drag's moves before any are made.
    public static let maxDragHz = 8000.0

    /// A drag's or a pinch's `"hz"`: > 0, default 120, at most `maxDragHz`.
    private static func sampleRate(_ r: ScriptFieldReader) throws(ScriptError) -> Double {
        let hz = try r.positive("hz", default: 120, hint: "\"hz\": 120")
        guard hz <= maxDragHz else {
            throw r.fail("\"hz\" is \(r.format(hz)), more than \(r.format(maxDragHz)) (the fastest mice report "
                         + "\(r.format(maxDragHz)) times a second; write e.g. \"hz\": 120)")
        }
        return hz
    }

    /// Every event type a script may use, in the order error messages list them.
    static let eventTypes = ["down", "move", "up", "drag", "tap", "doubleclick", "wheel", "pinch", "key", "resize",
                             "capture"]
    /// `eventTypes` as a message lists them (built once, not per event).
    private static let eventTypeList = eventTypes.joined(separator: ", ")
    /// The key names as a message lists them.
    private static let keyNameList = DesktopKey.allCases.map(\.rawValue).joined(separator: ", ")

    /// A character key's name as the window reports it: one ASCII letter (lower case), digit, + or -.
    static func characterKey(_ name: String) -> Character? {
        guard name.count == 1, let c = name.lowercased().first, c.isASCII,
              c.isLetter || c.isNumber || c == "+" || c == "-" else { return nil }
        return c
    }
    private static let typeHint = "\"type\": one of \(eventTypeList)"

    /// Decodes one element of `events` (index `index`, from 0) into a `ScriptEvent`.
    /// `location` gives "line L, column C" of the event's object, for messages that name it.
    static func decodeEvent(_ node: JSONValue, index: Int, file: String,
                            location: () -> String = { "" }) throws(ScriptError) -> ScriptEvent {
        let example = "{\"t\": 0.5, \"type\": \"tap\", \"x\": 100, \"y\": 200}"
        let untyped = try objectReader(node, subject: "event #\(index)", file: file, example: example)
        guard let typeNode = node["type"] else { throw untyped.fail("missing field \"type\" (add \(typeHint))") }
        guard case .string(let type) = typeNode else {
            throw untyped.fail("\"type\" must be a string, found \(typeNode.kindDescription) (write \(typeHint))")
        }
        let known = eventTypes.contains(type)
        let r = ScriptFieldReader(file: file, subject: "event #\(index)" + (known ? " (\(type))" : ""), object: node)
        guard known else {
            throw r.fail("unknown type \(MessageQuoting.quoted(type)) (use one of \(eventTypeList))")
        }
        let t = try r.number("t", hint: "\"t\": 0.5")
        if t < 0 {
            throw r.fail("\"t\" is \(r.format(t)), negative (times are seconds from the start of the run, ≥ 0)")
        }
        func xyKnown() throws(ScriptError) -> Point {
            Point(x: try r.number("x", hint: "\"x\": 100"), y: try r.number("y", hint: "\"y\": 200"))
        }
        func xy() throws(ScriptError) -> Point {
            try r.checkKnownKeys(["t", "type", "x", "y"])
            return try xyKnown()
        }
        switch type {
        case "down": return ScriptEvent(t: t, .down(try xy()))
        case "move": return ScriptEvent(t: t, .move(try xy()))
        case "up": return ScriptEvent(t: t, .up(try xy()))
        case "tap": return ScriptEvent(t: t, .tap(try xy()))
        case "doubleclick": return ScriptEvent(t: t, .doubleClick(try xy()))
        case "pinch":
            try r.checkKnownKeys(["t", "type", "x", "y", "scale", "duration", "hz"])
            let center = Point(x: try r.number("x", hint: "\"x\": 480"), y: try r.number("y", hint: "\"y\": 270"))
            let scale = try r.positive("scale", hint: "\"scale\": 2")
            let duration = try r.positive("duration", hint: "\"duration\": 0.5")
            let hz = try sampleRate(r)
            return ScriptEvent(t: t, .pinch(center: center, scale: scale, duration: duration, hz: hz))
        case "drag":
            try r.checkKnownKeys(["t", "type", "from", "to", "duration", "hz", "hold"])
            let from = try r.point("from"), to = try r.point("to")
            let duration = try r.positive("duration", hint: "\"duration\": 0.25")
            let hz = try sampleRate(r)
            let hold = try r.number("hold", default: 0, hint: "\"hold\": 0")
            if hold < 0 { throw r.fail("\"hold\" must be ≥ 0, found \(r.format(hold)) (seconds still before the up)") }
            return ScriptEvent(t: t, .drag(from: from, to: to, duration: duration, hz: hz, hold: hold))
        case "wheel":
            try r.checkKnownKeys(["t", "type", "dx", "dy", "shift", "ctrl", "continuous", "x", "y"])
            if node["dx"] == nil && node["dy"] == nil {
                throw r.fail("missing field \"dy\" or \"dx\" (add e.g. \"dy\": -1 for one notch towards the user)")
            }
            var at: Point?
            if node["x"] != nil || node["y"] != nil { at = try xyKnown() }
            return ScriptEvent(t: t, .wheel(dx: try r.number("dx", default: 0, hint: "\"dx\": 1"),
                                            dy: try r.number("dy", default: 0, hint: "\"dy\": -1"),
                                            shift: try r.bool("shift", default: false),
                                            ctrl: try r.bool("ctrl", default: false),
                                            kind: try r.optionalBool("continuous").map { $0 ? .continuous : .wheelClicks },
                                            at: at))
        case "key":
            try r.checkKnownKeys(["t", "type", "key"])
            let name = try r.string("key", hint: "\"key\": \"right\"")
            if let key = DesktopKey(rawValue: name) { return ScriptEvent(t: t, .key(.scroll(key))) }
            guard let character = Self.characterKey(name) else {
                throw r.fail("unknown key \(MessageQuoting.quoted(name)) (use one of \(keyNameList), or one letter, digit, + or -)")
            }
            return ScriptEvent(t: t, .key(.character(character)))
        case "resize":
            try r.checkKnownKeys(["t", "type", "width", "height"])
            let w = try r.whole("width", minimum: 1, hint: "\"width\": 800")
            let h = try r.whole("height", minimum: 1, hint: "\"height\": 600")
            return ScriptEvent(t: t, .resize(Size(width: Double(w), height: Double(h))))
        default:  // "capture"
            try r.checkKnownKeys(["t", "type", "name", "mask"])
            let name = try r.string("name", hint: "\"name\": \"after-fling\"")
            guard isValidCaptureName(name) else {
                throw r.fail("\"name\" \(MessageQuoting.quoted(name)) is not a valid file name (use 1–100 letters, digits, '.', '_' or '-', starting with a letter or digit)")
            }
            var event = ScriptEvent(t: t, .capture(name: name))
            if let mask = node["mask"] {
                event.masks = try decodeMasks(mask, subject: "\(file): \(location()): event #\(index) (capture)")
            }
            return event
        }
    }

    /// Capture names become file names (NAME.png): ASCII letters, digits, '.', '_', '-', starting
    /// with a letter or digit (so never hidden, never a path), 1–100 characters.
    static func isValidCaptureName(_ name: String) -> Bool {
        func ok(_ c: UInt8, first: Bool) -> Bool {
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): return !first
            default: return false
            }
        }
        let bytes = Array(name.utf8)
        return (1...100).contains(bytes.count) && bytes.enumerated().allSatisfy { ok($1, first: $0 == 0) }
    }
}
