import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The conversation reads as exchanges at different times: a time stamp over the first bubble of
/// each exchange after the list's first, newest ("Today") at the bottom, older ones going back a day every three
/// exchanges (it read as one chat jumping between topics with no break).
final class MessageStampsTests: XCTestCase {
    func testEachExchangeStartsUnderAStamp() {
        let layout = MessageLayout(count: 120, width: 1280, text: TestContexts.text)
        let starts = Set(MessagePhrases.starts)
        let phrases = MessagePhrases.phrases(count: 120)
        for i in 0..<layout.count {
            XCTAssertEqual(layout.stamps[i] != nil, i > 0 && starts.contains(phrases[i]), "bubble \(i)")
        }
        let stamped = layout.stamps.keys.sorted()
        XCTAssertGreaterThan(stamped.count, 10)
        XCTAssertTrue(layout.stamps[stamped.last!]!.hasPrefix("Today "), "\(layout.stamps[stamped.last!]!)")
        XCTAssertTrue(layout.stamps[stamped[stamped.count - 4]]!.hasPrefix("Yesterday "))
    }

    func testStampTexts() {
        XCTAssertEqual(MessageStamps.civil(MessageStamps.today).year, 2026)
        XCTAssertEqual(MessageStamps.civil(MessageStamps.today).month, 6)
        XCTAssertEqual(MessageStamps.civil(MessageStamps.today).day, 10)
        XCTAssertEqual(MessageStamps.civil(0).year, 1970)
        XCTAssertEqual(MessageStamps.text(exchange: 9, of: 10).prefix(8), "Today 19")
        XCTAssertEqual(MessageStamps.text(exchange: 7, of: 10).prefix(8), "Today 9:")
        XCTAssertTrue(MessageStamps.text(exchange: 6, of: 10).hasPrefix("Yesterday 19:"))
        XCTAssertTrue(MessageStamps.text(exchange: 3, of: 10).hasPrefix("Monday 19:"), MessageStamps.text(exchange: 3, of: 10))
        // A week back: a date (Wednesday 3 June 2026), and the year once it is not this one.
        XCTAssertTrue(MessageStamps.text(exchange: 0, of: 22).hasPrefix("Wed 3 June "), MessageStamps.text(exchange: 0, of: 22))
        XCTAssertTrue(MessageStamps.text(exchange: 0, of: 3 * 400).contains(" 2025 "), MessageStamps.text(exchange: 0, of: 1200))
    }

    /// Drawn: the stamp's text sits between the bubble before it and its own bubble.
    func testTheStampIsDrawnBetweenTheBubbles() throws {
        let scene = MessagesScene.make(size: Size(width: 1280, height: 720))
        let list = scene.drawnFrame(at: 0)
        let texts = list.commands.compactMap { command -> TextRun? in if case let .text(run, _) = command { run } else { nil } }
        let stamps = texts.filter { $0.size == scene.model.layout.stampSize && $0.color == MessagesDrawing.stampColor }
        XCTAssertFalse(stamps.isEmpty, "a stamp on the first screen")
        let bubbles = list.commands.compactMap { command -> Rect? in
            if case let .rect(r, _, radius, _) = command, radius > 0 { r } else { nil }
        }
        for stamp in stamps {
            XCTAssertFalse(bubbles.contains { $0.minY - 1 < stamp.position.y + stamp.size && $0.maxY + 1 > stamp.position.y },
                           "\(stamp.string) overlaps a bubble")
        }
    }
}
