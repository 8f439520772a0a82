/// JSON Schema tuples (`prefixItems`; before 2020-12, `items` as a list with `additionalItems`),
/// which the spec cannot say: a tuple becomes an array whose items share one schema.
extension OpenAPITranslator {
    /// The items' schema of a tuple, and the most items it may hold when that is fewer than its
    /// `maxItems` says (or it says nothing): with `items: false`, the number of positions.
    ///
    /// Positions of one type are that type, with their constraints where every position has the
    /// same ones (Pydantic's `tuple[float, float]` is `double[]` of 2); positions of different
    /// types are a union of them, with a warning, since which position holds which is not checked.
    mutating func tuple(_ node: YAMLNode, rest: YAMLNode?, limit: YAMLNode?, _ what: String) -> (items: ImportedSchema, limit: Int?) {
        guard let positions = node.sequence, !positions.isEmpty else {
            document.diagnostics.error("expected a list of schemas for a tuple", at: node.location)
            return (ImportedSchema(type: "any"), nil)
        }
        var members: [YAMLNode] = []
        var schemas: [ImportedSchema] = []
        for (index, position) in positions.enumerated() {
            members.append(position)
            schemas.append(schema(position, "item \(index + 1) of \(what)"))
        }
        let closed = rest?.scalar?.text == "false"
        if let rest, !closed {
            members.append(rest)
            schemas.append(schema(rest, "the items after the tuple of \(what)"))
        }
        let written = limit?.scalar.flatMap { Int($0.text) }
        let items = tupleElement(schemas, written: members, at: node.location, what)
        if rest == nil, written.map({ $0 > positions.count }) ?? true, let type = items.type, type != "any" {
            document.diagnostics.warning(
                "items past this tuple's \(positions.count) position\(positions.count == 1 ? "" : "s") are imported as `\(type)`, "
                    + "where the document lets them be any value: "
                    + "the spec has no tuple; write `items: false` or `maxItems` to end it",
                at: node.location)
        }
        guard closed, written.map({ $0 > positions.count }) ?? true else { return (items, nil) }
        return (items, positions.count)
    }

    /// The one schema of a tuple's items: the positions' type where they agree, or a union.
    private mutating func tupleElement(_ schemas: [ImportedSchema], written members: [YAMLNode], at location: SourceLocation,
                                       _ what: String) -> ImportedSchema {
        let nullable = schemas.contains(where: \.nullable)
        // A position that takes any value leaves nothing for the others' types to narrow.
        if schemas.contains(where: { $0.type == "any" }) { return ImportedSchema(type: "any", nullable: nullable) }
        if let type = schemas[0].type, schemas.allSatisfy({ $0.type == type }) {
            var items = ImportedSchema(type: type, nullable: nullable)
            let constraints = schemas.map { $0.keys.filter { SchemaPlace.constraintKeys.contains($0.key) } }
            let shared = constraints.dropFirst().allSatisfy { SpecValue.map($0) == SpecValue.map(constraints[0]) }
            if shared {
                items.keys = constraints[0]
            } else {
                document.diagnostics.warning(
                    "the constraints of the positions of this tuple of \(what) are not imported: they differ, and the spec has no tuple, "
                        + "so its items share one schema",
                    at: location)
            }
            return items
        }
        var variants: [String] = []
        var unionNullable = false
        for (variant, member) in zip(schemas, members) {
            addVariant(variant, written: member, to: &variants, nullable: &unionNullable)
        }
        if variants.count == 1 { return ImportedSchema(type: variants[0], nullable: unionNullable) }
        guard !variants.isEmpty else { return ImportedSchema(type: "any", nullable: unionNullable) }
        document.diagnostics.warning(
            "this tuple of \(what) is imported as an array whose items may each be any of "
                + variants.map { "`\($0)`" }.joined(separator: ", ")
                + ": the spec has no tuple, so which position holds which is not checked",
            at: location)
        return ImportedSchema(keys: [("oneOf", .list(variants.map(SpecValue.text)))], nullable: unionNullable)
    }
}
