/// OpenAPI 3.2's `in: querystring` (the whole query string as one parameter) and referenced
/// media types (`content: { application/json: { $ref: '#/components/mediaTypes/Pet' } }`).
extension OpenAPITranslator {
    /// A media type of a `content` map, through its reference; `nil` for one written empty
    /// (`application/octet-stream:`), which says nothing of its body. One written as a schema
    /// (Ceph's `application/vnd.ceph.api.v1.0+json: { type: object }`, or a `$ref` to a schema
    /// component), which would otherwise say nothing either, is read as a media type of that
    /// schema, with a warning.
    mutating func mediaType(_ entry: YAMLMappingEntry) -> OpenAPIMapping? {
        let written = entry.value.mapping ?? []
        let reference = written.first { $0.key == "$ref" }?.value.scalar?.text
        let isSchema = reference.map { $0.hasPrefix("#/components/schemas/") }
            ?? (written.contains { Self.schemaShapeKeys.contains($0.key) } && !written.contains { ["schema", "itemSchema"].contains($0.key) })
        if isSchema {
            document.diagnostics.warning("media type `\(entry.key)` is written as a schema, without `schema:`; it is read as its schema",
                                         at: entry.keyLocation)
            let mediaKeys: Set<String> = ["example", "examples", "encoding"]
            let schema = YAMLNode(.mapping(written.filter { !mediaKeys.contains($0.key) }), at: entry.value.location)
            let entries = written.filter { mediaKeys.contains($0.key) } + [YAMLMappingEntry(key: "schema", keyLocation: entry.keyLocation, value: schema)]
            return OpenAPIMapping(node: YAMLNode(.mapping(entries), at: entry.value.location), entries: entries)
        }
        guard let node = document.resolved(entry.value), let entries = node.mapping else { return nil }
        return OpenAPIMapping(node: node, entries: entries)
    }

    /// Keys that only a schema has, which make a media type written with them a schema.
    private static let schemaShapeKeys: Set<String> = ["type", "properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties", "enum"]

    /// The key a query string is imported under when it has no `name` (OpenAPI does not use
    /// it): the schema component it refers to (`PetFilter`), else `query`; `nil` elsewhere.
    func queryStringName(_ map: OpenAPIMapping, place: String) -> String? {
        guard place == "querystring" else { return nil }
        let media = map["content"]?.mapping?.first.flatMap { document.quietlyResolved($0.value) }
        let schema = media?.mapping?.first { $0.key == "schema" }?.value
        if let target = schema?.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text,
           target.hasPrefix("#/components/schemas/") {
            return Self.componentName(target)
        }
        return "query"
    }

    /// A query string written as a form (`application/x-www-form-urlencoded`) of an object or a
    /// map is that object's fields, each a query item of its own: a parameter in `style: form`.
    /// Any other media type has no spec equivalent.
    mutating func queryString(_ map: OpenAPIMapping, name: String, path: String, of what: String) -> SpecValue? {
        let described = "the query string of \(what)"
        document.warnUnread(map, known: ["name", "in", "required", "content", "description", "deprecated"], in: described)
        guard let content = map["content"]?.mapping, let first = content.first else {
            document.diagnostics.error("\(described) has no `content`; OpenAPI describes a query string by its media type",
                                       at: map.node.location)
            return nil
        }
        guard first.key.mediaTypeEssence.lowercased() == "application/x-www-form-urlencoded",
              let schemaNode = mediaType(first)?["schema"], sendsFields(schemaNode) else {
            document.diagnostics.error(
                "\(described) as `\(first.key)` has no spec equivalent: the spec writes a query string as the fields of an object "
                    + "or a map (`application/x-www-form-urlencoded`), each a query item",
                at: first.keyLocation)
            return nil
        }
        var schema = self.schema(schemaNode, described)
        if let text = map["description"].flatMap({ document.prose($0, "`description`") }) { schema.describe(text) }
        if let node = map["deprecated"], document.bool(node, "`deprecated`") == true, !schema.has("deprecated") {
            schema.append("deprecated", .literal("true"))
        }
        for key in schema.keep(only: SchemaPlace.parameter.allowedKeys) {
            document.diagnostics.warning("`\(key)` is not imported for \(described)", at: map.node.location)
        }
        if path.contains("{\(name)}") { schema.append("in", .text("query")) }
        schema.append("style", .text("form"))
        let required = map["required"].flatMap { document.bool($0, "`required`") } == true
        return schema.value(optional: !required && !schema.has("default"))
    }
}
