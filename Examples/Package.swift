// swift-tools-version: 6.1
import PackageDescription

// A package that uses apigen the way an app would: its client is generated at
// build time by APIGenPlugin from Sources/NotesClient/Specs, and never committed.
let package = Package(
    name: "Examples",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "apigen", path: ".."),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(
            name: "NotesClient",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            plugins: [.plugin(name: "APIGenPlugin", package: "apigen")]
        ),
        .testTarget(
            name: "NotesClientTests",
            dependencies: ["NotesClient", .product(name: "APIRuntime", package: "apigen"), "FlyingFox"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
