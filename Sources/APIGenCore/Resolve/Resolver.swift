/// Turns the spec syntax of every file in a folder into one `APIModel`:
/// references resolved, Swift names chosen, constraints and rules checked.
/// Every problem is reported; the model is returned only when there are no errors.
struct Resolver {
    struct RegisteredModel {
        /// What a model's schema is: all that lookups need once the syntax is gone.
        enum Form { case object, union, enumeration, alias }

        /// The model as written, until it is resolved. Then it is dropped, so the parsed spec
        /// is freed model by model instead of living beside the resolved one to the end. Boxed,
        /// so that the registry's table holds a reference in each slot, not a whole schema.
        var syntax: Indirect<ModelSyntax>?
        var name: Located<String>
        var form: Form
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
    /// How many arrays and maps each named scalar nests (see `checkNesting`).
    var nestingMemo: [String: Int] = [:]
    /// Named scalars already reported as defined in terms of themselves.
    var reportedAliasCycles: Set<String> = []
    /// Kinds of nested inline types, by qualified Swift name.
    var nestedKinds: [String: ModelKind] = [:]
    /// The types of the properties an object model has resolved so far, by its qualified Swift
    /// name and JSON key: what `Pet.species` finds while `Pet` is still being resolved.
    var propertiesResolvedSoFar: [String: [String: TypeRef]] = [:]
    /// Properties whose schemas had errors, as `<qualified Swift name>.<JSON key>`: a use of
    /// their types reports nothing more.
    var propertiesInError: Set<String> = []
    /// Named scalars marked `secret`, or defined as one that is, by Swift name: each value of
    /// theirs is secret where it is held.
    var secretScalars: Set<String> = []

    /// Swift names no model may take, and why: Swift does not let `Self` or `Any` name a type;
    /// generated code reaches a standard type that a model hides through its module's name;
    /// and inside a generated type, a member type of the same name would hide the model.
    static let reservedTypeNames = [
        "Self": "Swift does not let `Self` name a type",
        "Any": "Swift does not let `Any` name a type",
        "Response": "every request type has a member `Response`, which would hide the model inside it",
        "Failure": "every request type has a member `Failure`, which would hide the model inside it",
        "CodingKeys": "every model has a member `CodingKeys`, which would hide this model inside it",
        "DiscriminatorKey": "a union with a discriminator has a member `DiscriminatorKey`, which would hide this model inside it",
        "Swift": "it would hide the module `Swift`, which generated code names (`Swift.String`, where a model is named `String`)",
        "Foundation": "it would hide the module `Foundation`, which generated code names (`Foundation.Data`, where a model is named `Data`)",
        "APIRuntime": "it would hide the module `APIRuntime`, which generated code names (`APIRuntime.JSONValue`, where a model is named `JSONValue`)",
    ]

    /// Standard types that app code names without their module, by the module that declares
    /// them. A model of one of these names compiles (generated code spells the standard one
    /// `Swift.Error`), but wherever the client is visible it hides the standard type:
    /// `(Error) -> Void` or `Task { … }` in app code would mean the model.
    static let shadowedStandardTypes = [
        "Error": "Swift", "Result": "Swift", "Task": "Swift", "String": "Swift", "Int": "Swift", "Double": "Swift",
        "Bool": "Swift", "Array": "Swift", "Dictionary": "Swift", "Set": "Swift", "Optional": "Swift", "Never": "Swift",
        "Data": "Foundation", "Date": "Foundation", "URL": "Foundation", "UUID": "Foundation",
    ]

    /// Takes the syntax over, so that each part of it is freed as soon as it is resolved.
    static func resolve(_ files: consuming [SpecFileSyntax]) -> (APIModel?, Diagnostics) {
        var resolver = Resolver()
        var files = consume files
        files.sort { $0.relativePath < $1.relativePath }
        let model = resolver.run(&files)
        return (resolver.diagnostics.hasErrors ? nil : model, resolver.diagnostics)
    }

    /// Resolves every file, emptying `files` as it goes.
    private mutating func run(_ files: inout [SpecFileSyntax]) -> APIModel {
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
        let modelNames = register(&files, scope: &topLevel)
        resolveScalarChainsFromTheEnd()
        var endpointNames: [String: SourceLocation] = [:]
        var result: [SpecFileModel] = []
        for index in files.indices {
            let models = modelNames[index].compactMap { resolveModel($0) }
            let file = files[index]
            files[index] = SpecFileSyntax(path: file.path, relativePath: file.relativePath)
            var endpoints: [Endpoint] = []
            endpoints.reserveCapacity(file.endpoints.count)
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
        checkAliasCycles()
        let onCycles = checkContainmentCycles(result)
        checkUnions(result, reported: onCycles)
        checkFileUses(result)
        return APIModel(info: info, files: result)
    }

    /// Records every top-level model, reporting duplicate spec names and Swift type-name collisions.
    /// Moves the models out of `files` into the registry; returns each file's registered names in order.
    private mutating func register(_ files: inout [SpecFileSyntax], scope: inout NameScope) -> [[String]] {
        var namesByFile: [[String]] = []
        for index in files.indices {
            var names: [String] = []
            for model in files[index].models {
                let name = model.name.value
                if Primitive.isSpecTypeName(name) {
                    // A type expression reads the name as the built-in type, so nothing could refer to the model.
                    diagnostics.error("`\(name)` is a built-in type; give the model another name (`name:` sets its Swift name)",
                                      at: model.name.location)
                    continue
                }
                if let first = registry[name] {
                    let location = first.name.location
                    diagnostics.error("model `\(name)` is already defined in \(location.file):\(location.line)",
                                      at: model.name.location, notes: [Diagnostic.Note("first defined here", at: location)])
                    continue
                }
                let swiftName = naming.typeName(model.schema.swiftName?.value ?? name)
                if let reason = Self.reservedTypeNames[swiftName] {
                    // Still registered, so that uses of the model are checked and not reported as unknown.
                    diagnostics.error("model `\(name)` cannot take the Swift name `\(swiftName)`: \(reason); choose another with `name:`",
                                      at: model.schema.swiftName?.location ?? model.name.location)
                } else if let module = Self.shadowedStandardTypes[swiftName] {
                    diagnostics.warning("model `\(name)` is the Swift type `\(swiftName)`, which hides \(module)'s `\(swiftName)` wherever the "
                                        + "client is visible (app code's `\(swiftName)` would mean the model); choose another with `name:`",
                                        at: model.schema.swiftName?.location ?? model.name.location)
                }
                guard scope.claim(swiftName, for: "model `\(name)`", at: model.schema.swiftName?.location ?? model.name.location,
                                  diagnostics: &diagnostics) else { continue }
                registry[name] = RegisteredModel(
                    syntax: Indirect(model), name: model.name, form: Self.form(of: model.schema.shape), swiftName: swiftName,
                    file: files[index].path)
                registryOrder.append(name)
                specNameBySwiftName[swiftName] = name
                names.append(name)
            }
            files[index].models = []
            namesByFile.append(names)
        }
        return namesByFile
    }

    /// Resolves each chain of named scalars (`A: B`, `B: "C[]"`, ...) from its far end, so that
    /// resolving a scalar finds the one it names already resolved. In written order, a chain
    /// written towards later models would be resolved by recursion as deep as the chain.
    /// A chain that ends in a cycle is left to the usual order, which reports the cycle.
    private mutating func resolveScalarChainsFromTheEnd() {
        for start in registryOrder where resolved[start] == nil {
            var chain: [String] = []
            var seen: Set<String> = []
            var next: String? = start
            while let name = next, resolved[name] == nil, let entry = registry[name], entry.form == .alias,
                  let syntax = entry.syntax?.value {
                guard seen.insert(name).inserted else {
                    chain = []  // a cycle
                    break
                }
                chain.append(name)
                next = Self.namedModel(in: syntax.schema.shape)
            }
            for name in chain.reversed() { _ = resolveModel(name) }
        }
    }

    /// The model a named scalar's type refers to, through arrays, maps and optionals.
    private static func namedModel(in shape: SchemaShape) -> String? {
        var expression: TypeExpression
        switch shape {
        case .expression(let written): expression = written.value
        case .array(let element), .map(let element): return namedModel(in: element.value.shape)
        case .object, .enumeration, .oneOf, .unspecified, .invalid: return nil
        }
        while true {
            switch expression {
            case .named(let name): return name
            case .array(let inner), .map(let inner), .optional(let inner): expression = inner
            }
        }
    }

    private static func form(of shape: SchemaShape) -> RegisteredModel.Form {
        switch shape {
        case .object: return .object
        case .oneOf: return .union
        case .enumeration: return .enumeration
        case .expression, .array, .map, .unspecified, .invalid: return .alias
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
            checkTokenName(header.name.value, at: header.name.location, what: "header")
            checkHeaderValue(header.value.value, at: header.value.location)
            headers.append((header.name.value, header.value.value))
        }
        if let baseURL = api?.baseURL { checkAbsoluteURL(baseURL) }
        let (servers, serverChoices) = resolveServers(api?.servers ?? [], namespace: namespace)
        if let timeout = api?.timeout { checkTimeout(timeout) }
        var auth = AuthScheme.none
        if let written = api?.auth { auth = resolveAuth(written) }
        return APIInfo(
            name: name, namespace: namespace, version: api?.version?.value, baseURL: api?.baseURL?.value,
            description: api?.description?.value, headers: headers, auth: auth,
            timeout: api?.timeout?.value, servers: servers, serverChoices: serverChoices)
    }
}
