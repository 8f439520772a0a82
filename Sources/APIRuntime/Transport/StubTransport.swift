import Foundation

/// A transport for tests: answers each request type with a typed stub, and
/// records what was sent. Stubbed answers go through the same decoding and
/// validation as real responses, because a stub becomes HTTP status, headers
/// and bytes first.
///
/// ```swift
/// let stub = StubTransport()
/// stub.on(GetPetRequest.self) { request in .ok(Pet(id: request.petID, name: "Rex")) }
/// stub.on(DeletePetRequest.self, respond: .status(404))
/// let client = APIClient(baseURL: PetstoreAPI.baseURL, transport: stub)
/// ```
public final class StubTransport: HTTPTransport {
    private typealias Handler = @Sendable (any APIRequest, JSONCoding) async throws -> HTTPResponse

    private let handlers = LockedState<[ObjectIdentifier: Handler]>([:])
    private let sent = LockedState<[HTTPRequest]>([])
    private let coding: JSONCoding

    /// Creates a stub transport with no stubs.
    public init(coding: JSONCoding = JSONCoding()) {
        self.coding = coding
    }

    /// Answers every `R` with what `respond` returns for it.
    public func on<R: APIRequest>(_ type: R.Type, _ respond: @escaping @Sendable (R) async throws -> StubResponse<R.Response>) {
        handlers.withLock {
            $0[ObjectIdentifier(type)] = { request, coding in
                guard let typed = request as? R else { throw TransportError.other("stub for \(R.self) got \(Swift.type(of: request))") }
                return try await respond(typed).make(coding)
            }
        }
    }

    /// Answers every `R` with the same response.
    public func on<R: APIRequest>(_ type: R.Type, respond response: StubResponse<R.Response>) {
        on(type) { _ in response }
    }

    /// Every request sent so far, in order, exactly as the client built it.
    public var requests: [HTTPRequest] {
        sent.withLock { $0 }
    }

    public func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        guard !Task.isCancelled else { throw TransportError.cancelled }
        sent.withLock { $0.append(request) }
        let requestType = type(of: context.apiRequest)
        guard let handler = handlers.withLock({ $0[ObjectIdentifier(requestType)] }) else {
            throw TransportError.other("StubTransport has no stub for \(requestType)")
        }
        return try await handler(context.apiRequest, coding)
    }
}

/// A stubbed answer for a request whose response is `Body`.
public struct StubResponse<Body>: Sendable {
    let make: @Sendable (JSONCoding) throws -> HTTPResponse

    /// A status with an empty body.
    public static func status(_ status: Int, headers: HTTPHeaders = [:]) -> StubResponse {
        StubResponse { _ in HTTPResponse(status: status, headers: headers) }
    }

    /// A status with a JSON body (an error document, say).
    public static func status(_ status: Int, json: some Encodable & Sendable, headers: HTTPHeaders = [:]) -> StubResponse {
        StubResponse { coding in
            var headers = headers
            headers["Content-Type"] = headers["Content-Type"] ?? "application/json"
            return HTTPResponse(status: status, headers: headers, body: try coding.makeEncoder().encode(json))
        }
    }

    /// Exactly these bytes.
    public static func raw(status: Int, headers: HTTPHeaders = [:], body: Data) -> StubResponse {
        StubResponse { _ in HTTPResponse(status: status, headers: headers, body: body) }
    }

    /// No response at all: the transport fails.
    public static func failure(_ error: TransportError) -> StubResponse {
        StubResponse { _ in throw error }
    }
}

extension StubResponse where Body: Encodable & Sendable {
    /// A success with `body` as JSON.
    public static func ok(_ body: Body, status: Int = 200, headers: HTTPHeaders = [:]) -> StubResponse {
        .status(status, json: body, headers: headers)
    }
}

extension StubResponse where Body == NoContent {
    /// An empty success.
    public static func ok(status: Int = 204, headers: HTTPHeaders = [:]) -> StubResponse {
        .status(status, headers: headers)
    }
}
