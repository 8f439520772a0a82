import Foundation

/// A request ready to send: what middleware sees and transports send.
public struct HTTPRequest: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The full URL, already percent-encoded.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, if any, when it is in memory.
    public var body: Data?
    /// The body, when it holds files on the disk (a multipart body with a
    /// `FileUpload(contentsOf:)`): read as the request is sent, and `body` is `nil`.
    public var fileBackedBody: FileBackedBody?
    /// Seconds to wait for the server before giving up.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(
        method: HTTPMethod, url: URL, headers: HTTPHeaders = [:], body: Data? = nil, fileBackedBody: FileBackedBody? = nil,
        timeout: TimeInterval = 60
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.fileBackedBody = fileBackedBody
        self.timeout = timeout
    }
}

/// A response as received: status, headers and the whole body, or, for a success of an
/// endpoint that streams (`TransportContext.streamsResponse`), the body as it arrives.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body (empty when there is none, or when it is streamed).
    public var body: Data
    /// The body in chunks as they arrive, when the transport streams it; `nil` when `body`
    /// holds it all. A middleware that makes a new response from this one keeps it.
    public var streamedBody: AsyncThrowingStream<Data, any Error>?

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), streamedBody: AsyncThrowingStream<Data, any Error>? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.streamedBody = streamedBody
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(status) }

    /// The media type of the body, lower-cased, without parameters and surrounding spaces or
    /// tabs: `application/json` for `Application/JSON; charset=utf-8`.
    public var mediaType: String? {
        guard let value = headers["Content-Type"] else { return nil }
        // Bytes, not Foundation's character sets: this runs for every response, and a media
        // type is ASCII (RFC 9110), so folding A-Z is all the lower-casing it needs.
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let type = value.utf8.prefix { $0 != UInt8(ascii: ";") }
        guard let first = type.firstIndex(where: { !isSpace($0) }), let last = type.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(decoding: type[first...last].lazy.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
