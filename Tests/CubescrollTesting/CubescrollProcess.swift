import Capture
import Foundation
import XCTest

/// Runs the built `cubescroll` binary the way a user or CI would, and reads what it leaves: the
/// one implementation behind the test targets' runners (AppTests' `Cubescroll`, ScenesTests'
/// `CaptureRunner`, see docs/scenes.md).
public enum CubescrollProcess {
    /// The build products directory (where the test bundle and the `cubescroll` binary live).
    public static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The `cubescroll` binary next to the test bundle.
    public static var binary: String { productsDirectory.appendingPathComponent("cubescroll").path }

    /// Exit status and everything the process wrote.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `cubescroll ARGS` with `environment` added to this process's, waiting at most
    /// `timeout` seconds (then it is terminated and the result is what it wrote until then).
    public static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws -> Result {
        try runProgram(binary, arguments, environment: environment, timeout: timeout)
    }

    /// Runs any program the way `run` runs `cubescroll` — the one place the tests start a child
    /// and collect what it writes: `environment` added to this process's, in `directory` (nil: this
    /// process's), with `input` on its stdin (nil: this process's stdin; empty: end of file at
    /// once), waiting at most `timeout` seconds (then it is terminated and the result is what it
    /// wrote until then). Both pipes are drained at once, so a chatty child cannot block on a
    /// full pipe.
    public static func runProgram(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                                  directory: String? = nil, input: Data? = nil, timeout: Double = 120) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        if let stdin { process.standardInput = stdin }
        try process.run()
        if let stdin, let input {
            // Written on its own thread: a large input must not wait for the child to read it
            // while nothing drains the child's output.
            DispatchQueue.global().async {
                stdin.fileHandleForWriting.write(input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter(); DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `cubescroll ARGS` with its output discarded and returns its exit status (-1 when a
    /// signal ended it) and the kernel's account of that child alone (`wait4`'s rusage: peak
    /// resident memory in KiB, minor page faults, CPU time).
    public static func usage(_ arguments: [String]) -> (status: Int32, usage: rusage) {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        XCTAssertEqual(spawned, 0, "posix_spawn failed")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, usage)
    }

    /// Writes `script` to `script.json` in a fresh folder named `prefix-UUID` (removed when `test`
    /// ends), runs `cubescroll capture script.json --out FOLDER/out EXTRA…`, and returns the folder
    /// and the result.
    public static func capture(_ script: String, _ extra: [String] = [], prefix: String,
                               test: XCTestCase) throws -> (dir: String, result: Result) {
        let dir = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script.write(toFile: dir + "/script.json", atomically: true, encoding: .utf8)
        let result = try run(["capture", dir + "/script.json", "--out", dir + "/out"] + extra)
        return (dir, result)
    }

    /// Captures and reads `out/trace.jsonl` back, failing the test (at the caller's line) when
    /// the run did not exit 0.
    public static func trace(_ script: String, _ extra: [String] = [], prefix: String, test: XCTestCase,
                             file: StaticString, line: UInt) throws -> Trace {
        let (dir, result) = try capture(script, extra, prefix: prefix, test: test)
        XCTAssertEqual(result.status, 0, "capture failed: \(result.stderr)", file: file, line: line)
        return try TraceReader.read(path: dir + "/out/trace.jsonl")
    }
}
