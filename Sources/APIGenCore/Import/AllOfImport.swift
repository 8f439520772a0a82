/// OpenAPI's `allOf`: the models a schema includes and the properties it adds, or the
/// constraints of scalar schemas merged into one.
extension OpenAPITranslator {
    /// Keys that document a schema without shaping what it takes: a member of `allOf` that has
    /// only these (`- description: The owner.`) documents the schema that holds it.
    static let annotationKeys: Set<String> = [
        "description", "title", "nullable", "deprecated", "readOnly", "writeOnly", "example", "examples", "default",
        "$comment", "externalDocs",
    ]

    /// Keys of a scalar or array schema that `allOf` can merge with another's.
    private static let mergeableKeys: Set<String> = [
        "type", "format", "enum", "const", "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "items", "minItems", "maxItems", "uniqueItems",
    ]

    /// How many properties an object may have: the spec says so of maps only.
    static let propertyCounts: Set<String> = ["minProperties", "maxProperties"]

    /// Bounds of which `allOf` keeps the tighter: the larger lower bound, the smaller upper one.
    private static let lowerBounds: Set<String> = ["minLength", "minItems", "minimum", "exclusiveMinimum"]
    private static let upperBounds: Set<String> = ["maxLength", "maxItems", "maximum", "exclusiveMaximum"]

    /// A schema with `allOf`, as the rest of the import reads it:
    /// - a member that is itself nothing but `allOf` (with properties, perhaps) gives its members;
    /// - a member with only documentation (`description`, `nullable`) is taken out, and what it
    ///   says applies to the schema, unless the schema says it itself;
    /// - the same reference twice is one;
    /// - when what is left are scalars (`{ $ref: Count }, { maximum: 10 }`), the schema is
    ///   their constraints merged, without `allOf`: a value is valid for all of them.
    mutating func normalizedAllOf(_ map: OpenAPIMapping, depth: Int = 0) -> OpenAPIMapping {
        guard let node = map["allOf"], let written = node.sequence, !written.isEmpty else { return map }
        var members: [YAMLNode] = []
        var annotations: [YAMLMappingEntry] = []
        var references: Set<String> = []
        var expanded: Set<String> = []
        for member in flattened(written, depth: 0, expanded: &expanded) {
            // JSON Schema's boolean schemas: `true` asks nothing more; `false` admits no value.
            if member.scalar?.text == "true" { continue }
            if member.scalar?.text == "false" {
                document.diagnostics.error("this member of `allOf` is `false`, which admits no value: the spec has no such type", at: member.location)
                continue
            }
            guard let entries = member.mapping else {
                members.append(member)  // reported as it is read
                continue
            }
            if let target = entries.first(where: { $0.key == "$ref" })?.value.scalar?.text {
                if references.insert(target).inserted { members.append(member) }
            } else if entries.allSatisfy({ Self.annotationKeys.contains($0.key) || $0.key.hasPrefix("x-") }) {
                annotations += entries
            } else if entries.allSatisfy({ Self.propertyCounts.contains($0.key) }) {
                for entry in entries {
                    document.diagnostics.warning(
                        "`\(entry.key)` in a member of `allOf` or beside a reference is not imported: the spec counts the entries of a map written in place only",
                        at: entry.keyLocation)
                }
            } else {
                members.append(member)
            }
        }
        var entries = map.entries
        for annotation in annotations where !entries.contains(where: { $0.key == annotation.key }) {
            entries.append(annotation)
        }
        // A lone reference is another name for its target, unless the schema narrows it (`enum` beside `allOf`).
        let soleReference = members.count == 1 && members[0].mapping?.contains { $0.key == "$ref" } == true
            && !map.entries.contains { Self.mergeableKeys.contains($0.key) }
        if !soleReference, map["properties"] == nil, map["type"]?.scalar?.text != "object",
           let fragments = scalarFragments(members, depth: depth) {
            entries.removeAll { $0.key == "allOf" }
            for fragment in fragments {
                for entry in fragment.entries where !fragment.referenced || Self.mergeableKeys.contains(entry.key) {
                    merge(entry, into: &entries)
                }
            }
            return OpenAPIMapping(node: map.node, entries: entries)
        }
        guard let index = entries.firstIndex(where: { $0.key == "allOf" }) else { return map }
        if members.isEmpty {
            entries.remove(at: index)
        } else {
            entries[index].value = YAMLNode(.sequence(members), at: node.location)
        }
        return OpenAPIMapping(node: map.node, entries: entries)
    }

    /// Members of `allOf`, with each member that is nothing but `allOf` of its own (and the
    /// properties it adds) replaced by its members, as `allOf` of `allOf` requires the same,
    /// and each reference with keys beside it that shape the value split in two. A reference
    /// to a schema with a union beside its properties or `allOf` gives what that schema
    /// requires, union and all: the spec cannot include a union. Such a reference is given
    /// once (`expanded`): reached again, through a diamond, it requires nothing more, and
    /// references that each lead to two others would otherwise double the members at each step.
    private func flattened(_ members: [YAMLNode], depth: Int, expanded: inout Set<String>) -> [YAMLNode] {
        var result: [YAMLNode] = []
        for member in members {
            if let parts = referenceAndSiblings(member) {
                result += parts
                continue
            }
            // A polymorphic base's subtypes include its properties' model instead.
            if depth < 32, let reference = member.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text,
               polymorphicBases[Self.componentName(reference)] == nil,
               let target = document.quietlyResolved(member), let parts = membersOfUnionBesideObject(target) {
                if expanded.insert(reference).inserted { result += flattened(parts, depth: depth + 1, expanded: &expanded) }
                continue
            }
            guard depth < 32, let entries = member.mapping, let nested = entries.first(where: { $0.key == "allOf" })?.value.sequence,
                  entries.allSatisfy({ ["allOf", "properties", "required", "type", "title", "description", "$comment"].contains($0.key) }),
                  entries.first(where: { $0.key == "type" }).map({ $0.value.scalar?.text == "object" }) ?? true else {
                result.append(member)
                continue
            }
            result += flattened(nested, depth: depth + 1, expanded: &expanded)
            let rest = entries.filter { ["properties", "required"].contains($0.key) }
            if !rest.isEmpty { result.append(YAMLNode(.mapping(rest), at: member.location)) }
        }
        return result
    }

    /// The members as scalar schemas to merge, each inline or what its reference names;
    /// `nil` when one is not (an object, a union, a reference that leads nowhere). OpenAPI
    /// 3.0's `exclusiveMinimum: true` qualifies the `minimum` beside it, so a member with one
    /// is not merged: its bound could not be taken apart from the flag.
    private mutating func scalarFragments(_ members: [YAMLNode], depth: Int) -> [(entries: [YAMLMappingEntry], referenced: Bool)]? {
        var fragments: [(entries: [YAMLMappingEntry], referenced: Bool)] = []
        for member in members {
            let referenced = member.mapping?.contains { $0.key == "$ref" } == true
            guard let node = referenced ? document.quietlyResolved(member) : member,
                  let entries = referenced || node.mapping?.contains(where: { $0.key == "allOf" }) == true
                      ? mergedScalar(node, depth: depth) : node.mapping,
                  entries.allSatisfy({ Self.mergeableKeys.contains($0.key) || Self.annotationKeys.contains($0.key) || $0.key.hasPrefix("x-") }),
                  !Self.declaresObject(entries),
                  !entries.contains(where: { $0.key.hasPrefix("exclusiveM") && ["true", "false"].contains($0.value.scalar?.text) })
            else { return nil }
            fragments.append((entries, referenced))
        }
        return fragments.isEmpty ? nil : fragments
    }

    /// The keys of a schema that a reference names, with its own `allOf` of scalars merged
    /// (`Label: { allOf: [{ type: string }, { minLength: 1 }] }`), as its import reads it. A
    /// chain of such references deeper than 16 is not merged, nor is a cycle. Each schema is
    /// merged once, so schemas that refer to each other many times take no longer.
    private mutating func mergedScalar(_ node: YAMLNode, depth: Int) -> [YAMLMappingEntry]? {
        guard let entries = node.mapping else { return nil }
        var map = OpenAPIMapping(node: node, entries: entries)
        if map["$ref"] != nil, let asAllOf = referenceAsAllOf(map) { map = asAllOf }
        guard map["allOf"] != nil else { return map.entries }
        if let known = mergedScalars[node.location] { return known }
        guard depth < 16 else { return nil }
        mergedScalars[node.location] = .some(nil)
        var result: [YAMLMappingEntry]?
        let merged = normalizedAllOf(map, depth: depth + 1)
        if let members = merged["allOf"]?.sequence {
            // Another name for a scalar, documented (`allOf: [{ $ref: Label }, { description: … }]`).
            if members.count == 1, members[0].mapping?.contains(where: { $0.key == "$ref" }) == true,
               let named = document.quietlyResolved(members[0]) {
                result = mergedScalar(named, depth: depth + 1)
            }
        } else {
            result = merged.entries
        }
        mergedScalars[node.location] = .some(result)
        return result
    }

    /// Whether a schema's `type` is or includes `object`.
    private static func declaresObject(_ entries: [YAMLMappingEntry]) -> Bool {
        guard let type = entries.first(where: { $0.key == "type" })?.value else { return false }
        return (type.sequence ?? [type]).contains { $0.scalar?.text == "object" }
    }

    /// One key of a scalar member of `allOf`, merged with what the schema has: documentation
    /// keeps the first; bounds keep the tighter; anything else must agree.
    private mutating func merge(_ entry: YAMLMappingEntry, into entries: inout [YAMLMappingEntry]) {
        guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
            entries.append(entry)
            return
        }
        let kept = entries[index].value
        if Self.annotationKeys.contains(entry.key) || entry.key.hasPrefix("x-") || Self.sameContent(kept, entry.value) { return }
        if let old = kept.scalar.flatMap({ Double($0.text) }), let new = entry.value.scalar.flatMap({ Double($0.text) }),
           Self.lowerBounds.contains(entry.key) || Self.upperBounds.contains(entry.key) {
            if Self.lowerBounds.contains(entry.key) ? new > old : new < old { entries[index].value = entry.value }
            return
        }
        if let tighter = Self.tighter(entry.key, kept, entry.value) {
            entries[index].value = tighter
            return
        }
        document.diagnostics.error(
            "`\(entry.key)` differs between the members of this `allOf` (`\(Self.shortText(kept))` and `\(Self.shortText(entry.value))`): "
                + "a value would have to be valid for both; the spec takes one",
            at: entry.keyLocation)
    }

    /// What two different values of `key` allow together, where one value can say it: the
    /// values two enums share, `uniqueItems: true`, a whole `multipleOf` of both.
    private static func tighter(_ key: String, _ kept: YAMLNode, _ other: YAMLNode) -> YAMLNode? {
        switch key {
        case "enum":
            guard let values = kept.sequence, let others = other.sequence else { return nil }
            let shared = values.filter { value in others.contains { sameContent(value, $0) } }
            return shared.isEmpty ? nil : YAMLNode(.sequence(shared), at: kept.location)
        case "uniqueItems":
            return [kept, other].first { $0.scalar?.text == "true" }
        case "multipleOf":
            guard let a = kept.scalar.flatMap({ Int($0.text) }), let b = other.scalar.flatMap({ Int($0.text) }), a > 0, b > 0 else { return nil }
            var (x, y) = (a, b)
            while y != 0 { (x, y) = (y, x % y) }
            let (product, overflow) = (a / x).multipliedReportingOverflow(by: b)
            return overflow ? nil : YAMLNode(.scalar(YAMLScalar(String(product), style: .plain)), at: other.location)
        default:
            return nil
        }
    }

    /// Whether two nodes hold the same thing, wherever they are written: a mapping's keys in any
    /// order, as JSON's and YAML's mappings have none.
    static func sameContent(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a.content, b.content) {
        case (.scalar(let x), .scalar(let y)):
            return x.text == y.text && isTyped(x) == isTyped(y)
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameContent($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            guard x.count == y.count else { return false }
            if zip(x, y).allSatisfy({ $0.key == $1.key }) { return zip(x, y).allSatisfy { sameContent($0.value, $1.value) } }
            let others = Dictionary(y.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return x.allSatisfy { entry in others[entry.key].map { sameContent(entry.value, $0) } == true }
        default:
            return false
        }
    }

    /// Whether YAML reads a scalar as a number, boolean or null rather than as text (`1`, not `"1"`).
    static func isTyped(_ scalar: YAMLScalar) -> Bool {
        scalar.style == .plain && (scalar.isNull || Double(scalar.text) != nil || ["true", "false"].contains(scalar.text))
    }

    /// A value for a message: a scalar's text, or `…` for a list or mapping.
    private static func shortText(_ node: YAMLNode) -> String {
        guard let scalar = node.scalar else { return node.sequence != nil ? "[…]" : "{…}" }
        return scalar.text.count > 40 ? String(scalar.text.prefix(40)) + "…" : scalar.text
    }

    /// Whether a schema describes an object: one with properties or `type: object`, or an
    /// `allOf` with such a member (not one whose members are all scalars or documentation).
    func isObject(_ node: YAMLNode) -> Bool {
        // Each `allOf` is searched once. One met again while it is searched is a cycle,
        // reported where its models are read; as a member it counts as an object, as any
        // `allOf` did before scalars could be merged.
        var known: [SourceLocation: Bool] = [:]
        func search(_ node: YAMLNode) -> Bool {
            guard let entries = node.mapping else { return false }
            if entries.contains(where: { $0.key == "$ref" }) {
                // What a reference names is what it is; keys beside it narrow it, as `allOf` does.
                guard let target = document.quietlyResolved(node) else { return false }
                return search(target)
            }
            let map = OpenAPIMapping(node: node, entries: entries)
            // A union is no object, unless it only says which of the object's properties go together.
            if map["enum"] != nil || (map["oneOf"] != nil || map["anyOf"] != nil) && !Self.hasConstraintUnion(entries) { return false }
            if map["properties"] != nil || map["type"]?.scalar?.text == "object" { return true }
            guard let members = map["allOf"]?.sequence else { return false }
            if let answer = known[node.location] { return answer }
            known[node.location] = true
            let answer = members.isEmpty || members.contains { member in
                guard let resolved = document.quietlyResolved(member) else { return true }
                return search(resolved)
            }
            known[node.location] = answer
            return answer
        }
        return search(node)
    }

    /// A model that is only another name for an object (`Shrub: { $ref: Twig }`) is imported as
    /// an alias, which a model cannot include: the object at the end of the chain is included.
    func aliasedObject(_ target: String, _ name: String, _ node: YAMLNode) -> (target: String, name: String, node: YAMLNode) {
        var found = (target: target, name: name, node: node)
        for _ in 0..<32 {
            guard referenceAndSiblings(found.node) == nil,
                  let next = found.node.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text,
                  next.hasPrefix("#/components/schemas/"), let name = modelNames[Self.componentName(next)],
                  let node = document.schemaComponent(Self.componentName(next))
            else { break }
            found = (next, name, node)
        }
        return found
    }

    /// Whether a schema takes any value: `{}`, or one with only documentation.
    private static func takesAnything(_ node: YAMLNode) -> Bool {
        guard let entries = node.mapping else { return node.scalar?.text == "true" }
        return entries.allSatisfy { annotationKeys.contains($0.key) || OpenAPIDocument.documentationKeys.contains($0.key) || $0.key.hasPrefix("x-") }
    }

    /// `allOf`: models to include, and the properties of inline objects, merged; with a union
    /// among the members, a union of models that each include one of its variants.
    mutating func allOf(_ node: YAMLNode, _ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        guard let members = node.sequence, !members.isEmpty else {
            document.diagnostics.error("expected a list of schemas for `allOf`", at: node.location)
            return ImportedSchema(type: "any")
        }
        if let only = soleReference(members, map) { return schema(only, what) }
        guard let union = unionAmong(members, of: map) else {
            var parts = objectParts(members, map, what)
            return objectSchema(&parts, what)
        }
        guard union.isSupertype else { return distributed(members, union: union, map, what) }
        var parts = objectParts(union.rest(of: members), map, what)
        return objectSchema(&parts, what)
    }

    /// What the object members of an `allOf` bring: the models to include (and their schemas),
    /// the properties of inline objects, and the names they require.
    struct ObjectParts {
        var includes: [String] = []
        var includedSchemas: [YAMLNode] = []
        /// The properties of the inline objects as written, the last of each key in its place.
        var declarations: [YAMLMappingEntry] = []
        var required: Set<String> = []
        /// Each declaration imported as written, by where it is written: a union of models
        /// imports the same properties into each.
        var imported: [SourceLocation: Member] = [:]
    }

    /// The object members of an `allOf`, each checked: a reference to an object model is
    /// included, an inline object gives its properties, and anything else is an error.
    mutating func objectParts(_ members: [YAMLNode], _ map: OpenAPIMapping, _ what: String) -> ObjectParts {
        var parts = ObjectParts(required: requiredNames(map))
        var inline: [YAMLNode] = []
        if let own = map["properties"] { inline.append(YAMLNode(.mapping([YAMLMappingEntry(key: "properties", keyLocation: own.location, value: own)]), at: own.location)) }
        for member in members {
            guard let memberMap = document.mapping(member, "a member of `allOf` in \(what)") else { continue }
            if memberMap["$ref"] != nil {
                guard let named = reference(memberMap, what).type, named != "any",
                      let written = memberMap["$ref"]?.scalar?.text, let pointee = document.pointee(written, at: member.location) else { continue }
                let (target, aliased, node) = aliasedObject(written, named, pointee)
                var name = aliased
                // A schema that takes anything (`{}`, or only documentation) asks nothing more.
                guard !Self.takesAnything(node) else { continue }
                guard isObject(node) || polymorphicBases[Self.componentName(target)] != nil else {
                    document.diagnostics.error(
                        "`\(written)` is not an object, so it cannot be part of an `allOf`: the spec includes the properties of object models only",
                        at: member.location)
                    continue
                }
                // An object without properties adds none (the spec reads it as a map, which a model cannot include).
                guard Self.hasProperties(node) else { continue }
                // A polymorphic base is a union now; its subtypes include its properties.
                if let base = polymorphicBases[Self.componentName(target)] { name = base.fields }
                // The same schema twice, directly or by a diamond, brings its properties once.
                guard !parts.includes.contains(name) else { continue }
                parts.includes.append(name)
                parts.includedSchemas.append(node)
            } else if memberMap["properties"] != nil || memberMap["type"]?.scalar?.text == "object" {
                parts.required.formUnion(requiredNames(memberMap))
                inline.append(member)
            } else if memberMap["required"] != nil && memberMap.entries.allSatisfy({ ["required", "description"].contains($0.key) }) {
                parts.required.formUnion(requiredNames(memberMap))
            } else {
                document.diagnostics.error(
                    "this member of `allOf` is not an object or a reference to one; the spec includes object models only",
                    at: member.location)
            }
        }
        for member in inline {
            guard let memberMap = member.mapping.map({ OpenAPIMapping(node: member, entries: $0) }),
                  let node = memberMap["properties"] else { continue }
            guard let entries = node.mapping else {
                document.diagnostics.error("expected a mapping of properties", at: node.location)
                continue
            }
            for entry in entries {
                parts.declarations.removeAll { $0.key == entry.key }
                parts.declarations.append(entry)
            }
        }
        return parts
    }

    /// An object model of `parts`, including `variant` first when one is given.
    mutating func objectSchema(_ parts: inout ObjectParts, including variant: (name: String, node: YAMLNode)? = nil, _ what: String) -> ImportedSchema {
        var (includes, includedSchemas) = (parts.includes, parts.includedSchemas)
        if let variant, !includes.contains(variant.name) {
            includes.insert(variant.name, at: 0)
            includedSchemas.insert(variant.node, at: 0)
        }
        // A property that the model declares and an included schema declares too, or that
        // included schemas declare differently, is declared here, valid for each declaration;
        // the model's own comes first, for its description.
        let included = includedDeclarations(includedSchemas)
        var properties: [Member] = []
        for entry in parts.declarations {
            let declarations = [Declaration(entry: entry, required: parts.required.contains(entry.key))]
                + (included.first { $0.name == entry.key }?.declarations ?? [])
            if needMerging(declarations), let merged = mergedDeclaration(entry.key, declarations, of: what) {
                properties.append(merged)
            } else if let known = parts.imported[entry.keyLocation] {
                properties.append(known)
            } else if let member = self.properties(YAMLNode(.mapping([entry]), at: entry.keyLocation), required: parts.required, of: what).first {
                parts.imported[entry.keyLocation] = member
                properties.append(member)
            }
        }
        for (name, declarations) in included where !properties.contains(where: { $0.key == name }) && needMerging(declarations) {
            var declarations = declarations
            if parts.required.contains(name) { declarations[0].required = true }
            if let merged = mergedDeclaration(name, declarations, of: what) { properties.append(merged) }
        }
        // `required` may name a property an included schema leaves optional: it is declared
        // again here, required, as the spec lets a model choose a property it includes.
        let redeclared = parts.required.filter { name in !properties.contains { $0.key == name } }
            .compactMap { name in included.first { $0.name == name }?.declarations.first }
            .filter { !$0.required }.map(\.entry)
            .sorted { $0.keyLocation < $1.keyLocation }  // in the order the included schemas declare them
        for entry in redeclared {
            properties += self.properties(YAMLNode(.mapping([entry]), at: entry.keyLocation), required: [entry.key], of: what)
        }
        var result = ImportedSchema()
        if !includes.isEmpty { result.append("include", .list(includes.map(SpecValue.text))) }
        if !properties.isEmpty || includes.isEmpty { result.append("properties", .map(nameApart(properties, "property", of: what))) }
        return result
    }

    /// The one member of `allOf: [$ref]`, when the schema is just another name for what it
    /// refers to: OpenAPI 3.0 puts a description beside a reference this way. It is not when
    /// the schema adds properties or `required` of its own, or when it is a component that
    /// refers to an object: that is a model of its own, which may be a tagged union's variant.
    private mutating func soleReference(_ members: [YAMLNode], _ map: OpenAPIMapping) -> YAMLNode? {
        guard members.count == 1, members[0].mapping?.contains(where: { $0.key == "$ref" }) == true,
              map["properties"] == nil, map["required"] == nil, map["additionalProperties"] == nil else { return nil }
        if map.node.location == componentSchema, let node = document.quietlyResolved(members[0]),
           isObject(node), Self.hasProperties(node) {
            return nil
        }
        return members[0]
    }
}
