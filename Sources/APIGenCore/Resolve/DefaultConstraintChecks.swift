#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checking a `default:` against the constraints of the place it stands. Generated code
/// validates requests before sending them, so a default that broke its own constraints
/// would make every request that keeps it fail before it leaves the client.
///
/// The checks count and compare as the runtime's `ValidationReport` checks do: lengths in
/// Unicode scalars, patterns matched whole by Swift's `Regex`, scalar by scalar, the runtime's light
/// e-mail check, and numbers as their type holds them (a test holds both to the same answers).
extension Resolver {
    mutating func checkDefault(_ value: DefaultValue, against constraints: Constraints, what: String, at location: SourceLocation) {
        for problem in Self.defaultProblems(value, constraints) {
            diagnostics.error("\(problem.subject) of \(what) \(problem.reason)", at: location)
        }
    }

    /// What in `value` breaks `constraints`: `subject` names the value (`default \`abc\``,
    /// `default item \`a\``), `reason` what it breaks.
    static func defaultProblems(_ value: DefaultValue, _ constraints: Constraints, item: Bool = false) -> [(subject: String, reason: String)] {
        let subject = (item ? "default item" : "default") + " `\(DefaultText.clipped(value.specText))`"
        switch value {
        case .string(let text):
            return stringProblems(text, constraints).map { (subject, $0) }
        case .number(let number, let primitive):
            return numberProblems(number, as: primitive, constraints).map { (subject, $0) }
        case .array(let items):
            var problems: [(subject: String, reason: String)] = []
            if let minimum = constraints.minItems, items.count < minimum {
                problems.append((subject, "has \(items.count) items; its `minItems` is \(minimum)"))
            }
            if let maximum = constraints.maxItems, items.count > maximum {
                problems.append((subject, "has \(items.count) items; its `maxItems` is \(maximum)"))
            }
            if constraints.uniqueItems, let repeated = repeatedItem(items) {
                problems.append((subject, "repeats `\(DefaultText.clipped(repeated.specText))`; it has `uniqueItems: true`"))
            }
            let inner = constraints.items?.value ?? Constraints()
            return problems + items.flatMap { defaultProblems($0, inner, item: true) }
        case .emptyMap:
            guard let minimum = constraints.minProperties, minimum > 0 else { return [] }
            return [(subject, "has no properties; its `minProperties` is \(minimum)")]
        case .bool, .enumCase, .checked:
            return []
        }
    }

    private static func stringProblems(_ text: String, _ constraints: Constraints) -> [String] {
        var problems: [String] = []
        let length = text.unicodeScalars.count
        let noun = length == 1 ? "character" : "characters"
        if let minimum = constraints.minLength, length < minimum {
            problems.append("is \(length) \(noun) long; its `minLength` is \(minimum)")
        }
        if let maximum = constraints.maxLength, length > maximum {
            problems.append("is \(length) \(noun) long; its `maxLength` is \(maximum)")
        }
        for pattern in constraints.patterns where DefaultText.matchesWhole(text, pattern: pattern) == false {
            problems.append("does not match its `pattern` `\(pattern)`")
        }
        if constraints.email && !DefaultText.isEmailAddress(text) {
            problems.append("is not an e-mail address (`format: email`)")
        }
        return problems
    }

    /// Bounds and `multipleOf` compared as generated code compares them: exactly for integers
    /// and decimals; in the type's own arithmetic for `double` and `float`, where the default
    /// and the bound are rounded to the type first (so `0.1000000000000000001` is not more than
    /// a `maximum` of `0.1`), and `multipleOf` is checked on their shortest decimal texts.
    private static func numberProblems(_ number: ExactNumber, as primitive: Primitive, _ constraints: Constraints) -> [String] {
        switch primitive {
        case .double: return floatingProblems(number, Double.self, constraints)
        case .float: return floatingProblems(number, Float.self, constraints)
        default: return boundProblems(number.decimal, constraints) { $0.decimal }
            + multipleProblems(number.decimal, constraints) { $0.decimal }
        }
    }

    private static func floatingProblems<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ number: ExactNumber, _: T.Type, _ constraints: Constraints
    ) -> [String] {
        // `rangeProblem` has checked that the default and every bound are finite in `T`.
        guard let value = T(number.text) else { return [] }
        // The runtime checks `multipleOf` on the shortest decimal texts of the rounded values.
        func shortest(_ literal: ExactNumber) -> Decimal? { T(literal.text).flatMap { Decimal(string: $0.description) } }
        let multiple = shortest(number).map { multipleProblems($0, constraints, shortest) } ?? []
        return boundProblems(value, constraints) { T($0.text) } + multiple
    }

    private static func boundProblems<T: Comparable>(_ value: T, _ constraints: Constraints, _ convert: (ExactNumber) -> T?) -> [String] {
        var problems: [String] = []
        if let minimum = constraints.minimum, let bound = convert(minimum.value), minimum.exclusive ? value <= bound : value < bound {
            problems.append("is \(minimum.exclusive ? "not more than" : "less than") its `minimum` \(minimum.value)"
                            + (minimum.exclusive ? " (exclusive)" : ""))
        }
        if let maximum = constraints.maximum, let bound = convert(maximum.value), maximum.exclusive ? value >= bound : value > bound {
            problems.append("is \(maximum.exclusive ? "not less than" : "more than") its `maximum` \(maximum.value)"
                            + (maximum.exclusive ? " (exclusive)" : ""))
        }
        return problems
    }

    private static func multipleProblems(_ value: Decimal, _ constraints: Constraints, _ convert: (ExactNumber) -> Decimal?) -> [String] {
        constraints.multiplesOf.compactMap { step in
            guard let divisor = convert(step), !DefaultText.isMultiple(value, of: divisor) else { return nil }
            return "is not a multiple of its `multipleOf` \(step)"
        }
    }

    /// The first item equal to an earlier one, as the runtime's `uniqueItems` check compares
    /// them: numbers by their value in their type, date-times by their instant, UUIDs and URLs
    /// as Foundation compares them, and strings code point for code point.
    private static func repeatedItem(_ items: [DefaultValue]) -> DefaultValue? {
        var seen = Set<AnyHashable>()
        return items.first { !seen.insert($0.runtimeIdentity).inserted }
    }
}

extension DefaultValue {
    /// What tells this value apart from others of its type at run time.
    fileprivate var runtimeIdentity: AnyHashable {
        switch self {
        case .string(let text): AnyHashable(Array(text.utf8))
        case .number(let number, .double): AnyHashable(Double(number.text))
        case .number(let number, .float): AnyHashable(Float(number.text))
        case .number(let number, _): AnyHashable(number.decimal)
        case .checked(.dateTime, let text): AnyHashable(DefaultText.dateTime(text))
        case .checked(.uuid, let text): AnyHashable(UUID(uuidString: text))
        case .checked(.url, let text): AnyHashable(URL(string: text))
        default: AnyHashable(self)
        }
    }

    /// The value as the spec wrote it, for messages.
    var specText: String {
        switch self {
        case .string(let text): text
        case .number(let number, _): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .enumCase(_, let raw): raw
        case .checked(_, let text): text
        case .array(let items): "[" + items.map(\.specText).joined(separator: ", ") + "]"
        case .emptyMap: "{}"
        }
    }
}

/// The runtime's validation checks that defaults are held to, as apigen runs them
/// (apigen does not link APIRuntime; `CheckedDefaultsTests` holds both to the same answers).
extension DefaultText {
    /// `ValidationPattern.matchesWhole`: `nil` when the pattern does not compile. Through
    /// `LinearPattern`, the same source as the runtime's, when it reads the pattern.
    static func matchesWhole(_ text: String, pattern: String) -> Bool? {
        guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else { return nil }
        if let linear = LinearPattern(pattern) { return linear.matchesWhole(text) }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    /// `ValidationReport.checkEmail`: one `@`, something before it, a dotted domain, no spaces.
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !text.contains(where: \.isWhitespace)
    }

    /// `ExactDecimal.isMultiple`, which rounds the quotient to a whole number and compares.
    /// FoundationEssentials has no `NSDecimalRound`; a whole quotient is one whose exact
    /// text has no fraction. A quotient beyond `Decimal`'s range is NaN, which rounding
    /// leaves equal to itself, and whose text (`NaN`) has no fraction either.
    static func isMultiple(_ value: Decimal, of divisor: Decimal) -> Bool {
        guard divisor != 0 else { return true }
        return !(value / divisor).description.contains(".")
    }

    /// `text` cut to 60 characters, so a long default does not swamp its message.
    static func clipped(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(57) + "..."
    }
}
