/// Resolving models: objects, enums, unions and named scalars, top-level or inline.
extension Resolver {
    /// Where an inline type found while resolving a schema is declared.
    struct NestContext {
        /// The qualified Swift name of the enclosing type.
        var parent: String
        /// The Swift name an inline type here gets (`Owner`, `PhotoURLsItem`, `Body`).
        var typeName: String
        /// False inside named scalars: a typealias cannot hold a nested type.
        var allowsNested = true
    }

    /// The inline types found so far in one enclosing type, and the names they took.
    struct NestedTypes {
        var models: [Model] = []
        var scope: NameScope
    }

    /// Who holds `customMirror` in a type with a `secret` member: the generated mirror that hides it.
    static let mirrorReservation = "the generated `customMirror` (which hides what is `secret`)"

    /// Resolves a top-level model once; later calls return the memo.
    /// Returns `nil` for an unknown name or while the model is being resolved (an alias cycle).
    mutating func resolveModel(_ specName: String) -> Model? {
        if let model = resolved[specName] { return model }
        guard let entry = registry[specName], let syntax = entry.syntax?.value, !resolving.contains(specName) else { return nil }
        resolving.insert(specName)
        defer { resolving.remove(specName) }
        let schema = syntax.schema
        var nested = NestedTypes(scope: NameScope("model `\(specName)`", reserved: ["CodingKeys": "the generated `CodingKeys`"]))
        let kind = modelKind(schema, what: "model `\(specName)`", qualified: entry.swiftName, nested: &nested, topLevel: true)
        let model = Model(
            specName: specName, swiftName: entry.swiftName, qualifiedName: entry.swiftName,
            description: schema.description?.value, deprecated: schema.deprecated?.value ?? false,
            location: entry.name.location, kind: kind ?? .object(ObjectModel(properties: [], additionalProperties: .ignored)),
            nested: nested.models)
        resolved[specName] = model
        registry[specName]?.syntax = nil
        return model
    }

    /// The kind of a model or inline type from its schema.
    mutating func modelKind(
        _ schema: SchemaSyntax, what: String, qualified: String, nested: inout NestedTypes, topLevel: Bool
    ) -> ModelKind? {
        switch schema.shape {
        case .object, .enumeration, .oneOf:
            // An inline type's `secret` is its property's or parameter's; a model's would have no place to go.
            if topLevel, let secret = schema.secret {
                diagnostics.error("only a named scalar can be `secret`, and \(what) declares a type; mark the properties and "
                                  + "parameters that hold it, or its own properties", at: secret.location)
            }
            // An inline type's constraints are its property's or parameter's, checked against the type there.
            if topLevel { rejectValueKeys(of: schema, what: what) }
        case .expression, .array, .map, .unspecified, .invalid: break
        }
        switch schema.shape {
        case .object(let object):
            return .object(objectModel(object, what: what, qualified: qualified, nested: &nested, topLevel: topLevel))
        case .enumeration(let enumeration):
            return .enumeration(enumModel(enumeration, what: what))
        case .oneOf(let oneOf):
            return unionModel(oneOf, what: what).map { .union($0) }
        case .expression, .array, .map:
            guard topLevel else { return nil }
            let context = NestContext(parent: qualified, typeName: qualified, allowsNested: false)
            guard let resolved = resolveSchema(schema, what: what, nest: context, nested: &nested) else { return nil }
            if resolved.secret { secretScalars.insert(qualified) }
            return .alias(resolved.field)
        case .unspecified:
            diagnostics.error("\(what) needs a type: give `type`, `properties`, `enum`, `oneOf` or `items`", at: schema.location)
            return nil
        case .invalid:
            return nil
        }
    }

    /// A model that declares an object, an enum or a union has no place for a constraint or for
    /// `wire: string`: each applies to a string, a number, an array or a map (or `strict`, to
    /// where an enum is used).
    private mutating func rejectValueKeys(of schema: SchemaSyntax, what: String) {
        let kind: String
        switch schema.shape {
        case .object: kind = "an object"
        case .enumeration: kind = "an enum"
        case .oneOf: kind = "a oneOf"
        case .expression, .array, .map, .unspecified, .invalid: return
        }
        let written = (schema.constraints?.value.written ?? []) + (schema.wire.map { [("wire", $0.location)] } ?? [])
        for (key, location) in written {
            let advice = switch (key, schema.shape) {
            case ("strict", .enumeration): ": write `strict: true` where the enum is used, on a property or parameter"
            case ("minProperties", .object), ("maxProperties", .object): ": it counts a map's entries"
            default: ""
            }
            diagnostics.error("`\(key)` does not apply to \(what), \(kind)\(advice)", at: location)
        }
    }

    private mutating func objectModel(
        _ object: ObjectSyntax, what: String, qualified: String, nested: inout NestedTypes, topLevel: Bool
    ) -> ObjectModel {
        var own: [Property] = []
        for property in object.properties {
            let swiftName = memberName(property.schema.swiftName?.value ?? property.key.value)
            let context = NestContext(parent: qualified, typeName: naming.typeName(swiftName))
            guard let resolved = resolveSchema(property.schema, what: "property `\(property.key.value)`", nest: context,
                                               nested: &nested, property: true) else {
                if topLevel { propertiesInError.insert("\(qualified).\(property.key.value)") }
                continue
            }
            // Only a top-level model's properties can be named as types (`Pet.species`).
            if topLevel { propertiesResolvedSoFar[qualified, default: [:]][property.key.value] = resolved.field.type }
            own.append(Property(
                jsonKey: property.key.value, swiftName: swiftName, field: resolved.field, isRequired: resolved.isRequired,
                nullable: resolved.nullable, explicitNull: resolved.explicitNull, defaultValue: resolved.defaultValue, description: resolved.description,
                deprecated: resolved.deprecated, secret: resolved.secret, location: property.key.location,
                partContentType: property.contentType.flatMap { partContentType($0, of: resolved.field.type, key: property.key.value) },
                readOnly: property.readOnly?.value ?? false))
        }
        let ownKeys = Set(own.map(\.jsonKey))
        var included: [Property] = []
        var includedFrom: [String: String] = [:]
        for name in object.include {
            for property in includedProperties(name, into: what) where !ownKeys.contains(property.jsonKey) {
                if let other = includedFrom[property.jsonKey] {
                    // Two included models that include one model (a diamond), or that declare it alike,
                    // bring a property once.
                    let broughtAlready = included.contains {
                        $0.jsonKey == property.jsonKey && ($0.location == property.location || $0.declares(like: property))
                    }
                    if broughtAlready { continue }
                    diagnostics.error("`\(name.value)` and `\(other)` both bring property `\(property.jsonKey)` into \(what); declare it in \(what) to choose",
                                      at: name.location)
                    continue
                }
                includedFrom[property.jsonKey] = name.value
                included.append(property)
            }
        }
        // A stored `hashValue` would stand in for the one `Hashable` derives (with a warning).
        let candidates = included + own
        var reserved = ["hashValue": "`Hashable`'s `hashValue`"]
        if candidates.contains(where: \.secret) { reserved["customMirror"] = Self.mirrorReservation }
        var members = NameScope(what, reserved: reserved)
        let properties = candidates.filter {
            members.claim($0.swiftName, for: "property `\($0.jsonKey)`", at: $0.location, diagnostics: &diagnostics)
        }
        var additional = AdditionalProperties.ignored
        switch object.additionalProperties {
        case .allowed(let allowed)?:
            additional = allowed.value ? .ignored : .forbidden
        case .typed(let schema)?:
            let context = NestContext(parent: qualified, typeName: "AdditionalProperty")
            if members.claim("additionalProperties", for: "`additionalProperties`", at: schema.value.location, diagnostics: &diagnostics),
               let resolved = resolveSchema(schema.value, what: "`additionalProperties` of \(what)", nest: context, nested: &nested) {
                if resolved.secret {
                    diagnostics.error("`additionalProperties` cannot be of a `secret` named scalar: they print as they are; "
                                      + "declare such values as properties", at: schema.value.location)
                }
                additional = .collected(resolved.field)
            }
        case nil:
            break
        }
        return ObjectModel(properties: properties, additionalProperties: additional)
    }

    /// The properties a model named in `include:` brings, after checking it is an object model.
    private mutating func includedProperties(_ name: Located<String>, into what: String) -> [Property] {
        guard let entry = registry[name.value] else {
            reportUnknownModel(name.value, at: name.location, inTypeReference: false)
            return []
        }
        guard entry.form == .object else {
            diagnostics.error("`include` takes object models; `\(name.value)` is not one", at: name.location)
            return []
        }
        guard !resolving.contains(name.value) else {
            diagnostics.error("`include` of `\(name.value)` into \(what) forms a cycle", at: name.location)
            return []
        }
        guard let model = resolveModel(name.value), case .object(let object) = model.kind else { return [] }
        return object.properties
    }

    /// Reports a name that is not a model; a type reference may also name a primitive,
    /// so only there does the suggestion look among primitives too.
    mutating func reportUnknownModel(_ name: String, at location: SourceLocation, inTypeReference: Bool) {
        var message = inTypeReference ? "no type named `\(name)`" : "no model named `\(name)`"
        let candidates = inTypeReference ? registryOrder + Primitive.allCases.map(\.rawValue) : registryOrder
        if inTypeReference, let spelling = OtherFormats.typeNames[name.lowercased()] {
            message += "; apigen writes \(spelling)"
        } else if let close = closestMatch(to: name, among: candidates) {
            message += "; did you mean `\(close)`?"
        } else if inTypeReference, let other = closestMatch(to: name, among: OtherFormats.typeNames.keys.sorted()),
                  let spelling = OtherFormats.typeNames[other] {
            // `integr`: a misspelt OpenAPI name is still OpenAPI's.
            message += "; for `\(other)`, apigen writes \(spelling)"
        }
        diagnostics.error(message, at: location)
    }

    private mutating func enumModel(_ syntax: EnumSyntax, what: String) -> EnumModel {
        var rawType = EnumModel.RawType.string
        if let written = syntax.rawType {
            switch written.value {
            case "string": rawType = .string
            case "int", "int32", "int64": rawType = .int
            default: diagnostics.error("an enum's `type` is `string` or `int`, not `\(written.value)`", at: written.location)
            }
        }
        var seen: [String: SourceLocation] = [:]
        var cases: [(raw: String, swiftName: String, description: String?)] = []
        let frozen = syntax.frozen?.value ?? false
        var scope = NameScope(what, reserved: frozen
            ? ["allCases": "`CaseIterable`'s `allCases`"] : ["knownValues": "the generated `knownValues`"])
        let names = syntax.caseNames?.value ?? []
        let descriptions = syntax.caseDescriptions?.value ?? []
        for (written, key, noun) in [(syntax.caseNames, "caseNames", "name"), (syntax.caseDescriptions, "caseDescriptions", "description")] {
            guard let written, written.value.count != syntax.values.count else { continue }
            let count = written.value.count, values = syntax.values.count
            diagnostics.error("`\(key)` gives \(count) \(noun)\(count == 1 ? "" : "s") for the \(values) value\(values == 1 ? "" : "s") of \(what): "
                              + "give one for each, in order", at: written.location)
        }
        for (index, value) in syntax.values.enumerated() {
            if let first = seen[value.value] {
                diagnostics.error("`\(value.value)` is listed twice in \(what)", at: value.location,
                                  notes: [Diagnostic.Note("first listed here", at: first)])
                continue
            }
            seen[value.value] = value.location
            var swiftName: String
            if rawType == .int {
                guard let number = ExactNumber(value.value), let integer = number.int64 else {
                    diagnostics.error("`\(value.value)` is not a whole number, but \(what) has `type: int`", at: value.location)
                    continue
                }
                swiftName = integer < 0 ? "valueMinus\(integer.magnitude)" : "value\(integer)"
            } else {
                swiftName = naming.caseName(value.value)
            }
            let description = descriptions.count == syntax.values.count && !descriptions[index].value.isEmpty
                ? descriptions[index].value : nil
            if names.count == syntax.values.count {
                // A name given for the case is the author's: two alike are a mistake to fix, not to number.
                let name = names[index]
                swiftName = naming.caseName(name.value)
                if scope.claim(swiftName, for: "case name `\(name.value)`", at: name.location, diagnostics: &diagnostics,
                               remedy: "choose another") {
                    cases.append((value.value, swiftName, description))
                }
                continue
            }
            let numbered = scope.numbered(swiftName)
            if let repeated = numbered.repeated {
                diagnostics.warning("`\(value.value)` would repeat \(repeated) in \(what); it is named `\(numbered.name)`", at: value.location)
            }
            swiftName = numbered.name
            _ = scope.claim(swiftName, for: "`\(value.value)`", at: value.location, diagnostics: &diagnostics)
            cases.append((value.value, swiftName, description))
        }
        let unknownCaseName = ["unknown", "undocumented", "unrecognized"].first(where: scope.isFree) ?? "unknownValue"
        return EnumModel(rawType: rawType, cases: cases, frozen: frozen, unknownCaseName: unknownCaseName)
    }

    private mutating func unionModel(_ syntax: OneOfSyntax, what: String) -> UnionModel? {
        var variants: [UnionModel.Variant] = []
        var scope = NameScope(what)
        var specNames: [String: Int] = [:]
        var written: [(variant: Located<TypeExpression>, type: TypeRef)] = []
        for variant in syntax.variants {
            if variant.value.isOptional {
                diagnostics.error("a `oneOf` variant cannot be optional; make the property that holds the union optional",
                                  at: variant.location)
                continue
            }
            guard let type = resolveExpression(variant) else { continue }
            written.append((variant, type))
            if carriedSecret(type) {
                diagnostics.error("a `oneOf` variant cannot be a `secret` named scalar: a union prints its value as it is; "
                                  + "make the variant a model whose property holds it", at: variant.location)
            }
            let caseName = memberName(variantWords(type))
            // Variants are named after their types, and have no `name:`.
            guard scope.claim(caseName, for: "variant `\(variant.value)`", at: variant.location, diagnostics: &diagnostics,
                              remedy: "a variant is named after its type, so list each type once or rename the model") else {
                continue
            }
            if case .named(let name) = variant.value { specNames[name] = variants.count }
            variants.append(UnionModel.Variant(caseName: caseName, type: type, tag: nil))
        }
        guard let discriminator = syntax.discriminator else {
            if let first = syntax.mapping.first {
                diagnostics.error("`mapping` needs a `discriminator`", at: first.name.location)
            }
            return UnionModel(variants: variants, discriminator: nil)
        }
        for (variant, type) in written where !standsForObjectModel(type) {
            diagnostics.error("a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; "
                              + "`\(variant.value)` is neither", at: variant.location)
        }
        var tags: [String: SourceLocation] = [:]
        for entry in syntax.mapping {
            guard let index = specNames[entry.value.value] else {
                diagnostics.error("`mapping` names `\(entry.value.value)`, which is not a variant of \(what)", at: entry.value.location)
                continue
            }
            // The first value `mapping` gives a variant is the one it is sent with; the others are read as it.
            if variants[index].tag == nil { variants[index].tag = entry.name.value } else { variants[index].otherTags.append(entry.name.value) }
            tags[entry.name.value] = entry.name.location
        }
        for (name, index) in specNames.sorted(by: { $0.value < $1.value }) where variants[index].tag == nil {
            if let mapped = tags[name] {
                diagnostics.error("discriminator value `\(name)` names two variants of \(what)", at: mapped)
            }
            variants[index].tag = name
        }
        return UnionModel(variants: variants, discriminator: discriminator.value)
    }

    /// Whether the type names an object model, or a chain of named scalars that ends at one
    /// (`DogDefault: Dog`) with nothing optional, array or map on the way: a tagged union's variant
    /// decodes as that object, from the JSON object that holds the tag.
    private mutating func standsForObjectModel(_ type: TypeRef) -> Bool {
        var current = type
        var passed: Set<String> = []
        while case .named(let qualified) = current, passed.insert(qualified).inserted {
            guard nestedKinds[qualified] == nil, let specName = specNameBySwiftName[qualified],
                  let entry = registry[specName] else { return false }
            switch entry.form {
            case .object: return true
            case .alias:
                guard case .alias(let field)? = resolveModel(specName)?.kind else { return false }
                current = field.type
            case .union, .enumeration: return false
            }
        }
        return false
    }

    /// Words for a union case name: `Circle` -> `circle`, `string[]` -> `stringArray`.
    private func variantWords(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): return primitive.rawValue
        case .named(let name): return name
        case .array(let element): return variantWords(element) + " array"
        case .map(let value): return variantWords(value) + " map"
        case .optional(let wrapped): return variantWords(wrapped)
        }
    }
}

extension Resolver {
    /// `contentType:` on a property names the content type of its file parts, so it
    /// applies to `data`, `file` and arrays of them only.
    mutating func partContentType(_ contentType: Located<String>, of type: TypeRef, key: String) -> String? {
        var kind = underlying(type)
        if case .array(let element) = kind { kind = underlying(element) }
        guard case .primitive(let primitive) = kind, primitive == .data || primitive == .file else {
            diagnostics.error("`contentType` applies to `data` and `file` properties and arrays of them (their file parts in a multipart body); "
                              + "property `\(key)` is `\(describe(type))`", at: contentType.location)
            return nil
        }
        checkMediaType(contentType)
        return contentType.value
    }
}
