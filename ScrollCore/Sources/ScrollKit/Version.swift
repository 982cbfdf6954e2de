/// cubescroll's release, "MAJOR.MINOR.PATCH": the one place it is written. `cubescroll --version`
/// prints it, `cubescroll_version()` returns it, and the C library's pkg-config file carries it.
public let cubescrollVersion: StaticString = "0.3.0"
