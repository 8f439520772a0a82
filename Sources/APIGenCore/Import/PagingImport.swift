/// `pages:` for the listings whose document says how they page: by Speakeasy's, Fern's or
/// AutoRest's extension, or else by their shape. OpenAPI has no word for paging, so only shapes that say
/// little else are read: GitHub's (a `Link` header and a `page` number or `since`), Stripe's
/// (`data`, `has_more` and `starting_after`), a cursor named for the next one (`pageToken` and
/// `nextPageToken`), and the next page's URL in the body (Django REST Framework's `next`,
/// Laravel's `next_page_url`, JSON:API's `links.next`, HAL's `_links.next.href`), and an
/// `offset` with a `limit` in the query (Airflow's listings).
extension OpenAPITranslator {
    /// `pages:` for an operation (`what`) that declares one of those extensions, or for a GET whose
    /// imported `response` and `params`, and whose document's responses and `parameters`
    /// (the path item's, then the operation's), have one of those shapes.
    mutating func pages(
        response: SpecValue, params: [(key: String, value: SpecValue)], operation: OpenAPIMapping, method: String, parameters: [YAMLNode],
        of what: String
    ) -> SpecValue? {
        let listIsBody = Self.typeText(of: Self.field("type", of: response))?.hasSuffix("[]") == true
        if let extensionNode = operation["x-speakeasy-pagination"] {
            let onlyList = successJSONSchema(operation["responses"]).flatMap(onlyArrayProperty)
            return speakeasyPages(extensionNode, of: what, listIsBody: listIsBody, onlyList: onlyList)
        }
        if let extensionNode = operation["x-fern-pagination"] { return fernPages(extensionNode, of: what, parameters: params.map(\.key)) }
        if let extensionNode = operation["x-ms-pageable"] { return msPageablePages(extensionNode, of: what) }
        guard method == "GET" else { return nil }
        let body = successJSONSchema(operation["responses"])
        if let link = Self.pagingLink(response: response, params: params) {
            if listIsBody { return .map([("link", .text(link))]) }
            // An object that holds one list, as GitHub's searches: `{ total_count, items: [...] }`.
            guard let body, let items = onlyArrayProperty(of: body) else { return nil }
            return .map([("items", .text(items)), ("link", .text(link))])
        }
        if let body, params.contains(where: { $0.key == "starting_after" }), startsAfterLastItem(body, parameters: parameters) {
            return .map([("items", .text("data")), ("cursor", .text("starting_after")), ("fromLast", .text("id")), ("more", .text("has_more"))])
        }
        if let body, let items = onlyArrayProperty(of: body),
           let (cursor, from) = nextToken(body, parameters: parameters), params.contains(where: { $0.key == cursor }) {
            return .map([("items", .text(items)), ("cursor", .text(cursor)), ("from", .text(from))])
        }
        if let body, let (items, next) = nextURL(body), params.contains(where: Self.isGivenByLink) {
            return .map([("items", .text(items)), ("nextLink", .text(next))])
        }
        // An `offset` and a `limit` of whole numbers in the query (Airflow's listings), or a
        // `page` and its size (flask-smorest's `page` and `page_size`).
        let counting: [(key: String, value: SpecValue)]
        if Self.isWholeNumberInQuery("offset", params), Self.isWholeNumberInQuery("limit", params) {
            counting = [("offset", .text("offset")), ("size", .text("limit"))]
        } else if Self.isWholeNumberInQuery("page", params),
                  let size = Self.pageSizeNames.first(where: { Self.isWholeNumberInQuery($0, params) }) {
            counting = [("page", .text("page")), ("size", .text(size))]
        } else {
            return nil
        }
        if listIsBody { return .map(counting) }
        if let body, let items = onlyArrayProperty(of: body) { return .map([("items", .text(items))] + counting) }
        return nil
    }

    /// What listings call the size of a page beside a `page` number.
    private static let pageSizeNames = ["page_size", "pageSize", "per_page", "perPage", "size", "limit"]

    /// Whether the imported parameter `name` is a whole number in the query.
    private static func isWholeNumberInQuery(_ name: String, _ params: [(key: String, value: SpecValue)]) -> Bool {
        guard let parameter = params.first(where: { $0.key == name }), let type = queryType(of: parameter.value) else { return false }
        return ["int", "int32", "int64"].contains(type)
    }

    /// The type of an imported parameter in the query, without its `?`; `nil` for one elsewhere.
    private static func queryType(of parameter: SpecValue) -> String? {
        guard field("in", of: parameter).map({ $0 == .text("query") }) ?? true, let type = typeText(of: parameter) else { return nil }
        return type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    /// The items and the next page's URL of a body that holds them, as Django REST Framework's
    /// lists (`{ count, next, previous, results: [...] }`), Laravel's (`data`, `next_page_url`),
    /// JSON:API's (`data`, `links.next`) and HAL's, as Spring Data REST writes them
    /// (`_embedded.people`, `_links.next.href`): a text property named for the link, which must
    /// be a URL (`format: uri`) where it is named only `next`; the items are the one list, or
    /// else `results` or `data`, or the one list in `_embedded`. The JSON keys of both.
    private func nextURL(_ body: [YAMLMappingEntry]) -> (items: String, next: String)? {
        guard let properties = mapping("properties", of: body) else { return nil }
        func text(_ key: String, in properties: [YAMLMappingEntry], uri: Bool) -> Bool {
            guard let schema = mapping(key, of: properties), Self.typeName(of: schema) == "string" else { return false }
            let format = Self.scalarText("format", of: schema)
            return uri ? ["uri", "uri-reference", "url"].contains(format) : format == nil || format?.hasPrefix("uri") == true || format == "url"
        }
        let next: String
        if text("next", in: properties, uri: true) {
            next = "next"
        } else if let key = ["next_page_url", "nextPageUrl", "next_link", "nextLink"].first(where: { text($0, in: properties, uri: false) }) {
            next = key
        } else if let links = mapping("links", of: properties).flatMap({ mapping("properties", of: $0) }), text("next", in: links, uri: false) {
            next = "links.next"
        } else if let links = mapping("_links", of: properties).flatMap({ mapping("properties", of: $0) }),
                  let link = mapping("next", of: links).flatMap({ mapping("properties", of: $0) }), text("href", in: link, uri: false) {
            next = "_links.next.href"
        } else {
            return nil
        }
        func lists(in properties: [YAMLMappingEntry]) -> [String] {
            properties.filter { document.quietlyResolved($0.value)?.mapping.map { Self.typeName(of: $0) == "array" } ?? false }.map(\.key)
        }
        let topLists = lists(in: properties)
        if let items = topLists.count == 1 ? topLists[0] : ["results", "data"].first(where: topLists.contains) {
            return (items, next)
        }
        // HAL's: the items in `_embedded`, under the name of what they are.
        guard topLists.isEmpty, let embedded = mapping("_embedded", of: properties).flatMap({ mapping("properties", of: $0) }),
              case let embeddedLists = lists(in: embedded), embeddedLists.count == 1
        else { return nil }
        return ("_embedded." + embeddedLists[0], next)
    }

    /// Whether an imported parameter is one that a next page's link gives, by its name: a page
    /// number, an offset or a cursor of one value in the query (`page`, `offset`, `cursor`,
    /// JSON:API's `page[number]`).
    private static func isGivenByLink(_ parameter: (key: String, value: SpecValue)) -> Bool {
        let name = parameter.key
        guard ["page", "offset", "cursor"].contains(name) || (name.hasPrefix("page[") && name.hasSuffix("]")),
              let type = queryType(of: parameter.value)
        else { return false }
        return ["int", "int32", "int64", "string"].contains(type)
    }

    /// A cursor named for what it is: a text query parameter (`pageToken`, `cursor`,
    /// `NextToken`) and a text property of the body, or of an object in it, named the next
    /// one (`nextPageToken`, `next_cursor`, `NextToken` itself), as Google's, Slack's and AWS's
    /// listings write them. The parameter, and the JSON keys to the property.
    private func nextToken(_ body: [YAMLMappingEntry], parameters: [YAMLNode]) -> (parameter: String, keys: String)? {
        guard let properties = mapping("properties", of: body) else { return nil }
        for node in parameters {
            guard let parameter = document.quietlyResolved(node)?.mapping,
                  let name = Self.scalarText("name", of: parameter), Self.scalarText("in", of: parameter) == "query",
                  let schema = mapping("schema", of: parameter), Self.typeName(of: schema) == "string", Self.scalarText("format", of: schema) == nil
            else { continue }
            let names = name.lowercased().hasPrefix("next")
                ? [name] : ["next" + name.prefix(1).uppercased() + name.dropFirst(), "next_" + name]
            if let keys = textProperty(named: names, in: properties) { return (name, keys) }
        }
        return nil
    }

    /// The JSON keys to a text property with one of `names`, among `properties` or those of an
    /// object among them (`response_metadata.next_cursor`).
    private func textProperty(named names: [String], in properties: [YAMLMappingEntry]) -> String? {
        func isText(_ entry: YAMLMappingEntry) -> Bool {
            document.quietlyResolved(entry.value)?.mapping.map { Self.typeName(of: $0) == "string" && Self.scalarText("format", of: $0) == nil } ?? false
        }
        if let found = properties.first(where: { names.contains($0.key) && isText($0) }) { return found.key }
        for entry in properties {
            guard let inner = document.quietlyResolved(entry.value)?.mapping.flatMap({ mapping("properties", of: $0) }),
                  let found = inner.first(where: { names.contains($0.key) && isText($0) })
            else { continue }
            return entry.key + "." + found.key
        }
        return nil
    }

    /// The `Link` header of a listing that pages by links, as GitHub's do: its success declares
    /// a `Link` header of text, and it takes an integer `page` in the query (or `since`, the
    /// last ID seen, as GitHub's listings of all users, organizations and repositories).
    static func pagingLink(response: SpecValue, params: [(key: String, value: SpecValue)]) -> String? {
        guard case .entries(let headers)? = field("headers", of: response),
              let link = headers.first(where: { $0.key.lowercased() == "link" }),
              ["string", "string?"].contains(typeText(of: link.value)),
              params.contains(where: { parameter in
                  ["page", "since"].contains(parameter.key)
                      && ["int", "int?", "int32", "int32?", "int64", "int64?"].contains(typeText(of: parameter.value))
                      && field("in", of: parameter.value).map({ $0 == .text("query") }) ?? true
              })
        else { return nil }
        return link.key
    }

    /// Stripe's lists: `{ data: [{ id: string, … }], has_more: boolean }`, and a `starting_after`
    /// query parameter of the same type as `id`, the last item's.
    private func startsAfterLastItem(_ body: [YAMLMappingEntry], parameters: [YAMLNode]) -> Bool {
        guard let properties = mapping("properties", of: body),
              let data = mapping("data", of: properties), Self.typeName(of: data) == "array",
              let item = mapping("items", of: data), let itemProperties = mapping("properties", of: item),
              let id = mapping("id", of: itemProperties), Self.typeName(of: id) == "string",
              let more = mapping("has_more", of: properties), Self.typeName(of: more) == "boolean"
        else { return false }
        return parameters.contains { node in
            guard let parameter = document.quietlyResolved(node)?.mapping,
                  Self.scalarText("name", of: parameter) == "starting_after", Self.scalarText("in", of: parameter) == "query",
                  let schema = mapping("schema", of: parameter)
            else { return false }
            return Self.typeName(of: schema) == "string" && Self.scalarText("format", of: schema) == Self.scalarText("format", of: id)
        }
    }

    /// The key of the one property of `object` that is an array, when it has exactly one.
    private func onlyArrayProperty(of object: [YAMLMappingEntry]) -> String? {
        let properties = properties(of: object)
        guard !properties.isEmpty else { return nil }
        let arrays = properties.filter { entry in
            document.quietlyResolved(entry.value)?.mapping.map { Self.typeName(of: $0) == "array" } ?? false
        }
        return arrays.count == 1 ? arrays[0].key : nil
    }

    /// An object's properties with those of its `allOf` members, references followed (Airflow's
    /// collections are `allOf: [{ properties: { dags: [...] } }, CollectionInfo]`). Members nested
    /// deeper than a few levels, as in a document whose `allOf` leads back to itself, add none.
    private func properties(of object: [YAMLMappingEntry], depth: Int = 0) -> [YAMLMappingEntry] {
        guard depth < 8 else { return [] }
        let members = object.first { $0.key == "allOf" }?.value.sequence ?? []
        return (mapping("properties", of: object) ?? [])
            + members.flatMap { member in document.quietlyResolved(member)?.mapping.map { properties(of: $0, depth: depth + 1) } ?? [] }
    }

    /// The schema of the success's JSON body (`successResponse(among:)`'s), its references followed.
    private func successJSONSchema(_ responses: YAMLNode?) -> [YAMLMappingEntry]? {
        guard let statuses = responses.flatMap(document.quietlyResolved)?.mapping else { return nil }
        guard let response = Self.successResponse(among: statuses).flatMap({ document.quietlyResolved($0.value)?.mapping }),
              let content = mapping("content", of: response),
              let json = content.first(where: { $0.key.isJSONContentType })
        else { return nil }
        return document.quietlyResolved(json.value)?.mapping.flatMap { mapping("schema", of: $0) }
    }

    /// The mapping at `key`, its references followed.
    private func mapping(_ key: String, of entries: [YAMLMappingEntry]) -> [YAMLMappingEntry]? {
        entries.first { $0.key == key }.flatMap { document.quietlyResolved($0.value)?.mapping }
    }

    /// The text of the scalar at `key`.
    static func scalarText(_ key: String, of entries: [YAMLMappingEntry]) -> String? {
        entries.first { $0.key == key }?.value.scalar?.text
    }

    private static func field(_ key: String, of value: SpecValue?) -> SpecValue? {
        guard case .entries(let entries)? = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// A spec value's type: written alone (`int?`) or under `type`.
    private static func typeText(of value: SpecValue?) -> String? {
        if case .text(let type)? = value { return type }
        if case .text(let type)? = field("type", of: value) { return type }
        return nil
    }
}
