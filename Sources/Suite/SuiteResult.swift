/// The outcome of one capture of a suite: what JUnit and the HTML report show, and what a merged
/// report reads back from the reports it merges (they embed these as JSON).
public struct CaptureResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Matched its golden.
        case passed
        /// Differs from its golden beyond the allowed fraction, or its size differs.
        case failed
        /// No golden, and the update policy did not record one.
        case missing
        /// No golden before; recorded now (`--update missing|all`).
        case recorded
        /// Golden rewritten (`--update changed|all`).
        case updated
        /// The capture did not run to the end (render failure, no EGL, bad input).
        case error

        /// Whether this fails the suite.
        public var isFailure: Bool { self == .failed || self == .missing || self == .error }
    }

    /// One frame of the trace around the capture: its index, time and the delegate and scene
    /// events made while producing it (their JSON as the trace has it).
    public struct TraceFrame: Codable, Equatable, Sendable {
        public var frame: Int
        public var t: Double
        public var events: String
    }

    /// The three pictures of a failure: data: URIs (PNG) in a report, file paths before.
    public struct Images: Codable, Equatable, Sendable {
        public var expected: String?
        public var actual: String?
        public var diff: String?
    }

    /// The script, relative to the suite folder, without ".json" ("cubes/fling").
    public var script: String
    /// The capture's name ("run" for a script without captures).
    public var name: String
    public var status: Status
    /// One line: why it failed, or what was written.
    public var message: String
    /// Pixels that differ beyond the rule, when compared.
    public var differing: Int?
    /// `differing` over all pixels, 0…1.
    public var fraction: Double?
    /// Seconds the script's capture took (shared by its captures).
    public var seconds: Double
    /// The frame the capture saved, and its time.
    public var frame: Int?
    public var images: Images?
    public var trace: [TraceFrame]

    public init(script: String, name: String, status: Status, message: String, seconds: Double) {
        self.script = script; self.name = name; self.status = status; self.message = message
        self.seconds = seconds; self.trace = []
    }
}

/// What a suite run (or a merge of several) produced.
public struct SuiteReportData: Codable, Equatable, Sendable {
    /// "cubescroll suite Tests/Goldens (shard 1/2)" and the like.
    public var title: String
    /// Every capture, in script order.
    public var results: [CaptureResult]
    /// Wall-clock seconds of the run(s).
    public var seconds: Double

    public init(title: String, results: [CaptureResult], seconds: Double) {
        self.title = title; self.results = results; self.seconds = seconds
    }

    /// Counts by status, for summaries.
    public func count(_ status: CaptureResult.Status) -> Int { results.filter { $0.status == status }.count }
    public var failures: [CaptureResult] { results.filter { $0.status.isFailure } }
}
