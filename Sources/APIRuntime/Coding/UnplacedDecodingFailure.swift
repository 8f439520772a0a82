import Foundation

/// What JSONDecoder leaves unsaid when a number does not fit its property's integer type
/// (`3000000000` for an `Int32`, netdata's `18446744073709551615` for any): the JSONDecoder of
/// swift-foundation (Linux's) reports "The given data was not valid JSON." with no place,
/// though the body is valid JSON.
extension ResponseDecodingError {
    /// The words JSONDecoder uses for a body it cannot read, and for a number it cannot hold.
    static let invalidJSONWords = "The given data was not valid JSON."

    /// `error`, or where JSONDecoder called `body` invalid that is valid JSON, what went wrong:
    /// at the first whole number past `Int64`, if the body holds one (no Swift integer holds it),
    /// else with no place.
    init(_ error: DecodingError, in body: Data) {
        guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
              context.debugDescription == Self.invalidJSONWords,
              let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            self.init(error)
            return
        }
        var places: [(path: String, number: String)] = []
        Self.wholeNumbersPastInt64(in: object, at: "", into: &places)
        if let first = places.first {
            self.init(path: first.path, message: "\(first.number) fits no Swift integer (JSONDecoder calls that invalid JSON)")
        } else {
            self.init(path: "", message: "JSONDecoder refused a value without saying where, though the body is valid JSON; "
                + "the usual cause is a number outside its property's integer type")
        }
    }

    /// Collects the JSON paths (`[3].duration`) of whole numbers that `Int64` cannot hold, items
    /// in order and an object's keys sorted (JSONSerialization keeps no order of keys).
    private static func wholeNumbersPastInt64(in value: Any, at path: String, into places: inout [(path: String, number: String)]) {
        switch value {
        case let object as [String: Any]:
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                wholeNumbersPastInt64(in: member, at: path.isEmpty ? key : path + "." + key, into: &places)
            }
        case let array as [Any]:
            for (index, item) in array.enumerated() {
                wholeNumbersPastInt64(in: item, at: path + "[\(index)]", into: &places)
            }
        case let number as NSNumber:
            let text = number.stringValue
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), Int64(text) == nil {
                places.append((path, text))
            }
        default:
            break
        }
    }
}
