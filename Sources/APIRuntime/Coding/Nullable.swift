/// A value that may be `null`, where `null` means something of its own: a property the spec marks
/// `nullable: explicit` is a `Nullable<Value>?`, so that a request can leave the key out (`nil`),
/// send `null` (`.null`, as a PATCH does to clear a field) or send a value (`.value(…)`).
///
/// ```swift
/// // {"price":null}: the pet's price is taken off; its name and status stay as they are.
/// _ = try await client.send(UpdatePetRequest(petID: 7, body: PetPatch(price: .null)))
/// ```
///
/// Decoded, an absent key is `nil` and a `null` is `.null`.
public enum Nullable<Value> {
    /// `null`.
    case null
    /// A value.
    case value(Value)

    /// The value, or `nil` for `null`.
    public var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Nullable: Sendable where Value: Sendable {}
extension Nullable: Equatable where Value: Equatable {}
extension Nullable: Hashable where Value: Hashable {}

extension Nullable: Encodable where Value: Encodable {
    /// `null`, or the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let value): try container.encode(value)
        }
    }
}

extension Nullable: Decodable where Value: Decodable {
    /// `.null` for `null`, else the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Value.self))
    }
}

extension KeyedDecodingContainer {
    /// A `nullable: explicit` property: `nil` when the key is absent, `.null` when it holds `null`.
    public func decodeNullableIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> Nullable<T>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decode(T.self, forKey: key))
    }

    /// A `nullable: explicit` number carried as a JSON string (`wire: string`).
    public func decodeNumberStringNullableIfPresent<T: HTTPTextValue>(
        _ type: T.Type, forKey key: Key, redactingValue: Bool = false
    ) throws -> Nullable<T>? {
        guard contains(key) else { return nil }
        return try decodeNil(forKey: key) ? .null : .value(decodeNumberString(T.self, forKey: key, redactingValue: redactingValue))
    }
}

extension KeyedEncodingContainer {
    /// A `nullable: explicit` number carried as a JSON string: nothing for `nil`, `null` for
    /// `.null`, else the number's text.
    public mutating func encodeNumberStringNullableIfPresent<T: HTTPTextValue>(_ value: Nullable<T>?, forKey key: Key) throws {
        switch value {
        case nil: return
        case .null?: try encodeNil(forKey: key)
        case .value(let number)?: try encodeNumberString(number, forKey: key)
        }
    }
}
