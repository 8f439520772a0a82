/// A Swagger 2.0 document read as the OpenAPI 3.0 document it says, as swagger2openapi would
/// convert it, so the rest of the import reads one kind of document. Every node keeps the place
/// it was written at in the 2.0 document, so what the import reports points there.
///
/// - `host`, `basePath` and `schemes` are the servers; `definitions`, `parameters`, `responses`
///   and `securityDefinitions` are components, and references to them follow;
/// - a `body` parameter is the request body, in each of the `consumes` types (the JSON ones,
///   where there are any); `formData` parameters are the fields of a form, multipart when the
///   operation consumes `multipart/form-data` or sends a `file`;
/// - a response's `schema` is its content in the `produces` types (likewise);
/// - a parameter's or header's type and constraints are its `schema`, and `collectionFormat`
///   its style (`csv`, the default, is `explode: false`; `multi` is exploded), a form field's its
///   `encoding` in the form;
/// - in schemas, `x-nullable` is `nullable`, a `discriminator` names its property, and
///   `type: file` is binary.
struct SwaggerConversion {
    var diagnostics = Diagnostics()
    /// The 2.0 document, where references are looked up.
    private var root = YAMLNode(.mapping([]), at: SourceLocation(file: "", line: 1, column: 1))
    /// The document's own `parameters`, by name: a `body` or `formData` one is read where an
    /// operation refers to it, since 3.0 has no such parameter.
    private var sharedParameters: [String: YAMLNode] = [:]
    private var consumes: [String] = []
    private var produces: [String] = []
    /// The scheme of the first server (`https` where the document offers it).
    private var serverScheme = "https"

    /// Whether `root` is a Swagger document (`swagger: "2.0"`).
    static func isSwagger(_ root: YAMLNode) -> Bool {
        root.mapping?.contains { $0.key == "swagger" } == true && root.mapping?.contains { $0.key == "openapi" } == false
    }

    /// The OpenAPI 3.0 document that `root`, a Swagger 2.0 document, says.
    static func convert(_ root: YAMLNode) -> (root: YAMLNode, diagnostics: Diagnostics) {
        var conversion = SwaggerConversion()
        let converted = conversion.document(root)
        return (converted, conversion.diagnostics)
    }

    private mutating func document(_ root: YAMLNode) -> YAMLNode {
        guard let entries = root.mapping else { return root }
        self.root = root
        let version = entries.first { $0.key == "swagger" }
        if let version, version.value.scalar?.text != "2.0" {
            diagnostics.error("Swagger \(version.value.scalar?.text ?? "") is not imported; apigen imports Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
                              at: version.value.location)
        }
        serverScheme = Self.schemes(entries.first { $0.key == "schemes" }?.value).first ?? "https"
        consumes = mediaTypes(entries.first { $0.key == "consumes" }?.value)
        produces = mediaTypes(entries.first { $0.key == "produces" }?.value)
        for entry in entries.first(where: { $0.key == "parameters" })?.value.mapping ?? [] {
            sharedParameters[entry.key] = entry.value
        }
        var out: [YAMLMappingEntry] = []
        var components: [YAMLMappingEntry] = []
        for entry in entries {
            switch entry.key {
            case "swagger":
                out.append(Self.entry("openapi", entry, Self.text("3.0.3", at: entry.value.location)))
            case "host", "basePath", "schemes", "consumes", "produces":
                continue
            case "paths":
                out.append(Self.entry("paths", entry, paths(entry.value)))
            case "definitions":
                components.append(Self.entry("schemas", entry, mapValues(entry.value) { $0.schema($1) }))
            case "parameters":
                // Bodies and forms are read where operations refer to them.
                let kept = (entry.value.mapping ?? []).filter { !Self.isBodyOrForm($0.value) }
                components.append(Self.entry("parameters", entry, mapValues(YAMLNode(.mapping(kept), at: entry.value.location)) {
                    $0.parameter($1)
                }))
            case "responses":
                let produced = produces
                components.append(Self.entry("responses", entry, mapValues(entry.value) { $0.response($1, produces: produced) }))
            case "securityDefinitions":
                components.append(Self.entry("securitySchemes", entry, mapValues(entry.value) { $0.securityScheme($1) }))
            default:
                out.append(entry)
            }
        }
        if let servers = servers(entries) { out.append(servers) }
        if !components.isEmpty {
            out.append(YAMLMappingEntry(key: "components", keyLocation: root.location, value: YAMLNode(.mapping(components), at: root.location)))
        }
        return YAMLNode(.mapping(out), at: root.location)
    }

    /// `schemes`, `host` and `basePath` as servers, HTTPS first; without a host, where a client
    /// takes the document's own (apigen asks for a base URL then), the base path alone, or `nil`.
    private func servers(_ entries: [YAMLMappingEntry]) -> YAMLMappingEntry? {
        guard let host = entries.first(where: { $0.key == "host" }), let hostText = host.value.scalar?.text else {
            // The base path alone is a relative server, as swagger2openapi writes it, which the
            // import reports with the path the client's base URL ends in.
            guard let base = entries.first(where: { $0.key == "basePath" }), let path = base.value.scalar?.text, !path.isEmpty, path != "/" else { return nil }
            let server = Self.map([("url", Self.text(path, at: base.value.location))], at: base.value.location)
            return YAMLMappingEntry(key: "servers", keyLocation: base.keyLocation, value: YAMLNode(.sequence([server]), at: base.value.location))
        }
        let basePath = entries.first { $0.key == "basePath" }?.value.scalar?.text ?? ""
        var schemes = Self.schemes(entries.first { $0.key == "schemes" }?.value)
        if schemes.isEmpty { schemes = ["https"] }
        let path = basePath == "/" ? "" : basePath
        let servers = schemes.map { scheme in
            Self.map([("url", Self.text("\(scheme)://\(hostText)\(path)", at: host.value.location))], at: host.value.location)
        }
        return YAMLMappingEntry(key: "servers", keyLocation: host.keyLocation, value: YAMLNode(.sequence(servers), at: host.value.location))
    }

    private mutating func paths(_ node: YAMLNode) -> YAMLNode {
        mapValues(node) { conversion, item in conversion.pathItem(item) }
    }

    private static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch"]

    private mutating func pathItem(_ node: YAMLNode) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        let shared = entries.first { $0.key == "parameters" }
        var out: [YAMLMappingEntry] = []
        for entry in entries {
            if Self.methods.contains(entry.key) || entry.key == "trace" {
                if entry.key == "trace" {
                    // Flask's flasgger writes one for each route that answers TRACE.
                    diagnostics.warning("`trace` is no Swagger 2.0 operation (OpenAPI 3.0 added it); it is read as one", at: entry.keyLocation)
                }
                out.append(Self.entry(entry.key, entry, operation(entry.value, pathParameters: shared)))
            } else if entry.key == "parameters" {
                out.append(Self.entry("parameters", entry, parameterList(entry.value)))
            } else {
                out.append(entry)
            }
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    /// An operation, with the `parameters` of its path item.
    private mutating func operation(_ node: YAMLNode, pathParameters: YAMLMappingEntry?) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        let consumed = entries.first { $0.key == "consumes" }.map { mediaTypes($0.value) } ?? consumes
        let produced = entries.first { $0.key == "produces" }.map { mediaTypes($0.value) } ?? produces
        let own = entries.first { $0.key == "parameters" }
        var out: [YAMLMappingEntry] = []
        for entry in entries {
            switch entry.key {
            case "consumes", "produces":
                continue
            case "schemes":
                // Kubernetes lists its one scheme on every operation.
                if !Self.schemes(entry.value).contains(serverScheme) {
                    diagnostics.warning("an operation's `schemes` are not imported: it is sent to the document's servers (\(serverScheme))",
                                        at: entry.keyLocation)
                }
            case "parameters":
                out.append(Self.entry("parameters", entry, parameterList(entry.value)))
                // The operation's body or form, else the path item's.
                let written = (entry.value.sequence ?? []) + (pathParameters?.value.sequence ?? [])
                if let body = requestBody(written, consumes: consumed, at: entry) { out.append(body) }
            case "responses":
                out.append(Self.entry("responses", entry, mapValues(entry.value) { $0.response($1, produces: produced) }))
            default:
                out.append(entry)
            }
        }
        if own == nil, let pathParameters,
           let body = requestBody(pathParameters.value.sequence ?? [], consumes: consumed, at: pathParameters) {
            out.append(body)
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    /// The parameters 3.0 has: those in the path, query, header or cookie.
    private mutating func parameterList(_ node: YAMLNode) -> YAMLNode {
        guard let items = node.sequence else { return node }
        let kept = items.filter { !isBodyOrForm($0) }
        return YAMLNode(.sequence(kept.map { parameter($0) }), at: node.location)
    }

    /// A `body` parameter, or `formData` ones, as the request body, placed at the `parameters`
    /// that list them.
    private mutating func requestBody(_ parameters: [YAMLNode], consumes consumed: [String], at entry: YAMLMappingEntry) -> YAMLMappingEntry? {
        var body: YAMLNode?
        var fields: [YAMLNode] = []
        var names: Set<String> = []
        for written in parameters {
            let parameter = resolved(written)
            guard let place = Self.value(parameter, "in"), place == "body" || place == "formData" else { continue }
            // The operation's parameter, listed first, replaces the path item's of the same name.
            guard names.insert(place + ":" + (Self.value(parameter, "name") ?? "")).inserted else { continue }
            if place == "body" { body = body ?? parameter } else { fields.append(parameter) }
        }
        if let body {
            let schema = body.mapping?.first { $0.key == "schema" }?.value ?? Self.map([], at: body.location)
            let types = Self.jsonFirst(consumed.filter { !Self.formTypes.contains($0) })
            var entries = [("content", content(schema: self.schema(schema), types: types.isEmpty ? ["application/json"] : types, at: body.location))]
            entries.insert(contentsOf: Self.copied(["description", "required"], from: body), at: 0)
            return YAMLMappingEntry(key: "requestBody", keyLocation: entry.keyLocation, value: Self.map(entries, at: body.location))
        }
        guard !fields.isEmpty else { return nil }
        let sendsFiles = fields.contains { Self.value($0, "type") == "file" }
        // A form of text, where the operation takes either (Flask-RESTX lists both), is the plain one.
        let onlyMultipart = consumed.contains("multipart/form-data") && !consumed.contains("application/x-www-form-urlencoded")
        let type = sendsFiles || onlyMultipart ? "multipart/form-data" : "application/x-www-form-urlencoded"
        var properties: [YAMLMappingEntry] = []
        var required: [YAMLNode] = []
        // A form's arrays joined in one value (`csv`, 2.0's default): 3.0's `explode: false`.
        var joined: [YAMLMappingEntry] = []
        for field in fields {
            guard let name = Self.value(field, "name") else { continue }
            let location = field.location
            let format = field.mapping?.first { $0.key == "collectionFormat" }?.value
            let formatText = format?.scalar?.text ?? "csv"
            if Self.value(field, "type") == "array", formatText != "multi" {
                let place = format?.location ?? location
                if type == "multipart/form-data" {
                    diagnostics.warning(
                        "form field `\(name)` joins its items in one value (`collectionFormat: \(formatText)`"
                            + "\(format == nil ? ", 2.0's default" : "")), which is not imported for a multipart body: the spec sends "
                            + "each item as a part of its own", at: place)
                } else {
                    if formatText != "csv" {
                        diagnostics.warning("`collectionFormat: \(formatText)` of form field `\(name)` is imported as `csv`: the spec joins a "
                                            + "form's arrays by commas", at: place)
                    }
                    joined.append(YAMLMappingEntry(key: name, keyLocation: location, value: Self.map(
                        [("style", Self.text("form", at: place)), ("explode", Self.text("false", at: place))], at: place)))
                }
            }
            properties.append(YAMLMappingEntry(key: name, keyLocation: location, value: parameterSchema(field, keepingDescription: true)))
            if Self.value(field, "required") == "true" { required.append(Self.text(name, at: location)) }
        }
        var schema: [(String, YAMLNode)] = [("type", Self.text("object", at: entry.value.location)),
                                            ("properties", YAMLNode(.mapping(properties), at: entry.value.location))]
        if !required.isEmpty { schema.append(("required", YAMLNode(.sequence(required), at: entry.value.location))) }
        var media: [(String, YAMLNode)] = [("schema", Self.map(schema, at: entry.value.location))]
        if !joined.isEmpty { media.append(("encoding", YAMLNode(.mapping(joined), at: entry.value.location))) }
        let content = Self.map([(type, Self.map(media, at: entry.value.location))], at: entry.value.location)
        // Required when a field is: 2.0 has no flag for the form as a whole.
        var form: [(String, YAMLNode)] = [("content", content)]
        if !required.isEmpty { form.insert(("required", Self.text("true", at: entry.value.location)), at: 0) }
        return YAMLMappingEntry(key: "requestBody", keyLocation: entry.keyLocation, value: Self.map(form, at: entry.value.location))
    }

    /// A response: its `schema` as content in the `produces` types, its headers' types as schemas.
    mutating func response(_ node: YAMLNode, produces produced: [String]) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        if let reference = entries.first(where: { $0.key == "$ref" }) {
            return Self.map([("$ref", self.reference(reference.value))], at: node.location)
        }
        var out: [YAMLMappingEntry] = []
        for entry in entries {
            switch entry.key {
            case "schema":
                let types = Self.jsonFirst(produced)
                out.append(Self.entry("content", entry, content(schema: schema(entry.value), types: types.isEmpty ? ["application/json"] : types,
                                                                 at: entry.value.location)))
            case "headers":
                out.append(Self.entry("headers", entry, mapValues(entry.value) { conversion, header in
                    var kept = Self.copied(["description"], from: header)
                    kept.append(("schema", conversion.parameterSchema(header, keepingDescription: false)))
                    if let format = header.mapping?.first(where: { $0.key == "collectionFormat" })?.value,
                       let text = format.scalar?.text, text != "csv" {
                        conversion.diagnostics.warning(
                            "`collectionFormat: \(text)` is not imported here: a list header's items are read at its commas", at: format.location)
                    }
                    return Self.map(kept, at: header.location)
                }))
            case "examples":
                continue
            default:
                out.append(entry)
            }
        }
        return YAMLNode(.mapping(out), at: node.location)
    }

    private func content(schema: YAMLNode, types: [String], at location: SourceLocation) -> YAMLNode {
        Self.map(types.map { ($0, Self.map([("schema", schema)], at: location)) }, at: location)
    }

    // MARK: Helpers

    /// A parameter by its reference to the document's `parameters`, or as written.
    private func resolved(_ node: YAMLNode) -> YAMLNode {
        guard let target = Self.value(node, "$ref"), target.hasPrefix("#/parameters/") else { return node }
        let name = OpenAPIDocument.unescapePointer(String(target.dropFirst("#/parameters/".count)))
        return sharedParameters[name] ?? node
    }

    private func isBodyOrForm(_ node: YAMLNode) -> Bool {
        Self.isBodyOrForm(resolved(node))
    }

    private static func isBodyOrForm(_ node: YAMLNode) -> Bool {
        let place = value(node, "in")
        return place == "body" || place == "formData"
    }

    static let formTypes: Set<String> = ["application/x-www-form-urlencoded", "multipart/form-data"]

    /// `application/json` where a list has it, else its JSON types, else the list: a JSON
    /// client has no use for the others (the Petstore's `application/xml`, Kubernetes'
    /// protobuf and watch streams).
    private static func jsonFirst(_ types: [String]) -> [String] {
        if types.contains("application/json") { return ["application/json"] }
        let json = types.filter { $0.hasSuffix("+json") }
        return json.isEmpty ? types : json
    }

    /// HTTP's schemes of a list, HTTPS first.
    private static func schemes(_ node: YAMLNode?) -> [String] {
        let schemes = node?.sequence?.compactMap { $0.scalar?.text.lowercased() } ?? []
        return schemes.filter { $0 == "https" || $0 == "http" }.sorted { $0 == "https" && $1 != "https" }
    }

    private func mediaTypes(_ node: YAMLNode?) -> [String] {
        node?.sequence?.compactMap { $0.scalar?.text } ?? []
    }

    /// Each value of a mapping converted, keys and places kept.
    mutating func mapValues(_ node: YAMLNode, _ convert: (inout SwaggerConversion, YAMLNode) -> YAMLNode) -> YAMLNode {
        guard let entries = node.mapping else { return node }
        var out: [YAMLMappingEntry] = []
        for entry in entries { out.append(YAMLMappingEntry(key: entry.key, keyLocation: entry.keyLocation, value: convert(&self, entry.value))) }
        return YAMLNode(.mapping(out), at: node.location)
    }

    static func value(_ node: YAMLNode, _ key: String) -> String? {
        node.mapping?.first { $0.key == key }?.value.scalar?.text
    }

    static func copied(_ keys: [String], from node: YAMLNode) -> [(String, YAMLNode)] {
        keys.compactMap { key in node.mapping?.first { $0.key == key }.map { (key, $0.value) } }
    }

    static func entry(_ key: String, _ written: YAMLMappingEntry, _ value: YAMLNode) -> YAMLMappingEntry {
        YAMLMappingEntry(key: key, keyLocation: written.keyLocation, value: value)
    }

    static func text(_ text: String, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text)), at: location)
    }

    static func map(_ entries: [(String, YAMLNode)], at location: SourceLocation) -> YAMLNode {
        YAMLNode(.mapping(entries.map { YAMLMappingEntry(key: $0.0, keyLocation: $0.1.location, value: $0.1) }), at: location)
    }

    /// A local reference pointed at where the 3.0 document holds its node (`#/definitions/Pet`
    /// is `#/components/schemas/Pet`). One that points at nothing is left as written, so the
    /// import's error quotes the document's own words.
    func reference(_ node: YAMLNode) -> YAMLNode {
        guard let scalar = node.scalar, scalar.text.hasPrefix("#"), OpenAPIDocument.node(at: scalar.text, in: root) != nil else { return node }
        let pointer = Self.pointer(String(scalar.text.dropFirst()))
        return YAMLNode(.scalar(YAMLScalar("#" + pointer, style: scalar.style)), at: node.location)
    }

    /// A JSON pointer into a 2.0 document, pointed at where the 3.0 document holds the same
    /// node: `/definitions/Pet` is `/components/schemas/Pet`.
    static func pointer(_ pointer: String) -> String {
        for (old, new) in [("/definitions/", "/components/schemas/"), ("/parameters/", "/components/parameters/"),
                           ("/responses/", "/components/responses/")] where pointer.hasPrefix(old) {
            return new + pointer.dropFirst(old.count)
        }
        return pointer
    }
}
