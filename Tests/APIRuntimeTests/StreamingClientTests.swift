import Foundation
import LoopbackServer
import Testing
@testable import APIRuntime

/// Streamed responses through `APIClient`: stubs, validation, limits and failures, and
/// URLSession against a loopback server.
@Suite("Streaming client")
struct StreamingClientTests {
    let baseURL = URL(string: "https://petstore.example.com/v1")!

    @Test func stubsStreamItemsAndEvents() async throws {
        let stub = StubTransport()
        stub.on(StreamPetsRequest.self, respond: .items([Pet(id: 1, name: "A"), Pet(id: 2, name: "B")]))
        stub.on(PetEventsRequest.self, respond: .events([ServerSentEvent(event: "new", data: Pet(id: 3, name: "C"), id: "e1")]))
        stub.on(TailLogRequest.self, respond: .events([ServerSentEvent(data: "two\nlines"), ServerSentEvent(data: "bye"), ServerSentEvent(data: "x")]))
        let client = APIClient(baseURL: baseURL, transport: stub)
        #expect(try await items(client.send(StreamPetsRequest())).map(\.name) == ["A", "B"])
        #expect(try await items(client.send(PetEventsRequest())) == [ServerSentEvent(event: "new", data: Pet(id: 3, name: "C"), id: "e1")])
        #expect(try await items(client.send(TailLogRequest())).map(\.data) == ["two\nlines"])
        #expect(stub.requests.first?.headers["Accept"] == "application/jsonl")
    }

    /// Middleware sees a stream's head; the log says the body is streamed rather than empty.
    @Test func loggingSaysTheBodyIsStreamed() async throws {
        let stub = StubTransport()
        stub.on(StreamPetsRequest.self, respond: .items([Pet(id: 1, name: "A")]))
        let lines = LockedState<[String]>([])
        let client = APIClient(baseURL: baseURL, transport: stub, middleware: [LoggingMiddleware { line in lines.withLock { $0.append(line) } }])
        #expect(try await items(client.send(StreamPetsRequest())).count == 1)
        let logged = lines.withLock { $0 }
        #expect(logged.count == 2)
        #expect(logged.last?.hasPrefix("← 200 StreamPetsRequest (streamed, ") == true, "\(logged)")
    }

    /// With response validation on, each item is checked as it decodes, at its index.
    @Test func eachItemIsValidatedAtItsIndex() async throws {
        let stub = StubTransport()
        stub.on(StreamPetsRequest.self, respond: .items([Pet(id: 1, name: "A"), Pet(id: 0, name: "")]))
        let client = APIClient(baseURL: baseURL, transport: stub, configuration: .init(validatesResponses: true))
        var seen: [Int64] = []
        do throws(APIError<Never>) {
            for try await pet in try await client.send(StreamPetsRequest()) { seen.append(pet.id) }
            Issue.record("an invalid item went through")
        } catch .invalidResponse(let invalid) {
            #expect(invalid.violations.map(\.path.description) == ["[1].id", "[1].name"])
        } catch {
            Issue.record("not invalidResponse: \(error)")
        }
        #expect(seen == [1])
        let lenient = APIClient(baseURL: baseURL, transport: stub)
        #expect(try await items(lenient.send(StreamPetsRequest())).count == 2, "without validation both items come")
    }

    /// `maxResponseBodySize` bounds each item, not the stream: a stream may go on for hours,
    /// but a line that never ends must not fill the memory.
    @Test func theBodySizeLimitBoundsEachItem() async throws {
        let stub = StubTransport()
        let line = Data(("{\"id\":1,\"name\":\"" + String(repeating: "a", count: 100) + "\",\"photo_urls\":[]}\n").utf8)
        stub.on(StreamPetsRequest.self, respond: .chunks(Array(repeating: line, count: 5)))
        let client = APIClient(baseURL: baseURL, transport: stub, configuration: .init(maxResponseBodySize: 200))
        #expect(try await items(client.send(StreamPetsRequest())).count == 5, "five items of 120 bytes pass a limit of 200")
        let endless = Data(String(repeating: "a", count: 64).utf8)
        stub.on(StreamPetsRequest.self, respond: .chunks(Array(repeating: endless, count: 4)))
        do throws(APIError<Never>) {
            _ = try await items(client.send(StreamPetsRequest()))
            Issue.record("a line of 256 bytes passed a limit of 200")
        } catch .transport(.responseTooLarge(let limit)) {
            #expect(limit == 200)
        } catch {
            Issue.record("not responseTooLarge: \(error)")
        }
    }

    /// The transport learns that the endpoint streams; a failure after the head ends the loop
    /// with the transport's error.
    @Test func aTransportFailureMidStreamEndsTheLoop() async throws {
        let transport = FailingMidStream()
        let client = APIClient(baseURL: baseURL, transport: transport)
        var names: [String] = []
        do throws(APIError<Never>) {
            for try await pet in try await client.send(StreamPetsRequest()) { names.append(pet.name) }
            Issue.record("the stream ended without the transport's error")
        } catch .transport(.unreachable(let detail)) {
            #expect(detail == "connection lost")
        } catch {
            Issue.record("not the transport's error: \(error)")
        }
        #expect(names == ["A"])
        _ = try? await client.send(GetPetRequest(petID: "1"))
        #expect(transport.streamed.withLock { $0 } == [true, false], "only the streaming endpoint asks for a stream")
    }

    /// URLSession's timeout bounds each wait for data, not the whole stream: a stream that
    /// runs longer than the endpoint's 4-second timeout, pausing 1 s between items, is read
    /// to its end.
    @Test func aStreamMayOutlastTheTimeoutThatBoundsEachWait() async throws {
        let body = StreamedBody()
        // The items are written once the request is in, so that none wait for a slow start.
        let answer: TestServer.Handler = { _ in
            Task {
                for id in 1...6 {
                    body.write("{\"id\":\(id),\"name\":\"P\",\"photo_urls\":[]}\n")
                    try await Task.sleep(for: .seconds(1))
                }
                body.end()
            }
            return body.response(200, headers: ["Content-Type": "application/jsonl"])
        }
        try await TestServer.with(answer) { server in
            let started = ContinuousClock.now
            let pets = try await items(APIClient(baseURL: server.baseURL).send(StreamPetsRequest()))
            #expect(pets.map(\.id) == [1, 2, 3, 4, 5, 6])
            #expect(ContinuousClock.now - started > .seconds(4), "the stream lasted longer than the timeout")
        }
    }

    /// A stream that goes quiet for longer than the timeout ends with `timedOut`.
    @Test func aStreamThatStallsPastTheTimeoutEndsWithTimedOut() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "application/jsonl"]) }) { server in
            body.write("{\"id\":1,\"name\":\"P\",\"photo_urls\":[]}\n")
            var seen: [Int64] = []
            do throws(APIError<Never>) {
                for try await pet in try await APIClient(baseURL: server.baseURL).send(StreamPetsRequest()) { seen.append(pet.id) }
                Issue.record("the stream ended without a timeout")
            } catch .transport(.timedOut) {
            } catch {
                Issue.record("not timedOut: \(error)")
            }
            #expect(seen == [1])
            body.end()
        }
    }

    /// Cancelling the task that reads a stream ends its loop with `cancelled`.
    @Test func cancellingTheReaderEndsTheLoop() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "text/event-stream"]) }) { server in
            body.write("data: {\"id\":1,\"name\":\"P\",\"photo_urls\":[]}\n\n")
            let firstRead = AsyncStream<Void>.makeStream()
            let reader = Task { () async -> APIError<Never>? in
                do throws(APIError<Never>) {
                    for try await _ in try await APIClient(baseURL: server.baseURL).send(PetEventsRequest()) { firstRead.continuation.yield() }
                    return nil
                } catch {
                    return error
                }
            }
            for await _ in firstRead.stream { break }
            reader.cancel()
            guard case .transport(.cancelled)? = await reader.value else {
                Issue.record("the cancelled reader did not end with `cancelled`")
                return
            }
            body.end()
        }
    }
}

/// `ResponseStream.read(onItem:completion:)`: a stream read by code that takes completion handlers.
@Suite("Streams read with completion handlers")
struct StreamCompletionTests {
    let baseURL = URL(string: "https://petstore.example.com/v1")!

    /// What a completion-handler read reported: an item's name, then how it ended.
    enum ReadEvent: Equatable, Sendable {
        case item(String)
        case ended(String?)
    }

    /// Sends `StreamPetsRequest` through `client` and reads its stream with completion handlers,
    /// `step` deciding after each item.
    func readEvents(_ client: APIClient, step: @escaping @Sendable (Pet) -> LoopStep = { _ in .continue }) async throws -> [ReadEvent] {
        let (events, sink) = AsyncStream.makeStream(of: ReadEvent.self)
        client.send(StreamPetsRequest()) { result in
            guard case .success(let pets) = result else {
                sink.yield(.ended("send failed"))
                sink.finish()
                return
            }
            pets.read { pet in
                sink.yield(.item(pet.name))
                return step(pet)
            } completion: { end in
                switch end {
                case .success: sink.yield(.ended(nil))
                case .failure(let error): sink.yield(.ended(error.localizedDescription))
                }
                sink.finish()
            }
        }
        var seen: [ReadEvent] = []
        for await event in events { seen.append(event) }
        return seen
    }

    @Test func everyItemInOrderThenSuccess() async throws {
        let stub = StubTransport()
        stub.on(StreamPetsRequest.self, respond: .items([Pet(id: 1, name: "A"), Pet(id: 2, name: "B")]))
        #expect(try await readEvents(APIClient(baseURL: baseURL, transport: stub)) == [.item("A"), .item("B"), .ended(nil)])
    }

    @Test func stopEndsTheReadWithSuccess() async throws {
        let stub = StubTransport()
        stub.on(StreamPetsRequest.self, respond: .items([Pet(id: 1, name: "A"), Pet(id: 2, name: "B"), Pet(id: 3, name: "C")]))
        let events = try await readEvents(APIClient(baseURL: baseURL, transport: stub)) { $0.name == "B" ? .stop : .continue }
        #expect(events == [.item("A"), .item("B"), .ended(nil)])
    }

    @Test func aFailureMidStreamIsTheCompletionsOutcome() async throws {
        let events = try await readEvents(APIClient(baseURL: baseURL, transport: FailingMidStream()))
        #expect(events.first == .item("A"))
        guard case .ended(let failure?)? = events.last, events.count == 2 else {
            Issue.record("expected one item, then the failure: \(events)")
            return
        }
        #expect(failure.contains("connection lost"), "\(failure)")
    }

    /// The handle stops a stream that a real server keeps open. (An event stream without a
    /// timeout of its own: on a loaded machine a test server may be slow to answer.)
    @Test func cancellingTheHandleEndsTheReadWithCancelled() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "text/event-stream"]) }) { server in
            body.write("data: {\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n\n")
            let handle = LockedState<CancellationHandle?>(nil)
            let (events, sink) = AsyncStream.makeStream(of: ReadEvent.self)
            APIClient(baseURL: server.baseURL).send(PetEventsRequest()) { result in
                guard case .success(let pets) = result else {
                    sink.yield(.ended("send: \(result)"))
                    return sink.finish()
                }
                let started = pets.read { event in
                    sink.yield(.item(event.data.name))
                    return .continue
                } completion: { end in
                    if case .failure(.transport(.cancelled)) = end { sink.yield(.ended("cancelled")) } else { sink.yield(.ended("\(end)")) }
                    sink.finish()
                }
                handle.withLock { $0 = started }
            }
            var seen: [ReadEvent] = []
            for await event in events {
                seen.append(event)
                guard event == .item("A") else { continue }
                // The first item is in, and the server holds the stream open: stop it from
                // outside, as an app's button would, once the handle is there.
                while handle.withLock({ $0 }) == nil { await Task.yield() }
                handle.withLock { $0?.cancel() }
            }
            #expect(seen == [.item("A"), .ended("cancelled")])
            body.end()
        }
    }
}

/// Hands over one item, then fails as a dropped connection does; records whether each
/// request asked for a stream.
private final class FailingMidStream: HTTPTransport {
    let streamed = LockedState<[Bool]>([])

    func send(_ request: APIRuntime.HTTPRequest, context: TransportContext) async throws -> APIRuntime.HTTPResponse {
        streamed.withLock { $0.append(context.streamsResponse) }
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        continuation.yield(Data("{\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n{\"id\":2,".utf8))
        continuation.finish(throwing: TransportError.unreachable("connection lost"))
        return APIRuntime.HTTPResponse(status: 200, streamedBody: chunks)
    }
}
