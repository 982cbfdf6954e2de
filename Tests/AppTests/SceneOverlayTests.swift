import App
import Foundation
import SceneKit
import Scenes
import ScrollPhysics
import XCTest

/// The window's title panel reads over any scene: each line's colour against the panel composed
/// over the brightest (white) and darkest (black) scene content has at least WCAG 2's contrast
/// for text, 4.5:1 (https://www.w3.org/TR/WCAG21/#contrast-minimum). A see-through panel fails on
/// white scenes (calendar) and where the scene's own white text shows through it (photos).
final class SceneOverlayTests: XCTestCase {
    /// WCAG 2 relative luminance of a colour (components 0…1, sRGB).
    private func luminance(_ c: RGBA) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    private func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` (straight alpha) over the opaque `bottom`.
    private func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        RGBA(r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
             b: top.b * top.a + bottom.b * (1 - top.a))
    }

    func testEveryLineOfTheTitlePanelReadsOverWhiteAndBlackScenes() throws {
        for type in SceneCatalog.all {
            var list = DrawList()
            list.reset(viewSize: Size(width: 1280, height: 720), background: RGB(r: 1, g: 1, b: 1))
            SceneOverlay.add(to: &list, info: type.info, extra: "Tab / Shift+Tab or 1-9: other scenes")
            var panel: RGBA?
            var lines: [(String, RGBA)] = []
            for command in list.commands {
                if case let .rect(_, color, _, _) = command { panel = color }
                if case let .text(text, _, _, color, _) = command { lines.append((text, color)) }
            }
            let back = try XCTUnwrap(panel, "\(type.info.name): a panel")
            XCTAssertEqual(lines.count, 3)
            for scene in [RGBA.white, RGBA.black] {
                let ground = over(back, scene)
                for (text, colour) in lines {
                    let ratio = contrast(over(colour, ground), ground)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(type.info.name): “\(text)” over \(scene == .white ? "white" : "black")")
                }
            }
        }
    }
}
