/// Questions about resolved types: what they are underneath, how to name them in messages.
extension Resolver {
    /// What `type` is under optionality and named scalars. `visited` stops at an alias
    /// cycle (`A: B`, `B: A`), which resolution has already reported.
    mutating func underlying(_ type: TypeRef, visited: Set<String> = []) -> Underlying {
        switch type {
        case .primitive(let primitive): return .primitive(primitive)
        case .array(let element): return .array(element)
        case .map(let value): return .map(value)
        case .optional(let wrapped): return underlying(wrapped, visited: visited)
        case .named(let qualified):
            guard !visited.contains(qualified) else { return .unknown }
            if let kind = nestedKinds[qualified] { return underlying(of: kind, visited: visited) }
            guard let specName = specNameBySwiftName[qualified], let entry = registry[specName] else { return .unknown }
            switch entry.syntax.schema.shape {
            case .object: return .object
            case .oneOf: return .union
            default:
                guard let model = resolveModel(specName) else {
                    if reportedAliasCycles.insert(specName).inserted {
                        diagnostics.error("`\(specName)` is defined in terms of itself", at: entry.syntax.name.location)
                    }
                    return .unknown
                }
                return underlying(of: model.kind, visited: visited.union([qualified]))
            }
        }
    }

    private mutating func underlying(of kind: ModelKind, visited: Set<String>) -> Underlying {
        switch kind {
        case .object: return .object
        case .union: return .union
        case .enumeration(let enumeration): return .enumeration(enumeration)
        case .alias(let field): return underlying(field.type, visited: visited)
        }
    }

    /// The constraints named scalars carry into a use site: `PetID` brings its range,
    /// `PetID[]` brings it to every element.
    mutating func carriedConstraints(_ type: TypeRef) -> Constraints {
        switch type {
        case .primitive: return Constraints()
        case .optional(let wrapped): return carriedConstraints(wrapped)
        case .array(let element):
            var constraints = Constraints()
            let inner = carriedConstraints(element)
            constraints.items = inner.isEmpty ? nil : Indirect(inner)
            return constraints
        case .map(let value):
            var constraints = Constraints()
            let inner = carriedConstraints(value)
            constraints.values = inner.isEmpty ? nil : Indirect(inner)
            return constraints
        case .named(let qualified):
            guard nestedKinds[qualified] == nil, let specName = specNameBySwiftName[qualified],
                  let entry = registry[specName] else { return Constraints() }
            switch entry.syntax.schema.shape {
            case .object, .oneOf, .enumeration: return Constraints()
            default:
                guard case .alias(let field)? = resolveModel(specName)?.kind else { return Constraints() }
                return field.constraints
            }
        }
    }

    /// The type as the spec would spell it, for messages.
    func describe(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): return primitive.rawValue
        case .named(let name): return name
        case .array(let element): return "\(describe(element))[]"
        case .map(let value): return "map<\(describe(value))>"
        case .optional(let wrapped): return "\(describe(wrapped))?"
        }
    }
}
