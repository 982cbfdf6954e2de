import ScrollKit
import ScrollPhysics

/// Where the strip's motions land (seed 003's snapping, WWDC 2012 session 223): every release, wheel
/// gesture and key lands with a whole cube centred (`CubeLayout.scrollOffset(forProposedOffset:)`),
/// and an arrow key or a wheel click moves one cube. Set again when the layout changes (a resize
/// changes the pitch).
struct CubeSnapping: ScrollTargetBehavior {
    let layout: CubeLayout

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        target = layout.scrollOffset(forProposedOffset: target)
    }

    func itemStep(visibleSize: Size) -> Point? { Point(x: layout.pitch, y: layout.pitch) }
}
