/// Builds the statements of generated `validate(into:at:)` functions: one
/// `report.check(...)` per kind of constraint, loops for array items and map
/// values, and `report.validate(...)` for nested models.
struct ValidationCode {
    let table: TypeTable
    let literals: SwiftLiterals
    /// Patterns used so far in the enclosing type: static property name and literal.
    private(set) var patterns: [(name: String, literal: String)] = []

    init(table: TypeTable, literals: SwiftLiterals) {
        self.table = table
        self.literals = literals
    }

    /// Statements that check `expression` (of `type`, which may be optional) at `path`.
    /// `hint` names pattern properties (`namePattern`). A member is passed as
    /// `self.name`, so that a property named `report` or `path` is not read as the
    /// function's parameter of that name. `secret` keeps the value out of messages.
    mutating func statements(
        _ expression: String, type: TypeRef, constraints: Constraints, path: String, hint: String, secret: Bool = false, depth: Int = 0
    ) -> [String] {
        var lines: [String] = []
        let optional = type.isOptional
        switch table.kind(type) {
        case .primitive(.string):
            var arguments: [String] = []
            if let minimum = constraints.minLength { arguments.append("minLength: \(minimum)") }
            if let maximum = constraints.maxLength { arguments.append("maxLength: \(maximum)") }
            if !arguments.isEmpty { lines.append(check(expression, path, arguments)) }
            for pattern in constraints.patterns {
                lines.append("report.check(\(expression), at: \(path), pattern: Self.\(patternName(hint, pattern)))")
            }
            if constraints.email { lines.append("report.checkEmail(\(expression), at: \(path))") }
        case .primitive(let primitive) where primitive.isNumber:
            var arguments: [String] = []
            if let minimum = constraints.minimum {
                arguments.append("minimum: \(literals.number(minimum.value, as: primitive))")
                if minimum.exclusive { arguments.append("exclusiveMinimum: true") }
            }
            if let maximum = constraints.maximum {
                arguments.append("maximum: \(literals.number(maximum.value, as: primitive))")
                if maximum.exclusive { arguments.append("exclusiveMaximum: true") }
            }
            // A use site's step beside its named scalar's: both apply, each in a check of its own.
            let steps = constraints.multiplesOf.map { "multipleOf: \(literals.number($0, as: primitive))" }
            let redacting = secret ? ["redactingValue: true"] : []
            if let step = steps.first { arguments.append(step) }
            if !arguments.isEmpty { lines.append(check(expression, path, arguments + redacting)) }
            for step in steps.dropFirst() { lines.append(check(expression, path, [step] + redacting)) }
        case .primitive:
            break
        case .enumeration(let enumeration):
            if constraints.strictEnum && !enumeration.frozen {
                let allowed = enumeration.cases.map { enumeration.rawType == .int ? $0.raw : SwiftText.stringLiteral($0.raw) }
                let redacting = secret ? ", redactingValue: true" : ""
                lines.append("report.checkKnown(\(expression), at: \(path), allowed: [\(allowed.joined(separator: ", "))]\(redacting))")
            }
        case .object, .union:
            lines.append("report.validate(\(expression), at: \(path)\(Self.redacting(secret)))")
        case .array(let element):
            var arguments: [String] = []
            if let minimum = constraints.minItems { arguments.append("minItems: \(minimum)") }
            if let maximum = constraints.maxItems { arguments.append("maxItems: \(maximum)") }
            if constraints.uniqueItems { arguments.append("uniqueItems: true") }
            if !arguments.isEmpty { lines.append(check(expression, path, arguments)) }
            let index = "index\(depth)", item = "item\(depth)"
            lines += elementStatements(
                expression, path: path, element: element, constraints: constraints.items?.value ?? Constraints(),
                loop: "for (\(index), \(item)) in \(optional ? "(\(expression) ?? [])" : expression).enumerated() {",
                item: item, itemPath: "\(path)[\(index)]", hint: hint + "Item", secret: secret, depth: depth)
        case .map(let value):
            var arguments: [String] = []
            if let minimum = constraints.minProperties { arguments.append("minProperties: \(minimum)") }
            if let maximum = constraints.maxProperties { arguments.append("maxProperties: \(maximum)") }
            if !arguments.isEmpty { lines.append(check(expression, path, arguments)) }
            let key = "key\(depth)", item = "value\(depth)"
            lines += elementStatements(
                expression, path: path, element: value, constraints: constraints.values?.value ?? Constraints(),
                loop: "for (\(key), \(item)) in \(optional ? "(\(expression) ?? [:])" : expression).sorted(by: { $0.key < $1.key }) {",
                item: item, itemPath: "\(path)[\(key)]", hint: hint + "Value", secret: secret, depth: depth)
        }
        return lines
    }

    /// The checks of a collection's elements: one `report.validate` of the whole collection when
    /// they are models with nothing else to check, otherwise a loop (`loop` opens it) over them.
    private mutating func elementStatements(
        _ expression: String, path: String, element: TypeRef, constraints: Constraints,
        loop: String, item: String, itemPath: String, hint: String, secret: Bool, depth: Int
    ) -> [String] {
        if constraints.isEmpty && table.isValidatable(element) && !element.isOptional && !isContainer(element) {
            return ["report.validate(\(expression), at: \(path)\(Self.redacting(secret)))"]
        }
        let inner = statements(item, type: element, constraints: constraints, path: itemPath, hint: hint, secret: secret, depth: depth + 1)
        guard !inner.isEmpty else { return [] }
        return [loop] + inner.map { "    " + $0 } + ["}"]
    }

    /// Whether `lines`, checking `expression` at `path`, only validate the models it holds (a
    /// model, or a list or map of them): what the runtime's default `validateResponse` and
    /// `validateFailure` do already, so a request need not write its own.
    static func checksOnlyModels(_ lines: [String], of expression: String) -> Bool {
        lines == ["report.validate(\(expression), at: path)"]
    }

    /// Inside a secret model, no message may quote a value, whatever that model marks.
    private static func redacting(_ secret: Bool) -> String {
        secret ? ", redactingValues: true" : ""
    }

    private func isContainer(_ type: TypeRef) -> Bool {
        switch table.kind(type) {
        case .array, .map: return true
        default: return false
        }
    }

    private func check(_ expression: String, _ path: String, _ arguments: [String]) -> String {
        "report.check(\(expression), at: \(path), \(arguments.joined(separator: ", ")))"
    }

    private mutating func patternName(_ hint: String, _ pattern: String) -> String {
        let literal = SwiftText.stringLiteral(pattern)
        if let existing = patterns.first(where: { $0.literal == literal }) { return existing.name }
        let base = hint + "Pattern"
        var name = base
        var suffix = 2
        while patterns.contains(where: { $0.name == name }) {
            name = base + String(suffix)
            suffix += 1
        }
        patterns.append((name, literal))
        return name
    }
}
