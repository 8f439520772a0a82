/// One spec file as written: the spec reader's output. Nothing here is resolved
/// yet (model names are still text); every value keeps where it was written.
struct SpecFileSyntax: Sendable {
    /// The path printed in diagnostics (as the user gave it).
    var path: String
    /// The path relative to the spec folder, which names the generated file.
    var relativePath: String
    /// The `api:` block, if this file has one.
    var api: APISyntax?
    /// The `models:` in written order.
    var models: [ModelSyntax] = []
    /// The `endpoints:` in written order.
    var endpoints: [EndpointSyntax] = []
}

/// The `api:` block.
struct APISyntax: Sendable {
    var location: SourceLocation
    var name: Located<String>?
    var version: Located<String>?
    var baseURL: Located<String>?
    var description: Located<String>?
    var headers: [NamedValue] = []
    var auth: AuthSyntax?
    var errors: [ErrorSyntax] = []
    var timeout: Located<ExactNumber>?
    var servers: [ServerSyntax] = []
    var acronyms: [Located<String>]?
}

/// A server of `servers:`: its URL, whose `{name}`s are variables, and what it says of them.
struct ServerSyntax: Sendable {
    var name: Located<String>
    var url: Located<String>
    var description: Located<String>?
    var variables: [ServerVariableSyntax] = []
}

/// A variable of a server's URL, under `variables:`.
struct ServerVariableSyntax: Sendable {
    var name: Located<String>
    /// `enum`: the values it may take.
    var values: [Located<String>]?
    var defaultValue: Located<String>?
    var description: Located<String>?
}

/// A `name: value` pair where both are text (a default header, a discriminator mapping).
struct NamedValue: Sendable {
    var name: Located<String>
    var value: Located<String>
}

/// An `auth:` value.
struct AuthSyntax: Sendable {
    /// Where an API key travels.
    enum KeyPlacement: String, Sendable, Hashable, CaseIterable {
        case header, query, cookie
    }

    /// The scheme.
    indirect enum Kind: Sendable {
        case none
        case bearer
        /// `{ scheme: Token }`: a token sent as `Authorization: Token <token>`.
        case scheme(Located<String>)
        case basic
        case apiKey(name: Located<String>, placement: KeyPlacement)
        case oauth2(scopes: [Located<String>])
        /// Alternatives: the client uses the first it has a credential for.
        case anyOf([AuthSyntax])
        /// `{ allOf: [...] }`: several schemes at once.
        case allOf([AuthSyntax])
    }

    var kind: Kind
    var location: SourceLocation
}

/// A model: a name and the schema that defines it.
struct ModelSyntax: Sendable {
    var name: Located<String>
    var schema: SchemaSyntax
}

/// What a schema is: the part of a property, parameter, model or body that gives its type.
enum SchemaShape: Sendable {
    /// `type: <expression>` or the short form `key: <expression>`.
    case expression(Located<TypeExpression>)
    /// `properties:` (and `include:`, `additionalProperties:`): an object.
    case object(ObjectSyntax)
    /// `enum: [...]`.
    case enumeration(EnumSyntax)
    /// `oneOf: [...]`.
    case oneOf(OneOfSyntax)
    /// `items:` without `type:`: an array of the items' schema.
    case array(Indirect<SchemaSyntax>)
    /// `values:` without `type:`: a map of the values' schema.
    case map(Indirect<SchemaSyntax>)
    /// No key gives a type (legal under `items:` or `values:` of a typed array or map).
    case unspecified
    /// The key that gives the type is there but could not be read. Its error is reported
    /// already, so later stages say nothing more about the schema.
    case invalid

    /// `items:` or `values:` without `type:`: the element is a schema of its own.
    var isInlineCollection: Bool {
        switch self {
        case .array, .map: return true
        case .expression, .object, .enumeration, .oneOf, .unspecified, .invalid: return false
        }
    }
}

/// What `nullable:` says of an optional property that is empty.
enum NullableMark: Sendable {
    /// `false`, as when unsaid: the key is left out.
    case leftOut
    /// `true`: `null` is sent.
    case sent
    /// `explicit`: `null` is a value of its own (`Nullable<T>?`), apart from leaving the key out.
    case explicit
}

/// A schema: a type and everything said about values of it.
@dynamicMemberLookup
struct SchemaSyntax: Sendable {
    var location: SourceLocation
    var shape: SchemaShape
    var description: Located<String>?
    var optional: Located<Bool>?
    /// The constraints written on the schema, or `nil` when none is. Boxed because most
    /// schemas state none or few: fifteen optional fields inline made every parsed
    /// property about 1 KB, and the parsed spec the largest thing apigen holds.
    var constraints: Indirect<ConstraintSyntax>?
    /// `items:` on a typed array: constraints (and formats, defaults) for its elements.
    var items: Indirect<SchemaSyntax>?
    /// `values:` on a typed map: constraints for its values.
    var values: Indirect<SchemaSyntax>?
    /// The keys most schemas leave out: inline they took 224 of a parsed schema's 488 bytes.
    private var seldom = SeldomKeys<SeldomSchemaKeys>()

    /// `schema.secret` and the other keys of `SeldomSchemaKeys`, kept in `seldom`.
    subscript<Value>(dynamicMember key: WritableKeyPath<SeldomSchemaKeys, Value?>) -> Value? {
        get { seldom[key] }
        set { seldom[key] = newValue }
    }

    /// A schema of just a type expression.
    init(expression: Located<TypeExpression>) {
        location = expression.location
        shape = .expression(expression)
    }

    /// A schema with the given shape and nothing else said.
    init(shape: SchemaShape, at location: SourceLocation) {
        self.location = location
        self.shape = shape
    }
}

/// The keys a schema seldom writes, which `SchemaSyntax` keeps behind its `SeldomKeys` and
/// offers as its own (`schema.secret`).
struct SeldomSchemaKeys: Sendable, DefaultInitializable {
    var deprecated: Located<Bool>?
    /// `secret: true`: printed values and logs show `<redacted>` instead of the value.
    var secret: Located<Bool>?
    var nullable: Located<NullableMark>?
    var defaultValue: Located<DefaultSyntax>?
    /// `name:`, the Swift name chosen by the user.
    var swiftName: Located<String>?
    /// `wire: string`: a number carried as a JSON string.
    var wire: Located<String>?
}

/// A `default:` value.
enum DefaultSyntax: Sendable, Hashable {
    case scalar(YAMLScalar)
    /// A list of single values (an array's default), possibly empty.
    case list([Located<YAMLScalar>])
    case emptyMap
}

/// Every constraint a schema may state; each is checked against the type by the resolver.
struct ConstraintSyntax: Sendable {
    var minLength: Located<Int>?
    var maxLength: Located<Int>?
    var pattern: Located<String>?
    var format: Located<String>?
    var minimum: Located<ExactNumber>?
    var maximum: Located<ExactNumber>?
    var exclusiveMinimum: Located<Bool>?
    var exclusiveMaximum: Located<Bool>?
    var multipleOf: Located<ExactNumber>?
    var minItems: Located<Int>?
    var maxItems: Located<Int>?
    var uniqueItems: Located<Bool>?
    var minProperties: Located<Int>?
    var maxProperties: Located<Int>?
    /// On an open enum: report values outside the list in validation.
    var strict: Located<Bool>?

    /// Each constraint written, by its key, in the order the spec language lists them.
    var written: [(key: String, location: SourceLocation)] {
        let locations: [(String, SourceLocation?)] = [
            ("minLength", minLength?.location), ("maxLength", maxLength?.location), ("pattern", pattern?.location),
            ("format", format?.location), ("minimum", minimum?.location), ("maximum", maximum?.location),
            ("exclusiveMinimum", exclusiveMinimum?.location), ("exclusiveMaximum", exclusiveMaximum?.location),
            ("multipleOf", multipleOf?.location), ("minItems", minItems?.location), ("maxItems", maxItems?.location),
            ("uniqueItems", uniqueItems?.location), ("minProperties", minProperties?.location),
            ("maxProperties", maxProperties?.location), ("strict", strict?.location),
        ]
        return locations.compactMap { key, location in location.map { (key, $0) } }
    }
}

/// An object's properties and composition.
struct ObjectSyntax: Sendable {
    var properties: [PropertySyntax] = []
    var include: [Located<String>] = []
    var additionalProperties: AdditionalPropertiesSyntax?
}

/// One JSON key of an object.
struct PropertySyntax: Sendable {
    /// The JSON key, as on the wire.
    var key: Located<String>
    var schema: SchemaSyntax
    /// `contentType:` on a `data` or `file` property: its file parts' content type in a multipart body.
    var contentType: Located<String>?
    /// `readOnly: true`: only the server sends it, so a request leaves it out.
    var readOnly: Located<Bool>? = nil
}

/// `additionalProperties:`.
enum AdditionalPropertiesSyntax: Sendable {
    /// `true` (the default: unknown keys ignored) or `false` (unknown keys fail decoding).
    case allowed(Located<Bool>)
    /// A type: unknown keys are kept in an `additionalProperties` dictionary.
    case typed(Indirect<SchemaSyntax>)
}

/// An enumeration of raw values.
@dynamicMemberLookup
struct EnumSyntax: Sendable {
    var values: [Located<String>]
    /// The keys besides `enum:`. Out of line: the largest case of `SchemaShape` sets the size of
    /// every schema, and inline these made it 144 bytes.
    private var seldom = SeldomKeys<SeldomEnumKeys>()

    init(values: [Located<String>]) {
        self.values = values
    }

    /// `enumeration.frozen` and the other keys of `SeldomEnumKeys`, kept in `seldom`.
    subscript<Value>(dynamicMember key: WritableKeyPath<SeldomEnumKeys, Value?>) -> Value? {
        get { seldom[key] }
        set { seldom[key] = newValue }
    }
}

/// The keys of an enum besides `enum:`, which `EnumSyntax` keeps behind its `SeldomKeys` and
/// offers as its own (`enumeration.frozen`).
struct SeldomEnumKeys: Sendable, DefaultInitializable {
    /// `type: string` (default) or `type: int`.
    var rawType: Located<String>?
    /// `frozen: true`: unknown values fail decoding instead of becoming `unknown(raw)`.
    var frozen: Located<Bool>?
    /// `caseNames:`, one for each value, in order: what the Swift cases are named from
    /// instead of the values (`enum: [0, 1]` with `caseNames: [active, banned]`).
    var caseNames: Located<[Located<String>]>?
    /// `caseDescriptions:`, one for each value, in order: each case's documentation (`""` for none).
    var caseDescriptions: Located<[Located<String>]>?
}

/// A union of types.
struct OneOfSyntax: Sendable {
    var variants: [Located<TypeExpression>]
    /// The JSON key whose value names the variant; `nil` for an untagged union.
    var discriminator: Located<String>?
    /// Discriminator value -> model name.
    var mapping: [NamedValue] = []
}

/// An endpoint.
struct EndpointSyntax: Sendable {
    var name: Located<String>
    var location: SourceLocation
    var swiftName: Located<String>?
    var method: Located<String>?
    var path: Located<String>?
    var summary: Located<String>?
    var description: Located<String>?
    var tags: [Located<String>] = []
    var deprecated: Located<Bool>?
    var timeout: Located<ExactNumber>?
    /// `server:`: the name of the api block's server the endpoint is served from.
    var server: Located<String>?
    var params: [ParameterSyntax] = []
    var body: BodySyntax?
    var response: ResponseSyntax?
    var errors: [ErrorSyntax] = []
    var auth: AuthSyntax?
    var pages: PagesSyntax?
}

/// `pages:`: how a listing's response leads to the request for its next page.
struct PagesSyntax: Sendable {
    /// How the next page is asked for.
    enum Kind: Sendable {
        /// The parameter is sent with the value found in the response.
        case cursor(parameter: Located<String>, from: CursorSource)
        /// The parameter counts pages: one more each time.
        case page(Located<String>)
        /// The parameter counts items: the page's item count more each time.
        case offset(Located<String>)
        /// The response header (`Link`) whose `rel="next"` link gives the next page's query.
        case link(Located<String>)
        /// The JSON keys, dot-separated, of the next page's URL in the body (`links.next`), whose
        /// query gives the next page's.
        case nextLink(Located<String>)
    }

    /// Where in a response the next page's cursor is.
    enum CursorSource: Sendable {
        /// JSON keys, dot-separated, from the body (`from: page.next_cursor`).
        case body(Located<String>)
        /// JSON keys, dot-separated, from the page's last item (`fromLast: id`).
        case lastItem(Located<String>)
        /// A declared response header (`fromHeader: X-Next-Page`).
        case header(Located<String>)
    }

    var location: SourceLocation
    /// The JSON keys, dot-separated, from the response body to the array of items; `nil`
    /// when the body is the array.
    var items: Located<String>?
    var kind: Kind
    /// The JSON keys to a boolean in the response that is false on the last page.
    var more: Located<String>?
    /// The parameter (or field) that asks for a page size: a page with fewer items is the last.
    var size: Located<String>?
}

/// Where a parameter travels.
enum ParameterPlacement: String, Sendable, Hashable, CaseIterable {
    case path, query, header, cookie
}

/// How a query parameter's array or object is serialized.
enum ParameterStyle: String, Sendable, Hashable, CaseIterable {
    case form, spaceDelimited, pipeDelimited, deepObject
}

/// An endpoint parameter.
struct ParameterSyntax: Sendable {
    /// Its key under `params`: the name it is sent by, unless `wireName` gives another.
    var name: Located<String>
    /// `wireName:`: the name it is sent by (path placeholder, query key, header or cookie name),
    /// where it differs from the key, as for two parameters of one name in different places.
    var wireName: Located<String>? = nil
    var schema: SchemaSyntax
    var placement: Located<ParameterPlacement>?
    var style: Located<ParameterStyle>?
    var explode: Located<Bool>?
    /// `encoding: json`: the value is sent as JSON text.
    var encoding: Located<String>?

    /// The name it is sent by.
    var sentAs: Located<String> { wireName ?? name }
}

/// How a request body is encoded.
enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    case json, form, multipart, raw
}

/// A request body.
struct BodySyntax: Sendable {
    var schema: SchemaSyntax
    var encoding: Located<BodyEncoding>?
    var contentType: Located<String>?
    /// `style: deepObject` on a form or multipart body: fields that are not single values go in brackets.
    var style: Located<ParameterStyle>?
    /// `explode: false` on a form or multipart body: each array of text is one field, its items joined by commas.
    var explode: Located<Bool>?
}

/// A success response.
struct ResponseSyntax: Sendable {
    var location: SourceLocation
    var status: Located<Int>?
    /// The body's schema; `none` is the type expression `none`.
    var schema: SchemaSyntax
    var contentType: Located<String>?
    var headers: [ResponseHeaderSyntax] = []
    /// `stream:`: the body is a sequence of items of `schema`'s type, in this form.
    var stream: Located<StreamForm>?
    /// `until:`: an item whose text is exactly this ends the stream (`[DONE]`).
    var until: Located<String>?
    /// `events:`: an event stream's data types by event name, in the order written.
    var events: [EventSyntax] = []
    /// Where `events:` is written, when it is.
    var eventsLocation: SourceLocation?
}

/// One entry of a response's `events:`: the data of the events of this name.
struct EventSyntax: Sendable {
    var name: Located<String>
    var schema: SchemaSyntax
}

/// How a streamed response cuts its body into items.
enum StreamForm: String, Sendable, Hashable, CaseIterable {
    /// JSON Lines: one JSON value per line (`application/jsonl`).
    case jsonLines = "json-lines"
    /// JSON text sequences, RFC 7464 (`application/json-seq`).
    case jsonSeq = "json-seq"
    /// Server-Sent Events (`text/event-stream`), each event's data an item.
    case events
    /// The bytes themselves (`type: data`), in chunks as they arrive.
    case bytes

    /// The content type a stream in this form is sent in unless the spec names another.
    var defaultContentType: String {
        switch self {
        case .jsonLines: return "application/jsonl"
        case .jsonSeq: return "application/json-seq"
        case .events: return "text/event-stream"
        case .bytes: return "application/octet-stream"
        }
    }
}

/// A typed response header.
struct ResponseHeaderSyntax: Sendable {
    var name: Located<String>
    var schema: SchemaSyntax
    /// `encoding: json`: the value is JSON text (flask-smorest's `X-Pagination`).
    var encoding: Located<String>? = nil
}

/// The status an error entry matches.
enum StatusKey: Hashable, Sendable, CustomStringConvertible {
    /// One status code, 100-599.
    case code(Int)
    /// A class: `4XX` is `range(4)`.
    case range(Int)
    /// Any other non-2xx status.
    case `default`

    var description: String {
        switch self {
        case .code(let code): return String(code)
        case .range(let digit): return "\(digit)XX"
        case .default: return "default"
        }
    }

    /// A status as a response key writes it, successes included: a code from 100 to 599, a
    /// class (`4XX`, or `4xx`), or `default`; `nil` for any other text.
    init?(key text: String) {
        if text == "default" {
            self = .default
            return
        }
        let characters = Array(text)
        guard characters.count == 3 else { return nil }
        if let digit = characters[0].wholeNumberValue, (1...5).contains(digit), characters[1...].allSatisfy({ $0 == "X" || $0 == "x" }) {
            self = .range(digit)
        } else if characters.allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int(text), (100...599).contains(code) {
            self = .code(code)
        } else {
            return nil
        }
    }
}

/// A declared error response.
struct ErrorSyntax: Sendable {
    var status: Located<StatusKey>
    var schema: SchemaSyntax
    var contentType: Located<String>?
    var headers: [ResponseHeaderSyntax] = []
}
