import Foundation

/// A value of a `deepObject` parameter or form field, read back from the JSON it encodes to,
/// with each number's text kept exactly as written: `Decimal` reads JSON numbers from their
/// digits, where `JSONValue.number` would round a decimal such as `9007199254740993.5` to the
/// nearest `Double`.
enum DeepObjectField: Decodable {
    case null
    /// A string, number or boolean, as a query item's text.
    case single(String)
    case array([DeepObjectField])
    case object([String: DeepObjectField])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .single(value.httpText)
        } else if let value = try? container.decode(String.self) {
            self = .single(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .single(value.description)
        } else if let value = try? container.decode(Double.self) {
            // Past `Decimal`'s range (1e300): the `Double` writes its own text.
            self = .single(value.httpText)
        } else if let items = try? container.decode([DeepObjectField].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: DeepObjectField].self))
        }
    }

    /// The text of a single value; `nil` for null, arrays and objects.
    var text: String? {
        if case .single(let text) = self { text } else { nil }
    }

    /// The value as named items, in brackets at any depth, as jQuery's `$.param` writes them and
    /// Rails, PHP, qs and Stripe read them: an object's (or a map's) fields in sorted key order
    /// (`filter[range][gte]=1`), each element of an array of single values under `[]`
    /// (`expand[]=a&expand[]=b`), and of any other array under its index
    /// (`items[0][price]=p_1`); `null` is left out, and so is an empty array or object.
    func items(named name: String) -> [(name: String, text: String)] {
        switch self {
        case .null:
            return []
        case .single(let text):
            return [(name, text)]
        case .object(let fields):
            return fields.keys.sorted().flatMap { key in fields[key]?.items(named: "\(name)[\(key)]") ?? [] }
        case .array(let elements):
            if elements.allSatisfy({ $0.isSingleOrNull }) {
                return elements.compactMap(\.text).map { ("\(name)[]", $0) }
            }
            return elements.enumerated().flatMap { index, element in element.items(named: "\(name)[\(index)]") }
        }
    }

    private var isSingleOrNull: Bool {
        switch self {
        case .null, .single: true
        case .array, .object: false
        }
    }
}

extension ValidationReport {
    /// `value` as deepObject items named from `name` (`DeepObjectField.items(named:)`); none,
    /// with the failure added at `path`, when it does not encode to JSON.
    mutating func deepObjectItems(
        of value: some Encodable & Sendable, named name: String, at path: ValidationPath, coding: JSONCoding
    ) -> [(name: String, text: String)] {
        do {
            return try coding.makeDecoder().decode(DeepObjectField.self, from: coding.makeEncoder().encode(value)).items(named: name)
        } catch {
            addJSONFailure(error, at: path)
            return []
        }
    }
}
