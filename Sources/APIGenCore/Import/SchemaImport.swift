/// OpenAPI schemas (3.0, 3.1 and 3.2) into spec types, inline types and constraints.
extension OpenAPITranslator {
    /// The keywords `schema(_:_:)` reads. `$defs` and `definitions` hold schemas for references
    /// to name: each one referred to is imported where the reference is, and the rest are unused.
    static let schemaKeys: Set<String> = [
        "$ref", "type", "format", "nullable", "enum", "const", "allOf", "oneOf", "anyOf", "discriminator",
        "properties", "required", "additionalProperties", "items", "description", "deprecated", "default",
        "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "prefixItems",
        "additionalItems", "$defs", "definitions",
    ]

    /// Keys that constrain one kind of value (strings, numbers, arrays or objects).
    private static let typedKeys: Set<String> = [
        "format", "minLength", "maxLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
    ]

    /// One schema. `what` names its place in messages (`property `name` of `Pet``).
    mutating func schema(_ node: YAMLNode, _ what: String) -> ImportedSchema {
        if let scalar = node.scalar, scalar.text == "true" { return ImportedSchema(type: "any") }
        if let scalar = node.scalar, scalar.text == "false" {
            document.diagnostics.error("the schema of \(what) is `false`, which admits no value: the spec has no such type", at: node.location)
            return ImportedSchema(type: "any")
        }
        guard var map = document.mapping(node, "the schema of \(what)") else { return ImportedSchema(type: "any") }
        if map["$ref"] != nil, let asAllOf = referenceAsAllOf(map) { map = asAllOf }
        var result: ImportedSchema
        if map["$ref"] != nil {
            result = reference(map, what)
        } else {
            document.warnUnread(map, known: Self.schemaKeys, in: "the schema of \(what)")
            if let asAllOf = unionBesideObjectAsAllOf(map) { map = asAllOf }
            if map["allOf"] != nil { map = normalizedAllOf(map) }
            result = body(map, what)
            if let node = map["nullable"], document.bool(node, "`nullable`") == true { result.nullable = true }
            if let node = map["description"], let text = document.prose(node, "`description`") { result.describe(text) }
        }
        if let node = map["deprecated"], document.bool(node, "`deprecated`") == true { result.append("deprecated", .literal("true")) }
        // `default: null` on a schema that may be null says what leaving the value out says.
        if let node = map["default"], !(result.nullable && node.scalar?.isNull == true) {
            if let value = defaultValue(node).map({ Self.typedDefault($0, of: result) }) {
                if !takesDefault(value, result) {
                    document.diagnostics.warning(
                        "this default is not imported: the spec takes a default on strings, numbers, booleans, enums, dates, "
                            + "date-times, UUIDs, URLs and arrays of these, `[]` on any array, and `{}` on maps", at: node.location)
                } else if let problem = unparsedDefault(value, of: result) {
                    document.diagnostics.warning("this default is not imported: `\(problem.text)` \(problem.reason)", at: node.location)
                } else {
                    result.append("default", value)
                }
            } else {
                document.diagnostics.warning("this default is not imported: a spec default is a scalar or a list of scalars", at: node.location)
            }
        }
        return result
    }

    /// `$ref` to a schema: the model's name; a description or `nullable` beside it is kept.
    mutating func reference(_ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        guard let target = map["$ref"].flatMap({ $0.scalar?.text }) else {
            document.diagnostics.error("expected a reference for `$ref`", at: map.location(of: "$ref"))
            return ImportedSchema(type: "any")
        }
        let prefix = "#/components/schemas/"
        guard target.hasPrefix(prefix), !target.dropFirst(prefix.count).contains("/") else {
            if document.pointee(target, at: map.location(of: "$ref")) != nil {
                document.diagnostics.error(
                    "reference `\(target)` is to a schema outside `components/schemas`; move it there, so it has a name",
                    at: map.location(of: "$ref"))
            }
            return ImportedSchema(type: "any")
        }
        let component = OpenAPIDocument.unescapePointer(String(target.dropFirst(prefix.count)))
        guard let name = modelNames[component] else {
            document.diagnostics.error("reference `\(target)` points at nothing in this document", at: map.location(of: "$ref"))
            return ImportedSchema(type: "any")
        }
        var result = ImportedSchema(type: name)
        if let node = map["description"], let text = document.prose(node, "`description`") { result.append("description", .text(text)) }
        // OpenAPI 3.0 says to ignore keys beside `$ref`, but documents write `nullable` there
        // and mean it; 3.1 allows it.
        if let node = map["nullable"], document.bool(node, "`nullable`") == true { result.nullable = true }
        // A model cannot be `null` in the spec; what refers to one that may be says so itself.
        if nullableComponents.contains(component) { result.nullable = true }
        return result
    }

    /// Whether a schema admits `null` by itself, written as OpenAPI 3.0 or 3.1 does (GitHub's
    /// `nullable-simple-user`): `nullable: true`, `null` among its types or its enum values, or
    /// a `null` variant (one that admits `null` alone, by reference too: drf-spectacular's `NullEnum`).
    func admitsNull(_ node: YAMLNode) -> Bool {
        guard let entries = node.mapping else { return false }
        for entry in entries {
            switch entry.key {
            case "nullable": if entry.value.scalar?.text == "true" { return true }
            case "type": if entry.value.scalar?.text == "null" || entry.value.sequence?.contains(where: { $0.scalar?.text == "null" }) == true { return true }
            case "enum": if entry.value.sequence?.contains(where: { $0.scalar?.isNull == true }) == true { return true }
            case "oneOf", "anyOf": if entry.value.sequence?.contains(where: admitsOnlyNull) == true { return true }
            default: continue
            }
        }
        return false
    }

    /// What the schema is, without its documentation.
    private mutating func body(_ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        var types: [String] = []
        var nullable = false
        if let node = map["type"] {
            let names = node.sequence.map { $0.compactMap(\.scalar?.text) } ?? [node.scalar?.text ?? ""]
            for name in names { if name == "null" { nullable = true } else { types.append(name) } }
            if types.count > 1 {
                // Several types (`[string, integer]`) are a union of them, tried in order.
                guard let variants = variantsOfTypes(types, nullable: nullable, map) else {
                    document.diagnostics.error(
                        "a schema of several types (\(types.joined(separator: ", "))) with an enum, a reference or a union of its own "
                            + "has no spec equivalent; use `oneOf`",
                        at: node.location)
                    return ImportedSchema(type: "any")
                }
                let oneOf = YAMLMappingEntry(key: "oneOf", keyLocation: node.location, value: variants)
                return union(variants, OpenAPIMapping(node: map.node, entries: [oneOf]), what)
            }
        }
        if map["discriminator"] != nil && map["oneOf"] == nil && map["anyOf"] == nil
            && !polymorphicBases.values.contains(where: { $0.location == map.location(of: "discriminator") }) {
            document.diagnostics.warning(
                "a discriminator without `oneOf`, on a schema no other schema extends through `allOf`, is not imported",
                at: map.location(of: "discriminator"))
        }
        let enumNode = map["enum"] ?? map["const"].map { YAMLNode(.sequence([$0]), at: $0.location) }
        // Docker's `{ type: object, enum: [{}] }`: an enum of objects or arrays constrains a
        // schema the spec otherwise says; the values are left for the server to check.
        let enumOfStructures = enumNode?.sequence?.contains { $0.mapping != nil || $0.sequence != nil } ?? false
        if enumOfStructures, let node = enumNode {
            document.diagnostics.warning(
                "an enum of objects or arrays is not imported: the spec's enums are text or whole numbers; the schema is imported without it",
                at: node.location)
        }
        var result: ImportedSchema
        if let node = map["allOf"] {
            result = allOf(node, map, what)
        } else if let node = map["oneOf"] ?? map["anyOf"] {
            result = union(node, map, what)
        } else if let node = enumNode, !enumOfStructures {
            let count = node.sequence?.count ?? 0
            let names = map["enum"] != nil
                ? enumCaseTexts(map, Self.caseNameKeys, count: count, distinctCases: true) ?? choiceLabels(map, type: types.first) : nil
            let descriptions = map["enum"] != nil ? enumCaseTexts(map, Self.caseDescriptionKeys, count: count, distinctCases: false) : nil
            result = enumeration(node, type: types.first, caseNames: names, caseDescriptions: descriptions, what)
        } else if types.first == "object" || map["properties"] != nil || map["additionalProperties"] != nil {
            result = object(map, what)
        } else if types.first == "array" || map["items"] != nil || map["prefixItems"] != nil {
            result = array(map, what)
        } else if let type = types.first {
            result = scalar(type, map, what)
        } else {
            result = ImportedSchema(type: "any")
            // JSON Schema applies `minLength` to strings only, and lets any other value through.
            for entry in map.entries where Self.typedKeys.contains(entry.key) {
                document.diagnostics.warning(
                    "`\(entry.key)` on a schema without a `type` is not imported: it constrains one kind of value, and `any` takes every kind",
                    at: entry.keyLocation)
            }
        }
        if nullable { result.nullable = true }
        return result
    }

    /// `string`, `integer`, `number`, `boolean` with their format and constraints.
    private mutating func scalar(_ written: String, _ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        var type = written
        var format = map["format"].flatMap { $0.scalar?.text }
        if let meant = Self.typesMeant[written] {
            // Hand-written documents (LemonLDAP::NG's `type: bool`) name their languages' types.
            let formatText = meant.format.map { ", format `\($0)`" } ?? ""
            document.diagnostics.warning("`\(written)` is no JSON Schema type; it is imported as `\(meant.type)`\(formatText)",
                                         at: map.location(of: "type"))
            (type, format) = (meant.type, meant.format ?? format)
        }
        var result: ImportedSchema
        switch type {
        case "string":
            switch format {
            case "date-time": result = ImportedSchema(type: "date-time")
            case "date": result = ImportedSchema(type: "date")
            case "uuid": result = ImportedSchema(type: "uuid")
            case "uri", "url": result = ImportedSchema(type: "url")
            case "byte", "binary", "base64": result = ImportedSchema(type: "data")
            // 3.1's way to say `format: byte`.
            case _ where map["contentEncoding"]?.scalar?.text == "base64": result = ImportedSchema(type: "data")
            case "email": result = ImportedSchema(type: "string", keys: [("format", .text("email"))])
            case "decimal": return decimalText(map)
            default: result = ImportedSchema(type: "string")
            }
            // Lengths and patterns stand on text only; on a date or a UUID the type says it all.
            guard result.type == "string" else { return result }
            copy(["minLength", "maxLength"], from: map, into: &result, as: .count)
            if let node = map["pattern"], let pattern = document.text(node, "`pattern`") {
                if let problem = Resolver.patternProblem(pattern) {
                    // Swift's `Regex` matches in generated code; what it cannot read is left to the server.
                    document.diagnostics.warning("this pattern is not imported: Swift cannot read it (\(problem))", at: node.location)
                } else {
                    result.append("pattern", .text(pattern))
                }
            }
            return result
        case "integer":
            result = ImportedSchema(type: format == "int32" ? "int32" : format == "int64" ? "int64" : "int")
        case "number":
            result = ImportedSchema(type: format == "float" ? "float" : format == "decimal" ? "decimal" : "double")
        case "boolean":
            return ImportedSchema(type: "bool")
        default:
            document.diagnostics.error("unknown schema type `\(type)`", at: map.location(of: "type"))
            return ImportedSchema(type: "any")
        }
        numberBounds(map, into: &result)
        return result
    }

    /// A decimal written as text (`format: decimal`), with its bounds and the digits its pattern
    /// allows where drf-spectacular wrote it; another pattern is left out, with a warning.
    private mutating func decimalText(_ map: OpenAPIMapping) -> ImportedSchema {
        var result = ImportedSchema(type: "decimal", keys: [("wire", .text("string"))])
        numberBounds(map, into: &result)
        guard let node = map["pattern"], let pattern = node.scalar?.text else { return result }
        if let digits = DecimalDigitsPattern(pattern) {
            digits.constrain(&result)
        } else {
            document.diagnostics.warning(
                "this pattern is not imported: a decimal is checked by its value, and this pattern says no bounds or step apigen reads",
                at: node.location)
        }
        return result
    }

    /// Types that are no JSON Schema type but say plainly which one they mean, and with what format.
    private static let typesMeant: [String: (type: String, format: String?)] = [
        "bool": ("boolean", nil), "int": ("integer", nil), "int32": ("integer", "int32"), "int64": ("integer", "int64"),
        "long": ("integer", "int64"), "float": ("number", "float"), "double": ("number", "double"), "str": ("string", nil),
        "bytes": ("string", "byte"), "date": ("string", "date"), "datetime": ("string", "date-time"),
    ]

    /// `minimum` and `maximum`, exclusive the 3.0 way (a boolean beside the bound) or the
    /// 3.1 way (the bound itself), and `multipleOf`.
    private mutating func numberBounds(_ map: OpenAPIMapping, into result: inout ImportedSchema) {
        let isInteger = ["int", "int32", "int64"].contains(result.type ?? "")
        /// A bound past Int64's end on its own side (`minimum: -9223372036854776000`, as tools
        /// that print numbers as doubles write Int64's), which holds back no integer.
        func holdsNothingBack(_ number: String, _ bound: String) -> Bool {
            guard isInteger, ExactNumber(number)?.int64 == nil, let value = Double(number) else { return false }
            return bound == "minimum" ? value <= -0x1p63 : value >= 0x1p63
        }
        /// The bound as the spec writes an integer's: Pydantic writes `ge=0` on an `int` as
        /// `minimum: 0.0`; a bound with a fraction is the nearest whole number within it.
        func append(_ number: String, _ bound: String, exclusive: Bool) {
            guard isInteger, let whole = Self.wholeBound(number, rounding: bound == "minimum" ? .up : .down) else {
                result.append(bound, .literal(number))
                if exclusive { result.append(bound == "minimum" ? "exclusiveMinimum" : "exclusiveMaximum", .literal("true")) }
                return
            }
            result.append(bound, .literal(whole.text))
            // Past a fraction, the whole number within is itself allowed.
            if exclusive && !whole.hadFraction { result.append(bound == "minimum" ? "exclusiveMinimum" : "exclusiveMaximum", .literal("true")) }
        }
        for (bound, exclusive) in [("minimum", "exclusiveMinimum"), ("maximum", "exclusiveMaximum")] {
            if let node = map[exclusive], node.scalar.flatMap({ ExactNumber($0.text) }) != nil {
                if let number = document.number(node, "`\(exclusive)`"), !holdsNothingBack(number, bound) {
                    append(number, bound, exclusive: true)
                }
                continue
            }
            if let node = map[bound], let number = document.number(node, "`\(bound)`"), !holdsNothingBack(number, bound) {
                append(number, bound, exclusive: map[exclusive].map { document.bool($0, "`\(exclusive)`") == true } ?? false)
            }
        }
        copy(["multipleOf"], from: map, into: &result, as: .number)
    }

    /// A number as a whole one, rounded `up` or `down` when it has a fraction; `nil` when it
    /// is written as a whole number already, or is past Int64 (left for `lint` to report).
    static func wholeBound(_ number: String, rounding: FloatingPointRoundingRule) -> (text: String, hadFraction: Bool)? {
        guard let exact = ExactNumber(number), !exact.isIntegerLiteral else { return nil }
        // `Decimal` prints every digit, without an exponent: `1e3` is `1000`.
        let plain = exact.decimal.description
        let parts = plain.split(separator: ".", maxSplits: 1)
        guard let integral = parts.first, var whole = Int64(integral) else { return nil }
        let hadFraction = parts.count > 1 && parts[1].contains { $0 != "0" }
        if hadFraction {
            let negative = plain.hasPrefix("-")
            // Truncation went toward zero: one more step where the rounding goes the other way.
            let step: Int64 = rounding == .up && !negative ? 1 : rounding == .down && negative ? -1 : 0
            let (stepped, overflow) = whole.addingReportingOverflow(step)
            guard !overflow else { return nil }
            whole = stepped
        }
        return (String(whole), hadFraction)
    }

    private enum Kind { case count, number, bool }

    private mutating func copy(_ keys: [String], from map: OpenAPIMapping, into result: inout ImportedSchema, as kind: Kind) {
        for key in keys {
            guard let node = map[key] else { continue }
            switch kind {
            case .count, .number:
                if let number = document.number(node, "`\(key)`") { result.append(key, .literal(number)) }
            case .bool:
                if document.bool(node, "`\(key)`") == true { result.append(key, .literal("true")) }
            }
        }
    }

    /// `enum` (or `const`): text values, or whole numbers with `type: int`; `null` among
    /// them makes the schema nullable.
    private mutating func enumeration(
        _ node: YAMLNode, type: String?, caseNames: [String]? = nil, caseDescriptions: [String]? = nil, _ what: String
    ) -> ImportedSchema {
        guard let items = node.sequence else {
            document.diagnostics.error("expected a list for `enum`", at: node.location)
            return ImportedSchema(type: "any")
        }
        var result = ImportedSchema()
        var values: [SpecValue] = []
        var names: [SpecValue] = []
        var descriptions: [SpecValue] = []
        // Without a type, whole numbers written bare are an integer enum, as the JSON holds numbers.
        /// A value written bare as a whole number, as an integer enum's values are written.
        func wholeNumber(_ scalar: YAMLScalar) -> ExactNumber? {
            ExactNumber(scalar.text).flatMap { $0.int64 == nil ? nil : $0 }
        }
        let wholeNumbers = items.allSatisfy { $0.scalar.map { $0.isNull || $0.style == .plain && wholeNumber($0) != nil } ?? false }
        let type = type ?? (wholeNumbers && items.contains { $0.scalar?.isNull == false } ? "integer" : nil)
        for (index, item) in items.enumerated() {
            guard let scalar = item.scalar else {
                document.diagnostics.error("an enum value that is \(item.kindDescription) has no spec equivalent", at: item.location)
                continue
            }
            if scalar.isNull { result.nullable = true; continue }
            if type == "integer" {
                // Written bare, as a number: so it must be one, or it would be YAML of its own.
                guard let number = wholeNumber(scalar) else {
                    document.diagnostics.error("`\(scalar.text)` in an integer enum is not a whole number", at: item.location)
                    continue
                }
                values.append(.literal(number.text))
            } else {
                values.append(.text(scalar.text))
            }
            if let caseNames { names.append(.text(caseNames[index])) }
            if let caseDescriptions { descriptions.append(.text(caseDescriptions[index])) }
        }
        switch type {
        case nil, "string": break
        case "integer": result.append("type", .text("int"))
        case "boolean", "number":
            // The spec's enums are text or whole numbers; the values are left for the server to check.
            let spelled = type == "boolean" ? "bool" : "double"
            document.diagnostics.warning(
                "an enum of `\(type ?? "")` values is imported as `\(spelled)`, which takes any such value: the spec's enums are text or whole numbers",
                at: node.location)
            return ImportedSchema(type: spelled, nullable: result.nullable)
        default:
            document.diagnostics.error("an enum of `\(type ?? "")` values has no spec equivalent; enums are text or whole numbers",
                                       at: node.location)
            return ImportedSchema(type: "any")
        }
        guard !values.isEmpty else { return ImportedSchema(type: "any", nullable: result.nullable) }
        result.append("enum", .list(values))
        // Names that give the cases the values give them already say nothing.
        let namesSayNothing = zip(values, names).allSatisfy { value, name in
            guard case .text(let text) = value, case .text(let written) = name else { return false }
            return naming.caseName(text) == naming.caseName(written)
        }
        if caseNames != nil && !namesSayNothing { result.append("caseNames", .list(names)) }
        if caseDescriptions != nil { result.append("caseDescriptions", .list(descriptions)) }
        return result
    }

    /// Keys in which generators name an enum's cases, and document them: openapi-generator's,
    /// NSwag's, and a spelling of both.
    private static let caseNameKeys = ["x-enum-varnames", "x-enumNames", "x-enum-names"]
    private static let caseDescriptionKeys = ["x-enum-descriptions", "x-enumDescriptions"]

    /// The names (or descriptions) a generator gives an enum's values (`x-enum-varnames: [Active,
    /// Banned]` beside `enum: [0, 1]`), one for each, in order; `nil` where there are none, or
    /// where they are not one text for each value (names: each a Swift case of its own), with a warning.
    private mutating func enumCaseTexts(_ map: OpenAPIMapping, _ keys: [String], count: Int, distinctCases: Bool) -> [String]? {
        guard let key = keys.first(where: { map[$0] != nil }), let node = map[key] else { return nil }
        let items = node.sequence ?? []
        let texts = items.compactMap { $0.scalar?.isNull == true ? "" : $0.scalar?.text }
        let swiftNames = texts.map(naming.caseName)
        let fits = items.count == count && texts.count == count
            && (!distinctCases || Set(swiftNames).count == count && !swiftNames.contains(where: ["knownValues", "allCases"].contains))
        guard fits else {
            document.diagnostics.warning(
                distinctCases
                    ? "`\(key)` is not imported: it must give each of the enum's \(count) values a name, which becomes a Swift case of its own"
                    : "`\(key)` is not imported: it must give each of the enum's \(count) values a description, in order",
                at: map.location(of: key))
            return nil
        }
        return texts
    }

    /// The labels drf-spectacular lists in the description of Django's integer choices (`* `1` -
    /// Small`, a line for each value, in order), as case names: the values make none but
    /// `value1`. `nil` unless every value has its line and each label makes a case of its own.
    private func choiceLabels(_ map: OpenAPIMapping, type: String?) -> [String]? {
        guard type == "integer", let values = map["enum"]?.sequence, !values.isEmpty,
              let lines = map["description"]?.scalar?.text.split(separator: "\n", omittingEmptySubsequences: false),
              lines.count == values.count else { return nil }
        var labels: [String] = []
        for (value, line) in zip(values, lines) {
            guard let value = value.scalar?.text, line.hasPrefix("* `\(value)` - ") else { return nil }
            labels.append(String(line.dropFirst("* `\(value)` - ".count)))
        }
        let names = labels.map(naming.caseName)
        guard Set(names).count == names.count, !names.contains(where: ["knownValues", "allCases"].contains) else { return nil }
        return labels
    }

    /// An object: its properties, whether each is required, and additional properties;
    /// with no properties, a map.
    private mutating func object(_ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        let extra = map["additionalProperties"]
        // APIFlask writes "any key" as a placeholder in angle brackets, the only property of its
        // object (`detail: { "<location>": { "<field_name>": [string] } }`): a map of its schema.
        if extra == nil, let entries = map["properties"]?.mapping, entries.count == 1, Self.isPlaceholder(entries[0].key) {
            document.diagnostics.warning(
                "the one property of \(what), `\(entries[0].key)`, is a placeholder that stands for any key: imported as a map",
                at: entries[0].keyLocation)
            let values = schema(entries[0].value, "the values of \(what)")
            return mapType(values, what, at: entries[0].keyLocation)
        }
        guard let propertiesNode = map["properties"], propertiesNode.mapping?.isEmpty == false else {
            var values = ImportedSchema(type: "any")
            if let extra, extra.mapping != nil { values = schema(extra, "the values of \(what)") }
            var result = mapType(values, what, at: (extra ?? map.node).location)
            copy(["minProperties", "maxProperties"], from: map, into: &result, as: .count)
            return result
        }
        for key in Self.propertyCounts where map[key] != nil {
            document.diagnostics.warning(
                "`\(key)` on an object with properties is not imported: the spec counts the entries of maps only", at: map.location(of: key))
        }
        var result = ImportedSchema()
        let body = multipartBody?.location == map.node.location ? multipartBody : nil
        if body != nil { multipartBody?.isRead = true }
        result.append("properties", .map(nameApart(properties(propertiesNode, required: requiredNames(map), of: what, multipart: body),
                                                   "property", of: what)))
        let declared = Set(propertiesNode.mapping?.map(\.key) ?? [])
        for (part, contentType) in (body?.parts ?? [:]).sorted(by: { $0.value.location < $1.value.location }) where !declared.contains(part) {
            document.diagnostics.warning("`encoding` names part `\(part)`, which \(what) does not have", at: contentType.location)
        }
        if let extra {
            if extra.scalar != nil {
                if document.bool(extra, "`additionalProperties`") == false { result.append("additionalProperties", .literal("false")) }
            } else {
                let place = "the additional properties of \(what)"
                let values = namedIfNullable(schema(extra, place), suffix: "Value", place, at: extra.location)
                result.append("additionalProperties", element(values, place, at: extra.location))
            }
        }
        return result
    }

    /// Whether a property's name is a placeholder in angle brackets (`<field_name>`).
    private static func isPlaceholder(_ key: String) -> Bool {
        key.count > 2 && key.hasPrefix("<") && key.hasSuffix(">") && !key.dropFirst().dropLast().contains { $0 == "<" || $0 == ">" }
    }

    /// `map<T>`, or `values:` for an inline type.
    private mutating func mapType(_ written: ImportedSchema, _ what: String, at location: SourceLocation) -> ImportedSchema {
        let values = namedIfNullable(written, suffix: "Value", "the values of \(what)", at: location)
        if let type = values.type {
            // Values that may be `null` are optional values: `map<string?>`.
            let mapType = "map<\(type)\(values.nullable ? "?" : "")>"
            let constraints = values.keys.filter { SchemaPlace.constraintKeys.contains($0.key) }
            return ImportedSchema(type: mapType, keys: constraints.isEmpty ? [] : [("values", .map(constraints))])
        }
        return ImportedSchema(keys: [("values", element(values, "the values of \(what)", at: location))])
    }

    /// An array: `T[]`, with `items:` for constraints on its elements or an inline type.
    private mutating func array(_ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        var items = ImportedSchema(type: "any")
        // How many items the array may hold at most, where its schema says so by other means than `maxItems`.
        var itemLimit: Int?
        if let positions = map["prefixItems"] ?? map["items"].flatMap({ $0.sequence == nil ? nil : $0 }) {
            let rest = map["prefixItems"] != nil ? map["items"] : map["additionalItems"]
            (items, itemLimit) = tuple(positions, rest: rest, limit: map["maxItems"], what)
        } else if let node = map["items"] {
            if node.scalar?.text == "false" { itemLimit = 0 } else { items = schema(node, "the items of \(what)") }
        }
        items = namedIfNullable(items, suffix: "Item", "the items of \(what)", at: map["items"]?.location ?? map.node.location)
        var result: ImportedSchema
        if let type = items.type {
            // Items that may be `null` are optional elements: `string?[]`.
            result = ImportedSchema(type: type + (items.nullable ? "?[]" : "[]"))
            let constraints = items.keys.filter { SchemaPlace.constraintKeys.contains($0.key) }
            if !constraints.isEmpty { result.append("items", .map(constraints)) }
        } else {
            result = ImportedSchema(keys: [("items", element(items, "the items of \(what)", at: map["items"]?.location ?? map.node.location))])
        }
        copy(["minItems"], from: map, into: &result, as: .count)
        if let itemLimit {
            result.append("maxItems", .literal(String(itemLimit)))
        } else {
            copy(["maxItems"], from: map, into: &result, as: .count)
        }
        copy(["uniqueItems"], from: map, into: &result, as: .bool)
        return result
    }

    /// A schema where an array's items or a map's values stand.
    private mutating func element(_ schema: ImportedSchema, _ what: String, at location: SourceLocation) -> SpecValue {
        var kept = schema
        for key in kept.keep(only: SchemaPlace.element.allowedKeys) {
            document.diagnostics.warning("`\(key)` on \(what) is not imported: the spec has no place for it there", at: location)
        }
        // An element that may be `null` is an optional one: `additionalProperties: string?`.
        return kept.value(optional: schema.nullable && schema.type != nil)
    }

    /// An inline type of elements that may be `null`, as a model of its own, `<Context>Item` or
    /// `<Context>Value`: only a named type can be optional there (`PetTagItem?[]`).
    private mutating func namedIfNullable(_ schema: ImportedSchema, suffix: String, _ what: String,
                                          at location: SourceLocation) -> ImportedSchema {
        guard schema.nullable, schema.type == nil else { return schema }
        let name = newModelName(nameContext + suffix)
        addLiftedModel(schema, named: name, at: location)
        document.diagnostics.warning(
            "\(what) may be `null`, so their inline type is imported as the model `\(name)`: only a named type can be optional there",
            at: location)
        return ImportedSchema(type: name, nullable: true)
    }

    /// `members` without each enum of text whose every value a text member takes: one of
    /// `type: string` with no constraint but its lengths, which the values are within.
    static func withoutTextsTheTextTakes(_ members: [YAMLNode]) -> [YAMLNode] {
        func mapping(_ node: YAMLNode) -> OpenAPIMapping? { node.mapping.map { OpenAPIMapping(node: node, entries: $0) } }
        let documentation: Set<String> = ["description", "title", "example", "examples", "deprecated"]
        let texts = members.compactMap(mapping).filter { map in
            map["type"]?.scalar?.text == "string"
                && map.entries.allSatisfy { documentation.contains($0.key) || ["type", "minLength", "maxLength"].contains($0.key) }
        }
        func length(_ map: OpenAPIMapping, _ key: String) -> Int? { map[key]?.scalar.flatMap { Int($0.text) } }
        func takes(_ value: String) -> Bool {
            texts.contains { text in
                value.count >= (length(text, "minLength") ?? 0) && value.count <= (length(text, "maxLength") ?? Int.max)
            }
        }
        return members.filter { member in
            guard let map = mapping(member), let values = map["enum"]?.sequence, !values.isEmpty,
                  map["type"].map({ $0.scalar?.text == "string" }) ?? true,
                  map.entries.allSatisfy({ documentation.contains($0.key) || $0.key == "enum" || $0.key == "type" }) else { return true }
            return !values.allSatisfy { value in value.scalar.map { !$0.isNull && takes($0.text) } ?? false }
        }
    }

    /// `oneOf` or `anyOf`: variants tried in order, or named by a discriminator. A `null`
    /// variant makes the union nullable; one variant left is that type.
    private mutating func union(_ node: YAMLNode, _ map: OpenAPIMapping, _ what: String) -> ImportedSchema {
        guard let written = node.sequence, !written.isEmpty else {
            document.diagnostics.error("expected a list of schemas", at: node.location)
            return ImportedSchema(type: "any")
        }
        let (declared, property, mappingEntries) = unionMembers(map)
        let listed = withSiblingConstraints(declared, of: map)
        // Stripe's `anyOf: [{ type: string, maxLength: 5000 }, { enum: [""] }]`: the text takes
        // `""` already, so the union is the text.
        let members = property == nil ? Self.withoutTextsTheTextTakes(listed) : listed
        // `anyOf: [X, { type: 'null' }]`, as Pydantic writes `X | None`, or `oneOf: [X]`, as Litestar
        // writes a field that may be left out: X where it stands, rather than a model lifted out of it.
        let values = members.filter { !admitsOnlyNull($0) && $0.scalar?.text != "false" }
        let admitsNull = members.contains(where: admitsOnlyNull)
        if property == nil, values.count == 1 {
            var result = schema(values[0], what)
            if admitsNull { result.nullable = true }
            return result
        }
        if property == nil, let text = mergedTextVariants(values, at: node.location) {
            var result = schema(text, what)
            if admitsNull { result.nullable = true }
            return result
        }
        var variants: [String] = []
        var nullable = false
        // A variant whose schema is `false` matches nothing, so no value is lost without it.
        for member in members where member.scalar?.text != "false" {
            addVariant(schema(member, "a variant of \(what)"), written: member, to: &variants, nullable: &nullable)
        }
        if variants.count == 1 { return ImportedSchema(type: variants[0], nullable: nullable) }
        guard !variants.isEmpty else { return ImportedSchema(type: "any", nullable: nullable) }
        var result = ImportedSchema(keys: [("oneOf", .list(variants.map(SpecValue.text)))], nullable: nullable)
        guard let property else { return result }
        if let loose = variants.first(where: { !mayBeTagged($0) }) {
            document.diagnostics.warning(
                "the discriminator of \(what) is not imported: its variant `\(loose)` is not an object, which a tag would name; "
                    + "the variants are tried in order",
                at: map.location(of: "discriminator"))
            return result
        }
        result.append("discriminator", .text(property))
        var pairs: [(key: String, value: SpecValue)] = []
        for entry in mappingEntries {
            guard let target = entry.value.scalar?.text else { continue }
            if let model = modelNames[Self.componentName(target)] {
                pairs.append((entry.key, .text(model)))
            } else {
                document.diagnostics.error("`\(target)` in the discriminator's mapping names no schema", at: entry.value.location)
            }
        }
        var inferred: [(tag: String, variant: String)] = []
        for variant in variants where !pairs.contains(where: { $0.value == .text(variant) }) {
            guard let tag = tagFromProperty(of: variant, property: property), tag != variant,
                  !pairs.contains(where: { $0.key == tag }) else { continue }
            inferred.append((tag, variant))
        }
        for (tag, variant) in inferred {
            let sharing = inferred.filter { $0.tag == tag }.map { "`\($0.variant)`" }
            if sharing.count == 1 {
                pairs.append((tag, .text(variant)))
            } else if sharing[0] == "`\(variant)`" {
                // Tagged by the value, the first would take every one of them.
                document.diagnostics.warning(
                    "\(sharing.dropLast().joined(separator: ", ")) and \(sharing[sharing.count - 1]) each hold `\(tag)` in `\(property)`, "
                        + "which cannot tell them apart: "
                        + "each is tagged by its name, as OpenAPI tags a variant its `mapping` leaves out",
                    at: map.location(of: "discriminator"))
            }
        }
        // OpenAPI tags a variant the mapping leaves out by its schema's name, which the spec
        // would read as its model's: where the two differ (`com.zoo.Cat` is `Cat`), the mapping says so.
        for variant in variants where !pairs.contains(where: { $0.value == .text(variant) }) {
            if let component = componentByModelName[variant], component != variant, !pairs.contains(where: { $0.key == component }) {
                pairs.append((component, .text(variant)))
            }
        }
        if !pairs.isEmpty { result.append("mapping", .map(pairs)) }
        return result
    }

    /// Whether an object schema has properties, or `allOf` (or a reference with keys beside it)
    /// that may bring some: one that has neither is imported as a map.
    static func hasProperties(_ node: YAMLNode) -> Bool {
        guard let entries = node.mapping else { return false }
        return entries.contains { ($0.key == "properties" && $0.value.mapping?.isEmpty == false) || $0.key == "allOf" || $0.key == "$ref" }
    }

    /// `{ type: 'null' }`, which admits `null` alone.
    static func isNullSchema(_ node: YAMLNode) -> Bool {
        node.mapping?.first(where: { $0.key == "type" })?.value.scalar?.text == "null"
    }

    /// Whether a schema admits `null` alone: `{ type: 'null' }`, `enum: [null]` (`const: null`),
    /// or a reference to such a schema (drf-spectacular's `NullEnum`).
    func admitsOnlyNull(_ node: YAMLNode) -> Bool {
        guard let resolved = document.quietlyResolved(node), let entries = resolved.mapping else { return false }
        if Self.isNullSchema(resolved) { return true }
        let values = entries.first(where: { $0.key == "enum" })?.value.sequence ?? entries.first(where: { $0.key == "const" }).map { [$0.value] }
        return values.map { !$0.isEmpty && $0.allSatisfy { $0.scalar?.isNull == true } } ?? false
    }

    /// One variant of a union, by its type: a `null` one makes the union nullable, and one
    /// with constraints or written in place becomes a model of its own.
    mutating func addVariant(_ variant: ImportedSchema, written member: YAMLNode, to variants: inout [String], nullable: inout Bool) {
        if variant.type == nil && variant.keys.isEmpty && variant.nullable { nullable = true; return }
        if admitsOnlyNull(member) { nullable = true; return }
        guard let type = variant.type, variant.keys.allSatisfy({ $0.key == "description" }) else {
            let name = lift(variant, member, number: variants.count + 1)
            if !variants.contains(name) { variants.append(name) }
            return
        }
        if variant.nullable { nullable = true }
        if !variants.contains(type) { variants.append(type) }
    }

    /// An inline union variant as a model: the spec's variants are models or plain types. It
    /// is named from its `title` (`Card payment` -> `CardPayment`), or else from where it
    /// stands and its place in the list (`PetShapeVariant2`).
    mutating func lift(_ variant: ImportedSchema, _ member: YAMLNode, number: Int) -> String {
        let title = member.mapping?.first(where: { $0.key == "title" })?.value.scalar?.text
        let stem = title.map { naming.typeName($0) } ?? nameContext + "Variant" + String(number)
        let name = newModelName(stem)
        addLiftedModel(variant, named: name, at: member.location)
        document.diagnostics.warning(
            "this inline union variant is imported as the model `\(name)`, named from \(title == nil ? "where it stands" : "its title")",
            at: member.location)
        return name
    }

    /// An inline schema written out as the model `name`, the inline types it nests lifted in
    /// turn; each key a model cannot hold is named in a warning.
    private mutating func addLiftedModel(_ schema: ImportedSchema, named name: String, at location: SourceLocation) {
        var model = schema
        for key in model.keep(only: SchemaPlace.model.allowedKeys) {
            document.diagnostics.warning("`\(key)` is not imported for model `\(name)`", at: location)
        }
        liftInlineElement(of: &model, named: name, at: location)
        liftedModels.append((name, model.value(), location))
    }

    /// A model that is an array or a map of an inline object, enum or union: the spec cannot
    /// say that (a type alias cannot nest types), so the items or values become a model of
    /// their own, `<Name>Item` or `<Name>Value`, which the alias then names (`PetsItem[]`).
    mutating func liftInlineElement(of model: inout ImportedSchema, named name: String, at location: SourceLocation) {
        guard model.type == nil else { return }
        for (key, suffix, noun) in [("items", "Item", "items"), ("values", "Value", "values")] {
            guard let index = model.keys.firstIndex(where: { $0.key == key }),
                  case .entries(let entries) = model.keys[index].value else { continue }
            let element = newModelName(naming.typeName(name) + suffix)
            // Listed before the models lifted out of it, as a reader meets them.
            let slot = liftedModels.count
            var elementModel = ImportedSchema(keys: entries.map { ($0.key, $0.value) })
            liftInlineElement(of: &elementModel, named: element, at: location)
            liftedModels.insert((element, elementModel.value(), location), at: slot)
            model.keys.remove(at: index)
            model.type = key == "items" ? element + "[]" : "map<\(element)>"
            document.diagnostics.warning(
                "the \(noun) of model `\(name)` are an inline type, imported as the model `\(element)`: a model that is an array or a map cannot nest a type in the spec",
                at: location)
            return
        }
    }

    /// The names in `required`.
    mutating func requiredNames(_ map: OpenAPIMapping) -> Set<String> {
        guard let node = map["required"] else { return [] }
        guard let items = node.sequence else {
            document.diagnostics.error("expected a list of property names for `required`", at: node.location)
            return []
        }
        return Set(items.compactMap { $0.scalar?.text })
    }

    /// Each property by its JSON key. Optional unless required; a required property that
    /// may be `null` is sent as `null` when empty (the spec's `nullable: true`). Those of a
    /// multipart body are its parts (`makeFilePart`).
    mutating func properties(_ node: YAMLNode, required: Set<String>, of what: String, multipart: MultipartBody? = nil) -> [Member] {
        guard let entries = node.mapping else {
            document.diagnostics.error("expected a mapping of properties", at: node.location)
            return []
        }
        var out: [Member] = []
        for entry in entries {
            let place = "property `\(entry.key)` of \(what)"
            if entry.value.scalar?.text == "false" {
                document.diagnostics.warning("\(place) is left out: its schema is `false`, so no value may stand there", at: entry.keyLocation)
                continue
            }
            let outer = nameContext
            nameContext = outer + naming.typeName(entry.key)
            var property = schema(entry.value, place)
            nameContext = outer
            if let multipart { makeFilePart(&property, entry, of: multipart) }
            for key in property.keep(only: SchemaPlace.property.allowedKeys) {
                document.diagnostics.warning("`\(key)` is not imported for \(place)", at: entry.keyLocation)
            }
            if isPassword(entry.value) { property.append("secret", .literal("true")) }
            let readOnly = mark("readOnly", on: entry.value)?.lowercased() == "true"
            // Only where the schema is sent does `readOnly` change what the client does.
            if readOnly && schemaUse.sent { property.append("readOnly", .literal("true")) }
            let isRequired = required.contains(entry.key) && !isLeftOutOneWay(entry, place: place, readOnly: readOnly)
            let hasDefault = property.has("default")
            // With a default, `null` reads as the default (`decodeIfPresent(…) ?? default`) and
            // the property is never empty, so it never sends `null`.
            if isRequired && property.nullable && !hasDefault {
                property.append("nullable", .literal("true"))
            } else if property.nullable && !hasDefault && multipart == nil && schemaUse.patched && !schemaUse.received
                        && !Self.defaultsToNull(entry.value) && !readOnly {
                // What a PATCH sends, and no response holds, keeps `null` apart from a key left out,
                // as clearing a field needs (`owner: null` where no `owner` leaves it as it is).
                // Elsewhere `T?` keeps a request simple. With `default: null`, leaving it out says
                // `null` already; a `readOnly` one is not sent.
                property.append("nullable", .text("explicit"))
            }
            out.append(Member(key: entry.key, value: property.value(optional: (!isRequired || property.nullable) && !hasDefault),
                              location: entry.keyLocation))
        }
        return out
    }

    /// Whether a schema says `default: null`.
    private static func defaultsToNull(_ schema: YAMLNode) -> Bool {
        schema.mapping?.first(where: { $0.key == "default" })?.value.scalar?.isNull == true
    }

    /// A property of a multipart body as the part it is: where the body's bytes are files,
    /// bytes (`format: binary`, 3.1's `contentMediaType`) are a file, or a list of files; a file
    /// or `data` has the content type that the body's `encoding`, or else the schema, names.
    private mutating func makeFilePart(_ property: inout ImportedSchema, _ entry: YAMLMappingEntry, of body: MultipartBody) {
        let named = Self.filePart(entry.value)
        if body.files, named != nil, let type = property.type,
           let file = ["data": "file", "data[]": "file[]", "string": "file", "string[]": "file[]"][type] {
            property.type = file
            property.keys.removeAll { ["minLength", "maxLength", "pattern"].contains($0.key) }
        }
        guard let type = property.type, ["file", "file[]", "data", "data[]"].contains(type) else {
            if let ignored = body.parts[entry.key], !Self.partTakesAnyContentType(ignored.value) {
                document.diagnostics.warning(
                    "the content type `\(ignored.value)` of part `\(entry.key)` is not imported: a part that is not bytes is sent as text or JSON",
                    at: ignored.location)
            }
            return
        }
        if let contentType = body.parts[entry.key]?.value ?? named.flatMap({ $0 }) {
            property.keys.removeAll { $0.key == "contentType" }
            property.append("contentType", .text(contentType))
        }
    }

    /// Whether a part that is not bytes goes as this content type: text, or JSON.
    private static func partTakesAnyContentType(_ contentType: String) -> Bool {
        let essence = contentType.mediaTypeEssence.lowercased()
        return essence == "text/plain" || contentType.isJSONContentType
    }

    /// Whether a required property is missing from one direction its schema travels in: a
    /// `readOnly` one from what is sent, a `writeOnly` one from what is received (OpenAPI's
    /// `required` holds only in the other direction). The spec has one model for both, so
    /// the property is imported as optional, with a warning. A property marked through its
    /// reference (`$ref` to a `readOnly` schema) counts too: `readOnly` is `mark`'s answer, which
    /// the caller has already.
    private mutating func isLeftOutOneWay(_ entry: YAMLMappingEntry, place: String, readOnly: Bool) -> Bool {
        let reason: String
        if schemaUse.sent && readOnly {
            reason = "it is `readOnly`, and request bodies, where this schema is sent, leave it out"
        } else if schemaUse.received && mark("writeOnly", on: entry.value)?.lowercased() == "true" {
            reason = "it is `writeOnly`, and responses, where this schema is read, leave it out"
        } else {
            return false
        }
        document.diagnostics.warning("required \(place) is imported as optional: \(reason)", at: entry.keyLocation)
        return true
    }

    /// The text of `key` on a schema, or else on the schema its `$ref` names, or on a member
    /// of its `allOf`, the first found: a property marked through its reference counts as
    /// marked, and so does one whose declarations the import merged.
    func mark(_ key: String, on schema: YAMLNode) -> String? {
        var seen: Set<String> = []
        func search(_ node: YAMLNode, depth: Int) -> String? {
            guard depth < 64, let entries = node.mapping else { return nil }
            if let mark = entries.first(where: { $0.key == key })?.value.scalar?.text { return mark }
            if let target = entries.first(where: { $0.key == "$ref" })?.value.scalar?.text, target.hasPrefix("#/"),
               seen.insert(target).inserted, let next = OpenAPIDocument.node(at: target, in: document.root),
               let mark = search(next, depth: depth + 1) {
                return mark
            }
            for member in entries.first(where: { $0.key == "allOf" })?.value.sequence ?? [] {
                if let mark = search(member, depth: depth + 1) { return mark }
            }
            return nil
        }
        return search(schema, depth: 0)
    }

    /// Whether a schema is `format: password`, OpenAPI's hint to hide the value, which the
    /// spec writes as `secret: true`.
    func isPassword(_ schema: YAMLNode) -> Bool { mark("format", on: schema) == "password" }

    /// A default that generated code could not read for the schema's type, by the checks `lint`
    /// applies: `default: ''` on a `format: uri` string, which documents write for "none";
    /// LemonLDAP::NG's `default: 1` on a boolean and a default its enum does not list.
    private func unparsedDefault(_ value: SpecValue, of schema: ImportedSchema) -> (text: String, reason: String)? {
        let text: String
        switch value {
        case .text(let written), .literal(let written): text = written
        case .list, .entries: return nil
        }
        if case .list(let cases)? = schema.keys.first(where: { $0.key == "enum" })?.value {
            let listed = cases.contains { $0 == .text(text) || $0 == .literal(text) }
            return listed ? nil : (text, "is not one of its enum's values")
        }
        guard let primitive = schema.type.flatMap(Primitive.init(rawValue:)) else { return nil }
        if primitive == .bool {
            return value == .literal("true") || value == .literal("false") ? nil : (text, "is not `true` or `false`")
        }
        if primitive.isNumber {
            guard case .literal = value, let number = ExactNumber(text) else { return (text, "is not a number") }
            if primitive.isInteger && !number.isIntegerLiteral { return (text, "is not a whole number") }
            if primitive.isInteger && number.int64 == nil { return (text, "is outside the range of int64") }
            return Resolver.rangeProblem(number, of: primitive).map { (text, $0) }
        }
        guard case .text = value, let check = Resolver.checkedDefaults[primitive], !check.parses(text) else { return nil }
        return (text, "is not \(check.expected)")
    }

    /// A number or boolean default written as text (`"default": "20"` on an integer, as JSON
    /// documents often quote them) as the number it spells; any other default as written.
    private static func typedDefault(_ value: SpecValue, of schema: ImportedSchema) -> SpecValue {
        guard case .text(let text) = value, !schema.has("enum"), let primitive = schema.type.flatMap(Primitive.init(rawValue:))
        else { return value }
        if primitive == .bool, text == "true" || text == "false" { return .literal(text) }
        if primitive.isNumber, ExactNumber(text) != nil { return .literal(text) }
        return value
    }

    /// Whether the spec takes `value` as the default of `schema`: a scalar on a scalar type or
    /// an enum, a list on an array of these, `{}` on a map. Not on an object, a union or `any`.
    private func takesDefault(_ value: SpecValue, _ schema: ImportedSchema) -> Bool {
        switch value {
        case .entries:
            return schema.type?.hasPrefix("map<") == true || schema.has("values")
        case .list(let values):
            // `[]` fits an array of anything (OpenAI's `tools: { default: [] }`, an array of unions).
            if values.isEmpty && (schema.type?.hasSuffix("[]") == true || schema.has("items")) { return true }
            if let type = schema.type, type.hasSuffix("[]") {
                let element = type.dropLast(2)
                return takesScalarDefault(String(element.hasSuffix("?") ? element.dropLast() : element))
            }
            guard case .entries(let items)? = schema.keys.first(where: { $0.key == "items" })?.value else { return false }
            return items.contains { $0.key == "enum" }
        case .text, .literal:
            return schema.has("enum") || schema.type.map { takesScalarDefault($0) } ?? false
        }
    }

    /// Whether a type expression names a type that takes a scalar default: a built-in
    /// scalar, or a model that is an enum or a named scalar.
    func takesScalarDefault(_ type: String, depth: Int = 0) -> Bool {
        if let primitive = Primitive(rawValue: type) { return ![.data, .file, .any].contains(primitive) }
        guard depth < 32, let component = componentByModelName[type],
              let node = document.schemaComponent(component), let entries = node.mapping else { return false }
        let map = OpenAPIMapping(node: node, entries: entries)
        if map["enum"] != nil || map["const"] != nil { return true }
        if let target = map["$ref"]?.scalar?.text, let name = modelNames[Self.componentName(target)] {
            return takesScalarDefault(name, depth: depth + 1)
        }
        guard !isObject(node), map["oneOf"] == nil, map["anyOf"] == nil, map["allOf"] == nil, map["items"] == nil,
              !["byte", "binary", "base64"].contains(map["format"]?.scalar?.text ?? "") else { return false }  // bytes
        return ["string", "integer", "number", "boolean"].contains(map["type"]?.scalar?.text ?? "")
    }

    /// A default the spec can hold: a scalar, or a list of scalars.
    private func defaultValue(_ node: YAMLNode) -> SpecValue? {
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isNull else { return nil }
            let isLiteral = scalar.style == .plain && (ExactNumber(scalar.text) != nil || ["true", "false"].contains(scalar.text))
            return isLiteral ? .literal(scalar.text) : .text(scalar.text)
        case .sequence(let items):
            let values = items.compactMap { defaultValue($0) }
            return values.count == items.count && items.allSatisfy({ $0.scalar != nil }) ? .list(values) : nil
        case .mapping(let entries):
            return entries.isEmpty ? .map([]) : nil
        }
    }
}
