/// Every generated type by qualified Swift name, for questions the emitter asks
/// about a `TypeRef` (is it an object? what primitive is under this alias?).
struct TypeTable {
    private let models: [String: Model]
    private let layout: InlineLayout

    init(_ api: APIModel) {
        var models: [String: Model] = [:]
        for model in api.files.allModels { models[model.qualifiedName] = model }
        self.models = models
        endpointTypeNames = Set(api.files.flatMap { $0.endpoints.flatMap { [$0.swiftName, $0.errorName] } })
        var sentTags: [String: [String: Set<String>]] = [:]
        for model in models.values {
            guard case .union(let union) = model.kind, let key = union.discriminator else { continue }
            for variant in union.variants {
                if let object = models.variantObject(variant.type) { sentTags[object.name, default: [:]][key, default: []].insert(variant.tag ?? "") }
            }
        }
        self.sentTags = sentTags
        layout = InlineLayout(models: models)
    }

    private let endpointTypeNames: Set<String>
    /// For each object that is a variant of tagged unions: by discriminator key, the tags those unions send it with.
    private let sentTags: [String: [String: Set<String>]]

    /// The discriminator keys of the tagged unions the object is a variant of, sorted: the object
    /// is decoded from JSON that holds them, so they are not unknown keys.
    func discriminatorKeys(_ object: Model) -> [String] { (sentTags[object.qualifiedName]?.keys).map { $0.sorted() } ?? [] }

    /// The one tag that every tagged union discriminated by `key` sends the object with (`circle`),
    /// or `nil` where the object is no such variant or the unions send it with different tags
    /// (`Dog` as itself and as `DogDefault: Dog`).
    func sentTag(of object: Model, key: String) -> String? {
        guard let tags = sentTags[object.qualifiedName]?[key], tags.count == 1 else { return nil }
        return tags.first
    }

    /// The JSON type of a tagged union's tags: that of the discriminator property of the first
    /// variant that declares it (the resolver holds the others to it), else text.
    func tagType(_ union: UnionModel) -> DiscriminatorType {
        guard let key = union.discriminator else { return .string }
        for variant in union.variants {
            guard let property = models.variantObject(variant.type)?.object.properties.first(where: { $0.jsonKey == key }) else { continue }
            switch kind(property.field.type) {
            case .primitive(let primitive) where primitive.isInteger: return .integer
            case .enumeration(let enumeration) where enumeration.rawType == .int: return .integer
            case .primitive(let primitive) where primitive.isNumber: return .number
            case .primitive(.bool): return .boolean
            default: return .string
            }
        }
        return .string
    }

    /// Swift names of the struct's properties that are kept in `Indirect` storage: those that
    /// would store the struct itself (a cycle) or more than `InlineLayout.inlineValueLimit` values inline.
    func boxedProperties(_ model: Model) -> Set<String> { layout.boxed[model.qualifiedName] ?? [] }

    /// Whether the union can hold itself through its cases, and so must be an `indirect` enum.
    func isIndirect(_ union: Model) -> Bool { layout.indirectUnions.contains(union.qualifiedName) }

    func model(_ qualifiedName: String) -> Model? { models[qualifiedName] }

    /// The event names the spec lists, when the type is an event stream's events, told apart
    /// by their names (`events:`); `nil` for any other type.
    func eventNames(_ type: TypeRef) -> [String]? {
        guard case .union(let union) = kind(type), union.otherEventsCase != nil else { return nil }
        return union.variants.compactMap(\.tag)
    }

    /// Simple names of all generated types: models, the types nested in them, request types and their error aliases.
    var simpleNames: Set<String> { Set(models.values.map(\.swiftName)).union(endpointTypeNames) }

    /// What a type is under optionality and aliases.
    enum Kind {
        case primitive(Primitive)
        case object(ObjectModel)
        case enumeration(EnumModel)
        case union(UnionModel)
        case array(TypeRef)
        case map(TypeRef)

        /// Whether a value of this kind is a list.
        var isArray: Bool {
            if case .array = self { return true }
            return false
        }

        /// Whether a value of this kind is one item's text in a query or form: a string, number,
        /// boolean, date, UUID, URL or enum.
        var isSingleText: Bool {
            switch self {
            case .primitive(let primitive): primitive.isText
            case .enumeration: true
            case .object, .union, .array, .map: false
            }
        }
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

    /// Whether the error for a value of the type that does not decode may quote the value: a
    /// date or date-time (the runtime's messages say what the text was), a frozen enum (Swift's
    /// message names the value), or a model, whose properties or variants may hold either.
    func quotesUndecodableValues(_ type: TypeRef) -> Bool {
        switch kind(type) {
        case .primitive(let primitive): return primitive == .date || primitive == .dateTime
        case .enumeration(let enumeration): return enumeration.frozen
        case .object, .union: return true
        case .array(let element), .map(let element): return quotesUndecodableValues(element)
        }
    }

    /// Whether values of the type are generated models with a `validate(into:at:)` of their own.
    func isValidatable(_ type: TypeRef) -> Bool {
        switch kind(type) {
        case .object, .union: return true
        default: return false
        }
    }
}
