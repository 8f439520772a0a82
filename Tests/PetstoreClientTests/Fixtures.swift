import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient

/// JSON bodies a Petstore server would send.
enum Fixture {
    static let pet = #"{"created_at":"2024-02-29T12:00:00Z","id":7,"name":"Rex","species":"cat","photo_urls":["https://img.example/rex.png"],"status":"pending","external_id":"900719925474099","microchip":null}"#
    static let problem = #"{"title":"Nope","status":400,"detail":"explained"}"#
    static let validationProblem = #"{"title":"Invalid","status":422,"invalid_params":[{"name":"name","reason":"too long"}]}"#
    static let user = #"{"created_at":"2024-01-01T00:00:00Z","id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","username":"ann_1","email":"ann@example.com","roles":["customer"],"nickname_hint":"A"}"#
    static let order = #"{"created_at":"2024-01-01T00:00:00Z","id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","pet_ids":[7],"quantity":1,"status":"placed","total":{"amount":19.99,"currency":"EUR"}}"#
    static let preferences = #"{"newsletter":true,"language":"de-AT","theme":"dark"}"#
    static let photo = #"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","url":"https://img.example/1.png","width":640,"height":480}"#
}

/// A client for the generated Petstore API pointed at a loopback server, under the same
/// `/v1` base path as the spec's base URL, for the `uploads` server's endpoints too.
func client(_ server: TestServer, credentials: Credentials = .bearer { "token-1" }) -> APIClient {
    let base = server.baseURL.appendingPathComponent("v1")
    return PetstoreAPI.client(baseURL: base, servers: ["uploads": base], credentials: credentials)
}

/// A server that answers every request with the same status and body.
func answering(_ status: Int, _ body: String = "", contentType: String = "application/json", headers: [String: String] = [:]) -> TestServer.Handler {
    let fields = body.isEmpty ? headers : headers.merging(["Content-Type": contentType]) { own, _ in own }
    return { _ in .raw(status, Data(body.utf8), headers: fields) }
}

/// The declared failure a request gets for one answer from the server, or `nil` (recorded as an issue by callers).
func failure<R: APIRequest>(
    of request: R, status: Int, body: String = "", contentType: String = "application/json", headers: [String: String] = [:]
) async throws -> R.Failure? {
    try await TestServer.with(answering(status, body, contentType: contentType, headers: headers)) { server in
        if case .failure(.endpoint(let failure)) = await client(server).result(for: request) { return failure }
        return nil
    }
}
