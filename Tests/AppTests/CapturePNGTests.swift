import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest
import RunSupport

/// PNG writing and reading through libpng, and the off-thread `ImageSink`.
final class CapturePNGTests: XCTestCase {
    func testRoundTripKeepsEveryPixelTopRowFirst() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let image = CaptureTestSupport.gradient(width: 300, height: 200)
        try PNGWriter.write(image, to: "\(dir)/g.png")
        let back = try PNGReader.read(path: "\(dir)/g.png")
        XCTAssertEqual(back, image)
        XCTAssertEqual(back.pixel(x: 0, y: 0).g, 0)      // row 0 is the top row
        XCTAssertEqual(back.pixel(x: 7, y: 199).g, 199)
        XCTAssertEqual(back.pixel(x: 255, y: 3).a, 0)    // alpha is kept, not premultiplied
        XCTAssertEqual(back.pixel(x: 255, y: 3).b, UInt8(255 ^ 3))
        XCTAssertEqual(CaptureTestSupport.files(dir), ["g.png"])  // no temporary file left
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/g.png"))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testAnIndependentDecoderSeesTheTopRowFirst() throws {
        guard let ffmpeg = VideoEncoder.findExecutable("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
            throw CaptureTestSupport.missingTool("ffmpeg is not installed (apt-get install ffmpeg)")
        }
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let image = CaptureTestSupport.gradient(width: 40, height: 30)
        try PNGWriter.write(image, to: "\(dir)/g.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error", "-i", "\(dir)/g.png", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let decoded = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(Array(decoded), image.pixels)
    }

    func testSamePixelsGiveSameBytes() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let image = CaptureTestSupport.gradient(width: 64, height: 64)
        try PNGWriter.write(image, to: "\(dir)/a.png")
        try PNGWriter.write(image, to: "\(dir)/b.png")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a.png")),
                       try Data(contentsOf: URL(fileURLWithPath: "\(dir)/b.png")))
    }

    func testFlipReversesRows() {
        let image = CaptureTestSupport.gradient(width: 3, height: 4)
        let flipped = image.flippedVertically()
        XCTAssertEqual(flipped.pixel(x: 2, y: 0).g, 3)
        XCTAssertEqual(flipped.pixel(x: 2, y: 3).g, 0)
        XCTAssertEqual(flipped.flippedVertically(), image)
    }

    func testErrorsNameThePathAndReason() throws {
        let image = RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 4))
        XCTAssertThrowsError(try PNGWriter.write(image, to: "/nonexistent-dir/a.png")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "cannot write PNG /nonexistent-dir/a.png: No such file or directory")
        }
        XCTAssertThrowsError(try PNGWriter.write(RGBAImage(width: 0, height: 0, pixels: []), to: "/tmp/x.png")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot write PNG /tmp/x.png: 0×0 is not a valid PNG size (1…1048576 pixels each way)")
        }
        XCTAssertThrowsError(try PNGReader.read(path: "/nonexistent-dir/a.png")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "cannot read PNG /nonexistent-dir/a.png: No such file or directory")
        }
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: "\(dir)/bad.png"))
        XCTAssertThrowsError(try PNGReader.read(path: "\(dir)/bad.png")) { error in
            let message = (error as? CaptureError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot read PNG \(dir)/bad.png: libpng: "), message)
        }
    }

    func testImageSinkWritesEveryImageOffThread() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let sink = ImageSink(workers: 3, capacity: 2)
        let images = (0..<12).map { RGBAImage(width: 32, height: 16, fill: (UInt8($0), 0, 0, 255)) }
        for (i, image) in images.enumerated() { try sink.write(image, to: "\(dir)/frame-\(i).png") }
        try sink.finish()
        for (i, image) in images.enumerated() { XCTAssertEqual(try PNGReader.read(path: "\(dir)/frame-\(i).png"), image) }
        XCTAssertEqual(CaptureTestSupport.files(dir).count, 12)
    }

    func testImageSinkRunsJobsInOrderAndBlocksWhenFull() throws {
        let log = Log()
        let gate = DispatchSemaphore(value: 0)
        let sink = ImageSink(workers: 1, capacity: 2)
        try sink.submit { gate.wait(); log.append(0) }   // the worker holds this one
        try sink.submit { log.append(1) }                // queued
        try sink.submit { log.append(2) }                // queued: the queue is now full
        let fourthQueued = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? sink.submit { log.append(3) }
            fourthQueued.signal()
        }
        XCTAssertEqual(fourthQueued.wait(timeout: .now() + 0.3), .timedOut, "submit must block while the queue is full")
        gate.signal()
        XCTAssertEqual(fourthQueued.wait(timeout: .now() + 10), .success)
        try sink.finish()
        XCTAssertEqual(log.values, [0, 1, 2, 3])
    }

    func testImageSinkReportsTheFirstErrorAndSkipsTheRest() throws {
        let log = Log()
        let sink = ImageSink(workers: 1, capacity: 4)
        try sink.write(RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0)), to: "/nonexistent-dir/a.png")
        try? sink.submit { log.append(1) }
        XCTAssertThrowsError(try sink.finish()) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "cannot write PNG /nonexistent-dir/a.png: No such file or directory")
        }
        XCTAssertEqual(log.values, [])
        XCTAssertThrowsError(try sink.finish())  // finish again: same result
    }
}

/// Several encoder workers and the readback buffer pool.
final class ImageSinkPoolTests: XCTestCase {
    func testWorkersRunJobsAtTheSameTime() throws {
        // Job 0 waits for job 1 to start: with one worker this would never finish.
        let sink = ImageSink(workers: 2, capacity: 2)
        let secondStarted = DispatchSemaphore(value: 0)
        let log = Log()
        try sink.submit { if secondStarted.wait(timeout: .now() + 10) == .success { log.append(0) } }
        try sink.submit { log.append(1); secondStarted.signal() }
        try sink.finish()
        XCTAssertEqual(log.values.sorted(), [0, 1])
        XCTAssertEqual(log.values, [1, 0], "job 0 finished only after job 1 ran beside it")
    }

    func testAFinishedJobIsReleasedAtOnce() throws {
        let sink = ImageSink(workers: 1, capacity: 4)
        final class Payload: Sendable {}
        weak var released: Payload?
        let ran = DispatchSemaphore(value: 0)
        do {
            let payload = Payload()
            released = payload
            try sink.submit { _ = payload; ran.signal() }
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
        // The queue stays open (more frames could come): the job and what it captured must be gone.
        let deadline = Date() + 5
        while released != nil && Date() < deadline { usleep(1000) }
        XCTAssertNil(released, "a finished job must not keep its frame alive")
        try sink.finish()
    }

    func testFramesReuseTheirBuffersAndNamesStayRight() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let sink = ImageSink(workers: 3, capacity: 2)
        let pool = PixelBufferPool(keep: sink.capacity + sink.workers + 1)
        for frame in 0..<60 {
            var pixels = pool.take(byteCount: 24 * 8 * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = UInt8(frame); pixels[i + 1] = 7; pixels[i + 2] = 0; pixels[i + 3] = 255
            }
            try sink.write(pool.image(width: 24, height: 8, pixels: pixels), to: "\(dir)/frame-\(frame).png")
        }
        try sink.finish()
        XCTAssertLessThanOrEqual(pool.allocations, pool.keep, "60 frames must reuse a bounded set of buffers")
        for frame in 0..<60 {
            XCTAssertEqual(try PNGReader.read(path: "\(dir)/frame-\(frame).png"),
                           RGBAImage(width: 24, height: 8, fill: (UInt8(frame), 7, 0, 255)))
        }
    }

    func testABufferOfAnotherSizeIsNotReused() {
        let pool = PixelBufferPool(keep: 2)
        pool.recycle(pool.take(byteCount: 16))
        let bigger = pool.take(byteCount: 32)   // the 16-byte one is dropped, not handed out
        XCTAssertEqual(bigger.count, 32)
        XCTAssertEqual(pool.allocations, 2)
        pool.recycle(bigger)
        XCTAssertEqual(pool.take(byteCount: 32).count, 32)
        XCTAssertEqual(pool.allocations, 2, "a returned buffer of the right size is reused")
    }
}

/// A thread-safe list of Ints for observing job order.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []
    func append(_ v: Int) { lock.lock(); storage.append(v); lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return storage }
}
