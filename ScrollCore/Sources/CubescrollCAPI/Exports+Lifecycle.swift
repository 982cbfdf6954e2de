import ScrollKit
import ScrollPhysics

// Creating, sizing and destroying scrollers; version and error messages (include/cubescroll.h).

/// The library's version, "MAJOR.MINOR.PATCH" (static storage; do not free).
@_cdecl("cubescroll_version")
public func cubescroll_version() -> UnsafePointer<CChar> {
    versionCString
}

/// `cubescrollVersion` as a NUL-terminated C string, made once and never freed (static storage for C).
private nonisolated(unsafe) let versionCString: UnsafePointer<CChar> = {
    let bytes = cubescrollVersion.utf8CString
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    bytes.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: bytes.count) }
    return UnsafePointer(storage)
}()

/// One line saying what `code` means and how to fix it (static storage; do not free).
@_cdecl("cubescroll_error_message")
public func cubescroll_error_message(_ code: Int32) -> UnsafePointer<CChar> {
    ResultCode.message(for: code).cString
}

/// A new scroller showing `width` × `height` points, or NULL if a size is negative or not finite.
@_cdecl("cubescroll_scroller_create")
public func cubescroll_scroller_create(_ width: Double, _ height: Double) -> OpaquePointer? {
    guard validSize(width, height) == .ok else { return nil }
    let scroller = Scroller(size: Size(width: width, height: height))
    return OpaquePointer(Unmanaged.passRetained(scroller).toOpaque())
}

/// Frees a scroller. NULL is ignored. From inside one of its own callbacks it is deferred until the
/// call that ran the callback returns (`changing`); no callback runs after the request.
@_cdecl("cubescroll_scroller_destroy")
public func cubescroll_scroller_destroy(_ s: OpaquePointer?) {
    guard let s else { return }
    let scroller = Unmanaged<Scroller>.fromOpaque(UnsafeRawPointer(s))
    let object = scroller.takeUnretainedValue()
    object.scrollView.delegate = nil
    guard object.callbackDepth == 0 else { object.destroyRequested = true; return }
    scroller.release()
}

/// The visible area's size (points). A motion under way carries on in the new size. A zero size (a
/// minimised window) is accepted and ignored (`HostedScrollView.resize`).
@_cdecl("cubescroll_scroller_set_size")
public func cubescroll_scroller_set_size(_ s: OpaquePointer?, _ width: Double, _ height: Double) -> Int32 {
    changing(s) { scroller in
        let check = validSize(width, height)
        if check == .ok { scroller.hosted.resize(to: Size(width: width, height: height)) }
        return check
    }
}

/// The scrollable content's size (points). An axis whose content fits does not scroll (unless
/// `cubescroll_set_always_bounce` says so).
@_cdecl("cubescroll_scroller_set_content_size")
public func cubescroll_scroller_set_content_size(_ s: OpaquePointer?, _ width: Double, _ height: Double) -> Int32 {
    changing(s) { scroller in
        let check = validSize(width, height)
        if check == .ok { scroller.scrollView.contentSize = Size(width: width, height: height) }
        return check
    }
}

/// Extra scrollable space around the content (points), as UIScrollView's contentInset: the range
/// becomes [−top, contentHeight + bottom − height] (likewise left/right). Negative insets are allowed.
@_cdecl("cubescroll_scroller_set_content_inset")
public func cubescroll_scroller_set_content_inset(_ s: OpaquePointer?, _ top: Double, _ left: Double,
                                                  _ bottom: Double, _ right: Double) -> Int32 {
    changing(s) { scroller in
        guard top.isFinite, left.isFinite, bottom.isFinite, right.isFinite else { return .notFinite }
        scroller.scrollView.contentInset = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        return .ok
    }
}

// MARK: - Shared checks

/// Calls `body` with the scroller behind `s` to read it; NULL → `.nullArgument`. Allowed from callbacks.
func with(_ s: OpaquePointer?, _ body: (Scroller) -> ResultCode) -> Int32 {
    guard let s else { return ResultCode.nullArgument.rawValue }
    return body(Unmanaged<Scroller>.fromOpaque(UnsafeRawPointer(s)).takeUnretainedValue()).rawValue
}

/// Calls `body` with the scroller behind `s` to change it: NULL → `.nullArgument`; from one of its
/// own callbacks → `.inCallback`, changing nothing. Afterwards, a destroy a callback asked for happens.
func changing(_ s: OpaquePointer?, _ body: (Scroller) -> ResultCode) -> Int32 {
    guard let s else { return ResultCode.nullArgument.rawValue }
    let unmanaged = Unmanaged<Scroller>.fromOpaque(UnsafeRawPointer(s))
    let scroller = unmanaged.takeUnretainedValue()
    guard scroller.callbackDepth == 0 else { return ResultCode.inCallback.rawValue }
    let result = body(scroller)
    if scroller.destroyRequested { unmanaged.release() }
    return result.rawValue
}

/// A size the API accepts: finite and not negative.
func validSize(_ width: Double, _ height: Double) -> ResultCode {
    guard width.isFinite, height.isFinite else { return .notFinite }
    return width >= 0 && height >= 0 ? .ok : .outOfRange
}
