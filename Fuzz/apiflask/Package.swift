// swift-tools-version: 6.1
import PackageDescription

// A client of the APIFlask app in app.py, generated from the document the app serves, run
// against it by `run`, which imports the document and generates the client into
// Sources/APIFlaskProbe/Generated first.
let package = Package(
    name: "APIFlaskProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(name: "APIFlaskProbe", dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
