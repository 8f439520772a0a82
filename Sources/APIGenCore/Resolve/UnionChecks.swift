/// Unions that cannot be decoded. A cycle through a union variant is fine (the
/// case is `indirect`) as long as some variant ends, and as long as JSON lies between
/// a union and itself: `Expr: oneOf [Number, Sum]` with `Sum` holding two `Expr`s.
/// When every variant leads back to a union like it, with no optional, array or map
/// on the way, no JSON value decodes to it (and Swift refuses the simplest such
/// enum outright). When an untagged union is its own variant, directly or through
/// other untagged unions (`Item: oneOf [Item, string]`), decoding tries that variant
/// first, at the same place in the JSON, without end.
extension Resolver {
    /// Checks every union, top-level and inline. `reported` are the objects on containment cycles.
    mutating func checkUnions(_ files: [SpecFileModel], reported: Set<String>) {
        let models = files.allModels
        var byName: [String: Model] = [:]
        for model in models { byName[model.qualifiedName] = model }
        let selfListed = checkUnionsDoNotListThemselves(models, byName)
        checkUnionsHaveValues(models, byName, reported: reported.union(selfListed))
        checkDiscriminatorProperties(models, byName)
    }

    /// A variant may declare the discriminator as a property of its own: the tag is then its
    /// value, so the property must hold text that the tag is valid as. A frozen enum there, or
    /// a `strict` one, must list the tag, and a string's constraints must take it: else every
    /// value of the variant would fail to decode or to validate.
    /// A variant may declare the discriminator as a property of its own: the tag is then its
    /// value, so the property must hold a value that the tag is valid as: text, a whole number
    /// (`code: 1`, as some APIs tag by number) or a flag, the same for every variant that declares
    /// it. A frozen enum there, or a `strict` one, must list the tag, and the property's
    /// constraints must take it: else every value of the variant would fail to decode or to validate.
    private mutating func checkDiscriminatorProperties(_ models: [Model], _ byName: [String: Model]) {
        for model in models {
            guard case .union(let union) = model.kind, let key = union.discriminator else { continue }
            var tagType: (type: DiscriminatorType, variant: String)?
            var declaring: Set<String> = []
            var mixed = false
            for variant in union.variants {
                guard let (name, object) = byName.variantObject(variant.type), let property = object.properties.first(where: { $0.jsonKey == key }) else { continue }
                declaring.insert(variant.caseName)
                let kind = underlying(property.field.type)
                var fits = true
                for tag in variant.tags {
                    guard let problem = tagProblem(tag, in: property, kind) else { continue }
                    fits = false
                    diagnostics.error(
                        "`\(name).\(key)` is the discriminator of `\(model.qualifiedName)`, which puts the tag `\(tag)` there, but it is \(problem)",
                        at: property.location)
                }
                // A variant whose tags do not fit its property says nothing of the tag's type.
                guard fits, let type = Self.tagType(kind) else { continue }
                if let first = tagType, first.type != type {
                    mixed = true
                    diagnostics.error(
                        "`\(name).\(key)` is the discriminator of `\(model.qualifiedName)`, \(type.described) here and \(first.type.described) "
                            + "in `\(first.variant)`: the tag is one JSON type; make them alike",
                        at: property.location)
                }
                tagType = tagType ?? (type, name)
            }
            if let tagType, !mixed {
                checkTags(of: model, union, are: tagType.type, as: "`\(tagType.variant).\(key)`", declaring: declaring)
            }
        }
    }

    /// The tag's type where a variant's discriminator property is of `kind`; `nil` where no tag fits.
    private static func tagType(_ kind: Underlying) -> DiscriminatorType? {
        switch kind {
        case .primitive(.string): return .string
        case .enumeration(let enumeration): return enumeration.rawType == .int ? .integer : .string
        case .primitive(let primitive) where primitive.isInteger: return .integer
        case .primitive(let primitive) where primitive.isNumber: return .number
        case .primitive(.bool): return .boolean
        default: return nil
        }
    }

    /// Why `tag` cannot be the value of `property`, the discriminator, of `kind`; `nil` if it can.
    private mutating func tagProblem(_ tag: String, in property: Property, _ kind: Underlying) -> String? {
        let described = "`\(describe(property.field.type))`"
        let constraints = property.field.constraints
        func numberProblem(_ number: ExactNumber, _ primitive: Primitive) -> String? {
            Self.rangeProblem(number, of: primitive).map { "\(described), and the tag \($0); change the tag" }
                ?? Self.defaultProblems(.number(number, as: primitive), constraints).first.map {
                    "\(described), and the tag \($0.reason); change the constraint or the tag"
                }
        }
        switch kind {
        case .primitive(.string):
            return Self.defaultProblems(.string(tag), constraints).first.map {
                "\(described), and the tag \($0.reason); change the constraint or the tag"
            }
        case .enumeration(let enumeration):
            let listed = enumeration.rawType == .int
                ? Int64(tag).map { value in enumeration.cases.contains { Int64($0.raw) == value } }
                : enumeration.cases.contains { $0.raw == tag }
            switch listed {
            case nil: return "the integer enum \(described), and the tag is not a whole number; make the tag one"
            case true?: return nil
            case false? where enumeration.frozen:
                return "the frozen enum \(described), which does not list it; add it, or make the property a string"
            case false? where constraints.strictEnum:
                return "the enum \(described), which does not list it, with `strict: true`; add it, or drop `strict`"
            case false?: return nil
            }
        case .primitive(let primitive) where primitive.isInteger:
            guard let number = ExactNumber(tag), number.int64 != nil else {
                return "\(described), and the tag is not a whole number; make the tag one, or the property a string"
            }
            return numberProblem(number, primitive)
        case .primitive(let primitive) where primitive.isNumber:
            guard let number = ExactNumber(tag) else {
                return "\(described), and the tag is not a number; make the tag one, or the property a string"
            }
            return numberProblem(number, primitive)
        case .primitive(.bool):
            return tag == "true" || tag == "false" ? nil : "\(described), and the tag is neither `true` nor `false`"
        default:
            return "\(described); make it a string, an integer or a boolean"
        }
    }

    /// Every variant's tag, whether its model declares the discriminator or not, must be a value
    /// of the type the declaring ones give it, and no two alike (`1` and `01` are one number).
    /// `declaring` are the variants whose own property checked their tags already.
    private mutating func checkTags(
        of model: Model, _ union: UnionModel, are type: DiscriminatorType, as property: String, declaring: Set<String>
    ) {
        var values: [String: String] = [:]  // the tag's value, spelled one way: the tag as written
        let tags = union.variants.flatMap { variant in variant.tags.map { (variant: variant.caseName, tag: $0) } }
        for (variant, tag) in tags {
            let value: String? = switch type {
            case .string: tag
            case .integer: Int64(tag).map(String.init)
            case .number: ExactNumber(tag).flatMap { Double($0.text) }.map(String.init(describing:))
            case .boolean: tag == "true" || tag == "false" ? tag : nil
            }
            guard let value else {
                if !declaring.contains(variant) {
                    let problem = type == .boolean ? "neither `true` nor `false`" : "not \(type.described)"
                    diagnostics.error(
                        "the tag `\(tag)` of variant `\(variant)` of `\(model.qualifiedName)` is \(problem), which "
                            + "\(property) makes the tags; give it one in `mapping`",
                        at: model.location)
                }
                continue
            }
            if let other = values.updateValue(tag, forKey: value), type != .string {
                diagnostics.error(
                    "the tags `\(other)` and `\(tag)` of `\(model.qualifiedName)` are one number, which \(property) makes the tags",
                    at: model.location)
            }
        }
    }

    /// Reports each cycle of untagged unions through their variants (and named scalars that stand
    /// for them); returns the unions on those cycles.
    private mutating func checkUnionsDoNotListThemselves(_ models: [Model], _ byName: [String: Model]) -> Set<String> {
        func untaggedUnion(_ type: TypeRef) -> String? {
            var current = type
            var passed: Set<String> = []
            while case .named(let name) = current, passed.insert(name).inserted {
                switch byName[name]?.kind {
                case .alias(let field)?: current = field.type
                case .union(let union)? where union.discriminator == nil: return name
                default: return nil
                }
            }
            return nil
        }
        var edges: [String: [String]] = [:]
        for model in models {
            guard case .union(let union) = model.kind, union.discriminator == nil else { continue }
            edges[model.qualifiedName] = union.variants.compactMap { untaggedUnion($0.type) }
        }
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        var path: [String] = []
        var onCycles: Set<String> = []
        func visit(_ node: String, _ diagnostics: inout Diagnostics) {
            state[node] = false
            path.append(node)
            for target in edges[node] ?? [] {
                switch state[target] {
                case nil:
                    visit(target, &diagnostics)
                case false?:
                    let cycle = Array(path[(path.firstIndex(of: target) ?? 0)...]) + [target]
                    onCycles.formUnion(cycle)
                    diagnostics.error(
                        "`\(target)` is a variant of itself (\(cycle.joined(separator: " -> "))): variants are tried in order, at the same place in the JSON, so decoding would try it without end; take it out of `oneOf`",
                        at: byName[node]?.location)
                case true?:
                    break
                }
            }
            path.removeLast()
            state[node] = true
        }
        for model in models where edges[model.qualifiedName] != nil && state[model.qualifiedName] == nil {
            visit(model.qualifiedName, &diagnostics)
        }
        return onCycles
    }

    /// Finds the types that have a value (the least fixed point: scalars, collections and optionals
    /// have one; an object when every property's type has one; a union when one variant's does) and
    /// reports each union left over. `reported` are objects on containment cycles and unions on
    /// variant cycles, already reported, taken as having a value so that nothing that holds one
    /// is reported again.
    private mutating func checkUnionsHaveValues(_ models: [Model], _ byName: [String: Model], reported: Set<String>) {
        var hasValue: Set<String> = []
        var waiting: [String: Int] = [:]  // the objects' count of properties still without a value
        var dependents: [String: [String]] = [:]  // a type's name -> the models waiting on it
        var ready = Array(reported)
        func needed(_ type: TypeRef) -> String? {
            guard case .named(let name) = type, byName[name] != nil else { return nil }
            return name
        }
        for model in models where !reported.contains(model.qualifiedName) {
            let name = model.qualifiedName
            switch model.kind {
            case .enumeration:
                ready.append(name)
            case .alias(let field):
                if let target = needed(field.type) { dependents[target, default: []].append(name) } else { ready.append(name) }
            case .object(let object):
                let targets = object.properties.compactMap { needed($0.field.type) }
                targets.forEach { dependents[$0, default: []].append(name) }
                if targets.isEmpty { ready.append(name) } else { waiting[name] = targets.count }
            case .union(let union):
                let targets = union.variants.map { needed($0.type) }
                // An event stream's events hold any event of another name as text.
                if targets.contains(nil) || union.otherEventsCase != nil { ready.append(name) }
                targets.compactMap { $0 }.forEach { dependents[$0, default: []].append(name) }
            }
        }
        while let name = ready.popLast() {
            guard hasValue.insert(name).inserted else { continue }
            for dependent in dependents[name] ?? [] where !hasValue.contains(dependent) {
                if case .object = byName[dependent]?.kind {
                    let left = (waiting[dependent] ?? 1) - 1
                    waiting[dependent] = left
                    if left == 0 { ready.append(dependent) }
                } else {
                    ready.append(dependent)
                }
            }
        }
        for model in models where !hasValue.contains(model.qualifiedName) {
            guard case .union(let union) = model.kind else { continue }
            let variants = union.variants.compactMap { needed($0.type) }.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.error(
                "`\(model.qualifiedName)` can never hold a value: each of its variants (\(variants)) holds it again, or another union like it, with no optional, array or map on the way; add a variant that does not",
                at: model.location)
        }
    }
}
