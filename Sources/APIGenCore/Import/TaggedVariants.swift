/// The variants of a tagged `oneOf` as the spec needs them: object models, each with a tag.
extension OpenAPITranslator {
    /// What an inline union member may say besides its variants, to be taken apart.
    private static let unionKeys: Set<String> = ["oneOf", "anyOf", "discriminator", "description", "title", "$comment"]

    /// The members of a union tagged by `property`, with each member that refers to another
    /// union (untagged, or tagged by the same property) replaced by that union's members: the
    /// tag names the object either way (`oneOf: [Cat, DogOrBird]` is `Cat`, `Dog` and `Bird`).
    /// A union written inline as a member is taken apart the same way. Also the `mapping`
    /// entries of the unions taken apart, and the component names of those referred to.
    func taggedMembers(_ members: [YAMLNode], property: String) -> (members: [YAMLNode], mapping: [YAMLMappingEntry], spliced: Set<String>) {
        var result: [YAMLNode] = []
        var mapping: [YAMLMappingEntry] = []
        var spliced: Set<String> = []
        func add(_ members: [YAMLNode]) {
            for member in members {
                let target = member.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text
                guard let node = document.quietlyResolved(member), let entries = node.mapping,
                      target != nil || entries.allSatisfy({ Self.unionKeys.contains($0.key) }) else {
                    result.append(member)
                    continue
                }
                let map = OpenAPIMapping(node: node, entries: entries)
                let discriminator = map["discriminator"]?.mapping.map { OpenAPIMapping(node: node, entries: $0) }
                guard let inner = (map["oneOf"] ?? map["anyOf"])?.sequence,
                      discriminator == nil || discriminator?["propertyName"]?.scalar?.text == property else {
                    result.append(member)
                    continue
                }
                // A union met again (a cycle, or twice) adds nothing more.
                if let target, !spliced.insert(Self.componentName(target)).inserted { continue }
                mapping += discriminator?["mapping"]?.mapping ?? []
                add(inner)
            }
        }
        add(members)
        return (result, mapping, spliced)
    }

    /// Whether a union's variant may be tagged: not a built-in type, an array or a map, written
    /// so or as a model that is one (a model the import made, or a schema component of a
    /// scalar or array type).
    func mayBeTagged(_ variant: String, depth: Int = 0) -> Bool {
        if Primitive(rawValue: variant) != nil || variant.hasSuffix("[]") || variant.hasPrefix("map<") || variant.hasPrefix("array<") {
            return false
        }
        if let lifted = liftedModels.last(where: { $0.name == variant }) {
            switch lifted.value {
            case .text(let type): return depth < 8 ? mayBeTagged(type, depth: depth + 1) : true
            case .entries(let entries):
                if entries.contains(where: { ["enum", "items", "values"].contains($0.key) }) { return false }
                guard case .text(let type)? = entries.first(where: { $0.key == "type" })?.value, depth < 8 else { return true }
                return mayBeTagged(type, depth: depth + 1)
            case .list, .literal: return true
            }
        }
        guard let component = componentByModelName[variant], let schema = document.schemaComponent(component),
              let entries = document.quietlyResolved(schema)?.mapping else { return true }
        let type = entries.first { $0.key == "type" }?.value.scalar?.text
        return !["string", "integer", "number", "boolean", "array"].contains(type ?? "")
            && (type != nil || !entries.contains { $0.key == "enum" || $0.key == "items" })
    }

    /// The tag of a variant the `mapping` leaves out, when its own `property` holds one value
    /// only (`type: { const: cat }`, or an enum of one): OpenAPI would tag it by its name, which
    /// that property could never hold.
    func tagFromProperty(of model: String, property: String) -> String? {
        guard let component = componentByModelName[model], let schema = document.schemaComponent(component) else { return nil }
        return tagFromProperty(in: schema, property: property)
    }

    /// The one value that `property` of an object schema holds, if it holds one only.
    func tagFromProperty(in schema: YAMLNode, property: String) -> String? {
        var searched: Set<SourceLocation> = []
        func search(_ node: YAMLNode) -> String? {
            guard searched.insert(node.location).inserted, let entries = node.mapping else { return nil }
            let map = OpenAPIMapping(node: node, entries: entries)
            if let declared = map["properties"]?.mapping?.first(where: { $0.key == property })?.value,
               let schema = document.quietlyResolved(declared), let values = schema.mapping {
                let found = OpenAPIMapping(node: schema, entries: values)
                let only = found["const"] ?? found["enum"]?.sequence.flatMap { $0.count == 1 ? $0[0] : nil }
                return only?.scalar.flatMap { $0.isNull ? nil : $0.text }
            }
            for member in map["allOf"]?.sequence ?? [] {
                if let node = document.quietlyResolved(member), let tag = search(node) { return tag }
            }
            return nil
        }
        return search(schema)
    }
}
