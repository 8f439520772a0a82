/// Sequential media types of a success (JSON Lines, JSON text sequences, Server-Sent Events)
/// as a spec `stream` of their items.
extension OpenAPITranslator {
    /// The stream a success's media type is, or `nil` for a body read whole.
    mutating func streamSchema(_ entry: YAMLMappingEntry, of what: String) -> ImportedSchema? {
        guard let form = StreamForm(mediaType: entry.key) else { return nil }
        let outerUse = schemaUse
        schemaUse = .receivedOnly
        defer { schemaUse = outerUse }
        let media = mediaType(entry)
        var item: ImportedSchema
        if let itemNode = media?["itemSchema"] {
            // OpenAPI 3.2 describes each item; for events, the event, whose `data` holds the item.
            item = form == .events ? eventData(itemNode, of: what, at: entry) : schema(itemNode, what)
        } else if let schemaNode = media?["schema"] {
            // Before 3.2, documents write the schema of one item where the body's would go (an
            // event's data, one line), or, for lines, an array of the items.
            if form != .events, let elements = arrayItems(schemaNode) {
                item = schema(elements, what)
            } else {
                item = schema(schemaNode, what)
            }
        } else {
            item = ImportedSchema(type: form == .events ? "string" : "any")
        }
        for key in item.keep(only: SchemaPlace.typeKeys + ["format", "description"]) {
            document.diagnostics.warning("`\(key)` of the items of \(what) is not imported: a stream's items take no constraints of their own",
                                         at: entry.keyLocation)
        }
        if item.type == "data" || item.type == "file" {
            item = ImportedSchema(type: form == .events ? "string" : "any")
        }
        item.append("stream", .text(form.rawValue))
        if entry.key.mediaTypeEssence.lowercased() != form.defaultContentType {
            item.append("contentType", .text(entry.key))
        }
        return item
    }

    /// The item of an event as 3.2's `itemSchema` describes the event: its `data` property's
    /// `contentSchema` (JSON in the data), else text.
    private mutating func eventData(_ eventNode: YAMLNode, of what: String, at entry: YAMLMappingEntry) -> ImportedSchema {
        let event = document.resolved(eventNode)?.mapping
        let data = event?.first { $0.key == "properties" }?.value.mapping?.first { $0.key == "data" }?.value
        let dataMap = data.flatMap { document.resolved($0) }?.mapping
        if let content = dataMap?.first(where: { $0.key == "contentSchema" })?.value {
            return schema(content, what)
        }
        if data == nil || dataMap?.first(where: { $0.key == "type" })?.value.scalar?.text != "string" {
            document.diagnostics.warning(
                "the events of \(what) are imported as text: their `itemSchema` has no `data` property of `type: string` with a `contentSchema`",
                at: entry.keyLocation)
        }
        return ImportedSchema(type: "string")
    }

    /// The schema of the elements, when `node` is an array schema.
    private mutating func arrayItems(_ node: YAMLNode) -> YAMLNode? {
        guard let map = document.resolved(node)?.mapping, map.first(where: { $0.key == "type" })?.value.scalar?.text == "array" else {
            return nil
        }
        return map.first { $0.key == "items" }?.value
    }
}

extension StreamForm {
    /// The form of a streamed body in `mediaType`; `nil` for any other media type.
    init?(mediaType: String) {
        let essence = mediaType.mediaTypeEssence.lowercased()
        if essence == "text/event-stream" {
            self = .events
        } else if essence == "application/json-seq" || essence.hasSuffix("+json-seq") {
            self = .jsonSeq
        } else if Self.jsonLinesMediaTypes.contains(essence) {
            self = .jsonLines
        } else {
            return nil
        }
    }

    /// The media types of JSON Lines in use, besides the registered `application/jsonl`; the
    /// runtime reads the same list as lines (a test holds the two together).
    static let jsonLinesMediaTypes: Set<String> = [
        "application/jsonl", "application/x-ndjson", "application/ndjson", "application/jsonlines",
        "application/x-jsonlines", "application/json-lines", "application/x-json-stream",
    ]
}
