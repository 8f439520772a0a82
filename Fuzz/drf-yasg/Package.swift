// swift-tools-version: 6.1
import PackageDescription

// A client of the Django REST framework app in ../drf/server, generated from the Swagger 2.0 document
// drf-yasg serves for it, run against it by `run`, which imports the document and generates the client
// into Sources/DRFYasgProbe/Generated first.
let package = Package(
    name: "DRFYasgProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(name: "DRFYasgProbe", dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
