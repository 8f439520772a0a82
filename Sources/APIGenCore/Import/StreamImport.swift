/// Sequential media types of a success (JSON Lines, JSON text sequences, Server-Sent Events)
/// as a spec `stream` of their items.
extension OpenAPITranslator {
    /// The stream a success's media type is, or `nil` for a body read whole.
    mutating func streamSchema(_ entry: YAMLMappingEntry, of what: String) -> ImportedSchema? {
        guard let form = StreamForm(mediaType: entry.key) ?? gatewayStream(entry, of: what) else { return nil }
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
            if form != .events, item.type == "string" || item.type == "string?" {
                // Text is the body as a whole (Airflow's `/wait`: `type: string`, whose example is
                // lines of objects), not one line's value.
                document.diagnostics.warning(
                    "the schema of \(what) is text, the body as a whole: its lines are imported as any JSON value", at: entry.keyLocation)
                item = ImportedSchema(type: "any")
            }
        } else {
            item = ImportedSchema(type: form == .events ? "string" : "any")
        }
        for key in item.keep(only: SchemaPlace.typeKeys + ["format", "description", "events"]) {
            document.diagnostics.warning("`\(key)` of the items of \(what) is not imported: a stream's items take no constraints of their own",
                                         at: entry.keyLocation)
        }
        if item.type == "data" || item.type == "file" {
            item = ImportedSchema(type: form == .events ? "string" : "any")
        }
        // `stream` is written before what it streams: `events:` reads after it.
        item.keys.insert(("stream", .text(form.rawValue)), at: item.keys.firstIndex { $0.key == "events" } ?? item.keys.endIndex)
        if entry.key.mediaTypeEssence.lowercased() != form.defaultContentType {
            item.append("contentType", .text(entry.key))
        }
        return item
    }

    /// JSON Lines where grpc-gateway's documents say a server stream in their own way: the JSON
    /// response's schema is one of the document's `x-stream-definitions` (which the import
    /// makes components), the envelope (`result` or `error`) of each message the server writes
    /// on a line of its own (etcd's `Watch`).
    private mutating func gatewayStream(_ entry: YAMLMappingEntry, of what: String) -> StreamForm? {
        let essence = entry.key.mediaTypeEssence.lowercased()
        guard essence == "application/json" || essence.hasSuffix("+json"),
              let streamed = document.root.mapping?.first(where: { $0.key == "x-stream-definitions" })?.value.mapping,
              let schema = document.quietlyResolved(entry.value)?.mapping?.first(where: { $0.key == "schema" })?.value,
              let target = document.quietlyResolved(schema),
              streamed.contains(where: { $0.value.location == target.location }) else { return nil }
        document.diagnostics.warning(
            "\(what) is imported as a stream of JSON lines: its schema is one of grpc-gateway's `x-stream-definitions`, "
                + "the envelope of each message the server streams",
            at: entry.keyLocation)
        return .jsonLines
    }

    /// The item of an event as 3.2's `itemSchema` describes the event: its `data` property's
    /// `contentSchema` (JSON in the data), else text.
    private mutating func eventData(_ eventNode: YAMLNode, of what: String, at entry: YAMLMappingEntry) -> ImportedSchema {
        let event = document.resolved(eventNode)?.mapping
        if let named = namedEvents(event, of: what, at: entry) { return named }
        let data = dataProperty(of: event)
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

    /// Events typed by their names, as 3.2 writes them: a `oneOf` (or `anyOf`) of events, each
    /// naming its `event` with `const` (or an `enum` of one) and its data's `contentSchema`
    /// (JSON), or none (text). They become the spec's `events:`. `nil` when any variant names
    /// no event: the variants are then not told apart by name.
    private mutating func namedEvents(_ event: [YAMLMappingEntry]?, of what: String, at entry: YAMLMappingEntry) -> ImportedSchema? {
        guard let variants = event?.first(where: { $0.key == "oneOf" || $0.key == "anyOf" })?.value.sequence, !variants.isEmpty else {
            return nil
        }
        let shared = dataProperty(of: event)
        let byName = discriminatorNames(of: event)
        var named: [(name: String, data: YAMLNode?, at: SourceLocation)] = []
        for variant in variants {
            let map = document.resolved(variant)?.mapping
            let reference = variant.mapping?.first { $0.key == "$ref" }?.value.scalar?.text
            guard let name = eventName(of: map) ?? reference.flatMap({ byName?($0) }) else { return nil }
            named.append((name, dataProperty(of: map) ?? shared, variant.location))
        }
        var events: [(key: String, value: SpecValue)] = []
        var seen: Set<String> = []
        for event in named {
            guard seen.insert(event.name).inserted else {
                document.diagnostics.warning("a second event `\(event.name)` of \(what) is left out: the first one's data is its type",
                                             at: event.at)
                continue
            }
            let eventWhat = "event `\(event.name)` of \(what)"
            let content = event.data.flatMap { document.resolved($0) }?.mapping?.first { $0.key == "contentSchema" }?.value
            var data = content.map { schema($0, eventWhat) } ?? ImportedSchema(type: "string")
            for key in data.keep(only: SchemaPlace.typeKeys + ["format", "description"]) {
                document.diagnostics.warning("`\(key)` of the data of \(eventWhat) is not imported: an event's data takes no constraints of its own",
                                             at: event.at)
            }
            if data.type == "data" || data.type == "file" { data = ImportedSchema(type: "string") }
            events.append((event.name, data.value()))
        }
        return ImportedSchema(keys: [("events", .map(events))])
    }

    /// With a `discriminator` on `event`, the event name of a variant given by reference: the
    /// name its `mapping` gives that schema, or else the schema's own name, as OpenAPI's
    /// implicit mapping says. `nil` without such a discriminator.
    private func discriminatorNames(of event: [YAMLMappingEntry]?) -> ((String) -> String)? {
        let discriminator = event?.first { $0.key == "discriminator" }?.value.mapping
        guard discriminator?.first(where: { $0.key == "propertyName" })?.value.scalar?.text == "event" else { return nil }
        var names: [String: String] = [:]
        for entry in discriminator?.first(where: { $0.key == "mapping" })?.value.mapping ?? [] {
            guard let target = entry.value.scalar?.text else { continue }
            let component = Self.componentName(target)
            if names[component] == nil { names[component] = entry.key }
        }
        return { reference in
            let component = Self.componentName(reference)
            return names[component] ?? component
        }
    }

    /// The `data` property of an event's schema.
    private func dataProperty(of event: [YAMLMappingEntry]?) -> YAMLNode? {
        event?.first { $0.key == "properties" }?.value.mapping?.first { $0.key == "data" }?.value
    }

    /// The one name an event's schema allows its `event` property (`const: update`, or an
    /// `enum` of one), if any.
    private mutating func eventName(of event: [YAMLMappingEntry]?) -> String? {
        let property = event?.first { $0.key == "properties" }?.value.mapping?.first { $0.key == "event" }?.value
        guard let map = property.flatMap({ document.resolved($0) })?.mapping else { return nil }
        if let constant = map.first(where: { $0.key == "const" })?.value.scalar?.text { return constant }
        guard let values = map.first(where: { $0.key == "enum" })?.value.sequence, values.count == 1 else { return nil }
        return values[0].scalar?.text
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
