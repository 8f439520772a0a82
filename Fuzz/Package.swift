// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets: APIGenFuzz over the whole generator (YAML layer -> spec reader -> resolver ->
// emitter) and TemplateFuzz over a user's templates (loading, partials, rendering), which share
// FuzzProperty; ImportFuzz over `apigen import` (any bytes as an OpenAPI document); ResponseFuzz over what a generated client does with a server's answer (the
// example client, Generated/ through a symbolic link, and APIRuntime; its property is
// Tests/PetstoreClientTests/ResponseFuzzProperty.swift, linked too). Built only by Fuzz/run
// (never by `swift test`), because their entry point is libFuzzer's, not a Swift `main`.
// TemplateFuzz reads apigen's internals (a smaller rendering budget), so Fuzz/run builds with
// testing enabled. CompileFuzz is a plain program, run by Fuzz/compile-check: random specs
// (Tests/APIGenCoreTests/RandomSpecs, SwiftCompiler.swift and OffThePool.swift, linked), generated and
// compiled with swiftc.
let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "apigen", path: "..")],
    targets: [
        .target(name: "FuzzProperty", dependencies: [.product(name: "APIGenCore", package: "apigen")]),
        .executableTarget(
            name: "APIGenFuzz",
            dependencies: ["FuzzProperty", .product(name: "APIGenCore", package: "apigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .target(name: "PetstoreClient", dependencies: [.product(name: "APIRuntime", package: "apigen")]),
        .executableTarget(
            name: "ResponseFuzz",
            dependencies: ["PetstoreClient", .product(name: "APIRuntime", package: "apigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "ImportFuzz",
            dependencies: [.product(name: "APIGenCore", package: "apigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "TemplateFuzz",
            dependencies: ["FuzzProperty", .product(name: "APIGenCore", package: "apigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // CompileFuzz does not import APIRuntime; depending on it makes its debug build build the
        // runtime module that generated code is compiled against.
        .executableTarget(
            name: "CompileFuzz",
            dependencies: [.product(name: "APIGenCore", package: "apigen"), .product(name: "APIRuntime", package: "apigen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
