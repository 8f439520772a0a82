// swift-tools-version: 6.1
import PackageDescription

// A client of a spec-first Mojolicious app (openapi.yaml, served and enforced by
// Mojolicious::Plugin::OpenAPI), generated from the document the app serves, run against it by
// `run`, which imports the document and generates the client into
// Sources/MojoliciousProbe/Generated first.
let package = Package(
    name: "MojoliciousProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(
            name: "MojoliciousProbe",
            dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
