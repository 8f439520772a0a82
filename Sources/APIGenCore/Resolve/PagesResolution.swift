/// How an endpoint's pages follow each other (`pages:`), resolved.
struct Pagination: Sendable {
    enum Next: Sendable {
        /// The parameter is sent with the value found in the response.
        case cursor(PageField, from: CursorValue)
        /// The parameter counts pages.
        case page(PageField)
        /// The parameter counts items.
        case offset(PageField)
        /// The next page's link gives the parameters' values.
        case link(LinkSource, parameters: [LinkParameter])
    }

    /// Where a page's response holds the link to the next page.
    enum LinkSource: Sendable {
        /// The `rel="next"` link of a header that holds links (RFC 8288).
        case header(ResponseHeader)
        /// A URL in the body, written as text or as `url`.
        case body(ResponsePath)
    }

    /// Where a page's response holds the next page's cursor.
    enum CursorValue: Sendable {
        /// A value in the body.
        case body(ResponsePath)
        /// A value in the page's last item (which may itself be `nil` in Swift): the listing
        /// goes on after it.
        case lastItem(ResponsePath, itemMayBeNil: Bool)
        /// A typed response header, and its plain type.
        case header(ResponseHeader, type: TypeRef)

        /// The cursor's type, without optionality.
        var type: TypeRef {
            switch self {
            case .body(let path), .lastItem(let path, _): path.type
            case .header(_, let type): type
            }
        }
    }

    /// Whether the body itself may be `nil` (`response: PetList?`).
    var bodyMayBeNil: Bool
    /// Where the items are in the body; `nil` when the body is their array.
    var items: ResponsePath?
    /// The type of one item.
    var itemType: TypeRef
    var next: Next
    /// A boolean that is false on the last page.
    var more: ResponsePath?
    /// What asks for a page size: a page with fewer items is the last.
    var size: PageField?
}

/// What each page's request sets anew: a parameter, or one field of an object parameter
/// (`paging.page`, for `paging: { in: query, type: PageRequest, style: form }`) or of the body
/// (`body.start_cursor`).
struct PageField: Sendable {
    /// The parameter's name, or `body`.
    var holder: String
    /// The request's property that holds the value: the parameter's, or `body`.
    var holderSwiftName: String
    var holderField: Field
    var holderIsBody: Bool
    /// The field of the holder's object; `nil` when the parameter itself is set.
    var member: Property?
    /// The holder's object type (plain); `nil` when the parameter itself is set.
    var object: TypeRef?
    /// Whether the holder may be `nil`, so that a page's request starts from `Object()`.
    var holderMayBeNil: Bool

    /// The name as `pages:` writes it: `page`, `paging.page`, `body.start_cursor`.
    var written: String { member.map { "\(holder).\($0.jsonKey)" } ?? holder }
    /// The value that is set.
    var field: Field { member?.field ?? holderField }
    /// `parameter `page``, `field `page` of parameter `paging``, `field `start_cursor` of the body`.
    var described: String {
        let holding = holderIsBody ? "the body" : "parameter `\(holder)`"
        return member.map { "field `\($0.jsonKey)` of \(holding)" } ?? holding
    }
}

/// A way through the properties of a response body to one value.
struct ResponsePath: Sendable {
    struct Step: Sendable {
        var swiftName: String
        /// Whether the property may be `nil` in Swift.
        var optional: Bool
        /// Whether the property is `Nullable<T>?` (`nullable: explicit`), read through `.value`.
        var explicitNull = false
    }

    /// The JSON keys as the spec writes them: `page.next_cursor`.
    var keys: String
    var steps: [Step]
    /// The value's type at the end, without optionality.
    var type: TypeRef
}

extension Resolver {
    /// Checks `pages:` against the endpoint's response and parameters.
    mutating func resolvePages(
        _ syntax: PagesSyntax, parameters: [Parameter], requestBody: RequestBody?, response: SuccessResponse
    ) -> Pagination? {
        guard case .json(let body, _) = response.content else {
            let what: String
            switch response.content {
            case .stream: what = "is a stream"
            case .binary: what = "is bytes"
            case .text: what = "is text"
            case .none, .json: what = "has no body"
            }
            diagnostics.error("`pages` reads each page from a JSON body, and this endpoint's success \(what)", at: syntax.location)
            return nil
        }
        // Each part is checked on its own, so that every mistake is reported in one run.
        let items = itemsPath(syntax, body: body)
        let next = nextPage(syntax.kind, parameters: parameters, requestBody: requestBody, response: response, body: body, itemType: items?.type)
        let more = syntax.more.map { morePath($0, body: body) }
        let size = syntax.size.map { countingParameter($0, among: parameters, body: requestBody, role: "`size`", counts: "a page size") }
        // `.some(nil)`: written, and refused.
        if case .some(nil) = more { return nil }
        if case .some(nil) = size { return nil }
        guard let items, let next else { return nil }
        return Pagination(
            bodyMayBeNil: mayBeNil(body.type), items: items.path, itemType: items.type, next: next, more: more ?? nil, size: size ?? nil)
    }

    /// Where the items are (`nil` for the body itself), and the type of one.
    private mutating func itemsPath(_ syntax: PagesSyntax, body: Field) -> (path: ResponsePath?, type: TypeRef)? {
        var path: ResponsePath?
        var listType = body.type
        if let written = syntax.items {
            guard let found = walk(written, from: body.type, what: "`items`") else { return nil }
            path = found
            listType = found.type
        }
        guard case .array(let itemType) = underlying(listType) else {
            if let written = syntax.items {
                diagnostics.error("`items` leads to \(describe(listType)), not an array of items", at: written.location)
            } else {
                diagnostics.error("the response is \(describe(body.type)), not an array: name the key of its items (`items: data`)",
                                  at: syntax.location)
            }
            return nil
        }
        // In a request that conforms to `PagedRequest`, `Item` is the items' own type, so a
        // spelling that wraps a model named `Item` (`[Item?]`) would name itself.
        if itemType != .named("Item"), itemType.heldName(throughCollections: true).name == "Item" {
            diagnostics.error(
                "a page's items are \(describe(itemType)), which the request cannot spell: in it, `Item` names the items' type "
                    + "(`PagedRequest.Item`); give them a name of their own (`models: { MaybeItem: Item? }`, then `MaybeItem[]`)",
                at: syntax.items?.location ?? syntax.location)
            return nil
        }
        return (path, itemType)
    }

    /// How the next page is asked for, checked against the parameters and the body.
    private mutating func nextPage(
        _ kind: PagesSyntax.Kind, parameters: [Parameter], requestBody: RequestBody?, response: SuccessResponse, body: Field,
        itemType: TypeRef?
    ) -> Pagination.Next? {
        switch kind {
        case .cursor(let name, let source):
            let parameter = pageField(name, among: parameters, body: requestBody, role: "`cursor`")
            guard let found = cursorValue(source, response: response, body: body, itemType: itemType) else { return nil }
            let (key, location) = switch source {
            case .body(let keys): ("`from`", keys.location)
            case .lastItem(let keys): ("`fromLast`", keys.location)
            case .header(let header): ("`fromHeader`", header.location)
            }
            switch underlying(found.type) {
            case .array, .map, .object, .union:
                diagnostics.error("\(key) leads to \(describe(found.type)); a cursor is one value sent as text", at: location)
                return nil
            default:
                break
            }
            guard let parameter else { return nil }
            guard found.type == plainType(parameter.field.type) else {
                let parameterType = describe(parameter.field.type.nonOptional)
                diagnostics.error(
                    "\(key) leads to \(describe(found.type)), but \(parameter.described) is \(parameterType); "
                        + "a cursor is sent as found, so they must be one type",
                    at: location)
                return nil
            }
            return .cursor(parameter, from: found)
        case .page(let name):
            return countingParameter(name, among: parameters, body: requestBody, role: "`page`", counts: "a page number").map { .page($0) }
        case .offset(let name):
            return countingParameter(name, among: parameters, body: requestBody, role: "`offset`", counts: "an offset").map { .offset($0) }
        case .link(let name):
            let header = linkHeader(name, response: response)
            guard let set = linkParameters(parameters, key: "`link`", at: name.location), let header else { return nil }
            return .link(.header(header), parameters: set)
        case .nextLink(let keys):
            let path = nextLinkPath(keys, body: body)
            guard let set = linkParameters(parameters, key: "`nextLink`", at: keys.location), let path else { return nil }
            return .link(.body(path), parameters: set)
        }
    }

    /// Where the cursor is, checked against the body, the items or the headers; its type is
    /// plain, so that the emitter sees a named string as a string.
    private mutating func cursorValue(
        _ source: PagesSyntax.CursorSource, response: SuccessResponse, body: Field, itemType: TypeRef?
    ) -> Pagination.CursorValue? {
        switch source {
        case .body(let keys):
            guard var path = walk(keys, from: body.type, what: "`from`") else { return nil }
            path.type = plainType(path.type)
            return .body(path)
        case .lastItem(let keys):
            guard let itemType, var path = walk(keys, from: itemType, what: "`fromLast`", root: "an item") else { return nil }
            path.type = plainType(path.type)
            return .lastItem(path, itemMayBeNil: mayBeNil(itemType))
        case .header(let name):
            guard let header = response.headers.first(where: { $0.name.lowercased() == name.value.lowercased() }) else {
                var message = "`fromHeader` names `\(name.value)`, which is not a header of the response"
                if let close = closestMatch(to: name.value, among: response.headers.map(\.name)) {
                    message += "; did you mean `\(close)`?"
                } else {
                    message += "; declare it: `headers: { \(name.value): string? }`"
                }
                diagnostics.error(message, at: name.location)
                return nil
            }
            return .header(header, type: plainType(header.field.type))
        }
    }

    /// A response header that holds links.
    private mutating func linkHeader(_ name: Located<String>, response: SuccessResponse) -> ResponseHeader? {
        guard let header = response.headers.first(where: { $0.name.lowercased() == name.value.lowercased() }) else {
            diagnostics.error("`link` names `\(name.value)`, which is not a header of the response; declare it: `headers: { \(name.value): string? }`",
                              at: name.location)
            return nil
        }
        guard plainType(header.field.type) == .primitive(.string) else {
            diagnostics.error("`link` names the header `\(header.name)`, which is \(describe(header.field.type.nonOptional)); links are text: `string`",
                              at: name.location)
            return nil
        }
        return header
    }

    /// The next page's URL in the body: text, or a `url`.
    private mutating func nextLinkPath(_ keys: Located<String>, body: Field) -> ResponsePath? {
        guard var path = walk(keys, from: body.type, what: "`nextLink`") else { return nil }
        path.type = plainType(path.type)
        guard path.type == .primitive(.string) || path.type == .primitive(.url) else {
            diagnostics.error("`nextLink` leads to \(describe(path.type)), not the next page's URL (`string` or `url`)", at: keys.location)
            return nil
        }
        return path
    }

    /// The boolean that is false on the last page.
    private mutating func morePath(_ written: Located<String>, body: Field) -> ResponsePath? {
        guard let path = walk(written, from: body.type, what: "`more`") else { return nil }
        guard case .primitive(.bool) = underlying(path.type) else {
            diagnostics.error("`more` leads to \(describe(path.type)), not a `bool` that is false on the last page", at: written.location)
            return nil
        }
        return path
    }

    /// A page number's or an offset's parameter: an integer.
    private mutating func countingParameter(
        _ name: Located<String>, among parameters: [Parameter], body: RequestBody?, role: String, counts: String
    ) -> PageField? {
        guard let parameter = pageField(name, among: parameters, body: body, role: role) else { return nil }
        guard case .primitive(let primitive) = underlying(parameter.field.type), primitive.isInteger else {
            diagnostics.error("\(parameter.described) is \(describe(parameter.field.type.nonOptional)); \(counts) is an integer",
                              at: name.location)
            return nil
        }
        return parameter
    }

    /// What `name` sets, which each page's request sets anew: a parameter in the query or a
    /// header, or a field of one that is an object (`paging.page`) or of the body (`body.cursor`).
    private mutating func pageField(
        _ name: Located<String>, among parameters: [Parameter], body: RequestBody?, role: String
    ) -> PageField? {
        var field: PageField
        var key: String?
        if let parameter = parameters.first(where: { $0.key == name.value }) ?? dottedParameter(name.value, among: parameters, key: &key) {
            guard parameter.placement == .query || parameter.placement == .header else {
                diagnostics.error(
                    "\(role) names the \(parameter.placement.rawValue) parameter `\(parameter.key)`; the next page is asked for in the query, a header or the body",
                    at: name.location)
                return nil
            }
            field = PageField(holder: parameter.key, holderSwiftName: parameter.swiftName, holderField: parameter.field, holderIsBody: false,
                              member: nil, object: nil, holderMayBeNil: mayBeNil(parameter.field.type))
        } else if name.value.hasPrefix("body."), let body {
            key = String(name.value.dropFirst("body.".count))
            field = PageField(holder: "body", holderSwiftName: "body", holderField: body.field, holderIsBody: true,
                              member: nil, object: nil, holderMayBeNil: mayBeNil(body.field.type))
        } else {
            var message = "\(role) names `\(name.value)`, which is not a parameter of this endpoint"
            if let close = closestMatch(to: name.value, among: parameters.map(\.name)) {
                message += "; did you mean `\(close)`?"
            } else if parameters.isEmpty, body == nil {
                message += "; declare it under `params`"
            }
            if body != nil { message += " (a field of the body is `body.` and its key)" }
            diagnostics.error(message, at: name.location)
            return nil
        }
        if let key {
            guard let object = objectModel(field.holderField.type) else {
                diagnostics.error("\(role) reads the field `\(key)` of \(field.described), which is \(describe(field.holderField.type.nonOptional)), not an object",
                                  at: name.location)
                return nil
            }
            guard let member = object.properties.first(where: { $0.jsonKey == key }) else {
                var message = "\(role): \(field.described) (\(describe(field.holderField.type.nonOptional))) has no field `\(key)`"
                if let close = closestMatch(to: key, among: object.properties.map(\.jsonKey)) { message += "; did you mean `\(close)`?" }
                diagnostics.error(message, at: name.location)
                return nil
            }
            if field.holderMayBeNil, let required = object.properties.first(where: \.isRequired) {
                diagnostics.error(
                    "\(role) sets a field of \(field.holderIsBody ? "the body" : "`\(field.holder)`"), which may be left out, and a next page "
                        + "cannot fill in its required field `\(required.jsonKey)`; make \(field.holderIsBody ? "the body" : "the parameter") required, "
                        + "or give `\(required.jsonKey)` a default or `?`",
                    at: name.location)
                return nil
            }
            field.member = member
            field.object = plainType(field.holderField.type)
        }
        switch underlying(field.field.type) {
        case .array, .map, .object, .union:
            diagnostics.error("\(role) names `\(field.written)`, which is \(describe(field.field.type.nonOptional)), not one value",
                              at: name.location)
            return nil
        default:
            return field
        }
    }

    /// The parameter whose name comes before the first dot of `name` (`paging` in
    /// `paging.page`), and the key after it.
    private func dottedParameter(_ name: String, among parameters: [Parameter], key: inout String?) -> Parameter? {
        guard let dot = name.firstIndex(of: "."), let parameter = parameters.first(where: { $0.key == name[..<dot] }) else { return nil }
        key = String(name[name.index(after: dot)...])
        return parameter
    }

    /// Follows dot-separated JSON keys through the object models from `type`.
    private mutating func walk(_ keys: Located<String>, from type: TypeRef, what: String, root: String = "the response") -> ResponsePath? {
        var steps: [ResponsePath.Step] = []
        var current = type
        var rest = keys.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while let key = rest.first {
            guard !key.isEmpty else {
                diagnostics.error("\(what) is JSON keys joined by dots (`page.next_cursor`), and `\(keys.value)` has an empty one",
                                  at: keys.location)
                return nil
            }
            guard let object = objectModel(current) else {
                let place = steps.isEmpty ? root : "`\(steps.map(\.swiftName).joined(separator: "."))`"
                diagnostics.error("\(what) reads the key `\(key)` of \(place), which is \(describe(current.nonOptional)), not an object",
                                  at: keys.location)
                return nil
            }
            // A key may hold dots itself (`@odata.nextLink`): the longest run of the parts
            // that a property has as its key is one step.
            let found = (1...rest.count).reversed().lazy.compactMap { count -> (Property, Int)? in
                let joined = rest.prefix(count).joined(separator: ".")
                return object.properties.first { $0.jsonKey == joined }.map { ($0, count) }
            }.first
            guard let (property, used) = found else {
                var message = "\(what): \(describe(current.nonOptional)) has no key `\(key)`"
                if let close = closestMatch(to: key, among: object.properties.map(\.jsonKey)) { message += "; did you mean `\(close)`?" }
                diagnostics.error(message, at: keys.location)
                return nil
            }
            rest.removeFirst(used)
            steps.append(ResponsePath.Step(swiftName: property.swiftName, optional: mayBeNil(property.field.type), explicitNull: property.explicitNull))
            current = property.field.type
        }
        return ResponsePath(keys: keys.value, steps: steps, type: current.nonOptional)
    }

    /// Whether a value of `type` may be `nil` in Swift: an optional, or a named scalar for one.
    mutating func mayBeNil(_ type: TypeRef) -> Bool {
        var current = type
        var passed: Set<String> = []
        while true {
            if current.isOptional { return true }
            guard case .named(let qualified) = current, passed.insert(qualified).inserted,
                  case .alias(let field)? = modelKind(named: qualified)
            else { return false }
            current = field.type
        }
    }
}
