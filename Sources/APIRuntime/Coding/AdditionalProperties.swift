/// Unknown JSON keys, for models with `additionalProperties: false` (reject them)
/// or `additionalProperties: <type>` (keep them).
public enum AdditionalProperties {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws when the object has a key outside `known`.
    public static func rejectUnknownKeys(in decoder: any Decoder, known: Set<String>) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        if let key = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "`\(key.stringValue)` is not a known key")
        }
    }

    /// The values of every key outside `known`.
    public static func collect<Value: Decodable>(_ type: Value.Type, in decoder: any Decoder, known: Set<String>) throws -> [String: Value] {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return values
    }

    /// Writes `values` beside the object's own keys.
    public static func encode<Value: Encodable>(_ values: [String: Value], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for key in values.keys.sorted() {
            try container.encode(values[key], forKey: AnyKey(stringValue: key))
        }
    }
}
