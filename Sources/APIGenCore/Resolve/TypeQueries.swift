/// Questions about resolved types: what they are underneath, how to name them in messages.
extension Resolver {
    /// What `type` is under optionality and named scalars. Walks a chain of named scalars
    /// in a loop, and remembers each answer, so a chain of any length costs its length once.
    /// Stops at an alias cycle (`A: B`, `B: A`), which it reports.
    mutating func underlying(_ type: TypeRef) -> Underlying {
        var current = type
        var passed: [String] = []  // named types on the way, which share the answer
        var visited: Set<String> = []
        func answer(_ result: Underlying, _ resolver: inout Resolver) -> Underlying {
            for name in passed { resolver.underlyingMemo[name] = result }
            return result
        }
        while true {
            switch current {
            case .primitive(let primitive): return answer(.primitive(primitive), &self)
            case .array(let element): return answer(.array(element), &self)
            case .map(let value): return answer(.map(value), &self)
            case .optional(let wrapped): current = wrapped
            case .named(let qualified):
                if let known = underlyingMemo[qualified] { return answer(known, &self) }
                guard visited.insert(qualified).inserted else { return .unknown }
                passed.append(qualified)
                let kind: ModelKind
                if let nested = nestedKinds[qualified] {
                    kind = nested
                } else {
                    guard let specName = specNameBySwiftName[qualified], let entry = registry[specName] else {
                        return .unknown  // not remembered: a nested type may not be registered yet
                    }
                    switch entry.form {
                    case .object: return answer(.object, &self)
                    case .union: return answer(.union, &self)
                    case .enumeration, .alias:
                        guard let model = resolveModel(specName) else {
                            if reportedAliasCycles.insert(specName).inserted {
                                diagnostics.error("`\(specName)` is defined in terms of itself", at: entry.name.location)
                            }
                            return .unknown  // not remembered: the answer depends on what is being resolved
                        }
                        kind = model.kind
                    }
                }
                switch kind {
                case .object: return answer(.object, &self)
                case .union: return answer(.union, &self)
                case .enumeration(let enumeration): return answer(.enumeration(enumeration), &self)
                case .alias(let field): current = field.type
                }
            }
        }
    }

    /// The kind of the generated type `qualified` names: a nested type, or a top-level model,
    /// resolved now if it was not yet.
    mutating func modelKind(named qualified: String) -> ModelKind? {
        nestedKinds[qualified] ?? specNameBySwiftName[qualified].flatMap { resolveModel($0)?.kind }
    }

    /// `type` without optionality, through named scalars that stand for another type: the
    /// model, built-in type, array or map it comes to.
    mutating func plainType(_ type: TypeRef) -> TypeRef {
        var current = type.nonOptional
        var passed: Set<String> = []
        while case .named(let qualified) = current, passed.insert(qualified).inserted,
              case .alias(let field)? = modelKind(named: qualified) {
            current = field.type.nonOptional
        }
        return current
    }

    /// How many arrays and maps a named type nests: counted in a loop down its chain of named
    /// scalars, remembering each one's count.
    private mutating func namedNesting(_ qualified: String) -> Int {
        var chain: [(name: String, written: Int)] = []
        var visited: Set<String> = []
        var next: String? = qualified
        var total = 0
        while let name = next {
            if let known = nestingMemo[name] {
                total = known
                break
            }
            guard visited.insert(name).inserted, nestedKinds[name] == nil, let specName = specNameBySwiftName[name],
                  case .alias(let field)? = resolved[specName]?.kind else { break }
            let (named, written) = field.type.heldName(throughCollections: true)
            chain.append((name, written))
            next = named
        }
        for link in chain.reversed() {
            total += link.written
            nestingMemo[link.name] = total
        }
        return nestingMemo[qualified] ?? total
    }

    /// Reports a type that nests more arrays and maps than `TypeExpression.maxNesting`, at the
    /// place that crosses the limit: not again at each use of a named scalar that crossed it, nor
    /// at each inline `items:` or `values:` level around one that did (`elementChecked`: the
    /// type's element was checked where it is written).
    mutating func checkNesting(_ type: TypeRef, what: String, at location: SourceLocation, elementChecked: Bool) {
        let (named, written) = type.heldName(throughCollections: true)
        let inner = named.map { namedNesting($0) } ?? 0
        let limit = TypeExpression.maxNesting
        guard written + inner > limit, inner <= limit, !(elementChecked && written + inner - 1 > limit) else { return }
        diagnostics.error("\(what) nests \(written + inner) arrays and maps; a type nests at most \(limit)", at: location)
    }

    /// Whether a value of this type is secret because of its named scalar: `Password`,
    /// `Password?`, `Password[]`, `map<Password>`, or a scalar defined as one of those.
    mutating func carriedSecret(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive: return false
        case .optional(let inner), .array(let inner), .map(let inner): return carriedSecret(inner)
        case .named(let qualified):
            guard nestedKinds[qualified] == nil, let specName = specNameBySwiftName[qualified],
                  registry[specName]?.form == .alias else { return false }
            _ = resolveModel(specName)
            return secretScalars.contains(qualified)
        }
    }

    /// Whether a schema, as written, is secret: marked, or of a secret named scalar. Asked
    /// before a type's members are named, so that `customMirror` can be reserved.
    mutating func holdsSecret(_ schema: SchemaSyntax) -> Bool {
        if schema.secret?.value == true { return true }
        switch schema.shape {
        case .expression(let expression): return holdsSecret(expression.value)
        case .array(let element), .map(let element): return holdsSecret(element.value)
        case .object, .enumeration, .oneOf, .unspecified, .invalid: return false
        }
    }

    private mutating func holdsSecret(_ expression: TypeExpression) -> Bool {
        switch expression {
        case .named(let name): return registry[name].map { carriedSecret(.named($0.swiftName)) } ?? false
        case .array(let inner), .map(let inner), .optional(let inner): return holdsSecret(inner)
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
            switch entry.form {
            case .object, .union, .enumeration: return Constraints()
            case .alias:
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
