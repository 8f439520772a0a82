import Foundation

/// Reading `secret` properties whose value, when it does not decode, an error would quote: a
/// date (`2024-13-01` is not a date), a frozen enum's value (Swift's own message names it), or
/// anything inside a model held as a secret.
extension KeyedDecodingContainer {
    /// Decodes a `secret` property. The error for a value that does not decode says
    /// `<redacted>` in place of a message that could quote it (`` `<redacted>` is not a valid
    /// Date``), at the same path.
    public func decodeSecret<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try redactingCorruptValues(of: type) { try decode(type, forKey: key) }
    }

    /// Decodes a `secret` property, when the key is present and not null.
    public func decodeSecretIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try redactingCorruptValues(of: type) { try decodeIfPresent(type, forKey: key) }
    }

    /// Decodes a `secret` property marked `nullable: explicit`: `nil` when the key is absent,
    /// `.null` when it holds `null`.
    public func decodeSecretNullableIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> Nullable<T>? {
        try redactingCorruptValues(of: type) { try decodeNullableIfPresent(type, forKey: key) }
    }

    // A missing key, a null or a value of the wrong JSON type is reported without the value;
    // only a value of the right type that is still not valid is described by what it holds.
    private func redactingCorruptValues<T, Result>(of type: T.Type, _ decode: () throws -> Result) throws -> Result {
        do {
            return try decode()
        } catch DecodingError.dataCorrupted(let context) {
            // Below the key (an item of a list, a property of a model) the type is not `T`'s.
            let what = context.codingPath.count == codingPath.count + 1 ? "is not a valid \(T.self)" : "does not decode"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: context.codingPath, debugDescription: "`\(LoggingMiddleware.redacted)` \(what)"))
        }
    }
}
