// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// cubescroll — UIScrollView's feel for OpenGL apps on Linux.
// Read top to bottom: the scroll library (pure Swift, no GL), then the scenes, then the GL/GLFW/EGL
// layers, then the command line.
//
// One package vends both the scroll library and the app. An app that depends on this package by URL
// and version and uses only the scroll library's products (ScrollCore, or ScrollPhysics, ViewKit,
// ScrollKit, DesktopInput) fetches nothing else and builds no GL, Box2D or image code: SwiftPM
// fetches every dependency a manifest declares, so the end of this file leaves the command line and
// its argument parser out when this package is another package's dependency (docs/install.md).
//
//     .package(url: "https://github.com/…/cubescroll.git", from: "0.4.0")   // then, in a target:
//     .product(name: "ScrollCore", package: "cubescroll")
import PackageDescription
import class Foundation.ProcessInfo

/// The scroll library's sources live under ScrollCore/ (Sources and Tests), apart from the app's.
func scrollCore(_ module: String) -> String { "ScrollCore/Sources/\(module)" }
func scrollCoreTests(_ module: String) -> String { "ScrollCore/Tests/\(module)" }

// The scroll library's four modules, as the app's targets name them.
let scrollPhysics = Target.Dependency.target(name: "ScrollPhysics")
let viewKit = Target.Dependency.target(name: "ViewKit")
let scrollKit = Target.Dependency.target(name: "ScrollKit")
let desktopInput = Target.Dependency.target(name: "DesktopInput")

let package = Package(
    name: "cubescroll",
    products: [
        // MARK: The scroll library (pure Swift: no GL, window or command line)

        /// All of the scroll library in one import: `import ScrollCore` re-exports ScrollPhysics,
        /// ViewKit, ScrollKit and DesktopInput.
        .library(name: "ScrollCore", targets: ["ScrollCore"]),
        /// Simulations (deceleration, springs, rubber band), velocity tracking, geometry.
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        /// Views, touches, the responder chain and gesture recognizers.
        .library(name: "ViewKit", targets: ["ViewKit"]),
        /// The scroll view (UIScrollView's behaviour and names) and its delegate.
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        /// Mouse, wheel, trackpad and keys → touches and scroll-view calls.
        .library(name: "DesktopInput", targets: ["DesktopInput"]),
        /// The C API (include/cubescroll.h) as libCubescrollC.so; `make install` installs it as
        /// libcubescroll.so with its header and pkg-config file (docs/install.md). Named CubescrollC
        /// because a product called cubescroll would clash with the executable.
        .library(name: "CubescrollC", type: .dynamic, targets: ["CubescrollCAPI"]),

        // MARK: The app's layers, for your own GL app (Examples/ScrollingList uses them)

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
        // Used by the command line only; added at the end of this file unless this package is another
        // package's dependency, so that an adopter never fetches it.
    ],
    targets: [
        // MARK: - The scroll library (ScrollCore/Sources; time is always passed in)

        /// The header's CUBESCROLL_VERSION_MAJOR/MINOR/PATCH (include/cubescroll.h), the one place
        /// the release number is written; ScrollKit reads it (`cubescrollVersion`).
        .systemLibrary(name: "CCubescrollVersion", path: scrollCore("CCubescrollVersion")),
        /// Closed-form simulations (decay, spring, rubber band), velocity estimation, geometry.
        .target(name: "ScrollPhysics", path: scrollCore("ScrollPhysics")),
        /// Views, hit testing, responder chain, touches and gesture recognizers.
        .target(name: "ViewKit", dependencies: [scrollPhysics], path: scrollCore("ViewKit")),
        /// The invisible scroll model (UIScrollView's behaviour and names) and its pan recognizer.
        .target(name: "ScrollKit", dependencies: [scrollPhysics, viewKit, "CCubescrollVersion"],
                path: scrollCore("ScrollKit")),
        /// Mouse, wheel, trackpad and keyboard → touches and scroll-model calls (platform-free).
        .target(name: "DesktopInput", dependencies: [scrollPhysics, viewKit, scrollKit], path: scrollCore("DesktopInput")),
        /// A seedable generator (SplitMix64) for reproducible scenes and the library's random-sequence
        /// tests; not part of the library's products.
        .target(name: "SeededRandomness", path: scrollCore("SeededRandomness")),
        /// The umbrella: `import ScrollCore` brings the four modules above.
        .target(name: "ScrollCore", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput],
                path: scrollCore("ScrollCore")),
        /// The C ABI over the hosted-recognizer arrangement: a hidden scroll view, its pan host and the
        /// input router behind an opaque `cubescroll_scroller *` (include/cubescroll.h).
        .target(name: "CubescrollCAPI", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput],
                path: scrollCore("CubescrollCAPI")),

        // MARK: - Scenes (pure Swift)

        /// What every scene is: the `Scene` protocol, its parameters, the draw list it fills for
        /// the renderer (cubes, rectangles, images, text runs), the text-measurement protocol the host provides and the events it reports.
        .target(name: "SceneKit", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput]),
        /// A UIDynamicAnimator-like layer (gravity, collision, attachments, pushes) on Box2D, stepped at a
        /// fixed rate from times passed in.
        .target(name: "Dynamics", dependencies: [scrollPhysics, "CBox2D"]),
        /// Every scene, one folder each (Cubes/, …), registered in SceneCatalog.swift.
        .target(name: "Scenes", dependencies: [scrollPhysics, viewKit, scrollKit, desktopInput, "SceneKit", "ImageTiles",
                                               "Dynamics", "SeededRandomness"]),
        /// JPEG and PNG files read a region at a time at levels of detail, cut into tiles, decoded on
        /// background workers into a bounded cache (no GL: the renderer uploads what a scene names).
        .target(name: "ImageTiles", dependencies: ["CImageDecode"]),
        /// What every run shares, with no script language: `CaptureError` (one line and an exit
        /// status), whole-file writes (`FileIO`), the output folder, the progress line, number text.
        .target(name: "RunSupport"),
        /// The capture script language and the trace (read and write); no GL.
        .target(name: "Capture", dependencies: [scrollPhysics, viewKit, desktopInput, "SceneKit", "RunSupport"]),

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
        .target(name: "ImageOutput", dependencies: [scrollPhysics, "RunSupport", "CPNG", "CDeflatePNG"]),
        /// The GLFW window host and the EGL headless context.
        .target(name: "Platform", dependencies: [scrollPhysics, desktopInput, "CGLFW", "CGL", "CEGL", "CX11InputTime"]),
        /// The X server's own time for each input (an Xlib wire-to-event hook; libX11, Debian
        /// libx11-dev) and the render thread's frame-sync marker.
        .target(name: "CX11InputTime", linkerSettings: [.linkedLibrary("X11")]),
        /// glibc's mallopt(3), for the command's standing heap slack (`HeapSlack`).
        .target(name: "CHeapSlack"),
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
        /// Any scene types: the built-in catalog is the `cubescroll` command's, so an app that hosts its
        /// own scenes links none of the built-in ones (nor Box2D, libjpeg or libexif).
        .target(name: "App", dependencies: ["SceneKit", desktopInput, "RunSupport", "Capture", "ImageOutput", "Platform",
                                            "Renderer", "TextRendering"]),

        /// `cubescroll suite`: a folder of scripts run as parallel captures against their goldens,
        /// progress, JUnit and HTML reports, golden updates, shards and their merge.
        .target(name: "Suite", dependencies: ["SceneKit", "RunSupport", "Capture", "ImageOutput"]),

        // MARK: - Command line

        .executableTarget(name: "cubescroll", dependencies: [
            "App", "RunSupport", "Capture", "SceneKit", "Scenes", "ImageOutput", "Platform", "Suite", scrollKit, "CHeapSlack",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // MARK: - Tests: the scroll library (ScrollCore/Tests)

        /// The properties every closed-form simulation has (`assertSimulationProperties`), for the
        /// physics' tests and ScrollKit's (AxisMotion).
        .target(name: "SimulationChecks", dependencies: [scrollPhysics], path: scrollCoreTests("SimulationChecks")),
        .testTarget(name: "ScrollPhysicsTests", dependencies: [scrollPhysics, "SimulationChecks", "SeededRandomness"],
                    path: scrollCoreTests("ScrollPhysicsTests")),
        .testTarget(name: "ViewKitTests", dependencies: [viewKit], path: scrollCoreTests("ViewKitTests")),
        .testTarget(name: "ScrollKitTests", dependencies: [scrollKit, "SimulationChecks", "SeededRandomness"],
                    path: scrollCoreTests("ScrollKitTests")),
        .testTarget(name: "DesktopInputTests", dependencies: [desktopInput, "SeededRandomness"],
                    path: scrollCoreTests("DesktopInputTests")),

        // MARK: - Tests: the app

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
                                                        "TextRendering", "SeededRandomness",
                                                        "CubescrollTesting", "ImageTiles", "ImageFixtures"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Scenes", "RunSupport", "cubescroll", "CubescrollTesting", "TextRendering",
                                                      "ServerInputRecorder"]),
        /// `cubescroll suite`: runs the binary on folders of scripts; opens the report in Chromium.
        .testTarget(name: "SuiteTests", dependencies: ["Suite", "ImageOutput", "Capture", "cubescroll", "CubescrollTesting"]),
    ]
)

// MARK: - What a dependent package never sees
//
// SwiftPM fetches every package dependency a manifest declares, even those used only by products the
// dependent package does not use (measured with Swift 6.3: a consumer of the ScrollCore product alone
// cloned swift-argument-parser and built its plugins). So when this manifest is loaded as another
// package's dependency — SwiftPM reads it from the repository at "/" while resolving versions, then
// from a folder `checkouts/<name>` (SwiftPM's and Xcode's) — it declares no argument parser, and drops
// the targets that need it (the command line, and what depends on that) and the test targets.
// Built here (a clone, a source tree, `path:` examples), it is the whole app. .ci/consumer-check proves it.
let loadedAsDependency: Bool = {
    let directory = Context.packageDirectory
    let parent = directory.split(separator: "/").dropLast().last
    return directory == "/" || parent == "checkouts"
}()
if loadedAsDependency {
    var dropped = Set(package.targets.filter { $0.type == .test }.map(\.name))
    func needsDropped(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .productItem(_, let package, _, _): return package == "swift-argument-parser"
            case .targetItem(let name, _), .byNameItem(let name, _): return dropped.contains(name)
            @unknown default: return false
            }
        }
    }
    while let next = package.targets.first(where: { !dropped.contains($0.name) && needsDropped($0) }) {
        dropped.insert(next.name)
    }
    package.targets.removeAll { dropped.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Executable)?.targets ?? (product as? Product.Library)?.targets ?? []
        return targets.contains(where: dropped.contains)
    }
} else {
    package.dependencies.append(.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"))
}

// The API documentation (docs/install.md) needs swift-docc-plugin. It is added only when
// CUBESCROLL_DOCS is set, so nobody who builds or depends on this package fetches it otherwise:
//     CUBESCROLL_DOCS=1 swift package --disable-sandbox generate-documentation --target ScrollKit
if ProcessInfo.processInfo.environment["CUBESCROLL_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
