/// The outcome of one capture of a suite: what JUnit and the HTML report show, and what a merged
/// report reads back from the reports it merges (they embed these as JSON).
package struct CaptureResult: Codable, Equatable, Sendable {
    package enum Status: String, Codable, Sendable {
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
        package var isFailure: Bool { self == .failed || self == .missing || self == .error }
    }

    /// One frame of the trace around the capture: its index, time and the delegate and scene
    /// events made while producing it (their JSON as the trace has it).
    package struct TraceFrame: Codable, Equatable, Sendable {
        package var frame: Int
        package var t: Double
        package var events: String
    }

    /// The three pictures of a failure: data: URIs (PNG) in a report, file paths before.
    package struct Images: Codable, Equatable, Sendable {
        package var expected: String?
        package var actual: String?
        package var diff: String?
    }

    /// The script, relative to the suite folder, without ".json" ("cubes/fling").
    package var script: String
    /// The capture's name ("run" for a script without captures).
    package var name: String
    package var status: Status
    /// One line: why it failed, or what was written.
    package var message: String
    /// Pixels that differ beyond the rule, when compared.
    package var differing: Int?
    /// `differing` over all pixels, 0…1.
    package var fraction: Double?
    /// Seconds the script's capture took (shared by its captures).
    package var seconds: Double
    /// The frame the capture saved, and its time.
    package var frame: Int?
    package var images: Images?
    package var trace: [TraceFrame]

    package init(script: String, name: String, status: Status, message: String, seconds: Double) {
        self.script = script; self.name = name; self.status = status; self.message = message
        self.seconds = seconds; self.trace = []
    }
}

/// What a suite run (or a merge of several) produced.
package struct SuiteReportData: Codable, Equatable, Sendable {
    /// "cubescroll suite Tests/Goldens (shard 1/2)" and the like.
    package var title: String
    /// Every capture, in script order.
    package var results: [CaptureResult]
    /// Wall-clock seconds of the run(s).
    package var seconds: Double

    package init(title: String, results: [CaptureResult], seconds: Double) {
        self.title = title; self.results = results; self.seconds = seconds
    }

    /// Counts by status, for summaries.
    package func count(_ status: CaptureResult.Status) -> Int { results.filter { $0.status == status }.count }
    package var failures: [CaptureResult] { results.filter { $0.status.isFailure } }
}
