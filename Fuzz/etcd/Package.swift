// swift-tools-version: 6.1
import PackageDescription

// A client of etcd's JSON API (grpc-gateway), generated from the document etcd itself ships,
// run against a real etcd by `run`, which imports the document and generates the client into
// Sources/EtcdProbe/Generated first.
let package = Package(
    name: "EtcdProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(name: "EtcdProbe", dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
