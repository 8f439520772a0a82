// swift-tools-version: 6.1
import PackageDescription

// A client of httpbin (psf/httpbin, a Flask app on gunicorn), generated at build time by
// APIGenPlugin, that checks what a third-party server reads of each request. Run by `run`.
let package = Package(
    name: "HTTPBinProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(
            name: "HTTPBinProbe",
            dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")],
            plugins: [.plugin(name: "APIGenPlugin", package: "apigen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
