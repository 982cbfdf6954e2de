/// The C API's return codes (include/cubescroll.h, "Return codes"): 0 is success, every error is
/// negative. The raw values are part of the ABI: never renumber, only add.
enum ResultCode: Int32, CaseIterable {
    case ok = 0
    /// A null scroller or a null output pointer.
    case nullArgument = -1
    /// A NaN or infinite number where a finite one is needed.
    case notFinite = -2
    /// A size, rate or scale outside what the call accepts (a negative size, a rate outside (0, 1)).
    case outOfRange = -3
    /// A time earlier than the scroller's latest input: inputs must come in time order.
    case timeWentBackwards = -4
    /// An enum value (a key, a pinch phase, a wheel mode) the header does not define.
    case unknownValue = -5
    /// A call that changes a scroller, made from inside one of that scroller's callbacks.
    case inCallback = -6

    /// The message `cubescroll_error_message` returns: what went wrong and how to fix it.
    var message: StaticString {
        switch self {
        case .ok: "no error"
        case .nullArgument: "a null pointer was passed: create the scroller with cubescroll_scroller_create and pass valid output pointers"
        case .notFinite: "a number was NaN or infinite: pass finite coordinates, sizes and times"
        case .outOfRange: "a value is out of range: sizes must be >= 0, rates in (0, 1), zoom scales > 0 with min <= max"
        case .timeWentBackwards: "time went backwards: pass each input with a time no earlier than the last (one monotonic clock, in seconds)"
        case .unknownValue: "an enum value is not one the header defines (keys, pinch phases, wheel modes)"
        case .inCallback: "a callback tried to change its own scroller: only the getters may be called from a callback; do the change after the call that ran it returns"
        }
    }

    /// A message for any integer, including codes this version does not know.
    static func message(for code: Int32) -> StaticString {
        ResultCode(rawValue: code)?.message ?? "unknown cubescroll result code"
    }
}

extension StaticString {
    /// The literal as a NUL-terminated C string with static lifetime.
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
