// swift-tools-version: 6.1
import PackageDescription

/// Imports internal by default (SE-0409), as in later language modes.
let internalImports: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "apigen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .executable(name: "apigen", targets: ["apigen"]),
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        .plugin(name: "APIGenPlugin", targets: ["APIGenPlugin"]),
        // The generator as a library, for tools that embed it (and the fuzzer in Fuzz/).
        .library(name: "APIGenCore", targets: ["APIGenCore"]),
    ],
    dependencies: [
        // The command line: subcommands, --help text and exit codes without hand-rolled parsing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Tests only: a small pure-Swift HTTP server (no SwiftNIO) that keeps the raw request
        // target, so wire tests can assert the exact bytes a client sent.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libyaml: a small, fast, battle-tested YAML parser whose event stream gives exact positions.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Renders its Mustache templates itself (Sources/APIGenCore/Templates/): swift-mustache found
        // every name through dynamic casts, which took half of apigen's time at 1,000 endpoints.
        .target(name: "APIGenCore", dependencies: ["CYAML"]),
        .executableTarget(
            name: "apigen",
            dependencies: [
                "APIGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Generates a target's client at build time from its Specs/ folder.
        .plugin(name: "APIGenPlugin", capability: .buildTool(), dependencies: ["apigen"]),
        // The runtime every generated client compiles against: Foundation only, by design.
        .target(name: "APIRuntime"),
        // The example client: what `swift run apigen Specs/` writes, compiled and tested end to end.
        // Imports internal by default, as in later language modes, so the generated imports are checked too.
        .target(name: "PetstoreClient", dependencies: ["APIRuntime"], path: "Generated", swiftSettings: internalImports),
        // APIRuntime: tests hold apigen's checks of defaults to the runtime's parsers.
        .testTarget(name: "APIGenCoreTests", dependencies: ["APIGenCore", "APIRuntime"]),
        // A real HTTP server on 127.0.0.1 for the tests (not shipped).
        .target(name: "LoopbackServer", dependencies: ["FlyingFox"], path: "Tests/LoopbackServer"),
        .testTarget(name: "PetstoreClientTests", dependencies: ["PetstoreClient", "APIRuntime", "LoopbackServer"]),
        // Generated from Tests/Fixtures/HostileSpecs: spec text full of terminators and invisible characters.
        .target(name: "HostileClient", dependencies: ["APIRuntime"], path: "Tests/Fixtures/HostileGenerated",
                swiftSettings: internalImports),
        .testTarget(name: "HostileClientTests", dependencies: ["HostileClient", "APIRuntime"]),
        .testTarget(
            name: "APIRuntimeTests",
            dependencies: ["APIRuntime", "LoopbackServer", .product(name: "FlyingSocks", package: "FlyingFox")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
