/// Turns the spec syntax of every file in a folder into one `APIModel`:
/// references resolved, Swift names chosen, constraints and rules checked.
/// Every problem is reported; the model is returned only when there are no errors.
struct Resolver {
    struct RegisteredModel {
        var syntax: ModelSyntax
        var swiftName: String
        var file: String
    }

    var diagnostics = Diagnostics()
    var naming = Naming()
    /// Top-level models by spec name, in file order.
    var registry: [String: RegisteredModel] = [:]
    var registryOrder: [String] = []
    /// Top-level models by Swift name, for looking up `TypeRef.named`.
    var specNameBySwiftName: [String: String] = [:]
    /// Resolved top-level models (memo), and the ones being resolved (for alias cycles).
    var resolved: [String: Model] = [:]
    var resolving: Set<String> = []
    /// What named types are underneath their aliases (see `underlying`).
    var underlyingMemo: [String: Underlying] = [:]
    /// Named scalars already reported as defined in terms of themselves.
    var reportedAliasCycles: Set<String> = []
    /// Kinds of nested inline types, by qualified Swift name.
    var nestedKinds: [String: ModelKind] = [:]

    static func resolve(_ files: [SpecFileSyntax]) -> (APIModel?, Diagnostics) {
        var resolver = Resolver()
        let model = resolver.run(files.sorted { $0.relativePath < $1.relativePath })
        return (resolver.diagnostics.hasErrors ? nil : model, resolver.diagnostics)
    }

    private mutating func run(_ files: [SpecFileSyntax]) -> APIModel {
        let apiBlocks = files.compactMap(\.api)
        for extra in apiBlocks.dropFirst() {
            diagnostics.error("only one file may have an `api` block; another is in \(apiBlocks[0].location.file)",
                              at: extra.location, notes: [Diagnostic.Note("the first `api` block", at: apiBlocks[0].location)])
        }
        if let acronyms = apiBlocks.first?.acronyms {
            naming = Naming(acronyms: acronyms.map(\.value))
        }
        let info = apiInfo(apiBlocks.first)
        var topLevel = NameScope("the API", reserved: [info.namespace: "the API namespace `\(info.namespace)`"])
        register(files, scope: &topLevel)
        var endpointNames: [String: SourceLocation] = [:]
        var result: [SpecFileModel] = []
        for file in files {
            let models = file.models.compactMap { syntax -> Model? in
                guard registry[syntax.name.value]?.syntax.name.location == syntax.name.location else { return nil }
                return resolveModel(syntax.name.value)
            }
            var endpoints: [Endpoint] = []
            for syntax in file.endpoints {
                if let first = endpointNames[syntax.name.value] {
                    diagnostics.error("endpoint `\(syntax.name.value)` is already defined in \(first.file):\(first.line)",
                                      at: syntax.name.location, notes: [Diagnostic.Note("first defined here", at: first)])
                    continue
                }
                endpointNames[syntax.name.value] = syntax.name.location
                if let endpoint = resolveEndpoint(syntax, api: apiBlocks.first, defaultAuth: info.auth, scope: &topLevel) {
                    endpoints.append(endpoint)
                }
            }
            result.append(SpecFileModel(path: file.path, relativePath: file.relativePath, models: models, endpoints: endpoints))
        }
        checkContainmentCycles(result)
        return APIModel(info: info, files: result)
    }

    /// Records every top-level model, reporting duplicate spec names and Swift type-name collisions.
    private mutating func register(_ files: [SpecFileSyntax], scope: inout NameScope) {
        for file in files {
            for model in file.models {
                let name = model.name.value
                if let first = registry[name] {
                    let location = first.syntax.name.location
                    diagnostics.error("model `\(name)` is already defined in \(location.file):\(location.line)",
                                      at: model.name.location, notes: [Diagnostic.Note("first defined here", at: location)])
                    continue
                }
                let swiftName = naming.typeName(model.schema.swiftName?.value ?? name)
                guard scope.claim(swiftName, for: "model `\(name)`", at: model.schema.swiftName?.location ?? model.name.location,
                                  diagnostics: &diagnostics) else { continue }
                registry[name] = RegisteredModel(syntax: model, swiftName: swiftName, file: file.path)
                registryOrder.append(name)
                specNameBySwiftName[swiftName] = name
            }
        }
    }

    private mutating func apiInfo(_ api: APISyntax?) -> APIInfo {
        var name = "API"
        if let written = api?.name {
            name = naming.typeName(written.value)
            if name != written.value {
                diagnostics.warning("API name `\(written.value)` is used as the Swift name `\(name)`", at: written.location)
            }
        }
        let namespace = name.hasSuffix("API") ? name : name + "API"
        var headers: [(String, String)] = []
        for header in api?.headers ?? [] {
            checkHeaderName(header.name.value, at: header.name.location, what: "header")
            checkHeaderValue(header.value.value, at: header.value.location)
            headers.append((header.name.value, header.value.value))
        }
        if let baseURL = api?.baseURL { checkAbsoluteURL(baseURL) }
        var servers: [(String, String)] = []
        var serverScope = NameScope("`servers`", reserved: ["baseURL": "the base URL", "version": "the version"])
        for server in api?.servers ?? [] {
            checkAbsoluteURL(server.value)
            let swiftName = naming.memberName(server.name.value)
            if serverScope.claim(swiftName, for: "server `\(server.name.value)`", at: server.name.location, diagnostics: &diagnostics) {
                servers.append((swiftName, server.value.value))
            }
        }
        if let timeout = api?.timeout { checkTimeout(timeout) }
        var auth = AuthScheme.none
        if let written = api?.auth { auth = resolveAuth(written) }
        return APIInfo(
            name: name, namespace: namespace, version: api?.version?.value, baseURL: api?.baseURL?.value,
            description: api?.description?.value, headers: headers, auth: auth,
            timeout: api?.timeout?.value, servers: servers)
    }
}
