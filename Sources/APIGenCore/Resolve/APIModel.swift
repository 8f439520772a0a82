/// The whole API, resolved: every reference checked, every Swift name chosen,
/// every constraint checked against its type. The emitter's only input.
struct APIModel: Sendable {
    var info: APIInfo
    /// One entry per spec file, sorted by relative path; each becomes one generated file.
    var files: [SpecFileModel]
}

/// What the `api:` block says, with defaults filled in.
struct APIInfo: Sendable {
    var name: String
    /// The namespace enum: `PetstoreAPI`.
    var namespace: String
    var version: String?
    var baseURL: String?
    var description: String?
    var headers: [(name: String, value: String)]
    var auth: AuthScheme
    var timeout: ExactNumber?
    var servers: [ServerInfo]
    /// The enums of the servers' variables, nested in the namespace.
    var serverChoices: [ServerChoices]
}

/// The models and endpoints of one spec file.
struct SpecFileModel: Sendable {
    var path: String
    var relativePath: String
    var models: [Model]
    var endpoints: [Endpoint]
}

extension Sequence<SpecFileModel> {
    /// Every model of the files, nested ones and endpoints' inline types included, each after the
    /// model that holds it, in file order.
    var allModels: [Model] {
        var models: [Model] = []
        func collect(_ model: Model) {
            models.append(model)
            model.nested.forEach(collect)
        }
        for file in self {
            file.models.forEach(collect)
            file.endpoints.forEach { $0.nested.forEach(collect) }
        }
        return models
    }
}

extension Dictionary<String, Model> {
    /// The object model that a tagged union's variant decodes as, by qualified name: the model the
    /// type names, or the one a chain of named scalars leads to (`DogDefault: Dog`), with nothing
    /// optional, array or map on the way.
    func variantObject(_ type: TypeRef) -> (name: String, object: ObjectModel)? {
        var current = type
        var passed: Set<String> = []
        while case .named(let name) = current, passed.insert(name).inserted {
            switch self[name]?.kind {
            case .object(let object)?: return (name, object)
            case .alias(let field)?: current = field.type
            default: return nil
            }
        }
        return nil
    }
}

/// A built-in type of the spec language.
enum Primitive: String, Sendable, Hashable, CaseIterable {
    case string, int, int32, int64, double, float, decimal, bool
    case dateTime = "date-time"
    case date, uuid, url, data, any
    /// Bytes with a filename: a file part of a multipart body, and nothing else.
    case file

    /// Whether a type expression reads `name` as a built-in type (or `none`), so that no
    /// model could be named by it.
    static func isSpecTypeName(_ name: String) -> Bool {
        Primitive(rawValue: name) != nil || name == "none"
    }

    var isInteger: Bool { self == .int || self == .int32 || self == .int64 }
    /// Whether a value travels as text in a parameter or header: all but bytes, files and `any`.
    var isText: Bool { self != .data && self != .any && self != .file }
    var isNumber: Bool { isInteger || self == .double || self == .float || self == .decimal }
}

/// A resolved type.
indirect enum TypeRef: Sendable, Hashable {
    case primitive(Primitive)
    /// A generated type, by its qualified Swift name (`Pet`, `Pet.Owner`).
    case named(String)
    case array(TypeRef)
    case map(TypeRef)
    case optional(TypeRef)

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The named type at the bottom of this one, under optionals and, when `throughCollections`,
    /// arrays and maps (`nil` at a primitive, or at a collection otherwise); and how many arrays
    /// and maps were passed on the way.
    func heldName(throughCollections: Bool) -> (name: String?, containers: Int) {
        var current = self
        var containers = 0
        while true {
            switch current {
            case .primitive: return (nil, containers)
            case .named(let name): return (name, containers)
            case .optional(let wrapped): current = wrapped
            case .array(let element), .map(let element):
                guard throughCollections else { return (nil, containers) }
                containers += 1
                current = element
            }
        }
    }
}

/// A generated type: a model, or an inline type nested in a model or request.
struct Model: Sendable {
    /// The name in the spec (the model name, or the property that declared an inline type).
    var specName: String
    /// The simple Swift name: `Owner`.
    var swiftName: String
    /// The qualified Swift name: `Pet.Owner`.
    var qualifiedName: String
    var description: String?
    var deprecated: Bool
    var location: SourceLocation
    var kind: ModelKind
    /// Inline types declared inside this one.
    var nested: [Model]
}

enum ModelKind: Sendable {
    case object(ObjectModel)
    case enumeration(EnumModel)
    case union(UnionModel)
    /// A named scalar (or array/map): a typealias whose constraints apply at every use.
    case alias(Field)
}

extension ModelKind {
    /// Every type the declaration spells for its values: properties and additional
    /// properties, variants, or what an alias stands for (its nested types aside).
    var memberTypes: [TypeRef] {
        switch self {
        case .object(let object):
            var types = object.properties.map(\.field.type)
            if case .collected(let field) = object.additionalProperties { types.append(field.type) }
            return types
        case .union(let union): return union.variants.map(\.type)
        case .alias(let field): return [field.type]
        case .enumeration: return []
        }
    }
}

struct ObjectModel: Sendable {
    /// Included properties first (in include order), then the model's own.
    var properties: [Property]
    var additionalProperties: AdditionalProperties
}

enum AdditionalProperties: Sendable {
    /// Unknown keys are ignored (the default).
    case ignored
    /// Unknown keys fail decoding.
    case forbidden
    /// Unknown keys are kept in `additionalProperties: [String: T]`.
    case collected(Field)
}

/// A type together with what is said about its values.
struct Field: Sendable {
    var type: TypeRef
    /// The constraints that apply here: written ones merged with those carried by named scalars.
    var constraints: Constraints {
        get { storedConstraints?.value ?? Constraints() }
        set { storedConstraints = newValue.isEmpty ? nil : Indirect(newValue) }
    }
    /// `wire: string`: a number carried as JSON text.
    var wireString: Bool

    // Boxed, and absent when empty: most fields have none, and inline they made every
    // resolved property and parameter about twice its size.
    private var storedConstraints: Indirect<Constraints>?

    init(type: TypeRef, constraints: Constraints, wireString: Bool) {
        self.type = type
        self.wireString = wireString
        self.constraints = constraints
    }
}

struct Property: Sendable {
    var jsonKey: String
    var swiftName: String
    var field: Field
    /// Whether decoding fails without the key.
    var isRequired: Bool
    /// Encode `null` explicitly when nil (otherwise the key is left out).
    var nullable: Bool
    /// `nullable: explicit`: the property is `Nullable<T>?`, whose `nil` leaves the key out and
    /// `.null` sends `null`. `field.type` stays `T?`, which validation reads through `.value`.
    var explicitNull: Bool
    var defaultValue: DefaultValue?
    var description: String?
    var deprecated: Bool
    /// `secret: true`: the type's mirror shows `<redacted>`, and validation messages do not quote it.
    var secret: Bool
    var location: SourceLocation
    /// The content type of a `data` or `file` property's file parts in a multipart body.
    var partContentType: String?
    /// `readOnly: true`: encoding for a request (`Encoder.isEncodingRequest`) leaves it out.
    var readOnly = false
}

extension Property {
    /// Whether `other` is declared to the same effect: the same Swift name, type, constraints,
    /// requirement, default and markings (its documentation aside).
    func declares(like other: Property) -> Bool {
        swiftName == other.swiftName && field.type == other.field.type && field.constraints == other.field.constraints
            && field.wireString == other.field.wireString && isRequired == other.isRequired && nullable == other.nullable
            && explicitNull == other.explicitNull
            && defaultValue == other.defaultValue && deprecated == other.deprecated && secret == other.secret
            && partContentType == other.partContentType && readOnly == other.readOnly
    }
}

/// A default, already checked against its type.
enum DefaultValue: Sendable, Hashable {
    case string(String)
    /// A number literal, exactly as written, and the number type it stands for.
    case number(ExactNumber, as: Primitive)
    case bool(Bool)
    case enumCase(swiftName: String, raw: String)
    /// A date, date-time, UUID or URL, as written: generated code passes it to the
    /// runtime's `init(checked:)`, which parses it by the rules apigen checked it by.
    case checked(Primitive, String)
    case array([DefaultValue])
    case emptyMap
}

struct EnumModel: Sendable {
    enum RawType: String, Sendable { case string, int }
    var rawType: RawType
    var cases: [(raw: String, swiftName: String, description: String?)]
    var frozen: Bool
    /// The catch-all case of an open enum: `unknown`, unless a value already took that name.
    var unknownCaseName: String
}

/// The JSON type of a tagged union's tags: that of the variants' discriminator property, text
/// when none declares it.
enum DiscriminatorType: Sendable {
    case string, integer, number, boolean

    /// How messages name it.
    var described: String {
        switch self {
        case .string: return "text"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .boolean: return "a flag"
        }
    }
}

struct UnionModel: Sendable {
    struct Variant: Sendable {
        var caseName: String
        var type: TypeRef
        /// The discriminator value for tagged unions (the one written when encoding); the event
        /// name for an event stream's events.
        var tag: String?
        /// More discriminator values that `mapping` gives the variant (`dog: Dog, doggo: Dog`),
        /// read as it when decoding.
        var otherTags: [String] = []
        /// The spec's `description` of an event's data.
        var description: String? = nil
        var deprecated = false

        /// Every discriminator value of the variant, the one it is sent with first.
        var tags: [String] { (tag.map { [$0] } ?? []) + otherTags }
    }
    var variants: [Variant]
    var discriminator: String?
    /// Set for the events of an event stream (`events:`), which its events' names tell apart:
    /// the case that holds an event of another name.
    var otherEventsCase: String? = nil
}

/// Every constraint, normalized. Empty when nothing is constrained.
struct Constraints: Sendable, Hashable {
    struct Bound: Sendable, Hashable {
        var value: ExactNumber
        var exclusive: Bool
    }

    var minLength: Int?
    var maxLength: Int?
    /// All patterns the value must match (a named scalar's and the use site's).
    var patterns: [String] = []
    var email = false
    var minimum: Bound?
    var maximum: Bound?
    /// Every step the value must be a multiple of (a named scalar's and the use site's).
    var multiplesOf: [ExactNumber] = []
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var minProperties: Int?
    var maxProperties: Int?
    /// Validation reports values outside an open enum's list.
    var strictEnum = false
    var items: Indirect<Constraints>?
    var values: Indirect<Constraints>?

    var isEmpty: Bool { self == Constraints() }
}

extension Indirect: Equatable where Value: Equatable {
    static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A resolved auth requirement.
indirect enum AuthScheme: Sendable, Hashable {
    case none
    case bearer
    /// `Authorization: <word> <token>`.
    case scheme(String)
    case basic
    case apiKey(name: String, placement: AuthSyntax.KeyPlacement)
    case oauth2(scopes: [String])
    case anyOf([AuthScheme])
    case allOf([AuthScheme])
}

struct Endpoint: Sendable {
    var specName: String
    /// `GetPetRequest`.
    var swiftName: String
    /// `GetPetError`: the top-level name of the request's `Failure`.
    var errorName: String
    var method: String
    var path: String
    var pathParts: [PathPart]
    var summary: String?
    var description: String?
    var tags: [String]
    var deprecated: Bool
    var timeout: ExactNumber?
    /// The spec's name of the server it is served from, when not the base URL.
    var server: String?
    var parameters: [Parameter]
    var body: RequestBody?
    var response: SuccessResponse
    var errors: [ErrorResponse]
    var auth: AuthScheme
    var location: SourceLocation
    /// Inline types declared for this endpoint (nested in the request struct).
    var nested: [Model]
    /// How the response's pages follow each other, when the spec says.
    var pages: Pagination?
}

extension Endpoint {
    /// What logs and redirects must treat as credentials: the parameters in `placement` that
    /// are `secret`, and for headers the `secret` response headers too (logged with the response).
    func secrets(in placement: ParameterPlacement) -> (parameters: [Parameter], responseHeaders: [ResponseHeader]) {
        (parameters.filter { $0.secret && $0.placement == placement },
         placement == .header ? response.headers.filter(\.secret) : [])
    }
}

enum PathPart: Sendable, Hashable {
    case literal(String)
    /// A placeholder: its wire name and the Swift property that fills it.
    case parameter(name: String, swiftName: String)
}

struct Parameter: Sendable {
    /// The name it is sent by: the path placeholder, query item, header or cookie.
    var name: String
    /// Its key under `params`, which names it in the spec (in `pages:`, in messages): its
    /// `name` unless `wireName` gives another.
    var key: String
    var swiftName: String
    var placement: ParameterPlacement
    var field: Field
    var isRequired: Bool
    var defaultValue: DefaultValue?
    var description: String?
    var deprecated: Bool
    /// `secret: true`: the request's mirror shows `<redacted>`; in a header or the query, logs
    /// do too, and a redirect to another origin drops it.
    var secret: Bool
    var style: ParameterStyle
    var explode: Bool
    /// `encoding: json`: the value travels as JSON text.
    var jsonEncoded: Bool
    var location: SourceLocation
}

struct RequestBody: Sendable {
    var field: Field
    var encoding: BodyEncoding
    /// A form or multipart body whose fields that are not single values go in brackets (`style: deepObject`).
    var deepObject = false
    /// A form or multipart body whose arrays of text are each one field, the items joined by commas (`explode: false`).
    var joinsArrays = false
    var contentType: String
    var isRequired: Bool
    var description: String?
    /// Of a `secret` named scalar: the request's mirror shows `<redacted>`.
    var secret: Bool
    /// Where the body's type is written.
    var location: SourceLocation
}

/// What a response body is.
enum ResponseContent: Sendable {
    case none
    /// JSON, in `contentType` (`application/json` unless the spec names another, such as
    /// `application/problem+json`).
    case json(Field, contentType: String)
    /// Text (`string` with a non-JSON content type); the field carries its constraints.
    case text(Field, contentType: String)
    /// Raw bytes (`data`).
    case binary(contentType: String)
    /// A stream of items of the field's type, in `form`; an item whose text is exactly `end`
    /// ends it. Only a success streams.
    case stream(Field, form: StreamForm, contentType: String, end: String?)
}

extension ResponseContent {
    /// The JSON or text body's type and constraints; `nil` for no body, raw bytes or a stream.
    var field: Field? {
        switch self {
        case .json(let field, _), .text(let field, _): return field
        case .none, .binary, .stream: return nil
        }
    }

    var isStream: Bool {
        if case .stream = self { return true }
        return false
    }

    /// The type of what is decoded as JSON: the body's, or each streamed item's (but for events
    /// of text, whose data is the item as sent).
    var jsonField: Field? {
        switch self {
        case .json(let field, _): return field
        case .stream(let field, let form, _, _) where form != .bytes && !(form == .events && field.type == .primitive(.string)): return field
        case .none, .text, .binary, .stream: return nil
        }
    }
}

struct SuccessResponse: Sendable {
    /// The documented status (200 for a body or a HEAD request, 204 for `none`, or as written).
    var status: Int
    var content: ResponseContent
    var headers: [ResponseHeader]
    var description: String?
    /// Where the body's type is written (the endpoint's name when there is no `response`).
    var location: SourceLocation
}

struct ResponseHeader: Sendable {
    var name: String
    var swiftName: String
    var field: Field
    var isRequired: Bool
    var description: String?
    /// `secret: true`: the `Response` struct's mirror and logs show `<redacted>`.
    var secret: Bool
    /// `encoding: json`: the value is JSON text, of any type.
    var jsonEncoded: Bool
}

struct ErrorResponse: Sendable {
    var status: StatusKey
    /// The `Failure` case: `notFound`, `clientError`, `other`.
    var caseName: String
    var content: ResponseContent
    /// Typed headers, each an associated value of the case after the body.
    var headers: [ResponseHeader]
    var description: String?
    /// Declared in the `api:` block rather than the endpoint.
    var fromAPI: Bool
    /// Where the body's type is written.
    var location: SourceLocation
}
