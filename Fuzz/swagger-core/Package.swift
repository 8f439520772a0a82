// swift-tools-version: 6.1
import PackageDescription

// A client of a Java server whose document swagger-core writes, as springdoc writes a Spring app's,
// generated from that document, run against the server by `run`, which imports the document and
// generates the client into Sources/SwaggerCoreProbe/Generated first.
let package = Package(
    name: "SwaggerCoreProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(
            name: "SwaggerCoreProbe",
            dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
