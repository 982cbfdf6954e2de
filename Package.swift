// swift-tools-version: 6.0
// cubescroll — UIScrollView's feel for OpenGL apps on Linux.
// Read top to bottom: pure-Swift layers first (no GL), then the GL/GLFW/EGL layers, then the CLI.
import PackageDescription

let package = Package(
    name: "cubescroll",
    // Libraries for your own app (Examples/ScrollingList uses them; README "Use it in your own GL app").
    products: [
        /// Simulations (deceleration, springs, rubber band), velocity tracking, geometry.
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        /// Views, touches, the responder chain and gesture recognizers.
        .library(name: "ViewKit", targets: ["ViewKit"]),
        /// The scroll view (UIScrollView's behaviour and names) and its delegate.
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        /// Mouse, wheel, trackpad and keys → touches and scroll-view calls.
        .library(name: "DesktopInput", targets: ["DesktopInput"]),
        /// The `Scene` protocol and the `DrawList` a scene fills.
        .library(name: "SceneKit", targets: ["SceneKit"]),
        /// The built-in scenes (`SceneCatalog`), to show them in your own host.
        .library(name: "Scenes", targets: ["Scenes"]),
        /// Capture scripts and traces (`Script`, `TraceReader`).
        .library(name: "Capture", targets: ["Capture"]),
        /// The scene host: `SceneHost`, headless capture (`CaptureRun`) and the window (`WindowRun`),
        /// for the built-in scenes or your own.
        .library(name: "App", targets: ["App"]),
        .executable(name: "cubescroll", targets: ["cubescroll"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (README "API documentation"); not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        /// What every scene is: the `Scene` protocol, its parameters, the draw list it fills for
        /// the renderer (cubes, rectangles, images, bitmap-font text) and the events it reports.
        .target(name: "SceneKit", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit", "DesktopInput"]),
        /// Every scene, one folder each (Cubes/, …), registered in SceneCatalog.swift.
        .target(name: "Scenes", dependencies: ["ScrollPhysics", "ViewKit", "ScrollKit", "DesktopInput", "SceneKit"]),
        /// The capture script language and the trace (read and write); no GL.
        .target(name: "Capture", dependencies: ["ScrollPhysics", "DesktopInput", "SceneKit", "Scenes"]),

        // MARK: - System libraries (Debian packages named in `providers`)

        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "CGL", pkgConfig: "gl", providers: [.apt(["libgl-dev"])]),
        .systemLibrary(name: "CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev", "libegl-mesa0"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

        // MARK: - Images, platform and GL layers

        /// PNG read/write (libpng), the background encoder sink, golden comparison, video (ffmpeg).
        .target(name: "ImageOutput", dependencies: ["Capture", "CPNG"]),
        /// The GLFW window host and the EGL headless context.
        .target(name: "Platform", dependencies: ["ScrollPhysics", "DesktopInput", "CGLFW", "CGL", "CEGL"]),
        /// OpenGL 3.3 core renderer of a scene's draw list: shaders from shaders/ (embedded), instanced cubes,
        /// rounded rectangles, cached textures, bitmap text, readback.
        .target(name: "Renderer", dependencies: ["ScrollPhysics", "SceneKit", "CGL"],
                plugins: ["EmbedShaders"]),
        /// Compiles shaders/ into the Renderer at build time (the binary runs from anywhere).
        .plugin(name: "EmbedShaders", capability: .buildTool()),
        /// The frame function (`SceneHost`) and the two runners (window, headless capture).
        .target(name: "App", dependencies: ["SceneKit", "Scenes", "DesktopInput", "Capture", "ImageOutput", "Platform",
                                            "Renderer"]),

        // MARK: - Command line

        .executableTarget(name: "cubescroll", dependencies: [
            "App", "Capture", "SceneKit", "Scenes", "ImageOutput", "Platform",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "ScrollKit"]),  // ScrollKit: AxisMotion's Simulation properties
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit"]),
        .testTarget(name: "DesktopInputTests", dependencies: ["DesktopInput"]),
        /// Runs the built binary for the test targets that capture (`CubescrollProcess`).
        .target(name: "CubescrollTesting", dependencies: ["Capture"], path: "Tests/CubescrollTesting"),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SceneKit", "Capture", "ImageOutput", "cubescroll",
                                                        "CubescrollTesting"]),
        .testTarget(name: "AppTests", dependencies: ["App", "cubescroll", "CubescrollTesting"]),
    ]
)
