import Foundation

/// Logs each request and response through a hook, with credentials redacted:
/// `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`, the API's own
/// credential headers and query items, user information in the URL
/// (`https://user:password@…`), and any names you add. What the server sent (response
/// headers, errors quoting a body) and each request header keep to their line: control
/// characters are spelled out.
///
/// ```swift
/// let client = APIClient(baseURL: url, middleware: [LoggingMiddleware { print($0) }])
/// // → GET https://petstore.example.com/v1/store/inventory?api_key=<redacted>
/// //   Authorization: <redacted>
/// // ← 200 GetInventoryRequest (412 bytes, 38 ms)
/// ```
public struct LoggingMiddleware: APIMiddleware {
    /// What replaces a secret.
    public static let redacted = "<redacted>"
    private static let alwaysRedacted: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    private let log: @Sendable (String) -> Void
    private let extraHeaders: Set<String>
    private let extraQueryItems: Set<String>
    private let logsHeaders: Bool

    /// Creates a logger. `redactingHeaders` and `redactingQueryItems` add to the names always redacted.
    public init(
        logsHeaders: Bool = true, redactingHeaders: Set<String> = [], redactingQueryItems: Set<String> = [],
        log: @escaping @Sendable (String) -> Void
    ) {
        self.log = log
        self.logsHeaders = logsHeaders
        extraHeaders = Set(redactingHeaders.map { $0.lowercased() })
        extraQueryItems = redactingQueryItems
    }

    public func intercept(
        _ request: HTTPRequest, context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let secretHeaders = Self.alwaysRedacted.union(extraHeaders).union(context.credentialHeaders)
        let secretQuery = extraQueryItems.union(context.credentialQueryItems)
        var lines = ["→ \(request.method) \(request.url.absoluteStringRedacting(queryItems: secretQuery))"]
        if logsHeaders {
            // A header parameter holds what the app's user typed, which may hold controls too.
            lines += request.headers.map {
                "  \($0.name): \(secretHeaders.contains($0.name.lowercased()) ? Self.redacted : $0.value)".loggable()
            }
        }
        log(lines.joined(separator: "\n"))
        let start = Date()
        do {
            let response = try await next(request)
            let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
            // A streamed body is still arriving: its size is not known yet.
            let size = response.streamedBody == nil ? "\(response.body.count) bytes" : "streamed"
            var responseLines = ["← \(response.status) \(context.operation) (\(size), \(milliseconds) ms)"]
            if logsHeaders {
                // The server's text, so each header stays on its line (see `loggable`).
                responseLines += response.headers.map {
                    "  \($0.name): \(secretHeaders.contains($0.name.lowercased()) ? Self.redacted : $0.value)".loggable()
                }
            }
            log(responseLines.joined(separator: "\n"))
            return response
        } catch {
            log("✕ \(context.operation): \(error)".loggable())
            throw error
        }
    }
}
