import SceneKit
import ScrollPhysics

/// The toolbar at the bottom: trash on the left, + on the right, as the sample's bar buttons. A
/// button acts when a click starts and ends on it while it is enabled.
struct CradleToolbar {
    static let height = 44.0
    static let buttonSize = Size(width: 72, height: 32)
    var viewSize: Size

    var trashFrame: Rect {
        Rect(x: 12, y: viewSize.height - Self.height + 6, width: Self.buttonSize.width, height: Self.buttonSize.height)
    }

    var insertFrame: Rect {
        Rect(x: viewSize.width - 12 - Self.buttonSize.width, y: viewSize.height - Self.height + 6,
             width: Self.buttonSize.width, height: Self.buttonSize.height)
    }

    func draw(canInsert: Bool, canDelete: Bool, into list: inout DrawList) {
        list.addRect(Rect(x: 0, y: viewSize.height - Self.height, width: viewSize.width, height: Self.height),
                     color: RGBA(r: 0.97, g: 0.97, b: 0.98, a: 0.94))
        button("Trash", frame: trashFrame, enabled: canDelete, into: &list)
        button("+", frame: insertFrame, enabled: canInsert, into: &list)
    }

    private func button(_ title: String, frame: Rect, enabled: Bool, into list: inout DrawList) {
        let tint = enabled ? RGBA(r: 0.0, g: 0.48, b: 1.0) : RGBA(r: 0.72, g: 0.74, b: 0.78)
        list.addRect(frame, color: RGBA(r: tint.r, g: tint.g, b: tint.b, a: 0.14), cornerRadius: 8)
        list.addText(title, centeredAt: frame.midX, y: frame.midY - 8, size: 16, color: tint)
    }
}
