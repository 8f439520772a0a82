import Foundation

/// A request ready to send: what middleware sees and transports send.
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The full URL, already percent-encoded.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Data?
    /// Seconds to wait for the server before giving up.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(method: HTTPMethod, url: URL, headers: HTTPHeaders = [:], body: Data? = nil, timeout: TimeInterval = 60) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// A response as received: status, headers and the whole body.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body (empty when there is none).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(status) }

    /// The media type of the body, lower-cased, without parameters: `application/json`.
    public var mediaType: String? {
        headers["Content-Type"].map { $0.split(separator: ";").first.map(String.init) ?? $0 }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
