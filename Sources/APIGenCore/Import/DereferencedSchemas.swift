/// A document served with every reference resolved (Connexion serves its spec so, as do bundlers
/// asked to dereference) still lists its named schemas under `components/schemas`, but writes a
/// copy of each where it is used. Read as written, every body and property would be a model of
/// its own, nested in its endpoint. Where no reference names a schema component, a schema that is
/// exactly a component's (every key and value, in any order) is read as a reference to it, so the
/// client has the document's `Pet`, not a `Pet` per endpoint. Quart-Schema writes a route's own
/// model in place and refers to the models within it: where references are written, a copy is
/// read so only when the component's `title` is its name (as pydantic writes every model's), so
/// that a schema written twice by hand is not taken for one.
enum DereferencedSchemas {
    /// Keys whose values are data, not schemas, and are left alone.
    private static let valueKeys: Set<String> = ["example", "examples", "default", "enum", "const"]

    /// The document with copies of schema components read as references to them, and a warning
    /// that says how many; the document unchanged when it has no component that a copy could
    /// stand for.
    static func restore(_ root: YAMLNode) -> (root: YAMLNode, diagnostics: Diagnostics) {
        guard let schemas = OpenAPIDocument.componentSchemas(in: root) else { return (root, Diagnostics()) }
        let refers = refersToSchemas(root)
        var restorer = Restorer()
        for entry in schemas.value.mapping ?? [] where isNamedShape(entry.value) && (!refers || title(of: entry.value) == entry.key) {
            restorer.components[fingerprint(entry.value), default: []].append((entry.key, entry.value))
        }
        guard !restorer.components.isEmpty else { return (root, Diagnostics()) }
        let restored = restorer.restore(root, at: .root)
        var diagnostics = Diagnostics()
        if restored.references > 0 {
            let copies = restored.references == 1
                ? "1 copy of a component is read as a reference" : "\(restored.references) copies of a component are read as references"
            diagnostics.warning(
                refers
                    ? "the document writes schemas in place that are exactly components titled by their names (as Quart-Schema writes "
                        + "a route's model): \(copies) to it"
                    : "the document refers to none of its schema components but writes each out where it is used (as Connexion serves a "
                        + "document, dereferenced): \(copies) to it",
                at: schemas.keyLocation)
        }
        return (restored.node, diagnostics)
    }

    /// A schema's `title`, if it has one.
    private static func title(of schema: YAMLNode) -> String? {
        schema.mapping?.first { $0.key == "title" }?.value.scalar?.text
    }

    /// Whether any `$ref` points into `components/schemas`.
    private static func refersToSchemas(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .scalar: return false
        case .sequence(let items): return items.contains(where: refersToSchemas)
        case .mapping(let entries):
            return entries.contains { entry in
                entry.key == "$ref" ? entry.value.scalar?.text.hasPrefix("#/components/schemas/") == true : refersToSchemas(entry.value)
            }
        }
    }

    /// Whether a component is one that becomes a named model or enum, which a copy stands for; a
    /// component that is only `{ type: string }` is not, or every such string would take its name.
    private static func isNamedShape(_ schema: YAMLNode) -> Bool {
        schema.mapping?.contains { entry in
            ["properties", "enum", "allOf", "oneOf", "anyOf"].contains(entry.key)
                && (entry.value.mapping?.isEmpty == false || entry.value.sequence?.isEmpty == false)
        } == true
    }

    /// A hash of a node's content that ignores the order of a mapping's keys, as
    /// `OpenAPITranslator.sameContent` does.
    private static func fingerprint(_ node: YAMLNode) -> Int {
        switch node.content {
        case .scalar(let scalar):
            return fingerprint(scalar)
        case .sequence(let items):
            var hasher = Hasher()
            hasher.combine(1)
            for item in items { hasher.combine(fingerprint(item)) }
            return hasher.finalize()
        case .mapping(let entries):
            var hasher = Hasher()
            combine(entries.map { ($0.key, fingerprint($0.value)) }, into: &hasher)
            return hasher.finalize()
        }
    }

    /// A scalar's fingerprint: its text, and whether YAML reads it as a number, boolean or null,
    /// as `OpenAPITranslator.sameContent` tells scalars apart.
    private static func fingerprint(_ scalar: YAMLScalar) -> Int {
        var hasher = Hasher()
        hasher.combine(0)
        hasher.combine(scalar.text)
        hasher.combine(OpenAPITranslator.isTyped(scalar))
        return hasher.finalize()
    }

    /// A mapping's part of a fingerprint: its keys sorted, each with its value's fingerprint.
    private static func combine(_ entries: [(key: String, fingerprint: Int)], into hasher: inout Hasher) {
        hasher.combine(2)
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            hasher.combine(entry.key)
            hasher.combine(entry.fingerprint)
        }
    }

    /// The walk that puts references back, counting them.
    private struct Restorer {
        /// Where the walk is: only the schema components themselves are not read as references.
        enum Place {
            case root, components, schemaComponents, componentSchema, other

            /// The place of the value at `key` below this one.
            func below(_ key: String) -> Self {
                switch (self, key) {
                case (.root, "components"): return .components
                case (.components, "schemas"): return .schemaComponents
                case (.schemaComponents, _): return .componentSchema
                default: return .other
                }
            }
        }

        var components: [Int: [(name: String, schema: YAMLNode)]] = [:]

        /// `node` with each copy of a component below it (and it itself, unless it is a component)
        /// read as a reference, and the fingerprint of `node` as written (computed on the way
        /// up, so each node is hashed once).
        func restore(_ node: YAMLNode, at place: Place) -> (node: YAMLNode, fingerprint: Int, references: Int) {
            var hasher = Hasher()
            let rebuilt: YAMLNode
            var below = 0
            switch node.content {
            case .scalar(let scalar):
                return (node, DereferencedSchemas.fingerprint(scalar), 0)
            case .sequence(let items):
                var restored: [YAMLNode] = []
                hasher.combine(1)
                for item in items {
                    let result = restore(item, at: .other)
                    restored.append(result.node)
                    hasher.combine(result.fingerprint)
                    below += result.references
                }
                rebuilt = YAMLNode(.sequence(restored), at: node.location)
            case .mapping(let entries):
                var restored: [YAMLMappingEntry] = []
                var fingerprints: [(key: String, fingerprint: Int)] = []
                for entry in entries {
                    if DereferencedSchemas.valueKeys.contains(entry.key) || entry.key.hasPrefix("x-") {
                        restored.append(entry)
                        fingerprints.append((entry.key, DereferencedSchemas.fingerprint(entry.value)))
                        continue
                    }
                    let result = restore(entry.value, at: place.below(entry.key))
                    restored.append(YAMLMappingEntry(key: entry.key, keyLocation: entry.keyLocation, value: result.node))
                    fingerprints.append((entry.key, result.fingerprint))
                    below += result.references
                }
                DereferencedSchemas.combine(fingerprints, into: &hasher)
                rebuilt = YAMLNode(.mapping(restored), at: node.location)
            }
            let fingerprint = hasher.finalize()
            if place != .componentSchema, node.mapping != nil, let name = component(matching: node, fingerprint: fingerprint) {
                let reference = YAMLNode(.scalar(YAMLScalar(OpenAPITranslator.schemaReference(name))), at: node.location)
                let mapping = YAMLNode(.mapping([YAMLMappingEntry(key: "$ref", keyLocation: node.location, value: reference)]), at: node.location)
                return (mapping, fingerprint, 1)
            }
            return (rebuilt, fingerprint, below)
        }

        /// The first component (in written order) that `node` is exactly, if any.
        private func component(matching node: YAMLNode, fingerprint: Int) -> String? {
            components[fingerprint]?.first { OpenAPITranslator.sameContent($0.schema, node) }?.name
        }
    }
}
