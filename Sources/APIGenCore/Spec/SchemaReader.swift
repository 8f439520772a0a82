/// Reads schemas: the short form (`name: string`) and the long form (a mapping).
struct SchemaReader {
    var scalars = ScalarReader()

    var diagnostics: Diagnostics {
        get { scalars.diagnostics }
        set { scalars.diagnostics = newValue }
    }

    /// Reads a schema. `what` names the place in messages (already described).
    /// Returns the schema and, for the long form, the mapping so the caller can
    /// read its own extra keys (a parameter's `in:`, a response's `status:`).
    mutating func read(_ node: YAMLNode, place: SchemaPlace, what: String) -> (SchemaSyntax, MappingView?)? {
        if node.scalar != nil {
            guard let expression = typeExpression(node, what) else { return nil }
            return (SchemaSyntax(expression: expression), nil)
        }
        guard let map = MappingView(node, what: what, allowed: place.allowedKeys, diagnostics: &diagnostics) else {
            return nil
        }
        var schema = SchemaSyntax(shape: shape(of: map, what: what), at: node.location)
        if let value = map["description"] { schema.description = scalars.string(value, "`description`") }
        if let value = map["deprecated"] { schema.deprecated = scalars.bool(value, "`deprecated`") }
        if let value = map["secret"] { schema.secret = scalars.bool(value, "`secret`") }
        if let value = map["optional"] { schema.optional = scalars.bool(value, "`optional`") }
        if let value = map["nullable"] { schema.nullable = nullableMark(value) }
        if let value = map["name"] { schema.swiftName = scalars.string(value, "`name`") }
        if let value = map["wire"] { schema.wire = scalars.string(value, "`wire`") }
        if let value = map["default"] { schema.defaultValue = defaultValue(value) }
        schema.constraints = constraints(map)
        if case .expression = schema.shape {
            if let value = map["items"] { schema.items = element(value, what: "`items` of \(what)") }
            if let value = map["values"] { schema.values = element(value, what: "`values` of \(what)") }
        }
        return (schema, map)
    }

    /// `nullable: true`, `false` or `explicit`.
    private mutating func nullableMark(_ node: YAMLNode) -> Located<NullableMark>? {
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "explicit" { return Located(.explicit, at: node.location) }
        return scalars.bool(node, "`nullable` (or `explicit`)").map { Located($0.value ? .sent : .leftOut, at: $0.location) }
    }

    /// A schema under `items:`, `values:` or `additionalProperties:`.
    mutating func element(_ node: YAMLNode, what: String) -> Indirect<SchemaSyntax>? {
        read(node, place: .element, what: what).map { Indirect($0.0) }
    }

    /// A type expression from a scalar, with a parse error pointing inside the scalar where possible.
    mutating func typeExpression(_ node: YAMLNode, _ what: String) -> Located<TypeExpression>? {
        guard let text = scalars.string(node, "the type of \(what)") else { return nil }
        switch TypeExpression.parse(text.value) {
        case .success(let expression):
            return Located(expression, at: text.location)
        case .failure(let error):
            let plainOneLine = node.scalar?.style == .plain && !text.value.contains("\n")
            let location = plainOneLine ? text.location.advanced(by: error.offset) : text.location
            diagnostics.error(error.message, at: location)
            return nil
        }
    }

    private mutating func shape(of map: MappingView, what: String) -> SchemaShape {
        var map = map
        dropOpenAPIContainerType(&map)
        let typeGivers = ["type", "properties", "enum", "oneOf"].filter { map.has($0) && !($0 == "type" && map.has("enum")) }
        if typeGivers.count > 1 {
            let keys = typeGivers.map { "`\($0)`" }.joined(separator: " and ")
            diagnostics.error("\(what) has both \(keys); a schema is one of: a type, an object, an enum or a oneOf",
                              at: map.keyLocation(typeGivers[1]) ?? map.node.location)
        }
        if map.has("enum") { return .enumeration(enumeration(map, what: what)) }
        for key in ["caseNames", "caseDescriptions"] where map.has(key) {
            diagnostics.error("`\(key)` \(key == "caseNames" ? "names" : "documents") the cases of an `enum`'s values, and \(what) has no `enum`",
                              at: map.keyLocation(key) ?? map.node.location)
        }
        if map.has("oneOf") { return .oneOf(oneOf(map, what: what)) }
        if let type = map["type"] {
            rejectObjectKeys(map, what: what, because: "`type` is given")
            return typeExpression(type, what).map { .expression($0) } ?? .invalid
        }
        if map.has("properties") || map.has("include") || map.has("additionalProperties") {
            return .object(object(map, what: what))
        }
        if let items = map["items"] {
            return element(items, what: "`items` of \(what)").map { .array($0) } ?? .invalid
        }
        if let values = map["values"] {
            return element(values, what: "`values` of \(what)").map { .map($0) } ?? .invalid
        }
        // A `$ref` was reported with the type to write instead; "needs a type" would repeat it.
        return map.entries.contains { $0.key == "$ref" } ? .invalid : .unspecified
    }

    /// OpenAPI writes `type: object` beside `properties` and `type: array` beside `items`.
    /// One error says to drop it, and the schema is read without it, as the object or
    /// array it describes.
    private mutating func dropOpenAPIContainerType(_ map: inout MappingView) {
        guard let type = map["type"], let text = type.scalar?.text else { return }
        let advice: String
        switch text {
        case "object" where map.has("properties"):
            advice = "`properties:` alone makes an object"
        case "object" where map.has("additionalProperties"):
            advice = "write `map<T>` for a map, or `properties:` for an object"
        case "array" where map.has("items"):
            advice = "`items:` alone makes an array"
        default:
            return
        }
        diagnostics.error("drop `type: \(text)`: \(advice)", at: type.location)
        map.remove("type")
    }

    private mutating func rejectObjectKeys(_ map: MappingView, what: String, because reason: String) {
        for key in ["include", "additionalProperties", "frozen", "discriminator", "mapping"] where map.has(key) {
            diagnostics.error("`\(key)` does not apply to \(what): \(reason)", at: map.keyLocation(key) ?? map.node.location)
        }
    }

    private mutating func object(_ map: MappingView, what: String) -> ObjectSyntax {
        var object = ObjectSyntax()
        if let properties = map["properties"] {
            if let entries = properties.mapping {
                object.properties.reserveCapacity(entries.count)
                for entry in entries {
                    let description = SchemaPlace.property.describe(entry.key)
                    if let (schema, map) = read(entry.value, place: .property, what: description) {
                        let contentType = map?["contentType"].flatMap { scalars.string($0, "`contentType`") }
                        let readOnly = map?["readOnly"].flatMap { scalars.bool($0, "`readOnly`") }
                        object.properties.append(PropertySyntax(
                            key: Located(entry.key, at: entry.keyLocation), schema: schema, contentType: contentType, readOnly: readOnly))
                    }
                }
            } else {
                diagnostics.error("expected a mapping for `properties` of \(what), found \(properties.kindDescription)",
                                  at: properties.location)
            }
        }
        if let include = map["include"] { object.include = scalars.strings(include, "`include`") ?? [] }
        if let additional = map["additionalProperties"] {
            if let scalar = additional.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.text) {
                object.additionalProperties = scalars.bool(additional, "`additionalProperties`").map { .allowed($0) }
            } else {
                object.additionalProperties = element(additional, what: "`additionalProperties` of \(what)").map { .typed($0) }
            }
        }
        for key in ["frozen", "discriminator", "mapping"] where map.has(key) {
            diagnostics.error("`\(key)` does not apply to \(what): it is an object", at: map.keyLocation(key) ?? map.node.location)
        }
        return object
    }

    private mutating func enumeration(_ map: MappingView, what: String) -> EnumSyntax {
        var values: [Located<String>] = []
        if let list = map["enum"] {
            values = scalars.strings(list, "`enum`") ?? []
            if values.isEmpty, list.sequence?.isEmpty == true {
                diagnostics.error("`enum` of \(what) lists no values", at: list.location)
            }
        }
        var syntax = EnumSyntax(values: values)
        if let type = map["type"] { syntax.rawType = scalars.string(type, "`type` of an enum") }
        if let frozen = map["frozen"] { syntax.frozen = scalars.bool(frozen, "`frozen`") }
        if let names = map["caseNames"], let list = scalars.strings(names, "`caseNames`") {
            syntax.caseNames = Located(list, at: names.location)
        }
        if let descriptions = map["caseDescriptions"], let list = scalars.strings(descriptions, "`caseDescriptions`") {
            syntax.caseDescriptions = Located(list, at: descriptions.location)
        }
        for key in ["properties", "include", "additionalProperties", "discriminator", "mapping", "items", "values"] where map.has(key) {
            diagnostics.error("`\(key)` does not apply to \(what): it is an enum", at: map.keyLocation(key) ?? map.node.location)
        }
        return syntax
    }

    private mutating func oneOf(_ map: MappingView, what: String) -> OneOfSyntax {
        var variants: [Located<TypeExpression>] = []
        if let list = map["oneOf"] {
            if let items = list.sequence {
                variants = items.compactMap { typeExpression($0, "a variant of \(what)") }
                if items.isEmpty { diagnostics.error("`oneOf` of \(what) lists no variants", at: list.location) }
            } else {
                diagnostics.error("expected a list for `oneOf` of \(what), found \(list.kindDescription)", at: list.location)
            }
        }
        var syntax = OneOfSyntax(variants: variants)
        if let value = map["discriminator"] { syntax.discriminator = scalars.string(value, "`discriminator`") }
        if let value = map["mapping"] { syntax.mapping = scalars.namedValues(value, "`mapping`") }
        for key in ["properties", "include", "additionalProperties", "frozen", "items", "values"] where map.has(key) {
            diagnostics.error("`\(key)` does not apply to \(what): it is a oneOf", at: map.keyLocation(key) ?? map.node.location)
        }
        return syntax
    }

    private mutating func constraints(_ map: MappingView) -> Indirect<ConstraintSyntax>? {
        guard SchemaPlace.constraintKeys.contains(where: map.has) else { return nil }
        var c = ConstraintSyntax()
        if let v = map["minLength"] { c.minLength = scalars.count(v, "`minLength`") }
        if let v = map["maxLength"] { c.maxLength = scalars.count(v, "`maxLength`") }
        if let v = map["pattern"] { c.pattern = scalars.string(v, "`pattern`") }
        if let v = map["format"] { c.format = scalars.string(v, "`format`") }
        if let v = map["minimum"] { c.minimum = scalars.number(v, "`minimum`") }
        if let v = map["maximum"] { c.maximum = scalars.number(v, "`maximum`") }
        if let v = map["exclusiveMinimum"] { c.exclusiveMinimum = scalars.bool(v, "`exclusiveMinimum`") }
        if let v = map["exclusiveMaximum"] { c.exclusiveMaximum = scalars.bool(v, "`exclusiveMaximum`") }
        if let v = map["multipleOf"] { c.multipleOf = scalars.number(v, "`multipleOf`") }
        if let v = map["minItems"] { c.minItems = scalars.count(v, "`minItems`") }
        if let v = map["maxItems"] { c.maxItems = scalars.count(v, "`maxItems`") }
        if let v = map["uniqueItems"] { c.uniqueItems = scalars.bool(v, "`uniqueItems`") }
        if let v = map["minProperties"] { c.minProperties = scalars.count(v, "`minProperties`") }
        if let v = map["maxProperties"] { c.maxProperties = scalars.count(v, "`maxProperties`") }
        if let v = map["strict"] { c.strict = scalars.bool(v, "`strict`") }
        return Indirect(c)
    }

    private mutating func defaultValue(_ node: YAMLNode) -> Located<DefaultSyntax>? {
        switch node.content {
        case .scalar(let scalar):
            return Located(.scalar(scalar), at: node.location)
        case .sequence(let items):
            var scalars: [Located<YAMLScalar>] = []
            for item in items {
                guard case .scalar(let scalar) = item.content else {
                    diagnostics.error("a list `default` holds single values, not lists or mappings", at: item.location)
                    return nil
                }
                scalars.append(Located(scalar, at: item.location))
            }
            return Located(.list(scalars), at: node.location)
        case .mapping(let entries) where entries.isEmpty:
            return Located(.emptyMap, at: node.location)
        default:
            diagnostics.error("a `default` is a single value, a list of single values, or `{}`", at: node.location)
            return nil
        }
    }
}
