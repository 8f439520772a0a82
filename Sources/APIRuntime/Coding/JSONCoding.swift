import Foundation

/// How JSON is encoded and decoded: dates as RFC 3339 (read with any offset and
/// 0-9 fractional digits, written in UTC), `data` as base64. Object keys are
/// written sorted, so the same value always gives the same bytes.
public struct JSONCoding: Sendable {
    /// Whether its encoders write requests (`Encoder.isEncodingRequest`): `RequestBuilder` sets it.
    var encodesRequests = false

    /// Creates the standard coding.
    public init() {}

    /// A configured encoder.
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        if encodesRequests { encoder.userInfo[.encodesRequest] = true }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard let text = RFC3339.string(from: date) else {
                let problem = RFC3339.problem(writing: date) ?? ""
                throw EncodingError.invalidValue(date, .init(codingPath: encoder.codingPath, debugDescription: "a date that \(problem)"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
        return encoder
    }

    /// A configured decoder.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = RFC3339.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "`\(text)` is not an RFC 3339 date-time")
            }
            return date
        }
        return decoder
    }
}

extension JSONCoding {
    /// An encoding error for people: what is wrong and where (`a date that is not
    /// a finite date, at when[2]`), instead of the error's debug dump.
    static func describe(_ error: any Error) -> String {
        guard case EncodingError.invalidValue(_, let context) = error else { return String(describing: error) }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        var description = Substring(context.debugDescription)
        while description.hasSuffix(".") { description.removeLast() }
        return path.isEmpty ? String(description) : description + ", at " + path
    }
}

extension ValidationReport {
    /// Records a value that did not encode as JSON (a `Double.nan`, a date past the year
    /// 9999), so that the request fails instead of going out without it.
    mutating func addJSONFailure(_ error: any Error, at path: ValidationPath) {
        add(path, "encoding", "does not encode as JSON: \(JSONCoding.describe(error))")
    }
}

/// The body of a response declared `none`, and the value a stub returns for it.
public struct NoContent: Sendable, Hashable, Codable {
    /// The empty value.
    public init() {}
}

/// Reading and writing numbers carried as JSON strings (`wire: string`): `"12"`.
extension KeyedDecodingContainer {
    /// Decodes a number written as a JSON string. With `redactingValue` (a `secret`), the
    /// error for a string that is no number says `<redacted>` in place of the string.
    public func decodeNumberString<T: HTTPTextValue>(_ type: T.Type, forKey key: Key, redactingValue: Bool = false) throws -> T {
        let text = try decode(String.self, forKey: key)
        guard let value = T(httpText: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: T.unreadable(text, redactingValue: redactingValue))
        }
        return value
    }

    /// Decodes a number written as a JSON string, when the key is present and not null.
    public func decodeNumberStringIfPresent<T: HTTPTextValue>(
        _ type: T.Type, forKey key: Key, redactingValue: Bool = false
    ) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeNumberString(type, forKey: key, redactingValue: redactingValue)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a number as a JSON string.
    public mutating func encodeNumberString<T: HTTPTextValue>(_ value: T, forKey key: Key) throws {
        if let problem = value.httpTextProblem {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath + [key], debugDescription: "a number that \(problem)"))
        }
        try encode(value.httpText, forKey: key)
    }

    /// Encodes a number as a JSON string, leaving the key out when the value is nil.
    public mutating func encodeNumberStringIfPresent<T: HTTPTextValue>(_ value: T?, forKey key: Key) throws {
        if let value { try encodeNumberString(value, forKey: key) }
    }
}

extension CodingUserInfoKey {
    /// Set on the encoders that write a request's body and parameters.
    static let encodesRequest = CodingUserInfoKey(rawValue: "APIRuntime.encodesRequest")!
}

extension Encoder {
    /// Whether this encoder writes a request (its body, or a parameter sent as JSON or as a deep
    /// or form object). Generated `encode(to:)` leaves `readOnly` properties out then: only the
    /// server sends them, and some servers refuse them (marshmallow's `dump_only` fields are
    /// unknown to it on input). Any other encoding, such as a cache written with `JSONEncoder`,
    /// keeps them.
    public var isEncodingRequest: Bool { userInfo[.encodesRequest] as? Bool == true }
}
