// Drives etcd through the client apigen generates from etcd's own API document (Swagger 2.0,
// written by grpc-gateway): keys and values as bytes, 64-bit numbers as JSON text, transactions,
// leases, and the server streams `Watch` and `Snapshot` (newline-delimited JSON).
// Usage: EtcdProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "EtcdProbe")
let checks = Checks()
let client = APIClient(baseURL: baseURL)
// A key and a value that are no UTF-8 text: bytes travel as base64.
let key = Data("probe/ü/".utf8) + Data([0xFF, 0x00])
let value = Data([0, 1, 2, 0xFE, 0xFF])

do {
    let put = try await client.send(PutRequest(body: .init(key: key, value: value)))
    let revision = Int64(put.header?.revision ?? "") ?? 0
    checks.expect(revision > 0, "put: the revision, an int64 written as text", "\(put)")
    let range = try await client.send(RangeRequest(body: .init(key: Data("probe/".utf8), rangeEnd: Data("probe0".utf8))))
    checks.expect(range.count == "1" && range.kvs?.first?.key == key && range.kvs?.first?.value == value,
                  "range: the key and value bytes", "\(range)")

    let swap = try await client.send(TxnRequest(body: .init(
        compare: [.init(key: key, result: .equal, target: .value, value: value)],
        failure: [],
        success: [.init(requestPut: .init(key: key, prevKv: true, value: Data("new".utf8)))])))
    checks.expect(swap.succeeded == true, "txn: compare and swap", "\(swap)")
    let missed = try await client.send(TxnRequest(body: .init(
        compare: [.init(key: key, result: .equal, target: .value, value: value)],
        success: [.init(requestDeleteRange: .init(key: key))])))
    checks.expect(missed.succeeded != true, "txn: a failed compare", "\(missed)")

    let lease = try await client.send(LeaseGrantRequest(body: .init(ttl: "60")))
    checks.expect(lease.id != nil && lease.ttl == "60", "lease granted", "\(lease)")
    _ = try await client.send(PutRequest(body: .init(key: Data("probe/leased".utf8), lease: lease.id, value: Data("v".utf8))))
    let alive = try await client.send(LeaseTimeToLiveRequest(body: .init(id: lease.id, keys: true)))
    checks.expect(alive.keys == [Data("probe/leased".utf8)], "lease time to live, with its keys", "\(alive)")
    _ = try await client.send(LeaseRevokeRequest(body: .init(id: lease.id)))
    let gone = try await client.send(RangeRequest(body: .init(key: Data("probe/leased".utf8))))
    checks.expect(gone.kvs == nil && gone.count == nil, "lease revoked, with its key", "\(gone)")
    // etcd answers an error (revoking the lease again: 404) in chunks that end with trailer
    // fields, which stop the program inside FoundationNetworking on Linux: a limit the README
    // states, so the probe asks for none.
} catch {
    checks.expect(false, "key-value and lease calls", "\(error)")
}

/// A watch's `error` envelope.
struct WatchFailure: Error {
    var text: String
}

// The watch streams while this task writes and deletes the key; it ends after two events.
let watched = Task { () throws -> [String] in
    var events: [String] = []
    let stream = try await client.send(WatchRequest(body: .init(createRequest: .init(key: Data("probe/watched".utf8)))))
    for try await message in stream {
        if let error = message.error { throw WatchFailure(text: "\(error)") }
        for event in message.result?.events ?? [] {
            // proto3 JSON leaves out a field at its default: an event without `type` is a PUT.
            events.append("\(event.type?.rawValue ?? "PUT") \(String(decoding: event.kv?.value ?? Data(), as: UTF8.self))")
        }
        if events.count == 2 { break }
    }
    return events
}

do {
    try await Task.sleep(for: .milliseconds(500))
    _ = try await client.send(PutRequest(body: .init(key: Data("probe/watched".utf8), value: Data("one".utf8))))
    _ = try await client.send(DeleteRangeRequest(body: .init(key: Data("probe/watched".utf8))))
    let deadline = Task {
        try await Task.sleep(for: .seconds(10))
        watched.cancel()
    }
    let events = try await watched.value
    deadline.cancel()
    checks.expect(events == ["PUT one", "DELETE "], "watch: a stream of JSON lines", "\(events)")
} catch {
    checks.expect(false, "watch: a stream of JSON lines", "\(error)")
}

do {
    var bytes = 0
    var remaining: String?
    for try await message in try await client.send(SnapshotRequest(body: .init())) {
        bytes += message.result?.blob?.count ?? 0
        remaining = message.result?.remainingBytes
    }
    checks.expect(bytes > 0 && (remaining == nil || remaining == "0"), "snapshot: \(bytes) bytes streamed", "remaining \(remaining ?? "-")")
} catch {
    checks.expect(false, "snapshot", "\(error)")
}

checks.finish()
