/// A property that more than one schema of an `allOf` declares: `P1` with `k: { enum: [a, b] }`
/// and `P2` with `k: { enum: [b, a], description: … }`, or a schema that includes `Leafy` and
/// says `twigs: { description: … }` of the `twigs: Twig[]` that `Leafy` declares. A value must
/// be valid for every declaration, so the model declares the property itself, as `allOf` of
/// them, which merges them. The spec would otherwise refuse the same key from two includes, and
/// take the model's own declaration alone, losing what the included ones say.
extension OpenAPITranslator {
    /// One declaration of a property, and whether the schema that makes it requires it.
    struct Declaration {
        var entry: YAMLMappingEntry
        var required: Bool
    }

    /// Keys that only document a property: declarations that differ in these alone are alike
    /// (the spec keeps the first one's description).
    private static let proseKeys: Set<String> = ["description", "title", "example", "examples", "$comment", "externalDocs"]

    /// Each property that `schemas` declare, in the order met, with its declarations in the
    /// order of the schemas.
    func includedDeclarations(_ schemas: [YAMLNode]) -> [(name: String, declarations: [Declaration])] {
        var found: [String: [Declaration]] = [:]
        var names: [String] = []
        for schema in schemas {
            var searched: Set<SourceLocation> = []
            for declared in declaredProperties(schema, searched: &searched) {
                if found[declared.entry.key] == nil { names.append(declared.entry.key) }
                found[declared.entry.key, default: []].append(declared)
            }
        }
        return names.map { ($0, found[$0] ?? []) }
    }

    /// Whether declarations of one property must be merged to hold together: they differ beyond
    /// their prose or in whether they require it, and are schemas written out of one type.
    /// Declarations of different types admit no value together: the model must choose, as
    /// `lint` then says, or its own declaration is taken alone.
    func needMerging(_ declarations: [Declaration]) -> Bool {
        guard let first = declarations.first, declarations.allSatisfy({ $0.entry.value.mapping != nil }),
              Set(declarations.compactMap { typeName(of: $0.entry.value) }).count <= 1 else { return false }
        return declarations.dropFirst().contains { $0.required != first.required || !Self.alike($0.entry.value, first.entry.value) }
    }

    /// The property `name` as `allOf` of its declarations, required if any requires it; `nil`
    /// when they do not merge (`items` of two shapes, a union and a scalar), with nothing
    /// reported: documents write a subtype's declaration to replace the base's too, and the
    /// caller then takes the model's own declaration, or leaves two included ones to `lint`.
    mutating func mergedDeclaration(_ name: String, _ declarations: [Declaration], of what: String) -> Member? {
        guard let first = declarations.first?.entry else { return nil }
        let members = YAMLNode(.sequence(declarations.map(\.entry.value)), at: first.value.location)
        let merged = YAMLNode(.mapping([YAMLMappingEntry(key: "allOf", keyLocation: first.value.location, value: members)]), at: first.value.location)
        let entry = YAMLMappingEntry(key: name, keyLocation: first.keyLocation, value: merged)
        let required: Set<String> = declarations.contains { $0.required } ? [name] : []
        let before = additions
        let member = properties(YAMLNode(.mapping([entry]), at: first.keyLocation), required: required, of: what).first
        guard document.diagnostics.errors.count > before.diagnostics.errors.count else { return member }
        takeBack(to: before)
        return nil
    }

    /// The properties a schema declares, its own first, then those its `allOf` members bring,
    /// each with whether the schema or the member that brings it requires it. Each schema is
    /// searched once, so a cycle of `allOf` (reported where its models are read) ends here.
    private func declaredProperties(_ node: YAMLNode, searched: inout Set<SourceLocation>) -> [Declaration] {
        guard searched.insert(node.location).inserted, let entries = node.mapping else { return [] }
        let map = OpenAPIMapping(node: node, entries: entries)
        let required = Set(map["required"]?.sequence?.compactMap { $0.scalar?.text } ?? [])
        var result = (map["properties"]?.mapping ?? []).map { Declaration(entry: $0, required: required.contains($0.key)) }
        for member in map["allOf"]?.sequence ?? [] {
            guard let resolved = document.quietlyResolved(member) else { continue }
            for declared in declaredProperties(resolved, searched: &searched) {
                if let index = result.firstIndex(where: { $0.entry.key == declared.entry.key }) {
                    result[index].required = result[index].required || declared.required
                } else {
                    result.append(Declaration(entry: declared.entry, required: declared.required || required.contains(declared.entry.key)))
                }
            }
        }
        return result
    }

    /// The `type` a declaration says, itself or where its reference leads.
    private func typeName(of declaration: YAMLNode) -> String? {
        document.quietlyResolved(declaration)?.mapping.flatMap(Self.typeName)
    }

    /// The `type` a schema's `entries` say: `string`, or OpenAPI 3.1's `[string, "null"]` as
    /// `string`; several types other than `null`, sorted and joined by commas.
    static func typeName(of entries: [YAMLMappingEntry]) -> String? {
        guard let type = entries.first(where: { $0.key == "type" })?.value else { return nil }
        return type.scalar?.text ?? type.sequence?.compactMap(\.scalar?.text).filter { $0 != "null" }.sorted().joined(separator: ",")
    }

    /// Whether two declarations of a property say the same but for their prose.
    private static func alike(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        guard let x = a.mapping, let y = b.mapping else { return sameContent(a, b) }
        let shaping = { (entries: [YAMLMappingEntry]) in entries.filter { !proseKeys.contains($0.key) && !$0.key.hasPrefix("x-") } }
        let (p, q) = (shaping(x), shaping(y))
        return p.count == q.count && zip(p, q).allSatisfy { $0.key == $1.key && sameContent($0.value, $1.value) }
    }
}
