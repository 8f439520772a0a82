/// Django REST framework's partial update (`PATCH`, a viewset's `partial_update` action, whose
/// operation ID both drf-yasg and drf-spectacular end in `_partial_update`) validates its body with
/// `partial=True`: any of the serializer's fields may be left out. drf-spectacular says so with a
/// schema of its own (`PatchedPet`, nothing required); drf-yasg names the serializer's schema
/// (`Pet`), required fields and all, and a client that follows it could only send whole objects.
/// Such a body is read as drf-spectacular writes it: a copy of the schema without `required`.
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
        var diagnostics = Diagnostics()
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
                    diagnostics.warning(
                        "`\(id)` is Django REST framework's partial update, which takes any of `\(name)`'s fields: its body is "
                            + "`\(copy)`, `\(name)` with none required, as drf-spectacular writes it", at: operationID.value.location)
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
        // Each copy follows the schema it copies, so that the written specs keep them together.
        var rebuilt: [YAMLMappingEntry] = []
        for entry in schemas {
            rebuilt.append(entry)
            guard let copy = copies[entry.key], let fields = entry.value.mapping else { continue }
            rebuilt.append(YAMLMappingEntry(key: copy, keyLocation: entry.keyLocation,
                                            value: YAMLNode(.mapping(fields.filter { $0.key != "required" }), at: entry.value.location)))
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
    private static func freeName(_ name: String, taken: inout Set<String>) -> String {
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
