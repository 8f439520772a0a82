// swift-tools-version: 6.1
import PackageDescription

// A client of Apache Airflow's REST API, generated from the document Airflow serves, run
// against a real Airflow by `run`, which imports the document and generates the client into
// Sources/AirflowProbe/Generated first.
let package = Package(
    name: "AirflowProbe",
    dependencies: [.package(name: "apigen", path: "../.."), .package(path: "../probe-checks")],
    targets: [
        .executableTarget(name: "AirflowProbe", dependencies: [.product(name: "APIRuntime", package: "apigen"), .product(name: "ProbeChecks", package: "probe-checks")]),
    ],
    swiftLanguageModes: [.v6]
)
