import Foundation

extension ResponseDecoder {
    /// A required response header whose value is JSON text (`encoding: json`, as flask-smorest
    /// sends `X-Pagination: {"total": 3, "page": 1}`), decoded as a `T` with the client's JSON
    /// settings. With `redactingValue` (a `secret` header), an error names no part of the value.
    /// `null` is a value only of a type that holds it (`any`, `JSONValue.null`), as in a body.
    public func jsonHeader<T: Decodable>(
        _ name: String, as type: T.Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> T {
        if let value = try optionalJSONHeader(name, as: type, from: response, redactingValue: redactingValue) { return value }
        if let text = response.headers[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
           let value = try? coding.makeDecoder().decode(T.self, from: Data(text.utf8)) {
            return value
        }
        return try Self.required(nil as T?, header: name, of: response)
    }

    /// An optional response header whose value is JSON text; `nil` when it is missing, empty
    /// or `null`.
    public func optionalJSONHeader<T: Decodable>(
        _ name: String, as type: T.Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> T? {
        guard let text = response.headers[name] else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let data = Data(trimmed.utf8)
        do {
            return try coding.makeDecoder().decode(T?.self, from: data)
        } catch let error as DecodingError {
            // As for a body: a number past its integer type is placed, where JSONDecoder says only "not valid JSON".
            let inner = ResponseDecodingError(error, in: data)
            let message = redactingValue ? "`\(LoggingMiddleware.redacted)` is not JSON for a \(T.self)" : inner.message
            throw ResponseDecodingError(path: inner.path(below: "header \(name)"), message: message)
        }
    }
}
