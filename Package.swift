// swift-tools-version: 6.0
// cubescroll — UIScrollView's feel for OpenGL apps on Linux.
// Read top to bottom: pure-Swift layers first (no GL), then the GL/GLFW/EGL layers, then the CLI.
import PackageDescription

let package = Package(
    name: "cubescroll",
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        .executable(name: "cubescroll", targets: ["cubescroll"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: - Pure Swift (no GL, GLFW or EGL; time is always passed in)

        /// Closed-form simulations (decay, spring, rubber band), velocity estimation, geometry.
        .target(name: "ScrollPhysics"),
        /// Views, hit testing, responder chain, touches and gesture recognizers.
        .target(name: "ViewKit", dependencies: ["ScrollPhysics"]),
        /// The invisible scroll model (UIScrollView's behaviour and names) and its pan recognizer.
        .target(name: "ScrollKit", dependencies: ["ScrollPhysics", "ViewKit"]),
        /// Mouse, wheel, trackpad and keyboard → touches and scroll-model calls (platform-free).
        .target(name: "DesktopInput", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit"]),
        /// The seed 003 cube scene: state, layout, snapping, picking, controller wiring.
        .target(name: "CubeScene", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit", "DesktopInput"]),

        // MARK: - System libraries (Debian packages named in `providers`)

        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "CGL", pkgConfig: "gl", providers: [.apt(["libgl-dev"])]),
        .systemLibrary(name: "CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev", "libegl-mesa0"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        // MARK: - GL layers

        /// OpenGL 3.3 core renderer: shaders from shaders/, instanced cubes, indicator, readback.
        .target(name: "Renderer", dependencies: ["ScrollPhysics", "CubeScene", "CGL"]),
        /// The frame function, GLFW window loop, EGL headless capture, scripts, trace, PNG, video.
        .target(name: "CubeApp", dependencies: ["CubeScene", "DesktopInput", "Renderer", "CGLFW", "CGL", "CEGL", "CPNG"]),

        // MARK: - Command line

        .executableTarget(name: "cubescroll", dependencies: [
            "CubeApp",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "ScrollKit"]),  // ScrollKit: AxisMotion's Simulation properties
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
        .testTarget(name: "DesktopInputTests", dependencies: ["DesktopInput"]),
        .testTarget(name: "CubeSceneTests", dependencies: ["CubeScene"]),
        .testTarget(name: "CubeAppTests", dependencies: ["CubeApp", "cubescroll"]),
    ]
)
