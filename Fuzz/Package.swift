// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target over the whole generator: YAML layer -> spec reader ->
// resolver -> emitter. Built only by Fuzz/run (never by `swift test`), because
// its entry point is libFuzzer's, not a Swift `main`.
let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "apigen", path: "..")],
    targets: [
        .executableTarget(
            name: "APIGenFuzz",
            dependencies: [.product(name: "APIGenCore", package: "apigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
