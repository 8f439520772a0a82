import Foundation

/// Exact decimal arithmetic for constraints and wire text: `Decimal` values made
/// from literal text, never through `Double`.
///
/// Text is read with `Decimal(string:)` and no locale, which reads "." as the decimal
/// separator whatever the user's locale; passing `en_US_POSIX` would do the same but
/// load ICU's locale data (about 4 MB resident) into every client.
enum ExactDecimal {
    /// Whether `text` is a plain decimal number (`-12`, `0.5`, `1e3`), so `Decimal(string:)`
    /// cannot accept a prefix of it and ignore the rest.
    static func isNumberLiteral(_ text: String) -> Bool {
        var scalars = Substring(text)
        if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
        let digits = scalars.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return false }
        scalars = scalars.dropFirst(digits.count)
        if scalars.first == "." {
            let fraction = scalars.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            scalars = scalars.dropFirst(1 + fraction.count)
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            return !scalars.isEmpty && scalars.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return scalars.isEmpty
    }

    /// Whether `value` is a whole multiple of `divisor` (exact for decimal literals).
    static func isMultiple(_ value: Decimal, of divisor: Decimal) -> Bool {
        guard divisor != 0 else { return true }
        var quotient = value / divisor
        var rounded = Decimal()
        NSDecimalRound(&rounded, &quotient, 0, .plain)
        return rounded == quotient
    }
}
