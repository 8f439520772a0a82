import Foundation

/// Checking a `default:` against the constraints of the place it stands. Generated code
/// validates requests before sending them, so a default that broke its own constraints
/// would make every request that keeps it fail before it leaves the client.
///
/// The checks count and compare as the runtime's `ValidationReport` checks do: lengths in
/// Unicode scalars, patterns matched whole by `NSRegularExpression`, the runtime's light
/// e-mail check, and numbers exactly (a test holds both to the same answers).
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
        case .number(let number):
            return numberProblems(number.decimal, constraints).map { (subject, $0) }
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

    private static func numberProblems(_ value: Decimal, _ constraints: Constraints) -> [String] {
        var problems: [String] = []
        if let minimum = constraints.minimum, minimum.exclusive ? value <= minimum.value.decimal : value < minimum.value.decimal {
            problems.append("is \(minimum.exclusive ? "not more than" : "less than") its `minimum` \(minimum.value)"
                            + (minimum.exclusive ? " (exclusive)" : ""))
        }
        if let maximum = constraints.maximum, maximum.exclusive ? value >= maximum.value.decimal : value > maximum.value.decimal {
            problems.append("is \(maximum.exclusive ? "not less than" : "more than") its `maximum` \(maximum.value)"
                            + (maximum.exclusive ? " (exclusive)" : ""))
        }
        if let step = constraints.multipleOf, !DefaultText.isMultiple(value, of: step.decimal) {
            problems.append("is not a multiple of its `multipleOf` \(step)")
        }
        return problems
    }

    /// The first item equal to an earlier one, as Swift compares them (which is what the
    /// runtime's `uniqueItems` check does with a `Set`).
    private static func repeatedItem(_ items: [DefaultValue]) -> DefaultValue? {
        var seen = Set<DefaultValue>()
        return items.first { !seen.insert($0).inserted }
    }
}

extension DefaultValue {
    /// The value as the spec wrote it, for messages.
    var specText: String {
        switch self {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .enumCase(let swiftName): swiftName
        case .checked(_, let text): text
        case .array(let items): "[" + items.map(\.specText).joined(separator: ", ") + "]"
        case .emptyMap: "{}"
        }
    }
}

/// The runtime's validation checks that defaults are held to, as apigen runs them
/// (apigen does not link APIRuntime; `CheckedDefaultsTests` holds both to the same answers).
extension DefaultText {
    /// `ValidationPattern.matchesWhole`: `nil` when the pattern does not compile.
    static func matchesWhole(_ text: String, pattern: String) -> Bool? {
        guard let expression = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z") else { return nil }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `ValidationReport.checkEmail`: one `@`, something before it, a dotted domain, no spaces.
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !text.contains(where: \.isWhitespace)
    }

    /// `ExactDecimal.isMultiple`.
    static func isMultiple(_ value: Decimal, of divisor: Decimal) -> Bool {
        guard divisor != 0 else { return true }
        var quotient = value / divisor
        var rounded = Decimal()
        NSDecimalRound(&rounded, &quotient, 0, .plain)
        return rounded == quotient
    }

    /// `text` cut to 60 characters, so a long default does not swamp its message.
    static func clipped(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(57) + "..."
    }
}
