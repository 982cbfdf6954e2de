import Capture
import SceneKit
import ScrollPhysics

/// One frame of the messages scene's trace, decoded (docs/techniques/springy-items.md, "The trace").
struct SpringFrame {
    var t: Double
    var offsetY: Double
    var touch: Point
    var springsOn: Bool
    var index: [Int]
    var anchorX: [Double]
    var anchorY: [Double]
    var displacement: [Double]
    var r: [Double]

    init(_ frame: TraceFrame) {
        func numbers(_ key: String) -> [Double] {
            if case .numbers(let v)? = frame.fields[key] { return v }
            return []
        }
        t = frame.t
        offsetY = numbers("offset").last ?? .nan
        let touch = numbers("touch")
        self.touch = Point(x: touch.first ?? .nan, y: touch.last ?? .nan)
        if case .bool(let on)? = frame.fields["springsOn"] { springsOn = on } else { springsOn = false }
        index = numbers("index").map { Int($0) }
        anchorX = numbers("anchorX"); anchorY = numbers("anchorY")
        displacement = numbers("displacement"); r = numbers("r")
    }

    /// Where item `k` (a position in this frame's lists) is drawn: window y of its centre.
    func screenY(_ k: Int) -> Double { anchorY[k] + displacement[k] - offsetY }

    /// The displacement of item `i`, nil when it has no spring this frame.
    func displacement(ofItem i: Int) -> Double? { index.firstIndex(of: i).map { displacement[$0] } }

    var maxDisplacement: Double { displacement.map(abs).max() ?? 0 }
}

extension Trace {
    var springFrames: [SpringFrame] { frames.map(SpringFrame.init) }
}
