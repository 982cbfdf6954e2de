import Capture

/// The order in which a suite starts its scripts: the longest first (estimated from the script
/// alone), so that the run does not end with one long script on one core while the other cores
/// idle. Reports, JUnit and exit codes keep the scripts' path order whatever the start order.
///
/// This is the "longest processing time first" rule for scheduling independent jobs on identical
/// machines (Graham 1969, https://doi.org/10.1137/0117039): its make-span is at most 4/3 − 1/(3m)
/// of the best possible on m machines, where path order can leave the longest script for last
/// and take up to twice the best. docs/suite-speed.md has the measurements behind the estimate.
enum SuiteSchedule {
    /// What one child process costs before its first frame (exec, dynamic linking, fontconfig,
    /// EGL and llvmpipe set-up, shader variants), in pixel-frames: about 0.1 s of CPU, which is
    /// what about 13 million framebuffer pixels of rendering cost at 7.5 ns each
    /// (docs/suite-speed.md, "What one script costs").
    static let startupPixelFrames = 13_000_000.0

    /// A script's estimated cost in pixel-frames: the start-up, plus its frames times its
    /// framebuffer's pixels (window points × scale², resizes not counted). Only the ratios between
    /// scripts matter.
    static func estimatedCost(_ script: Script) -> Double {
        let pixels = script.windowSize.width * script.scale * script.windowSize.height * script.scale
        return startupPixelFrames + Double(script.frameCount) * pixels
    }

    /// Script indices in start order, given each script's estimated cost: largest first; equal
    /// costs keep their path order, so the order is the same on every machine.
    static func startOrder(_ costs: [Double]) -> [Int] {
        costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
    }
}
