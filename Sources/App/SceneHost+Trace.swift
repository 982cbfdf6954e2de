import Capture
import SceneKit
import ScrollKit
import ScrollPhysics
import TextRendering

extension SceneHost {
    /// The trace's header line for the scene's current geometry: the scene object (its name, then
    /// `Scene.traceHeaderFields()`), and its scroll views when the scene lists them.
    public func traceHeader(fps: Double, scale: Double) -> TraceHeader {
        let views = scene.scrollViews.map { named in
            TracedScrollViewHeader(name: named.name, frame: named.scrollView.frame,
                                   contentSize: named.scrollView.contentSize, paging: named.isPaging)
        }
        var header = TraceHeader(fps: fps, windowSize: windowSize, scale: scale,
                                 scene: [TraceField("name", .string(sceneType.info.name))] + scene.traceHeaderFields(),
                                 scrollViews: views)
        if let typesetter = context.text as? Typesetter {
            header.fonts = [typesetter.files.regular, typesetter.files.bold]
        }
        return header
    }

    /// The trace line for the frame just advanced to (`time`: the time given to that `advance(to:)`);
    /// takes (and clears) the events made while producing it. Its `needsFrame` is the host's
    /// `needsFrame` now, after the frame.
    public func traceFrame(index: Int, time: Double) -> TraceFrame {
        let views = scene.scrollViews.map { named in
            let s = named.scrollView
            return TracedScrollView(name: named.name, offset: s.contentOffset, velocity: s.velocity, zoom: s.zoomScale,
                                    tracking: s.isTracking, dragging: s.isDragging, decelerating: s.isDecelerating,
                                    zooming: s.isZooming, zoomBouncing: s.isZoomBouncing)
        }
        var fields = scene.traceFrameFields(time: time)
        if let indicators = DrawList.indicatorTraceField(of: scene.scrollViews, time: time) { fields.append(indicators) }
        return TraceFrame(frame: index, t: time, needsFrame: needsFrame, fields: fields, scrollViews: views,
                          events: context.events.drain())
    }
}
