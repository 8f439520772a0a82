import Foundation

/// Any JSON value: what the spec type `any` decodes to.
///
/// Whole numbers that fit in `Int64` are kept exactly as `.integer`; other
/// numbers are `.number`.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int64`, exactly.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Decimal.self), let integer = Self.wholeInt64(value) {
            // Not `decode(Int64.self)`: Foundation reads `9007199254740993.5` as `9007199254740993`.
            self = .integer(integer)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// `value` as an `Int64` when it is a whole number in its range.
    private static func wholeInt64(_ value: Decimal) -> Int64? {
        guard ExactDecimal.isMultiple(value, of: 1), value >= Decimal(Int64.min), value <= Decimal(Int64.max) else { return nil }
        return Int64(value.description)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
