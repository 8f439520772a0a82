/// `allOf` with a union among its members (`allOf: [{ $ref: User }, { properties: { userId: … } }]`
/// where `User` is `oneOf: [AdminUser, RegularUser]`): a value is one of the union's variants
/// and has what the other members ask too. The spec includes objects only, so the schema is
/// a union of models, one per variant, each including its variant and the other members'
/// properties: `(A | B) & C` is `(A & C) | (B & C)`.
extension OpenAPITranslator {
    /// A union among the members of an `allOf`.
    struct UnionMember {
        /// Its place among the members.
        var index: Int
        /// The union's schema, where its reference leads.
        var node: YAMLNode
        /// Whether the component being imported is one of its variants (`Pet: { oneOf: [Cat, Dog] }`
        /// with `Cat: { allOf: [{ $ref: Pet }, …] }`): each value of the component is then a value
        /// of the union already, which asks nothing more.
        var isSupertype: Bool
        /// The places of any other unions among the members, each reported.
        var others: [Int] = []

        /// The members without this union and the others.
        func rest(of members: [YAMLNode]) -> [YAMLNode] {
            members.indices.filter { $0 != index && !others.contains($0) }.map { members[$0] }
        }
    }

    /// The union among the members of the `allOf` of `map`, if one is: a schema with `oneOf` or
    /// `anyOf` and no properties of its own, written in place or referred to. A second one is
    /// an error: it would take a model for each pair of variants.
    mutating func unionAmong(_ members: [YAMLNode], of map: OpenAPIMapping) -> UnionMember? {
        var found: UnionMember?
        for (index, member) in members.enumerated() {
            guard let node = document.quietlyResolved(member), let entries = node.mapping,
                  entries.contains(where: { $0.key == "oneOf" || $0.key == "anyOf" }),
                  !entries.contains(where: { $0.key == "properties" || $0.key == "allOf" }) else { continue }
            guard found == nil else {
                found?.others.append(index)
                document.diagnostics.error(
                    "a second union in one `allOf` has no spec equivalent: it would take a model for each pair of their variants",
                    at: member.location)
                continue
            }
            let isSupertype = map.node.location == componentSchema
                && unionMembers(OpenAPIMapping(node: node, entries: entries)).members.contains { variant in
                    document.quietlyResolved(variant)?.location == componentSchema
                }
            found = UnionMember(index: index, node: node, isSupertype: isSupertype)
        }
        return found
    }

    /// The members of a union, with its discriminator property and `mapping`. A tagged union
    /// takes the members of each union among its members (`oneOf: [Cat, DogOrBird]` is `Cat`,
    /// `Dog` and `Bird`), and their mappings; the tags its own mapping gives such a union are
    /// dropped, as the union's own mapping names its variants.
    mutating func unionMembers(_ map: OpenAPIMapping) -> (members: [YAMLNode], property: String?, mapping: [YAMLMappingEntry]) {
        var members = (map["oneOf"] ?? map["anyOf"])?.sequence ?? []
        let discriminator = map["discriminator"].flatMap { document.mapping($0, "`discriminator`") }
        let property = discriminator?["propertyName"].flatMap { document.text($0, "`propertyName`") }
        if let discriminator { warnDefaultMapping(discriminator) }
        var mapping = discriminator?["mapping"]?.mapping ?? []
        if let property {
            let tagged = taggedMembers(members, property: property)
            members = tagged.members
            mapping.removeAll { tagged.spliced.contains(Self.componentName($0.value.scalar?.text ?? "")) }
            mapping += tagged.mapping.filter { entry in !mapping.contains { $0.key == entry.key } }
        }
        return (members, property, mapping)
    }

    /// OpenAPI 3.2's `defaultMapping` names the variant of a value without a tag, or with one
    /// the mapping does not list; a tagged union in the spec has no such variant.
    mutating func warnDefaultMapping(_ discriminator: OpenAPIMapping) {
        guard discriminator["defaultMapping"] != nil else { return }
        document.diagnostics.warning("`defaultMapping` is not imported: a value whose tag the union does not know fails to decode",
                                     at: discriminator.location(of: "defaultMapping"))
    }

    /// An object written in place, which a model can hold the properties of.
    private static func isInlineObject(_ entries: [YAMLMappingEntry]) -> Bool {
        !entries.contains { ["$ref", "allOf", "oneOf", "anyOf", "enum", "const", "items"].contains($0.key) }
            && entries.contains { $0.key == "properties" || $0.key == "type" && $0.value.scalar?.text == "object" }
    }

    /// The union of models, one per variant of `union`, each including the variant (or, for an
    /// object written in place, holding its properties) and what the other members bring,
    /// tagged as the union tags its variants.
    mutating func distributed(_ members: [YAMLNode], union: UnionMember, _ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        let others = union.rest(of: members)
        // A union with nothing beside it but documentation is that union.
        if others.isEmpty && map["properties"] == nil && map["required"] == nil { return schema(members[union.index], what) }
        let (variants, property, mapping) = unionMembers(OpenAPIMapping(node: union.node, entries: union.node.mapping ?? []))
        var parts = objectParts(others, map, what)
        var names: [String] = []
        var tags: [(key: String, value: SpecValue)] = []
        var nullable = false
        var seen: Set<String> = []
        for (number, variant) in variants.enumerated() {
            let entries = variant.mapping ?? []
            if entries.contains(where: { $0.key == "type" && $0.value.scalar?.text == "null" }) {
                nullable = true
                continue
            }
            if Self.isInlineObject(entries) {
                // Its properties join the other members' in the variant's model.
                var variantParts = objectParts([variant] + others, map, what)
                variantParts.imported = parts.imported
                let schema = objectSchema(&variantParts, what)
                parts.imported = variantParts.imported
                let title = entries.first(where: { $0.key == "title" })?.value.scalar?.text
                let name = newModelName(title.map { naming.typeName($0) } ?? nameContext + "Variant" + String(number + 1))
                liftedModels.append((name, schema.value(), variant.location))
                names.append(name)
                if let property { tags.append((tagFromProperty(in: variant, property: property) ?? name, .text(name))) }
                continue
            }
            guard let written = entries.first(where: { $0.key == "$ref" })?.value.scalar?.text,
                  written.hasPrefix("#/components/schemas/"), let model = modelNames[Self.componentName(written)],
                  let pointee = document.schemaComponent(Self.componentName(written)) else {
                document.diagnostics.error(
                    "this variant of a union in an `allOf` is neither an object nor a reference to a schema component: the spec makes "
                        + "a model for each variant, which includes it and the other members' properties",
                    at: variant.location)
                continue
            }
            guard seen.insert(model).inserted else { continue }
            let (_, included, node) = aliasedObject(written, model, pointee)
            guard isObject(node) else {
                document.diagnostics.error(
                    "`\(written)`, a variant of a union in an `allOf`, is not an object: the spec makes a model for each variant, "
                        + "which includes it and the other members' properties",
                    at: variant.location)
                continue
            }
            let name = newModelName(nameContext + model)
            // An object without properties adds none (the spec reads it as a map, which a model cannot include).
            let schema = objectSchema(&parts, including: Self.hasProperties(node) ? (included, node) : nil, what)
            liftedModels.append((name, schema.value(), variant.location))
            names.append(name)
            guard let property else { continue }
            let mapped = mapping.filter { Self.componentName($0.value.scalar?.text ?? "") == Self.componentName(written) }.map(\.key)
            for tag in mapped.isEmpty ? [tagFromProperty(of: model, property: property) ?? model] : mapped {
                tags.append((tag, .text(name)))
            }
        }
        guard !names.isEmpty else { return ImportedSchema(type: "any", nullable: nullable) }
        document.diagnostics.warning(
            "this union combined with objects (through `allOf`, or as properties beside it) is imported as a union of one model "
                + "per variant (" + names.map { "`\($0)`" }.joined(separator: ", ") + "), each with the variant's properties and the "
                + "objects'",
            at: members[union.index].location)
        var result = ImportedSchema(keys: [("oneOf", .list(names.map(SpecValue.text)))], nullable: nullable)
        if let property {
            result.append("discriminator", .text(property))
            result.append("mapping", .map(tags))
        }
        return result
    }
}
