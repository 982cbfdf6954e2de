import ScrollPhysics

extension Script {
    /// The mask rectangles of each capture that has any, by capture name, in window points.
    public var captureMasks: [String: [Rect]] {
        var masks: [String: [Rect]] = [:]
        for event in events where !event.masks.isEmpty {
            if case .capture(let name) = event.kind { masks[name] = event.masks }
        }
        return masks
    }

    /// Decodes a capture's `"mask"`: an array of `{"x", "y", "width", "height"}` objects in window
    /// points (x and y finite, width and height > 0; parts outside the image are ignored). `subject` starts every message
    /// ("FILE: line L, column C: event #N (capture)").
    static func decodeMasks(_ node: JSONValue, subject: String) throws(ScriptError) -> [Rect] {
        let example = "[{\"x\": 0, \"y\": 0, \"width\": 200, \"height\": 40}]"
        guard case .array(let items) = node else {
            throw ScriptError("\(subject): \"mask\" must be an array of rectangles such as \(example), found \(node.kindDescription)")
        }
        var rects: [Rect] = []
        for (k, item) in items.enumerated() {
            let r = ScriptFieldReader(file: subject, subject: "\"mask\" #\(k)", object: item)
            guard case .object = item else {
                throw r.fail("must be an object such as {\"x\": 0, \"y\": 0, \"width\": 200, \"height\": 40}, found \(item.kindDescription)")
            }
            try r.checkKnownKeys(["x", "y", "width", "height"])
            let x = try r.number("x", hint: "\"x\": 0"), y = try r.number("y", hint: "\"y\": 0")
            let width = try r.positive("width", hint: "\"width\": 200")
            let height = try r.positive("height", hint: "\"height\": 40")
            rects.append(Rect(x: x, y: y, width: width, height: height))
        }
        return rects
    }
}
