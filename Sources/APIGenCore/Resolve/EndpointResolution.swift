/// Resolving endpoints: method, path and parameters, body, response and errors.
extension Resolver {
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "QUERY"]
    /// Headers the runtime sets itself; a parameter may not set them.
    static let reservedHeaders = ["accept", "content-type", "authorization", "content-length", "host", "cookie", "transfer-encoding"]

    mutating func resolveEndpoint(_ syntax: EndpointSyntax, api: APISyntax?, defaultAuth: AuthScheme, scope: inout NameScope) -> Endpoint? {
        let what = "endpoint `\(syntax.name.value)`"
        let baseName = naming.typeName(syntax.swiftName?.value ?? syntax.name.value)
        let swiftName = baseName + "Request", errorName = baseName + "Error"
        let nameLocation = syntax.swiftName?.location ?? syntax.name.location
        guard scope.claim(swiftName, for: what, at: nameLocation, diagnostics: &diagnostics),
              scope.claim(errorName, for: "the error type of \(what)", at: nameLocation, diagnostics: &diagnostics)
        else { return nil }
        let method = resolveMethod(syntax.method)
        var parts: [PathPart] = []
        if let path = syntax.path { parts = resolvePath(path) ?? [] }
        var nested = NestedTypes(scope: NameScope("`\(swiftName)`", reserved: ["Failure": "the generated `Failure`"]))
        let hasSecret = syntax.params.contains { holdsSecret($0.schema) } || syntax.body.map { holdsSecret($0.schema) } == true
        var members = NameScope("`\(swiftName)`", reserved: hasSecret ? ["customMirror": Self.mirrorReservation] : [:])
        let parameters = resolveParameters(syntax, pathParts: &parts, nest: swiftName, nested: &nested, members: &members)
        var body: RequestBody?
        if let written = syntax.body {
            body = resolveBody(written, what: what, nest: NestContext(parent: swiftName, typeName: "Body"), nested: &nested)
            if body != nil {
                _ = members.claim("body", for: "the request body", at: written.schema.location, diagnostics: &diagnostics)
            }
            if let method, method == "GET" || method == "HEAD" {
                diagnostics.warning("a \(method) request with a body; many servers and proxies drop it", at: written.schema.location)
            }
        }
        var response = SuccessResponse(status: 204, content: .none, headers: [], description: nil, location: syntax.name.location)
        if let written = syntax.response {
            response = resolveResponse(written, what: what, isHead: method == "HEAD", nest: swiftName, nested: &nested)
        } else {
            diagnostics.error("\(what) needs a `response` (write `response: none` for an empty body)", at: syntax.name.location)
        }
        var errors = resolveErrors(endpoint: syntax.errors, api: api?.errors ?? [], nest: swiftName, nested: &nested)
        if method == "HEAD" {
            // A HEAD response never carries a body: its errors are statuses only.
            errors = errors.map { error in
                var bodiless = error
                bodiless.content = .none
                return bodiless
            }
            if case .none = response.content {} else if let written = syntax.response {
                diagnostics.error("a HEAD response has no body; write `type: none` (headers may still be declared)", at: written.location)
            }
        }
        if let timeout = syntax.timeout { checkTimeout(timeout) }
        if let server = syntax.server { checkServerName(server, among: api?.servers ?? []) }
        var auth = defaultAuth
        if let written = syntax.auth { auth = resolveAuth(written) }
        let pages = syntax.pages.flatMap { resolvePages($0, parameters: parameters, requestBody: body, response: response) }
        if let pages, let written = syntax.pages {
            checkPagedItemName(pages, of: what, at: written.location, parameters: parameters, body: body, response: response,
                               errors: errors, nested: nested.models)
        }
        guard let method, let path = syntax.path else { return nil }
        return Endpoint(
            specName: syntax.name.value, swiftName: swiftName, errorName: errorName, method: method, path: path.value, pathParts: parts,
            summary: syntax.summary?.value, description: syntax.description?.value, tags: syntax.tags.map(\.value),
            deprecated: syntax.deprecated?.value ?? false, timeout: syntax.timeout?.value, server: syntax.server?.value,
            parameters: parameters,
            body: body, response: response, errors: errors, auth: auth, location: syntax.name.location, nested: nested.models,
            pages: pages)
    }

    /// A method apigen knows, in any case (`get` is `GET`), or an extension method (`PURGE`,
    /// `PROPFIND`), written as sent: a token in capitals, not a near miss of a known method.
    private mutating func resolveMethod(_ method: Located<String>?) -> String? {
        guard let method else { return nil }
        let upper = method.value.uppercased()
        if Self.methods.contains(upper) { return upper }
        let problem: String?
        if let close = closestMatch(to: upper, among: Self.methods) {
            problem = "`\(method.value)` is not an HTTP method; did you mean `\(close)`?"
        } else if !Self.isHTTPToken(method.value) {
            problem = "`\(method.value)` is not an HTTP method: a method is a token of letters, digits and `!#$%&'*+-.^_`|~` (RFC 9110), "
                + "such as \(Self.methods.joined(separator: ", "))"
        } else if upper == "CONNECT" {
            problem = "CONNECT opens a tunnel through a proxy; it is not a request an API client sends"
        } else if method.value != upper {
            problem = "`\(method.value)` is not a method apigen knows; an extension method is written as it is sent, in capitals: `\(upper)`"
        } else {
            problem = nil
        }
        if let problem {
            diagnostics.error(problem, at: method.location)
            return nil
        }
        return upper
    }

    private mutating func resolvePath(_ path: Located<String>) -> [PathPart]? {
        switch PathTemplate.parse(path.value) {
        case .success(let parts):
            return parts.map(\.part)
        case .failure(let problem):
            diagnostics.error(problem.message, at: location(in: path, offset: problem.offset))
            return nil
        }
    }

    /// A position inside a written path (exact for single-line text; the path's start otherwise).
    private func location(in path: Located<String>, offset: Int) -> SourceLocation {
        path.value.contains("\n") ? path.location : path.location.advanced(by: offset)
    }

    private mutating func resolveParameters(
        _ syntax: EndpointSyntax, pathParts: inout [PathPart], nest: String, nested: inout NestedTypes, members: inout NameScope
    ) -> [Parameter] {
        let placeholders = pathParts.compactMap { part -> String? in
            if case .parameter(let name, _) = part { return name }
            return nil
        }
        var parameters: [Parameter] = []
        var headerNames: [String: SourceLocation] = [:]
        // Path placeholders and cookies by name; query items are checked by `checkQueryItemNames`.
        var pathAndCookieNames: [String: (key: String, location: SourceLocation)] = [:]
        for param in syntax.params {
            // The name it is sent by; messages name it by its key, which tells two of one name apart.
            let name = param.sentAs.value
            let what = "parameter `\(param.name.value)`"
            let placement = param.placement?.value ?? (placeholders.contains(name) ? .path : .query)
            let swiftName = memberName(param.schema.swiftName?.value ?? param.name.value)
            let context = NestContext(parent: nest, typeName: naming.typeName(swiftName))
            guard let resolved = resolveSchema(param.schema, what: what, nest: context, nested: &nested) else { continue }
            guard members.claim(swiftName, for: what, at: param.name.location, diagnostics: &diagnostics) else { continue }
            let kind = underlying(resolved.field.type)
            let jsonEncoded = checkParameterEncoding(param, placement: placement)
            if placement == .path || placement == .cookie {
                let place = placement == .path ? "`{\(name)}` in the path" : "the cookie `\(name)`"
                if let first = pathAndCookieNames[place] {
                    diagnostics.error("parameters `\(first.key)` and `\(param.name.value)` are both \(place)",
                                      at: param.sentAs.location, notes: [Diagnostic.Note("`\(first.key)` is here", at: first.location)])
                }
                pathAndCookieNames[place] = pathAndCookieNames[place] ?? (param.name.value, param.sentAs.location)
            }
            switch placement {
            case .path:
                if !placeholders.contains(name) {
                    diagnostics.error("path \(what) does not appear in the path `\(syntax.path?.value ?? "")`; add `{\(name)}` to it",
                                      at: param.name.location)
                }
                if !resolved.isRequired || resolved.defaultValue != nil {
                    diagnostics.error("path \(what) cannot be optional or have a default", at: param.name.location)
                }
                // A list fills its segment with its items joined by commas (OpenAPI's `simple` style).
                requireScalar(kind, what: what, allowArrays: true, at: param.schema.location, remedy: "")
                let reason = "logs and errors show the URL's path as it is; send the value in a header or the query, which they redact"
                if let secret = param.schema.secret, secret.value {
                    diagnostics.error("path \(what) cannot be `secret`: \(reason)", at: secret.location)
                } else if resolved.secret {
                    diagnostics.error("path \(what) cannot be of a `secret` named scalar: \(reason)", at: param.schema.location)
                }
            case .query:
                // An object's (or a map's) style is written out: `form` spreads its fields over the query, `deepObject` nests them.
                let objectStyle = param.style?.value == .deepObject || param.style?.value == .form && kind.holdsFields
                if !jsonEncoded && !objectStyle {
                    requireScalar(kind, what: what, allowArrays: true, at: param.schema.location)
                }
            case .header:
                checkTokenName(name, at: param.sentAs.location, what: "header")
                if Self.reservedHeaders.contains(name.lowercased()) {
                    diagnostics.error("`\(name)` is set by the client itself and cannot be a parameter", at: param.sentAs.location)
                }
                if let first = headerNames[name.lowercased()] {
                    diagnostics.error("header `\(name)` is declared twice (header names ignore case)", at: param.sentAs.location,
                                      notes: [Diagnostic.Note("first declared here", at: first)])
                }
                headerNames[name.lowercased()] = param.sentAs.location
                if !jsonEncoded { requireScalar(kind, what: what, allowArrays: true, at: param.schema.location) }
            case .cookie:
                checkTokenName(name, at: param.sentAs.location, what: "cookie")
                if !jsonEncoded {
                    requireScalar(kind, what: what, allowArrays: false, at: param.schema.location)
                }
            }
            let style = checkStyle(param, placement: placement, kind: kind)
            let joined = param.explode?.value == false
            // deepObject nests any value in brackets; `form` spreads one level of fields. Without a
            // style written, the error above asks for one.
            if style == .form && param.style != nil && kind.holdsFields && !jsonEncoded {
                let remedy = "; `style: form` sends one level of fields, `style: deepObject` any value in brackets, `encoding: json` any value"
                if case .map(let values) = kind {
                    checkFlatField(values, what: "the values of \(what)", plural: true, at: param.schema.location, remedy: remedy,
                                   joined: joined)
                    if !joined, resolved.secret || param.schema.secret?.value == true {
                        diagnostics.error("\(what) cannot be `secret` as a map in `style: form`: its query items are named by keys known "
                                          + "only when it is sent, so logs could not redact them; use `style: deepObject` or `explode: false`",
                                          at: param.schema.location)
                    }
                } else {
                    checkFlatObject(resolved.field.type, at: param.schema.location, field: "field", of: " of \(what)",
                                    remedy: remedy, joined: joined)
                }
            }
            if let explode = param.explode, placement != .query {
                diagnostics.error("`explode` applies to query parameters", at: explode.location)
            } else if let explode = param.explode, joined, style == .deepObject, !jsonEncoded {
                diagnostics.error("`style: deepObject` takes no `explode: false`: it sends every value in brackets", at: explode.location)
            } else if let explode = param.explode, joined, kind.holdsFields, style != .form || jsonEncoded {
                diagnostics.error("`explode: false` applies to arrays, and to objects and maps in `style: form` (`near=lat,52.5,lon,13.4`)",
                                  at: explode.location)
            }
            parameters.append(Parameter(
                name: name, key: param.name.value, swiftName: swiftName, placement: placement, field: resolved.field,
                isRequired: resolved.isRequired, defaultValue: resolved.defaultValue, description: resolved.description,
                deprecated: resolved.deprecated, secret: resolved.secret,
                style: style, explode: param.explode?.value ?? true, jsonEncoded: jsonEncoded, location: param.name.location))
        }
        checkQueryItemNames(parameters)
        let pathParameters = Dictionary(parameters.filter { $0.placement == .path }.map { ($0.name, $0.swiftName) },
                                        uniquingKeysWith: { first, _ in first })
        for (index, part) in pathParts.enumerated() {
            guard case .parameter(let name, _) = part else { continue }
            if let swiftName = pathParameters[name] {
                pathParts[index] = .parameter(name: name, swiftName: swiftName)
            } else if !syntax.params.contains(where: { $0.sentAs.value == name }), let path = syntax.path {
                let offset = Array(path.value).indices.first { path.value.dropFirst($0).hasPrefix("{\(name)}") } ?? 0
                diagnostics.error("`{\(name)}` in the path has no parameter; declare `\(name)` under `params`",
                                  at: location(in: path, offset: offset))
            }
        }
        return parameters
    }

    /// A `form` object's fields (unless `explode: false` joins them) are query items of their
    /// own: none may share a name with another query parameter, or with a field of another such
    /// object, or a server would read one value for both. A `form` map's keys are not known
    /// before it is sent.
    private mutating func checkQueryItemNames(_ parameters: [Parameter]) {
        var senders: [String: String] = [:]  // each query item's name, by the key of the parameter that sends it
        for parameter in parameters where parameter.placement == .query {
            var items = [parameter.name]
            if parameter.style == .form, parameter.explode, !parameter.jsonEncoded {
                if let object = objectModel(parameter.field.type) {
                    items = object.properties.map(\.jsonKey)
                } else if case .map = underlying(parameter.field.type) {
                    items = []  // named by the map's keys, known only when it is sent
                }
            }
            var shared: [(other: String, items: [String])] = []
            for item in items {
                guard let other = senders[item] else {
                    senders[item] = parameter.key
                    continue
                }
                if let index = shared.firstIndex(where: { $0.other == other }) {
                    shared[index].items.append(item)
                } else {
                    shared.append((other, [item]))
                }
            }
            for (other, items) in shared {
                let names = items.map { "`\($0)`" }.joined(separator: ", ")
                let noun = items.count == 1 ? "query item" : "query items"
                diagnostics.error("parameters `\(other)` and `\(parameter.key)` would both send the \(noun) \(names), "
                                  + "and a server reads one value for both; rename one", at: parameter.location)
            }
        }
    }

    private mutating func checkParameterEncoding(_ param: ParameterSyntax, placement: ParameterPlacement) -> Bool {
        guard let encoding = param.encoding else { return false }
        guard encoding.value == "json" else {
            diagnostics.error("a parameter's `encoding` is `json`, not `\(encoding.value)`", at: encoding.location)
            return false
        }
        guard placement != .path else {
            diagnostics.error("`encoding: json` applies to query, header and cookie parameters", at: encoding.location)
            return false
        }
        return true
    }

    private mutating func checkStyle(_ param: ParameterSyntax, placement: ParameterPlacement, kind: Underlying) -> ParameterStyle {
        guard let style = param.style else { return .form }
        guard placement == .query else {
            diagnostics.error("`style` applies to query parameters", at: style.location)
            return .form
        }
        switch (style.value, kind) {
        case (.form, _), (.spaceDelimited, .array), (.pipeDelimited, .array):
            return style.value
        case (.deepObject, _) where kind.isSentInBrackets:
            return style.value
        case (.deepObject, _):
            diagnostics.error("`style: deepObject` applies to objects, maps, arrays, unions and `any`: a single value is `name=value` in any style",
                              at: style.location)
        default:
            diagnostics.error("`style: \(style.value.rawValue)` applies to array parameters", at: style.location)
        }
        return .form
    }

    /// Parameters travel as text: strings, numbers, booleans, dates, UUIDs, URLs and enums (and arrays of them).
    /// `remedy` ends the error; by default it names what a parameter holding an object needs.
    private mutating func requireScalar(
        _ kind: Underlying, what: String, allowArrays: Bool, at location: SourceLocation,
        remedy: String = "; objects and maps need `style: form`, `style: deepObject` or `encoding: json`"
    ) {
        switch kind {
        case .primitive(let primitive) where primitive.isText: return
        case .enumeration, .unknown: return
        case .primitive(.file):
            diagnostics.error("\(what) cannot be a `file`: only a `multipart` body sends files", at: location)
            return
        case .array(let element) where allowArrays:
            if case .array = underlying(element) {} else {
                requireScalar(underlying(element), what: "the items of \(what)", allowArrays: false, at: location, remedy: remedy)
                return
            }
        default: break
        }
        let extra = allowArrays ? " (or an array of them\(remedy))" : ""
        diagnostics.error("\(what) must be a string, number, boolean, date, UUID, URL or enum\(extra)", at: location)
    }

    private mutating func resolveBody(_ body: BodySyntax, what: String, nest: NestContext, nested: inout NestedTypes) -> RequestBody? {
        if let contentType = body.contentType { checkMediaType(contentType) }
        guard let resolved = resolveSchema(body.schema, what: "the body of \(what)", nest: nest, nested: &nested) else { return nil }
        let kind = underlying(resolved.field.type)
        var encoding = body.encoding?.value ?? .json
        if body.encoding == nil, case .primitive(let primitive) = kind {
            if primitive == .data || primitive == .file || (primitive == .string && !(body.contentType?.value.isJSONContentType ?? true)) {
                encoding = .raw
            }
        }
        switch encoding {
        case .form, .multipart:
            guard case .object = kind else {
                diagnostics.error("a `\(encoding.rawValue)` body must be an object", at: body.schema.location)
                return nil
            }
            if encoding == .form && body.style?.value != .deepObject {
                checkFlatObject(resolved.field.type, at: body.schema.location, field: "form field", of: "",
                                remedy: "; `style: deepObject` sends any value in brackets, and a `multipart` body objects as JSON parts")
            }
        case .raw:
            guard case .primitive(let primitive) = kind, primitive == .data || primitive == .file || primitive == .string else {
                diagnostics.error("a `raw` body is `data`, `file` or `string`", at: body.schema.location)
                return nil
            }
            if primitive == .string, let contentType = body.contentType { checkTextCharset(contentType) }
        case .json:
            if let contentType = body.contentType, !contentType.value.isJSONContentType {
                diagnostics.error("a JSON body needs a JSON content type, not `\(contentType.value)`; for raw bytes use `type: data` or `type: file`",
                                  at: contentType.location)
            }
        }
        let contentType = body.contentType?.value ?? {
            switch encoding {
            case .json: return "application/json"
            case .form: return "application/x-www-form-urlencoded"
            case .multipart: return "multipart/form-data"
            case .raw: return kind.isString ? "text/plain; charset=utf-8" : "application/octet-stream"
            }
        }()
        var deepObject = false
        if let style = body.style {
            if encoding != .form && encoding != .multipart || style.value != .deepObject {
                diagnostics.error("a body's `style` is `deepObject`, on a `form` or `multipart` body", at: style.location)
            } else {
                deepObject = true
            }
        }
        var joinsArrays = false
        if let explode = body.explode {
            if encoding != .form && encoding != .multipart {
                diagnostics.error("a body's `explode` is on a `form` or `multipart` body: `explode: false` sends each array as one field, "
                                  + "its items joined by commas", at: explode.location)
            } else if deepObject && !explode.value {
                diagnostics.error("`explode: false` joins a body's arrays by commas, and `style: deepObject` sends them in brackets; choose one",
                                  at: explode.location)
            } else {
                joinsArrays = !explode.value
            }
        }
        return RequestBody(field: resolved.field, encoding: encoding, deepObject: deepObject, joinsArrays: joinsArrays,
                           contentType: contentType, isRequired: resolved.isRequired, description: resolved.description,
                           secret: resolved.secret, location: body.schema.location)
    }

    /// The object model `type` names (a model or a nested type, optional or not, or a named
    /// scalar that stands for one), if it is one.
    mutating func objectModel(_ type: TypeRef) -> ObjectModel? {
        guard case .named(let qualified) = plainType(type), case .object(let object)? = modelKind(named: qualified) else { return nil }
        return object
    }

    /// The properties of an object sent as one level of text fields (a form body, a
    /// deepObject parameter) must each be text or an array of text.
    /// `joined`: the fields go in one list of keys and values (`explode: false`), which has no
    /// place for an array.
    private mutating func checkFlatObject(
        _ type: TypeRef, at location: SourceLocation, field: String, of owner: String, remedy: String, joined: Bool = false
    ) {
        guard let object = objectModel(type) else { return }
        for property in object.properties {
            checkFlatField(property.field.type, what: "\(field) `\(property.jsonKey)`\(owner)", plural: false, at: property.location,
                           remedy: remedy, joined: joined)
        }
    }

    /// One field of an object sent as query or form fields, or the values of such a map
    /// (`plural`): scalars, or (unless `joined`) arrays of them.
    private mutating func checkFlatField(
        _ type: TypeRef, what: String, plural: Bool, at location: SourceLocation, remedy: String, joined: Bool
    ) {
        let kind = underlying(type)
        if joined, case .array = kind {
            let (arrays, key) = plural ? ("are arrays", "each key") : ("is an array", "its key")
            diagnostics.error("\(what) \(arrays), which `explode: false` cannot join into its one list of keys and values; "
                              + "leave `explode` out to repeat \(key)", at: location)
            return
        }
        requireScalar(kind, what: what, allowArrays: true, at: location, remedy: remedy)
    }

    private mutating func resolveResponse(
        _ syntax: ResponseSyntax, what: String, isHead: Bool, nest: String, nested: inout NestedTypes
    ) -> SuccessResponse {
        // With typed headers, `Response` is the struct holding body and headers, so an inline body needs another name.
        let bodyTypeName = syntax.stream != nil ? "Item" : syntax.headers.isEmpty ? "Response" : "ResponseBody"
        let context = NestContext(parent: nest, typeName: bodyTypeName)
        var content: ResponseContent
        if let stream = syntax.stream {
            content = streamContent(syntax, form: stream, what: "the response of \(what)", nest: context, nested: &nested)
        } else {
            if let events = syntax.eventsLocation {
                diagnostics.error("`events` types the data of Server-Sent Events by their names; add `stream: events`, or leave `events` out",
                                  at: events)
            }
            // With `events` and no `type`, the missing type is the missing `stream`, reported above.
            let typeless: Bool
            if case .unspecified = syntax.schema.shape { typeless = syntax.eventsLocation != nil } else { typeless = false }
            content = typeless ? .none : responseContent(syntax.schema, contentType: syntax.contentType, what: "the response of \(what)",
                                                         nest: context, nested: &nested)
            if let until = syntax.until {
                diagnostics.error("`until` ends a stream; add `stream: json-lines`, `json-seq` or `events`, or leave `until` out",
                                  at: until.location)
            }
        }
        let hasBody: Bool
        if case .none = content { hasBody = false } else { hasBody = true }
        var reserved = hasBody ? ["body": "the response body"] : [:]
        if syntax.headers.contains(where: { holdsSecret($0.schema) }) { reserved["customMirror"] = Self.mirrorReservation }
        let headers = resolveHeaders(syntax.headers, of: "the response headers of \(what)", reserved: reserved, nest: nest, nested: &nested)
        // A HEAD response is the GET response without its body, so it is a 200, not a 204.
        let defaultStatus = hasBody || isHead ? 200 : 204
        return SuccessResponse(status: syntax.status?.value ?? defaultStatus, content: content, headers: headers,
                               description: syntax.schema.description?.value, location: syntax.schema.location)
    }

    /// Headers whose values are lists by RFC 9110's words, but not ones that commas split.
    static let commasWithinItems = [
        "set-cookie": "a cookie's `Expires` date holds a comma, and servers send each cookie in a header of its own",
        "www-authenticate": "a comma parts a challenge's parameters as well as the challenges",
        "proxy-authenticate": "a comma parts a challenge's parameters as well as the challenges",
    ]

    /// Typed headers of a response or an error, each a scalar or a list of them under a Swift name of its own
    /// among `reserved`; inline types nest under `prefix` and the header's name.
    private mutating func resolveHeaders(
        _ syntax: [ResponseHeaderSyntax], of what: String, reserved: [String: String], prefix: String = "", nest: String,
        nested: inout NestedTypes
    ) -> [ResponseHeader] {
        var headers: [ResponseHeader] = []
        var scope = NameScope(what, reserved: reserved)
        for header in syntax {
            checkTokenName(header.name.value, at: header.name.location, what: "header")
            let headerWhat = "response header `\(header.name.value)`"
            let swiftName = memberName(header.schema.swiftName?.value ?? header.name.value)
            let context = NestContext(parent: nest, typeName: prefix + naming.typeName(swiftName))
            guard let resolved = resolveSchema(header.schema, what: headerWhat, nest: context, nested: &nested),
                  scope.claim(swiftName, for: headerWhat, at: header.schema.swiftName?.location ?? header.name.location,
                              diagnostics: &diagnostics) else { continue }
            let jsonEncoded = checkHeaderEncoding(header.encoding, type: resolved.field.type, what: headerWhat, at: header.schema.location)
            if !jsonEncoded {
                // A list header (`Allow: GET, HEAD`) is an array of scalars, read at its commas.
                requireScalar(underlying(resolved.field.type), what: headerWhat, allowArrays: true, at: header.schema.location,
                              remedy: "; an object, a map or any other value needs `encoding: json`")
                if case .array = underlying(resolved.field.type), let why = Self.commasWithinItems[header.name.value.lowercased()] {
                    diagnostics.error("`\(header.name.value)` cannot be a list: \(why), so its commas do not all part items; read it as `string`",
                                      at: header.schema.location)
                }
            }
            headers.append(ResponseHeader(name: header.name.value, swiftName: swiftName, field: resolved.field,
                                          isRequired: resolved.isRequired, description: resolved.description, secret: resolved.secret,
                                          jsonEncoded: jsonEncoded))
        }
        return headers
    }

    /// Whether a response header has an `encoding`, which must be `json`: it reads any value but
    /// a file from the header's text as JSON. Another `encoding` is an error, and the header is
    /// then checked as if it were `json`, so that no second error follows from the first.
    private mutating func checkHeaderEncoding(
        _ encoding: Located<String>?, type: TypeRef, what: String, at location: SourceLocation
    ) -> Bool {
        guard let encoding else { return false }
        if encoding.value != "json" {
            diagnostics.error("a response header's `encoding` is `json`, not `\(encoding.value)`", at: encoding.location)
        }
        if case .primitive(.file) = underlying(type) {
            diagnostics.error("\(what) cannot be a `file`: only a `multipart` body sends files", at: location)
        }
        return true
    }

    /// A streamed response: its items' type, checked for what a stream can carry.
    private mutating func streamContent(
        _ syntax: ResponseSyntax, form: Located<StreamForm>, what: String, nest: NestContext, nested: inout NestedTypes
    ) -> ResponseContent {
        if let contentType = syntax.contentType { checkMediaType(contentType) }
        // The type's own place, where a mapping writes `type:`, rather than the mapping's start.
        var typeLocation = syntax.schema.location
        if case .expression(let expression) = syntax.schema.shape { typeLocation = expression.location }
        if let written = syntax.schema.constraints?.value, let location = Self.firstCheck(in: written) {
            diagnostics.error("a stream's items take no constraints here; put them on the model or named type the items are",
                              at: location)
        }
        let contentType = syntax.contentType?.value ?? form.value.defaultContentType
        if let eventsLocation = syntax.eventsLocation {
            guard form.value == .events else {
                diagnostics.error("`events` types the data of Server-Sent Events by their names, and this is `stream: \(form.value.rawValue)`; "
                                  + "give one `type` for its items", at: eventsLocation)
                return .none
            }
            if case .unspecified = syntax.schema.shape {} else {
                diagnostics.error("give either `type` (one type for every event's data) or `events` (a type for each event name), not both",
                                  at: typeLocation)
            }
            guard let type = eventUnion(syntax.events, at: eventsLocation, what: what, nest: nest, nested: &nested) else { return .none }
            warnIfUnmatchable(syntax.until, in: form.value)
            return .stream(Field(type: type, constraints: Constraints(), wireString: false), form: form.value, contentType: contentType,
                           end: syntax.until?.value)
        }
        if case .expression(let expression) = syntax.schema.shape, expression.value == .named("none") {
            diagnostics.error("a stream needs the `type` of its items", at: typeLocation)
            return .none
        }
        guard let resolved = resolveSchema(syntax.schema, what: what, nest: nest, nested: &nested) else { return .none }
        if form.value == .bytes {
            guard resolved.field.type == .primitive(.data) else {
                diagnostics.error("a stream of `bytes` is `type: data`: its chunks as they arrive", at: typeLocation)
                return .none
            }
            if let until = syntax.until {
                diagnostics.error("`until` ends a stream at an item, and `bytes` has none: its chunks fall wherever the network cuts",
                                  at: until.location)
            }
        }
        guard checkStreamItem(resolved, form: form.value, what: what, at: typeLocation) else { return .none }
        warnIfUnmatchable(syntax.until, in: form.value)
        return .stream(resolved.field, form: form.value, contentType: contentType, end: syntax.until?.value)
    }

    /// Checks what a stream's items (or one event name's data) are: JSON values, or text for
    /// events; never bytes or a `secret` scalar. `false` when the stream cannot be read.
    mutating func checkStreamItem(_ resolved: ResolvedSchema, form: StreamForm, what: String, at location: SourceLocation) -> Bool {
        if resolved.secret {
            diagnostics.error("\(what) cannot stream a `secret` named scalar: an item the client receives prints as it is; "
                              + "make it a model whose property holds the value", at: location)
        }
        let kind = underlying(resolved.field.type)
        if form != .bytes, case .primitive(let primitive) = kind, primitive == .data || primitive == .file {
            diagnostics.error("a stream's items are JSON values, or for `events` text (`string`), not `\(primitive.rawValue)`; "
                              + "for bytes as they arrive, write `stream: bytes`", at: location)
            return false
        }
        if form == .events, kind.isString, resolved.field.type != .primitive(.string) {
            diagnostics.error("events of text are `type: string` (each event's data as sent); for JSON in the data, name a model",
                              at: location)
        }
        return true
    }

    private mutating func warnIfUnmatchable(_ until: Located<String>?, in form: StreamForm) {
        if let until, let reason = Self.unmatchable(until.value, in: form) {
            diagnostics.warning("`until` can never match an item: it \(reason)", at: until.location)
        }
    }

    /// Why no item of a stream in `form` can be `end`, or `nil` when one can: a line or record
    /// is read without the whitespace around it, and a line holds no line break. An event's
    /// data may hold line breaks (one per `data:` line), but not CR.
    private static func unmatchable(_ end: String, in form: StreamForm) -> String? {
        let whitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        switch form {
        case .bytes:
            return nil  // an error of its own
        case .events:
            return end.unicodeScalars.contains("\r") ? "holds a carriage return, where a line of an event ends" : nil
        case .jsonLines where end.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }):
            return "holds a line break, where a line ends"
        case .jsonSeq where end.unicodeScalars.contains("\u{1E}"):
            return "holds a record separator (U+001E), where a record ends"
        case .jsonLines, .jsonSeq:
            guard let first = end.first, let last = end.last else { return "is empty, and empty items are skipped" }
            return whitespace.contains(first) || whitespace.contains(last) ? "starts or ends with whitespace, which is no part of an item" : nil
        }
    }

    /// Where the first check other than `format` is written (`format` picks a type).
    static func firstCheck(in constraints: ConstraintSyntax) -> SourceLocation? {
        constraints.written.first { $0.key != "format" }?.location
    }

    /// What a response or error body is: nothing, JSON, text or bytes.
    private mutating func responseContent(
        _ schema: SchemaSyntax, contentType: Located<String>?, what: String, nest: NestContext, nested: inout NestedTypes
    ) -> ResponseContent {
        if let contentType { checkMediaType(contentType) }
        if case .expression(let expression) = schema.shape, expression.value == .named("none") {
            if let contentType { diagnostics.error("an empty body has no content type", at: contentType.location) }
            return .none
        }
        guard let resolved = resolveSchema(schema, what: what, nest: nest, nested: &nested) else { return .none }
        if resolved.secret {
            diagnostics.error("\(what) cannot be of a `secret` named scalar: a body the client receives prints as it is; "
                              + "make it a model whose property holds the value", at: schema.location)
        }
        let kind = underlying(resolved.field.type)
        if case .primitive(.data) = kind { return .binary(contentType: contentType?.value ?? "application/octet-stream") }
        if let contentType, !contentType.value.isJSONContentType {
            if kind.isString {
                checkTextCharset(contentType)
                return .text(resolved.field, contentType: contentType.value)
            }
            diagnostics.error("a `\(contentType.value)` body is `data` or `string`; JSON content types carry other types",
                              at: contentType.location)
        }
        return .json(resolved.field, contentType: contentType?.value ?? "application/json")
    }

    private mutating func resolveErrors(endpoint: [ErrorSyntax], api: [ErrorSyntax], nest: String, nested: inout NestedTypes) -> [ErrorResponse] {
        var byStatus: [StatusKey: (syntax: ErrorSyntax, fromAPI: Bool)] = [:]
        for error in api { byStatus[error.status.value] = (error, true) }
        for error in endpoint { byStatus[error.status.value] = (error, false) }
        let ordered = byStatus.sorted { lhs, rhs in Self.statusOrder(lhs.key) < Self.statusOrder(rhs.key) }
        return ordered.map { status, entry in
            let caseName = ReasonPhrases.caseName(for: status)
            let context = NestContext(parent: nest, typeName: naming.typeName(caseName) + "Body")
            let content = responseContent(entry.syntax.schema, contentType: entry.syntax.contentType, what: "error `\(status)`",
                                          nest: context, nested: &nested)
            for header in entry.syntax.headers where holdsSecret(header.schema) {
                // A `Failure` is printed whole (`print(error)`): it has no mirror to leave a value out of.
                diagnostics.error("an error's header cannot be `secret`: the error it is part of prints it; leave it out of the spec, "
                                  + "or read it in a middleware", at: header.name.location)
            }
            let headers = resolveHeaders(
                entry.syntax.headers, of: "the headers of error `\(status)`", reserved: ["status": "the status", "body": "the body"],
                prefix: naming.typeName(caseName), nest: nest, nested: &nested)
            return ErrorResponse(status: status, caseName: caseName, content: content, headers: headers.filter { !$0.secret },
                                 description: entry.syntax.schema.description?.value, fromAPI: entry.fromAPI,
                                 location: entry.syntax.schema.location)
        }
    }

    /// Codes first, then classes, then `default`.
    static func statusOrder(_ status: StatusKey) -> Int {
        switch status {
        case .code(let code): return code
        case .range(let digit): return 1000 + digit
        case .default: return 2000
        }
    }
}

extension Resolver.Underlying {
    var isString: Bool {
        if case .primitive(.string) = self { return true }
        return false
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// Whether `style: deepObject` can send a value of this kind: anything but a single value.
    var isSentInBrackets: Bool {
        switch self {
        case .object, .map, .array, .union, .unknown, .primitive(.any): return true
        default: return false
        }
    }

    /// Whether a query parameter of this kind can send fields (`style: form` or `deepObject`): an object or a map.
    var holdsFields: Bool {
        switch self {
        case .object, .map: return true
        default: return false
        }
    }
}

extension String {
    /// The media type without its parameters: `text/plain` from `text/plain; charset=utf-8`.
    var mediaTypeEssence: Substring {
        split(separator: ";").first?.trimmingSpaces ?? ""
    }

    /// `application/json`, `application/problem+json`, `application/json; charset=utf-8`.
    var isJSONContentType: Bool {
        let type = mediaTypeEssence.lowercased()
        return type == "application/json" || type.hasSuffix("+json")
    }
}
