/// A parameter that is one value or an array of them (`anyOf: [string, { type: array, items:
/// string }]`, as Python frameworks write a repeatable query item): in `form` and `simple`
/// style, one value is sent exactly as an array of one (`codes=a`; two are `codes=a&codes=b`),
/// so the array is the parameter.
extension OpenAPITranslator {
    /// The array member of a parameter's `oneOf` or `anyOf` of a value and an array of the same
    /// type; `nil` for any other schema.
    func arrayOfOneOrMany(_ node: YAMLNode) -> YAMLNode? {
        guard let entries = document.quietlyResolved(node)?.mapping,
              let members = entries.first(where: { $0.key == "oneOf" || $0.key == "anyOf" })?.value.sequence,
              members.count == 2 else { return nil }
        let resolved = members.map { document.quietlyResolved($0) ?? $0 }
        guard let arrayIndex = resolved.firstIndex(where: { Self.typeName(of: $0) == "array" }),
              let items = resolved[arrayIndex].mapping?.first(where: { $0.key == "items" })?.value else { return nil }
        let single = members[1 - arrayIndex]
        guard Self.sameScalar(single, items) || Self.sameScalar(resolved[1 - arrayIndex], document.quietlyResolved(items) ?? items)
        else { return nil }
        return members[arrayIndex]
    }

    private static func typeName(of node: YAMLNode) -> String? {
        node.mapping?.first { $0.key == "type" }?.value.scalar?.text
    }

    /// Whether two schemas are the same reference, or scalars of the same type and format.
    private static func sameScalar(_ lhs: YAMLNode, _ rhs: YAMLNode) -> Bool {
        func reference(_ node: YAMLNode) -> String? { node.mapping?.first { $0.key == "$ref" }?.value.scalar?.text }
        func format(_ node: YAMLNode) -> String? { node.mapping?.first { $0.key == "format" }?.value.scalar?.text }
        if let left = reference(lhs), let right = reference(rhs) { return left == right }
        guard let type = typeName(of: lhs), ["string", "integer", "number", "boolean"].contains(type) else { return false }
        return typeName(of: rhs) == type && format(lhs) == format(rhs)
    }
}
