/// A random API spec, the same for the same seed: models of every kind, inline
/// types, constraints, defaults, parameters in every place and style, bodies in
/// every encoding, responses and errors, named from `SpecWords`. Most of what it
/// writes is valid; apigen must refuse the rest with located errors, and turn the
/// valid part into Swift that compiles.
struct RandomSpec {
    /// The spec file's text for `seed`.
    static func make(seed: UInt64) -> String {
        var maker = RandomSpec(seed: seed)
        return maker.document().written()
    }

    /// The spec of `make(seed:)` spread over several files, as a team writes an API: the `api`
    /// block, each model and each endpoint land in one of up to four files, some in folders, so
    /// references, `include` and names cross files. Keyed by the path relative to the spec folder.
    /// The spread draws from its own generator, so `make(seed:)` writes the same spec as before.
    static func makeFiles(seed: UInt64) -> [String: String] {
        var maker = RandomSpec(seed: seed)
        guard case .map(let top) = maker.document() else { return [:] }
        var spread = SplitMix(state: ~seed)
        let paths = Array(["core.yaml", "pets.yaml", "store/orders.yaml", "shared/common.yaml"]
            .shuffled(using: &spread).prefix(Int.random(in: 1...4, using: &spread)))
        var files: [String: [(String, YAMLTree)]] = [:]
        func anyPath() -> String { paths[Int.random(in: 0..<paths.count, using: &spread)] }
        for (section, value) in top {
            guard case .map(let entries) = value, section != "api" else {
                files[anyPath(), default: []].append((section, value))
                continue
            }
            for entry in entries {
                let path = anyPath()
                var sections = files[path] ?? []
                if let index = sections.firstIndex(where: { $0.0 == section }), case .map(let placed) = sections[index].1 {
                    sections[index].1 = .map(placed + [entry])
                } else {
                    sections.append((section, .map([entry])))
                }
                files[path] = sections
            }
        }
        return files.mapValues { YAMLTree.map($0).written() }
    }

    /// What a type is, as far as its constraints and defaults care.
    indirect enum Category {
        case string, integer(bits: Int), float, decimal, bool, date, dateTime, uuid, url, data, any, file
        case object, union
        case enumeration(values: [String], integer: Bool, open: Bool)
        case array(Category), map(Category)
    }

    /// A model's role, chosen before any model is written, so that any model may refer to any other.
    enum Role {
        /// Object models: `flat` ones have only scalar fields (usable as a form body or a deepObject
        /// parameter); `upload` ones hold files and are only ever a multipart body.
        case plain, flat, upload
        case enumeration(values: [String], integer: Bool, frozen: Bool)
        case scalar(base: String, category: Category)
        /// A named scalar that stands for an earlier object model (`DogDefault: Dog`), which a
        /// tagged union may list as a variant.
        case objectAlias(of: Int)
        case union(discriminated: Bool)
    }

    /// A type written in a property's mapping: either `type: expression` or inline keys.
    struct Schema {
        var entries: [(String, YAMLTree)]
        var category: Category
        var expression: String?
    }

    private var random: SplitMix
    private var names: [String] = []
    private var roles: [Role] = []
    /// The api block's servers, which endpoints may name.
    private var servers: [String] = []
    /// The `flat` models without an array field, which a form query parameter may join into
    /// one item (`explode: false`).
    private var joinable: Set<Int> = []
    /// The enums earlier models' properties declare in place, named as a type (`Pet.species`).
    private var propertyTypes: [(text: String, category: Category)] = []

    private init(seed: UInt64) {
        random = SplitMix(state: seed)
    }

    // MARK: The document

    private mutating func document() -> YAMLTree {
        let modelCount = int(1...8)
        names = pick(SpecWords.modelNames, count: modelCount)
        if chance(0.03) { names[0] = one(SpecWords.refusedModelNames) }
        roles = names.map { _ in role() }
        for index in roles.indices {
            guard case .scalar = roles[index], chance(0.3) else { continue }
            let earlier = names.indices.filter { $0 < index && isPlainObject($0) }
            if !earlier.isEmpty { roles[index] = .objectAlias(of: one(earlier)) }
        }
        var top: [(String, YAMLTree)] = []
        if chance(0.5) { top.append(("api", apiBlock())) }
        var models: [(String, YAMLTree)] = []
        for index in names.indices { models.append((names[index], model(index))) }
        top.append(("models", .map(models)))
        let endpointNames = pick(SpecWords.endpointNames, count: int(0...5))
        if !endpointNames.isEmpty {
            var endpoints: [(String, YAMLTree)] = []
            for (index, name) in endpointNames.enumerated() { endpoints.append((name, endpoint(index))) }
            top.append(("endpoints", .map(endpoints)))
        }
        return .map(top)
    }

    private mutating func role() -> Role {
        switch int(0...99) {
        case 0..<40: return .plain
        case 40..<50: return .flat
        case 50..<55: return .upload
        case 55..<70:
            let integer = chance(0.2)
            let values = integer
                ? pick(["0", "1", "2", "-1", "42", "2147483647"], count: int(1...4))
                : pick(SpecWords.enumValues, count: int(1...5))
            return .enumeration(values: values, integer: integer, frozen: chance(0.3))
        case 70..<85:
            let (base, category) = scalarType()
            return .scalar(base: base, category: category)
        default: return .union(discriminated: chance(0.4))
        }
    }

    private mutating func apiBlock() -> YAMLTree {
        var entries: [(String, YAMLTree)] = []
        if chance(0.7) { entries.append(("name", .text(one(SpecWords.apiNames)))) }
        if chance(0.5) { entries.append(("version", .text("1.0.\(int(0...9))"))) }
        if chance(0.7) { entries.append(("baseURL", .text(one(["https://api.example.com/v1", "http://127.0.0.1:8080"])))) }
        if chance(0.5) { entries.append(("description", .text(text()))) }
        if chance(0.3) { entries.append(("headers", .map([(one(["Accept", "X-Client"]), .text("a \"b\" \\(c)"))]))) }
        if chance(0.5) { entries.append(("auth", auth())) }
        if chance(0.4) { entries.append(("errors", errors())) }
        if chance(0.3) { entries.append(("timeout", .plain(one(["30", "0.5", "120"])))) }
        if chance(0.2) {
            let acronyms = pick(["id", "url", "api", "pet", "a", "2fa", "http", "ok", "json"], count: int(0...4))
            entries.append(("naming", .map([("acronyms", .list(acronyms.map { .text($0) }))])))
        }
        if chance(0.3) {
            servers = pick(SpecWords.serverNames, count: int(1...2))
            entries.append(("servers", .map(servers.map { ($0, server(named: $0)) })))
        }
        return .map(entries)
    }

    /// A plain URL, or one with variables in its host and path, some listing their values.
    private mutating func server(named name: String) -> YAMLTree {
        guard chance(0.5) else { return .text("https://\(name.count).example.com") }
        let names = pick(SpecWords.serverVariables, count: int(1...3))
        let inHost = int(0...names.count)
        let url = "https://" + names.prefix(inHost).map { "{\($0)}." }.joined() + "example.com"
            + names.dropFirst(inHost).map { "/{\($0)}" }.joined()
        var variables: [(String, YAMLTree)] = []
        for (index, variable) in names.enumerated() {
            let pool = index < inHost ? SpecWords.serverHostValues : SpecWords.serverPathValues
            var fields: [(String, YAMLTree)] = []
            var values: [String] = []
            if chance(0.6) {
                values = pick(pool, count: int(1...3))
                fields.append(("enum", .list(values.map { .text($0) })))
            }
            if chance(0.5) { fields.append(("default", .text(values.isEmpty ? one(pool) : one(values)))) }
            if chance(0.3) { fields.append(("description", .text(text()))) }
            if !fields.isEmpty || chance(0.5) { variables.append((variable, .map(fields))) }
        }
        return .map([("url", .text(url)), ("variables", .map(variables))])
    }

    private mutating func auth() -> YAMLTree {
        func apiKey() -> YAMLTree {
            .map([("apiKey", .text(one(["X-Api-Key", "api_key", "key", "Authorization"]))), ("in", .text(one(["header", "query", "cookie"])))])
        }
        switch int(0...7) {
        case 0: return .text("none")
        case 1: return .text("bearer")
        case 2: return .text("basic")
        case 3: return apiKey()
        case 4: return .map([("oauth2", .list([.text("read:pets"), .text("write")]))])
        case 5: return .map([("allOf", .list([.text(one(["bearer", "basic"])), .map([("apiKey", .text("X-App-Id"))])]))])
        case 6: return .list([.text("basic"), .map([("allOf", .list([apiKey(), .map([("apiKey", .text("X-App-Id"))])]))])])
        default: return .list([.text("bearer"), .map([("apiKey", .text("X-Api-Key"))])])
        }
    }

    // MARK: Models

    private mutating func model(_ index: Int) -> YAMLTree {
        var entries: [(String, YAMLTree)] = []
        if chance(0.4) { entries.append(("description", .text(text()))) }
        if chance(0.1) { entries.append(("deprecated", .plain("true"))) }
        if chance(0.05) { entries.append(("name", .text(one(SpecWords.swiftNames).capitalized))) }
        switch roles[index] {
        case .plain, .flat, .upload:
            let includable = names.indices.filter { $0 < index && isPlainObject($0) }
            if case .plain = roles[index], !includable.isEmpty, chance(0.2) {
                entries.append(("include", .list([.text(names[one(includable)])])))
            }
            let keys = pick(SpecWords.propertyNames, count: int(0...6))
            var properties: [(String, YAMLTree)] = []
            for key in keys { properties.append((key, property(holder: index))) }
            entries.append(("properties", .map(properties)))
            // Recorded once the model is written: only later models and endpoints name them.
            for (key, value) in properties {
                guard case .map(let schema) = value, case .list(let values)? = schema.first(where: { $0.0 == "enum" })?.1 else { continue }
                let texts = values.compactMap { if case .text(let text) = $0 { text } else { nil } }
                let frozen = schema.contains { $0.0 == "frozen" }
                propertyTypes.append(("\(names[index]).\(key)", .enumeration(values: texts, integer: false, open: !frozen)))
            }
            if case .flat = roles[index], !properties.contains(where: { Self.typeText($0.1).contains("[]") }) { joinable.insert(index) }
            if case .plain = roles[index], chance(0.25) {
                switch int(0...2) {
                case 0: entries.append(("additionalProperties", .plain(chance(0.5) ? "true" : "false")))
                case 1: entries.append(("additionalProperties", .text(typeExpression(depth: 2, holder: index).text)))
                default: entries.append(("additionalProperties", .map(inlineType(depth: 2, holder: index).entries)))
                }
            }
        case .enumeration(let values, let integer, let frozen):
            entries.append(("enum", .list(values.map { integer ? .plain($0) : .text($0) })))
            if integer { entries.append(("type", .text("int"))) }
            if frozen { entries.append(("frozen", .plain("true"))) }
            if chance(0.3) {
                // Names the generated code holds as its own are refused, so each is made a name of its own.
                let names = values.indices.map { "\(one(SpecWords.enumValues.filter { !["knownValues", "known_values", "allCases"].contains($0) }))_n\($0)" }
                entries.append(("caseNames", .list(names.map { .text($0) })))
            }
            if chance(0.2) { entries.append(("caseDescriptions", .list(values.map { _ in .text(one(SpecWords.textPieces)) }))) }
        case .scalar(let base, let category):
            entries.append(("type", .text(base)))
            entries += constraints(for: category, depth: 0)
            // Secret wherever it is held; where nothing could hide it (a path, a response body), refused.
            if chance(0.15) { entries.append(("secret", .plain("true"))) }
        case .objectAlias(let target):
            entries.append(("type", .text(names[target])))
        case .union(let discriminated):
            let objects = names.indices.filter {
                if case .objectAlias = roles[$0] { return true }
                return isPlainObject($0)
            }
            if discriminated, !objects.isEmpty {
                let variants = pick(objects, count: int(1...min(3, objects.count)))
                entries.append(("oneOf", .list(variants.map { .text(names[$0]) })))
                entries.append(("discriminator", .text(one(SpecWords.discriminators))))
                if chance(0.5) {
                    entries.append(("mapping", .map(variants.map { (one(SpecWords.enumValues) + "\($0)", .text(names[$0])) })))
                }
            } else {
                var variants: [String] = []
                for _ in 0..<int(1...4) {
                    let variant = unionVariant(holder: index)
                    if !variants.contains(variant) { variants.append(variant) }
                }
                entries.append(("oneOf", .list(variants.map { .text($0) })))
            }
        }
        return .map(entries)
    }

    private func isPlainObject(_ index: Int) -> Bool {
        switch roles[index] {
        case .plain, .flat: true
        default: false
        }
    }

    /// A variant: another model (a union listing itself is an error, tested on its own), or a type.
    private mutating func unionVariant(holder: Int) -> String {
        let referable = names.indices.filter {
            if case .upload = roles[$0] { return false }
            return $0 != holder
        }
        if !referable.isEmpty, chance(0.5) { return names[one(referable)] }
        return typeExpression(depth: 2, holder: holder).text
    }

    // MARK: Properties and types

    /// A property of the object model `holder`.
    private mutating func property(holder: Int) -> YAMLTree {
        if case .upload = roles[holder], chance(0.6) {
            let file = one(["file", "file?", "file[]", "data", "data[]"])
            var entries: [(String, YAMLTree)] = [("type", .text(file))]
            if chance(0.4) { entries.append(("contentType", .text(one(SpecWords.contentTypes)))) }
            if chance(0.1) { entries.append(("readOnly", .plain("true"))) }
            return .map(entries)
        }
        var schema: Schema
        if case .plain = roles[holder] {
            schema = chance(0.25) ? inlineType(depth: 0, holder: holder) : typed(typeExpression(depth: 0, holder: holder))
        } else {
            schema = typed(flatType())
        }
        if schema.expression != nil, chance(0.3) {
            return .text(schema.expression! + (chance(0.3) ? "?" : ""))
        }
        var entries = schema.entries
        let optional = chance(0.35)
        if optional {
            entries.append(("optional", .plain("true")))
            if chance(0.3) { entries.append(("nullable", .plain(chance(0.5) ? "true" : "explicit"))) }
        } else if chance(0.3), let value = defaultValue(for: schema.category) {
            entries.append(("default", value))
            // Sometimes constrained as well: a default must satisfy the constraints where it stands.
            if chance(0.25) { entries += constraints(for: schema.category, depth: schema.expression == nil ? 1 : 0) }
        } else {
            // An inline `items:` or `values:` already holds the elements' schema, so element
            // constraints go only under a typed array or map.
            entries += constraints(for: schema.category, depth: schema.expression == nil ? 1 : 0)
        }
        entries += decorations(for: schema.category)
        if chance(0.1) { entries.append(("readOnly", .plain("true"))) }
        return .map(entries)
    }

    private mutating func decorations(for category: Category) -> [(String, YAMLTree)] {
        var entries: [(String, YAMLTree)] = []
        if chance(0.3) { entries.append(("description", .text(text()))) }
        if chance(0.1) { entries.append(("deprecated", .plain("true"))) }
        if chance(0.08) { entries.append(("name", .text(one(SpecWords.swiftNames)))) }
        if chance(0.1) { entries.append(("secret", .plain("true"))) }
        switch category {
        case .integer, .float, .decimal:
            if chance(0.2) { entries.append(("wire", .text("string"))) }
        case .enumeration(_, _, open: true):
            if chance(0.3) { entries.append(("strict", .plain("true"))) }
        case .data:
            if chance(0.2) { entries.append(("contentType", .text(one(SpecWords.contentTypes)))) }
        default: break
        }
        return entries
    }

    private func typed(_ type: (text: String, category: Category)) -> Schema {
        Schema(entries: [("type", .text(type.text))], category: type.category, expression: type.text)
    }

    /// A type expression. A reference to an object or union at or after `holder` goes through an
    /// array or a map, so that no model holds itself. Sometimes an earlier model's property's enum
    /// (`Pet.species`).
    private mutating func typeExpression(depth: Int, holder: Int?) -> (text: String, category: Category) {
        if !propertyTypes.isEmpty, chance(0.1) { return one(propertyTypes) }
        let roll = int(0...9)
        if roll < 3, !names.isEmpty {
            let target = int(0...(names.count - 1))
            if case .upload = roles[target] { return scalarType() }
            let category = modelCategory(target)
            let cyclic = holder.map { target >= $0 } ?? false
            switch category {
            case .object where cyclic, .union where cyclic: return ("\(names[target])[]", .array(category))
            default: return (names[target], category)
            }
        }
        if roll < 5, depth < 3 {
            // A collection breaks any cycle, so its element may name any model.
            let element = typeExpression(depth: depth + 1, holder: nil)
            if chance(0.7) { return (chance(0.5) ? "\(element.text)[]" : "array<\(element.text)>", .array(element.category)) }
            return ("map<\(element.text)>", .map(element.category))
        }
        return scalarType()
    }

    private mutating func scalarType() -> (text: String, category: Category) {
        let all: [(String, Category)] = [
            ("string", .string), ("int", .integer(bits: 64)), ("int32", .integer(bits: 32)), ("int64", .integer(bits: 64)),
            ("double", .float), ("float", .float), ("decimal", .decimal), ("bool", .bool), ("date-time", .dateTime),
            ("date", .date), ("uuid", .uuid), ("url", .url), ("data", .data), ("any", .any),
        ]
        return one(all)
    }

    /// A type a form field or deepObject field may have: a scalar or an array of scalars.
    private mutating func flatType() -> (text: String, category: Category) {
        let enums = names.indices.filter { if case .enumeration = roles[$0] { true } else { false } }
        var element: (text: String, category: Category)
        if !enums.isEmpty, chance(0.3) {
            let target = one(enums)
            element = (names[target], modelCategory(target))
        } else {
            repeat { element = scalarType() } while element.text == "any" || element.text == "data"
        }
        return chance(0.25) ? ("\(element.text)[]", .array(element.category)) : element
    }

    private func modelCategory(_ index: Int) -> Category {
        switch roles[index] {
        case .plain, .flat, .upload: .object
        case .enumeration(let values, let integer, let frozen): .enumeration(values: values, integer: integer, open: !frozen)
        case .scalar(_, let category): category
        case .objectAlias: .object
        case .union: .union
        }
    }

    /// An inline object, enum or union, or an array or map of one.
    private mutating func inlineType(depth: Int, holder: Int) -> Schema {
        switch int(0...4) {
        case 0 where depth < 2, 1 where depth < 2:
            let keys = pick(SpecWords.propertyNames, count: int(0...4))
            var properties: [(String, YAMLTree)] = []
            for key in keys {
                properties.append((key, chance(0.3) ? .map(inlineType(depth: depth + 1, holder: holder).entries)
                                        : .text(typeExpression(depth: depth + 1, holder: holder).text)))
            }
            return Schema(entries: [("properties", .map(properties))], category: .object)
        case 2:
            let values = pick(SpecWords.enumValues, count: int(1...4))
            var entries: [(String, YAMLTree)] = [("enum", .list(values.map { .text($0) }))]
            let frozen = chance(0.3)
            if frozen { entries.append(("frozen", .plain("true"))) }
            return Schema(entries: entries, category: .enumeration(values: values, integer: false, open: !frozen))
        case 3 where depth < 2:
            let element = inlineType(depth: depth + 1, holder: holder)
            let collection = chance(0.6) ? "items" : "values"
            return Schema(entries: [(collection, .map(element.entries))],
                          category: collection == "items" ? .array(element.category) : .map(element.category))
        default:
            var variants: [String] = []
            for _ in 0..<int(1...3) {
                let variant = unionVariant(holder: holder)
                if !variants.contains(variant) { variants.append(variant) }
            }
            return Schema(entries: [("oneOf", .list(variants.map { .text($0) }))], category: .union)
        }
    }

    // MARK: Constraints and defaults

    private mutating func constraints(for category: Category, depth: Int) -> [(String, YAMLTree)] {
        guard chance(0.5) else { return [] }
        switch category {
        case .string:
            switch int(0...3) {
            case 0: return [("minLength", .plain("\(int(0...3))")), ("maxLength", .plain("\(int(4...64))"))]
            case 1: return [("pattern", .text(one(["^[a-z]+$", "^\\d{3}-\\d{4}$", "[\"\\\\]", "^(a|b)*\\(\\)$", "^.*\\*/.*$"])))]
            case 2: return [("format", .text("email"))]
            default: return [("maxLength", .plain("\(int(1...10))"))]
            }
        case .integer(let bits):
            let limit = bits == 32 ? "2147483647" : "9007199254740993"
            switch int(0...2) {
            case 0: return [("minimum", .plain("-\(int(0...5))")), ("maximum", .plain(limit))]
            case 1: return [("minimum", .plain("1")), ("exclusiveMinimum", .plain("true")), ("multipleOf", .plain("\(int(1...5))"))]
            default: return [("maximum", .plain("\(int(10...100))")), ("exclusiveMaximum", .plain("true"))]
            }
        case .float, .decimal:
            return chance(0.5) ? [("minimum", .plain("0.1")), ("maximum", .plain("1e3"))] : [("multipleOf", .plain("0.01"))]
        case .array(let element):
            var entries: [(String, YAMLTree)] = [("minItems", .plain("\(int(0...2))")), ("maxItems", .plain("\(int(3...9))"))]
            if chance(0.3) { entries.append(("uniqueItems", .plain("true"))) }
            if depth == 0 {
                let inner = constraints(for: element, depth: depth + 1)
                if !inner.isEmpty { entries.append(("items", .map(inner))) }
            }
            return entries
        case .map(let element):
            var entries: [(String, YAMLTree)] = [("maxProperties", .plain("\(int(1...9))"))]
            if depth == 0 {
                let inner = constraints(for: element, depth: depth + 1)
                if !inner.isEmpty { entries.append(("values", .map(inner))) }
            }
            return entries
        default: return []
        }
    }

    private mutating func defaultValue(for category: Category) -> YAMLTree? {
        switch category {
        case .string: .text(text())
        case .integer(let bits): .plain(one(["0", "-1", "42", bits == 32 ? "2147483647" : "9007199254740993"]))
        // Values that round to a bound of `constraints(for:)` in `double` or `float`, and pairs
        // spelt apart but equal as values (`1e3` and `1000`, an instant at two offsets, a UUID in
        // either case), so that defaults are held to constraints as generated code holds them.
        case .float: .plain(one(["0.5", "-1", "1e3", "1000", "0.1", "0.09999999999999999999", "0.10000000001"]))
        case .decimal: .plain(one(["0.1", "12.30", "9007199254740993.5", "0.10"]))
        case .bool: .plain(chance(0.5) ? "true" : "false")
        case .date: .text("2024-02-29")
        case .dateTime: .text(one(["2024-02-29T12:30:00Z", "2024-02-29T12:30:00.123+05:30", "2024-02-29T07:00:00.123Z"]))
        case .uuid: .text(one(["0F6B2E1C-3A5D-4F7E-9B8A-1C2D3E4F5A6B", "0f6b2e1c-3a5d-4f7e-9b8a-1c2d3e4f5a6b"]))
        case .url: .text(one(["https://example.com/a?b=c#d", "https://example.com/\\(x)\"\"\""]))
        case .enumeration(let values, let integer, _): values.isEmpty ? nil : (integer ? .plain(one(values)) : .text(one(values)))
        case .array(let element):
            switch element {
            case .string, .integer, .float, .decimal, .bool, .enumeration, .date, .dateTime, .uuid:
                .list((0..<int(0...3)).compactMap { _ in defaultValue(for: element) })
            default: chance(0.5) ? .list([]) : nil
            }
        case .map: .map([])
        default: nil
        }
    }

    // MARK: Endpoints

    private mutating func endpoint(_ index: Int) -> YAMLTree {
        let listing = chance(0.15) ? pagedListing() : nil
        let method = listing == nil
            ? one(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "QUERY", "PURGE", "get"])
            : listing?.body == nil ? "GET" : one(["POST", "QUERY"])
        var entries: [(String, YAMLTree)] = [("method", .text(method))]
        var params: [(String, YAMLTree)] = []
        var path = "/e\(index)"
        for _ in 0..<int(0...2) {
            if chance(0.5) {
                let name = one(["id", "pet_id", "thing id", "1st", "self", "path", "名前", "type"])
                guard !params.contains(where: { $0.0 == name }) else { continue }
                path += chance(0.8) ? "/{\(name)}" : "/{\(name)}.json"
                params.append((name, pathParameter()))
            } else {
                path += "/" + one(SpecWords.pathWords)
            }
        }
        entries.append(("path", .text(path)))
        if chance(0.4) { entries.append(("summary", .text(text()))) }
        if chance(0.2) { entries.append(("description", .text(text()))) }
        if chance(0.1) { entries.append(("deprecated", .plain("true"))) }
        if chance(0.2) { entries.append(("tags", .list([.text(one(["pets", "store", "*/"]))]))) }
        if chance(0.1) { entries.append(("timeout", .plain("10"))) }
        if !servers.isEmpty && chance(0.3) { entries.append(("server", .text(one(servers)))) }
        if chance(0.2) { entries.append(("auth", auth())) }
        if chance(0.05) { entries.append(("name", .text(one(SpecWords.swiftNames)))) }
        for name in pick(["limit", "cursor", "filter", "ids", "sort", "q", "type", "self", "report", "request", "名前"], count: int(0...3))
        where !params.contains(where: { $0.0 == name }) {
            params.append((name, queryParameter()))
        }
        // A query parameter of a path parameter's name, keyed apart (Kubernetes' proxies).
        if chance(0.1), let placeholder = params.first(where: { path.contains("{\($0.0)}") })?.0,
           !params.contains(where: { $0.0 == placeholder + "_query" }), case .map(let query) = queryParameter() {
            params.append((placeholder + "_query", .map(query + [("wireName", .text(placeholder))])))
        }
        for name in pick(SpecWords.headerNames, count: int(0...2)) where !params.contains(where: { $0.0 == name }) {
            params.append((name, headerParameter()))
        }
        if chance(0.15) { params.append(("session", .map([("in", .text("cookie")), ("type", .text(flatScalarText()))]))) }
        if let parameter = listing?.parameter { params.append(parameter) }
        if !params.isEmpty { entries.append(("params", .map(params))) }
        let isHead = method == "HEAD"
        if let body = listing?.body {
            entries.append(("body", body))
        } else if !isHead, method != "GET", chance(0.6) {
            entries.append(("body", body()))
        }
        entries.append(("response", listing?.response ?? (isHead ? headResponse() : response())))
        if let listing { entries.append(("pages", listing.pages)) }
        if chance(0.5) { entries.append(("errors", isHead ? .map([("404", .text("none"))]) : errors())) }
        return .map(entries)
    }

    /// A query parameter that a next page's link gives: one value, a list, or an object's
    /// fields (JSON:API's `page[number]`).
    private mutating func linkedParameter() -> (String, YAMLTree) {
        switch int(0...2) {
        case 0: ("page_number", .map([("in", .text("query")), ("type", .text(one(["int?", "string?"])))]))
        case 1: ("page_keys", .map([("in", .text("query")), ("type", .text(one(["string[]", "int64[]?"]))),
                                    ("style", .text(one(["form", "spaceDelimited", "pipeDelimited"]))), ("explode", .plain(one(["true", "false"])))]))
        default: ("page", .map([("in", .text("query")), ("style", .text(one(["form", "deepObject"]))), ("optional", .plain(one(["true", "false"]))),
                                ("properties", .map([("number", .text("int?")), ("size", .map([("type", .text("int32")), ("default", .plain("10"))])),
                                                     ("tags", .text("string[]?"))]))]))
        }
    }

    /// A listing in pages: the body or parameter that asks for a page, a response that holds the items
    /// (or is their list, with a `Link` header for links) and `pages:`, each way of asking for
    /// the next page.
    private mutating func pagedListing() -> (body: YAMLTree?, parameter: (String, YAMLTree)?, response: YAMLTree, pages: YAMLTree) {
        var item = typeExpression(depth: 1, holder: nil).text
        if item.hasSuffix("?") { item.removeLast() }
        let page: YAMLTree = .map([
            ("properties", .map([("items", .text(item + "[]")), ("next", .text("string?")), ("more", .text(one(["bool", "bool?"])))])),
        ])
        switch int(0...8) {
        case 8:
            // The cursor in the request body, beside a query (Notion's searches); the body may be
            // left out, as each of its fields may.
            let fields: YAMLTree = .map([("query", .text("string?")), ("after", .text("string?")),
                                         ("size", .map([("type", .text("int32")), ("default", .plain("10"))]))])
            let body: YAMLTree = chance(0.5) ? .map([("properties", fields)]) : .map([("optional", .plain("true")), ("properties", fields)])
            return (body, nil, page, .map([("items", .text("items")), ("cursor", .text("body.after")), ("from", .text("next"))]))
        case 7:
            // The next page's URL in the body (Azure's `nextLink`).
            let links: YAMLTree = .map([("properties", .map([("next", .text(one(["url?", "string?"])))]))])
            return (body: nil, linkedParameter(),
                    .map([("properties", .map([("items", .text(item + "[]")), ("links", links)]))]),
                    .map([("items", .text("items")), ("nextLink", .text("links.next"))]))
        case 6:
            // A field of an object parameter (Spring's `Pageable`), the object inline.
            let fields: YAMLTree = .map([("number", .map([("type", .text("int")), ("default", .plain("0"))])), ("size", .text("int32?"))])
            return (body: nil, ("page_query", .map([("in", .text("query")), ("style", .text(one(["form", "deepObject"]))), ("optional", .plain("true")),
                                         ("properties", fields)])),
                    page, .map([("items", .text("items")), ("page", .text("page_query.number"))]
                        + (chance(0.5) ? [("size", .text("page_query.size"))] : [])))
        case 5:
            let key = one(["key", "self", "default", "next_id"])
            let cursor = one(["string", "int64", "uuid"])
            let entry: YAMLTree = .map([("properties", .map([(key, .text(cursor + one(["", "?"]))), ("value", .text(item))]))])
            let more: [(String, YAMLTree)] = chance(0.5) ? [("more", .text("more"))] : []
            return (body: nil, ("starting_after", .map([("in", .text("query")), ("type", .text(cursor + "?"))])),
                    .map([("properties", .map([("data", .map([("items", entry)])), ("more", .text("bool"))]))]),
                    .map([("items", .text("data")), ("cursor", .text("starting_after")), ("fromLast", .text(key))] + more))
        case 4:
            let type = one(["string", "int"])
            return (body: nil, ("page_cursor", .map([("in", .text(one(["query", "header"]))), ("type", .text(type + "?"))])),
                    .map([("type", .text(item + "[]")), ("headers", .map([("X-Next-Cursor", .text(type + "?"))]))]),
                    .map([("cursor", .text("page_cursor")), ("fromHeader", .text("x-next-cursor"))]))
        case 3:
            return (body: nil, linkedParameter(),
                    .map([("type", .text(item + "[]")), ("headers", .map([("Link", .text("string?"))]))]), .map([("link", .text("Link"))]))
        case 0:
            let more: [(String, YAMLTree)] = chance(0.3) ? [("more", .text("more"))] : []
            return (body: nil, ("page_cursor", .map([("in", .text(one(["query", "header"]))), ("type", .text("string?"))])), page,
                    .map([("items", .text("items")), ("cursor", .text("page_cursor")), ("from", .text("next"))] + more))
        case 1:
            return (body: nil, ("page_number", .map([("in", .text("query")), ("type", .text(one(["int", "int32", "int64"]))), ("default", .plain("1"))])),
                    page, .map([("items", .text("items")), ("page", .text("page_number"))]))
        default:
            return (body: nil, ("page_offset", .map([("in", .text("query")), ("type", .text(one(["int?", "int32?"])))])),
                    .text(item + "[]"), .map([("offset", .text("page_offset"))]))
        }
    }

    private mutating func pathParameter() -> YAMLTree {
        let type = pathType()
        if chance(0.1) {
            // A list, its items joined by commas in its segment.
            return .map([("type", .text(type + "[]")), ("minItems", .plain("1"))])
        }
        var entries: [(String, YAMLTree)] = [("type", .text(type))]
        if type == "string", chance(0.3) { entries.append(("minLength", .plain("1"))) }
        if chance(0.2) { entries.append(("description", .text(text()))) }
        return .map(entries)
    }

    /// The type expression a property is written with (`string[]?`), or `""`.
    private static func typeText(_ property: YAMLTree) -> String {
        switch property {
        case .text(let text): return text
        case .map(let entries):
            if case .text(let text)? = entries.first(where: { $0.0 == "type" })?.1 { return text }
            return ""
        default: return ""
        }
    }

    private mutating func pathType() -> String {
        let scalars = names.indices.filter {
            switch roles[$0] {
            case .enumeration: true
            case .scalar(let base, _): ["string", "int", "int64", "uuid", "date"].contains(base)
            default: false
            }
        }
        if !scalars.isEmpty, chance(0.3) { return names[one(scalars)] }
        return one(["string", "int", "int64", "bool", "uuid", "date", "url", "double"])
    }

    private mutating func flatScalarText() -> String { flatScalar().text }

    private mutating func flatScalar() -> (text: String, category: Category) {
        var element: (text: String, category: Category)
        repeat { element = flatType() } while element.text.hasSuffix("[]")
        return element
    }

    private mutating func queryParameter() -> YAMLTree {
        var entries: [(String, YAMLTree)] = [("in", .text("query"))]
        var mayBeSecret = true
        let flats = names.indices.filter { if case .flat = roles[$0] { true } else { false } }
        switch int(0...5) {
        case 0 where chance(0.25):
            // A map takes the object styles, its keys in place of field names.
            let style = chance(0.5) ? "deepObject" : "form"
            entries += [("type", .text("map<\(flatScalarText())>")), ("style", .text(style))]
            if style == "form", chance(0.5) {
                entries.append(("explode", .plain("false")))
            } else if style == "form" {
                mayBeSecret = false  // the items of a map in exploded form are named by keys known only when sent
            }
        case 0 where !flats.isEmpty:
            let model = one(flats)
            let style = chance(0.5) ? "deepObject" : "form"
            entries += [("type", .text(names[model])), ("style", .text(style))]
            if style == "form", joinable.contains(model), chance(0.4) { entries.append(("explode", .plain("false"))) }
        case 1 where chance(0.3) && names.indices.contains(where: isPlainObject):
            // deepObject nests any value in brackets: an object of any fields, a list or a map of them, a list of text.
            let model = names[one(names.indices.filter(isPlainObject))]
            let type = one([model, "\(model)[]", "map<\(model)>", "\(flatScalarText())[]"])
            entries += [("type", .text(type)), ("style", .text("deepObject"))]
        case 1:
            entries += [("type", .text(typeExpression(depth: 1, holder: nil).text)), ("encoding", .text("json"))]
        case 2:
            let element = flatScalarText()
            entries.append(("type", .text("\(element)[]")))
            switch int(0...2) {
            case 0: entries.append(("style", .text(chance(0.5) ? "spaceDelimited" : "pipeDelimited")))
            case 1: entries.append(("explode", .plain("false")))
            default: break
            }
        case 3:
            return .map(entries + inlineEnumEntries() + [("optional", .plain("true"))])
        default:
            let type = flatScalarText()
            entries.append(("type", .text(type)))
            if type == "string", chance(0.3) { entries.append(("default", .text(text()))) }
        }
        if chance(0.5) { entries.append(("optional", .plain("true"))) }
        if chance(0.2) { entries.append(("description", .text(text()))) }
        if chance(0.1), mayBeSecret { entries.append(("secret", .plain("true"))) }
        return .map(entries)
    }

    private mutating func inlineEnumEntries() -> [(String, YAMLTree)] {
        [("enum", .list(pick(SpecWords.enumValues, count: int(1...3)).map { .text($0) }))]
    }

    private mutating func headerParameter() -> YAMLTree {
        var entries: [(String, YAMLTree)] = [("in", .text("header"))]
        if chance(0.2) {
            entries += [("type", .text(typeExpression(depth: 1, holder: nil).text)), ("encoding", .text("json"))]
        } else {
            entries.append(("type", .text(chance(0.2) ? "\(flatScalarText())[]" : flatScalarText())))
        }
        if chance(0.5) { entries.append(("optional", .plain("true"))) }
        if chance(0.2) { entries.append(("secret", .plain("true"))) }
        return .map(entries)
    }

    private mutating func body() -> YAMLTree {
        let objects = names.indices.filter { isPlainObject($0) }
        let flats = names.indices.filter { if case .flat = roles[$0] { true } else { false } }
        let uploads = names.indices.filter { if case .upload = roles[$0] { true } else { false } }
        var entries: [(String, YAMLTree)]
        switch int(0...6) {
        case 0 where !flats.isEmpty && chance(0.7):
            entries = [("type", .text(names[one(flats)])), ("encoding", .text("form"))]
            // Arrays joined by commas, one field each.
            if chance(0.3) { entries.append(("explode", .plain("false"))) }
        case 0 where !objects.isEmpty:
            // A form in brackets takes any object.
            entries = [("type", .text(names[one(objects)])), ("encoding", .text("form")), ("style", .text("deepObject"))]
        case 1 where !uploads.isEmpty || !objects.isEmpty:
            entries = [("type", .text(names[one(uploads.isEmpty ? objects : uploads)])), ("encoding", .text("multipart"))]
            if chance(0.3) {
                entries.append(("style", .text("deepObject")))
            } else if chance(0.2) {
                entries.append(("explode", .plain("false")))
            }
        case 2: entries = [("type", .text(one(["data", "file"]))), ("contentType", .text(one(SpecWords.contentTypes)))]
        case 3: entries = [("type", .text("string")), ("contentType", .text("text/csv"))]
        case 4: entries = inlineType(depth: 1, holder: names.count).entries
        default:
            let type = typeExpression(depth: 1, holder: nil).text
            if chance(0.4) { return .text(type) }
            entries = [("type", .text(type))]
        }
        if chance(0.2) { entries.append(("optional", .plain("true"))) }
        if chance(0.2) { entries.append(("description", .text(text()))) }
        return .map(entries)
    }

    /// A response; a JSON or text body may carry constraints of its own.
    private mutating func response() -> YAMLTree {
        switch int(0...7) {
        case 0: return .text("none")
        case 1:
            let type = typeExpression(depth: 1, holder: nil)
            let own = constraints(for: type.category, depth: 0)
            return own.isEmpty ? .text(type.text) : .map([("type", .text(type.text))] + own)
        case 2: return .map([("status", .plain(one(["201", "202", "203"]))), ("type", .text(typeExpression(depth: 1, holder: nil).text))])
        case 3: return .map([("type", .text("data")), ("contentType", .text("image/png"))])
        case 4: return .map([("type", .text("string")), ("contentType", .text("text/plain"))] + constraints(for: .string, depth: 0))
        case 5: return .map(inlineType(depth: 1, holder: names.count).entries)
        case 6: return streamResponse()
        default:
            let type = typeExpression(depth: 1, holder: nil)
            return .map([("type", .text(type.text))] + constraints(for: type.category, depth: 0) + [("headers", responseHeaders())])
        }
    }

    /// A stream of items: a model, a scalar or an inline object (text itself, for events), or
    /// bytes.
    private mutating func streamResponse() -> YAMLTree {
        let form = one(["json-lines", "json-seq", "events", "bytes"])
        var entries: [(String, YAMLTree)] = [("stream", .text(form))]
        if form == "bytes" {
            return .map(entries + [("type", .text("data"))] + (chance(0.5) ? [("contentType", .text("application/zip"))] : []))
        }
        if form == "events", chance(0.5) {
            entries.append(("events", namedEvents()))
        } else if chance(0.25) {
            entries += inlineType(depth: 1, holder: names.count).entries
        } else {
            entries.append(("type", .text(streamItem(events: form == "events").text)))
        }
        if chance(0.4) { entries.append(("until", .text(text()))) }
        if chance(0.2) { entries.append(("headers", responseHeaders())) }
        return .map(entries)
    }

    /// A type a stream's items (or an event's data) may have: no bytes, and text as `string` itself for events.
    private mutating func streamItem(events: Bool) -> (text: String, category: Category) {
        var item = typeExpression(depth: 1, holder: nil)
        for _ in 0..<3 {
            switch item.category {
            case .data, .file: item = typeExpression(depth: 1, holder: nil)
            case .string where events && item.text != "string": item = ("string", .string)
            default: break
            }
        }
        return item
    }

    /// `events:`: event names (some that the generated enum takes itself, some that make the same
    /// case, some spec text) and their data: a type, text, or an inline object.
    private mutating func namedEvents() -> YAMLTree {
        let candidates = ["update", "delete", "message", "unknown", "eventName", "eventData", "user.update", "user_update", "self",
                          "Type", "ping", "content_block_delta", text().filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }]
        var events: [(String, YAMLTree)] = []
        for name in pick(candidates, count: int(1...4)) where !name.isEmpty {
            var data: [(String, YAMLTree)] = []
            if chance(0.2) {
                data = inlineType(depth: 1, holder: names.count).entries
            } else {
                data = [("type", .text(streamItem(events: true).text))]
            }
            if chance(0.3) { data.append(("description", .text(text()))) }
            if chance(0.1) { data.append(("deprecated", .plain("true"))) }
            events.append((name, data.count == 1 && data[0].0 == "type" ? data[0].1 : .map(data)))
        }
        return .map(events)
    }

    private mutating func headResponse() -> YAMLTree {
        chance(0.5) ? .text("none") : .map([("type", .text("none")), ("headers", responseHeaders())])
    }

    private mutating func responseHeaders(secrets: Bool = true) -> YAMLTree {
        var headers: [(String, YAMLTree)] = []
        for name in pick(["Location", "X-Rate-Limit-Remaining", "ETag", "Body", "Retry-After", "Allow"], count: int(1...3)) {
            let scalar = flatScalar()
            var entries: [(String, YAMLTree)]
            if chance(0.25) {
                // A list header: its items' constraints under `items:`.
                entries = [("type", .text(scalar.text + "[]" + (chance(0.4) ? "?" : "")))]
                let itemChecks = constraints(for: scalar.category, depth: 0)
                if !itemChecks.isEmpty { entries.append(("items", .map(itemChecks))) }
                if chance(0.3) { entries.append(("minItems", .plain("1"))) }
            } else {
                entries = [("type", .text(scalar.text + (chance(0.4) ? "?" : "")))]
                entries += constraints(for: scalar.category, depth: 0)
            }
            if name == "Body" { entries.append(("name", .text("bodyHeader"))) }
            if secrets && chance(0.2) { entries.append(("secret", .plain("true"))) }
            headers.append((name, entries.count == 1 ? entries[0].1 : .map(entries)))
        }
        if chance(0.2) {
            // A header that holds JSON, of any type (flask-smorest's `X-Pagination`).
            let type = typeExpression(depth: 1, holder: nil)
            var entries: [(String, YAMLTree)] = [("type", .text(type.text + (chance(0.5) ? "?" : ""))), ("encoding", .text("json"))]
            if secrets && chance(0.2) { entries.append(("secret", .plain("true"))) }
            headers.append(("X-Pagination", .map(entries)))
        }
        return .map(headers)
    }

    /// Error responses; a JSON or text body may carry constraints of its own, as a response may.
    private mutating func errors() -> YAMLTree {
        var entries: [(String, YAMLTree)] = []
        for status in pick(["400", "401", "404", "409", "422", "429", "499", "4XX", "5XX", "default", "503", "301"], count: int(1...3)) {
            switch int(0...3) {
            case 0: entries.append((status, .text("none")))
            case 1:
                let text: [(String, YAMLTree)] = [("type", .text("string")), ("contentType", .text("text/plain"))]
                entries.append((status, .map(text + constraints(for: .string, depth: 0))))
            case 2: entries.append((status, .map(inlineType(depth: 1, holder: names.count).entries)))
            default:
                let type = typeExpression(depth: 1, holder: nil)
                let own = constraints(for: type.category, depth: 0)
                entries.append((status, own.isEmpty ? .text(type.text) : .map([("type", .text(type.text))] + own)))
            }
            // Typed headers on some: as a response's, but none `secret`, which an error refuses.
            if chance(0.2), let last = entries.popLast() {
                let headers = ("headers", responseHeaders(secrets: false))
                switch last.1 {
                case .map(let fields): entries.append((last.0, .map(fields + [headers])))
                default: entries.append((last.0, .map([("type", last.1), headers])))
                }
            }
        }
        return .map(entries)
    }

    // MARK: Randomness

    private mutating func text() -> String {
        (0..<int(1...5)).map { _ in one(SpecWords.textPieces) }.joined()
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    private mutating func one<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `count` different items (fewer when there are not enough).
    private mutating func pick<T>(_ items: [T], count: Int) -> [T] {
        var pool = items
        var picked: [T] = []
        while picked.count < count, !pool.isEmpty { picked.append(pool.remove(at: int(0...(pool.count - 1)))) }
        return picked
    }
}

/// SplitMix64: a small, fast generator whose sequence is fixed by its seed on every platform.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
