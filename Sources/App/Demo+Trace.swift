import Capture
import ImageOutput
import Platform
import Scenes
import ScrollPhysics

extension Demo {
    /// The trace's header line for this demo's current geometry.
    public func traceHeader(fps: Double, scale: Double) -> TraceHeader {
        let layout = controller.layout, scroll = controller.scrollView
        return TraceHeader(fps: fps, windowSize: layout.windowSize, scale: scale, cubes: config.cubes,
                           seed: Int(truncatingIfNeeded: config.seed), pitch: layout.pitch,
                           scrollFrame: scroll.frame, contentSize: scroll.contentSize,
                           boundsSize: scroll.bounds.size)
    }

    /// The trace line for the frame just advanced to; takes (and clears) the events made while
    /// producing it.
    public func traceFrame(index: Int) -> TraceFrame {
        let scroll = controller.scrollView
        let big = controller.cubeView.state.bigCube
        return TraceFrame(frame: index, t: time, offset: scroll.contentOffset, velocity: scroll.velocity,
                          tracking: scroll.isTracking, dragging: scroll.isDragging,
                          decelerating: scroll.isDecelerating, zoom: scroll.zoomScale,
                          bigCubeColor: big.color(at: time), bigCubeAngle: big.angle(at: time),
                          events: controller.drainEvents().map(TraceEvent.init))
    }
}

extension Demo {
    /// Drops the events made while producing the frame (a window without `--trace`), keeping the
    /// storage, so they never pile up.
    public func discardEvents() { controller.cubeView.discardEvents() }
}

extension TraceEvent {
    /// A scene event (delegate callback or click) as a trace event, arguments in the same order.
    init(_ event: SceneEvent) {
        self.init(name: event.name, arguments: event.arguments.map { key, value in
            switch value {
            case .number(let v): Argument(key, .number(v))
            case .int(let v): Argument(key, .number(Double(v)))
            case .bool(let v): Argument(key, .bool(v))
            case .point(let p): Argument(key, .point(p))
            case .rect(let r): Argument(key, .numbers([r.minX, r.minY, r.width, r.height]))
            case .color(let c): Argument(key, .color(c))
            }
        })
    }
}
