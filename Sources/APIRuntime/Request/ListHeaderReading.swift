import Foundation

extension ResponseDecoder {
    /// A required response header that is a list (`Allow: GET, HEAD`), each item a `T`.
    /// An empty value is an empty list (`Allow: ` allows no method); a missing header fails.
    public func header<T: HTTPTextValue>(
        _ name: String, as type: [T].Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> [T] {
        try Self.required(optionalHeader(name, as: type, from: response, redactingValue: redactingValue), header: name, of: response)
    }

    /// An optional response header that is a list, each item a `T`; `nil` when it is missing.
    ///
    /// Items are split as RFC 9110 reads a list: at commas, not inside a quoted string
    /// (an entity tag may hold one), without the spaces around them, and with empty items
    /// left out. A server that sends the header more than once has its values joined with
    /// commas by the transport, which reads the same.
    public func optionalHeader<T: HTTPTextValue>(
        _ name: String, as type: [T].Type, from response: HTTPResponse, redactingValue: Bool = false
    ) throws -> [T]? {
        guard let text = response.headers[name] else { return nil }
        return try Self.listItems(of: text).enumerated().map { index, item in
            guard let value = T(httpText: item) else {
                throw ResponseDecodingError(path: "header \(name)[\(index)]", message: T.unreadable(item, redactingValue: redactingValue))
            }
            return value
        }
    }

    /// The spaces RFC 9110 allows around a list's items.
    private static let listSpace = CharacterSet(charactersIn: " \t")

    /// The items of a list header's value.
    static func listItems(of text: String) -> [String] {
        var items: [String] = []
        var item = ""
        var inQuotes = false
        var escaped = false
        func finish() {
            let trimmed = item.trimmingCharacters(in: listSpace)
            if !trimmed.isEmpty { items.append(trimmed) }
            item = ""
        }
        for character in text {
            if escaped {
                escaped = false
            } else if inQuotes && character == "\\" {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == "," && !inQuotes {
                finish()
                continue
            }
            item.append(character)
        }
        finish()
        return items
    }
}
