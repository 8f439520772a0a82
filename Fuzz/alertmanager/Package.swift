// swift-tools-version: 6.1
import PackageDescription

// A client of Prometheus Alertmanager's API v2 (go-swagger), generated from the document built
// into Alertmanager, run against a real Alertmanager by `run`, which imports the document and
// generates the client into Sources/AlertmanagerProbe/Generated first.
let package = Package(
    name: "AlertmanagerProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(
            name: "AlertmanagerProbe",
            dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
