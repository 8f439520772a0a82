import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// `watchPets` streams Server-Sent Events (`stream: events`, `until: "[DONE]"`): the client
/// hands over each event as it arrives from a real server, over URLSession.
@Suite("Streamed responses")
struct PetChangesStreamTests {
    @Test func eachEventIsHandedOverAsItArrivesUntilTheEndMarker() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "text/event-stream"]) }) { server in
            let changes = try await client(server).send(WatchPetsRequest(lastEventID: "41", species: .cat))
            var events = changes.makeAsyncIterator()
            // The server sends the second event only once the first has been read: a client that
            // waited for the whole body would get the first only when the body ends by itself.
            body.write("id: 42\nevent: change\ndata: {\"kind\":\"listed\",\"pet_id\":7,\n")
            body.write("data: \"pet\":\(Fixture.pet)}\n\n")
            let first = try #require(try await events.next())
            #expect(!body.isStopped, "the first event came while the body was still open")
            #expect(first.event == "change")
            #expect(first.id == "42")
            #expect(first.data.kind == .listed)
            #expect(first.data.pet?.name == "Rex")
            body.write(": keep-alive\n\ndata: {\"kind\":\"removed\",")
            body.write("\"pet_id\":7}\r\n\r\n")
            let second = try #require(try await events.next())
            #expect(second.data.kind == .removed)
            #expect(second.data.pet == nil)
            #expect(second.id == "42", "the last event ID stays until another replaces it")
            body.write("data: [DONE]\n\ndata: not JSON, and never read\n\n")
            #expect(try await events.next() == nil)
            #expect(try await body.clientLeaves(), "the end marker closes the connection, though the stream is still held")
            body.end()
            let sent = try #require(server.requests.first)
            #expect(sent.target == "/v1/pets/changes?species=cat")
            #expect(sent.headers["accept"] == "text/event-stream, application/json")
            #expect(sent.headers["last-event-id"] == "41")
        }
    }

    /// With reconnection on, a watch whose server ends the body goes on over a new connection
    /// from the last event it got: one loop, two responses, `Last-Event-ID` replacing the
    /// request's own.
    @Test func aWatchGoesOnOverANewConnectionFromTheLastEventID() async throws {
        let first = StreamedBody()
        let second = StreamedBody()
        let handler: TestServer.Handler = { received in
            let body = received.headers["last-event-id"] == "42" ? second : first
            return body.response(200, headers: ["Content-Type": "text/event-stream"])
        }
        try await TestServer.with(handler) { server in
            var reconnecting = client(server)
            reconnecting.configuration.streamReconnection = StreamReconnection(delay: 0.05)
            var events = try await reconnecting.send(WatchPetsRequest(lastEventID: "41")).makeAsyncIterator()
            first.write("id: 42\ndata: {\"kind\":\"sold\",\"pet_id\":7}\n\n")
            #expect(try await events.next()?.data.kind == .sold)
            first.end()
            second.write("data: {\"kind\":\"removed\",\"pet_id\":7}\n\ndata: [DONE]\n\n")
            let next = try #require(try await events.next())
            #expect(next.data.kind == .removed)
            #expect(next.id == "42")
            #expect(try await events.next() == nil)
            second.end()
            #expect(server.requests.map { $0.headers["last-event-id"] } == ["41", "42"])
        }
    }

    /// A download whose connection drops goes on from the first byte not read, over a new
    /// connection asking for the rest with `Range` and `If-Range`.
    @Test func aDroppedDownloadGoesOnWithARangeRequest() async throws {
        let archive = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })
        let first = StreamedBody()
        let handler: TestServer.Handler = { received in
            guard let range = received.headers["range"] else {
                return first.response(200, headers: ["Content-Type": "application/zip", "ETag": "\"photos-1\""])
            }
            guard received.headers["if-range"] == "\"photos-1\"", range.hasPrefix("bytes="), range.hasSuffix("-"),
                  let start = Int(range.dropFirst(6).dropLast()), start < archive.count else { return .raw(416) }
            return .raw(206, archive[start...], headers: [
                "Content-Type": "application/zip", "Content-Range": "bytes \(start)-\(archive.count - 1)/\(archive.count)",
            ])
        }
        try await TestServer.with(handler) { server in
            var resuming = client(server)
            resuming.configuration.streamReconnection = StreamReconnection(delay: 0.05)
            var chunks = try await resuming.send(DownloadPhotosRequest(petID: 7)).makeAsyncIterator()
            first.write(archive[..<40_000])
            var received = Data()
            while received.count < 40_000, let chunk = try await chunks.next() { received.append(chunk) }
            first.drop()
            while let chunk = try await chunks.next() { received.append(chunk) }
            let whole = received == archive  // outside `#expect`, which would diff the bytes one by one
            #expect(whole, "\(received.count) of \(archive.count) bytes")
            #expect(server.requests.map { $0.headers["range"] } == [nil, "bytes=40000-"])
        }
    }

    /// `stream: bytes` hands a download over in chunks, so it may be larger than
    /// `maxResponseBodySize`, which still stops the same bytes as a body read whole.
    @Test func aDownloadOfBytesComesInChunksPastTheBodyLimit() async throws {
        let archive = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
        let body = StreamedBody()
        let handler: TestServer.Handler = { received in
            guard received.target.hasSuffix("photos.zip") else { return .raw(200, archive, headers: ["Content-Type": "image/png"]) }
            return body.response(200, headers: ["Content-Type": "application/zip"])
        }
        try await TestServer.with(handler) { server in
            var limited = client(server)
            limited.configuration.maxResponseBodySize = 65_536
            let download = try await limited.send(DownloadPhotosRequest(petID: 7))
            for start in stride(from: 0, to: archive.count, by: 10_000) {
                body.write(archive[start..<min(start + 10_000, archive.count)])
            }
            body.end()
            var received = Data()
            var chunks = 0
            for try await chunk in download {
                received.append(chunk)
                chunks += 1
            }
            let whole = received == archive  // outside `#expect`, which would diff the bytes one by one
            #expect(whole, "\(received.count) of \(archive.count) bytes")
            #expect(chunks > 1)
            guard case .failure(.transport(.responseTooLarge(limit: 65_536))) = await limited.result(for: GetPetAvatarRequest(petID: 7)) else {
                Issue.record("a body read whole passed the limit")
                return
            }
            #expect(server.requests.first?.headers["accept"] == "application/zip, application/json")
        }
    }

    @Test func anEventThatDoesNotDecodeEndsTheStreamWithItsIndex() async throws {
        let text = "data: {\"kind\":\"sold\",\"pet_id\":7}\n\ndata: {\"kind\":\"sold\",\"pet_id\":\"seven\"}\n\n"
        try await TestServer.with(answering(200, text, contentType: "text/event-stream")) { server in
            let changes = try await client(server).send(WatchPetsRequest())
            var kinds: [PetChange.Kind] = []
            do throws(APIError<Never>) {
                for try await change in changes { kinds.append(change.data.kind) }
                Issue.record("the second event decoded")
            } catch .decoding(let failure) {
                #expect(failure.path == "[1].pet_id")
                #expect(failure.status == 200)
            } catch {
                Issue.record("not a decoding error: \(error)")
            }
            #expect(kinds == [.sold])
        }
    }

    @Test func aDeclaredErrorIsReadWholeAndTyped() async throws {
        guard case .badRequest(let problem)? = try await failure(of: WatchPetsRequest(), status: 400, body: Fixture.validationProblem) else {
            Issue.record("400 was not badRequest")
            return
        }
        #expect(problem.invalidParams.first?.reason == "too long")
    }

    /// A reader that stops early closes the connection, though it still holds the stream: the
    /// server stops sending.
    @Test func leavingTheLoopClosesTheConnection() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "text/event-stream"]) }) { server in
            body.write("data: {\"kind\":\"sold\",\"pet_id\":7}\n\n")
            let changes = try await client(server).send(WatchPetsRequest())
            for try await change in changes {
                #expect(change.data.kind == .sold)
                break
            }
            #expect(try await body.clientLeaves(), "the server was still sending 15 s after the reader left")
            var again: [PetChange] = []
            for try await change in changes { again.append(change.data) }
            #expect(again.isEmpty, "a stream is read once")
        }
    }
}
