/// Reads `endpoints:` entries: method, path, parameters, body, response, errors.
extension SchemaReader {
    static let endpointKeys = [
        "method", "path", "summary", "description", "tags", "deprecated", "timeout", "server",
        "params", "body", "response", "errors", "auth", "name", "pages",
    ]

    mutating func endpoint(named name: Located<String>, _ node: YAMLNode) -> EndpointSyntax? {
        let what = "endpoint `\(name.value)`"
        let shorthand = Self.methodShorthand(in: node)
        let allowed = Self.endpointKeys + (shorthand.map { [$0.key] } ?? [])
        guard let map = MappingView(node, what: what, allowed: allowed, diagnostics: &diagnostics) else {
            return nil
        }
        var endpoint = EndpointSyntax(name: name, location: node.location)
        if let shorthand { reportShorthand(shorthand) }
        if let v = map["method"] { endpoint.method = scalars.string(v, "`method`") }
        else if let shorthand { endpoint.method = Located(shorthand.key.uppercased(), at: shorthand.keyLocation) }
        else { diagnostics.error("\(what) needs a `method`", at: name.location) }
        if let v = map["path"] { endpoint.path = scalars.string(v, "`path`") }
        else if let shorthand {
            // Without a path in it, the shorthand's error has already asked for one.
            if let path = shorthand.value.scalar, !path.text.isEmpty { endpoint.path = Located(path.text, at: shorthand.value.location) }
        } else { diagnostics.error("\(what) needs a `path`", at: name.location) }
        if let v = map["summary"] { endpoint.summary = scalars.string(v, "`summary`") }
        if let v = map["description"] { endpoint.description = scalars.string(v, "`description`") }
        if let v = map["tags"] { endpoint.tags = scalars.strings(v, "`tags`") ?? [] }
        if let v = map["deprecated"] { endpoint.deprecated = scalars.bool(v, "`deprecated`") }
        if let v = map["timeout"] { endpoint.timeout = scalars.number(v, "`timeout`") }
        if let v = map["server"] { endpoint.server = scalars.string(v, "`server`") }
        if let v = map["name"] { endpoint.swiftName = scalars.string(v, "`name`") }
        if let v = map["auth"] { endpoint.auth = auth(v) }
        if let v = map["params"] { endpoint.params = parameters(v, what: what) }
        if let v = map["body"] { endpoint.body = body(v, endpoint: name.value) }
        if let v = map["response"] { endpoint.response = response(v, endpoint: name.value) }
        if let v = map["errors"] { endpoint.errors = errors(v) }
        if let v = map["pages"] { endpoint.pages = pages(v) }
        return endpoint
    }

    /// Reads `pages:`: `items`, and one of `cursor` (with `from`, `fromLast` or `fromHeader`), `page`, `offset`,
    /// `link` or `nextLink`, and `more`.
    private mutating func pages(_ node: YAMLNode) -> PagesSyntax? {
        let keys = ["items", "cursor", "from", "fromLast", "fromHeader", "page", "offset", "link", "nextLink", "more", "size"]
        guard let map = MappingView(node, what: "`pages`", allowed: keys, diagnostics: &diagnostics) else { return nil }
        func text(_ key: String) -> Located<String>? { map[key].flatMap { scalars.string($0, "`\(key)`") } }
        let ways = ["cursor", "page", "offset", "link", "nextLink"].filter(map.has)
        if ways.count > 1 {
            diagnostics.error("`pages` asks for the next page one way: `\(ways[0])` or `\(ways[1])`, not both",
                              at: map.keyLocation(ways[1]) ?? node.location)
        }
        let sources = ["from", "fromLast", "fromHeader"].filter(map.has)
        if !map.has("cursor") {
            for source in sources {
                diagnostics.error("`\(source)` says where a `cursor` parameter's next value is; it needs `cursor`",
                                  at: map.keyLocation(source) ?? node.location)
            }
        } else if sources.count > 1 {
            diagnostics.error("a cursor comes from one place: `\(sources[0])` or `\(sources[1])`, not both",
                              at: map.keyLocation(sources[1]) ?? node.location)
        }
        let kind: PagesSyntax.Kind
        switch ways.first {
        case "cursor"?:
            guard let source = sources.first else {
                diagnostics.error(
                    "`cursor` needs to know where the next cursor is: `from` (JSON keys, dot-separated, in the response: "
                        + "`from: page.next_cursor`), `fromLast` (in the page's last item: `fromLast: id`) or `fromHeader` (a response header)",
                    at: map.keyLocation("cursor") ?? node.location)
                return nil
            }
            let parameter = text("cursor")
            let found = text(source)
            guard let parameter, let found else { return nil }
            switch source {
            case "fromLast": kind = .cursor(parameter: parameter, from: .lastItem(found))
            case "fromHeader": kind = .cursor(parameter: parameter, from: .header(found))
            default: kind = .cursor(parameter: parameter, from: .body(found))
            }
        case "page"?:
            guard let parameter = text("page") else { return nil }
            kind = .page(parameter)
        case "offset"?:
            guard let parameter = text("offset") else { return nil }
            kind = .offset(parameter)
        case "link"?:
            guard let header = text("link") else { return nil }
            kind = .link(header)
        case "nextLink"?:
            guard let keys = text("nextLink") else { return nil }
            kind = .nextLink(keys)
        default:
            diagnostics.error("`pages` needs to know how to ask for the next page: `cursor` (with `from`, `fromLast` or `fromHeader`), `page`, `offset`, `link` or `nextLink`",
                              at: node.location)
            return nil
        }
        if map.has("size"), !["page", "offset"].contains(ways.first) {
            diagnostics.error("`size` ends numbered or counted pages at a short one; it goes with `page` or `offset`, not `\(ways.first ?? "")`",
                              at: map.keyLocation("size") ?? node.location)
            return nil
        }
        return PagesSyntax(location: node.location, items: text("items"), kind: kind, more: text("more"), size: text("size"))
    }

    /// A key named after an HTTP method (`get: /pets/{id}`, as other formats write it) in an
    /// endpoint that has no `method`. It is reported once, as what to write instead, and read
    /// as the method and path it means, so the rest of the endpoint is still checked.
    private static func methodShorthand(in node: YAMLNode) -> YAMLMappingEntry? {
        guard let entries = node.mapping, !entries.contains(where: { $0.key == "method" }) else { return nil }
        return entries.first { Resolver.methods.contains($0.key.uppercased()) }
    }

    private mutating func reportShorthand(_ entry: YAMLMappingEntry) {
        let method = entry.key.uppercased()
        if let path = entry.value.scalar, !path.text.isEmpty {
            diagnostics.error("write the method and path as `method: \(method)` and `path: \(path.text)`",
                              at: entry.keyLocation)
        } else {
            diagnostics.error("`\(entry.key)` is not a key of an endpoint; write `method: \(method)` and `path:` beside the endpoint's other keys",
                              at: entry.keyLocation)
        }
    }

    private mutating func parameters(_ node: YAMLNode, what: String) -> [ParameterSyntax] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for `params` of \(what), found \(node.kindDescription)", at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            guard let (schema, map) = read(entry.value, place: .parameter, what: SchemaPlace.parameter.describe(entry.key)) else {
                return nil
            }
            var parameter = ParameterSyntax(name: name, schema: schema)
            if let map {
                if let v = map["in"] { parameter.placement = scalars.choice(v, "parameter location (`in`)", as: ParameterPlacement.self) }
                if let v = map["style"] { parameter.style = scalars.choice(v, "`style`", as: ParameterStyle.self) }
                if let v = map["explode"] { parameter.explode = scalars.bool(v, "`explode`") }
                if let v = map["encoding"] { parameter.encoding = scalars.string(v, "`encoding`") }
                if let v = map["wireName"] { parameter.wireName = scalars.string(v, "`wireName`") }
            }
            return parameter
        }
    }

    private mutating func body(_ node: YAMLNode, endpoint: String) -> BodySyntax? {
        guard let (schema, map) = read(node, place: .body, what: SchemaPlace.body.describe(endpoint)) else { return nil }
        var body = BodySyntax(schema: schema)
        if let map {
            if let v = map["encoding"] { body.encoding = scalars.choice(v, "body `encoding`", as: BodyEncoding.self) }
            if let v = map["contentType"] { body.contentType = scalars.string(v, "`contentType`") }
            if let v = map["style"] { body.style = scalars.choice(v, "body `style`", as: ParameterStyle.self) }
            if let v = map["explode"] { body.explode = scalars.bool(v, "`explode`") }
        }
        return body
    }

    private mutating func response(_ node: YAMLNode, endpoint: String) -> ResponseSyntax? {
        guard let (schema, map) = read(node, place: .response, what: SchemaPlace.response.describe(endpoint)) else {
            return nil
        }
        var response = ResponseSyntax(location: node.location, schema: schema)
        guard let map else { return response }
        if let v = map["status"], let status = scalars.number(v, "`status`") {
            if let code = status.value.int64, (200...299).contains(code) {
                response.status = Located(Int(code), at: status.location)
            } else {
                diagnostics.error("a success `status` is 200-299, not `\(status.value)`; declare other statuses under `errors`",
                                  at: status.location)
            }
        }
        if let v = map["contentType"] { response.contentType = scalars.string(v, "`contentType`") }
        if let v = map["stream"] { response.stream = scalars.choice(v, "`stream`", as: StreamForm.self) }
        if let v = map["until"] { response.until = scalars.string(v, "`until`") }
        if let v = map["events"] {
            response.eventsLocation = map.keyLocation("events") ?? v.location
            if let entries = v.mapping {
                for entry in entries {
                    if let (schema, _) = read(entry.value, place: .event, what: SchemaPlace.event.describe(entry.key)) {
                        response.events.append(EventSyntax(name: Located(entry.key, at: entry.keyLocation), schema: schema))
                    }
                }
            } else {
                diagnostics.error("expected a mapping of event names to their data's types for `events`, found \(v.kindDescription)",
                                  at: v.location)
                // Reported: the response has no type to report missing, and no events to report empty.
                response.eventsLocation = nil
                if case .unspecified = response.schema.shape { response.schema.shape = .invalid }
            }
        }
        if let v = map["headers"] { response.headers = responseHeaders(v) }
        return response
    }

    /// Reads the `headers:` of a response or an error: each typed header by name.
    private mutating func responseHeaders(_ node: YAMLNode) -> [ResponseHeaderSyntax] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for `headers`, found \(node.kindDescription)", at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let what = SchemaPlace.responseHeader.describe(entry.key)
            guard let (schema, map) = read(entry.value, place: .responseHeader, what: what) else { return nil }
            var header = ResponseHeaderSyntax(name: Located(entry.key, at: entry.keyLocation), schema: schema)
            if let v = map?["encoding"] { header.encoding = scalars.string(v, "`encoding`") }
            return header
        }
    }

    /// Reads an `errors:` mapping (an endpoint's or the api block's).
    mutating func errors(_ node: YAMLNode) -> [ErrorSyntax] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for `errors`, found \(node.kindDescription)", at: node.location)
            return []
        }
        return entries.compactMap { entry in
            guard let status = statusKey(entry.key, at: entry.keyLocation) else { return nil }
            guard let (schema, map) = read(entry.value, place: .error, what: SchemaPlace.error.describe(entry.key)) else {
                return nil
            }
            let contentType = map?["contentType"].flatMap { scalars.string($0, "`contentType`") }
            let headers = map?["headers"].map { responseHeaders($0) } ?? []
            return ErrorSyntax(status: status, schema: schema, contentType: contentType, headers: headers)
        }
    }

    private mutating func statusKey(_ text: String, at location: SourceLocation) -> Located<StatusKey>? {
        switch StatusKey(key: text) {
        case nil:
            diagnostics.error("`\(text)` is not a status: write a code from 100 to 599, a class like `4XX`, or `default`",
                              at: location)
            return nil
        case .range(2):
            diagnostics.error("`2XX` cannot be an error; errors are non-2xx statuses", at: location)
            return nil
        case .code(let code) where (200...299).contains(code):
            diagnostics.error("\(code) is a success status; an endpoint's success goes under `response`", at: location)
            return nil
        case let status?:
            return Located(status, at: location)
        }
    }

    /// Where an `auth` value stands: what it may hold depends on it.
    enum AuthPlace {
        case top, alternative, allOfMember
    }

    /// Reads an `auth:` value: a scheme word, an `apiKey`/`oauth2` mapping, `{ allOf: [...] }`
    /// (several at once), or a list of alternatives.
    mutating func auth(_ node: YAMLNode, place: AuthPlace = .top) -> AuthSyntax? {
        switch node.content {
        case .scalar:
            guard let word = scalars.string(node, "`auth`") else { return nil }
            switch word.value {
            case "none": return AuthSyntax(kind: .none, location: node.location)
            case "bearer": return AuthSyntax(kind: .bearer, location: node.location)
            case "basic": return AuthSyntax(kind: .basic, location: node.location)
            default:
                var message = "`\(word.value)` is not an auth scheme; expected `none`, `bearer`, `basic`, `{ scheme: WORD }`, `{ apiKey: NAME, in: header|query|cookie }`, `{ oauth2: [scopes] }`, `{ allOf: [schemes] }` or a list of these"
                if let close = closestMatch(to: word.value, among: ["none", "bearer", "basic"]) {
                    message = "`\(word.value)` is not an auth scheme; did you mean `\(close)`?"
                }
                diagnostics.error(message, at: node.location)
                return nil
            }
        case .sequence(let items):
            switch place {
            case .top:
                return AuthSyntax(kind: .anyOf(items.compactMap { auth($0, place: .alternative) }), location: node.location)
            case .alternative:
                diagnostics.error("auth alternatives cannot nest", at: node.location)
            case .allOfMember:
                diagnostics.error("alternatives cannot go inside `allOf`; list each combination as an alternative of its own", at: node.location)
            }
            return nil
        case .mapping:
            guard let map = MappingView(node, what: "`auth`", allowed: ["apiKey", "in", "oauth2", "scheme", "allOf"], diagnostics: &diagnostics) else {
                return nil
            }
            if let members = map["allOf"] {
                return allOf(members, in: map, place: place)
            }
            if let word = map["scheme"] {
                for key in ["apiKey", "in", "oauth2"] where map.has(key) {
                    diagnostics.error("`\(key)` cannot stand beside `scheme`; for both at once, list each in `{ allOf: [...] }`",
                                      at: map.keyLocation(key) ?? node.location)
                }
                guard let word = scalars.string(word, "`scheme`") else { return nil }
                return AuthSyntax(kind: .scheme(word), location: node.location)
            }
            if let key = map["apiKey"] {
                if map.has("oauth2") {
                    diagnostics.error("`auth` is either `apiKey` or `oauth2`, not both; for both at once, list each in `{ allOf: [...] }`",
                                      at: node.location)
                }
                guard let name = scalars.string(key, "`apiKey`") else { return nil }
                var placement = AuthSyntax.KeyPlacement.header
                if let v = map["in"], let chosen = scalars.choice(v, "API key location (`in`)", as: AuthSyntax.KeyPlacement.self) {
                    placement = chosen.value
                }
                return AuthSyntax(kind: .apiKey(name: name, placement: placement), location: node.location)
            }
            if let scopes = map["oauth2"] {
                if map.has("in") { diagnostics.error("`in` applies to `apiKey` only", at: map.keyLocation("in") ?? node.location) }
                return AuthSyntax(kind: .oauth2(scopes: scalars.strings(scopes, "`oauth2` scopes") ?? []), location: node.location)
            }
            diagnostics.error("an `auth` mapping needs `apiKey`, `scheme`, `oauth2` or `allOf`", at: node.location)
            return nil
        }
    }

    /// `{ allOf: [schemes] }`: the schemes a request carries together.
    private mutating func allOf(_ members: YAMLNode, in map: MappingView, place: AuthPlace) -> AuthSyntax? {
        for key in ["apiKey", "in", "oauth2", "scheme"] where map.has(key) {
            diagnostics.error("`\(key)` cannot stand beside `allOf`; put each scheme in its list", at: map.keyLocation(key) ?? map.node.location)
        }
        guard place != .allOfMember else {
            diagnostics.error("`allOf` cannot nest; list all its schemes in one `allOf`", at: map.node.location)
            return nil
        }
        guard case .sequence(let items) = members.content else {
            diagnostics.error("expected a list of schemes for `allOf`", at: members.location)
            return nil
        }
        let schemes = items.compactMap { auth($0, place: .allOfMember) }
        // A member already reported would make any count-based error a second, misleading one.
        guard schemes.count == items.count else { return nil }
        return AuthSyntax(kind: .allOf(schemes), location: map.node.location)
    }
}
