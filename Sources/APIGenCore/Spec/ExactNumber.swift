#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A number exactly as the spec wrote it. Constraints keep the literal text, so
/// `9007199254740993` or `0.1` never pass through `Double` and lose digits.
struct ExactNumber: Hashable, Sendable, CustomStringConvertible {
    /// The literal, normalized only by dropping a `+` sign and redundant leading zeros.
    let text: String
    /// The value as a `Decimal`, for comparisons (38 significant digits).
    let decimal: Decimal

    /// Parses a JSON-style number: `-12`, `0.5`, `1e3`, `1.10`. Returns `nil` for
    /// anything else (`0x1F`, `.5`, `1_000`, `inf`), and for a number beyond what
    /// `Decimal` holds (`rangeProblem` tells that case apart).
    init?(_ literal: String) {
        // No locale: `Decimal(string:)` then reads "." as the separator, while building
        // a `Locale` would load ICU's locale data (4.5 MB resident) for nothing.
        guard let text = Self.normalized(literal), let decimal = Decimal(string: text) else { return nil }
        self.text = text == "-0" ? "0" : text
        self.decimal = decimal
    }

    /// Why `literal`, written as a number, is not one apigen reads: `Decimal`, in which apigen
    /// compares numbers, holds magnitudes from about 1e-128 to 1e127. `nil` for a number it
    /// reads, and for text that is not written as a number.
    static func rangeProblem(_ literal: String) -> String? {
        guard let text = normalized(literal), Decimal(string: text) == nil else { return nil }
        return "is outside the numbers apigen reads (about 1e-128 to 1e127 in magnitude)"
    }

    /// The literal without a `+` sign and redundant leading zeros, if it is a JSON-style number.
    private static func normalized(_ literal: String) -> String? {
        var scalars = Substring(literal)
        var sign = ""
        if let first = scalars.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            scalars = scalars.dropFirst()
        }
        let integerDigits = scalars.prefix { $0.isASCII && $0.isNumber }
        guard !integerDigits.isEmpty else { return nil }
        var rest = scalars.dropFirst(integerDigits.count)
        var fraction = ""
        if rest.first == "." {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            fraction = "." + digits
            rest = rest.dropFirst(1 + digits.count)
        }
        var exponent = ""
        if let first = rest.first, first == "e" || first == "E" {
            var digits = rest.dropFirst()
            var exponentSign = ""
            if let s = digits.first, s == "-" || s == "+" {
                exponentSign = s == "-" ? "-" : ""
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            exponent = "e" + exponentSign + digits
            rest = rest.dropFirst(rest.count)
        }
        guard rest.isEmpty else { return nil }
        let trimmed = integerDigits.drop { $0 == "0" }
        return sign + (trimmed.isEmpty ? "0" : String(trimmed)) + fraction + exponent
    }

    /// Whether the literal is a whole number written without a fraction or exponent.
    var isIntegerLiteral: Bool { !text.contains(".") && !text.contains("e") }

    /// The value as an `Int64`, when it is an integer literal that fits.
    var int64: Int64? { isIntegerLiteral ? Int64(text) : nil }

    var description: String { text }
}
