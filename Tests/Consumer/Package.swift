// swift-tools-version: 6.0
// SPDX-License-Identifier: MIT
// An app outside the repository that uses the scroll library the way docs/install.md tells adopters
// to: by URL and version, one product, one import. .ci/consumer-check points CUBESCROLL_URL at a bare
// clone of this repository (file://…/cubescroll.git, tagged with the release) and checks that only
// cubescroll is fetched and only the scroll library is built.
import PackageDescription
import class Foundation.ProcessInfo

let url = ProcessInfo.processInfo.environment["CUBESCROLL_URL"] ?? "https://github.com/cubescroll/cubescroll.git"
let version = ProcessInfo.processInfo.environment["CUBESCROLL_VERSION"] ?? "0.4.0"

let package = Package(
    name: "consumer",
    dependencies: [
        .package(url: url, from: Version(stringLiteral: version)),
    ],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [
            .product(name: "ScrollCore", package: "cubescroll"),
        ]),
    ]
)
