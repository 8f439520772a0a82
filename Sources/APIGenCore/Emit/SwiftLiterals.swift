/// Literals for numbers and defaults, spelled for the type that receives them.
struct SwiftLiterals {
    let table: TypeTable
    let names: TypeNames

    /// A number literal of the given primitive type. Decimal fractions go through
    /// `Decimal(exactly:)`, because a `Double` literal would round them.
    func number(_ number: ExactNumber, as primitive: Primitive) -> String {
        if primitive == .decimal && !number.isIntegerLiteral {
            return "\(names.view.decimal)(exactly: \(SwiftText.stringLiteral(number.text)))"
        }
        return number.text
    }

    /// The primitive under aliases and optionality, if there is one.
    func primitive(of type: TypeRef) -> Primitive? {
        if case .primitive(let primitive) = table.kind(type) { return primitive }
        return nil
    }

    /// A default value as a Swift expression.
    func defaultValue(_ value: DefaultValue, for type: TypeRef) -> String {
        switch value {
        case .string(let text): return SwiftText.stringLiteral(text)
        case .number(let literal): return number(literal, as: primitive(of: type) ?? .double)
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let swiftName): return "." + SwiftText.identifier(swiftName)
        case .checked(let primitive, let text):
            return "\(names.swift(.primitive(primitive)))(checked: \(SwiftText.stringLiteral(text)))"
        case .array(let items):
            guard case .array(let element) = table.kind(type) else { return "[]" }
            return "[" + items.map { defaultValue($0, for: element) }.joined(separator: ", ") + "]"
        case .emptyMap: return "[:]"
        }
    }
}
