// Written from Templates/*.mustache by BuiltinTemplatesWriter; `APIGEN_RECORD=1 swift test` rewrites it.
// Edit the templates, not this file.

/// The templates built into apigen, by name.
enum BuiltinTemplates {
    static let texts: [String: String] = [
        "alias": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{access}} typealias {{name}} = {{type}}

"""####,
        "api": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{access}} nonisolated enum {{name}} {
{{#version}}
    /// The API version this client was generated from.
    {{access}} static let version = {{.}}

{{/version}}
{{#baseURL}}
    /// Where the API is served.
    {{access}} static let baseURL = {{names.url}}(checked: {{.}})

{{/baseURL}}
{{#servers}}
    /// The `{{specName}}` server named in the spec{{#function}}, {{urlText}}{{/function}}.
{{#doc}}
    ///{{.}}
{{/doc}}
{{^function}}
    {{access}} static let {{name}} = {{names.url}}(checked: {{literal}})
{{/function}}
{{#function}}
    {{access}} static func {{name}}({{parameters}}){{throwsClause}} -> {{names.url}} {
        {{call}}({{literal}}, {{values}})
    }
{{/function}}

{{/servers}}
{{#serverChoices}}
{{#doc}}
    ///{{.}}
{{/doc}}
    {{access}} enum {{name}}: {{names.string}}, {{names.caseIterable}}, {{names.sendable}} {
{{#cases}}
        case {{name}}{{#rawLiteral}} = {{.}}{{/rawLiteral}}
{{/cases}}
    }

{{/serverChoices}}
    /// Headers sent with every request.
    {{access}} static let headers: {{names.httpHeaders}} = {{headers}}

    /// The credentials endpoints accept unless they say otherwise.
    {{access}} static let auth: {{names.authRequirement}} = {{auth}}
{{#timeout}}

    /// Seconds to wait for a response, unless an endpoint says otherwise.
    {{access}} static let timeout: {{names.timeInterval}} = {{.}}
{{/timeout}}

    /// A client for this API, with its base URL, default headers and timeout.
{{#endpointServers}}
    /// `servers` holds the URLs of the servers that endpoints name instead of the base URL;
    /// a `baseURL` of your own does not move them.
{{/endpointServers}}
    {{access}} static func client(
        baseURL: {{names.url}}{{#baseURL}} = {{name}}.baseURL{{/baseURL}},
{{#endpointServers}}
        servers: [{{names.string}}: {{names.url}}] = {{.}},
{{/endpointServers}}
        transport: any {{names.httpTransport}} = {{names.apiClient}}.defaultTransport,
        credentials: {{names.credentials}} = .none,
        middleware: [any {{names.apiMiddleware}}] = []
    ) -> {{names.apiClient}} {
        {{names.apiClient}}(
            baseURL: baseURL,{{#endpointServers}} servers: servers,{{/endpointServers}} transport: transport, credentials: credentials, middleware: middleware,
            configuration: .init(headers: headers{{#timeout}}, timeout: timeout{{/timeout}}))
    }
}

"""####,
        "enum": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{#frozen}}
{{access}} nonisolated enum {{name}}: {{rawType}}, {{conformances}}, {{names.caseIterable}} {
{{#cases}}
{{#doc}}
    ///{{.}}
{{/doc}}
    case {{name}}{{#rawLiteral}} = {{rawLiteral}}{{/rawLiteral}}
{{/cases}}
}
{{/frozen}}
{{^frozen}}
{{access}} nonisolated enum {{name}}: {{names.rawRepresentable}}, {{conformances}} {
{{#cases}}
{{#doc}}
    ///{{.}}
{{/doc}}
    case {{name}}
{{/cases}}
    /// A value this client does not know yet (the API may add values).
    case {{unknownCase}}({{rawType}})

    /// The values the spec lists.
    {{access}} static var knownValues: [Self] { [{{#cases}}.{{name}}{{separator}}{{/cases}}] }

    {{access}} init(rawValue: {{rawType}}) {
        switch rawValue {
{{#cases}}
        case {{literal}}: self = .{{name}}
{{/cases}}
        default: self = .{{unknownCase}}(rawValue)
        }
    }

    {{access}} var rawValue: {{rawType}} {
        switch self {
{{#cases}}
        case .{{name}}: return {{literal}}
{{/cases}}
        case .{{unknownCase}}(let rawValue): return rawValue
        }
    }
}
{{/frozen}}

"""####,
        "events": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{access}} nonisolated enum {{name}}: {{conformances}} {
{{#cases}}
{{#doc}}
    ///{{.}}
{{/doc}}
    case {{caseName}}({{type}})
{{/cases}}
    /// An event of a name the spec does not list, with its data as text.
    case {{otherCase}}(name: {{names.string}}, data: {{names.string}})

    /// Reads an event's data as its name says.
    {{access}} init(eventName: {{names.string}}, data: {{names.eventData}}) throws({{names.apiError}}<{{names.never}}>) {
        switch eventName {
{{#cases}}
        case {{nameLiteral}}: self = .{{caseName}}(try {{decodeExpression}})
{{/cases}}
        default: self = .{{otherCase}}(name: eventName, data: try data.text())
        }
    }

    {{access}} var eventName: {{names.string}} {
        switch self {
{{#cases}}
        case .{{caseName}}: return {{nameLiteral}}
{{/cases}}
        case .{{otherCase}}(let name, _): return name
        }
    }

    {{access}} func eventData(encoder: {{names.jsonEncoder}}) throws -> {{names.string}} {
        switch self {
{{#cases}}
        case .{{caseName}}(let value): return {{encodeExpression}}
{{/cases}}
        case .{{otherCase}}(_, let data): return data
        }
    }

{{validation}}
{{#nested}}

{{.}}
{{/nested}}
}

"""####,
        "file": ####"""
// Generated by apigen from {{source}}. Do not edit: change the spec and run `apigen generate`.

{{#imports}}
{{.}}
{{/imports}}
{{#declarations}}

{{.}}
{{/declarations}}

"""####,
        "mirror": ####"""
{{#deprecated}}
@available(*, deprecated, message: "This endpoint is deprecated in the spec.")
{{/deprecated}}
nonisolated extension {{qualifiedName}}: {{names.customReflectable}} {
    /// Prints as Swift's default does, but with what the spec marks `secret` as `<redacted>`.
    {{access}} var customMirror: {{names.mirror}} {
        {{names.mirror}}(self, children: [
{{#children}}
            {{.}},
{{/children}}
        ], displayStyle: .struct)
    }
}

"""####,
        "request": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{#deprecated}}
@available(*, deprecated, message: "This endpoint is deprecated in the spec.")
{{/deprecated}}
{{access}} nonisolated struct {{name}}: {{^pages}}{{names.apiRequest}}{{/pages}}{{#pages}}{{names.pagedRequest}}{{/pages}} {
{{#responseAlias}}
    {{access}} typealias Response = {{.}}
{{/responseAlias}}
{{^hasFailures}}
    {{access}} typealias Failure = {{names.never}}
{{/hasFailures}}
    {{access}} static var method: {{names.httpMethod}} { .{{method}} }
    {{access}} static var pathTemplate: {{names.string}} { {{pathLiteral}} }
{{#auth}}
    {{access}} static var auth: {{names.authRequirement}} { {{.}} }
{{/auth}}
{{#timeout}}
    {{access}} static var timeout: {{names.timeInterval}}? { {{.}} }
{{/timeout}}
{{#server}}
    {{access}} static var server: {{names.string}}? { {{.}} }
{{/server}}
{{#accept}}
    {{access}} static var accept: {{names.string}}? { {{.}} }
{{/accept}}
{{#streams}}
    {{access}} static var streamsResponse: {{names.bool}} { true }
{{/streams}}
{{#secretHeaders}}
    {{access}} static var secretHeaders: {{names.set}}<{{names.string}}> { {{.}} }
{{/secretHeaders}}
{{#secretQueryItems}}
    {{access}} static var secretQueryItems: {{names.set}}<{{names.string}}> { {{.}} }
{{/secretQueryItems}}
{{#patterns}}
    static let {{name}} = {{names.validationPattern}}({{literal}})
{{/patterns}}
{{#members}}

{{#doc}}
    ///{{.}}
{{/doc}}
    {{access}} var {{name}}: {{type}}
{{/members}}

{{#hasInitParameters}}
    {{access}} init(
{{#initParameters}}
        {{text}}{{separator}}
{{/initParameters}}
    ) {
{{#members}}
        self.{{name}} = {{name}}
{{/members}}
    }
{{/hasInitParameters}}
{{^hasInitParameters}}
    {{access}} init() {}
{{/hasInitParameters}}

    {{access}} func encode(into request: inout {{names.requestBuilder}}) {
{{#encodeLines}}
        {{.}}
{{/encodeLines}}
    }
{{#hasValidation}}

    {{access}} func validate(into report: inout {{names.validationReport}}) {
        let path = {{names.validationPath}}.root
{{#validationLines}}
        {{.}}
{{/validationLines}}
    }
{{/hasValidation}}

    {{access}} static func decodeResponse(_ response: {{names.httpResponse}}, using decoder: {{names.responseDecoder}}) throws -> Response {
{{#decodeResponseLines}}
        {{.}}
{{/decodeResponseLines}}
    }
{{#hasResponseValidation}}

    {{access}} static func validateResponse(_ response: Response, into report: inout {{names.validationReport}}) {
        let path = {{names.validationPath}}.root
{{#responseValidationLines}}
        {{.}}
{{/responseValidationLines}}
    }
{{/hasResponseValidation}}
{{#pages}}

{{#itemsDoc}}
    ///{{.}}
{{/itemsDoc}}
    {{access}} static func items(of response: Response) -> [{{itemType}}] {
        {{itemsExpression}}
    }

{{#nextDoc}}
    ///{{.}}
{{/nextDoc}}
    {{access}} func nextPage(after response: Response) -> Self? {
{{#nextLines}}
        {{.}}
{{/nextLines}}
    }
{{#linkExpression}}

{{#linkDoc}}
    ///{{.}}
{{/linkDoc}}
    {{access}} func nextPageLink(after response: Response) -> {{names.pageLink}}? {
        {{.}}
    }
{{/linkExpression}}
{{/pages}}
{{#hasFailures}}

    /// The error responses this endpoint declares. Any other status is `APIError.unexpectedStatus`.
    {{access}} nonisolated enum Failure: {{names.error}}, {{names.sendable}} {
{{#failures}}
{{#doc}}
        ///{{.}}
{{/doc}}
        case {{caseDeclaration}}
{{/failures}}
    }

    {{access}} static func decodeFailure(_ response: {{names.httpResponse}}, using decoder: {{names.responseDecoder}}) throws -> Failure? {
        switch response.status {
{{#failures}}
        {{statusPattern}}: return {{returnExpression}}
{{/failures}}
{{^hasDefaultFailure}}
        default: return nil
{{/hasDefaultFailure}}
        }
    }
{{#hasFailureValidation}}

    {{access}} static func validateFailure(_ failure: Failure, into report: inout {{names.validationReport}}) {
        let path = {{names.validationPath}}.root
{{#failureValidationLines}}
        {{.}}
{{/failureValidationLines}}
    }
{{/hasFailureValidation}}
{{/hasFailures}}
{{#nested}}

{{.}}
{{/nested}}
}

/// `{{name}}.Failure`, by the endpoint's name: `APIError<{{errorAlias}}>`.
{{#deprecated}}
@available(*, deprecated, message: "This endpoint is deprecated in the spec.")
{{/deprecated}}
{{access}} typealias {{errorAlias}} = {{name}}.Failure

"""####,
        "response": ####"""
/// The response's body and typed headers.
{{access}} nonisolated struct Response: {{conformances}} {
{{#fields}}
{{#doc}}
    ///{{.}}
{{/doc}}
    {{access}} var {{name}}: {{type}}
{{/fields}}

    {{access}} init(
{{#initParameters}}
        {{text}}{{separator}}
{{/initParameters}}
    ) {
{{#fields}}
        self.{{name}} = {{name}}
{{/fields}}
    }
{{#hasValidation}}

{{validation}}
{{/hasValidation}}
}

"""####,
        "struct": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{access}} nonisolated struct {{name}}: {{conformances}} {
{{#properties}}
{{#doc}}
    ///{{.}}
{{/doc}}
{{^storage}}
    {{access}} var {{name}}: {{type}}
{{/storage}}
{{#storage}}
    {{access}} var {{name}}: {{type}} {
        get { {{.}}.value }
        set { {{.}} = {{names.indirect}}(newValue) }
    }
    private var {{.}}: {{names.indirect}}<{{type}}>
{{/storage}}
{{/properties}}
{{#additionalProperties}}
    /// The object's keys that the spec does not name, with their values.
    {{access}} var additionalProperties: {{type}}
{{/additionalProperties}}

{{#hasInitParameters}}
    {{access}} init(
{{#initParameters}}
        {{text}}{{separator}}
{{/initParameters}}
    ) {
{{#properties}}
        {{assignment}}
{{/properties}}
{{#additionalProperties}}
        self.additionalProperties = additionalProperties
{{/additionalProperties}}
    }
{{/hasInitParameters}}
{{^hasInitParameters}}
    {{access}} init() {}
{{/hasInitParameters}}

    enum CodingKeys: {{#hasProperties}}{{names.string}}, {{/hasProperties}}{{names.codingKey}}{{#listsCodingKeys}}, {{names.caseIterable}}{{/listsCodingKeys}} {
{{#properties}}
        case {{codingKeyCase}}
{{/properties}}
    }
{{#customCoding}}

    {{access}} init(from decoder: any {{names.decoder}}) throws {
{{#decodeLines}}
        {{.}}
{{/decodeLines}}
    }

    {{access}} func encode(to encoder: any {{names.encoder}}) throws {
{{#encodeLines}}
        {{.}}
{{/encodeLines}}
    }
{{/customCoding}}

{{validation}}
{{#nested}}

{{.}}
{{/nested}}
}

"""####,
        "union": ####"""
{{#doc}}
///{{.}}
{{/doc}}
{{access}} nonisolated {{#indirect}}indirect {{/indirect}}enum {{name}}: {{conformances}} {
{{#variants}}
    case {{caseName}}({{type}})
{{/variants}}
{{#discriminator}}

    private enum DiscriminatorKey: {{names.string}}, {{names.codingKey}} {
        case discriminator = {{keyLiteral}}
    }

    {{access}} init(from decoder: any {{names.decoder}}) throws {
        let container = try decoder.container(keyedBy: DiscriminatorKey.self)
        let tag = try container.decode({{tagType}}.self, forKey: .discriminator)
        switch tag {
{{#variants}}
        case {{tagLiterals}}: self = .{{caseName}}(try {{type}}(from: decoder))
{{/variants}}
{{^coversEveryTag}}
        default:
            throw {{names.decodingError}}.dataCorruptedError(
                forKey: .discriminator, in: container, debugDescription: "`\(tag)` names no variant of {{name}}")
{{/coversEveryTag}}
        }
    }

    {{access}} func encode(to encoder: any {{names.encoder}}) throws {
        let tag: {{tagType}}
        switch self {
{{#variants}}
        case .{{caseName}}(let value):
            try value.encode(to: encoder)
            tag = {{tagLiteral}}
{{/variants}}
        }
        var container = encoder.container(keyedBy: DiscriminatorKey.self)
        try container.encode(tag, forKey: .discriminator)
    }
{{/discriminator}}
{{^discriminator}}

    /// Tries each variant in the order the spec lists them; the first that decodes wins.
    {{access}} init(from decoder: any {{names.decoder}}) throws {
        let container = try decoder.singleValueContainer()
        var failures = {{names.variantFailures}}()
{{#variants}}
        do {
            self = .{{caseName}}(try container.decode({{type}}.self))
            return
        } catch {
            failures.record(error, decoding: {{caseLiteral}})
        }
{{/variants}}
        throw failures.error(decoding: "{{name}}", at: container)
    }

    {{access}} func encode(to encoder: any {{names.encoder}}) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#variants}}
        case .{{caseName}}(let value): try container.encode(value)
{{/variants}}
        }
    }
{{/discriminator}}

{{validation}}
}

"""####,
        "validation": ####"""
{{#patterns}}
static let {{name}} = {{names.validationPattern}}({{literal}})
{{/patterns}}
{{#hasPatterns}}

{{/hasPatterns}}
{{access}} func validate(into report: inout {{names.validationReport}}, at path: {{names.validationPath}}) {
{{#validationLines}}
    {{.}}
{{/validationLines}}
}

"""####,
    ]
}
