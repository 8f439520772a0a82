/// A step every request passes through on its way to the transport, and every
/// response on its way back: retry, logging, metrics, custom headers.
///
/// ```swift
/// struct RequestID: APIMiddleware {
///     func intercept(_ request: HTTPRequest, context: MiddlewareContext,
///                    next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
///         var request = request
///         request.headers["X-Request-ID"] = UUID().uuidString
///         return try await next(request)
///     }
/// }
/// ```
public protocol APIMiddleware: Sendable {
    /// Passes `request` on through `next` (possibly changed, possibly more than once) and
    /// returns the response. Throw `TransportError` to fail the call.
    func intercept(
        _ request: HTTPRequest, context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// What middleware knows about the call besides the HTTP request.
public struct MiddlewareContext: Sendable {
    /// The request type's name: `GetPetRequest`.
    public var operation: String
    /// The path as the spec writes it: `/pets/{pet_id}`.
    public var pathTemplate: String
    /// Header names (lower-case) that carry credentials for this call, besides the standard
    /// ones, and the request's and response's headers the spec marks `secret`.
    public var credentialHeaders: Set<String>
    /// Query item names that carry credentials for this call, and the query parameters the
    /// spec marks `secret`.
    public var credentialQueryItems: Set<String>
}
