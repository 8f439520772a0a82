// swift-tools-version: 6.1
import PackageDescription

// What the probes of servers (Fuzz/httpbin, Fuzz/etcd, Fuzz/fastapi) share: their checks, each
// reported on a line of its own, and the base URL they are given.
let package = Package(
    name: "ProbeChecks",
    products: [.library(name: "ProbeChecks", targets: ["ProbeChecks"])],
    targets: [.target(name: "ProbeChecks")],
    swiftLanguageModes: [.v6]
)
