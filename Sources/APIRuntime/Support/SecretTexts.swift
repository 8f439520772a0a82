import Foundation

/// The texts by which a server could echo a value back, for `SentSecrets` to leave out of error
/// messages. Read through mirrors, only where a value is secret or an error quotes the server.
enum SecretTexts {
    /// The text of every scalar in `value`: a string as it is; a number, UUID, URL or calendar
    /// date as JSON writes it; a string enum by its raw value; models, lists and maps through
    /// their parts.
    static func of(_ value: Any) -> [String] {
        var walk = Walk(insideSecret: true)
        walk.visit(value, depth: 0)
        return walk.texts
    }

    /// The texts the `Redacted` stand-ins in `value` hide: a request's secrets, read from its
    /// mirror and those of the models it holds.
    static func hidden(in value: Any) -> [String] {
        var walk = Walk(insideSecret: false)
        walk.visit(value, depth: 0)
        return walk.texts
    }

    private struct Walk {
        /// Whether scalars are taken (inside a secret), or only what `Redacted`s hide.
        let insideSecret: Bool
        var texts: [String] = []
        /// Values left to look at: a request with a list of a million items quoted in an error
        /// must not make the error slow. A secret sits near the top of its request.
        var budget = 10_000

        /// A recursive model (one holding itself through `Indirect`) ends here.
        private static let depthLimit = 32

        mutating func visit(_ value: Any, depth: Int) {
            guard depth < Self.depthLimit, budget > 0 else { return }
            budget -= 1
            if let redacted = value as? Redacted {
                texts += redacted.hiddenTexts
                return
            }
            // Their text would match too much (`true`) or never shows in an echo.
            if value is Bool || value is Date || value is Data { return }
            if let scalar = Self.scalarTexts(value) {
                if insideSecret { texts += scalar }
                return
            }
            for child in Mirror(reflecting: value).children {
                visit(child.value, depth: depth + 1)
            }
        }

        /// A scalar's texts, or `nil` for a value made of parts.
        private static func scalarTexts(_ value: Any) -> [String]? {
            switch value {
            case let text as String: return [text]
            case let text as Substring: return [String(text)]
            // JSON writes a UUID in capitals; a server may echo it in small letters.
            case let uuid as UUID: return [uuid.uuidString, uuid.uuidString.lowercased()]
            case let url as URL: return [url.absoluteString]
            case let date as CalendarDate: return [date.description]
            case let number as any BinaryInteger: return ["\(number)"]
            case let number as any BinaryFloatingPoint: return ["\(number)"]
            case let number as Decimal: return ["\(number)"]
            case let raw as any RawRepresentable<String>: return [raw.rawValue]
            default: return nil
            }
        }
    }
}
