/// A union beside an object's own properties or `allOf` (`{ properties: { name: … }, oneOf:
/// [Cat, Bird] }`; openapi-core's `PetCreate`, `allOf` of two parts beside `oneOf: [Cat,
/// Bird]`). A value has those properties and is one of the variants, so the schema is read as
/// `allOf` of them all with the union as one member, which the import distributes into one
/// model per variant. Before, the union took the schema and its properties were dropped, or an
/// `allOf` took it and the union was.
///
/// A union whose variants only say which properties go together (`oneOf: [{ required: [a] },
/// { required: [b] }]`) constrains the object rather than choosing its shape: the object is
/// imported without it, with a warning.
extension OpenAPITranslator {
    /// Keys of a union's variant that constrain an object without giving it a shape.
    private static let constraintKeys: Set<String> = [
        "required", "not", "minProperties", "maxProperties", "dependentRequired", "description", "title", "$comment",
    ]

    /// The key of the union beside an object's properties or `allOf` in `entries`, if one is.
    private static func unionBesideObject(_ entries: [YAMLMappingEntry]) -> YAMLMappingEntry? {
        guard entries.contains(where: { $0.key == "allOf" || $0.key == "properties" && $0.value.mapping?.isEmpty == false }) else {
            return nil
        }
        return entries.first { $0.key == "oneOf" || $0.key == "anyOf" }
    }

    /// Whether every variant only constrains the object (`{ required: [a] }`), saying nothing of its
    /// shape; `type: object` says nothing more of an object (GitHub's gist files: `anyOf: [{ required:
    /// [content] }, { required: [filename] }, { type: object, maxProperties: 0 }]`).
    private static func onlyConstrains(_ union: YAMLNode) -> Bool {
        guard let variants = union.sequence, !variants.isEmpty else { return false }
        return variants.allSatisfy { variant in
            variant.mapping.map { entries in
                entries.allSatisfy { entry in
                    constraintKeys.contains(entry.key) || entry.key.hasPrefix("x-") || entry.key == "type" && entry.value.scalar?.text == "object"
                }
            } ?? false
        }
    }

    /// Whether `entries` hold a union beside their properties or `allOf` that chooses among
    /// shapes (not one that only constrains the object).
    static func hasUnionBesideObject(_ entries: [YAMLMappingEntry]) -> Bool {
        unionBesideObject(entries).map { !onlyConstrains($0.value) } ?? false
    }

    /// Whether `entries` hold a union beside their properties or `allOf` that only says which
    /// of the properties go together.
    static func hasConstraintUnion(_ entries: [YAMLMappingEntry]) -> Bool {
        unionBesideObject(entries).map { onlyConstrains($0.value) } ?? false
    }

    /// The schema `map` with the union beside its properties or `allOf` made a member of its
    /// `allOf`, with the discriminator; or without a union that only constrains it, with a
    /// warning. `nil` when it has neither.
    mutating func unionBesideObjectAsAllOf(_ map: OpenAPIMapping) -> OpenAPIMapping? {
        guard let union = Self.unionBesideObject(map.entries) else { return nil }
        if Self.onlyConstrains(union.value) {
            document.diagnostics.warning(
                "`\(union.key)` of variants that only say which properties go together is not imported: the spec cannot say it; "
                    + "the object is imported without it, and the server checks it",
                at: union.keyLocation)
            return OpenAPIMapping(node: map.node, entries: map.entries.filter { $0.key != union.key })
        }
        if variantsCover(map.entries, union.value) {
            return OpenAPIMapping(node: map.node, entries: map.entries.filter { $0.key != "properties" && $0.key != "required" })
        }
        var entries = map.entries.filter { !["oneOf", "anyOf", "discriminator", "allOf"].contains($0.key) }
        let members = (map["allOf"]?.sequence ?? []) + Self.unionMembers(of: map.entries, union)
        entries.append(YAMLMappingEntry(key: "allOf", keyLocation: union.keyLocation, value: YAMLNode(.sequence(members), at: union.keyLocation)))
        return OpenAPIMapping(node: map.node, entries: entries)
    }

    /// What a schema with a union beside its properties or `allOf` requires, as members of an
    /// `allOf` that refers to it: its `allOf`'s members, its properties, and the union. `nil`
    /// for any other schema.
    func membersOfUnionBesideObject(_ node: YAMLNode) -> [YAMLNode]? {
        guard let entries = node.mapping, let union = Self.unionBesideObject(entries), !Self.onlyConstrains(union.value) else { return nil }
        if variantsCover(entries, union.value) { return [Self.unionMember(of: entries, union)] }
        var members = entries.first { $0.key == "allOf" }?.value.sequence ?? []
        let object = entries.filter { $0.key == "properties" || $0.key == "required" }
        if !object.isEmpty { members.append(YAMLNode(.mapping(object), at: node.location)) }
        return members + Self.unionMembers(of: entries, union)
    }

    /// Whether each variant declares every property beside the union as the object does
    /// (its documentation aside) and requires what the object requires: the union then says
    /// it all (Jira's `CustomContextVariable`, whose `@type` each variant declares), and is
    /// imported as it is written.
    private func variantsCover(_ entries: [YAMLMappingEntry], _ union: YAMLNode) -> Bool {
        guard !entries.contains(where: { $0.key == "allOf" }),
              let properties = entries.first(where: { $0.key == "properties" })?.value.mapping,
              let variants = union.sequence else { return false }
        func names(_ entries: [YAMLMappingEntry]) -> Set<String> {
            Set(entries.first { $0.key == "required" }?.value.sequence?.compactMap { $0.scalar?.text } ?? [])
        }
        func shape(_ node: YAMLNode) -> YAMLNode {
            guard let entries = node.mapping else { return node }
            return YAMLNode(.mapping(entries.filter { !Self.annotationKeys.contains($0.key) }), at: node.location)
        }
        let required = names(entries)
        return variants.allSatisfy { variant in
            guard let variantEntries = document.quietlyResolved(variant)?.mapping else { return false }
            let declared = variantEntries.first { $0.key == "properties" }?.value.mapping ?? []
            return required.isSubset(of: names(variantEntries)) && properties.allSatisfy { property in
                declared.contains { $0.key == property.key && Self.sameContent(shape($0.value), shape(property.value)) }
            }
        }
    }

    /// The union as a schema of its own, with the discriminator written beside it.
    private static func unionMember(of entries: [YAMLMappingEntry], _ union: YAMLMappingEntry) -> YAMLNode {
        YAMLNode(.mapping([union] + entries.filter { $0.key == "discriminator" }), at: union.value.location)
    }

    /// The union as a member, and a second one beside it (`oneOf` and `anyOf` both) as another,
    /// which `allOf` reports: it would take a model for each pair of variants.
    private static func unionMembers(of entries: [YAMLMappingEntry], _ union: YAMLMappingEntry) -> [YAMLNode] {
        [unionMember(of: entries, union)] + entries.filter { ($0.key == "oneOf" || $0.key == "anyOf") && $0.key != union.key }
            .map { YAMLNode(.mapping([$0]), at: $0.value.location) }
    }
}
