import Foundation
import Testing
@testable import APIRuntime

@Suite("Stub transport")
struct StubTransportTests {
    let baseURL = URL(string: "https://petstore.example.com/v1")!

    @Test func typedStubsAnswerWithTheRequestInHand() async throws {
        let stub = StubTransport()
        stub.on(GetPetRequest.self) { request in .ok(Pet(id: Int64(request.petID) ?? 0, name: "Rex")) }
        stub.on(DeletePetRequest.self, respond: .status(404))
        let client = APIClient(baseURL: baseURL, transport: stub, credentials: .bearer { "t" })
        let pet = try await client.send(GetPetRequest(petID: "42"))
        #expect(pet == Pet(id: 42, name: "Rex"))
        guard case .failure(.endpoint(.notFound)) = await client.result(for: DeletePetRequest(petID: 1)) else {
            Issue.record("the canned 404 was not the declared failure")
            return
        }
        #expect(stub.requests.map(\.url.absoluteString) == [
            "https://petstore.example.com/v1/pets/42", "https://petstore.example.com/v1/pets/1",
        ])
        #expect(stub.requests.map(\.method) == [.get, .delete])
        #expect(stub.requests.last?.headers["Authorization"] == "Bearer t")
    }

    @Test func stubbedBytesGoThroughTheSameDecoding() async throws {
        let stub = StubTransport()
        stub.on(GetPetRequest.self, respond: .raw(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"id":"x"}"#.utf8)))
        guard case .failure(.decoding(let failure)) = await APIClient(baseURL: baseURL, transport: stub).result(for: GetPetRequest(petID: "1")) else {
            Issue.record("a stub's bad body was not a decoding failure")
            return
        }
        #expect(failure.path == "id")
        stub.on(CreatePetRequest.self, respond: .status(422, json: ApiProblem(title: "Invalid", status: 422)))
        let result = await APIClient(baseURL: baseURL, transport: stub).result(for: CreatePetRequest(body: Pet(id: 1, name: "R")))
        guard case .failure(.endpoint(.unprocessableContent(let problem))) = result else {
            Issue.record("the stubbed 422 was not decoded")
            return
        }
        #expect(problem.title == "Invalid")
    }

    @Test func stubbedResponsesAreValidatedLikeRealOnes() async throws {
        let stub = StubTransport()
        stub.on(GetPetRequest.self, respond: .ok(Pet(id: 0, name: "Rex")))
        let client = APIClient(baseURL: baseURL, transport: stub, configuration: .init(validatesResponses: true))
        guard case .failure(.invalidResponse(let report)) = await client.result(for: GetPetRequest(petID: "1")) else {
            Issue.record("response validation skipped the stub")
            return
        }
        #expect(report.violations.map(\.constraint) == ["minimum"])
    }

    @Test func emptySuccessAndTransportFailures() async throws {
        let stub = StubTransport()
        stub.on(DeletePetRequest.self, respond: .ok())
        stub.on(GetAvatarRequest.self, respond: .failure(.timedOut))
        let client = APIClient(baseURL: baseURL, transport: stub)
        #expect(try await client.send(DeletePetRequest(petID: 1)) == NoContent())
        guard case .failure(.transport(.timedOut)) = await client.result(for: GetAvatarRequest(petID: 1)) else {
            Issue.record("the stubbed timeout was lost")
            return
        }
    }

    @Test func aRequestWithoutAStubFailsClearly() async {
        let client = APIClient(baseURL: baseURL, transport: StubTransport())
        guard case .failure(.transport(.other(let message))) = await client.result(for: GetInventoryRequest()) else {
            Issue.record("an unstubbed request did not fail")
            return
        }
        #expect(message == "StubTransport has no stub for GetInventoryRequest")
    }

    @Test func completionHandlersDeliverAndCancel() async throws {
        let stub = StubTransport()
        stub.on(GetPetRequest.self) { request in
            if request.petID == "slow" { try await Task.sleep(nanoseconds: 5_000_000_000) }
            return .ok(Pet(id: 7, name: "Rex"))
        }
        let client = APIClient(baseURL: baseURL, transport: stub)
        let delivered: Result<Pet, APIError<GetPetRequest.Failure>> = await withCheckedContinuation { continuation in
            client.send(GetPetRequest(petID: "7")) { continuation.resume(returning: $0) }
        }
        #expect(try delivered.get().id == 7)
        let cancelled: Result<Pet, APIError<GetPetRequest.Failure>> = await withCheckedContinuation { continuation in
            let handle = client.send(GetPetRequest(petID: "slow")) { continuation.resume(returning: $0) }
            handle.cancel()
        }
        guard case .failure(.transport(.cancelled)) = cancelled else {
            Issue.record("cancelling the handle did not cancel: \(cancelled)")
            return
        }
    }

    @Test func errorsDescribeThemselves() async {
        let stub = StubTransport()
        stub.on(DeletePetRequest.self, respond: .raw(status: 500, body: Data("boom".utf8)))
        let result = await APIClient(baseURL: baseURL, transport: stub).result(for: DeletePetRequest(petID: 1))
        guard case .failure(let error) = result else {
            Issue.record("500 succeeded")
            return
        }
        #expect(error.localizedDescription == "The server answered with status 500: boom")
    }

    /// Descriptions quote what the server sent, up to a limit: logging an error never logs a whole body.
    @Test func descriptionsQuoteAServerOnlySoFar() async {
        let page = String(repeating: "x", count: 100_000)
        let stub = StubTransport()
        stub.on(CreatePetRequest.self, respond: .raw(status: 503, headers: ["Content-Type": "text/plain"], body: Data(page.utf8)))
        let client = APIClient(baseURL: baseURL, transport: stub)
        guard case .failure(let declared) = await client.result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex"))),
              case .endpoint(.serverError(503, let text)) = declared else {
            Issue.record("the 503 was not the declared text error")
            return
        }
        #expect(text == page)
        #expect(declared.description.hasPrefix("The server answered with a declared error: serverError(status: 503, \"xxx"))
        #expect(declared.description.count == 1_001)
        #expect(declared.description.hasSuffix("x…"))
        let undecodable = DecodingFailure(status: 200, path: "when", message: "`\(page)` is not a date", body: Data(page.utf8))
        let prefix = "The response (status 200) did not decode at `when`: `"
        #expect(undecodable.description == prefix + page.prefix(1_000 - prefix.count) + "…")
        let unexpected = UnexpectedResponse(HTTPResponse(status: 502, body: Data(page.utf8)), decodingProblem: page)
        #expect(unexpected.description.count == 1_001)
        #expect(unexpected.body.count == UnexpectedResponse.bodyLimit)
    }
}
