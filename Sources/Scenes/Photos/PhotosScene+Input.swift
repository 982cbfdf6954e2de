import DesktopInput
import Foundation
import ImageTiles
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The browser's input: clicks and drags (through `PhotoDragRouter`), the wheel (the zoomed photo
/// under the pointer, else the pager), Ctrl+wheel and double-click zoom, keys, the pinch, and the
/// inputs' own clocks.
extension PhotosScene {
    public func handle(_ event: DesktopEvent, time: Double) {
        advanceInputs(to: time)
        switch event {
        case let .mouseDown(p, .left, clicks):
            pressClickCount = clicks
            let k = Int(((p.x + pager.contentOffset.x) / stride).rounded(.down))
            drags.down(at: p, page: page(at: p), pageRest: Double(k) * stride, time: time)
        case .mouseMove(let p):
            drags.move(to: p, time: time)
        case .mouseUp(let p, .left):
            let dragged = drags.up(at: p, time: time)
            if !dragged && pressClickCount == 2 { doubleClick(at: p) }
        case let .wheel(dx, dy, at, modifiers, continuous):
            if modifiers.contains(.control) {
                wheelZoom(dy: dy != 0 ? dy : dx, at: at)
            } else if let page = page(at: at), page.relativeZoom > 1.001, page.scrollView.zoomScale > page.fitScale {
                if pageInput.scrollView !== page.scrollView, pageInput.scrollView?.isDragging != true {
                    pageInput.scrollView = page.scrollView
                }
                pageInput.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, continuous: continuous, time: time)
            } else {
                pagerInput.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, continuous: continuous, time: time)
            }
        case .key(.scroll(let key), _, _):
            pagerInput.keyPressed(key, time: time)
        case let .touch(phase, id, p):
            handlePinch(pinch.handle(phase, id: id, at: p), time: time)
        case .focusLost:
            drags.cancel(time: time)
        default:
            break
        }
        updateResidentPages()
    }

    /// Double-click: at the fitted size, zoom to twice the fit at the click; otherwise back to fit.
    private func doubleClick(at p: Point) {
        guard let page = page(at: p) else { return }
        let local = p - origin(ofPage: page.index)
        let target = page.relativeZoom < 1.01 ? 2 * page.fitScale : page.fitScale
        page.zoom(to: target, at: local, animated: true)
    }

    /// Ctrl+wheel: `wheelZoomFactor` per notch (dy > 0, the wheel turned away: in), at the pointer.
    private func wheelZoom(dy: Double, at p: Point) {
        guard let page = page(at: p), dy.isFinite, dy != 0 else { return }
        page.zoom(to: page.scrollView.zoomScale * pow(Self.wheelZoomFactor, dy), at: p - origin(ofPage: page.index),
                  animated: false)
    }

    private func handlePinch(_ step: PinchTracker.Step?, time: Double) {
        switch step {
        case .began(let anchor)?:
            guard let page = page(at: anchor) else { return }
            let s0 = page.scrollView.zoomScale
            pinchPage = (page, s0)
            page.scrollView.pinchBegan(scale: 1, anchor: page.pinchAnchor(anchor - origin(ofPage: page.index), scale: s0),
                                       time: time)
        case let .changed(scale, anchor)?:
            guard let (page, s0) = pinchPage else { return }
            let local = page.pinchAnchor(anchor - origin(ofPage: page.index), scale: s0 * scale)
            page.scrollView.pinchChanged(scale: scale, anchor: local, time: time)
        case let .ended(scale, anchor)?:
            guard let (page, s0) = pinchPage else { return }
            pinchPage = nil
            let local = page.pinchAnchor(anchor - origin(ofPage: page.index), scale: s0 * scale)
            page.scrollView.pinchEnded(scale: scale, anchor: local, time: time)
        case nil:
            break
        }
    }

    func advanceInputs(to time: Double) {
        guard time >= self.time else { return }
        self.time = time
        pagerInput.advance(to: time)
        pageInput.advance(to: time)
        pager.advance(to: time)
        for page in pages.values { page.scrollView.advance(to: time) }
    }
}
