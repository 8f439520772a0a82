import Foundation

/// Sends one HTTP request and returns the whole response. A five-line conformance
/// is enough for a test double; `URLSessionTransport` is the default and
/// `StubTransport` answers with typed stubs.
public protocol HTTPTransport: Sendable {
    /// Sends `request`. Throws `TransportError` when no response arrives.
    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse
}

/// What a transport may need to know beyond the request itself.
public struct TransportContext: Sendable {
    /// The typed request being sent (for stubs).
    public var apiRequest: any APIRequest
    /// The largest response body accepted, in bytes.
    public var maxResponseBodySize: Int
    /// Header names (lower-case) that carry credentials: dropped on a redirect to another origin.
    public var credentialHeaders: Set<String>
    /// Query item names that carry credentials: dropped on a redirect to another origin.
    public var credentialQueryItems: Set<String>
    /// Whether the endpoint streams its success (`APIRequest.streamsResponse`): a transport
    /// that can returns a 2xx as soon as its head arrives, with the body in
    /// `HTTPResponse.streamedBody`, and holds no more than `maxResponseBodySize` of it at a
    /// time rather than in all. One that cannot may read the body whole.
    public var streamsResponse: Bool

    /// Creates a context.
    public init(
        apiRequest: any APIRequest, maxResponseBodySize: Int, credentialHeaders: Set<String> = [], credentialQueryItems: Set<String> = [],
        streamsResponse: Bool = false
    ) {
        self.apiRequest = apiRequest
        self.maxResponseBodySize = maxResponseBodySize
        self.credentialHeaders = credentialHeaders
        self.credentialQueryItems = credentialQueryItems
        self.streamsResponse = streamsResponse
    }
}

/// Why a request got no usable response.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached (no network, no such host, connection refused or lost).
    case unreachable(String)
    /// The server did not answer in time.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// A redirect from https to http, which would expose the request. `to` is the target, with
    /// its user information and the API's credential query items redacted.
    case insecureRedirect(to: String)
    /// The response body is larger than the client accepts.
    case responseTooLarge(limit: Int)
    /// Anything else, described.
    case other(String)

    public var description: String {
        switch self {
        case .unreachable(let detail): return "The server could not be reached: \(detail)"
        case .timedOut: return "The server did not answer in time"
        case .cancelled: return "The request was cancelled"
        case .insecureRedirect(let url): return "Refused a redirect from https to http (\(url))"
        case .responseTooLarge(let limit): return "The response body is larger than \(limit) bytes"
        case .other(let detail): return "The request failed: \(detail)"
        }
    }
}
