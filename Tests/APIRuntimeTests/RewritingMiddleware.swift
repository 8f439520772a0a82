import APIRuntime

/// A middleware that changes each request before passing it on, as a signing or tracing
/// middleware of an app would.
struct RewritingMiddleware: APIMiddleware {
    let rewrite: @Sendable (inout APIRuntime.HTTPRequest) -> Void

    func intercept(
        _ request: APIRuntime.HTTPRequest, context: MiddlewareContext,
        next: @Sendable (APIRuntime.HTTPRequest) async throws -> APIRuntime.HTTPResponse
    ) async throws -> APIRuntime.HTTPResponse {
        var rewritten = request
        rewrite(&rewritten)
        return try await next(rewritten)
    }
}
