import Foundation

/// Reads response bodies and headers for generated `decodeResponse` and
/// `decodeFailure` functions. Errors it throws become `APIError.decoding`
/// (with the JSON path) or, for error responses, `APIError.unexpectedStatus`.
public struct ResponseDecoder: Sendable {
    let coding: JSONCoding
    /// Whether streamed items are checked against the API's constraints as they decode (the
    /// client's `validatesResponses`).
    var validatesItems = false
    /// The most bytes one streamed item may hold (the client's `maxResponseBodySize`).
    var itemLimit = 16 << 20
    /// How an event stream or a download goes on over a new connection, when the client's
    /// configuration asks for it and the request may be sent again.
    var reconnector: StreamReconnector?

    /// Creates a decoder.
    public init(coding: JSONCoding = JSONCoding()) {
        self.coding = coding
    }

    /// A JSON body. A declared non-JSON content type (an HTML error page) fails
    /// before decoding; a missing content type is tried as JSON. JSON in a charset other
    /// than UTF-8 and UTF-16 (`application/json; charset=ISO-8859-1`) is read in it.
    public func json<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws -> T {
        if let mediaType = response.mediaType, !(mediaType == "application/json" || mediaType.hasSuffix("+json")) {
            throw ResponseDecodingError(path: "", message: "expected a JSON body, but the content type is `\(mediaType)`")
        }
        let bytes = try Self.jsonBytes(of: response)
        do {
            return try coding.makeDecoder().decode(T.self, from: bytes)
        } catch let error as DecodingError {
            throw ResponseDecodingError(error, in: bytes)
        }
    }

    /// The body as JSONDecoder reads it: UTF-8 or UTF-16 as sent (it tells them apart), text
    /// in another charset the runtime knows as UTF-8. An unknown charset leaves the bytes
    /// as they are, since JSON in ASCII reads the same in most.
    private static func jsonBytes(of response: HTTPResponse) throws -> Data {
        guard let contentType = response.headers["Content-Type"], contentType.contains(";"),
              case .success(let charset) = TextCharset.of(contentType: contentType),
              ![.utf8, .utf16, .utf16BigEndian, .utf16LittleEndian].contains(charset.encoding) else {
            return response.body
        }
        return Data(try text(of: response.body, in: charset).utf8)
    }

    /// The body read in `charset`, or the error that says it is not text in it.
    private static func text(of body: Data, in charset: TextCharset) throws -> String {
        guard let text = charset.decode(body) else {
            throw ResponseDecodingError(path: "", message: "the body is not valid \(charset.name) text")
        }
        return text
    }

    /// An empty body (a response declared `none`); a body that came anyway is ignored.
    public func empty(from response: HTTPResponse) -> NoContent { NoContent() }

    /// The raw body.
    public func data(from response: HTTPResponse) -> Data { response.body }

    /// The body as text, in the charset its content type names (`text/plain;
    /// charset=ISO-8859-1`), UTF-8 when it names none. A charset the runtime does not know,
    /// or bytes not valid in it, fail.
    public func text(from response: HTTPResponse) throws -> String {
        let charset: TextCharset
        switch TextCharset.of(contentType: response.headers["Content-Type"]) {
        case .success(let named): charset = named
        case .failure(let unknown): throw ResponseDecodingError(path: "", message: unknown.message)
        }
        return try Self.text(of: response.body, in: charset)
    }

    /// A required response header. With `redactingValue` (a `secret` header), the error for a
    /// value that is not a `T` says `<redacted>` in place of the value.
    public func header<T: HTTPTextValue>(
        _ name: String, as type: T.Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> T {
        try Self.required(optionalHeader(name, as: type, from: response, redactingValue: redactingValue), header: name, of: response)
    }

    /// A required header's value, read as optional; else the error that says why there is none:
    /// the header is missing, empty, or (JSON) `null`.
    static func required<T>(_ value: T?, header name: String, of response: HTTPResponse) throws -> T {
        if let value { return value }
        let problem = switch response.headers[name]?.trimmingCharacters(in: .whitespaces) {
        case nil: "the header is missing"
        case ""?: "the header is empty"
        default: "the header is `null`"
        }
        throw ResponseDecodingError(path: "header \(name)", message: problem)
    }

    /// An optional response header. An empty value that is not a `T` (an empty number) counts
    /// as none, as some APIs mark the last page so (GitLab's `X-Next-Page`).
    public func optionalHeader<T: HTTPTextValue>(
        _ name: String, as type: T.Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> T? {
        guard let text = response.headers[name] else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = T(httpText: trimmed) else {
            if trimmed.isEmpty { return nil }
            throw ResponseDecodingError(path: "header \(name)", message: T.unreadable(text, redactingValue: redactingValue))
        }
        return value
    }
}

/// Why a body or header did not decode, with the JSON path of the value.
public struct ResponseDecodingError: Error, Sendable, CustomStringConvertible {
    /// The JSON path (`pets[2].name`), a header (`header ETag`), or empty for the whole body.
    public var path: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The error's path below `place` (a stream's item `[3]`, a header `header X-Pagination`):
    /// `[3].name`, `header X-Pagination[0]`, or `place` itself for an error of the whole value.
    func path(below place: String) -> String {
        path.isEmpty || path.hasPrefix("[") ? place + path : place + "." + path
    }

    /// The error's JSON path, without its first `depth` keys: below a union's value, for the
    /// reasons its variants failed (`VariantFailures`).
    init(_ error: DecodingError, below depth: Int = 0) {
        func pathText(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath.dropFirst(depth) {
                if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = pathText(context.codingPath)
            self.init(path: parent.isEmpty ? key.stringValue : parent + "." + key.stringValue, message: "the key is missing")
        case .valueNotFound(let type, let context):
            self.init(path: pathText(context.codingPath), message: "expected \(type), found null")
        case .typeMismatch(let type, let context):
            self.init(path: pathText(context.codingPath), message: "expected \(type): \(context.debugDescription)")
        case .dataCorrupted(let context):
            self.init(path: pathText(context.codingPath), message: context.debugDescription)
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
