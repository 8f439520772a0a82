/// Translates one OpenAPI document into the parts of a spec folder: the `api` block,
/// models (from `components/schemas`) and endpoints (from `paths`), each endpoint with
/// the tag it is filed under.
struct OpenAPITranslator {
    var document: OpenAPIDocument
    /// Swift names as the resolver derives them, with the default acronyms.
    let naming = Naming()
    /// Each schema component's model name in the spec.
    var modelNames: [String: String] = [:]
    /// The model names, to find them in type expressions.
    var modelNameSet: Set<String> = []
    /// The schema components that admit `null` themselves: a reference to one may be `null`.
    var nullableComponents: Set<String> = []
    /// Each schema component by its model name.
    var componentByModelName: [String: String] = [:]
    /// A model made from an inline schema, and where that schema stands.
    typealias LiftedModel = (name: String, value: SpecValue, location: SourceLocation)
    /// Models made from inline union variants, named from their titles or places.
    var liftedModels: [LiftedModel] = []
    /// What translating a schema adds beside its result (its diagnostics, the models it lifted
    /// and their names), as it was before: `takeBack(to:)` puts it back.
    typealias Additions = (diagnostics: Diagnostics, liftedModels: [LiftedModel], modelNameSet: Set<String>)
    var additions: Additions { (document.diagnostics, liftedModels, modelNameSet) }
    /// The Swift name of what is being translated (`Pet`, `PetOwner`, `GetPet`), to name an
    /// inline union variant that has no title.
    var nameContext = ""
    /// Where the schema of the component being translated starts: at that place, `allOf` of
    /// one object is a model of its own that includes it, not another name for it.
    var componentSchema: SourceLocation?
    /// Schema components that other components extend through `allOf`, with a discriminator
    /// that tells them apart: each becomes a union of its subtypes, and its own properties a
    /// model the subtypes include.
    var polymorphicBases: [String: PolymorphicBase] = [:]
    /// Each referred-to scalar schema's keys with its `allOf` merged, by where it is written;
    /// `nil` for one that is not a scalar, or is being merged (a cycle).
    var mergedScalars: [SourceLocation: [YAMLMappingEntry]?] = [:]

    /// A base schema of polymorphism through `allOf`.
    struct PolymorphicBase {
        /// The model that holds the base's own properties (`PetFields`).
        var fields: String
        /// The discriminator's property.
        var property: String
        /// The subtypes' models, by the discriminator value that names each.
        var variants: [(tag: String, model: String)]
        /// Where the discriminator is written.
        var location: SourceLocation

        /// The subtypes' models, each once (a mapping may give one several tags), in order.
        var models: [String] {
            var seen: Set<String> = []
            return variants.map(\.model).filter { seen.insert($0).inserted }
        }
    }

    /// `components/securitySchemes`, by name.
    var securitySchemes: [String: YAMLNode] = [:]
    /// The security schemes already warned about: a scheme translates alike wherever it is
    /// required, so its warning is told once, where it is first required.
    var warnedSecuritySchemes: Set<String> = []
    /// The document's `security`, as the spec writes it, when it has one.
    var apiAuth: SpecValue?
    /// The api block's base URL, and its named servers by key with their URLs at their defaults.
    var baseURLText: String?
    var namedServers: [(key: String, url: String)] = []
    /// Servers that only operations name, for the api block's `servers`.
    var operationServers: [(key: String, value: SpecValue)] = []
    /// The multipart body being read, when written in place or a component.
    var multipartBody: MultipartBody?
    /// The names of operations by their `operationId`, where FastAPI made those from its
    /// functions' names (`list_items_items_get` is `list_items`), or another framework from the
    /// names in its code (`FrameworkNames`: Django Ninja's `shop_api_list_pets` is `list_pets`,
    /// Litestar's `PetsPetIdGetPet` is `GetPet`, Sanic's `get~list_pets` is `list_pets`).
    var functionNames: [String: String] = [:]
    /// The summary Ninja or Litestar writes for an operation whose code gives none, by
    /// `operationId`: it only repeats the name, so it is left out.
    var generatedSummaries: [String: String] = [:]
    /// Whether an operation the spec cannot say is left out, its errors told as warnings
    /// (`apigen import --partial`), rather than stopping the import.
    var leavesOutFailingOperations = false

    /// What the translation gives.
    struct Parts {
        var api: [(key: String, value: SpecValue)] = []
        var models: [(name: String, value: SpecValue, location: SourceLocation)] = []
        var endpoints: [Endpoint] = []

        /// The API's namespace, as the resolver names it: `Shop` -> `ShopAPI`; with no name, `API`.
        var namespace: String {
            guard case .text(let name)? = api.first(where: { $0.key == "name" })?.value else { return "API" }
            return name.hasSuffix("API") ? name : name + "API"
        }

        /// Whether the document gave nothing to write.
        var isEmpty: Bool { api.isEmpty && models.isEmpty && endpoints.isEmpty }
    }

    /// One endpoint, with what decides its file.
    struct Endpoint {
        var name: String
        var value: SpecValue
        var tag: String?
        /// The models its parameters, body, response and errors name.
        var models: Set<String>
        /// Where each error's response is written, by its status.
        var errorLocations: [String: SourceLocation] = [:]
    }


    /// Which schema components the operations send and receive.
    let directions: SchemaDirections
    /// Which schema components only multipart request bodies use.
    let multipartComponents: MultipartComponents
    /// How the schema being translated is used: a component's use, or one direction for a
    /// schema written inline in a request body or a response.
    var schemaUse = SchemaDirections.Use.neither

    /// Takes back what translating since `before` added: its diagnostics and lifted models.
    mutating func takeBack(to before: Additions) {
        (document.diagnostics, liftedModels, modelNameSet) = before
    }

    init(root: YAMLNode) {
        document = OpenAPIDocument(root: root)
        directions = SchemaDirections(root: root)
        multipartComponents = MultipartComponents(root: root)
    }

    mutating func translate() -> Parts {
        var parts = Parts()
        guard let root = document.mapping(document.root, "an OpenAPI document") else { return parts }
        guard let version = root["openapi"].flatMap({ $0.scalar?.text }) else {
            document.diagnostics.error("this is not an OpenAPI document: it has no `openapi` version", at: root.node.location)
            return parts
        }
        guard ["3.0", "3.1", "3.2"].contains(where: { version == $0 || version.hasPrefix($0 + ".") }) else {
            document.diagnostics.error("OpenAPI \(version) is not imported; apigen imports 3.0, 3.1 and 3.2 (and Swagger 2.0)", at: root.location(of: "openapi"))
            return parts
        }
        document.warnUnread(
            root, known: ["openapi", "$self", "info", "servers", "paths", "components", "security", "tags", "jsonSchemaDialect"],
            in: "the document")
        let operations = root["paths"].flatMap { paths in paths.mapping.map { OpenAPIMapping(node: paths, entries: $0) } }
        let fastAPI = operations.flatMap(FastAPINames.init)
        let framework = fastAPI == nil ? operations.flatMap(FrameworkOperationIDs.frameworkNames) : nil
        functionNames = fastAPI?.functions ?? framework?.names ?? [:]
        generatedSummaries = framework?.summaries ?? [:]
        var fastAPIBodyModels: [String: String] = [:]
        if let components = root["components"].flatMap({ document.mapping($0, "`components`") }) {
            fastAPIBodyModels = nameModels(components, fastAPI: fastAPI)
            findPolymorphicBases(components)
            if let schemes = components["securitySchemes"]?.mapping {
                for entry in schemes { securitySchemes[entry.key] = entry.value }
            }
        }
        fastAPI?.warn(bodyModels: fastAPIBodyModels, in: &document)
        framework?.warn(in: &document)
        parts.api = apiBlock(root)
        if let schemas = root["components"]?.mapping?.first(where: { $0.key == "schemas" })?.value.mapping {
            for entry in schemas {
                guard let name = modelNames[entry.key] else { continue }
                schemaUse = use(ofComponent: entry.key)
                if let base = polymorphicBases[entry.key] {
                    // Its union, if it lists its subtypes itself, is the union the base becomes.
                    let fields = entry.value.mapping.map { entries in
                        YAMLNode(.mapping(entries.filter { $0.key != "oneOf" && $0.key != "anyOf" }), at: entry.value.location)
                    } ?? entry.value
                    parts.models.append((base.fields, model(fields, base.fields), entry.keyLocation))
                    parts.models.append((name, union(of: base), entry.keyLocation))
                } else {
                    let files = multipartComponents.names.contains(entry.key)
                    let partTypes = partContentTypes(ofComponent: entry.key)
                    let encoding = multipartComponents.encodings[entry.key]?.map(\.location).min()
                    multipartBody = files || !partTypes.isEmpty
                        ? MultipartBody(location: entry.value.location, files: files, parts: partTypes, encoding: encoding) : nil
                    parts.models.append((name, model(entry.value, name), entry.keyLocation))
                    warnUnreadEncoding(of: "the multipart bodies that send `\(entry.key)`")
                }
            }
            schemaUse = .neither
            multipartBody = nil
        }
        if let paths = root["paths"].flatMap({ document.mapping($0, "`paths`") }) {
            parts.endpoints = endpoints(paths)
            shareRepeatedErrorBodies(&parts)
        }
        if !operationServers.isEmpty {
            if let index = parts.api.firstIndex(where: { $0.key == "servers" }), case .entries(let entries) = parts.api[index].value {
                parts.api[index].value = .entries(entries + operationServers.map { SpecEntry(key: $0.key, value: $0.value) })
            } else {
                parts.api.append(("servers", .map(operationServers)))
            }
        }
        parts.models += liftedModels
        modelsForRecursiveCollections(&parts)
        renameClashingModels(&parts)
        Self.shareRepeatedInlineTypes(&parts)
        return parts
    }

    /// Swift names a model cannot have: Swift's own, the modules generated code names, and
    /// the member types it declares.
    static let reservedSwiftNames: Set<String> = [
        "Self", "Any", "Swift", "Foundation", "APIRuntime", "Response", "Failure", "CodingKeys", "DiscriminatorKey",
    ]

    /// Gives a model another Swift name (`name:`) where its own is an endpoint's request or
    /// error type (a schema `CreatePetRequest` beside the operation `createPet`), the API's
    /// namespace, another model's, or one Swift reserves: the spec would refuse it, and
    /// OpenAPI documents often do it. So too where its own would hide a standard type in app
    /// code (`Error`, the error schema of many documents), which the spec warns about.
    private mutating func renameClashingModels(_ parts: inout Parts) {
        var taken = Self.reservedSwiftNames.union(Resolver.shadowedStandardTypes.keys)
        taken.insert(parts.namespace)
        for endpoint in parts.endpoints {
            let base = naming.typeName(endpoint.name)
            taken.formUnion([base + "Request", base + "Error"])
        }
        for index in parts.models.indices {
            let model = parts.models[index]
            let swiftName = naming.typeName(model.name)
            guard taken.contains(swiftName) else {
                taken.insert(swiftName)
                continue
            }
            let candidate = SpecLayout.unique(swiftName + (swiftName.hasSuffix("Request") ? "Body" : "Model"), in: taken)
            taken.insert(candidate)
            let why = Resolver.shadowedStandardTypes[swiftName].map { "would hide \($0)'s `\(swiftName)` in app code that uses the client" }
                ?? "is taken (by an endpoint's request or error type, the API namespace, another model, or Swift)"
            document.diagnostics.warning("schema `\(model.name)` is the Swift type `\(candidate)`: `\(swiftName)` \(why)", at: model.location)
            parts.models[index].value = model.value.adding("name", .text(candidate))
        }
    }

    /// A model name for each schema component: its own, unless a type expression would not
    /// read it as a model's name (`Pet Store`, or a built-in type such as `string`), it is
    /// dotted, or FastAPI named it after an operation's body; returns the last of these.
    private mutating func nameModels(_ components: OpenAPIMapping, fastAPI: FastAPINames?) -> [String: String] {
        guard let schemas = components["schemas"]?.mapping else { return [:] }
        nullableComponents = Set(schemas.filter { admitsNull($0.value) }.map(\.key))
        var taken = Set(schemas.map(\.key))
        let endings = DottedNames.shortestEndings(schemas.map(\.key))
        if let first = schemas.first(where: { endings[$0.key] != nil }), let ending = endings[first.key] {
            document.diagnostics.warning(
                "schemas with dotted names are imported by the shortest ending of their name that no other schema shares "
                    + "(`\(first.key)` is the model `\(ending)`)",
                at: first.keyLocation)
            taken.formUnion(endings.values)
        }
        let bodyModels = fastAPI?.bodyModelNames(schemas.map(\.key), naming: naming, taken: taken) ?? [:]
        taken.formUnion(bodyModels.values)
        for entry in schemas {
            let name = bodyModels[entry.key] ?? endings[entry.key] ?? entry.key
            let candidate: String
            let reason: String
            if case .success(.named(name)) = TypeExpression.parse(name) {
                guard Primitive.isSpecTypeName(name) else {
                    modelNames[entry.key] = name
                    continue
                }
                candidate = SpecLayout.unique(name.prefix(1).uppercased() + name.dropFirst() + "Model", in: taken)
                reason = "in the spec, `\(name)` is the built-in type"
            } else {
                // OpenAPI asks component names to be what a type expression reads as a name,
                // but documents do not always keep to it.
                candidate = SpecLayout.unique(naming.typeName(name), in: taken)
                reason = "a type in the spec is named by letters, digits, `_`, `-` and `.`"
            }
            document.diagnostics.warning("schema `\(entry.key)` is imported as the model `\(candidate)`: \(reason)", at: entry.keyLocation)
            modelNames[entry.key] = candidate
            taken.insert(candidate)
        }
        modelNameSet = Set(modelNames.values)
        componentByModelName = Dictionary(modelNames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        return bodyModels
    }

    /// Finds the objects with a discriminator that other schemas extend through `allOf`: the
    /// subtypes are the discriminator's `mapping`, or else every schema whose `allOf` refers to
    /// the base, each named by its own name. A base may list its subtypes in a `oneOf` of its
    /// own, as springdoc writes Java's subclasses, when each of them extends it: those are
    /// the subtypes, with the tags the mapping gives them.
    private mutating func findPolymorphicBases(_ components: OpenAPIMapping) {
        guard let schemas = components["schemas"]?.mapping else { return }
        for entry in schemas {
            guard let map = entry.value.mapping.map({ OpenAPIMapping(node: entry.value, entries: $0) }),
                  let discriminator = map["discriminator"]?.mapping.map({ OpenAPIMapping(node: map.node, entries: $0) }),
                  let property = discriminator["propertyName"]?.scalar?.text else { continue }
            let reference = "#/components/schemas/" + entry.key
            let listed = (map["oneOf"] ?? map["anyOf"]).map { $0.sequence ?? [] }
            if let listed {
                // With no properties of its own, it is the union it writes.
                guard Self.hasUnionBesideObject(map.entries), listed.allSatisfy({ extends($0, reference, in: schemas) }) else { continue }
            } else if !isObject(entry.value) {
                continue
            }
            warnDefaultMapping(discriminator)
            var variants: [(tag: String, model: String)] = []
            if let listed {
                let mapping = discriminator["mapping"]?.mapping ?? []
                for variant in listed {
                    guard let target = variant.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text,
                          let model = modelNames[Self.componentName(target)] else { continue }
                    let tags = mapping.filter { Self.componentName($0.value.scalar?.text ?? "") == Self.componentName(target) }.map(\.key)
                    for tag in tags.isEmpty ? [Self.componentName(target)] : tags { variants.append((tag, model)) }
                }
            } else if let mapping = discriminator["mapping"]?.mapping {
                for tagged in mapping {
                    // A mapping names a schema by reference, or by its bare name.
                    guard let target = tagged.value.scalar?.text, target != reference, target != entry.key,
                          let model = modelNames[Self.componentName(target)] else { continue }
                    variants.append((tagged.key, model))
                }
            } else {
                for other in schemas where other.key != entry.key {
                    let members = other.value.mapping?.first { $0.key == "allOf" }?.value.sequence ?? []
                    guard members.contains(where: { $0.mapping?.first { $0.key == "$ref" }?.value.scalar?.text == reference }),
                          let model = modelNames[other.key] else { continue }
                    variants.append((other.key, model))
                }
            }
            guard !variants.isEmpty, let name = modelNames[entry.key] else { continue }
            let fields = newModelName(naming.typeName(name) + "Fields")
            polymorphicBases[entry.key] = PolymorphicBase(
                fields: fields, property: property, variants: variants, location: map.location(of: "discriminator"))
            document.diagnostics.warning(
                "`\(name)` is a union of the schemas that extend it (\(polymorphicBases[entry.key]?.models.map { "`\($0)`" }.joined(separator: ", ") ?? "")), "
                    + "told apart by `\(property)`; its own properties are the model `\(fields)`, which they include",
                at: entry.keyLocation)
        }
    }

    /// Whether `variant` is a reference to a schema component whose `allOf` refers to `base`.
    private func extends(_ variant: YAMLNode, _ base: String, in schemas: [YAMLMappingEntry]) -> Bool {
        guard let target = variant.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text, target != base,
              target.hasPrefix("#/components/schemas/"),
              let schema = schemas.first(where: { $0.key == Self.componentName(target) })?.value else { return false }
        let members = schema.mapping?.first { $0.key == "allOf" }?.value.sequence ?? []
        return members.contains { $0.mapping?.first { $0.key == "$ref" }?.value.scalar?.text == base }
    }

    /// A model name no model has yet, from `stem` (`PetFields`, else `PetFields2`), now taken.
    mutating func newModelName(_ stem: String) -> String {
        let name = SpecLayout.unique(stem, in: modelNameSet)
        modelNameSet.insert(name)
        return name
    }

    /// How a schema component is used: directly, or as a subtype of a polymorphic base
    /// (a response of the base may hold any of its subtypes).
    private func use(ofComponent name: String) -> SchemaDirections.Use {
        var use = directions.use(of: name)
        for (baseName, base) in polymorphicBases where base.variants.contains(where: { $0.model == modelNames[name] }) {
            let baseUse = directions.use(of: baseName)
            use.sent = use.sent || baseUse.sent
            use.received = use.received || baseUse.received
            use.patched = use.patched || baseUse.patched
        }
        return use
    }

    /// The reference to the schema component `name`, escaped for a JSON pointer in a URI
    /// fragment: `componentName` reads it back as `name`.
    static func schemaReference(_ name: String) -> String {
        "#/components/schemas/" + OpenAPIBundle.escapedPointerToken(name).replacing("%", with: "%25")
    }

    /// The schema component a discriminator's mapping names: `#/components/schemas/Cat` or `Cat`.
    static func componentName(_ target: String) -> String {
        let prefix = "#/components/schemas/"
        return target.hasPrefix(prefix) ? OpenAPIDocument.unescapePointer(String(target.dropFirst(prefix.count))) : target
    }

    /// A polymorphic base as the union of its subtypes, each listed once. A subtype tagged by
    /// its own name alone needs no `mapping` entry; one with another tag, or with more than one
    /// (`lion` and `big_cat`), gets each.
    private func union(of base: PolymorphicBase) -> SpecValue {
        let models = base.models
        var entries: [(key: String, value: SpecValue)] = [
            ("oneOf", .list(models.map { .text($0) })), ("discriminator", .text(base.property)),
        ]
        let mapped = base.variants.filter { variant in
            variant.tag != variant.model || base.variants.contains { $0.model == variant.model && $0.tag != variant.tag }
        }
        if !mapped.isEmpty { entries.append(("mapping", .map(mapped.map { ($0.tag, .text($0.model)) }))) }
        return .map(entries)
    }

    /// A component schema as a model. An object, enum or union is written as one; anything
    /// else is a named scalar (`PetID: { type: int64, minimum: 1 }`).
    private mutating func model(_ node: YAMLNode, _ name: String) -> SpecValue {
        nameContext = naming.typeName(name)
        componentSchema = node.location
        defer { componentSchema = nil }
        var schema = schema(node, "model `\(name)`")
        if schema.nullable {
            document.diagnostics.warning(
                "model `\(name)` may be `null`, which a model cannot say in the spec; what refers to it may be `null` instead",
                at: node.location)
        }
        if schema.type == nil || !schema.keys.isEmpty {
            for key in schema.keep(only: SchemaPlace.model.allowedKeys) {
                document.diagnostics.warning("`\(key)` is not imported for model `\(name)`", at: node.location)
            }
        }
        liftInlineElement(of: &schema, named: name, at: node.location)
        return schema.value()
    }

    /// The fields of OpenAPI's `info` (3.0 to 3.2), and of the document itself.
    private static let infoFields: Set<String> = ["title", "version", "description", "summary", "termsOfService", "contact", "license"]
    private static let documentFields: Set<String> = [
        "openapi", "swagger", "$self", "info", "servers", "paths", "webhooks", "components", "security", "tags", "externalDocs",
        "jsonSchemaDialect",
    ]

    /// `info` and `servers` as the `api` block, with the document's `security` as `auth`.
    private mutating func apiBlock(_ root: OpenAPIMapping) -> [(key: String, value: SpecValue)] {
        var api: [(key: String, value: SpecValue)] = []
        if let info = root["info"].flatMap({ document.mapping($0, "`info`") }) {
            // What OpenAPI does not read in `info` is said: Robyn writes `components` and `servers` there.
            for entry in info.entries where !Self.infoFields.contains(entry.key) && !entry.key.hasPrefix("x-") {
                let why = Self.documentFields.contains(entry.key)
                    ? "OpenAPI reads it at the top of the document, not in `info`" : "OpenAPI's `info` has no such field"
                document.diagnostics.warning("`\(entry.key)` in `info` is not imported: \(why)", at: entry.keyLocation)
            }
            // The name becomes the Swift namespace, so it is written as Swift will spell it.
            if let title = info["title"].flatMap({ document.text($0, "`title`") }) { api.append(("name", .text(naming.typeName(title)))) }
            if let version = info["version"].flatMap({ document.text($0, "`version`") }) { api.append(("version", .text(version))) }
            if let text = info["description"].flatMap({ document.prose($0, "`description`") }) { api.append(("description", .text(text))) }
        }
        if let servers = root["servers"]?.sequence {
            let (baseURL, named) = documentServers(servers)
            if let baseURL { api.append(("baseURL", .text(baseURL))) }
            if !named.isEmpty { api.append(("servers", .map(named))) }
        }
        if let security = root["security"] {
            apiAuth = auth(security)
            if let apiAuth { api.append(("auth", apiAuth)) }
        }
        return api
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
