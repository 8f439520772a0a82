import Foundation

/// The checks generated `validate(into:at:)` functions call, one per kind of
/// constraint. Each adds a violation with the value's path when the value breaks
/// the constraint, and does nothing for `nil` (absence is checked by decoding).
///
/// String lengths count Unicode scalars (code points), as JSON Schema does:
/// "é" written as one code point is 1, "👍🏽" is 2.
extension ValidationReport {
    /// `minLength`, `maxLength`.
    public mutating func check(_ value: String?, at path: ValidationPath, minLength: Int? = nil, maxLength: Int? = nil) {
        guard let value else { return }
        let length = value.unicodeScalars.count
        if let minLength, length < minLength {
            add(path, "minLength", "is \(length) characters long; the least is \(minLength)")
        }
        if let maxLength, length > maxLength {
            add(path, "maxLength", "is \(length) characters long; the most is \(maxLength)")
        }
    }

    /// `pattern`: the whole value must match.
    public mutating func check(_ value: String?, at path: ValidationPath, pattern: ValidationPattern) {
        guard let value else { return }
        switch pattern.matchesWhole(value) {
        case true?: return
        case false?: add(path, "pattern", "does not match `\(pattern.pattern)`")
        case nil: add(path, "pattern", "cannot be checked: `\(pattern.pattern)` is not a valid regular expression")
        }
    }

    /// `format: email`: a light check (one `@`, something before it, a dotted domain, no spaces).
    public mutating func checkEmail(_ value: String?, at path: ValidationPath) {
        guard let value else { return }
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        let valid = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !value.contains(where: \.isWhitespace)
        if !valid { add(path, "format", "is not an email address") }
    }

    /// `minimum`, `maximum` (and exclusive forms), `multipleOf` on integers: exact.
    /// With `redactingValue` (a value the spec marks `secret`), messages say `<redacted>`
    /// where they would quote the value.
    public mutating func check<T: BinaryInteger & Sendable>(
        _ value: T?, at path: ValidationPath, minimum: T? = nil, exclusiveMinimum: Bool = false,
        maximum: T? = nil, exclusiveMaximum: Bool = false, multipleOf: T? = nil, redactingValue: Bool = false
    ) {
        guard let value else { return }
        checkBounds(value, redactingValue, at: path, minimum, exclusiveMinimum, maximum, exclusiveMaximum)
        if let multipleOf, multipleOf != 0, value % multipleOf != 0 {
            add(path, "multipleOf", "is \(shown(value, redacting: redactingValue)), not a multiple of \(multipleOf)")
        }
    }

    /// `minimum`, `maximum` (and exclusive forms), `multipleOf` on `Double`/`Float`.
    /// `multipleOf` is checked in decimal, so 0.3 is a multiple of 0.1. `redactingValue` as above.
    public mutating func check<T: BinaryFloatingPoint & LosslessStringConvertible & Sendable>(
        _ value: T?, at path: ValidationPath, minimum: T? = nil, exclusiveMinimum: Bool = false,
        maximum: T? = nil, exclusiveMaximum: Bool = false, multipleOf: T? = nil, redactingValue: Bool = false
    ) {
        guard let value else { return }
        guard value.isFinite else {
            add(path, "type", "is not a finite number")
            return
        }
        checkBounds(value, redactingValue, at: path, minimum, exclusiveMinimum, maximum, exclusiveMaximum)
        if let multipleOf, let decimalValue = Decimal(string: value.description),
           let decimalStep = Decimal(string: multipleOf.description),
           !ExactDecimal.isMultiple(decimalValue, of: decimalStep) {
            add(path, "multipleOf", "is \(shown(value, redacting: redactingValue)), not a multiple of \(multipleOf)")
        }
    }

    /// `minimum`, `maximum` (and exclusive forms), `multipleOf` on `Decimal`: exact.
    /// `redactingValue` as above.
    public mutating func check(
        _ value: Decimal?, at path: ValidationPath, minimum: Decimal? = nil, exclusiveMinimum: Bool = false,
        maximum: Decimal? = nil, exclusiveMaximum: Bool = false, multipleOf: Decimal? = nil, redactingValue: Bool = false
    ) {
        guard let value else { return }
        checkBounds(value, redactingValue, at: path, minimum, exclusiveMinimum, maximum, exclusiveMaximum)
        if let multipleOf, !ExactDecimal.isMultiple(value, of: multipleOf) {
            add(path, "multipleOf", "is \(shown(value, redacting: redactingValue)), not a multiple of \(multipleOf)")
        }
    }

    /// How a message quotes a value: as it is, or `<redacted>` for a secret. Called only for a
    /// violation, so that a value that passes is never turned into text.
    private func shown(_ value: some Any, redacting: Bool) -> String {
        redacting || redactsValues ? LoggingMiddleware.redacted : "\(value)"
    }

    private mutating func checkBounds<T: Comparable>(
        _ value: T, _ redacting: Bool, at path: ValidationPath, _ minimum: T?, _ exclusiveMinimum: Bool, _ maximum: T?, _ exclusiveMaximum: Bool
    ) {
        if let minimum, exclusiveMinimum ? value <= minimum : value < minimum {
            add(path, exclusiveMinimum ? "exclusiveMinimum" : "minimum",
                "is \(shown(value, redacting: redacting)); it must be \(exclusiveMinimum ? "more than" : "at least") \(minimum)")
        }
        if let maximum, exclusiveMaximum ? value >= maximum : value > maximum {
            add(path, exclusiveMaximum ? "exclusiveMaximum" : "maximum",
                "is \(shown(value, redacting: redacting)); it must be \(exclusiveMaximum ? "less than" : "at most") \(maximum)")
        }
    }

    /// `minItems`, `maxItems`, `uniqueItems` on an array.
    public mutating func check<Element: Hashable>(
        _ value: [Element]?, at path: ValidationPath, minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false
    ) {
        checkItems(value, at: path, minItems: minItems, maxItems: maxItems, uniqueItems: uniqueItems) { $0 }
    }

    /// `minItems`, `maxItems`, `uniqueItems` on an array of strings. Items compare code point
    /// for code point, as JSON Schema compares strings (and as lengths are counted): "é" written
    /// as one code point and as "e" with a combining accent are two items, though Swift's `==`
    /// calls them equal.
    public mutating func check(
        _ value: [String]?, at path: ValidationPath, minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false
    ) {
        // UTF-8 bytes are equal exactly when the code points are.
        checkItems(value, at: path, minItems: minItems, maxItems: maxItems, uniqueItems: uniqueItems) { Array($0.utf8) }
    }

    /// The item counts, and repeats among items with equal `identity`.
    private mutating func checkItems<Element, Identity: Hashable>(
        _ value: [Element]?, at path: ValidationPath, minItems: Int?, maxItems: Int?, uniqueItems: Bool,
        identity: (Element) -> Identity
    ) {
        guard let value else { return }
        checkCount(value.count, at: path, minimum: minItems, maximum: maxItems, noun: "items")
        if uniqueItems {
            var seen = Set<Identity>()
            for (index, element) in value.enumerated() where !seen.insert(identity(element)).inserted {
                add(path[index], "uniqueItems", "repeats an earlier item")
            }
        }
    }

    /// `minProperties`, `maxProperties` on a map.
    public mutating func check<Value>(_ value: [String: Value]?, at path: ValidationPath, minProperties: Int? = nil, maxProperties: Int? = nil) {
        guard let value else { return }
        checkCount(value.count, at: path, minimum: minProperties, maximum: maxProperties, noun: "properties")
    }

    private mutating func checkCount(_ count: Int, at path: ValidationPath, minimum: Int?, maximum: Int?, noun: String) {
        if let minimum, count < minimum {
            add(path, noun == "items" ? "minItems" : "minProperties", "has \(count) \(noun); the least is \(minimum)")
        }
        if let maximum, count > maximum {
            add(path, noun == "items" ? "maxItems" : "maxProperties", "has \(count) \(noun); the most is \(maximum)")
        }
    }

    /// `strict: true` on an open enum: a value outside the spec's list is a violation.
    /// With `redactingValue` (a secret), the message leaves the value out.
    public mutating func checkKnown<Value: RawRepresentable>(
        _ value: Value?, at path: ValidationPath, allowed: [Value.RawValue], redactingValue: Bool = false
    ) where Value.RawValue: Equatable {
        guard let raw = value?.rawValue, !allowed.contains(raw) else { return }
        let known = allowed.map { "`\($0)`" }.joined(separator: ", ")
        let shown = redactingValue || redactsValues ? LoggingMiddleware.redacted : "`\(String(describing: raw).loggable(limit: 100))`"
        add(path, "enum", "is \(shown), not one of \(known)")
    }

    /// Validates a nested value, when present. With `redactingValues` (a value the spec marks
    /// `secret`), no message about anything inside it quotes a value, whatever its own type marks.
    public mutating func validate(_ value: (some Validatable)?, at path: ValidationPath, redactingValues: Bool = false) {
        redacting(redactingValues) { report in value?.validate(into: &report, at: path) }
    }

    /// Validates every element of an array, each at its index. `redactingValues` as above.
    public mutating func validate<Element: Validatable>(_ values: [Element]?, at path: ValidationPath, redactingValues: Bool = false) {
        redacting(redactingValues) { report in
            for (index, element) in (values ?? []).enumerated() { element.validate(into: &report, at: path[index]) }
        }
    }

    /// Validates every value of a map, each at its key. `redactingValues` as above.
    public mutating func validate<Value: Validatable>(_ values: [String: Value]?, at path: ValidationPath, redactingValues: Bool = false) {
        redacting(redactingValues) { report in
            for key in (values ?? [:]).keys.sorted() { values?[key]?.validate(into: &report, at: path[key]) }
        }
    }

    /// Runs `body` with values left out of messages when `on` (or already), then as before.
    private mutating func redacting(_ on: Bool, _ body: (inout ValidationReport) -> Void) {
        let outer = redactsValues
        redactsValues = outer || on
        body(&self)
        redactsValues = outer
    }
}
