/// Converts YAML scalars by what the spec expects at their place. Scalars arrive
/// as raw text, so `NO` is a string where a string is expected, `012` is the
/// number twelve where a number is expected (never octal), and `yes` is not a boolean.
struct ScalarReader {
    var diagnostics = Diagnostics()

    /// Text. Any scalar is taken as written; a plain empty value is an error.
    mutating func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
        guard let scalar = node.scalar else {
            diagnostics.error("expected text for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        if scalar.style == .plain && scalar.text.isEmpty {
            diagnostics.error("expected text for \(what), found nothing", at: node.location)
            return nil
        }
        return Located(scalar.text, at: node.location)
    }

    /// `true` or `false` (YAML 1.2: also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool(_ node: YAMLNode, _ what: String) -> Located<Bool>? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            diagnostics.error("expected `true` or `false` for \(what), found \(describe(node))", at: node.location)
            return nil
        }
        switch scalar.text {
        case "true", "True", "TRUE": return Located(true, at: node.location)
        case "false", "False", "FALSE": return Located(false, at: node.location)
        default:
            diagnostics.error("expected `true` or `false` for \(what), found \(describe(node))", at: node.location)
            return nil
        }
    }

    /// A whole number of at least zero, written in decimal.
    mutating func count(_ node: YAMLNode, _ what: String) -> Located<Int>? {
        guard let number = number(node, what) else { return nil }
        guard number.value.isIntegerLiteral, let value = Int(number.value.text), value >= 0 else {
            diagnostics.error("expected a whole number of at least 0 for \(what), found `\(number.value)`", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A number, kept exactly as written.
    mutating func number(_ node: YAMLNode, _ what: String) -> Located<ExactNumber>? {
        guard let scalar = node.scalar, scalar.style == .plain, let number = ExactNumber(scalar.text) else {
            if let scalar = node.scalar, scalar.style == .plain, let problem = ExactNumber.rangeProblem(scalar.text) {
                diagnostics.error("\(what) \(scalar.text) \(problem)", at: node.location)
            } else {
                diagnostics.error("expected a number for \(what), found \(describe(node))", at: node.location)
            }
            return nil
        }
        return Located(number, at: node.location)
    }

    /// One of a fixed set of words.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ what: String, as type: T.Type
    ) -> Located<T>? where T.RawValue == String {
        guard let text = string(node, what) else { return nil }
        if let value = T(rawValue: text.value) { return Located(value, at: node.location) }
        let choices = T.allCases.map(\.rawValue)
        var message = "`\(text.value)` is not a valid \(what); expected one of: \(choices.map { "`\($0)`" }.joined(separator: ", "))"
        if let suggestion = closestMatch(to: text.value, among: choices) {
            message = "`\(text.value)` is not a valid \(what); did you mean `\(suggestion)`?"
        }
        diagnostics.error(message, at: node.location)
        return nil
    }

    /// A list of text items.
    mutating func strings(_ node: YAMLNode, _ what: String) -> [Located<String>]? {
        guard let items = node.sequence else {
            diagnostics.error("expected a list for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return items.compactMap { string($0, what) }
    }

    /// The pairs of a mapping whose values are text (headers, discriminator mappings).
    mutating func namedValues(_ node: YAMLNode, _ what: String) -> [NamedValue] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for \(what), found \(node.kindDescription)", at: node.location)
            return []
        }
        return entries.compactMap { entry in
            string(entry.value, "`\(entry.key)` in \(what)").map {
                NamedValue(name: Located(entry.key, at: entry.keyLocation), value: $0)
            }
        }
    }

    private func describe(_ node: YAMLNode) -> String {
        guard let scalar = node.scalar else { return node.kindDescription }
        if scalar.style == .plain && scalar.text.isEmpty { return "nothing" }
        return scalar.style == .plain ? "`\(scalar.text)`" : "the quoted text `\(scalar.text)`"
    }
}
