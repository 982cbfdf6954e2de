import DesktopInput
import Foundation
import ImageTiles
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The browser's input: clicks and drags (through `PhotoDragRouter`), the wheel (the zoomed photo
/// under the pointer, else the pager), double-click zoom, keys, the pinch and Ctrl+wheel (through the
/// page's pinch recognizer, `DesktopInputRouter+Pinch`), and the inputs' own clocks.
extension PhotosScene {
    func handle(_ event: DesktopEvent, time: Double) {
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
        case let .wheel(dx, dy, at, modifiers, kind):
            if modifiers.contains(.control) {
                pagerInput.zoomWheel(notches: dy != 0 ? dy : dx, at: at, time: time)
            } else if let page = page(at: at), page.relativeZoom > 1.001, page.scrollView.zoomScale > page.fitScale {
                if pageInput.scrollView !== page.scrollView, pageInput.scrollView?.isDragging != true {
                    pageInput.scrollView = page.scrollView
                }
                pageInput.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
            } else {
                pagerInput.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
            }
        case .key(.scroll(let key), _, _):
            pagerInput.keyPressed(key, time: time)
        case let .touch(phase, id, p):
            pagerInput.touch(phase, id: id, at: p, time: time)
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

    /// Moves the input window's clock on to `time`: it steps the pager and every page in it, and
    /// ends either router's silent wheel gesture at its own time.
    func advanceInputs(to time: Double) {
        guard time >= self.time else { return }
        pagerInput.advance(to: time)
    }
}
