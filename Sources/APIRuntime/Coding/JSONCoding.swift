import Foundation

/// How JSON is encoded and decoded: dates as RFC 3339 (read with any offset and
/// 0-9 fractional digits, written in UTC), `data` as base64. Object keys are
/// written sorted, so the same value always gives the same bytes.
public struct JSONCoding: Sendable {
    /// Creates the standard coding.
    public init() {}

    /// A configured encoder.
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(RFC3339.string(from: date))
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

/// The body of a response declared `none`, and the value a stub returns for it.
public struct NoContent: Sendable, Hashable, Codable {
    /// The empty value.
    public init() {}
}

/// Reading and writing numbers carried as JSON strings (`wire: string`): `"12"`.
extension KeyedDecodingContainer {
    /// Decodes a number written as a JSON string.
    public func decodeNumberString<T: HTTPTextValue>(_ type: T.Type, forKey key: Key) throws -> T {
        let text = try decode(String.self, forKey: key)
        guard let value = T(httpText: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "`\(text)` is not a \(T.self)")
        }
        return value
    }

    /// Decodes a number written as a JSON string, when the key is present and not null.
    public func decodeNumberStringIfPresent<T: HTTPTextValue>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeNumberString(type, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a number as a JSON string.
    public mutating func encodeNumberString<T: HTTPTextValue>(_ value: T, forKey key: Key) throws {
        try encode(value.httpText, forKey: key)
    }

    /// Encodes a number as a JSON string, leaving the key out when the value is nil.
    public mutating func encodeNumberStringIfPresent<T: HTTPTextValue>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value.httpText, forKey: key) }
    }
}
