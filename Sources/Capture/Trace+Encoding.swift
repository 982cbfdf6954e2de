import SceneKit
import ScrollPhysics
import RunSupport

/// Deterministic JSON text for trace lines: keys in the fixed order of docs/capture.md, "Trace format", no spaces, and
/// numbers in one canonical form, so identical input gives byte-identical output.
///
/// Numbers: whole values with |v| < 1e15 print as integers (`3`, `-120`, and `0` for −0); others
/// print Swift's shortest representation that reads back to the same Double (`0.1`, `1e-05`,
/// `1.5e+20`), so a trace round-trips exactly. NaN and ±∞ are never written: encoding throws a
/// `CaptureError` naming the frame and field (a non-finite value is a bug upstream, not data).
extension TraceHeader {
    /// This header as one JSON line (without the newline).
    public func jsonLine() throws(CaptureError) -> String {
        var j = TraceJSONBuilder(context: "trace header")
        j.raw("{\"type\":\"header\",\"version\":\(version),\"fps\":")
        try j.number(fps, "fps")
        j.raw(",\"window\":{\"width\":"); try j.number(windowSize.width, "window.width")
        j.raw(",\"height\":"); try j.number(windowSize.height, "window.height")
        j.raw(",\"scale\":"); try j.number(scale, "window.scale")
        j.raw("},\"scene\":")
        try j.object(scene, "scene")
        if let scrollViews {
            try j.scrollViews(scrollViews, name: \.name) { (j: inout TraceJSONBuilder, sv, f) throws(CaptureError) in
                j.raw("\"frame\":")
                try j.numbers([sv.frame.minX, sv.frame.minY, sv.frame.width, sv.frame.height], f + ".frame")
                j.raw(",\"contentSize\":")
                try j.numbers([sv.contentSize.width, sv.contentSize.height], f + ".contentSize")
                j.raw(",\"paging\":\(sv.paging)")
            }
        }
        if let fonts {
            j.raw(",\"fonts\":[")
            for (i, path) in fonts.enumerated() {
                if i > 0 { j.raw(",") }
                j.string(path)
            }
            j.raw("]")
        }
        j.raw("}")
        return j.text
    }
}

extension TraceFrame {
    /// This frame as one JSON line (without the newline).
    public func jsonLine() throws(CaptureError) -> String {
        var j = TraceJSONBuilder(context: "trace frame \(frame)")
        j.raw("{\"type\":\"frame\",\"frame\":\(frame),\"t\":"); try j.number(t, "t")
        if let needsFrame { j.raw(",\"needsFrame\":\(needsFrame)") }
        for field in fields {
            j.raw(",")
            try j.member(field, "")
        }
        if let scrollViews {
            try j.scrollViews(scrollViews, name: \.name) { (j: inout TraceJSONBuilder, sv, f) throws(CaptureError) in
                j.raw("\"offset\":"); try j.numbers([sv.offset.x, sv.offset.y], f + ".offset")
                j.raw(",\"velocity\":"); try j.numbers([sv.velocity.x, sv.velocity.y], f + ".velocity")
                j.raw(",\"zoom\":"); try j.number(sv.zoom, f + ".zoom")
                j.raw(",\"tracking\":\(sv.tracking),\"dragging\":\(sv.dragging),\"decelerating\":\(sv.decelerating)")
                j.raw(",\"zooming\":\(sv.zooming),\"zoomBouncing\":\(sv.zoomBouncing)")
            }
        }
        j.raw(",\"events\":[")
        for (i, event) in events.enumerated() {
            if i > 0 { j.raw(",") }
            try j.event(event)
        }
        j.raw("]}")
        return j.text
    }
}

/// Appends JSON fragments to `text`; `context` ("trace frame 12") prefixes error messages.
package struct TraceJSONBuilder {
    var text = ""
    let context: String

    init(context: String) {
        self.context = context
        text.reserveCapacity(256)
    }

    mutating func raw(_ s: String) { text += s }

    /// The canonical text of a finite number (`NumberText`), nil for NaN or ±∞.
    package static func format(_ v: Double) -> String? { NumberText.canonical(v) }

    mutating func number(_ v: Double, _ field: String) throws(CaptureError) {
        guard let s = Self.format(v) else {
            throw CaptureError("\(context): \"\(field)\" is \(v.isNaN ? "NaN" : "infinite"); traces never contain non-finite numbers (the value comes from the scroll model or scene: fix it there)")
        }
        text += s
    }

    mutating func numbers(_ vs: [Double], _ field: String) throws(CaptureError) {
        text += "["
        for (i, v) in vs.enumerated() {
            if i > 0 { text += "," }
            try number(v, field)
        }
        text += "]"
    }

    mutating func string(_ s: String) {
        text += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    mutating func event(_ event: SceneEvent) throws(CaptureError) {
        text += "{\"name\":"
        string(event.name)
        var seen: Set<String> = ["name"]
        for argument in event.arguments {
            guard seen.insert(argument.key).inserted else {
                throw CaptureError("\(context): event \"\(event.name)\" has the argument \"\(argument.key)\" twice (or one named \"name\"); argument keys must be unique")
            }
            text += ","
            string(argument.key)
            text += ":"
            try value(argument.value, "\(event.name).\(argument.key)")
        }
        text += "}"
    }

    /// `"key":value`; `path` ("bigCube.") prefixes the key in error messages.
    mutating func member(_ field: TraceField, _ path: String) throws(CaptureError) {
        string(field.key)
        text += ":"
        try value(field.value, path + field.key)
    }

    /// `{"a":…,"b":…}` with the members in order.
    mutating func object(_ fields: [TraceField], _ path: String) throws(CaptureError) {
        text += "{"
        for (i, field) in fields.enumerated() {
            if i > 0 { text += "," }
            try member(field, path + ".")
        }
        text += "}"
    }

    /// `,"scrollViews":{"NAME":{…},…}`: one object per view, in order, whose members `body` writes
    /// given the view and its path in error messages (`scrollViews.NAME`).
    mutating func scrollViews<View>(_ views: [View], name: (View) -> String,
                                    _ body: (inout TraceJSONBuilder, View, String) throws(CaptureError) -> Void)
        throws(CaptureError) {
        text += ",\"scrollViews\":{"
        for (i, view) in views.enumerated() {
            if i > 0 { text += "," }
            string(name(view))
            text += ":{"
            try body(&self, view, "scrollViews.\(name(view))")
            text += "}"
        }
        text += "}"
    }

    mutating func value(_ value: TraceValue, _ field: String) throws(CaptureError) {
        switch value {
        case .number(let v): try number(v, field)
        case .bool(let b): text += b ? "true" : "false"
        case .numbers(let vs): try numbers(vs, field)
        case .string(let s): string(s)
        case .object(let members): try object(members, field)
        }
    }
}
