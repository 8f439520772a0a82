/// Renders models: objects as structs, enums, unions and named scalars, with their nested types.
struct ModelEmitter {
    let context: EmitContext

    /// The model's declaration, at column 0.
    func render(_ model: Model) -> String {
        switch model.kind {
        case .object(let object): return renderStruct(model, object)
        case .enumeration(let enumeration): return renderEnum(model, enumeration)
        case .union(let union): return renderUnion(model, union)
        case .alias(let field):
            let view = AliasView(doc: EmitContext.doc(model.description, deprecated: model.deprecated), access: context.access,
                                 name: model.swiftName, type: context.names.swift(field.type))
            return EmitContext.trimmed(context.templates.render(view, "alias"))
        }
    }

    /// Nested declarations, rendered and indented for their enclosing type.
    func renderNested(_ models: [Model]) -> [String] {
        models.map { EmitContext.indented(render($0)) }
    }

    private func renderStruct(_ model: Model, _ object: ObjectModel) -> String {
        let names = context.names
        var properties: [PropertyView] = []
        var parameters: [String] = []
        var validation = ValidationCode(table: context.table, literals: context.literals)
        var validationLines: [String] = []
        let boxed = context.table.boxedProperties(model)
        for property in object.properties {
            let name = SwiftText.identifier(property.swiftName)
            let type = names.swift(property)
            let key = property.swiftName == property.jsonKey ? name : "\(name) = \(SwiftText.stringLiteral(property.jsonKey))"
            let storage = boxed.contains(property.swiftName) ? "_" + property.swiftName : nil
            let assignment = storage.map { "self.\($0) = \(names.view.indirect)(\(name))" } ?? "self.\(name) = \(name)"
            properties.append(PropertyView(doc: EmitContext.doc(property.description, deprecated: property.deprecated),
                                           name: name, type: type, codingKeyCase: key, assignment: assignment, storage: storage))
            // A union sends the variant with its tag whatever the property holds; the caller need not write it.
            let tag = property.field.type.isOptional ? nil
                : context.table.sentTag(of: model, key: property.jsonKey).flatMap { context.literals.tag($0, for: property.field.type) }
            parameters.append(context.literals.initParameter(name, type, property.field.type, default: property.defaultValue, fixed: tag))
            // A `Nullable` property's constraints apply to its value.
            let checks = validation.statements(
                "self." + property.valueMember, type: property.field.type, constraints: property.field.constraints,
                path: EmitContext.path("path", key: property.jsonKey), hint: property.swiftName, secret: property.secret)
            // A request leaves a `readOnly` property out of what it sends, so it does not check it.
            validationLines += property.readOnly && !checks.isEmpty
                ? ["if !report.isValidatingRequest {"] + checks.map { "    " + $0 } + ["}"] : checks
        }
        var additional: AdditionalPropertiesView?
        if case .collected(let field) = object.additionalProperties {
            let type = "[\(names.view.string): \(names.swift(field.type))]"
            additional = AdditionalPropertiesView(type: type)
            parameters.append("additionalProperties: \(type) = [:]")
            validationLines += validation.statements(
                "self.additionalProperties", type: .map(field.type), constraints: Constraints(values: field.constraints.isEmpty ? nil : Indirect(field.constraints)),
                path: "path", hint: "additionalProperties")
        }
        let secretDecoded = object.properties.filter {
            $0.secret && !$0.field.wireString && context.table.quotesUndecodableValues($0.field.type)
        }
        let absentURLs = object.properties.filter { property in
            guard case .primitive(.url) = context.table.kind(property.field.type) else { return false }
            return !property.isRequired && !property.explicitNull
        }
        let coding = CodingCode(
            names: names, literals: context.literals, boxed: boxed, tagKeys: context.table.discriminatorKeys(model),
            secretDecoded: Set(secretDecoded.map(\.swiftName)), absentURLs: Set(absentURLs.map(\.swiftName)))
        let customCoding = coding.needsCustomCoding(object)
        let view = StructView(
            doc: EmitContext.doc(model.description, deprecated: model.deprecated), access: context.access,
            name: model.swiftName, qualifiedName: model.qualifiedName,
            conformances: names.modelConformances + (names.isIdentifiable(object.properties) ? ", \(names.view.identifiable)" : ""),
            names: names.view,
            properties: properties, additionalProperties: additional, hasProperties: !properties.isEmpty,
            listsCodingKeys: coding.listsCodingKeys(object),
            hasInitParameters: !parameters.isEmpty,
            initParameters: parameterViews(parameters), customCoding: customCoding,
            decodeLines: customCoding ? coding.decodeLines(object) : [], encodeLines: customCoding ? coding.encodeLines(object) : [],
            validation: renderValidation(validation.patterns, validationLines), nested: renderNested(model.nested))
        return EmitContext.trimmed(context.templates.render(view, "struct"))
    }

    /// The `validate(into:at:)` member (and the patterns it uses), indented for a type's body.
    func renderValidation(_ patterns: [(name: String, literal: String)], _ lines: [String]) -> String {
        let view = ValidationView(
            access: context.access, names: context.names.view,
            patterns: patterns.map { PatternView(name: $0.name, literal: $0.literal) }, hasPatterns: !patterns.isEmpty,
            validationLines: lines)
        return EmitContext.indented(EmitContext.trimmed(context.templates.render(view, "validation")))
    }

    private func renderEnum(_ model: Model, _ enumeration: EnumModel) -> String {
        let names = context.names
        let isString = enumeration.rawType == .string
        let cases = enumeration.cases.enumerated().map { index, item -> EnumCaseView in
            let literal = isString ? SwiftText.stringLiteral(item.raw) : item.raw
            // A frozen string enum spells out a raw value only where the case name differs from it.
            let rawLiteral: String? = isString ? (item.swiftName == item.raw ? nil : literal) : literal
            return EnumCaseView(doc: EmitContext.doc(item.description), name: SwiftText.identifier(item.swiftName), literal: literal,
                                rawLiteral: rawLiteral,
                                separator: index == enumeration.cases.count - 1 ? "" : ", ")
        }
        let view = EnumView(
            doc: EmitContext.doc(model.description, deprecated: model.deprecated), access: context.access, name: model.swiftName,
            frozen: enumeration.frozen, rawType: isString ? names.view.string : names.view.int,
            conformances: "\(names.view.codable), \(names.view.hashable), \(names.view.sendable), \(names.view.validatable), \(names.view.httpTextValue)",
            cases: cases, unknownCase: SwiftText.identifier(enumeration.unknownCaseName), names: names.view)
        return EmitContext.trimmed(context.templates.render(view, "enum"))
    }

    private func renderUnion(_ model: Model, _ union: UnionModel) -> String {
        if let otherCase = union.otherEventsCase { return renderEvents(model, union, otherCase: otherCase) }
        let names = context.names
        let indirect = context.table.isIndirect(model)
        let tagType = context.table.tagType(union)
        func tagLiteral(_ tag: String) -> String { context.literals.tagLiteral(tag, as: tagType) }
        let view = UnionView(
            doc: EmitContext.doc(model.description, deprecated: model.deprecated), access: context.access, name: model.swiftName,
            indirect: indirect, conformances: names.modelConformances, names: names.view,
            variants: union.variants.map {
                VariantView(caseName: SwiftText.identifier($0.caseName), type: names.swift($0.type),
                            tagLiteral: tagLiteral($0.tag ?? ""), tagLiterals: $0.tags.map(tagLiteral).joined(separator: ", "),
                            caseLiteral: SwiftText.stringLiteral($0.caseName))
            },
            discriminator: union.discriminator.map {
                let type = switch tagType {
                case .string: names.view.string
                case .integer: names.view.int64
                case .number: names.view.double
                case .boolean: names.view.bool
                }
                let tags = Set(union.variants.flatMap(\.tags))
                return DiscriminatorView(keyLiteral: SwiftText.stringLiteral($0), tagType: type,
                                         coversEveryTag: tagType == .boolean && tags == ["true", "false"])
            },
            validation: renderValidation([], variantValidation(union, otherCase: nil)))
        return EmitContext.trimmed(context.templates.render(view, "union"))
    }

    /// `validate(into:at:)` of a union: each variant's value where its type is checked.
    private func variantValidation(_ union: UnionModel, otherCase: String?) -> [String] {
        guard union.variants.contains(where: { context.table.isValidatable($0.type) }) else { return [] }
        var lines = ["switch self {"]
        for variant in union.variants {
            let name = SwiftText.identifier(variant.caseName)
            lines.append(context.table.isValidatable(variant.type)
                ? "case .\(name)(let value): report.validate(value, at: path)"
                : "case .\(name): break")
        }
        if let otherCase { lines.append("case .\(SwiftText.identifier(otherCase)): break") }
        lines.append("}")
        return lines
    }

    /// The events of an event stream, told apart by their names.
    private func renderEvents(_ model: Model, _ union: UnionModel, otherCase: String) -> String {
        let names = context.names
        let cases = union.variants.map { variant -> EventCaseView in
            let name = variant.tag ?? variant.caseName
            let type = names.swift(variant.type)
            let isText = variant.type == .primitive(.string)
            let doc = SwiftText.docCode(name) + (variant.description.map { ": " + $0 } ?? "")
            return EventCaseView(
                doc: EmitContext.doc(doc, deprecated: variant.deprecated), caseName: SwiftText.identifier(variant.caseName), type: type,
                nameLiteral: SwiftText.stringLiteral(name),
                decodeExpression: isText ? "data.text()" : "data.decode(\(type).self)",
                encodeExpression: isText ? "value" : "try \(names.view.eventData).json(value, encoder: encoder)")
        }
        let view = EventsView(
            doc: EmitContext.doc("The events of this stream, told apart by their names (`event:`)."), access: context.access,
            name: model.swiftName, conformances: "\(names.view.hashable), \(names.view.sendable), \(names.view.validatable), \(names.view.namedEvent)",
            names: names.view, cases: cases, otherCase: SwiftText.identifier(otherCase),
            validation: renderValidation([], variantValidation(union, otherCase: otherCase)), nested: renderNested(model.nested))
        return EmitContext.trimmed(context.templates.render(view, "events"))
    }
}
