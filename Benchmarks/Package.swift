// swift-tools-version: 6.1
import PackageDescription

// Benchmarks, in their own package so `swift test` and CI never build them.
// `Benchmarks/run` builds everything in release and prints one table.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "apigen", path: ".."),
        // The peer apigen is measured against, at the version this machine mirrors.
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    ],
    targets: [
        .executableTarget(name: "MakeSyntheticAPI", path: "Sources/MakeSyntheticAPI"),
        .executableTarget(
            name: "RuntimeOverhead",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            path: "Sources/RuntimeOverhead"
        ),
        .executableTarget(
            name: "TransferMemory",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            path: "Sources/TransferMemory"
        ),
    ],
    swiftLanguageModes: [.v6]
)
