import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Runtime overhead: one request sent and its JSON response decoded through
// APIClient + StubTransport, against the least a hand-written client does (a
// URLRequest built by hand and JSONDecoder on the same bytes). Both run in this
// process, interleaved, and the table reports medians and their ratio.

struct Item: Codable, Hashable, Sendable, Validatable {
    var id: Int64
    var displayName: String
    var status: String
    var tags: [String]
    var score: Double

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case status, tags, score
    }

    func validate(into report: inout ValidationReport, at path: ValidationPath) {
        report.check(displayName, at: path["display_name"], minLength: 1, maxLength: 64)
    }
}

/// `GET /items/{list_id}?limit=…`, exactly as apigen generates it.
struct ListItemsRequest: APIRequest {
    typealias Response = [Item]
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/items/{list_id}"
    static let accept: String? = "application/json"
    var listID: Int64
    var limit: Int32?

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["list_id": listID])
        request.query("limit", limit)
    }

    func validate(into report: inout ValidationReport) {
        report.check(listID, at: ValidationPath.root["list_id"], minimum: 1)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> [Item] {
        try decoder.json([Item].self, from: response)
    }
}

func body(bytes target: Int) -> Data {
    var items: [Item] = []
    var data = Data("[]".utf8)
    while data.count < target {
        let index = Int64(items.count)
        items.append(Item(id: index + 1, displayName: "Item number \(index)", status: "active", tags: ["a", "b"], score: 0.5))
        data = (try? JSONEncoder().encode(items)) ?? data
    }
    return data
}

/// Seconds per call, median of `runs` runs of `iterations` calls.
func measure(runs: Int, iterations: Int, _ call: () async throws -> Void) async rethrows -> [Double] {
    var results: [Double] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let elapsed = try await clock.measure { for _ in 0..<iterations { try await call() } }
        results.append((Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) / Double(iterations))
    }
    return results
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The table's rows. A nonisolated function, so the loops run off the main actor (as a server's
/// request handler does): top-level code is main-actor code, and from there every call into an
/// async API hops to another executor and back, a cost of the call site and not of the client.
func overheadRows(_ chosen: Set<String>) async throws -> [String] {
    let base = URL(string: "https://api.example.com/v1")!
    var rows: [String] = []
    for (label, size, iterations) in [("1 KB", 1024, 20_000), ("100 KB", 100 * 1024, 300)] where chosen.isEmpty || chosen.contains(label) {
        let payload = body(bytes: size)
        let stub = StubTransport()
        stub.on(ListItemsRequest.self, respond: .raw(status: 200, headers: ["Content-Type": "application/json"], body: payload))
        let client = APIClient(baseURL: base, transport: stub)
        let decoder = JSONDecoder()
        var apigen: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<7 {
            apigen += try await measure(runs: 1, iterations: iterations) {
                _ = try await client.send(ListItemsRequest(listID: 7, limit: 50))
            }
            baseline += try await measure(runs: 1, iterations: iterations) {
                var request = URLRequest(url: base.appendingPathComponent("items/7").appending(queryItems: [URLQueryItem(name: "limit", value: "50")]))
                request.httpMethod = "GET"
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                _ = try decoder.decode([Item].self, from: payload)
                _ = request
            }
        }
        let a = median(apigen), b = median(baseline)
        rows.append("| \(label) (\(payload.count) B) | \(String(format: "%.1f", b * 1e6)) µs | \(String(format: "%.1f", a * 1e6)) µs | \(String(format: "%.2f", a / b))x |")
    }
    return rows
}

// Arguments name the rows to run (`RuntimeOverhead "1 KB"`, to profile one); none runs all.
let rows = try await overheadRows(Set(CommandLine.arguments.dropFirst()))
print("| response | hand-written baseline | APIClient + StubTransport | ratio |")
print("|---|---|---|---|")
rows.forEach { print($0) }
