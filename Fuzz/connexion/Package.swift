// swift-tools-version: 6.1
import PackageDescription

// A client of the Connexion app in app.py, generated from the document the app serves, run
// against it by `run`, which imports the document and generates the client into
// Sources/ConnexionProbe/Generated first.
let package = Package(
    name: "ConnexionProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(name: "ConnexionProbe", dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
