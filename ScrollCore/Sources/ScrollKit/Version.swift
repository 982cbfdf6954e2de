internal import CCubescrollVersion

/// cubescroll's release, "MAJOR.MINOR.PATCH" (semantic versioning, docs/releasing.md). It is read
/// from `CUBESCROLL_VERSION_MAJOR`, `_MINOR` and `_PATCH` in include/cubescroll.h — the one place the
/// number is written — so `cubescroll --version`, `cubescroll_version()`, the header, the pkg-config
/// file and the Debian package (both made by the Makefile from the same macros) always agree.
public let cubescrollVersion = "\(CUBESCROLL_VERSION_MAJOR).\(CUBESCROLL_VERSION_MINOR).\(CUBESCROLL_VERSION_PATCH)"
