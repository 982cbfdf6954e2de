import Foundation

/// The exact motion of a zero-length, mass-independent damped spring over one fixed step:
/// `x'' = −ω²·x − 2ζω·x'` solved in closed form and written as a 2×2 matrix on `(x, v)`.
/// See docs/techniques/springy-items.md ("The spring"). Applying it n times is the closed-form
/// spring sampled every `step` seconds: no integration error builds up.
struct DampedSpringStep: Sendable {
    /// Damping ratio ζ (docs/techniques/springy-items.md: 0.8). Must be in 0..<1 (under-damped).
    let damping: Double
    /// Frequency in hertz (docs/techniques/springy-items.md: 1 Hz).
    let frequency: Double
    /// The step in seconds (> 0).
    let step: Double
    private let xx, xv, vx, vv: Double

    init(damping: Double, frequency: Double, step: Double) {
        precondition(damping >= 0 && damping < 1 && frequency > 0 && step > 0)
        self.damping = damping; self.frequency = frequency; self.step = step
        let omega = 2 * Double.pi * frequency
        let omegaD = omega * (1 - damping * damping).squareRoot()
        let e = exp(-damping * omega * step), c = cos(omegaD * step), s = sin(omegaD * step)
        xx = e * (c + damping * omega * s / omegaD)
        xv = e * s / omegaD
        vx = -e * omega * omega * s / omegaD
        vv = e * (c - damping * omega * s / omegaD)
    }

    /// Advances displacement `x` (points) and velocity `v` (points/s) by one step.
    @inline(__always)
    func advance(_ x: inout Double, _ v: inout Double) {
        let x0 = x, v0 = v
        x = xx * x0 + xv * v0
        v = vx * x0 + vv * v0
    }
}
