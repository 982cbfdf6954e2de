// swift-tools-version: 6.1
// SPDX-License-Identifier: MIT
// Benchmarks for cubescroll's scroll model, kept out of the root package so that `swift build` and
// `swift test` at the root never fetch or build package-benchmark.
//
// Run (from this directory):
//   swift package --scratch-path ../../.build-bench benchmark
// The `MallocInterposer` trait alone is enabled (the default set would add `RuntimeInterposer`, whose
// package is not needed for the metrics used here); it gives the malloc counters.
import PackageDescription

let package = Package(
    name: "cubescroll-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The root package, by path (its identity is its directory's name).
        .package(name: "cubescroll", path: "../.."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // MARK: - Benchmark executables (sources under Benchmarks/<target>, as the plugin expects)

        /// `ScrollView.advance(to:)` per frame while dragging and while decelerating.
        .executableTarget(
            name: "ScrollBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "ScrollKit", package: "cubescroll"),
                .product(name: "ScrollPhysics", package: "cubescroll"),
            ],
            path: "Benchmarks/ScrollBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        /// A frame of the `messages` scene (input, springs, draw list) with 120 and with 10,000
        /// bubbles: the tiled springs keep the two equal.
        .executableTarget(
            name: "SceneBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Scenes", package: "cubescroll"),
                .product(name: "App", package: "cubescroll"),
                .product(name: "SceneKit", package: "cubescroll"),
                .product(name: "DesktopInput", package: "cubescroll"),
                .product(name: "ScrollPhysics", package: "cubescroll"),
            ],
            path: "Benchmarks/SceneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
