// swift-tools-version: 6.1
import PackageDescription

// A client of a Falcon app validated by spectree, generated from the document spectree serves,
// run against the app by `run`, which imports the document and generates the client into
// Sources/SpectreeProbe/Generated first.
let package = Package(
    name: "SpectreeProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(
            name: "SpectreeProbe",
            dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
