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
        let r = CoverArt.reflection(3)
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

    /// The conversation is whole exchanges, each read in order (every bubble answers or follows the
    /// one before it), the next exchange picked by a hash: no exchange follows itself and no run of
    /// bubbles comes back at a fixed period a reader would notice.
    func testTheConversationIsCoherentAndDoesNotCycle() {
        let phrases = MessagePhrases.phrases(count: 2000)
        XCTAssertEqual(phrases.prefix(MessagePhrases.all.count).count, MessagePhrases.all.count)
        // Split into exchanges: each starts at an exchange's first line and goes through its lines in order.
        var k = 0, exchanges: [Int] = []
        while k < phrases.count {
            let e = MessagePhrases.starts.firstIndex(of: phrases[k])
            XCTAssertNotNil(e, "bubble \(k) starts an exchange")
            guard let e else { return }
            let n = min(MessagePhrases.exchanges[e].count, phrases.count - k)
            XCTAssertEqual(Array(phrases[k..<(k + n)]), Array(MessagePhrases.starts[e]..<(MessagePhrases.starts[e] + n)))
            exchanges.append(e)
            k += n
        }
        XCTAssertFalse(zip(exchanges, exchanges.dropFirst()).contains { $0 == $1 }, "an exchange never follows itself")
        XCTAssertEqual(Set(exchanges).count, MessagePhrases.exchanges.count, "every exchange is used")
        for period in 1...60 {
            let same = (0..<(2000 - period)).filter { phrases[$0] == phrases[$0 + period] }.count
            XCTAssertLessThan(Double(same) / Double(2000 - period), 0.15, "period \(period)")
        }
        // Both people speak in every exchange.
        for e in MessagePhrases.exchanges { XCTAssertEqual(Set(e.map(\.sent)), [true, false]) }
    }

    /// The last bubble of each run from one sender has a tail at its lower corner on the sender's
    /// side (iOS 7's Messages); the others have none.
    func testTheLastBubbleOfEachRunHasATail() {
        let d = SceneTestDriver(MessagesScene.self, size: Size(width: 480, height: 640))
        d.run(to: 0.1)
        let list = draw(d)
        var bubbles: [(rect: Rect, sent: Bool)] = [], tails: [(bubble: Int, rect: Rect, key: String)] = []
        for command in list.commands {
            if case let .rect(r, color, radius, _) = command, radius > 0 {
                bubbles.append((r, color == MessagesDrawing.sentColor))
            } else if case let .image(key, r, _, _, _) = command {
                tails.append((bubbles.count - 1, r, key))
            }
        }
        XCTAssertGreaterThan(bubbles.count, 5)
        for (i, b) in bubbles.enumerated().dropLast() {
            let endsRun = bubbles[i + 1].sent != b.sent
            let tail = tails.first { $0.bubble == i }
            XCTAssertEqual(tail != nil, endsRun, "bubble \(i)")
            guard let tail else { continue }
            XCTAssertEqual(tail.key, b.sent ? "message.tail.sent" : "message.tail.received")
            XCTAssertEqual(tail.rect.maxY, b.rect.maxY, accuracy: 1e-9, "at the bubble's bottom")
            if b.sent { XCTAssertGreaterThan(tail.rect.maxX, b.rect.maxX) } else { XCTAssertLessThan(tail.rect.minX, b.rect.minX) }
        }
        // The tail's point is at the outer bottom corner; beside the bubble's side near the top of its box it is clear.
        XCTAssertTrue(MessageTail.contains(fx: 0.9, fy: 0.999))
        XCTAssertFalse(MessageTail.contains(fx: 0.95, fy: 0.2))
        XCTAssertTrue(MessageTail.contains(fx: 0.5, fy: 0.01))
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
