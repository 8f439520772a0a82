/// Django REST framework's partial update (`PATCH`, a viewset's `partial_update` action, whose
/// operation ID both drf-yasg and drf-spectacular end in `_partial_update`) validates its body with
/// `partial=True`: any of the serializer's fields may be left out. drf-spectacular says so with a
/// schema of its own (`PatchedPet`, nothing required); drf-yasg names the serializer's schema
/// (`Pet`), required fields and all, and a client that follows it could only send whole objects.
/// Such a body is read as drf-spectacular writes it: a copy of the schema without `required`,
/// whose enums are the original's, components named by their fields (`SpeciesEnum`), so that a
/// value read from a `Pet` goes into a `PatchedPet` as it is.
enum DRFPartialUpdates {
    /// The document with each such body pointing at its copy (`PatchedPet`, beside `Pet`), and
    /// a warning for each; the document unchanged when none names a schema with required fields.
    static func restore(_ root: YAMLNode) -> (root: YAMLNode, diagnostics: Diagnostics) {
        guard var rootEntries = root.mapping, let schemasEntry = OpenAPIDocument.componentSchemas(in: root),
              let schemas = schemasEntry.value.mapping,
              let pathsIndex = rootEntries.firstIndex(where: { $0.key == "paths" }), var paths = rootEntries[pathsIndex].value.mapping
        else { return (root, Diagnostics()) }
        var taken = Set(schemas.map(\.key))
        var copies: [String: String] = [:]
        var firstUses: [(id: String, name: String, at: SourceLocation)] = []
        for pathIndex in paths.indices {
            guard var item = paths[pathIndex].value.mapping, let patchIndex = item.firstIndex(where: { $0.key == "patch" }),
                  var operation = item[patchIndex].value.mapping,
                  let operationID = operation.first(where: { $0.key == "operationId" }),
                  let id = operationID.value.scalar?.text, id.hasSuffix("_partial_update"),
                  let bodyIndex = operation.firstIndex(where: { $0.key == "requestBody" }),
                  var body = operation[bodyIndex].value.mapping,
                  let contentIndex = body.firstIndex(where: { $0.key == "content" }), var content = body[contentIndex].value.mapping
            else { continue }
            var changed = false
            for mediaIndex in content.indices {
                guard var media = content[mediaIndex].value.mapping, let schemaIndex = media.firstIndex(where: { $0.key == "schema" }),
                      var schemaEntries = media[schemaIndex].value.mapping, let referenceIndex = schemaEntries.firstIndex(where: { $0.key == "$ref" }),
                      let reference = schemaEntries[referenceIndex].value.scalar?.text, reference.hasPrefix("#/components/schemas/")
                else { continue }
                let name = OpenAPITranslator.componentName(reference)
                guard let schema = schemas.first(where: { $0.key == name })?.value, requiresFields(schema) else { continue }
                let copy = copies[name] ?? freeName("Patched" + name, taken: &taken)
                if copies[name] == nil {
                    copies[name] = copy
                    firstUses.append((id, name, operationID.value.location))
                }
                let location = schemaEntries[referenceIndex].value.location
                schemaEntries[referenceIndex].value = YAMLNode(.scalar(YAMLScalar(OpenAPITranslator.schemaReference(copy))), at: location)
                media[schemaIndex].value = YAMLNode(.mapping(schemaEntries), at: media[schemaIndex].value.location)
                content[mediaIndex].value = YAMLNode(.mapping(media), at: content[mediaIndex].value.location)
                changed = true
            }
            guard changed else { continue }
            body[contentIndex].value = YAMLNode(.mapping(content), at: body[contentIndex].value.location)
            operation[bodyIndex].value = YAMLNode(.mapping(body), at: operation[bodyIndex].value.location)
            item[patchIndex].value = YAMLNode(.mapping(operation), at: item[patchIndex].value.location)
            paths[pathIndex].value = YAMLNode(.mapping(item), at: paths[pathIndex].value.location)
        }
        guard !copies.isEmpty else { return (root, Diagnostics()) }
        // Each copy follows the schema it copies, and the enums they share follow the copy, so
        // that the written specs keep them together.
        var enums = SharedEnums(taken: taken)
        var rebuilt: [YAMLMappingEntry] = []
        var hoisted: [String: [String]] = [:]
        for entry in schemas {
            guard let copy = copies[entry.key], let fields = entry.value.mapping else {
                rebuilt.append(entry)
                continue
            }
            let before = enums.components.count
            let (shared, named) = enums.hoisting(fields)
            rebuilt.append(YAMLMappingEntry(key: entry.key, keyLocation: entry.keyLocation, value: YAMLNode(.mapping(shared), at: entry.value.location)))
            rebuilt.append(YAMLMappingEntry(key: copy, keyLocation: entry.keyLocation,
                                            value: YAMLNode(.mapping(shared.filter { $0.key != "required" }), at: entry.value.location)))
            rebuilt += enums.components[before...]
            hoisted[entry.key] = named
        }
        var diagnostics = Diagnostics()
        for use in firstUses {
            guard let copy = copies[use.name] else { continue }
            let named = hoisted[use.name] ?? []
            let shared = named.isEmpty ? ""
                : "; both refer to its enums as drf-spectacular names them (\(named.map { "`\($0)`" }.joined(separator: ", ")))"
            diagnostics.warning(
                "`\(use.id)` is Django REST framework's partial update, which takes any of `\(use.name)`'s fields: its body is "
                    + "`\(copy)`, `\(use.name)` with none required, as drf-spectacular writes it\(shared)", at: use.at)
        }
        rootEntries[pathsIndex].value = YAMLNode(.mapping(paths), at: rootEntries[pathsIndex].value.location)
        let withPaths = YAMLNode(.mapping(rootEntries), at: root.location)
        return (OpenAPIDocument.replacingSchemas(in: withPaths, with: YAMLNode(.mapping(rebuilt), at: schemasEntry.value.location)), diagnostics)
    }

    /// Whether the schema is an object that requires some of its fields.
    private static func requiresFields(_ schema: YAMLNode) -> Bool {
        guard let entries = schema.mapping, entries.contains(where: { $0.key == "properties" }) else { return false }
        return entries.first { $0.key == "required" }?.value.sequence?.isEmpty == false
    }

    /// `name`, or where a schema has it, `name2`, `name3` and so on; taken once given.
    fileprivate static func freeName(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

/// The inline enums of the schemas a partial update copies, made components that the schema
/// and its copy both refer to, named as drf-spectacular names them: the field's name in camel
/// case and `Enum` (`species` is `SpeciesEnum`, `weight_kg` `WeightKgEnum`), the enum of a list
/// field's items too. Enums of one name and the same values are one; another of that name is
/// numbered (`StatusEnum2`), as is one whose name a schema has.
private struct SharedEnums {
    var taken: Set<String>
    /// The components made, in the order made.
    private(set) var components: [YAMLMappingEntry] = []
    /// Each component's name by its field's name and its values.
    private var names: [String: String] = [:]

    /// Names no component made here may take: the document's schemas' and their copies'.
    init(taken: Set<String>) {
        self.taken = taken
    }

    /// The keys that make an enum what it is; the others (`title`, `description`, `nullable`,
    /// `readOnly`, `default`) stay at the field, beside the reference.
    private static let enumKeys: Set<String> = ["type", "enum", "format"]

    /// A schema's fields with each inline enum of its `properties` replaced by a reference, and
    /// the names of the components referred to, in order.
    mutating func hoisting(_ fields: [YAMLMappingEntry]) -> (fields: [YAMLMappingEntry], names: [String]) {
        var named: [String] = []
        let hoisted = fields.map { field in
            guard field.key == "properties", let properties = field.value.mapping else { return field }
            let shared = properties.map { property -> YAMLMappingEntry in
                guard let schema = property.value.mapping else { return property }
                var replaced = schema
                if let enumFields = Self.inlineEnum(schema) {
                    replaced = reference(to: enumFields, of: property.key, at: property.value.location, naming: &named)
                        + schema.filter { !Self.enumKeys.contains($0.key) }
                } else if let itemsIndex = schema.firstIndex(where: { $0.key == "items" }), let items = schema[itemsIndex].value.mapping,
                          let enumFields = Self.inlineEnum(items) {
                    let itemsLocation = schema[itemsIndex].value.location
                    let rest = items.filter { !Self.enumKeys.contains($0.key) }
                    let target = reference(to: enumFields, of: property.key, at: itemsLocation, naming: &named)
                    replaced[itemsIndex].value = YAMLNode(.mapping(target + rest), at: itemsLocation)
                } else {
                    return property
                }
                return YAMLMappingEntry(key: property.key, keyLocation: property.keyLocation, value: YAMLNode(.mapping(replaced), at: property.value.location))
            }
            return YAMLMappingEntry(key: field.key, keyLocation: field.keyLocation, value: YAMLNode(.mapping(shared), at: field.value.location))
        }
        return (hoisted, named)
    }

    /// The enum's own keys, where the schema is an enum written in place.
    private static func inlineEnum(_ schema: [YAMLMappingEntry]) -> [YAMLMappingEntry]? {
        guard schema.contains(where: { $0.key == "enum" }), !schema.contains(where: { $0.key == "$ref" }) else { return nil }
        return schema.filter { enumKeys.contains($0.key) }
    }

    /// The field's name and the enum's keys as written, which name one component.
    private static func key(_ enumFields: [YAMLMappingEntry], of field: String) -> String {
        ([field] + enumFields.map { "\($0.key)=\(canonical($0.value))" }).joined(separator: "\u{0}")
    }

    /// A value's text, the same for values written alike whatever their YAML style.
    private static func canonical(_ node: YAMLNode) -> String {
        if let items = node.sequence { return "[" + items.map(canonical).joined(separator: ",") + "]" }
        return node.scalar.map { ($0.isNull ? "~" : $0.text.debugDescription) } ?? "?"
    }

    /// A `$ref` to the component of the enum, made the first time it is met; its name is added
    /// to `named` unless there already.
    private mutating func reference(
        to enumFields: [YAMLMappingEntry], of field: String, at location: SourceLocation, naming named: inout [String]
    ) -> [YAMLMappingEntry] {
        let key = Self.key(enumFields, of: field)
        let name: String
        if let known = names[key] {
            name = known
        } else {
            name = DRFPartialUpdates.freeName(field.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Enum",
                                              taken: &taken)
            names[key] = name
            components.append(YAMLMappingEntry(key: name, keyLocation: location, value: YAMLNode(.mapping(enumFields), at: location)))
        }
        if !named.contains(name) { named.append(name) }
        let target = YAMLNode(.scalar(YAMLScalar(OpenAPITranslator.schemaReference(name))), at: location)
        return [YAMLMappingEntry(key: "$ref", keyLocation: location, value: target)]
    }
}
