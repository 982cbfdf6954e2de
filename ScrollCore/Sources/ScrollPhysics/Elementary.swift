// The only file of the scroll library that touches the platform C library: the Swift standard library
// has no elementary functions (exp, log, sin…) and no standard error stream, and the library must not
// depend on Foundation: the C library links the Swift runtime statically, which works only without it
// (docs/architecture.md, "Architecture": ScrollPhysics holds stdlib-only code). Every other file calls `Elementary.exp(…)` etc.
// and `StandardError.write(…)`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Elementary functions on Double (thin wrappers over the C math library, imported in this file only).
/// Package-visible: the scroll library's other modules use these too, so none of them needs Foundation.
package enum Elementary {
    @inline(__always) package static func exp(_ x: Double) -> Double { libmExp(x) }
    /// e^x − 1, accurate for small x.
    @inline(__always) package static func expm1(_ x: Double) -> Double { libmExpm1(x) }
    /// Natural logarithm.
    @inline(__always) package static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) package static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) package static func cos(_ x: Double) -> Double { libmCos(x) }
    /// The real cube root (negative for negative x).
    @inline(__always) package static func cbrt(_ x: Double) -> Double { libmCbrt(x) }
    /// x raised to the power y.
    @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

// File-private aliases: inside `Elementary` the names exp/log/… would refer to the enum's own members.
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmExpm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// The process's standard error (file descriptor 2), for the library's few diagnostics.
package enum StandardError {
    /// Writes `text` as it is (add the newline yourself); a failed or short write is ignored.
    package static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = libcWrite(2, base, bytes.count)
        }
    }
}

@inline(__always) private func libcWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
