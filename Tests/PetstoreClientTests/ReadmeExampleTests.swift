import APIRuntime
import Foundation
import PetstoreClient
import Testing

/// The README's examples of the runtime, held to the generated Petstore client: each is
/// written here as the README shows it, so that it compiles, and the stubs run.
@Suite("README examples")
struct ReadmeExampleTests {
    /// Where a token would come from in an app.
    actor Tokens {
        func current() -> String { "token-1" }
        func refresh() {}
    }

    /// The README's first example. It reaches the spec's server, so it is compiled, not run.
    func usage(tokens: Tokens, png: Data, orderID: UUID) async throws {
        // README: usage
        let client = PetstoreAPI.client(                                   // the spec's base URL, headers and timeout
            credentials: .bearer({ await tokens.current() }, refresh: { await tokens.refresh() }),
            middleware: [RetryMiddleware(), LoggingMiddleware { print($0) }])

        let pet = try await client.send(GetPetRequest(petID: 42)).body     // async, typed throws
        let photo = try await client.send(UploadPhotoRequest(petID: 42,    // multipart; `file` in the spec
            body: PhotoUpload(file: FileUpload(png, filename: "rex.png")))).body

        do {
            _ = try await client.send(DeletePetRequest(petID: 42))
        } catch .endpoint(.notFound) {                                      // the endpoint's declared errors
            print("no pet 42")
        } catch .endpoint(.tooManyRequests(_, let retryAfter, _)) {         // with their typed headers
            print("try again in", retryAfter ?? "a while")
        } catch {
            print(error.localizedDescription)                               // transport, status, decoding, validation
        }

        let result = await client.result(for: GetPetRequest(petID: 42))    // Result<GetPetRequest.Response, APIError<GetPetError>>
        let answer = try await client.response(to: GetPetRequest(petID: 42))  // also its status and every header:
        print(answer.status, answer.headers["X-Request-ID"] ?? "")         // what the spec does not declare
        let handle = client.send(GetPetRequest(petID: 42)) { result in print(result) }  // completion handler
        client.response(to: GetPetRequest(petID: 42)) { answer in print(answer) }  // with status and headers, to a handler
        print(await client.responseResult(for: GetPetRequest(petID: 42)))  // with status and headers, as a Result
        handle.cancel()

        for try await pet in client.items(of: ListPetsRequest(limit: 100)) {  // `pages:`: page after page, as the loop goes
            print(pet.name)
        }

        let changes = try await client.send(WatchPetsRequest())            // `stream: events`: returns once the head arrives
        do {
            for try await change in changes {                               // each event as it arrives, until `[DONE]`
                print(change.id ?? "", change.data.kind)
            }
        } catch .decoding(let failure) {
            print(failure.path)                                             // `[3].pet_id`: the item's index, then its path
        } catch {
            print(error.localizedDescription)                               // a dropped connection, a stall past the timeout
        }

        for try await event in try await client.send(TrackOrderRequest(orderID: orderID)) {  // `events:`: a type per event name
            switch event.data {
            case .status(let status): print(status)
            case .shipped(let shipment): print(shipment.trackingNumber)
            case .note(let text): print(text)
            case .unknown(let name, _): print("an event the spec does not name:", name)
            }
        }
        // README: end
        _ = (pet, photo, result)
    }

    @Test func theStubExampleAnswersAsItSays() async throws {
        // README: stubs
        let stub = StubTransport()
        stub.on(GetPetRequest.self) { request in
            .status(200, json: Pet(createdAt: .now, id: request.petID, name: "Rex", species: .cat, photoURLs: []),
                    headers: ["ETag": "\"v1\""])
        }
        stub.on(DeletePetRequest.self, respond: .status(404))
        stub.on(WatchPetsRequest.self, respond: .events([ServerSentEvent(data: PetChange(kind: .sold, petID: 7))]))
        let testClient = PetstoreAPI.client(transport: stub)
        // README: end
        let answer = try await testClient.send(GetPetRequest(petID: 7))
        #expect(answer.body.id == 7 && answer.body.name == "Rex" && answer.eTag == "\"v1\"")
        guard case .failure(.endpoint(.notFound)) = await testClient.result(for: DeletePetRequest(petID: 7)) else {
            Issue.record("the stubbed 404 was not `notFound`")
            return
        }
        #expect(stub.requests.map { "\($0.method) \($0.url.path)" } == ["GET /v1/pets/7", "DELETE /v1/pets/7"])
        var changes: [PetChange] = []
        for try await event in try await testClient.send(WatchPetsRequest()) { changes.append(event.data) }
        #expect(changes == [PetChange(kind: .sold, petID: 7)])
    }

    /// Each Swift block of the README's runtime section is one of the blocks above, line for
    /// line, so that the README cannot drift from code that compiles.
    @Test func theReadmeShowsTheseExamples() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## The runtime: `APIRuntime`").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let shown = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        #expect(shown == ["usage", "stubs"].map { Self.block($0, in: source) })
    }

    /// The lines between `// README: name` and `// README: end`, dedented as the README shows them.
    static func block(_ name: String, in source: String) -> String {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("// README: \(name)") }),
              let end = lines[start...].firstIndex(where: { $0.hasSuffix("// README: end") }) else { return "" }
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n") + "\n"
    }
}
