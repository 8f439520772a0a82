/// Resolving one schema at a use site (property, parameter, body, element) into a `Field`.
extension Resolver {
    struct ResolvedSchema {
        var field: Field
        var isRequired: Bool
        var defaultValue: DefaultValue?
        /// `nullable: true`: an empty optional is sent as `null`.
        var nullable: Bool
        /// `nullable: explicit`: `null` is a value of its own, `Nullable<T>?`.
        var explicitNull: Bool
        var description: String?
        var deprecated: Bool
        var secret: Bool
    }

    /// What a type is underneath aliases and optionality, for checking constraints and defaults.
    enum Underlying {
        case primitive(Primitive)
        case object
        case enumeration(EnumModel)
        case union
        case array(TypeRef)
        case map(TypeRef)
        case unknown
    }

    /// `property`: the schema is a model's property, the one place `nullable: explicit` applies.
    mutating func resolveSchema(
        _ schema: SchemaSyntax, what: String, nest: NestContext, nested: inout NestedTypes, property: Bool = false
    ) -> ResolvedSchema? {
        guard var (type, written) = typeRef(schema, what: what, nest: nest, nested: &nested) else { return nil }
        checkNesting(type, what: what, at: schema.location, elementChecked: schema.shape.isInlineCollection)
        // Checked even when none is stated: the check resolves what `type` is, and so finds alias cycles.
        written = Self.merged(written, constraints(schema.constraints?.value ?? ConstraintSyntax(), for: type, what: what))
        if let items = schema.items { written.items = typedElementConstraints(items.value, of: type, isArray: true, what: what) }
        if let values = schema.values { written.values = typedElementConstraints(values.value, of: type, isArray: false, what: what) }
        if schema.optional?.value == true && !type.isOptional { type = .optional(type) }
        let wireString = checkWire(schema.wire, type: type, what: what)
        let mark = schema.nullable?.value ?? .leftOut
        if mark != .leftOut && !type.isOptional, let location = schema.nullable?.location {
            diagnostics.error("`nullable` applies to optional values; \(what) is required", at: location)
        }
        var defaultValue: DefaultValue?
        if let written = schema.defaultValue { defaultValue = self.defaultValue(written, for: type, what: what) }
        if mark == .explicit, let location = schema.nullable?.location {
            if !property {
                diagnostics.error("`nullable: explicit` applies to a model's properties, where a key can be left out; \(what) is not one",
                                  at: location)
            } else if defaultValue != nil {
                diagnostics.error("`nullable: explicit` does not apply to \(what), which has a default: leaving it out sends the default",
                                  at: location)
            }
        }
        let field = Field(type: type, constraints: Self.merged(carriedConstraints(type), written), wireString: wireString)
        if let defaultValue, let location = schema.defaultValue?.location {
            checkDefault(defaultValue, against: field.constraints, what: what, at: location)
        }
        let carried = carriedSecret(type)
        if carried, let secret = schema.secret, !secret.value {
            diagnostics.warning("`secret: false` does not apply: \(what) is of a `secret` named scalar, which is secret wherever it is held",
                                at: secret.location)
        }
        return ResolvedSchema(
            field: field, isRequired: !type.isOptional && defaultValue == nil, defaultValue: defaultValue,
            nullable: mark == .sent, explicitNull: mark == .explicit && property && type.isOptional && defaultValue == nil,
            description: schema.description?.value, deprecated: schema.deprecated?.value ?? false,
            secret: schema.secret?.value == true || carried)
    }

    /// The type a schema gives, and the constraints its inline elements carry (`items:` without `type:`).
    /// Inline objects, enums and unions become nested types.
    private mutating func typeRef(
        _ schema: SchemaSyntax, what: String, nest: NestContext, nested: inout NestedTypes
    ) -> (TypeRef, Constraints)? {
        switch schema.shape {
        case .expression(let expression):
            return resolveExpression(expression).map { ($0, Constraints()) }
        case .object, .enumeration, .oneOf:
            guard nest.allowsNested else {
                diagnostics.error("an inline object, enum or oneOf cannot stand inside a named scalar or array; make it a model of its own",
                                  at: schema.location)
                return nil
            }
            let typeName = inlineTypeName(nest.typeName)
            let qualified = "\(nest.parent).\(typeName)"
            guard nested.scope.claim(typeName, for: "the inline type of \(what)", at: schema.location,
                                     diagnostics: &diagnostics) else { return nil }
            var inner = NestedTypes(scope: NameScope("`\(qualified)`", reserved: ["CodingKeys": "the generated `CodingKeys`"]))
            guard let kind = modelKind(schema, what: what, qualified: qualified, nested: &inner, topLevel: false) else { return nil }
            nestedKinds[qualified] = kind
            nested.models.append(Model(
                specName: what, swiftName: typeName, qualifiedName: qualified, description: schema.description?.value,
                deprecated: false, location: schema.location, kind: kind, nested: inner.models))
            return (.named(qualified), Constraints())
        case .array(let element):
            let context = NestContext(parent: nest.parent, typeName: nest.typeName + "Item", allowsNested: nest.allowsNested)
            guard let resolved = resolveSchema(element.value, what: "items of \(what)", nest: context, nested: &nested) else { return nil }
            var constraints = Constraints()
            constraints.items = resolved.field.constraints.isEmpty ? nil : Indirect(resolved.field.constraints)
            return (.array(resolved.field.type), constraints)
        case .map(let value):
            let context = NestContext(parent: nest.parent, typeName: nest.typeName + "Value", allowsNested: nest.allowsNested)
            guard let resolved = resolveSchema(value.value, what: "values of \(what)", nest: context, nested: &nested) else { return nil }
            var constraints = Constraints()
            constraints.values = resolved.field.constraints.isEmpty ? nil : Indirect(resolved.field.constraints)
            return (.map(resolved.field.type), constraints)
        case .unspecified:
            diagnostics.error("\(what) needs a type: give `type`, `properties`, `enum`, `oneOf` or `items`", at: schema.location)
            return nil
        case .invalid:
            return nil
        }
    }

    /// The name an inline type takes in the type that holds it: the derived name, with `Value`
    /// added (then a number) where that would be a model's name, so that inside `Dog` the
    /// name `Status` always means the model `Status`, never an inline `Dog.Status`; or where
    /// Swift would misread it (`Pet.Type` is the metatype).
    func inlineTypeName(_ derived: String) -> String {
        withValueSuffix(derived) { !Naming.misreadNestedTypeNames.contains($0) && specNameBySwiftName[$0] == nil }
    }

    /// A member's Swift name (a property, parameter, response header or union case): `Value` is
    /// added (then a number) where the name is a model's. Only a name that starts with `_` can be
    /// (`2fa` is `_2fa` both as a type and as a member), and inside the type that holds it, the
    /// member would hide the model: `_2fa.self` in generated code would mean the member.
    func memberName(_ text: String) -> String {
        withValueSuffix(naming.memberName(text)) { specNameBySwiftName[$0] == nil }
    }

    /// `name`, or when it is not free, `nameValue`, then `nameValue2`, and so on.
    private func withValueSuffix(_ name: String, isFree: (String) -> Bool) -> String {
        guard !isFree(name) else { return name }
        var candidate = name + "Value"
        var number = 2
        while !isFree(candidate) {
            candidate = name + "Value\(number)"
            number += 1
        }
        return candidate
    }

    /// `items:`/`values:` under a typed array or map: constraints for the elements only.
    private mutating func typedElementConstraints(
        _ element: SchemaSyntax, of type: TypeRef, isArray: Bool, what: String
    ) -> Indirect<Constraints>? {
        let key = isArray ? "items" : "values"
        let elementType: TypeRef
        switch (underlying(type), isArray) {
        case (.array(let inner), true), (.map(let inner), false): elementType = inner
        default:
            diagnostics.error("`\(key)` applies to \(isArray ? "arrays" : "maps"); \(what) is `\(describe(type))`", at: element.location)
            return nil
        }
        let elementWhat = "\(key) of \(what)"
        reportElementKeysWithoutEffect(element, key: key, isArray: isArray, what: what)
        var constraints = constraints(element.constraints?.value ?? ConstraintSyntax(), for: elementType, what: elementWhat)
        switch element.shape {
        case .unspecified, .invalid:
            break
        case .array(let inner):
            // `items: { items: {...} }` under `int[][]`: constraints for the inner elements, not a new type.
            constraints.items = typedElementConstraints(inner.value, of: elementType, isArray: true, what: elementWhat)
        case .map(let inner):
            constraints.values = typedElementConstraints(inner.value, of: elementType, isArray: false, what: elementWhat)
        default:
            diagnostics.error("`\(key)` of \(what) cannot give a type; the type is `\(describe(type))`", at: element.location)
        }
        if let items = element.items { constraints.items = typedElementConstraints(items.value, of: elementType, isArray: true, what: elementWhat) }
        if let values = element.values { constraints.values = typedElementConstraints(values.value, of: elementType, isArray: false, what: elementWhat) }
        return constraints.isEmpty ? nil : Indirect(constraints)
    }

    /// Under a typed array or map, `items:`/`values:` hold constraints; the other keys an
    /// element may have elsewhere would be read and then ignored, so each is an error that
    /// says what to write instead.
    private mutating func reportElementKeysWithoutEffect(_ element: SchemaSyntax, key: String, isArray: Bool, what: String) {
        let place = "under `\(key)` of \(what)"
        if let location = element.nullable?.location {
            diagnostics.error("`nullable` \(place) has no effect; for \(isArray ? "items" : "values") that may be `null`, "
                              + "make the element type optional: \(isArray ? "`string?[]`" : "`map<string?>`")", at: location)
        }
        if let location = element.defaultValue?.location {
            diagnostics.error("`default` \(place) has no effect; give the default on the property itself", at: location)
        }
        if let location = element.wire?.location {
            diagnostics.error("`wire` \(place) has no effect; `wire: string` applies to a number property, not to its elements",
                              at: location)
        }
        if let location = element.description?.location {
            diagnostics.error("`description` \(place) has no effect; describe the property itself", at: location)
        }
    }

    /// Resolves a written type expression; reports unknown names with a suggestion.
    mutating func resolveExpression(_ expression: Located<TypeExpression>) -> TypeRef? {
        resolve(expression.value, at: expression.location)
    }

    private mutating func resolve(_ expression: TypeExpression, at location: SourceLocation) -> TypeRef? {
        switch expression {
        case .named(let name):
            if let primitive = Primitive(rawValue: name) { return .primitive(primitive) }
            if name == "none" {
                diagnostics.error("`none` stands only for an empty response or error body", at: location)
                return nil
            }
            guard let entry = registry[name] else {
                switch propertyType(name, at: location) {
                case .type(let type): return type
                case .reported: return nil
                case .notAReference:
                    reportUnknownModel(name, at: location, inTypeReference: true)
                    return nil
                }
            }
            return .named(entry.swiftName)
        case .array(let element): return resolve(element, at: location).map { .array($0) }
        case .map(let value): return resolve(value, at: location).map { .map($0) }
        case .optional(let wrapped): return resolve(wrapped, at: location).map { .optional($0) }
        }
    }
}
