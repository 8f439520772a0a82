/// Swagger 2.0's schemas, parameters and security definitions, as OpenAPI 3.0 writes them.
extension SwaggerConversion {
    /// The keys of a 2.0 parameter, header or `items` that 3.0 moves into its `schema`.
    private static let schemaKeys: Set<String> = [
        "type", "format", "items", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
        "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf", "x-nullable",
    ]

    /// A schema: references pointed at 3.0's places, `x-nullable` as `nullable`, a
    /// `discriminator` as the object that names its property, `type: file` as binary.
    mutating func schema(_ node: YAMLNode) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        var out: [YAMLMappingEntry] = []
        for entry in entries {
            switch entry.key {
            case "$ref":
                out.append(Self.entry("$ref", entry, reference(entry.value)))
            case "x-nullable":
                out.append(Self.entry("nullable", entry, entry.value))
            case "discriminator" where entry.value.scalar != nil:
                out.append(Self.entry("discriminator", entry, Self.map([("propertyName", entry.value)], at: entry.value.location)))
            case "type" where entry.value.scalar?.text == "file":
                out.append(Self.entry("type", entry, Self.text("string", at: entry.value.location)))
                out.append(Self.entry("format", entry, Self.text("binary", at: entry.value.location)))
            case "properties":
                out.append(Self.entry(entry.key, entry, mapValues(entry.value) { $0.schema($1) }))
            case "items" where entry.value.sequence != nil:
                // A list of items (a tuple), which 2.0 does not have but documents write.
                let items = (entry.value.sequence ?? []).map { schema($0) }
                out.append(Self.entry(entry.key, entry, YAMLNode(.sequence(items), at: entry.value.location)))
            case "items", "additionalProperties", "not":
                out.append(Self.entry(entry.key, entry, schema(entry.value)))
            case "allOf", "anyOf", "oneOf":
                let members = entry.value.sequence.map { items in items.map { schema($0) } }
                out.append(Self.entry(entry.key, entry, members.map { YAMLNode(.sequence($0), at: entry.value.location) } ?? entry.value))
            default:
                out.append(entry)
            }
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    /// A path, query, header or cookie parameter: its type and constraints as its `schema`, and
    /// `collectionFormat` as its style.
    mutating func parameter(_ node: YAMLNode) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        if let reference = entries.first(where: { $0.key == "$ref" }) {
            return Self.map([("$ref", self.reference(reference.value))], at: node.location)
        }
        var out = entries.filter { !Self.schemaKeys.contains($0.key) && $0.key != "collectionFormat" }
        out.append(YAMLMappingEntry(key: "schema", keyLocation: node.location, value: parameterSchema(node, keepingDescription: false)))
        guard Self.value(node, "type") == "array" else { return YAMLNode(.mapping(out), at: node.location) }
        let written = entries.first { $0.key == "collectionFormat" }
        let location = written?.value.location ?? node.location
        let place = Self.value(node, "in")
        switch written?.value.scalar?.text ?? "csv" {
        case "multi":
            // 3.0's default for a query: each value a query item of its own.
            break
        case "ssv" where place == "query":
            out.append(YAMLMappingEntry(key: "style", keyLocation: location, value: Self.text("spaceDelimited", at: location)))
            out.append(YAMLMappingEntry(key: "explode", keyLocation: location, value: Self.text("false", at: location)))
        case "pipes" where place == "query":
            out.append(YAMLMappingEntry(key: "style", keyLocation: location, value: Self.text("pipeDelimited", at: location)))
            out.append(YAMLMappingEntry(key: "explode", keyLocation: location, value: Self.text("false", at: location)))
        case let format:
            if format != "csv" {
                diagnostics.warning("`collectionFormat: \(format)` is not imported\(place == "query" ? "" : " here"): the values are sent separated by commas",
                                    at: location)
            }
            // `csv`, 2.0's default: one item, the values joined by commas (a path's and a
            // header's `simple` style does so already).
            if place == "query" {
                out.append(YAMLMappingEntry(key: "explode", keyLocation: location, value: Self.text("false", at: location)))
            }
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    /// The schema a parameter, a header, a form field or an `items` says with its own keys.
    mutating func parameterSchema(_ node: YAMLNode, keepingDescription: Bool) -> YAMLNode {
        var out: [YAMLMappingEntry] = []
        for entry in node.mapping ?? [] where Self.schemaKeys.contains(entry.key) || keepingDescription && entry.key == "description" {
            switch entry.key {
            case "items" where entry.value.mapping?.contains(where: { $0.key == "$ref" }) == true:
                // 2.0 has no references here, but documents write them (go-openapi reads them).
                out.append(Self.entry("items", entry, schema(entry.value)))
            case "items":
                out.append(Self.entry("items", entry, parameterSchema(entry.value, keepingDescription: false)))
            case "x-nullable":
                out.append(Self.entry("nullable", entry, entry.value))
            case "type" where entry.value.scalar?.text == "file":
                out.append(Self.entry("type", entry, Self.text("string", at: entry.value.location)))
                out.append(Self.entry("format", entry, Self.text("binary", at: entry.value.location)))
            default:
                out.append(entry)
            }
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    /// `basic` is HTTP basic; an `oauth2` flow is named as 3.0 names it (`accessCode` is
    /// `authorizationCode`, `application` `clientCredentials`).
    mutating func securityScheme(_ node: YAMLNode) -> YAMLNode {
        guard let entries = node.mapping, let type = entries.first(where: { $0.key == "type" }) else { return node }
        let others = entries.filter { $0.key != "type" }
        switch type.value.scalar?.text {
        case "basic":
            return YAMLNode(.mapping([Self.entry("type", type, Self.text("http", at: type.value.location)),
                                      Self.entry("scheme", type, Self.text("basic", at: type.value.location))] + others), at: node.location)
        case "oauth2":
            let flowNames = ["implicit": "implicit", "password": "password", "application": "clientCredentials", "accessCode": "authorizationCode"]
            let flowEntry = entries.first { $0.key == "flow" }
            guard let flowEntry, let flow = flowEntry.value.scalar.flatMap({ flowNames[$0.text] }) else { return node }
            let flowKeys: Set<String> = ["authorizationUrl", "tokenUrl", "scopes"]
            let flowBody = YAMLNode(.mapping(entries.filter { flowKeys.contains($0.key) }), at: flowEntry.value.location)
            let flows = YAMLNode(.mapping([YAMLMappingEntry(key: flow, keyLocation: flowEntry.keyLocation, value: flowBody)]), at: flowEntry.value.location)
            return YAMLNode(.mapping([type, Self.entry("flows", flowEntry, flows)] + entries.filter { $0.key == "description" || $0.key.hasPrefix("x-") }),
                            at: node.location)
        default:
            return node
        }
    }
}
