// The only file of ScrollPhysics that touches the platform C library: the Swift standard library has
// no elementary functions (exp, log, sin…), and the module must not depend on Foundation (docs/architecture.md,
// "Architecture": ScrollPhysics holds stdlib-only code). Every other file calls `Elementary.exp(…)` etc.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Elementary functions on Double (thin wrappers over the C math library, imported in this file only).
enum Elementary {
    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }
    /// e^x − 1, accurate for small x.
    @inline(__always) static func expm1(_ x: Double) -> Double { libmExpm1(x) }
    /// Natural logarithm.
    @inline(__always) static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
}

// File-private aliases: inside `Elementary` the names exp/log/… would refer to the enum's own members.
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmExpm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
