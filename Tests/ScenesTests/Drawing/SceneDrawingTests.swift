import DesktopInput
import SceneKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// What a person checks on screen, read from the draw lists (the calendar's strip: CalendarStripTests): lunch
/// at a lunch hour, cover-flow reflections that hide what is behind them, a readable photo pill,
/// a conversation that does not cycle and bubbles that never overlap while springing.
final class SceneDrawingTests: XCTestCase {
    private func draw<S: Scene>(_ d: SceneTestDriver<S>) -> DrawList {
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        return list
    }

    private func texts(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case let .text(run, _) = $0 { return run }; return nil }
    }

    func testLunchIsNeverBeforeElevenOClock() {
        for day in 0..<CalendarDates.count {
            for e in CalendarEvents.events(on: day) where e.title.hasPrefix("Lunch") {
                XCTAssertGreaterThanOrEqual(8 + e.hour, 11, "day \(day)")
            }
        }
        XCTAssertTrue((0..<CalendarDates.count).contains { d in CalendarEvents.events(on: d).contains { $0.title.hasPrefix("Lunch") } })
    }

    /// Reflections are opaque, faded into the background: a nearer cover's reflection hides the
    /// ones behind it (a translucent one showed them through as ghost digits).
    func testCoverReflectionsAreOpaqueAndFadeIntoTheBackground() {
        let r = CoverArt.reflection(3, text: TestContexts.text)
        let pixels = r.pixels()
        XCTAssertTrue(stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 })
        let bg = CoverflowDrawing.background
        let last = (r.height - 1) * r.width * 4
        for k in 0..<3 {
            XCTAssertEqual(Double(pixels[last + k]), [bg.r, bg.g, bg.b][k] * 255, accuracy: 3, "the last row is the background")
        }
        XCTAssertGreaterThan(abs(Int(pixels[0]) - Int(bg.r * 255)), 5, "the top row still shows the cover")
    }

    /// The page pill: white bold text on a 75% black pill keeps 7:1 contrast over the photo's white
    /// checker squares (WCAG's enhanced level).
    func testPhotoPagePillIsReadableOverWhite() throws {
        let d = SceneTestDriver(PhotosScene.self, size: Size(width: 640, height: 360))
        d.run(to: 0.1)
        let list = draw(d)
        let label = try XCTUnwrap(texts(list).first { $0.string.contains(" / ") })
        XCTAssertEqual(label.weight, .bold)
        let pill = try XCTUnwrap(list.commands.compactMap { command -> (Rect, RGBA)? in
            if case let .rect(r, color, _, _) = command, r.contains(label.position) { return (r, color) }
            return nil
        }.last)
        let ground = 1 - pill.1.a   // black at alpha a over white
        func luminance(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        XCTAssertGreaterThanOrEqual((1 + 0.05) / (luminance(ground) + 0.05), 7)
    }

    /// Phrases come from a hash: no run of 20 bubbles repeats 20 bubbles later, and a phrase never
    /// follows itself.
    func testTheConversationDoesNotCycle() {
        let phrases = MessagePhrases.phrases(count: 2000)
        for period in 1...60 {
            let same = (0..<(2000 - period)).filter { phrases[$0] == phrases[$0 + period] }.count
            XCTAssertLessThan(Double(same) / Double(2000 - period), 0.1, "period \(period)")
        }
        XCTAssertFalse(zip(phrases, phrases.dropFirst()).contains { $0 == $1 })
    }

    /// During a fast drag the springs move bubbles by different amounts; the drawn bubbles still
    /// never overlap.
    func testBubblesNeverOverlapWhileSpringing() {
        let d = SceneTestDriver(MessagesScene.self, size: Size(width: 480, height: 640))
        d.drag(from: Point(x: 240, y: 600), to: Point(x: 240, y: 100), at: 0.1, duration: 0.1)
        var worst = Double.infinity
        for t in stride(from: 0.12, through: 1.5, by: 1.0 / 60) {
            d.run(to: t)
            let bubbles = draw(d).commands.compactMap { command -> Rect? in
                if case let .rect(r, _, radius, _) = command, radius > 0 { return r }
                return nil
            }
            for (a, b) in zip(bubbles, bubbles.dropFirst()) { worst = min(worst, b.minY - a.maxY) }
        }
        XCTAssertGreaterThanOrEqual(worst, MessageLayout.minimumGap - 1e-9)
    }
}
