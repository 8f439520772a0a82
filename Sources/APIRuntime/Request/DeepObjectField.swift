import Foundation

/// One field of a `deepObject` query parameter, read back from the JSON its value encodes
/// to, with each number's text kept exactly as written: `Decimal` reads JSON numbers from
/// their digits, where `JSONValue.number` would round a decimal such as
/// `9007199254740993.5` to the nearest `Double`.
enum DeepObjectField: Decodable {
    case null
    /// A string, number or boolean, as a query item's text.
    case single(String)
    case array([DeepObjectField])
    /// An object: more than the one level deepObject has.
    case object

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
            self = .object
        }
    }

    /// The text of a single value; `nil` for null, arrays and objects.
    var text: String? {
        if case .single(let text) = self { text } else { nil }
    }
}
