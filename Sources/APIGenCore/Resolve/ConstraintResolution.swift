/// Checking written constraints against the type they constrain, and merging them
/// with the constraints a named scalar carries.
extension Resolver {
    mutating func constraints(_ syntax: ConstraintSyntax, for type: TypeRef, what: String) -> Constraints {
        var result = Constraints()
        let kind = underlying(type)
        let typeText = describe(type)
        func requires(_ key: String, _ at: SourceLocation?, _ ok: Bool, _ expected: String, _ diagnostics: inout Diagnostics) -> Bool {
            guard let at else { return false }
            if !ok {
                diagnostics.error("`\(key)` applies to \(expected), but \(what) is `\(typeText)`", at: at)
            }
            return ok
        }
        var problems = Diagnostics()
        defer { diagnostics.append(contentsOf: problems) }
        var isString = false, isArray = false, isMap = false, isEnum = false
        var number: Primitive?
        switch kind {
        case .primitive(.string): isString = true
        case .primitive(let primitive) where primitive.isNumber: number = primitive
        case .array: isArray = true
        case .map: isMap = true
        case .enumeration: isEnum = true
        case .unknown: return result  // the type itself was already reported
        default: break
        }
        if requires("minLength", syntax.minLength?.location, isString, "strings", &problems) { result.minLength = syntax.minLength?.value }
        if requires("maxLength", syntax.maxLength?.location, isString, "strings", &problems) { result.maxLength = syntax.maxLength?.value }
        if requires("pattern", syntax.pattern?.location, isString, "strings", &problems), let pattern = syntax.pattern {
            if let problem = Self.patternProblem(pattern.value) {
                problems.error("`pattern` is not a valid regular expression: \(problem)", at: pattern.location)
            } else {
                result.patterns = [pattern.value]
                if LinearPattern(pattern.value) == nil, PatternBacktracking.nestsUnboundedRepeats(pattern.value) {
                    problems.warning(
                        "`pattern` repeats a group that itself repeats; it uses more than the syntax apigen matches in "
                            + "linear time, so Swift's `Regex` matches it, and may take time exponential in the value's length",
                        at: pattern.location)
                }
            }
        }
        if let format = syntax.format, let type = OtherFormats.typesForFormats[format.value] {
            problems.error("`format: \(format.value)` is a type in apigen: write `type: \(type)` instead", at: format.location)
        } else if requires("format", syntax.format?.location, isString, "strings", &problems), let format = syntax.format {
            if format.value == "email" {
                result.email = true
            } else if format.value == "password" {
                problems.error("`format: password` is `secret: true` in apigen, on the property or parameter", at: format.location)
            } else {
                problems.error("unknown `format` `\(format.value)`; the supported format is `email` (use `pattern` for others)",
                                  at: format.location)
            }
        }
        let isNumber = number != nil
        if requires("minimum", syntax.minimum?.location, isNumber, "numbers", &problems), let minimum = syntax.minimum, let number {
            if checkBound(minimum, of: number, key: "minimum") {
                result.minimum = Constraints.Bound(value: minimum.value, exclusive: syntax.exclusiveMinimum?.value ?? false)
            }
        }
        if requires("maximum", syntax.maximum?.location, isNumber, "numbers", &problems), let maximum = syntax.maximum, let number {
            if checkBound(maximum, of: number, key: "maximum") {
                result.maximum = Constraints.Bound(value: maximum.value, exclusive: syntax.exclusiveMaximum?.value ?? false)
            }
        }
        if let exclusive = syntax.exclusiveMinimum, syntax.minimum == nil {
            problems.error("`exclusiveMinimum` needs a `minimum`", at: exclusive.location)
        }
        if let exclusive = syntax.exclusiveMaximum, syntax.maximum == nil {
            problems.error("`exclusiveMaximum` needs a `maximum`", at: exclusive.location)
        }
        if requires("multipleOf", syntax.multipleOf?.location, isNumber, "numbers", &problems), let multiple = syntax.multipleOf {
            if multiple.value.decimal <= 0 {
                problems.error("`multipleOf` must be more than 0", at: multiple.location)
            } else if number?.isInteger == true && !multiple.value.isIntegerLiteral {
                problems.error("`multipleOf` of an integer must be a whole number", at: multiple.location)
            } else if let number, let problem = Self.rangeProblem(multiple.value, of: number) {
                problems.error("`multipleOf` \(multiple.value) \(problem)", at: multiple.location)
            } else {
                result.multiplesOf = [multiple.value]
            }
        }
        if requires("minItems", syntax.minItems?.location, isArray, "arrays", &problems) { result.minItems = syntax.minItems?.value }
        if requires("maxItems", syntax.maxItems?.location, isArray, "arrays", &problems) { result.maxItems = syntax.maxItems?.value }
        if requires("uniqueItems", syntax.uniqueItems?.location, isArray, "arrays", &problems) {
            result.uniqueItems = syntax.uniqueItems?.value ?? false
        }
        if requires("minProperties", syntax.minProperties?.location, isMap, "maps", &problems) { result.minProperties = syntax.minProperties?.value }
        if requires("maxProperties", syntax.maxProperties?.location, isMap, "maps", &problems) { result.maxProperties = syntax.maxProperties?.value }
        if requires("strict", syntax.strict?.location, isEnum, "enums", &problems), let strict = syntax.strict {
            if case .enumeration(let enumeration) = kind, enumeration.frozen {
                problems.warning("`strict` has no effect on a frozen enum: unknown values already fail decoding", at: strict.location)
            }
            result.strictEnum = strict.value
        }
        checkOrder(syntax.minLength, syntax.maxLength, "minLength", "maxLength")
        checkOrder(syntax.minItems, syntax.maxItems, "minItems", "maxItems")
        checkOrder(syntax.minProperties, syntax.maxProperties, "minProperties", "maxProperties")
        if let minimum = result.minimum, let maximum = result.maximum, let location = syntax.maximum?.location {
            let empty = minimum.value.decimal > maximum.value.decimal
                || (minimum.value.decimal == maximum.value.decimal && (minimum.exclusive || maximum.exclusive))
            if empty { diagnostics.error("no number satisfies `minimum` \(minimum.value) and `maximum` \(maximum.value)", at: location) }
        }
        return result
    }

    private mutating func checkOrder(_ low: Located<Int>?, _ high: Located<Int>?, _ lowKey: String, _ highKey: String) {
        if let low, let high, low.value > high.value {
            diagnostics.error("`\(highKey)` \(high.value) is less than `\(lowKey)` \(low.value)", at: high.location)
        }
    }

    /// A bound on an integer type must be a whole number within the type's range; one on
    /// `float` must be a `Float`.
    private mutating func checkBound(_ bound: Located<ExactNumber>, of type: Primitive, key: String) -> Bool {
        if type.isInteger && bound.value.int64 == nil {
            diagnostics.error("`\(key)` of an integer must be a whole number that fits in Int64, not `\(bound.value)`", at: bound.location)
            return false
        }
        if let problem = Self.rangeProblem(bound.value, of: type) {
            diagnostics.error("`\(key)` \(bound.value) \(problem)", at: bound.location)
            return false
        }
        return true
    }

    /// Why `number`, written into generated code as a literal of `type`, would not compile
    /// or would lose its value with a warning; `nil` when it fits. Integers beyond Int64 are
    /// reported by the callers, which say what a whole number is needed for. `Double` holds
    /// every number a spec can write (`Decimal`'s range), `Float` does not.
    static func rangeProblem(_ number: ExactNumber, of type: Primitive) -> String? {
        switch type {
        case .int32:
            guard let value = number.int64, value < Int64(Int32.min) || value > Int64(Int32.max) else { return nil }
            return "is outside the range of int32"
        case .float:
            guard let value = Float(number.text), value.isFinite else { return "is outside the range of float" }
            guard value.magnitude >= Float.leastNormalMagnitude || number.decimal == 0 else { return "is too close to zero for float" }
            return nil
        default:
            return nil
        }
    }

    /// Why `pattern` does not compile with Swift's `Regex`, which decides for generated code
    /// which patterns compile (and matches those `LinearPattern` does not read), or `nil`
    /// when it compiles.
    static func patternProblem(_ pattern: String) -> String? {
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return "\(error) in `\(pattern)`"
        }
    }

    /// Both sets of constraints at once: the tighter bound wins; patterns accumulate.
    /// Static, so a call whose arguments update the resolver does not first copy the resolver
    /// (and then its memo tables, on the next write) to hold it as the receiver.
    static func merged(_ a: Constraints, _ b: Constraints) -> Constraints {
        var result = a
        result.minLength = [a.minLength, b.minLength].compactMap { $0 }.max()
        result.maxLength = [a.maxLength, b.maxLength].compactMap { $0 }.min()
        result.patterns = a.patterns + b.patterns.filter { !a.patterns.contains($0) }
        result.email = a.email || b.email
        result.minimum = tighter(a.minimum, b.minimum, lower: true)
        result.maximum = tighter(a.maximum, b.maximum, lower: false)
        result.multiplesOf = a.multiplesOf + b.multiplesOf.filter { step in !a.multiplesOf.contains { $0.decimal == step.decimal } }
        result.minItems = [a.minItems, b.minItems].compactMap { $0 }.max()
        result.maxItems = [a.maxItems, b.maxItems].compactMap { $0 }.min()
        result.uniqueItems = a.uniqueItems || b.uniqueItems
        result.minProperties = [a.minProperties, b.minProperties].compactMap { $0 }.max()
        result.maxProperties = [a.maxProperties, b.maxProperties].compactMap { $0 }.min()
        result.strictEnum = a.strictEnum || b.strictEnum
        result.items = mergedInner(a.items, b.items)
        result.values = mergedInner(a.values, b.values)
        return result
    }

    private static func mergedInner(_ a: Indirect<Constraints>?, _ b: Indirect<Constraints>?) -> Indirect<Constraints>? {
        switch (a, b) {
        case let (a?, b?): return Indirect(merged(a.value, b.value))
        case let (a?, nil): return a
        case let (nil, b): return b
        }
    }

    private static func tighter(_ a: Constraints.Bound?, _ b: Constraints.Bound?, lower: Bool) -> Constraints.Bound? {
        guard let a else { return b }
        guard let b else { return a }
        if a.value.decimal == b.value.decimal { return a.exclusive ? a : b }
        return (a.value.decimal > b.value.decimal) == lower ? a : b
    }

    /// `wire: string` on a number: returns whether it applies.
    mutating func checkWire(_ wire: Located<String>?, type: TypeRef, what: String) -> Bool {
        guard let wire else { return false }
        guard wire.value == "string" else {
            diagnostics.error("`wire` takes `string` (a number carried as JSON text), not `\(wire.value)`", at: wire.location)
            return false
        }
        guard case .primitive(let primitive) = underlying(type), primitive.isNumber else {
            diagnostics.error("`wire: string` applies to numbers, but \(what) is `\(describe(type))`", at: wire.location)
            return false
        }
        return true
    }

    /// Checks a `default:` against its type.
    mutating func defaultValue(_ value: Located<DefaultSyntax>, for type: TypeRef, what: String) -> DefaultValue? {
        let kind = underlying(type)
        if case .scalar(let scalar) = value.value, case .primitive(let primitive) = kind, let check = Self.checkedDefaults[primitive] {
            if check.parses(scalar.text) { return .checked(primitive, scalar.text) }
            diagnostics.error("default `\(scalar.text)` of \(what) is not \(check.expected)", at: value.location)
            return nil
        }
        switch (value.value, kind) {
        case (.list(let items), .array(let element)):
            var values: [DefaultValue] = []
            for item in items {
                guard let value = defaultValue(Located(.scalar(item.value), at: item.location), for: element, what: "an item of \(what)")
                else { return nil }
                values.append(value)
            }
            return .array(values)
        case (.emptyMap, .map): return .emptyMap
        case (.scalar(let scalar), .primitive(.string)):
            return .string(scalar.text)
        case (.scalar(let scalar), .primitive(.bool)):
            if scalar.style == .plain, scalar.text == "true" || scalar.text == "false" { return .bool(scalar.text == "true") }
        case (.scalar(let scalar), .primitive(let primitive)) where primitive.isNumber:
            if scalar.style == .plain, let number = ExactNumber(scalar.text) {
                if let problem = Self.rangeProblem(number, of: primitive) {
                    diagnostics.error("default `\(scalar.text)` of \(what) \(problem)", at: value.location)
                    return nil
                }
                if !primitive.isInteger || number.int64 != nil { return .number(number, as: primitive) }
            } else if scalar.style == .plain, let problem = ExactNumber.rangeProblem(scalar.text) {
                diagnostics.error("default `\(scalar.text)` of \(what) \(problem)", at: value.location)
                return nil
            }
        case (.scalar(let scalar), .enumeration(let enumeration)):
            if let match = enumeration.cases.first(where: { $0.raw == scalar.text }) { return .enumCase(swiftName: match.swiftName, raw: match.raw) }
            diagnostics.error("default `\(scalar.text)` is not one of the values of \(what): \(enumeration.cases.map { "`\($0.raw)`" }.joined(separator: ", "))",
                              at: value.location)
            return nil
        case (_, .unknown):
            return nil
        default:
            diagnostics.error("a `default` is supported on strings, numbers, booleans, enums, dates, date-times, UUIDs, URLs, "
                              + "arrays of these, `[]` on any array and `{}` on maps; \(what) is `\(describe(type))`", at: value.location)
            return nil
        }
        diagnostics.error("default does not fit \(what) of type `\(describe(type))`", at: value.location)
        return nil
    }
}
