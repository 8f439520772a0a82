/// What the templates render. Plain stored values only: templates read them by
/// name (`ViewModelLookup.swift`), and every piece of spec text in them is
/// already escaped for its place. `Documentation/Templates.md` describes each field.

struct PropertyView {
    let doc: [String]
    let name: String
    let type: String
    let codingKeyCase: String
    /// The initializer's assignment: `self.name = name`, or into the box for a boxed property.
    let assignment: String
    /// Set for a property that closes a reference cycle: the name of its boxed storage.
    let storage: String?
}

struct ParameterView {
    let text: String
    let separator: String
}

struct PatternView {
    let name: String
    let literal: String
}

struct AdditionalPropertiesView {
    let type: String
}

struct StructView {
    let doc: [String]
    let access: String
    let name: String
    let qualifiedName: String
    let conformances: String
    let names: TypeNames.View
    let properties: [PropertyView]
    let additionalProperties: AdditionalPropertiesView?
    let hasProperties: Bool
    /// Whether the decoding code needs `CodingKeys.allCases` (to tell unknown keys from known ones).
    let listsCodingKeys: Bool
    let hasInitParameters: Bool
    let initParameters: [ParameterView]
    let customCoding: Bool
    let decodeLines: [String]
    let encodeLines: [String]
    /// The rendered `validate(into:at:)` member, indented for the type's body.
    let validation: String
    let nested: [String]
}

/// What `mirror.mustache` renders: the `CustomReflectable` extension of a model, request or
/// `Response` struct that holds a `secret`.
struct MirrorView {
    let access: String
    let names: TypeNames.View
    /// The type's name from the top level: `Pet.Owner`, `LoginRequest.Response`.
    let qualifiedName: String
    /// Whether the type is, or is nested in, a deprecated request: the extension is marked
    /// deprecated too, as naming the type elsewhere would warn.
    let deprecated: Bool
    /// The mirror's children, one a line: `"name": self.name`, `"password": Redacted()`.
    let children: [String]
}

/// What `validation.mustache` renders: a type's patterns and its `validate(into:at:)`.
struct ValidationView {
    let access: String
    let names: TypeNames.View
    let patterns: [PatternView]
    let hasPatterns: Bool
    let validationLines: [String]
}

struct EnumCaseView {
    /// The case's documentation, as doc comment lines.
    var doc: [String] = []
    let name: String
    let literal: String
    let rawLiteral: String?
    let separator: String
}

struct EnumView {
    let doc: [String]
    let access: String
    let name: String
    let frozen: Bool
    let rawType: String
    let conformances: String
    let cases: [EnumCaseView]
    let unknownCase: String
    let names: TypeNames.View
}

struct VariantView {
    let caseName: String
    let type: String
    /// The discriminator value the variant is sent with, as a Swift literal.
    let tagLiteral: String
    /// Every discriminator value read as the variant, as Swift literals joined by `, ` (`"dog", "doggo"`).
    let tagLiterals: String
    /// The case name as a Swift string literal, for the reason a variant failed to decode.
    let caseLiteral: String
}

struct DiscriminatorView {
    let keyLiteral: String
    /// The Swift type the tag decodes as: `String`, `Int64`, `Double` or `Bool`.
    let tagType: String
    /// Whether the variants take every value of the tag's type (`true` and `false`), so that
    /// decoding needs no `default`.
    let coversEveryTag: Bool
}

struct UnionView {
    let doc: [String]
    let access: String
    let name: String
    let indirect: Bool
    let conformances: String
    let names: TypeNames.View
    let variants: [VariantView]
    let discriminator: DiscriminatorView?
    /// The rendered `validate(into:at:)` member, indented for the type's body.
    let validation: String
}

/// One event name of an event stream's events.
struct EventCaseView {
    let doc: [String]
    let caseName: String
    let type: String
    /// The event's name as a Swift string literal.
    let nameLiteral: String
    /// What reads the data (`data.decode(Status.self)`, `data.text()`), after `try`.
    let decodeExpression: String
    /// The data as a server writes it, from `value`.
    let encodeExpression: String
}

/// The events of an event stream, told apart by their names (`events:`).
struct EventsView {
    let doc: [String]
    let access: String
    let name: String
    let conformances: String
    let names: TypeNames.View
    let cases: [EventCaseView]
    /// The case that holds an event of a name the spec does not list.
    let otherCase: String
    /// The rendered `validate(into:at:)` member, indented for the type's body.
    let validation: String
    /// The types the events' data declares inline, rendered and indented.
    let nested: [String]
}

struct AliasView {
    let doc: [String]
    let access: String
    let name: String
    let type: String
}

struct MemberView {
    let doc: [String]
    let name: String
    let type: String
}

struct FailureView {
    let doc: [String]
    let caseDeclaration: String
    let statusPattern: String
    let returnExpression: String
}

struct RequestView {
    let doc: [String]
    let deprecated: Bool
    let access: String
    let name: String
    let names: TypeNames.View
    let responseAlias: String?
    let method: String
    let pathLiteral: String
    let auth: String?
    let timeout: String?
    /// A string literal: the spec's name of the server the endpoint is served from, or `nil`.
    let server: String?
    /// A string literal: the media types for the `Accept` header, or `nil`.
    let accept: String?
    /// Whether the success is a stream of items.
    let streams: Bool
    let patterns: [PatternView]
    let members: [MemberView]
    let hasInitParameters: Bool
    let initParameters: [ParameterView]
    let encodeLines: [String]
    let hasValidation: Bool
    let validationLines: [String]
    /// The body of the request's own `validateResponse`, written where the protocol's default
    /// would miss something (the response's own constraints, a list of lists); or none.
    let hasResponseValidation: Bool
    let responseValidationLines: [String]
    /// The body of the request's own `validateFailure`, written where the protocol's default
    /// would miss something (an error body's own constraints, a list of lists); or none.
    let hasFailureValidation: Bool
    let failureValidationLines: [String]
    /// Set literals of the headers marked `secret` (parameters and response headers, lower-case)
    /// and of the query parameters marked `secret`, or `nil`.
    let secretHeaders: String?
    let secretQueryItems: String?
    let decodeResponseLines: [String]
    let hasFailures: Bool
    /// The top-level alias of `Failure`: `GetPetError`.
    let errorAlias: String
    let failures: [FailureView]
    let hasDefaultFailure: Bool
    let nested: [String]
    /// The `PagedRequest` members of an endpoint whose spec says `pages:`, or `nil`.
    let pages: PagesView?
}

/// What the request template writes for `PagedRequest`: how a page lists its items, and how
/// it leads to the next page.
struct PagesView {
    /// The Swift type of one item.
    let itemType: String
    let itemsDoc: [String]
    /// The body of `items(of:)`: `response.items`.
    let itemsExpression: String
    let nextDoc: [String]
    /// The body of `nextPage(after:)`.
    let nextLines: [String]
    let linkDoc: [String]
    /// The body of `nextPageLink(after:)`, for a listing that pages by links.
    let linkExpression: String?
}

struct ResponseStructView {
    let access: String
    let names: TypeNames.View
    /// `Sendable`, and `Validatable` when the body holds something to check.
    let conformances: String
    let fields: [MemberView]
    let initParameters: [ParameterView]
    let hasValidation: Bool
    /// The `validate(into:at:)` member, or empty.
    let validation: String
}

struct ServerView {
    let name: String
    /// The name as the spec writes it, for the doc comment (`default`, where `name` is `` `default` ``).
    let specName: String
    /// The URL as a Swift literal, `{name}`s and all.
    let literal: String
    /// Doc lines after the first: the description, the parameters, what it throws.
    let doc: [String]
    /// For a URL with variables: the function that makes it.
    let function: ServerFunctionView?
}

struct ServerFunctionView {
    /// The URL as the doc comment shows it.
    let urlText: String
    /// `region: Region = .eu, shop: String`.
    let parameters: String
    /// ` throws(ServerURLError)` when a value the caller passes can fail, or empty.
    let throwsClause: String
    /// `ServerURL.checked`, or `try ServerURL.expand`.
    let call: String
    /// The values as a dictionary literal: `["region": region.rawValue]`.
    let values: String
}

/// An enum of the values a server variable takes.
struct ServerChoicesView {
    let doc: [String]
    let name: String
    let cases: [EnumCaseView]
}

struct APIView {
    let doc: [String]
    let access: String
    let name: String
    let names: TypeNames.View
    let version: String?
    let baseURL: String?
    let servers: [ServerView]
    let serverChoices: [ServerChoicesView]
    /// When endpoints name servers: the client's `servers` by default, as a dictionary literal.
    let endpointServers: String?
    let headers: String
    let auth: String
    let timeout: String?
}

struct FileView {
    let source: String
    /// `public import Foundation` where the file's declarations name Foundation's types.
    let imports: [String]
    let declarations: [String]
}

extension Array where Element == String {
    /// Doc lines as the templates write them after `///`: a space before text, nothing on empty lines.
    var docText: [String] { map { $0.isEmpty ? "" : " " + $0 } }
}

/// Separators for a comma-separated list laid out one item a line.
func parameterViews(_ items: [String]) -> [ParameterView] {
    items.enumerated().map { ParameterView(text: $0.element, separator: $0.offset == items.count - 1 ? "" : ",") }
}
