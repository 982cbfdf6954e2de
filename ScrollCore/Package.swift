// swift-tools-version: 6.0
// cubescroll's scroll library: UIScrollView's feel as pure Swift, with no GL, window or command line.
// An app that only needs the scroll model depends on this package alone, so it resolves and builds
// nothing else (docs/embedding.md, "Use it in your own GL app"):
//
//     .package(url: "https://…/cubescroll.git", from: "0.2.0")   // then, in a target:
//     .product(name: "ScrollKit", package: "ScrollCore")
//
// Read top to bottom: physics, views, the scroll view, desktop input. Time is always passed in.
import PackageDescription
import class Foundation.ProcessInfo

let package = Package(
    name: "ScrollCore",
    products: [
        /// Simulations (deceleration, springs, rubber band), velocity tracking, geometry.
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        /// Views, touches, the responder chain and gesture recognizers.
        .library(name: "ViewKit", targets: ["ViewKit"]),
        /// The scroll view (UIScrollView's behaviour and names) and its delegate.
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        /// Mouse, wheel, trackpad and keys → touches and scroll-view calls.
        .library(name: "DesktopInput", targets: ["DesktopInput"]),
        /// The C API (include/cubescroll.h) as libCubescrollC.so, installed as libcubescroll.so, for C and C++ apps
        /// (docs/c-api.md, "Use it from C or C++"; Scripts/install-c-library.sh installs it with a pkg-config file).
        .library(name: "CubescrollC", type: .dynamic, targets: ["CubescrollCAPI"]),
    ],
    targets: [
        /// Closed-form simulations (decay, spring, rubber band), velocity estimation, geometry.
        .target(name: "ScrollPhysics"),
        /// Views, hit testing, responder chain, touches and gesture recognizers.
        .target(name: "ViewKit", dependencies: ["ScrollPhysics"]),
        /// The invisible scroll model (UIScrollView's behaviour and names) and its pan recognizer.
        .target(name: "ScrollKit", dependencies: ["ScrollPhysics", "ViewKit"]),
        /// Mouse, wheel, trackpad and keyboard → touches and scroll-model calls (platform-free).
        .target(name: "DesktopInput", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit"]),
        /// The C ABI over the hosted-recognizer arrangement: a hidden scroll view, its pan host and the
        /// input router behind an opaque `cubescroll_scroller *` (include/cubescroll.h).
        .target(name: "CubescrollCAPI", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit", "DesktopInput"]),

        // MARK: - Tests

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "ScrollKit"]),  // ScrollKit: AxisMotion's Simulation properties
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
        .testTarget(name: "DesktopInputTests", dependencies: ["DesktopInput"]),
    ]
)

// The API documentation (docs/embedding.md, "API documentation") needs swift-docc-plugin. It is added only when
// CUBESCROLL_DOCS is set, so an app that depends on this package never fetches it:
//     CUBESCROLL_DOCS=1 swift package --package-path ScrollCore --disable-sandbox generate-documentation
if ProcessInfo.processInfo.environment["CUBESCROLL_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
