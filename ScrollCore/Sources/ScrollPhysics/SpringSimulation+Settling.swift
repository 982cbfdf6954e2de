/// An upper bound on a spring's |position − end| and |velocity|, used once per spring to find when it
/// has settled. Each bound is a sum of terms a·t^j·e^(−λt) (j = 0 or 1); taking each term at
/// max(t, j/λ) (its peak) makes the bound non-increasing in t, so the first time it drops under the
/// tolerance is found by doubling then bisection, and the spring stays settled after it.
struct SpringEnvelope {
    private struct Term { var a: Double; var j: Int; var lambda: Double }
    /// Two terms each (the second has a = 0 where one suffices): fixed storage, no allocation.
    private typealias Terms = (Term, Term)
    private static let none = Term(a: 0, j: 0, lambda: 1)
    private var position: Terms
    private var velocity: Terms

    init(kind: SpringSimulation.Kind, c1: Double, c2: Double, s1: Double, s2: Double) {
        switch kind {
        case .criticallyDamped:
            let l = -s1
            position = (Term(a: abs(c1), j: 0, lambda: l), Term(a: abs(c2), j: 1, lambda: l))
            velocity = (Term(a: abs(c2 + s1 * c1), j: 0, lambda: l), Term(a: abs(s1 * c2), j: 1, lambda: l))
        case .overDamped:
            position = (Term(a: abs(c1), j: 0, lambda: -s1), Term(a: abs(c2), j: 0, lambda: -s2))
            velocity = (Term(a: abs(s1 * c1), j: 0, lambda: -s1), Term(a: abs(s2 * c2), j: 0, lambda: -s2))
        case .underDamped:
            let amplitude = (c1 * c1 + c2 * c2).squareRoot()
            let p = s1 * c1 + s2 * c2, q = s1 * c2 - s2 * c1
            position = (Term(a: amplitude, j: 0, lambda: -s1), Self.none)
            velocity = (Term(a: (p * p + q * q).squareRoot(), j: 0, lambda: -s1), Self.none)
        }
    }

    private static func bound(_ terms: Terms, at t: Double) -> Double {
        bound(terms.0, at: t) + bound(terms.1, at: t)
    }

    private static func bound(_ term: Term, at t: Double) -> Double {
        guard term.a > 0 else { return 0 }
        if !(term.lambda > 0) { return .infinity }  // undamped: never settles
        let m = term.j == 0 ? t : Swift.max(t, Double(term.j) / term.lambda)
        return term.a * (term.j == 0 ? 1 : m) * Elementary.exp(-term.lambda * m)
    }

    private func settled(at t: Double, distance: Double, velocity v: Double) -> Bool {
        Self.bound(position, at: t) <= distance && Self.bound(velocity, at: t) <= v
    }

    /// Seconds until the spring stays within `distance` (points) of its end and under `velocity` (pt/s).
    func settlingTime(distance: Double, velocity v: Double) -> Double {
        if settled(at: 0, distance: distance, velocity: v) { return 0 }
        var hi = 1.0 / 64
        var doublings = 0
        while !settled(at: hi, distance: distance, velocity: v) {
            hi *= 2
            doublings += 1
            if doublings > 40 { return .infinity }  // > 10⁸ s: undamped or absurd constants
        }
        var lo = hi / 2 > 1.0 / 64 ? hi / 2 : 0
        for _ in 0..<60 where hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if settled(at: mid, distance: distance, velocity: v) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
