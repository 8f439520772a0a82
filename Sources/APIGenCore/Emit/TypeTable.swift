/// Every generated type by qualified Swift name, for questions the emitter asks
/// about a `TypeRef` (is it an object? what primitive is under this alias?).
struct TypeTable {
    /// A struct property whose type would store more than this many values inline is kept in
    /// an `Indirect` box. Swift copies, compares and destroys a struct field by field through
    /// every struct it holds inline, so without a cap each model in a chain of models that hold
    /// the previous one costs as much as the whole chain before it: the compiler's work (and
    /// its memory) grows with the square of the chain's length. A typical model stays under it.
    static let inlineValueLimit = 32

    private var models: [String: Model] = [:]
    /// Properties kept in `Indirect` storage, by the qualified name of their struct.
    private var boxed: [String: Set<String>] = [:]

    init(_ api: APIModel) {
        func add(_ model: Model) {
            models[model.qualifiedName] = model
            model.nested.forEach(add)
        }
        for file in api.files {
            file.models.forEach(add)
            file.endpoints.forEach { $0.nested.forEach(add) }
        }
        boxed = InlineLayout(table: self).boxedProperties()
    }

    /// Swift names of the struct's properties that are kept in `Indirect` storage: those that
    /// would store the struct itself (a cycle) or more than `inlineValueLimit` values inline.
    func boxedProperties(_ model: Model) -> Set<String> { boxed[model.qualifiedName] ?? [] }

    func model(_ qualifiedName: String) -> Model? { models[qualifiedName] }

    /// Qualified names of all generated types.
    var qualifiedNames: Dictionary<String, Model>.Keys { models.keys }

    /// Simple names of all generated types.
    var simpleNames: Set<String> { Set(models.values.map(\.swiftName)) }

    /// What a type is under optionality and aliases.
    enum Kind {
        case primitive(Primitive)
        case object(ObjectModel)
        case enumeration(EnumModel)
        case union(UnionModel)
        case array(TypeRef)
        case map(TypeRef)
    }

    func kind(_ type: TypeRef) -> Kind {
        switch type {
        case .primitive(let primitive): return .primitive(primitive)
        case .array(let element): return .array(element)
        case .map(let value): return .map(value)
        case .optional(let wrapped): return kind(wrapped)
        case .named(let name):
            switch models[name]?.kind {
            case .object(let object)?: return .object(object)
            case .enumeration(let enumeration)?: return .enumeration(enumeration)
            case .union(let union)?: return .union(union)
            case .alias(let field)?: return kind(field.type)
            case nil: return .primitive(.any)
            }
        }
    }

    /// Whether values of the type are generated models with a `validate(into:at:)` of their own.
    func isValidatable(_ type: TypeRef) -> Bool {
        switch kind(type) {
        case .object, .union: return true
        default: return false
        }
    }

    /// Whether a struct of type `type` stores a `target` inline: through properties that are
    /// the type itself or an optional of it (arrays and maps keep their elements on the heap,
    /// and unions box their cases when needed). Such a property must be boxed to close the cycle.
    func storesInline(_ type: TypeRef, _ target: String, visited: inout Set<String>) -> Bool {
        switch type {
        case .primitive, .array, .map: return false
        case .optional(let inner): return storesInline(inner, target, visited: &visited)
        case .named(let name):
            if name == target { return true }
            guard visited.insert(name).inserted, let model = models[name] else { return false }
            switch model.kind {
            case .object(let object): return object.properties.contains { storesInline($0.field.type, target, visited: &visited) }
            case .alias(let field): return storesInline(field.type, target, visited: &visited)
            case .union, .enumeration: return false
            }
        }
    }

    /// Whether the union can hold itself through its cases, and so must be an `indirect` enum.
    func unionIsIndirect(_ qualifiedName: String, _ union: UnionModel) -> Bool {
        var visited: Set<String> = []
        return union.variants.contains { reaches($0.type, qualifiedName, visited: &visited) }
    }

    /// Whether `type` can hold a value of `target` (directly or through any chain of types),
    /// so a union reachable from its own variants needs `indirect`.
    func reaches(_ type: TypeRef, _ target: String, visited: inout Set<String>) -> Bool {
        switch type {
        case .primitive: return false
        case .array(let inner), .map(let inner), .optional(let inner): return reaches(inner, target, visited: &visited)
        case .named(let name):
            if name == target { return true }
            guard visited.insert(name).inserted, let model = models[name] else { return false }
            switch model.kind {
            case .object(let object):
                return object.properties.contains { reaches($0.field.type, target, visited: &visited) }
            case .union(let union):
                return union.variants.contains { reaches($0.type, target, visited: &visited) }
            case .alias(let field):
                return reaches(field.type, target, visited: &visited)
            case .enumeration:
                return false
            }
        }
    }
}
