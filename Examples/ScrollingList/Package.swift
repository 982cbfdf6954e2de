// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// A minimal GLFW app that scrolls a list of rectangles with cubescroll's invisible scroll view.
// It depends on cubescroll by path; in your own app use `.package(url: …, from: …)` instead.
import PackageDescription

let package = Package(
    name: "scrolling-list",
    dependencies: [
        .package(name: "cubescroll", path: "../.."),
    ],
    targets: [
        /// The list: a HostedScrollView (a hidden scroll view, the plain view carrying its pan
        /// recognizer, the input router) and snapping. No GL here, so the capture host can run it too.
        .target(name: "ListScene", dependencies: [
            .product(name: "ScrollCore", package: "cubescroll"),
            .product(name: "SceneKit", package: "cubescroll"),
        ]),
        /// OpenGL 3.3 core, straight from the system (Debian libgl-dev).
        .systemLibrary(name: "COpenGL", pkgConfig: "gl", providers: [.apt(["libgl-dev"])]),
        /// The window: cubescroll's window host (GLFW, each input stamped when it happens) in,
        /// plain GL rectangles out.
        .executableTarget(name: "scrolling-list", dependencies: [
            "ListScene", "COpenGL",
            .product(name: "Platform", package: "cubescroll"),
            .product(name: "ScrollCore", package: "cubescroll"),
            .product(name: "SceneKit", package: "cubescroll"),
        ]),
        /// Runs the list through cubescroll's headless capture host: script in, trace and PNGs out.
        .testTarget(name: "ListSceneTests", dependencies: [
            "ListScene", "scrolling-list",
            .product(name: "App", package: "cubescroll"),
            .product(name: "Capture", package: "cubescroll"),
        ], exclude: ["fling.json", "Goldens"]),
    ]
)
