@testable import App
import Foundation
import SceneKit
@testable import Scenes
import ScrollPhysics
import TextRendering
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
            var placement: SceneOverlayPlacement?
            SceneOverlay.add(to: &list, info: type.info, extra: "Tab / Shift+Tab or 1-9: other scenes",
                             text: try Typesetter.system(), placement: &placement)
            var panel: RGBA?
            var lines: [(String, RGBA)] = []
            for command in list.commands {
                if case let .rect(_, color, _, _) = command { panel = color }
                if case let .text(run, _) = command { lines.append((run.string, run.color)) }
            }
            let back = try XCTUnwrap(panel, "\(type.info.name): a panel")
            XCTAssertGreaterThanOrEqual(lines.count, 3)
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

/// The hint and keys lines show while a scene is new to the eye, then fold away so the panel
/// covers only the title (the calendar's weekday initials, the lockscreen's clock, a photo's
/// title sit under the full panel); showing the scene again brings them back.
final class SceneOverlayHintTests: XCTestCase {
    /// The panel's lines, a wrapped hint joined back into one.
    private func texts(_ host: SceneHost) -> [String] {
        let wholes = SceneCatalog.all.flatMap { [$0.info.title, $0.info.hint] } + [SceneSwitcher.keysLine]
        var out: [String] = []
        for t in host.drawList.commands.compactMap({ c -> String? in if case let .text(run, _) = c { return run.string }; return nil }) {
            if let last = out.last, !wholes.contains(last), wholes.contains(where: { $0.hasPrefix(last + " " + t) }) {
                out[out.count - 1] = last + " " + t
            } else if wholes.contains(where: { $0.hasPrefix(t) }) {
                out.append(t)
            }
        }
        return out.filter { wholes.contains($0) }
    }

    func testTheHintFoldsAwayAfterAWhileAndComesBackWhenTheSceneIsShownAgain() {
        var switcher = SceneSwitcher(windowSize: Size(width: 960, height: 540), types: SceneCatalog.all, first: CalendarScene.self, arguments: [:])
        let calendar = switcher.current
        calendar.advance(to: 1)
        XCTAssertEqual(texts(calendar), [CalendarScene.info.title, CalendarScene.info.hint, SceneSwitcher.keysLine])
        calendar.advance(to: SceneOverlay.hintDuration + 1)
        XCTAssertEqual(texts(calendar), [CalendarScene.info.title], "only the title after a while")
        let folded = calendar.drawList.commands.compactMap { c -> Rect? in if case let .rect(r, _, _, _) = c { return r }; return nil }.last
        XCTAssertLessThan(folded?.height ?? .infinity, 45, "the folded panel is one line high")

        let t = SceneOverlay.hintDuration + 2
        XCTAssertTrue(switcher.select(offset: 1, time: t))
        switcher.current.advance(to: t + 0.5)
        XCTAssertEqual(texts(switcher.current).count, 3, "a scene shown for the first time late in the session has its hint")
        XCTAssertTrue(switcher.select(offset: -1, time: t + 1))
        calendar.advance(to: t + 1.5)
        XCTAssertEqual(texts(calendar).count, 3, "shown again: the hint is back")
    }
}

/// The panel sits in a corner where it covers nothing that matters, no wider than half the window:
/// no text of the scene (the calendar's weekday letters and hours, a chat bubble's words, the
/// insets' row labels), no bar (the insets' navigation bar and toolbar), not the messages' last
/// bubble nor the big cube of a small window.
final class SceneOverlayPlacementTests: XCTestCase {
    private func panel(_ list: DrawList) -> Rect? {
        list.commands.compactMap { if case let .rect(r, color, _, _) = $0, color.a == SceneOverlay.panelOpacity { return r }; return nil }.last
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func host(_ name: String, _ size: Size) throws -> SceneHost {
        let type = try XCTUnwrap(SceneCatalog.scene(named: name))
        let host = SceneHost(type, parameters: SceneParameters(declared: type.parameters), windowSize: size)
        host.showsOverlay = true
        host.advance(to: 0.1)
        return host
    }

    func testThePanelLeavesWhatMattersVisible() throws {
        for size in [Size(width: 480, height: 320), Size(width: 960, height: 540), Size(width: 1280, height: 720)] {
            let calendar = try host("calendar", size)
            let c = try XCTUnwrap(panel(calendar.drawList))
            let letters = calendar.drawList.commands.compactMap { command -> Rect? in
                guard case let .text(run, _) = command, run.string.count == 1, run.weight == .bold else { return nil }
                return Rect(x: run.position.x - 6, y: run.position.y, width: 12, height: run.size)
            }
            XCTAssertGreaterThanOrEqual(letters.count, 7)
            for letter in letters { XCTAssertFalse(overlaps(c, letter), "calendar \(size): a weekday letter") }
            let messages = try host("messages", size)
            let bubble = try XCTUnwrap(messages.drawList.commands.compactMap { if case let .rect(r, _, radius, _) = $0, radius > 0 { return r }; return nil }.first)
            XCTAssertFalse(overlaps(try XCTUnwrap(panel(messages.drawList)), bubble), "messages \(size): the first bubble")
            let cubes = try host("cubes", size)
            let big = try XCTUnwrap(cubes.drawList.cubes.max { $0.size < $1.size })
            let box = Rect(x: big.center.x - big.size * 0.9, y: big.center.y - big.size * 0.9, width: big.size * 1.8, height: big.size * 1.8)
            XCTAssertFalse(overlaps(try XCTUnwrap(panel(cubes.drawList)), box), "cubes \(size): the big cube")
            for h in [calendar, messages, cubes] {
                XCTAssertLessThanOrEqual(try XCTUnwrap(panel(h.drawList)).width, size.width / 2, "\(h.sceneType.info.name) \(size)")
            }
        }
    }

    /// The scene's own text boxes and bars, from its draw list before the panel.
    private func obstacles(_ host: SceneHost) -> (texts: [Rect], bars: [Rect]) {
        var list = host.drawList
        let panelIndex = list.commands.lastIndex { if case let .rect(_, color, _, _) = $0 { return color.a == SceneOverlay.panelOpacity }; return false }
        let sceneOnly = Array(list.commands[..<(panelIndex ?? list.commands.count)])
        list.reset(viewSize: host.drawList.viewSize, background: host.drawList.background)
        for c in sceneOnly {
            switch c {
            case let .rect(r, color, radius, clip): list.addRect(r, color: color, cornerRadius: radius, clip: clip)
            case let .text(run, clip): list.addText(run.string, at: run.position, size: run.size, weight: run.weight, color: run.color, alignment: run.alignment, clip: clip)
            default: continue
            }
        }
        let o = SceneOverlayPlacement.obstacles(in: list, measure: try! Typesetter.system())
        return (o.texts, o.bars)
    }

    func testThePanelCoversNoTextNoBarAndNotTheLastBubble() throws {
        for size in [Size(width: 960, height: 540), Size(width: 1280, height: 720), Size(width: 2560, height: 1440)] {
            for name in ["messages", "calendar", "insets"] {
                let h = try host(name, size)
                let p = try XCTUnwrap(panel(h.drawList), "\(name) \(size)")
                let (texts, bars) = obstacles(h)
                XCTAssertFalse(texts.isEmpty, "\(name) draws text")
                for t in texts { XCTAssertFalse(overlaps(p, t), "\(name) \(size): the panel \(p) covers text at \(t)") }
                for b in bars { XCTAssertFalse(overlaps(p, b), "\(name) \(size): the panel \(p) covers a bar \(b)") }
            }
            let insets = try host("insets", size)
            XCTAssertEqual(obstacles(insets).bars.count, 2, "insets \(size): its navigation bar and toolbar are bars")
            let messages = try host("messages", size)
            let messagesPanel = try XCTUnwrap(panel(messages.drawList))
            // The lowest rounded rectangle in the window that is not the panel itself.
            let last = try XCTUnwrap(messages.drawList.commands.compactMap { if case let .rect(r, _, radius, _) = $0, radius > 0, r.maxY <= size.height + 1 { return r }; return nil }
                .filter { $0.minY < size.height && $0 != messagesPanel }.max { $0.maxY < $1.maxY }, "the last bubble")
            XCTAssertFalse(overlaps(messagesPanel, last), "messages \(size): the last bubble")
        }
    }

    /// The choice is kept while the content scrolls under it, and made again after a resize.
    func testThePlacementStaysWhileContentMoves() throws {
        let h = try host("messages", Size(width: 1280, height: 720))
        let first = try XCTUnwrap(h.overlayPlacement)
        h.deliver(.wheel(dx: 0, dy: -5, at: Point(x: 640, y: 360), modifiers: [], kind: nil), time: 0.2)
        h.advance(to: 1)
        XCTAssertEqual(h.overlayPlacement, first)
        h.deliver(.resize(Size(width: 700, height: 500)), time: 1.1)
        XCTAssertNil(h.overlayPlacement, "chosen again for the new size")
    }

    /// Wrapped hints have no orphan: every scene's hint, wherever it wraps, ends in a line at
    /// least a third as wide as the widest, in as few lines as the plain wrap, within the width.
    func testHintsWrapIntoBalancedLinesWithoutOrphans() {
        let measure = try! Typesetter.system()
        let width = { (s: String) in measure.width(of: s, size: SceneOverlay.hintSize, weight: .regular) }
        var wrappedAny = false
        for type in SceneCatalog.all {
            for maxWidth in [160.0, 200, 260, 320, 400, 560] {
                let plain = TextMeasurement.wrap(type.info.hint, maxWidth: maxWidth, width: width)
                let lines = SceneOverlay.balancedLines(type.info.hint, maxWidth: maxWidth, width: width)
                XCTAssertEqual(lines.joined(separator: " "), type.info.hint.split(separator: " ").joined(separator: " "))
                XCTAssertEqual(lines.count, plain.count, "\(type.info.name) at \(maxWidth)")
                guard lines.count > 1 else { continue }
                wrappedAny = true
                let widths = lines.map(width)
                XCTAssertLessThanOrEqual(widths.max()!, maxWidth, "\(type.info.name) at \(maxWidth): \(lines)")
                XCTAssertGreaterThanOrEqual(widths.last!, widths.max()! / 3, "\(type.info.name) at \(maxWidth): an orphan in \(lines)")
                XCTAssertGreaterThan(lines.last!.split(separator: " ").count, 1, "\(type.info.name) at \(maxWidth): one word alone in \(lines)")
            }
        }
        XCTAssertTrue(wrappedAny)
    }

    /// At 1280×720 every scene's hint takes at most two lines, and a line breaks only after a
    /// phrase (a ';' or ','), never inside one (cover flow's read "…; click / a cover to bring it
    /// to the centre; …").
    func testEveryHintBreaksBetweenPhrasesAt1280() throws {
        let measure = try Typesetter.system()
        for type in SceneCatalog.all {
            var list = DrawList()
            list.reset(viewSize: Size(width: 1280, height: 720), background: RGB(r: 0, g: 0, b: 0))
            var placement: SceneOverlayPlacement?
            SceneOverlay.add(to: &list, info: type.info, extra: nil, text: measure, placement: &placement)
            let lines = list.commands.compactMap { command -> String? in
                if case let .text(run, _) = command, run.size == SceneOverlay.hintSize { run.string } else { nil }
            }
            XCTAssertLessThanOrEqual(lines.count, 2, "\(type.info.name): \(lines)")
            for line in lines.dropLast() {
                XCTAssertTrue(line.hasSuffix(";") || line.hasSuffix(","), "\(type.info.name) breaks inside a phrase: \(lines)")
            }
        }
    }
}
