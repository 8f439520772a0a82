/// Reads one spec file's node tree into spec syntax: structure, keys and value
/// kinds. References between models are left to the resolver.
enum SpecReader {
    static let topLevelKeys = ["api", "models", "endpoints"]
    static let apiKeys = ["name", "version", "baseURL", "description", "headers", "auth", "errors", "timeout", "servers", "naming"]

    /// Reads a file. `root` is `nil` for an empty file.
    static func read(_ root: YAMLNode?, path: String, relativePath: String) -> (SpecFileSyntax, Diagnostics) {
        var file = SpecFileSyntax(path: path, relativePath: relativePath)
        var reader = SchemaReader()
        guard let root else { return (file, reader.diagnostics) }
        guard let map = MappingView(root, what: "a spec file", allowed: topLevelKeys, diagnostics: &reader.diagnostics) else {
            return (file, reader.diagnostics)
        }
        if let api = map["api"] { file.api = reader.apiBlock(api) }
        if let models = map["models"] {
            if let entries = models.mapping {
                file.models.reserveCapacity(entries.count)
                for entry in entries {
                    let name = Located(entry.key, at: entry.keyLocation)
                    if let (schema, _) = reader.read(entry.value, place: .model, what: SchemaPlace.model.describe(entry.key)) {
                        file.models.append(ModelSyntax(name: name, schema: schema))
                    }
                }
            } else {
                reader.diagnostics.error("expected a mapping of model names to models, found \(models.kindDescription)", at: models.location)
            }
        }
        if let endpoints = map["endpoints"] {
            if let entries = endpoints.mapping {
                file.endpoints.reserveCapacity(entries.count)
                for entry in entries {
                    if let endpoint = reader.endpoint(named: Located(entry.key, at: entry.keyLocation), entry.value) {
                        file.endpoints.append(endpoint)
                    }
                }
            } else {
                reader.diagnostics.error("expected a mapping of endpoint names to endpoints, found \(endpoints.kindDescription)",
                                         at: endpoints.location)
            }
        }
        return (file, reader.diagnostics)
    }
}

extension SchemaReader {
    mutating func apiBlock(_ node: YAMLNode) -> APISyntax? {
        guard let map = MappingView(node, what: "the `api` block", allowed: SpecReader.apiKeys, diagnostics: &diagnostics) else {
            return nil
        }
        var api = APISyntax(location: node.location)
        if let v = map["name"] { api.name = scalars.string(v, "`name`") }
        if let v = map["version"] { api.version = scalars.string(v, "`version`") }
        if let v = map["baseURL"] { api.baseURL = scalars.string(v, "`baseURL`") }
        if let v = map["description"] { api.description = scalars.string(v, "`description`") }
        if let v = map["headers"] { api.headers = scalars.namedValues(v, "`headers`") }
        if let v = map["auth"] { api.auth = auth(v) }
        if let v = map["errors"] { api.errors = errors(v) }
        if let v = map["timeout"] { api.timeout = scalars.number(v, "`timeout`") }
        if let v = map["servers"] { api.servers = servers(v) }
        if let v = map["naming"],
           let naming = MappingView(v, what: "`naming`", allowed: ["acronyms"], diagnostics: &diagnostics),
           let acronyms = naming["acronyms"] {
            api.acronyms = scalars.strings(acronyms, "`acronyms`")
        }
        return api
    }
}
