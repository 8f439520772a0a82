/// A `$ref` with keys beside it that shape what the schema takes (`$ref: Tag` with
/// `maxLength: 8`, `$ref: Status` with `enum: [active]`, `$ref: Pet` with more `properties`).
/// OpenAPI 3.1 applies both the reference and those keys. OpenAPI 3.0 says to ignore them,
/// but documents that write them mean them, as they mean the `nullable` they write there; a
/// constraint dropped without a word would let through what the document refuses.
extension OpenAPITranslator {
    /// Keys beside a `$ref` that shape the value; the rest document it, or are read elsewhere.
    private static let shapingKeys = schemaKeys.subtracting(annotationKeys).subtracting(["$ref", "$defs", "definitions"])

    /// The keys beside a reference that shape the value and say more than its target says:
    /// `type: integer` beside a reference to an integer, or the values of the target's enum in
    /// another order, change nothing, and the reference keeps its name.
    private func shapingSiblings(_ entries: [YAMLMappingEntry], of reference: YAMLNode) -> [YAMLMappingEntry] {
        let target = document.quietlyResolved(reference).flatMap(\.mapping) ?? []
        return entries.filter { entry in
            guard Self.shapingKeys.contains(entry.key) else { return false }
            if entry.key == "type", entry.value.scalar?.text == "object", isObject(reference) { return false }
            guard let said = target.first(where: { $0.key == entry.key })?.value else { return true }
            if entry.key == "enum", let values = said.sequence, let written = entry.value.sequence, values.count == written.count {
                return !written.allSatisfy { value in values.contains { Self.sameContent($0, value) } }  // the same values, in any order
            }
            return !Self.sameContent(said, entry.value)
        }
    }

    /// A schema that is a reference with shaping keys beside it, as `allOf` of the reference
    /// and those keys (which `allOf` then merges, includes or reports); documentation beside
    /// the reference stays on the schema. `nil` when nothing beside the reference shapes it.
    func referenceAsAllOf(_ map: OpenAPIMapping) -> OpenAPIMapping? {
        guard let members = referenceAndSiblings(map.node) else { return nil }
        var entries = map.entries.filter { $0.key != "$ref" && !Self.shapingKeys.contains($0.key) }
        let place = map.location(of: "$ref")
        entries.append(YAMLMappingEntry(key: "allOf", keyLocation: place, value: YAMLNode(.sequence(members), at: place)))
        return OpenAPIMapping(node: map.node, entries: entries)
    }

    /// A reference with shaping keys beside it as two schemas, the reference alone and the
    /// keys that shape it; `nil` when it has no such keys, or is not a reference.
    func referenceAndSiblings(_ node: YAMLNode) -> [YAMLNode]? {
        guard let entries = node.mapping, let reference = entries.first(where: { $0.key == "$ref" }) else { return nil }
        let referenceOnly = YAMLNode(.mapping([reference]), at: node.location)
        let siblings = shapingSiblings(entries, of: referenceOnly)
        guard let first = siblings.first else { return nil }
        return [referenceOnly, YAMLNode(.mapping(siblings), at: first.keyLocation)]
    }
}
