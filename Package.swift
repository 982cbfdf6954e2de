// swift-tools-version: 6.0
// cubescroll — UIScrollView's feel for OpenGL apps on Linux.
// Read top to bottom: pure-Swift layers first (no GL), then the GL/GLFW/EGL layers, then the CLI.
// The scroll library itself (no GL, no command line) is the package in ScrollCore/.
import PackageDescription

// The scroll library's four modules, from the ScrollCore package (ScrollCore/Package.swift).
let scrollPhysics = Target.Dependency.product(name: "ScrollPhysics", package: "ScrollCore")
let viewKit = Target.Dependency.product(name: "ViewKit", package: "ScrollCore")
let scrollKit = Target.Dependency.product(name: "ScrollKit", package: "ScrollCore")
let desktopInput = Target.Dependency.product(name: "DesktopInput", package: "ScrollCore")

let package = Package(
    name: "cubescroll",
    // Libraries for your own app (Examples/ScrollingList uses them; docs/embedding.md, "Use it in your own GL app").
    products: [
        /// The `Scene` protocol and the `DrawList` a scene fills.
        .library(name: "SceneKit", targets: ["SceneKit"]),
        /// The built-in scenes (`SceneCatalog`), to show them in your own host.
        .library(name: "Scenes", targets: ["Scenes"]),
        /// Capture scripts and traces (`Script`, `TraceReader`).
        .library(name: "Capture", targets: ["Capture"]),
        /// The scene host: `SceneHost`, headless capture (`CaptureRun`) and the window (`WindowRun`),
        /// for the built-in scenes or your own.
        .library(name: "App", targets: ["App"]),
        /// The window host for your own GL app (`GLFWWindowHost`): a GLFW window whose inputs are
        /// stamped when they happen, handed to your frames on a render thread
        /// (`runRenderThread`); also the headless EGL context.
        .library(name: "Platform", targets: ["Platform"]),
        .executable(name: "cubescroll", targets: ["cubescroll"]),
    ],
    dependencies: [
        // The scroll library (ScrollPhysics, ViewKit, ScrollKit, DesktopInput): pure Swift, its own
        // package so that an app using only it resolves nothing below.
        .package(path: "ScrollCore"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: - Scenes (pure Swift; the scroll library is the ScrollCore package)

        /// What every scene is: the `Scene` protocol, its parameters, the draw list it fills for
        /// the renderer (cubes, rectangles, images, text runs), the text-measurement protocol the host provides and the events it reports.
        .target(name: "SceneKit", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput]),
        /// A UIDynamicAnimator-like layer (gravity, collision, attachments, pushes) on Box2D, stepped at a
        /// fixed rate from times passed in.
        .target(name: "Dynamics", dependencies: [scrollPhysics, "CBox2D"]),
        /// Every scene, one folder each (Cubes/, …), registered in SceneCatalog.swift.
        .target(name: "Scenes", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput, "SceneKit", "ImageTiles",
                                               "Dynamics", "TextRendering"]),
        /// JPEG and PNG files read a region at a time at levels of detail, cut into tiles, decoded on
        /// background workers into a bounded cache (no GL: the renderer uploads what a scene names).
        .target(name: "ImageTiles", dependencies: ["CImageDecode"]),
        /// The capture script language and the trace (read and write); no GL.
        .target(name: "Capture", dependencies: [scrollPhysics, viewKit, desktopInput, "SceneKit"]),

        // MARK: - System libraries (Debian packages named in `providers`)

        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "CGL", pkgConfig: "gl", providers: [.apt(["libgl-dev"])]),
        .systemLibrary(name: "CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev", "libegl-mesa0"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        /// Box2D 2.4 (Debian libbox2d-dev) behind a C header, so Swift needs no C++ interoperability.
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        /// Region and scaled decoding of JPEG (libjpeg-turbo's libjpeg API), PNG (libpng) and the EXIF
        /// orientation (libexif), in C so that their setjmp/longjmp error handling never crosses Swift.
        .target(name: "CImageDecode", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("exif")]),

        // MARK: - Images, platform and GL layers

        /// The PNG writer's hot loops in C: the Sub row filter and libdeflate's zlib stream
        /// (Debian: libdeflate-dev).
        .target(name: "CDeflatePNG", linkerSettings: [.linkedLibrary("deflate")]),
        /// PNG read (libpng) and write (libdeflate), the background encoder sink, golden comparison
        /// (per channel or pixelmatch's perceptual test, with masks), video (ffmpeg).
        .target(name: "ImageOutput", dependencies: [scrollPhysics, "Capture", "CPNG", "CDeflatePNG"]),
        /// The GLFW window host and the EGL headless context.
        .target(name: "Platform", dependencies: [scrollPhysics, desktopInput, "CGLFW", "CGL", "CEGL", "CX11InputTime"]),
        /// The X server's own time for each input (an Xlib wire-to-event hook; libX11, Debian
        /// libx11-dev) and the render thread's frame-sync marker.
        .target(name: "CX11InputTime", linkerSettings: [.linkedLibrary("X11")]),
        /// The interface font (DejaVu Sans via fontconfig): shaping (HarfBuzz), glyph rasterising
        /// (FreeType), text measurement for the scenes and the glyph atlas the renderer uploads. No GL.
        .target(name: "TextRendering", dependencies: ["SceneKit", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        /// OpenGL 3.3 core renderer of a scene's draw list: shaders from shaders/ (embedded), instanced cubes,
        /// rounded rectangles, cached textures, text from a glyph atlas, readback.
        .target(name: "Renderer", dependencies: [scrollPhysics, "SceneKit", "TextRendering", "CGL"],
                plugins: ["EmbedShaders"]),
        /// Compiles shaders/ into the Renderer at build time (the binary runs from anywhere).
        .plugin(name: "EmbedShaders", capability: .buildTool()),
        /// The frame function (`SceneHost`) and the two runners (window, headless capture).
        .target(name: "App", dependencies: ["SceneKit", "Scenes", desktopInput, "Capture", "ImageOutput", "Platform",
                                            "Renderer", "TextRendering"]),

        /// `cubescroll suite`: a folder of scripts run as parallel captures against their goldens,
        /// progress, JUnit and HTML reports, golden updates, shards and their merge.
        .target(name: "Suite", dependencies: ["SceneKit", "Capture", "ImageOutput"]),

        // MARK: - Command line

        .executableTarget(name: "cubescroll", dependencies: [
            "App", "Capture", "SceneKit", "Scenes", "ImageOutput", "Platform", "Suite", scrollKit,
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests

        /// Runs the built binary for the test targets that capture (`CubescrollProcess`).
        .target(name: "CubescrollTesting", dependencies: ["Capture", "ImageFixtures"], path: "Tests/CubescrollTesting"),
        /// Writes the JPEG and PNG files tests open (libjpeg-turbo, libpng): nothing is downloaded.
        .target(name: "ImageFixtures", path: "Tests/ImageFixtures",
                linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("z")]),
        /// Records the pointer as the X server moved it, with the server's timestamps (RECORD
        /// extension; Debian libxtst-dev): the real-window tests' reference for synthetic gestures.
        .target(name: "ServerInputRecorder", path: "Tests/ServerInputRecorder",
                linkerSettings: [.linkedLibrary("Xtst"), .linkedLibrary("X11")]),
        .testTarget(name: "ImageTilesTests", dependencies: ["ImageTiles", "ImageFixtures", "CubescrollTesting"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SceneKit", "Capture", "ImageOutput", "cubescroll", "App",
                                                        "CubescrollTesting", "ImageTiles", "ImageFixtures"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "AppTests", dependencies: ["App", "cubescroll", "CubescrollTesting", "TextRendering",
                                                      "ServerInputRecorder"]),
        /// `cubescroll suite`: runs the binary on folders of scripts; opens the report in Chromium.
        .testTarget(name: "SuiteTests", dependencies: ["Suite", "ImageOutput", "Capture", "cubescroll", "CubescrollTesting"]),
    ]
)
