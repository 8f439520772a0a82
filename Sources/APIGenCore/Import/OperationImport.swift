/// OpenAPI operations into spec endpoints: parameters, body, response and errors (their `security` in `AuthImport`).
extension OpenAPITranslator {
    mutating func endpoints(_ paths: OpenAPIMapping) -> [Endpoint] {
        var endpoints: [Endpoint] = []
        var taken: Set<String> = []
        for entry in paths.entries where !entry.key.hasPrefix("x-") {
            var path = entry.key
            guard path.hasPrefix("/") else {
                document.diagnostics.warning("path `\(path)` is not imported: OpenAPI's paths start with `/`", at: entry.keyLocation)
                continue
            }
            guard let item = document.resolved(entry.value), let map = document.mapping(item, "path `\(path)`") else { continue }
            document.warnUnread(
                map, known: Set(PathItemOperations.fixedMethods + ["parameters", "summary", "description", "additionalOperations", "servers"]),
                in: "path `\(path)`")
            let operations = PathItemOperations(map.entries)
            for repeated in operations.repeated {
                document.diagnostics.warning(
                    "`\(repeated.method)` in `additionalOperations` of path `\(path)` is not imported: the path item declares that method already",
                    at: repeated.location)
            }
            let (stem, queryParameters) = queryInPath(path, at: entry.keyLocation)
            path = stem
            let shared = (map["parameters"]?.sequence ?? []) + queryParameters
            path = placeholdersInBraces(path, declared: shared + operations.operations.flatMap { found in
                found.node.mapping?.first { $0.key == "parameters" }?.value.sequence ?? []
            }, at: entry.keyLocation)
            for found in operations.operations {
                guard let operation = document.mapping(found.node, "`\(found.method) \(path)`") else { continue }
                guard var endpoint = leavingOutIfFailing("`\(found.method) \(path)`", {
                    $0.operation(operation, method: found.method, path: path, shared: shared, servers: map["servers"])
                }) else { continue }
                endpoint.name = SpecLayout.unique(endpoint.name, in: taken)
                taken.insert(endpoint.name)
                endpoints.append(endpoint)
            }
        }
        return endpoints
    }

    /// `path` with each segment written as Express writes a placeholder (`/users/:id`, in
    /// webfakes' httpbin document) written as OpenAPI's (`{id}`), where a path parameter of that
    /// name is declared and the path does not hold it already.
    private mutating func placeholdersInBraces(_ path: String, declared parameters: [YAMLNode], at location: SourceLocation) -> String {
        guard path.contains("/:") else { return path }
        let names = Set(parameters.compactMap { parameter -> String? in
            guard let entries = document.quietlyResolved(parameter)?.mapping,
                  entries.contains(where: { $0.key == "in" && $0.value.scalar?.text == "path" }) else { return nil }
            return entries.first { $0.key == "name" }?.value.scalar?.text
        })
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment -> Substring in
            guard segment.hasPrefix(":"), names.contains(String(segment.dropFirst())), !path.contains("{\(segment.dropFirst())}")
            else { return segment }
            return "{\(segment.dropFirst())}"
        }
        let braced = segments.joined(separator: "/")
        if braced != path {
            document.diagnostics.warning("path `\(path)` is imported as `\(braced)`: OpenAPI writes a path's parameters in braces",
                                         at: location)
        }
        return braced
    }

    /// What `translate` gives; with `leavesOutFailingOperations`, `nil` where it reported an
    /// error, each of its errors then a warning that says the operation is left out, and the
    /// models, servers and warnings it brought taken back.
    private mutating func leavingOutIfFailing(_ what: String, _ translate: (inout Self) -> Endpoint) -> Endpoint? {
        guard leavesOutFailingOperations else { return translate(&self) }
        let before = document.diagnostics
        let (lifted, servers, warnedSchemes) = (liftedModels.count, operationServers, warnedSecuritySchemes)
        document.diagnostics = Diagnostics()
        let endpoint = translate(&self)
        let own = document.diagnostics
        document.diagnostics = before
        guard own.hasErrors else {
            document.diagnostics.append(contentsOf: own)
            return endpoint
        }
        liftedModels.removeSubrange(lifted...)
        operationServers = servers
        warnedSecuritySchemes = warnedSchemes
        // Its warnings are about what is not imported now.
        for error in own.errors {
            document.diagnostics.warning("\(what) is left out (`--partial`): \(error.message)", at: error.location, notes: error.notes)
        }
        return nil
    }

    /// An operation; `servers` are its path item's, which its own replace.
    private mutating func operation(_ map: OpenAPIMapping, method: String, path: String, shared: [YAMLNode], servers: YAMLNode?) -> Endpoint {
        let what = "`\(method) \(path)`"
        document.warnUnread(map, known: [
            "operationId", "summary", "description", "tags", "deprecated", "parameters", "requestBody", "responses",
            "security", "callbacks", "servers",
        ], in: what)
        if map["callbacks"] != nil {
            document.diagnostics.warning("callbacks are not imported: a client sends requests, it does not receive them",
                                         at: map.location(of: "callbacks"))
        }
        let name = map["operationId"].flatMap { document.text($0, "`operationId`") }.map { functionNames[$0] ?? $0 }
            ?? Self.derivedName(method.lowercased(), path)
        nameContext = naming.typeName(name)
        var entries: [(key: String, value: SpecValue)] = [("method", .text(method)), ("path", .text(path))]
        if let text = map["summary"].flatMap({ document.prose($0, "`summary`") }),
           generatedSummaries[map["operationId"]?.scalar?.text ?? ""] != text {
            entries.append(("summary", .text(text)))
        }
        if let text = map["description"].flatMap({ document.prose($0, "`description`") }) { entries.append(("description", .text(text))) }
        let tags = map["tags"]?.sequence?.compactMap { $0.scalar?.text } ?? []
        if !tags.isEmpty { entries.append(("tags", .list(tags.map(SpecValue.text)))) }
        if let node = map["deprecated"], document.bool(node, "`deprecated`") == true { entries.append(("deprecated", .literal("true"))) }
        if let node = map["servers"] ?? servers, let server = endpointServer(node, of: what) { entries.append(("server", .text(server))) }
        if let node = map["security"], let auth = auth(node), auth != apiAuth ?? .text("none") {
            entries.append(("auth", auth))
        }
        let params = parameters(shared, map["parameters"]?.sequence ?? [], path: path, of: what, at: map.node.location)
        if !params.isEmpty { entries.append(("params", .map(params))) }
        if let node = map["requestBody"], let body = body(node, of: what, patch: method == "PATCH") { entries.append(("body", body)) }
        let (response, errors) = responses(map["responses"], of: what, bodiless: method == "HEAD")
        entries.append(("response", response))
        if let pages = pages(response: response, params: params, operation: map, method: method,
                             parameters: shared + (map["parameters"]?.sequence ?? []), of: what) {
            entries.append(("pages", pages))
        }
        if !errors.isEmpty { entries.append(("errors", .map(errors.map { ($0.key, $0.value) }))) }
        let value = SpecValue.map(entries)
        return Endpoint(name: name, value: value, tag: tags.first, models: modelsNamed(in: value),
                        errorLocations: Dictionary(errors.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first }))
    }

    /// `get /pets/{pet_id}/photos` -> `getPetsPetIdPhotos`, for an operation without an `operationId`.
    static func derivedName(_ method: String, _ path: String) -> String {
        var name = method
        for word in Naming().words(path) {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        return name
    }

    // MARK: Parameters

    /// The path item's parameters, then the operation's, which replace any of the same
    /// name and place (a header's name in any case). Keyed by name, as the spec writes them. A
    /// placeholder of the path that no parameter declares is a `string`, with a warning.
    private mutating func parameters(_ shared: [YAMLNode], _ own: [YAMLNode], path: String, of what: String, at location: SourceLocation)
        -> [(key: String, value: SpecValue)] {
        var byPlace: [(name: String, place: String, value: SpecValue, location: SourceLocation, isShared: Bool)] = []
        for (index, node) in (shared + own).enumerated() {
            guard let resolved = document.resolved(node), let map = document.mapping(resolved, "a parameter of \(what)"),
                  let place = map["in"].flatMap({ document.text($0, "`in`") }) else { continue }
            guard let name = map["name"].flatMap({ document.text($0, "`name`") }) ?? queryStringName(map, place: place) else {
                if map["name"] == nil {
                    document.diagnostics.warning("a parameter of \(what) has no `name`, so a client cannot send it; it is not imported",
                                                 at: map.node.location)
                }
                continue
            }
            guard let value = parameter(map, name: name, place: place, path: path, of: what) else { continue }
            let isShared = index < shared.count
            byPlace.removeAll { other in
                other.place == place
                    && (other.name == name || place == "header" && other.isShared && !isShared && other.name.lowercased() == name.lowercased())
            }
            byPlace.append((name, place, value, map.location(of: "name"), isShared))
        }
        // Parameters of one name in different places (Kubernetes' proxies: `{path}` in the path and
        // `path` in the query): the one in the path, else the first, keeps the name as its key; each
        // other is keyed by name and place (`path_query`) and sent by its name (`wireName`).
        var out: [Member] = []
        for parameter in byPlace {
            let sharing = byPlace.filter { $0.name == parameter.name }
            let keeper = sharing.first { $0.place == "path" } ?? sharing[0]
            guard keeper.place != parameter.place else {
                out.append(Member(key: parameter.name, value: parameter.value, location: parameter.location))
                continue
            }
            let key = SpecLayout.unique("\(parameter.name)_\(parameter.place)", in: Set(byPlace.map(\.name) + out.map(\.key)))
            out.append(Member(key: key, value: parameter.value.adding("wireName", .text(parameter.name)), location: parameter.location))
        }
        if case .success(let parts) = PathTemplate.parse(path) {
            for case .parameter(let name, _) in parts.map(\.part) where !out.contains(where: { $0.key == name }) {
                document.diagnostics.warning("`{\(name)}` in the path of \(what) has no parameter; it is imported as a `string`", at: location)
                out.append(Member(key: name, value: .text("string"), location: location))
            }
        }
        return nameApart(out, "parameter", of: what)
    }

    private mutating func parameter(_ map: OpenAPIMapping, name: String, place: String, path: String, of what: String) -> SpecValue? {
        let described = "parameter `\(name)` of \(what)"
        var schemaNode = map["schema"]
        var known: Set<String> = [
            "name", "in", "required", "schema", "content", "description", "deprecated", "style", "explode",
            "allowEmptyValue", "allowReserved",
        ]
        // Ceph's 3.0 document writes `default` beside the schema, where Swagger 2.0 kept it.
        if let written = map["default"], let node = schemaNode, var entries = node.mapping, !entries.contains(where: { $0.key == "default" }) {
            entries.append(YAMLMappingEntry(key: "default", keyLocation: map.location(of: "default"), value: written))
            schemaNode = YAMLNode(.mapping(entries), at: node.location)
            known.insert("default")
            document.diagnostics.warning("`default` of \(described) is read as its schema's: OpenAPI 3 writes it in the schema",
                                         at: map.location(of: "default"))
        }
        document.warnUnread(map, known: known, in: described)
        if place == "querystring" { return queryString(map, name: name, path: path, of: what) }
        guard ["path", "query", "header", "cookie"].contains(place) else {
            document.diagnostics.error("parameter `\(name)` is in `\(place)`; expected path, query, querystring, header or cookie",
                                       at: map.location(of: "in"))
            return nil
        }
        if place == "header" && Resolver.reservedHeaders.contains(name.lowercased()) {
            // OpenAPI itself says to ignore Accept, Content-Type and Authorization parameters.
            document.diagnostics.warning("header parameter `\(name)` is not imported: the client sets it", at: map.location(of: "name"))
            return nil
        }
        if place == "path" && !path.contains("{\(name)}") {
            // webfakes' `/stream-bytes` declares `n` in a path that has no place for it.
            document.diagnostics.warning("path parameter `\(name)` is not imported: the path of \(what) has no `{\(name)}`",
                                         at: map.location(of: "name"))
            return nil
        }
        var schema = ImportedSchema(type: "string")
        var jsonEncoded = false
        let beforeSchema = additions
        if let node = schemaNode, let array = arrayOfOneOrMany(node) {
            document.diagnostics.warning(
                "\(described) is one value or an array of them; it is imported as the array, as which one value is sent (an array of one)",
                at: map.location(of: "schema"))
            schemaNode = array
            schema = self.schema(array, described)
        } else if let node = schemaNode {
            schema = self.schema(Self.textIfUntyped(node), described)
        } else if let content = map["content"]?.mapping, let first = content.first {
            let media = mediaType(first)
            schemaNode = media?["schema"]
            if let node = schemaNode { schema = self.schema(node, described) }
            if schemaNode == nil, let media, media["itemSchema"] != nil {
                document.diagnostics.warning(
                    "\(described) is a sequence of items (`itemSchema`), which the spec's parameters are not; it is imported as `string`",
                    at: media.location(of: "itemSchema"))
            } else {
                jsonEncoded = true
            }
        }
        if !jsonEncoded {
            textForScalarUnion(&schema, described, at: map.node.location, undoing: beforeSchema)
            textForBytes(&schema, described, at: map.node.location)
            textForAny(&schema, described, at: map.node.location)
        }
        if let node = map["description"], let text = document.prose(node, "`description`") { schema.describe(text) }
        if let node = map["deprecated"], document.bool(node, "`deprecated`") == true, !schema.has("deprecated") {
            schema.append("deprecated", .literal("true"))
        }
        for key in schema.keep(only: SchemaPlace.parameter.allowedKeys) {
            document.diagnostics.warning("`\(key)` is not imported for \(described)", at: map.node.location)
        }
        if place != "path" && path.contains("{\(name)}") || place == "header" || place == "cookie" {
            schema.append("in", .text(place))
        }
        if let schemaNode, isPassword(schemaNode) {
            if place == "path" {
                document.diagnostics.warning("`format: password` is not imported for \(described): logs show a URL's path as it is",
                                             at: map.node.location)
            } else {
                schema.append("secret", .literal("true"))
            }
        }
        let style = map["style"].flatMap { $0.scalar?.text }
        if place == "query", !jsonEncoded, style == nil || style == "form", let schemaNode, sendsFields(schemaNode) {
            // OpenAPI's default for an object (or a map) in the query spreads its fields
            // (`page=0&size=20`, Spring's `pageable`); the spec writes that style out.
            schema.append("style", .text("form"))
        } else if let style {
            switch (place, style) {
            case ("query", "deepObject") where isSingleValue(schema, written: schemaNode):
                // A single value is `name=value` in any style, and the spec gives it none (Stripe's
                // `application`, text or `""`, written in `deepObject` style).
                break
            case ("query", "spaceDelimited"), ("query", "pipeDelimited"), ("query", "deepObject"):
                schema.append("style", .text(style))
            case ("query", "form"), ("path", "simple"), ("header", "simple"), ("cookie", "form"), ("cookie", "cookie"):
                break
            default:
                document.diagnostics.error("style `\(style)` for a \(place) parameter has no spec equivalent", at: map.location(of: "style"))
            }
        }
        if place == "query", let node = map["explode"], document.bool(node, "`explode`") == false {
            schema.append("explode", .literal("false"))
        }
        if jsonEncoded { schema.append("encoding", .text("json")) }
        if place == "path", schema.has("default") {
            // httpbin's `/digest-auth/{qop}/{user}/{passwd}/{algorithm}` defaults `algorithm`: the
            // server's shorter route means it, but this path always carries the segment.
            schema.keys.removeAll { $0.key == "default" }
            document.diagnostics.warning("`default` of \(described) is not imported: a path always carries its parameters, so the caller gives it",
                                         at: schemaNode?.mapping?.first { $0.key == "default" }?.keyLocation ?? map.location(of: "default"))
        }
        let required = place == "path" || map["required"].flatMap { document.bool($0, "`required`") } == true
        let optional = !required && !schema.has("default")
        return schema.value(optional: optional)
    }

    /// Whether an imported parameter is one value on the wire: text, a number, a date, an enum,
    /// written in place or as the schema component `written` refers to.
    private func isSingleValue(_ schema: ImportedSchema, written: YAMLNode?) -> Bool {
        if let type = schema.type {
            if let primitive = Primitive(rawValue: type.hasSuffix("?") ? String(type.dropLast()) : type) { return primitive.isText }
        } else if schema.has("enum") {
            return true
        }
        guard let written, let node = document.quietlyResolved(written), let entries = node.mapping else { return false }
        let component = OpenAPIMapping(node: node, entries: entries)
        let keys = Set(entries.map(\.key))
        return keys.isDisjoint(with: ["oneOf", "anyOf", "allOf", "properties", "additionalProperties", "items"])
            && (keys.contains("enum") || ["string", "integer", "number", "boolean"].contains(component["type"]?.scalar?.text ?? ""))
    }

    /// Whether a parameter's schema is an object with properties, or a map (an object of
    /// `additionalProperties` alone), itself or where its `$ref` points.
    func sendsFields(_ schema: YAMLNode) -> Bool {
        guard let node = document.quietlyResolved(schema), isObject(node) else { return false }
        let additional = node.mapping?.first { $0.key == "additionalProperties" }?.value
        return Self.hasProperties(node) || additional != nil && additional?.scalar?.text != "false"
    }

    /// A union of scalars (`oneOf: [integer, string]`, GitHub's `workflow_id`; an enum beside a
    /// pattern, netdata's colours, inline or components) where the spec wants one scalar: a parameter or
    /// header is text on the wire whichever variant it holds, so it is imported as `string`, and
    /// the models its inline variants became are taken back (`before`: as before the schema).
    private mutating func textForScalarUnion(
        _ schema: inout ImportedSchema, _ described: String, at location: SourceLocation,
        undoing before: Additions
    ) {
        // What each variant made a model of here is, where it is text: an enum, or a constrained scalar.
        var liftedText: [String: String] = [:]
        for model in liftedModels.dropFirst(before.liftedModels.count) {
            guard case .entries(let entries) = model.value,
                  !entries.contains(where: { ["properties", "oneOf", "include", "items", "values"].contains($0.key) }) else { continue }
            if entries.contains(where: { $0.key == "enum" }) {
                liftedText[model.name] = "an enum"
            } else if case .text(let type)? = entries.first(where: { $0.key == "type" })?.value, Primitive(rawValue: type)?.isText == true {
                liftedText[model.name] = "`\(type)`"
            }
        }
        guard schema.type == nil, let index = schema.keys.firstIndex(where: { $0.key == "oneOf" }),
              case .list(let variants) = schema.keys[index].value,
              variants.allSatisfy({ variant in
                  guard case .text(let type) = variant else { return false }
                  if let primitive = Primitive(rawValue: type) { return primitive.isText }
                  // A schema component that is an enum or a scalar (`$ref: Color`) is text on the wire too.
                  return liftedText[type] != nil || takesScalarDefault(type)
              })
        else { return }
        if !liftedText.isEmpty { takeBack(to: before) }
        schema.keys.remove(at: index)
        schema.type = "string"
        let names = variants.compactMap { variant -> String? in
            guard case .text(let type) = variant else { return nil }
            return liftedText[type] ?? "`\(type)`"
        }
        document.diagnostics.warning(
            "\(described) is one of \(names.joined(separator: ", ")), imported as `string`: it is text on the wire either way, and the spec's parameters and headers are not unions",
            at: location)
    }

    /// Bytes (`format: byte`, base64 text) where the spec wants text: a parameter or a header
    /// travels as text, which the caller gives, as `string`.
    private mutating func textForBytes(_ schema: inout ImportedSchema, _ described: String, at location: SourceLocation) {
        guard let type = schema.type, ["data", "data?", "data[]", "data[]?"].contains(type) else { return }
        schema.type = "string" + type.dropFirst("data".count)
        document.diagnostics.warning(
            "\(described) is bytes, imported as `string`, the text that travels (base64, for `format: byte`): the spec's parameters "
                + "and headers are text", at: location)
    }

    /// A parameter's schema of no type that constrains only text (`{ pattern: "^b" }`) with
    /// `type: string`: a parameter is text on the wire, so its constraints are kept.
    private static func textIfUntyped(_ node: YAMLNode) -> YAMLNode {
        guard var entries = node.mapping, !entries.isEmpty else { return node }
        let textKeys: Set<String> = ["pattern", "minLength", "maxLength", "format", "description", "default", "example", "deprecated"]
        guard entries.allSatisfy({ textKeys.contains($0.key) || $0.key.hasPrefix("x-") }),
              entries.contains(where: { ["pattern", "minLength", "maxLength"].contains($0.key) }) else { return node }
        entries.insert(YAMLMappingEntry(key: "type", keyLocation: node.location,
                                        value: YAMLNode(.scalar(YAMLScalar("string", style: .plain)), at: node.location)), at: 0)
        return YAMLNode(.mapping(entries), at: node.location)
    }

    /// Any value (a schema of no type: `{}`) where the spec wants text: a parameter or a header
    /// travels as text, so it is imported as `string`.
    private mutating func textForAny(_ schema: inout ImportedSchema, _ described: String, at location: SourceLocation) {
        guard let type = schema.type, ["any", "any?", "any[]", "any[]?"].contains(type) else { return }
        schema.type = "string" + type.dropFirst("any".count)
        let untyped = type.contains("[]") ? "the items of \(described) have" : "\(described) has"
        document.diagnostics.warning(
            "\(untyped) no type, imported as `string`, the text that travels: the spec's parameters and headers are text", at: location)
    }

    // MARK: Body

    /// The media type read from a `content` map: JSON first, then a form, multipart, and
    /// then whatever comes first.
    private mutating func preferredContent(_ content: [YAMLMappingEntry], of what: String) -> YAMLMappingEntry? {
        // FastAPI lists `application/json` with an empty schema for every route, beside the
        // type a route declares itself (`text/event-stream`, `image/png`): that one is the answer.
        let placeholders = content.count > 1 ? Set(content.filter(Self.isEmptyJSON).map(\.key)) : []
        let order = { (item: (offset: Int, element: YAMLMappingEntry)) in
            (placeholders.contains(item.element.key) ? 1 : 0, Self.rank(item.element.key), item.offset)
        }
        let ranked = content.enumerated().min { order($0) < order($1) }?.element
        guard let ranked else { return nil }
        // The same schema in another type that is not a form (ASP.NET's `text/json` and
        // `text/plain` beside `application/json`) says nothing the chosen one does not.
        let others = content.filter { $0.key != ranked.key && !Self.saysTheSame($0, as: ranked) && !placeholders.contains($0.key) }
        if !others.isEmpty {
            let names = others.map { "`\($0.key)`" }.joined(separator: ", ")
            document.diagnostics.warning("\(what) is imported as `\(ranked.key)`; the spec has one media type per body, so \(names) is not",
                                         at: ranked.keyLocation)
        }
        return ranked
    }

    /// Whether a media type is JSON of any value written as FastAPI writes it: `schema: {}`. (One
    /// without a schema, beside XML without one, is a document's "either", where JSON is better.)
    private static func isEmptyJSON(_ entry: YAMLMappingEntry) -> Bool {
        entry.key.isJSONContentType && schema(of: entry)?.mapping?.isEmpty == true
    }

    /// The `schema` a media type holds, as written.
    private static func schema(of entry: YAMLMappingEntry) -> YAMLNode? {
        entry.value.mapping?.first { $0.key == "schema" }?.value
    }

    /// Whether a media type holds the same schema as the chosen one, in a type that is no form.
    private static func saysTheSame(_ other: YAMLMappingEntry, as chosen: YAMLMappingEntry) -> Bool {
        guard rank(chosen.key) == 0, ![1, 2].contains(rank(other.key)) else { return false }
        switch (schema(of: other), schema(of: chosen)) {
        case (nil, nil): return true
        case (let x?, let y?): return sameContent(x, y)
        default: return false
        }
    }

    /// JSON (`*/*` too, as Spring's generated documents write it), then a form, then
    /// multipart, then anything else.
    private static func rank(_ mediaType: String) -> Int {
        let type = mediaType.mediaTypeEssence.lowercased()
        if mediaType.isJSONContentType || type == "*/*" { return 0 }
        if type == "application/x-www-form-urlencoded" { return 1 }
        if type == "multipart/form-data" { return 2 }
        return 3
    }

    private mutating func body(_ node: YAMLNode, of what: String, patch: Bool) -> SpecValue? {
        guard let resolved = document.resolved(node), let map = document.mapping(resolved, "the request body of \(what)") else { return nil }
        document.warnUnread(map, known: ["content", "required", "description"], in: "the request body of \(what)")
        guard let content = map["content"]?.mapping, let chosen = preferredContent(content, of: "the request body of \(what)") else {
            return nil
        }
        if Self.rank(chosen.key) == 1, let schemaNode = mediaType(chosen)?["schema"], holdsNothing(schemaNode) {
            // Stripe gives each GET a form body of no fields: it sends nothing.
            return nil
        }
        var schema = mediaSchema(chosen, of: "the body of \(what)", body: true, patch: patch)
        switch Self.rank(chosen.key) {
        case 1 where schema.type == "string" || schema.type == "string?":
            // A form whose schema is text (Flask-Security's) is sent as written: the caller encodes its fields.
            schema.append("contentType", .text(chosen.key))
            document.diagnostics.warning(
                "the form body of \(what) is text: it is imported as a `string` body of `\(chosen.key)`, sent as written, "
                    + "its fields encoded by the caller", at: chosen.keyLocation)
        case 1:
            schema.append("encoding", .text("form"))
            let media = mediaType(chosen)
            if formInBrackets(media?["encoding"], of: what) {
                schema.append("style", .text("deepObject"))
            } else if formJoinsArrays(media, of: what) {
                schema.append("explode", .literal("false"))
            }
        case 2:
            schema.append("encoding", .text("multipart"))
            if formInBrackets(mediaType(chosen)?["encoding"], of: what) { schema.append("style", .text("deepObject")) }
        default: break
        }
        // The schema's own description wins over the request body's.
        if !schema.has("description"), let text = map["description"].flatMap({ document.prose($0, "`description`") }) {
            schema.describe(text)
        }
        for key in schema.keep(only: SchemaPlace.body.allowedKeys) {
            document.diagnostics.warning("`\(key)` is not imported for the body of \(what)", at: chosen.keyLocation)
        }
        let required = map["required"].flatMap { document.bool($0, "`required`") } ?? false
        return schema.value(optional: !required)
    }

    /// Whether a form's (or a multipart body's) `encoding` sends a field in `deepObject` style
    /// (Stripe's `card[number]`): the body then sends each field that is not a single value in
    /// brackets. A field given another style is sent so too, with a warning.
    private mutating func formInBrackets(_ encoding: YAMLNode?, of what: String) -> Bool {
        let fields = encoding?.mapping ?? []
        func style(_ field: YAMLMappingEntry) -> YAMLMappingEntry? { field.value.mapping?.first { $0.key == "style" } }
        guard fields.contains(where: { style($0)?.value.scalar?.text == "deepObject" }) else { return false }
        for field in fields {
            guard let other = style(field), let text = other.value.scalar?.text, text != "deepObject" else { continue }
            document.diagnostics.warning(
                "`style: \(text)` of field `\(field.key)` of the body of \(what) is not imported: the body's other fields ask for "
                    + "`deepObject`, and the spec gives a body one style, so every field that is not a single value goes in brackets",
                at: other.value.location)
        }
        return true
    }

    /// Whether a form's `encoding` joins a field's array by commas (`explode: false`; Swagger
    /// 2.0's `csv` form fields): the body then joins each of its arrays so, and an array field
    /// that is not joined is told of, as the spec gives a body one `explode`.
    private mutating func formJoinsArrays(_ media: OpenAPIMapping?, of what: String) -> Bool {
        let fields = media?["encoding"]?.mapping ?? []
        func explodes(_ name: String) -> Bool {
            guard let field = fields.first(where: { $0.key == name })?.value.mapping,
                  let explode = field.first(where: { $0.key == "explode" })?.value.scalar?.text else { return true }
            return explode != "false"
        }
        let properties = media?["schema"].flatMap { document.quietlyResolved($0) }?.mapping?.first { $0.key == "properties" }?.value.mapping ?? []
        let arrays = properties.filter { property in
            document.quietlyResolved(property.value)?.mapping?.contains { $0.key == "type" && $0.value.scalar?.text == "array" } == true
        }
        guard arrays.contains(where: { !explodes($0.key) }) else { return false }
        for property in arrays where explodes(property.key) {
            document.diagnostics.warning(
                "form field `\(property.key)` of the body of \(what) is sent joined by commas too: the body's other arrays are "
                    + "(`explode: false`), and the spec gives a body one `explode`", at: property.keyLocation)
        }
        return true
    }

    /// Whether a schema admits only an object of no properties: `{ type: object, properties: {},
    /// additionalProperties: false }`.
    private func holdsNothing(_ node: YAMLNode) -> Bool {
        guard let resolved = document.quietlyResolved(node), let entries = resolved.mapping else { return false }
        let schema = OpenAPIMapping(node: resolved, entries: entries)
        let allowed: Set<String> = ["type", "properties", "additionalProperties", "title", "description"]
        return schema["type"]?.scalar?.text == "object" && schema["properties"]?.mapping?.isEmpty ?? true
            && schema["additionalProperties"]?.scalar?.text == "false" && entries.allSatisfy { allowed.contains($0.key) }
    }

    /// The schema of one media type: JSON as its schema says, and a form or multipart body
    /// too (`body` only: the client sends those, it does not read them); text as `string`,
    /// and any other bytes as `data`, or in a request body as `file`, which a client can send
    /// from the disk (an upload may run to gigabytes), each with its content type.
    private mutating func mediaSchema(_ entry: YAMLMappingEntry, of what: String, body: Bool = false, patch: Bool = false) -> ImportedSchema {
        // An inline schema here is only sent (by a PATCH, or not), or only received (`readOnly`, `writeOnly`).
        let outerUse = schemaUse
        schemaUse = body ? SchemaDirections.Use(sent: true, received: false, patched: patch) : .receivedOnly
        defer { schemaUse = outerUse }
        let media = mediaType(entry)
        let schemaNode = media?["schema"]
        let rank = Self.rank(entry.key)
        let essence = entry.key.mediaTypeEssence.lowercased()
        let isText = essence.hasPrefix("text/") || entry.key.lowercased().contains("charset=")
        if let media, media["itemSchema"] != nil {
            // OpenAPI 3.2's sequential media types (`application/jsonl`, `text/event-stream`),
            // where the spec has no stream: a request body, an error.
            document.diagnostics.warning(
                "the items of `\(entry.key)` in \(what) (`itemSchema`) are not decoded one by one: only a success streams, "
                    + "so it is imported as \(isText ? "`string`" : rank > 0 ? "`data`" : schemaNode == nil ? "`any`" : "its `schema`")",
                at: media.location(of: "itemSchema"))
        }
        // `*/*` (as Spring's generated documents write it) is JSON, unless its schema is bytes.
        if essence == "*/*", let format = schemaNode?.mapping?.first(where: { $0.key == "format" })?.value.scalar?.text,
           ["binary", "byte"].contains(format) {
            return ImportedSchema(type: body ? "file" : "data", keys: [("contentType", .text("application/octet-stream"))])
        }
        if rank == 0 || body && rank < 3 {
            guard let schemaNode else { return ImportedSchema(type: "any") }
            let outerMultipart = multipartBody
            // A component's parts are read with the component (`MultipartComponents`).
            let isInline = schemaNode.mapping?.contains(where: { $0.key == "$ref" }) == false
            multipartBody = rank == 2 && isInline
                ? MultipartBody(location: schemaNode.location, files: true, parts: partContentTypes(media?["encoding"]),
                                encoding: media?["encoding"]?.location) : nil
            defer { multipartBody = outerMultipart }
            var result = schema(schemaNode, what)
            warnUnreadEncoding(of: what)
            // A JSON type of its own (`application/problem+json`) is kept, as the client sends it
            // in `Accept`.
            if rank == 0 && essence != "application/json" && essence != "*/*" {
                result.append("contentType", .text(entry.key))
            }
            return result
        }
        // Text keeps what its schema says of it (`maxLength`, `pattern`, a description), when
        // the schema is a string, written here or as a component (text is `string`, never a
        // named type), with what keys beside its reference add; any other schema says nothing
        // that text can hold.
        if isText, let schemaNode, let stringNode = document.resolved(schemaNode),
           stringNode.mapping?.first(where: { $0.key == "type" })?.value.scalar?.text == "string" {
            var text = schema(referenceAndSiblings(schemaNode) == nil ? stringNode : schemaNode, what)
            if text.type == "string" {
                text.append("contentType", .text(entry.key))
                return text
            }
        }
        return ImportedSchema(type: isText ? "string" : body ? "file" : "data", keys: [("contentType", .text(entry.key))])
    }

    // MARK: Responses

    /// An error as the spec writes it, keyed by its status, and where its response is written.
    typealias ImportedError = (key: String, value: SpecValue, location: SourceLocation)

    /// The success (the lowest 2xx status) and each other status as an error. The answers to
    /// a `bodiless` request (HEAD) have no body, whatever content the document gives them.
    private mutating func responses(_ node: YAMLNode?, of what: String, bodiless: Bool) -> (SpecValue, [ImportedError]) {
        guard let node, let map = document.mapping(node, "the responses of \(what)") else { return (.text("none"), []) }
        var errors: [ImportedError] = []
        var statuses: [YAMLMappingEntry] = []
        for entry in map.entries where !entry.key.lowercased().hasPrefix("x-") {
            // OpenAPI documents also write `DEFAULT`, which `errors` below spells `default`.
            guard StatusKey(key: entry.key.lowercased()) != nil else {
                document.diagnostics.warning(
                    "response `\(entry.key)` of \(what) is not imported: responses are keyed by a status code (`404`), a class (`4XX`) or `default`",
                    at: entry.keyLocation)
                continue
            }
            statuses.append(entry)
        }
        let chosen = Self.successResponse(among: statuses)
        let isDefault = chosen?.key.lowercased() == "default"
        let success = chosen.map { (status: isDefault ? "default" : $0.key.uppercased(), node: $0.value, location: $0.keyLocation) }
        for other in statuses where other.key.hasPrefix("2") && other.key != chosen?.key {
            document.diagnostics.warning(
                "\(what) is imported with its \(success?.status ?? "") response; any 2xx status counts as success, and the spec declares one body",
                at: other.keyLocation)
        }
        if isDefault, let chosen {
            statuses.removeAll { $0.key.lowercased() == "default" }
            document.diagnostics.warning(
                "\(what) declares no 2xx response, so its `default` response is imported as the success (any 2xx status), not as an error",
                at: chosen.keyLocation)
        }
        for entry in statuses where !entry.key.hasPrefix("2") {
            let status = entry.key.uppercased() == "DEFAULT" ? "default" : entry.key.uppercased()
            guard let resolved = document.resolved(entry.value),
                  let response = document.mapping(resolved, "response \(status) of \(what)") else { continue }
            var schema = ImportedSchema(type: "none")
            if let content = response["content"]?.mapping, !bodiless || !warnBodyOfHead(response, "response \(status) of \(what)"),
               let chosen = preferredContent(content, of: "response \(status) of \(what)") {
                schema = mediaSchema(chosen, of: "response \(status) of \(what)")
                for key in schema.keep(only: SchemaPlace.error.allowedKeys) {
                    document.diagnostics.warning("`\(key)` is not imported for response \(status) of \(what)", at: chosen.keyLocation)
                }
            }
            describe(&schema, as: response, status: status)
            // A class's or `default`'s case holds the status first, and any case its body.
            let headers = typedHeaders(response, of: "response \(status) of \(what)", reserved: ["status": "the status", "body": "the body"])
            if !headers.isEmpty { schema.append("headers", .map(headers)) }
            errors.append((status, schema.value(), entry.keyLocation))
        }
        guard let success, let resolved = document.resolved(success.node),
              let response = document.mapping(resolved, "response \(success.status) of \(what)") else {
            return (.text("none"), errors)
        }
        document.warnUnread(response, known: ["summary", "description", "content", "headers", "links"], in: "response \(success.status) of \(what)")
        var schema = ImportedSchema(type: "none")
        if let content = response["content"]?.mapping, !bodiless || !warnBodyOfHead(response, "response \(success.status) of \(what)"),
           let chosen = preferredContent(content, of: "response \(success.status) of \(what)") {
            schema = streamSchema(chosen, of: "the response of \(what)") ?? mediaSchema(chosen, of: "the response of \(what)")
        }
        describe(&schema, as: response, status: success.status)
        let status = Int(success.status)
        if let status, status != (schema.type == "none" ? 204 : 200) {
            schema.append("status", .literal(String(status)))
        }
        let headers = typedHeaders(response, of: "the response of \(what)", reserved: schema.type == "none" ? [:] : ["body": "the body"])
        if !headers.isEmpty { schema.append("headers", .map(headers)) }
        for key in schema.keep(only: SchemaPlace.response.allowedKeys) {
            document.diagnostics.warning("`\(key)` is not imported for the response of \(what)", at: success.location)
        }
        return (schema.value(), errors)
    }

    /// The success among an operation's responses: the lowest 2xx status (`2XX` only when no
    /// status is written out), or with no 2xx written, `default` (every status not written), as
    /// Sanic writes each route's response: read as an error, the answer to every call would be one.
    static func successResponse(among statuses: [YAMLMappingEntry]) -> YAMLMappingEntry? {
        statuses.filter { $0.key.hasPrefix("2") }.min { (Int($0.key) ?? 300) < (Int($1.key) ?? 300) }
            ?? statuses.first { $0.key.lowercased() == "default" }
    }

    /// Warns that the content of a response to HEAD, which has no body, is left out; `true`
    /// where it had any (Kubernetes gives its HEAD proxies a `string` schema).
    private mutating func warnBodyOfHead(_ response: OpenAPIMapping, _ what: String) -> Bool {
        guard response["content"]?.mapping?.isEmpty == false else { return false }
        document.diagnostics.warning("the content of \(what) is not imported: the answer to a HEAD request has no body",
                                     at: response.location(of: "content"))
        return true
    }

    /// A response's `headers` (a success's or an error's) as typed headers, but for
    /// `Content-Type`, which the client reads itself. Headers Swift would spell alike
    /// (`X-Request-Id`, `x_request_id`) are named apart, and one whose Swift name is `reserved`
    /// (a success's or an error's `body`, an error's `status`) is named `<name>Header`, each
    /// with a warning.
    private mutating func typedHeaders(
        _ response: OpenAPIMapping, of what: String, reserved: [String: String]
    ) -> [(key: String, value: SpecValue)] {
        var typed: [Member] = []
        for header in response["headers"]?.mapping ?? [] where header.key.lowercased() != "content-type" {
            guard let resolved = document.resolved(header.value),
                  let map = document.mapping(resolved, "response header `\(header.key)`") else { continue }
            let described = "response header `\(header.key)`"
            let beforeSchema = additions
            // A header's `content` (3.x) is its value's media type: JSON, in practice; another is text.
            let content = map["content"]?.mapping?.first
            let contentSchema = content.flatMap { mediaType($0)?["schema"] }
            var jsonEncoded = map["schema"] == nil && contentSchema != nil && content?.key.isJSONContentType == true
            var headerSchema = (map["schema"] ?? contentSchema).map { self.schema($0, described) } ?? ImportedSchema(type: "string")
            if !jsonEncoded, let node = map["schema"], sendsFields(node) {
                // OpenAPI's `simple` style would join an object's fields with commas; flask-smorest's
                // `X-Pagination`, the one such header in wide use, is JSON.
                jsonEncoded = true
                document.diagnostics.warning(
                    "\(described) is an object, imported with `encoding: json`: read as JSON text, as flask-smorest sends its "
                        + "`X-Pagination` (OpenAPI's `simple` style would join the fields with commas)", at: header.keyLocation)
            }
            if jsonEncoded {
                headerSchema.append("encoding", .text("json"))
            } else {
                textForScalarUnion(&headerSchema, described, at: header.keyLocation, undoing: beforeSchema)
                textForBytes(&headerSchema, described, at: header.keyLocation)
                textForAny(&headerSchema, described, at: header.keyLocation)
            }
            if !jsonEncoded, let type = headerSchema.type, type.hasSuffix("[]") || type.hasSuffix("[]?"),
               let why = Resolver.commasWithinItems[header.key.lowercased()] {
                headerSchema.type = type.hasSuffix("?") ? "string?" : "string"
                headerSchema.keys.removeAll { ["minItems", "maxItems", "uniqueItems", "items"].contains($0.key) }
                document.diagnostics.warning("\(described) is imported as one `string`, not a list: \(why)", at: header.keyLocation)
            }
            if let text = map["description"].flatMap({ document.prose($0, "`description`") }) { headerSchema.describe(text) }
            for key in headerSchema.keep(only: SchemaPlace.responseHeader.allowedKeys) {
                document.diagnostics.warning("`\(key)` is not imported for \(described)", at: header.keyLocation)
            }
            let required = map["required"].flatMap { document.bool($0, "`required`") } ?? false
            typed.append(Member(key: header.key, value: headerSchema.value(optional: !required), location: header.keyLocation))
        }
        var named = nameApart(typed, "response header", of: what)
        let taken = Set(named.map { naming.memberName($0.key) })
        // One `nameApart` renamed has a name of its own already.
        for index in named.indices where named[index].value == typed[index].value {
            let swiftName = naming.memberName(named[index].key)
            guard let holder = reserved[swiftName] else { continue }
            let name = SpecLayout.unique(swiftName + "Header", in: taken)
            document.diagnostics.warning(
                "response header `\(named[index].key)` of \(what) is the Swift name `\(name)`: `\(swiftName)` is \(holder)'s",
                at: typed[index].location)
            named[index].value = named[index].value.adding("name", .text(name))
        }
        return named
    }

    /// Gives a response's schema the response's `description` (OpenAPI 3.2's `summary` where it
    /// has none; 3.0 and 3.1 require one), unless the schema has its own, or the text says only
    /// what generated code says already: the status's reason phrase (`OK`, `Not found`), that it
    /// is a response (`Response`, `Empty response`: GitHub's words for most of its responses), or
    /// for a success that it succeeded (`successful operation`, the Petstore's).
    private mutating func describe(_ schema: inout ImportedSchema, as response: OpenAPIMapping, status: String) {
        guard !schema.has("description"),
              let text = response["description"].flatMap({ document.prose($0, "`description`") })
                ?? response["summary"].flatMap({ document.prose($0, "`summary`") }) else {
            return
        }
        let letters = String(text.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) })
        let code = Int(status)
        let phrase = code.flatMap { Self.successPhrases[$0] ?? ReasonPhrases.caseNames[$0] }?.lowercased()
        let isSuccess = code.map { (200...299).contains($0) } ?? status.hasPrefix("2")
        guard !letters.isEmpty, letters != phrase, !Self.responseWords.contains(letters),
              !(isSuccess && Self.successWords.contains(letters)) else { return }
        schema.describe(text)
    }

    /// The reason phrases of the success statuses, as `ReasonPhrases` spells those of the others.
    private static let successPhrases: [Int: String] = [
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent",
    ]

    /// What documents write for any response that says nothing more, in lower-case letters only.
    private static let responseWords: Set<String> = ["response", "emptyresponse", "defaultresponse"]

    /// The same for a success.
    private static let successWords: Set<String> = [
        "ok", "success", "successful", "successfuloperation", "successfulresponse", "successfulrequest", "successresponse",
    ]

    // MARK: Models an endpoint names

    /// The models a value names in its types (not in its descriptions or patterns).
    func modelsNamed(in value: SpecValue) -> Set<String> {
        let models = modelNameSet
        var found: Set<String> = []
        func visit(_ value: SpecValue, key: String?) {
            switch value {
            case .text(let text):
                guard key.map({ !Self.textKeys.contains($0) }) ?? true else { return }
                for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "_-.".contains($0)) })
                where models.contains(String(word)) {
                    found.insert(String(word))
                }
            case .literal: return
            case .list(let items): for item in items { visit(item, key: key) }
            case .entries(let entries): for entry in entries { visit(entry.value, key: entry.key) }
            }
        }
        visit(value, key: nil)
        return found
    }

    /// Keys whose text is not a type.
    static let textKeys: Set<String> = [
        "description", "summary", "pattern", "default", "enum", "path", "method", "tags", "contentType", "discriminator",
        "status", "encoding", "style", "in", "apiKey", "oauth2", "name", "format", "wire",
    ]
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
