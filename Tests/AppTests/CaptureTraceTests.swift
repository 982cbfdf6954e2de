import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Scenes
import Foundation
import ScrollPhysics
import XCTest

/// The trace: exact JSON Lines text, byte-identical reruns, temporary-then-rename, read-back.
final class CaptureTraceTests: XCTestCase {
    static let header = TraceHeader(fps: 60, windowSize: Size(width: 960, height: 540), scale: 1, cubes: 30, seed: 1,
                                    pitch: 96, scrollFrame: Rect(x: 0, y: 380, width: 960, height: 120),
                                    contentSize: Size(width: 2880, height: 120))

    static func frame(_ i: Int, events: [SceneEvent] = []) -> TraceFrame {
        TraceFrame(frame: i, t: Double(i) / 60, offset: Point(x: 12.5 * Double(i), y: -0.0),
                   velocity: Point(x: i == 0 ? 0 : 1234.0625, y: 0), tracking: i == 1, dragging: i == 1,
                   decelerating: i > 1, zoom: 1, bigCubeColor: RGB(r: 0.25, g: 0.5, b: 1), bigCubeAngle: 0.1 * Double(i),
                   events: events)
    }

    static let willEnd = SceneEvent("willEndDragging", ["velocity": .point(Point(x: -812.5, y: 0)),
                                                        "proposedTarget": .point(Point(x: 410.25, y: 0)),
                                                        "target": .point(Point(x: 384, y: 0))])

    func testLinesAreExactlyTheReadmeFormat() throws {
        XCTAssertEqual(try Self.header.jsonLine(), """
            {"type":"header","version":1,"fps":60,"window":{"width":960,"height":540,"scale":1},\
            "scene":{"name":"cubes","cubes":30,"seed":1,"pitch":96},\
            "scrollViews":{"strip":{"frame":[0,380,960,120],"contentSize":[2880,120],"paging":false}}}
            """)
        let events = [SceneEvent("didScroll"), Self.willEnd, SceneEvent("didEndDragging", ["willDecelerate": .bool(true)]),
                      SceneEvent("tapLittleCube", ["index": .number(7)]), SceneEvent("tapBigCube", ["color": .color(RGB(r: 1, g: 0, b: 0.5))])]
        XCTAssertEqual(try Self.frame(3, events: events).jsonLine(), """
            {"type":"frame","frame":3,"t":0.05,"bigCube":{"color":[0.25,0.5,1],"angle":0.30000000000000004},\
            "scrollViews":{"strip":{"offset":[37.5,0],"velocity":[1234.0625,0],"zoom":1,"tracking":false,"dragging":false,\
            "decelerating":true,"zooming":false,"zoomBouncing":false}},"events":[\
            {"name":"didScroll"},\
            {"name":"willEndDragging","velocity":[-812.5,0],"proposedTarget":[410.25,0],"target":[384,0]},\
            {"name":"didEndDragging","willDecelerate":true},{"name":"tapLittleCube","index":7},\
            {"name":"tapBigCube","color":[1,0,0.5]}]}
            """)
    }

    func testNumbersHaveOneCanonicalForm() throws {
        func text(_ v: Double) throws -> String {
            let line = try TraceFrame(frame: 0, t: v, offset: .zero, velocity: .zero, tracking: false, dragging: false,
                                      decelerating: false, zoom: 1, bigCubeColor: RGB(r: 0, g: 0, b: 0), bigCubeAngle: 0).jsonLine()
            return String(line.split(separator: ",")[2].dropFirst(4))  // "t":…
        }
        XCTAssertEqual(try text(0), "0")
        XCTAssertEqual(try text(-0.0), "0")
        XCTAssertEqual(try text(-3), "-3")
        XCTAssertEqual(try text(0.1), "0.1")
        XCTAssertEqual(try text(1.0 / 3), "0.3333333333333333")
        XCTAssertEqual(try text(1e-5), "1e-05")
        XCTAssertEqual(try text(1e20), "1e+20")
        XCTAssertEqual(try text(123456789012345), "123456789012345")
    }

    func testNonFiniteNumbersAreNeverWritten() {
        var bad = Self.frame(12)
        bad.velocity = Point(x: .nan, y: 0)
        XCTAssertThrowsError(try bad.jsonLine()) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "trace frame 12: \"scrollViews.strip.velocity\" is NaN; traces never contain non-finite numbers (the value comes from the scroll model or scene: fix it there)")
        }
        let badEvent = Self.frame(2, events: [SceneEvent("willEndDragging", ["target": .point(Point(x: .infinity, y: 0))])])
        XCTAssertThrowsError(try badEvent.jsonLine()) { error in
            XCTAssertTrue((error as? CaptureError)?.message.hasPrefix("trace frame 2: \"willEndDragging.target\" is infinite") == true)
        }
        let duplicate = Self.frame(2, events: [SceneEvent("x", ["name": .number(1)])])
        XCTAssertThrowsError(try duplicate.jsonLine())
    }

    private func writeTrace(to path: String, frames: Int) throws {
        let writer = try TraceWriter(path: path, header: Self.header)
        for i in 0..<frames { try writer.append(Self.frame(i, events: i == 5 ? [Self.willEnd] : [])) }
        try writer.finish()
    }

    func testSameInputGivesByteIdenticalTraces() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try writeTrace(to: "\(dir)/a.jsonl", frames: 2000)   // > 64 KiB: several buffer flushes
        try writeTrace(to: "\(dir)/b.jsonl", frames: 2000)
        let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a.jsonl"))
        let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/b.jsonl"))
        XCTAssertGreaterThan(a.count, 1 << 17)
        XCTAssertEqual(a, b)
        let lines = String(decoding: a, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2002)  // header, 2000 frames, "" after the final newline
        XCTAssertEqual(String(lines[0]), try Self.header.jsonLine())
        XCTAssertEqual(String(lines[6]), try Self.frame(5, events: [Self.willEnd]).jsonLine())
        XCTAssertEqual(lines[2001], "")
    }

    func testTraceAppearsOnlyWhenFinished() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let path = "\(dir)/trace.jsonl"
        let writer = try TraceWriter(path: path, header: Self.header)
        for i in 0..<3 { try writer.append(Self.frame(i)) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        // Nothing on disk until there is a buffer's worth to write (a run killed now leaves nothing).
        XCTAssertEqual(CaptureTestSupport.files(dir), [])
        XCTAssertTrue(writer.temporaryPath.hasPrefix("\(dir)/.trace.partial-"))
        XCTAssertTrue(writer.temporaryPath.hasSuffix(".jsonl"))
        try writer.finish()
        XCTAssertEqual(CaptureTestSupport.files(dir), ["trace.jsonl"])
        XCTAssertEqual(try TraceReader.read(path: path).frames.count, 3)

        // A run that fails mid-way (here: a NaN) discards its partial file and keeps the old trace.
        let failing = try TraceWriter(path: path, header: Self.header)
        var bad = Self.frame(1)
        bad.zoom = .nan
        XCTAssertThrowsError(try failing.append(bad))
        failing.discard()
        XCTAssertEqual(CaptureTestSupport.files(dir), ["trace.jsonl"])
        XCTAssertEqual(try TraceReader.read(path: path).frames.count, 3)

        // A writer released without finish() leaves nothing behind either.
        do {
            let abandoned = try TraceWriter(path: "\(dir)/other.jsonl", header: Self.header)
            try abandoned.append(Self.frame(0))
        }
        XCTAssertEqual(CaptureTestSupport.files(dir), ["trace.jsonl"])
    }

    func testALongTraceGoesToItsPartialFileUntilFinished() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let writer = try TraceWriter(path: "\(dir)/trace.jsonl", header: Self.header)
        for i in 0..<2000 { try writer.append(Self.frame(i)) }   // well over the 64 KiB buffer
        XCTAssertEqual(CaptureTestSupport.files(dir), [URL(fileURLWithPath: writer.temporaryPath).lastPathComponent])
        try writer.finish()
        XCTAssertEqual(CaptureTestSupport.files(dir), ["trace.jsonl"])
    }

    func testUnwritableTracePathIsNamed() {
        XCTAssertThrowsError(try TraceWriter(path: "/nonexistent-dir/trace.jsonl", header: Self.header)) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "cannot write trace /nonexistent-dir/trace.jsonl: No such file or directory")
        }
    }

    func testReaderRoundTripsEveryValue() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let path = "\(dir)/trace.jsonl"
        var frames = (0..<4).map { Self.frame($0) }
        frames[2].events = [Self.willEnd, SceneEvent("didEndDragging", ["willDecelerate": .bool(false)]),
                            SceneEvent("note", ["text": .string("quote \" backslash \\ newline \n é"), "tiny": .number(1e-300)])]
        frames[3].offset = Point(x: 1.0 / 3, y: -2e-7)
        let writer = try TraceWriter(path: path, header: Self.header)
        for f in frames { try writer.append(f) }
        try writer.finish()

        let trace = try TraceReader.read(path: path)
        XCTAssertEqual(trace.header, Self.header)
        // Arguments come back sorted by key (Foundation's decoder does not keep member order).
        for i in frames.indices { frames[i].events = frames[i].events.map(\.sortedByKey) }
        XCTAssertEqual(trace.frames, frames)
        XCTAssertEqual(trace.frames[2].events[0].arguments.map(\.key), ["proposedTarget", "target", "velocity"])
        XCTAssertEqual(trace.allEvents.map(\.frame), [2, 2, 2])
        XCTAssertEqual(trace.frames[2].events[0]["target"], .numbers([384, 0]))
    }

    /// Every scene's header names it; a trace written before the cube scene's did reads back with no name.
    func testTheHeaderNamesTheSceneAndAnOlderUnnamedOneReadsAsNone() throws {
        XCTAssertEqual(Self.header.sceneName, "cubes")
        let old = #"{"type":"header","version":1,"fps":60,"window":{"width":960,"height":540,"scale":1},"scene":{"cubes":30}}"#
        let trace = try TraceReader.parse(Array((old + "\n").utf8))
        XCTAssertNil(trace.header.sceneName)
        XCTAssertEqual(trace.header.cubes, 30)
    }

    func testReaderErrorsNameTheLine() {
        let good = (try? Self.header.jsonLine()) ?? ""
        XCTAssertThrowsError(try TraceReader.parse(Array("\(good)\n{\"type\":\"frame\",\n".utf8), fileName: "t.jsonl")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "t.jsonl:2: malformed JSON at column 17: unexpected end of the text inside an object (add the closing '}')")
        }
        XCTAssertThrowsError(try TraceReader.parse(Array("{\"type\":\"frame\"}\n".utf8), fileName: "t.jsonl")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "t.jsonl:1: the first line must be the header, found type \"frame\"")
        }
        XCTAssertThrowsError(try TraceReader.parse(Array("\(good)\n{\"type\":\"frame\",\"frame\":0}".utf8), fileName: "t.jsonl")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "t.jsonl:2: missing field \"t\"")
        }
        XCTAssertThrowsError(try TraceReader.parse(Array("\(good)\n{\"type\":\"frame\",\"frame\":0,\"t\":\"x\"}".utf8), fileName: "t.jsonl")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "t.jsonl:2: \"t\" has the wrong type")
        }
        XCTAssertThrowsError(try TraceReader.parse([], fileName: "t.jsonl"))
    }
}
