import Foundation
import Testing
@testable import APIRuntime

/// A stream goes on over a new connection when the client's configuration asks for it: an
/// event stream as `EventSource` does (`Last-Event-ID`, after the server's `retry:` time), a
/// download with `Range` and `If-Range`.
@Suite("Stream reconnection")
struct StreamReconnectionTests {
    let baseURL = URL(string: "https://logs.example.com")!

    @Test func aDroppedStreamGoesOnFromTheLastEventID() async throws {
        let server = ScriptedServer([
            .events("id: a1\ndata: one\n\nid: a2\ndata: cut o", then: .drop),
            .events("retry: 1500\n\ndata: two\n\n", then: .end),
            .status(204),
        ])
        let waits = Waits()
        let client = client(server, StreamReconnection(delay: 0.25, jitter: 0, sleep: waits.record))
        let events = try await items(client.send(TailLogRequest(lastSeen: "a0")))
        #expect(events.map(\.data) == ["one", "two"])
        #expect(events.map(\.id) == ["a1", "a1"], "the ID stays over the reconnection")
        let sent = server.requests
        #expect(sent.map { $0.headers["Last-Event-ID"] } == ["a0", "a1", "a1"],
                "an ID in an event the drop cut off does not count; the request's own goes first")
        #expect(waits.all == [0.25, 1.5], "the server's retry: replaces the policy's delay")
    }

    /// Each wait is made longer by up to `jitter` of it, at random, never shorter: clients that
    /// a server dropped together come back spread out, no sooner than it asked.
    @Test func jitterSpreadsEachWaitUpwardOnly() {
        let policy = StreamReconnection(delay: 2, maxDelay: 10, jitter: 0.25)
        let first = (0..<200).map { _ in policy.wait(before: 1, serverTime: nil) }
        #expect(first.allSatisfy { (2...2.5).contains($0) }, "\(first.min() ?? 0) to \(first.max() ?? 0)")
        #expect(Set(first).count > 1, "spread, not one wait for every client")
        let capped = (0..<200).map { _ in policy.wait(before: 9, serverTime: nil) }
        #expect(capped.allSatisfy { (10...12.5).contains($0) }, "the cap is spread too, where clients meet again")
        let asked = (0..<200).map { _ in policy.wait(before: 1, serverTime: 1500) }
        #expect(asked.allSatisfy { (1.5...1.875).contains($0) }, "the server's retry: is the least")
        #expect(StreamReconnection(delay: 2, jitter: 0).wait(before: 2, serverTime: nil) == 4)
        #expect(StreamReconnection(jitter: 7).jitter == 1)
        #expect(StreamReconnection(jitter: -1).jitter == 0)
        #expect(StreamReconnection(jitter: .nan).jitter == 0)
        var setLater = StreamReconnection(delay: 2)
        for share in [-0.5, .nan, 9] {
            setLater.jitter = share
            #expect((2...4).contains(setLater.wait(before: 1, serverTime: nil)), "a share set later is clamped where it is used")
        }
    }

    @Test func anEmptyIDLeavesTheHeaderOut() async throws {
        let server = ScriptedServer([.events("id: a1\ndata: one\n\nid\ndata: two\n\n", then: .drop), .status(204)])
        let client = client(server, StreamReconnection(delay: 0, sleep: Waits().record))
        #expect(try await items(client.send(TailLogRequest(lastSeen: "a0"))).map(\.data) == ["one", "two"])
        #expect(server.requests.map { $0.headers["Last-Event-ID"] } == ["a0", nil])
    }

    @Test func theEndMarkerEndsTheStreamWithoutReconnecting() async throws {
        let server = ScriptedServer([.events("data: one\n\ndata: bye\n\n", then: .end)])
        let client = client(server, StreamReconnection(delay: 0, sleep: Waits().record))
        #expect(try await items(client.send(TailLogRequest())).map(\.data) == ["one"])
        #expect(server.requests.count == 1)
    }

    /// Reconnections that bring no event wait twice as long each time, up to `maxDelay`, and
    /// stop after `maxAttempts` in a row; an event in between starts the count again.
    @Test func reconnectionsInARowAreBoundedAndBackOff() async throws {
        let server = ScriptedServer([
            .events("data: one\n\n", then: .end), .events("", then: .end), .events("data: two\n\n", then: .end),
            .events("", then: .end), .events("", then: .end), .events("", then: .end), .events("data: never\n\n", then: .end),
        ])
        let waits = Waits()
        let client = client(server, StreamReconnection(maxAttempts: 3, delay: 0.1, maxDelay: 0.3, jitter: 0, sleep: waits.record))
        #expect(try await items(client.send(TailLogRequest())).map(\.data) == ["one", "two"])
        #expect(server.requests.count == 6)
        #expect(waits.all == [0.1, 0.2, 0.1, 0.2, 0.3])
    }

    @Test func aReconnectionThatCannotReachTheServerIsTriedAgainThenThrown() async throws {
        let server = ScriptedServer([.events("data: one\n\n", then: .drop), .unreachable, .unreachable])
        let client = client(server, StreamReconnection(maxAttempts: 2, delay: 0, sleep: Waits().record))
        var seen: [String] = []
        do throws(APIError<Never>) {
            for try await event in try await client.send(TailLogRequest()) { seen.append(event.data) }
            Issue.record("the stream ended without the last attempt's error")
        } catch .transport(.unreachable(let detail)) {
            #expect(detail == "attempt 3")
        } catch {
            Issue.record("not unreachable: \(error)")
        }
        #expect(seen == ["one"])
        #expect(server.requests.count == 3)
    }

    /// A status that is not a 2xx ends the stream at once: the server refused, and asking
    /// again would not change its mind.
    @Test func aReconnectionAnsweredWithAnErrorStatusEndsTheStream() async throws {
        let server = ScriptedServer([.events("data: one\n\n", then: .drop), .status(404), .events("data: never\n\n", then: .end)])
        let client = client(server, StreamReconnection(delay: 0, sleep: Waits().record))
        do throws(APIError<Never>) {
            _ = try await items(client.send(TailLogRequest()))
            Issue.record("the 404 was not thrown")
        } catch .unexpectedStatus(let response) {
            #expect(response.status == 404)
        } catch {
            Issue.record("not unexpectedStatus: \(error)")
        }
        #expect(server.requests.count == 2)
    }

    @Test func withoutReconnectsAfterEndOnlyADropReconnects() async throws {
        let policy = StreamReconnection(delay: 0, reconnectsAfterEnd: false, sleep: Waits().record)
        let dropping = ScriptedServer([.events("data: one\n\n", then: .drop), .events("data: two\n\n", then: .end), .events("data: never\n\n", then: .end)])
        #expect(try await items(client(dropping, policy).send(TailLogRequest())).map(\.data) == ["one", "two"])
        #expect(dropping.requests.count == 2)
    }

    /// A POST may start what it asks for again (a second answer, a second charge), and
    /// without a policy nothing reconnects: both end with the connection's error.
    @Test func onlyIdempotentRequestsReconnectAndOnlyWhenAsked() async throws {
        let policy = StreamReconnection(delay: 0, sleep: Waits().record)
        let posting = ScriptedServer([.events("data: one\n\n", then: .drop), .events("data: two\n\n", then: .end)])
        await #expect(throws: APIError<Never>.self) { try await items(client(posting, policy).send(AskRequest())) }
        #expect(posting.requests.count == 1)
        let unasked = ScriptedServer([.events("data: one\n\n", then: .drop), .events("data: two\n\n", then: .end)])
        await #expect(throws: APIError<Never>.self) { try await items(client(unasked, nil).send(TailLogRequest())) }
        #expect(unasked.requests.count == 1)
    }

    @Test func cancellingTheReaderWhileItWaitsEndsTheLoop() async throws {
        let server = ScriptedServer([.events("data: one\n\n", then: .drop), .events("data: two\n\n", then: .end)])
        let waiting = AsyncStream<Void>.makeStream()
        let policy = StreamReconnection(delay: 600) { seconds in
            waiting.continuation.yield()
            try await Task.sleep(for: .seconds(seconds))
        }
        let reader = Task { () async -> APIError<Never>? in
            do throws(APIError<Never>) {
                _ = try await items(client(server, policy).send(TailLogRequest()))
                return nil
            } catch {
                return error
            }
        }
        for await _ in waiting.stream { break }
        reader.cancel()
        guard case .transport(.cancelled)? = await reader.value else {
            Issue.record("the cancelled reader did not end with `cancelled`")
            return
        }
        #expect(server.requests.count == 1)
    }

    /// The standard's rules for what a reconnection carries over: the last event ID as of the
    /// last complete event, and the reconnection time as soon as it is read.
    @Test func theFramerCarriesTheLastEventIDAndReconnectionTimeOver() throws {
        var framer = StreamFramer(framing: .events, limit: 1 << 10)
        _ = try framer.feed(Array("id: 1\ndata: a\n\nid: 2\n\nretry: 700\nid: 3\ndata: cut".utf8))
        #expect(framer.lastEventID == "2", "an ID-only block counts; the unfinished event's does not")
        #expect(framer.reconnectionTime == 700)
        var next = framer.restarted()
        #expect(try next.feed(Array("data: b\n\n".utf8)) == [RawStreamItem(data: Array("b".utf8), id: "2")])
        #expect(next.reconnectionTime == 700)
    }

    @Test func aDroppedDownloadGoesOnFromTheFirstByteNotRead() async throws {
        let server = ScriptedServer([
            .body(headers: ["ETag": "\"v1\""], "hello ", then: .drop),
            .body(status: 206, headers: ["Content-Range": "bytes 6-10/11"], "wor", then: .drop),
            .body(status: 206, headers: ["Content-Range": "bytes 9-10/11"], "ld", then: .end),
        ])
        let client = client(server, StreamReconnection(delay: 0, sleep: Waits().record))
        let bytes = try await items(client.send(DownloadRequest())).reduce(Data(), +)
        #expect(String(decoding: bytes, as: UTF8.self) == "hello world")
        #expect(server.requests.map { $0.headers["Range"] } == [nil, "bytes=6-", "bytes=9-"])
        #expect(server.requests.map { $0.headers["If-Range"] } == [nil, "\"v1\"", "\"v1\""])
    }

    /// A server that ignores `Range` sends the whole file again: with the same strong ETag,
    /// the bytes already read are left out; `Last-Modified` stands in for a missing ETag.
    @Test func aDownloadSentWholeAgainGoesOnPastWhatWasRead() async throws {
        let server = ScriptedServer([
            .body(headers: ["ETag": "\"v1\""], "hello ", then: .drop),
            .body(headers: ["ETag": "\"v1\""], "hello world", then: .end),
        ])
        let client = client(server, StreamReconnection(delay: 0, sleep: Waits().record))
        #expect(String(decoding: try await items(client.send(DownloadRequest())).reduce(Data(), +), as: UTF8.self) == "hello world")
        let dated = ScriptedServer([
            .body(headers: ["ETag": "W/\"weak\"", "Last-Modified": "Tue, 24 Nov 2026 10:00:00 GMT"], "hello ", then: .drop),
            .body(status: 206, headers: ["Content-Range": "bytes 6-10/*"], "world", then: .end),
        ])
        #expect(String(decoding: try await items(self.client(dated, StreamReconnection(delay: 0, sleep: Waits().record)).send(DownloadRequest())).reduce(Data(), +), as: UTF8.self) == "hello world")
        #expect(dated.requests.last?.headers["If-Range"] == "Tue, 24 Nov 2026 10:00:00 GMT", "a weak ETag does not promise the same bytes")
    }

    /// The rest of another file, or of no file the client can name, must not be joined on.
    @Test func aDownloadThatCannotGoOnEndsTheStream() async throws {
        let policy = StreamReconnection(delay: 0, sleep: Waits().record)
        let changed = ScriptedServer([
            .body(headers: ["ETag": "\"v1\""], "hello ", then: .drop),
            .body(headers: ["ETag": "\"v2\""], "HELLO WORLD", then: .end),
        ])
        do throws(APIError<Never>) {
            _ = try await items(client(changed, policy).send(DownloadRequest()))
            Issue.record("a changed file was joined on")
        } catch .unexpectedStatus(let response) {
            #expect(response.status == 200)
            #expect(response.decodingProblem?.contains("byte 6") == true)
        } catch {
            Issue.record("not unexpectedStatus: \(error)")
        }
        let elsewhere = ScriptedServer([
            .body(headers: ["ETag": "\"v1\""], "hello ", then: .drop),
            .body(status: 206, headers: ["Content-Range": "bytes 0-10/11"], "hello world", then: .end),
        ])
        await #expect(throws: APIError<Never>.self) { try await items(client(elsewhere, policy).send(DownloadRequest())) }
        let unnamed = ScriptedServer([.body(headers: [:], "hello ", then: .drop), .body(headers: [:], "world", then: .end)])
        await #expect(throws: APIError<Never>.self) { try await items(client(unnamed, policy).send(DownloadRequest())) }
        #expect(unnamed.requests.count == 1, "without a validator the download is not asked for again")
        let complete = ScriptedServer([.body(headers: ["ETag": "\"v1\""], "hello", then: .end), .body(headers: [:], "more", then: .end)])
        #expect(try await items(client(complete, policy).send(DownloadRequest())).reduce(Data(), +) == Data("hello".utf8))
        #expect(complete.requests.count == 1, "a download that ends is complete")
    }

    /// Whatever a server answers each time (the rest, a part from the wrong byte, the whole
    /// file again, another file, an error, nothing), a download that goes on hands out only
    /// the file's bytes, in order, and ends cleanly only with all of them.
    @Test(arguments: 0..<40)
    func aDownloadThatGoesOnHandsOutOnlyTheFilesBytes(batch: Int) async throws {
        let file = Data((0..<997).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 >> 3) })
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            let server = UnreliableFileServer(file, seed: seed)
            let client = APIClient(baseURL: baseURL, transport: server, configuration: .init(
                streamReconnection: StreamReconnection(maxAttempts: 4, delay: 0, sleep: Waits().record)))
            var received = Data()
            var failure: APIError<Never>?
            do throws(APIError<Never>) {
                for try await chunk in try await client.send(DownloadRequest()) { received.append(chunk) }
            } catch {
                failure = error
            }
            #expect(file.starts(with: received), "seed \(seed): \(received.count) bytes, not a start of the file; answers: \(server.answers)")
            #expect(failure != nil || received == file, "seed \(seed) ended cleanly with \(received.count) bytes; answers: \(server.answers)")
        }
    }

    /// Whatever a server that keeps its events answers each time (the events after the last
    /// ID, cut off anywhere, dropped or ended; 204; 503; nothing), the loop gets each event
    /// once, in order, with no gaps.
    @Test(arguments: 0..<40)
    func anEventStreamThatGoesOnHandsOutEachEventOnce(batch: Int) async throws {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            let server = UnreliableEventServer(events: 12, seed: seed)
            let client = APIClient(baseURL: baseURL, transport: server, configuration: .init(
                streamReconnection: StreamReconnection(maxAttempts: 4, delay: 0, sleep: Waits().record)))
            var received: [String] = []
            var failed = false
            do throws(APIError<Never>) {
                for try await event in try await client.send(TailLogRequest()) { received.append(event.data) }
            } catch {
                failed = true
            }
            let all = (0..<12).map { "e\($0)" }
            #expect(all.starts(with: received), "seed \(seed): \(received); answers: \(server.answers)")
            if !failed, server.answers.last?.hasPrefix("whole") == true {
                #expect(received == all, "seed \(seed) ended at the end marker with \(received); answers: \(server.answers)")
            }
        }
    }

    private func client(_ server: ScriptedServer, _ policy: StreamReconnection?) -> APIClient {
        APIClient(baseURL: baseURL, transport: server, configuration: .init(streamReconnection: policy))
    }
}

/// The waits a policy asked for, recorded instead of waited.
private final class Waits: Sendable {
    private let waits = LockedState<[TimeInterval]>([])
    var all: [TimeInterval] { waits.withLock { $0 } }
    var record: @Sendable (TimeInterval) async throws -> Void {
        { [waits] seconds in waits.withLock { $0.append(seconds) } }
    }
}

/// Answers each request with the next of its connections, and records the requests.
private final class ScriptedServer: HTTPTransport {
    enum Ending { case end, drop }
    enum Connection {
        /// A response whose body is this text, which then ends or drops.
        case body(status: Int = 200, headers: HTTPHeaders, String, then: Ending)
        case status(Int)
        case unreachable

        /// A 200 of this event stream text, which then ends or drops.
        static func events(_ text: String, then ending: Ending) -> Connection {
            .body(headers: ["Content-Type": "text/event-stream"], text, then: ending)
        }
    }

    private let connections: [Connection]
    private let sent = LockedState<[HTTPRequest]>([])

    init(_ connections: [Connection]) { self.connections = connections }

    var requests: [HTTPRequest] { sent.withLock { $0 } }

    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        let index = sent.withLock { sent in
            sent.append(request)
            return sent.count - 1
        }
        guard index < connections.count else { throw TransportError.other("no connection \(index + 1) scripted") }
        switch connections[index] {
        case .status(let status):
            return HTTPResponse(status: status)
        case .unreachable:
            throw TransportError.unreachable("attempt \(index + 1)")
        case .body(let status, let headers, let text, let ending):
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            continuation.yield(Data(text.utf8))
            continuation.finish(throwing: ending == .drop ? TransportError.other("the connection was lost") : nil)
            return HTTPResponse(status: status, headers: headers, streamedBody: chunks)
        }
    }
}

/// Serves a file with `ETag: "v1"`, answering each request with a random one of the ways a
/// server or network can: the rest as asked, cut off or whole; a part from the wrong byte; the
/// whole file; another file; 416; no answer.
private final class UnreliableFileServer: HTTPTransport {
    private let file: Data
    private let random: LockedState<SplitMix>
    private let log = LockedState<[String]>([])

    init(_ file: Data, seed: UInt64) {
        self.file = file
        random = LockedState(SplitMix(seed: seed))
    }

    /// What each request was answered with.
    var answers: [String] { log.withLock { $0 } }

    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        let asked = request.headers["Range"].flatMap { Int($0.dropFirst("bytes=".count).dropLast()) }
        let start = asked ?? 0
        let (choice, cut) = random.withLock { ($0.next(below: 7), $0.next(below: file.count - start + 1)) }
        // A cut at the file's end is its end; anywhere else, the connection drops there.
        func body(_ bytes: Data, status: Int, headers: HTTPHeaders) -> HTTPResponse {
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            let end = min(bytes.count, cut)
            if end > 0 { continuation.yield(bytes.prefix(end)) }
            continuation.finish(throwing: end < bytes.count ? TransportError.other("dropped") : nil)
            return HTTPResponse(status: status, headers: headers, streamedBody: chunks)
        }
        log.withLock { $0.append("\(choice)@\(start)+\(cut)") }
        switch choice {
        case 0 where asked != nil, 1 where asked != nil:
            return body(Data(file[start...]), status: 206, headers: ["Content-Range": "bytes \(start)-\(file.count - 1)/\(file.count)"])
        case 2 where asked != nil:
            let wrong = start == 0 ? 1 : start - 1
            return body(Data(file[wrong...]), status: 206, headers: ["Content-Range": "bytes \(wrong)-\(file.count - 1)/\(file.count)"])
        case 3 where asked != nil:
            return body(Data(file.reversed()), status: 200, headers: ["ETag": "\"v2\""])
        case 4 where asked != nil:
            return HTTPResponse(status: 416)
        case 5:
            throw TransportError.unreachable("no answer")
        default:
            return body(file, status: 200, headers: ["ETag": "\"v1\""])
        }
    }
}

/// Serves events `e0`, `e1`, … (IDs `0`, `1`, …) and then the end marker `bye`, from the one
/// after `Last-Event-ID`, answering each request with a random one of: the events, cut off at
/// a random byte and then dropped or ended; 204; 503; no answer.
private final class UnreliableEventServer: HTTPTransport {
    private let events: Int
    private let random: LockedState<SplitMix>
    private let log = LockedState<[String]>([])

    init(events: Int, seed: UInt64) {
        self.events = events
        random = LockedState(SplitMix(seed: seed))
    }

    /// What each request was answered with.
    var answers: [String] { log.withLock { $0 } }

    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        let next = request.headers["Last-Event-ID"].flatMap { Int($0) }.map { $0 + 1 } ?? 0
        // Comments and a `retry:` sit between events, to be cut too.
        let text = (next..<events).map { ": keep-alive\nretry: 0\ndata: e\($0)\nid: \($0)\n\n" }.joined() + "data: bye\n\n"
        let (choice, cut, drops) = random.withLock { ($0.next(below: 6), $0.next(below: text.utf8.count + 1), $0.next(below: 2) == 0) }
        switch choice {
        case 0:
            log.withLock { $0.append("204") }
            return HTTPResponse(status: 204)
        case 1:
            log.withLock { $0.append("503") }
            return HTTPResponse(status: 503)
        case 2:
            log.withLock { $0.append("unreachable") }
            throw TransportError.unreachable("no answer")
        default:
            let whole = cut == text.utf8.count
            log.withLock { $0.append(whole ? "whole from \(next)" : "from \(next), cut at \(cut), \(drops ? "dropped" : "ended")") }
            let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            continuation.yield(Data(text.utf8.prefix(cut)))
            continuation.finish(throwing: !whole && drops ? TransportError.other("dropped") : nil)
            return HTTPResponse(status: 200, headers: ["Content-Type": "text/event-stream"], streamedBody: chunks)
        }
    }
}

/// A small seeded generator, so that a failing seed can be run again.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}

/// A download of bytes.
private struct DownloadRequest: APIRequest {
    typealias Response = ResponseStream<Data>
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/file" }
    static var streamsResponse: Bool { true }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.bytes(from: response)
    }
}

/// A POST whose answer is a stream of text events.
private struct AskRequest: APIRequest {
    typealias Response = ResponseStream<ServerSentEvent<String>>
    typealias Failure = Never
    static var method: HTTPMethod { .post }
    static var pathTemplate: String { "/ask" }
    static var streamsResponse: Bool { true }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.textEvents(from: response)
    }
}
