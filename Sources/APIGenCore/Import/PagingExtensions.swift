/// The vendor extensions that say how a listing pages, as `pages:`: Speakeasy's
/// `x-speakeasy-pagination` (its `offsetLimit`, `cursor` and `url` kinds; JSONPath beyond
/// `$.a.b` and `$.a[-1].b` has no equivalent, and is reported as not imported), Fern's
/// `x-fern-pagination` (`cursor`, `offset` and `next_uri`), and AutoRest's `x-ms-pageable`
/// (Azure's `nextLink`, Microsoft Graph's `@odata.nextLink`).
extension OpenAPITranslator {
    /// `pages:` for AutoRest's extension `node` on operation `what` (Microsoft Graph's document
    /// writes it too): the items under `itemName` (`value` unless named) and the next page's
    /// URL under `nextLinkName` (`@odata.nextLink`). `nil` for a `nextLinkName` of `null`: one
    /// page, no more.
    mutating func msPageablePages(_ node: YAMLNode, of what: String) -> SpecValue? {
        guard let resolved = document.resolved(node), let map = document.mapping(resolved, "`x-ms-pageable` of \(what)"),
              let next = map["nextLinkName"]?.scalar, next.style != .plain || !["null", "~", ""].contains(next.text)
        else { return nil }
        let items = map["itemName"].flatMap { document.text($0, "`itemName`") } ?? "value"
        return .map([("items", .text(items)), ("nextLink", .text(next.text))])
    }

    /// `pages:` for the extension's `node` on operation `what`; `nil`, with a warning, for what
    /// the spec language cannot say. `listIsBody` and `onlyList` say where the items are when
    /// the extension does not (`outputs.results` is optional for a cursor).
    mutating func speakeasyPages(_ node: YAMLNode, of what: String, listIsBody: Bool, onlyList: String?) -> SpecValue? {
        let place = "`x-speakeasy-pagination` of \(what)"
        func skip(_ reason: String, at location: SourceLocation) -> SpecValue? {
            document.diagnostics.warning("\(place) is not imported: \(reason)", at: location)
            return nil
        }
        guard let resolved = document.resolved(node), let map = document.mapping(resolved, place) else { return nil }
        let kind = map["type"].flatMap { document.text($0, "`type`") }
        let inputs = (map["inputs"]?.sequence ?? []).compactMap { document.quietlyResolved($0)?.mapping }
        let outputs = map["outputs"].flatMap { document.quietlyResolved($0)?.mapping } ?? []
        func output(_ key: String) -> (text: String, location: SourceLocation)? {
            outputs.first { $0.key == key }.flatMap { entry in entry.value.scalar.map { ($0.text, entry.value.location) } }
        }
        /// The spec's name for the first input of one of `types`: a parameter's, or `body.` and a field's.
        func input(_ types: [String]) -> (type: String, name: String)? {
            guard let found = inputs.first(where: { types.contains(Self.scalarText("type", of: $0) ?? "") }),
                  let type = Self.scalarText("type", of: found), let name = Self.scalarText("name", of: found)
            else { return nil }
            switch Self.scalarText("in", of: found) {
            case "parameters": return (type, name)
            case "requestBody": return (type, "body." + name)
            default: return nil
            }
        }
        // Where the items are: `outputs.results`, or else the body or its one list.
        var items: SpecValue??
        if let results = output("results") {
            guard let path = Self.jsonPath(results.text), path.lastItem == nil else {
                return skip("`outputs.results` is `\(results.text)`; apigen reads JSONPath of keys only (`$.data.items`)", at: results.location)
            }
            items = path.keys.isEmpty ? .some(nil) : .some(.text(path.keys))
        } else if listIsBody {
            items = .some(nil)
        } else if let onlyList {
            items = .some(.text(onlyList))
        }
        switch kind {
        case "offsetLimit"?:
            guard let found = input(["page", "offset"]) else {
                return skip("it needs an input of type `page` or `offset`, in `parameters` or `requestBody`", at: map.node.location)
            }
            guard let items else { return skip("it names no `outputs.results`, the list of a page's items", at: map.node.location) }
            // A page shorter than the `limit` input is the last, as Speakeasy's SDKs read it.
            let size = input(["limit"]).map { [("size", SpecValue.text($0.name))] } ?? []
            return Self.pagesValue(items: items, [(found.type, .text(found.name))] + size)
        case "cursor"?:
            guard let found = input(["cursor"]) else {
                return skip("it needs an input of type `cursor`, in `parameters` or `requestBody`", at: map.node.location)
            }
            guard let next = output("nextCursor") else { return skip("it names no `outputs.nextCursor`", at: map.node.location) }
            guard let path = Self.jsonPath(next.text) else {
                return skip("`outputs.nextCursor` is `\(next.text)`; apigen reads JSONPath of keys (`$.next_cursor`), "
                                + "or of keys in the last item (`$.data[-1].id`)", at: next.location)
            }
            if let lastItem = path.lastItem {
                // The cursor is a key of the last item: the list before `[-1]` holds the items.
                let list: SpecValue? = path.keys.isEmpty ? nil : .text(path.keys)
                if output("results") != nil, let items, items != list {
                    return skip("`outputs.nextCursor` reads the last item of another list than `outputs.results`", at: next.location)
                }
                return Self.pagesValue(items: list, [("cursor", .text(found.name)), ("fromLast", .text(lastItem))])
            }
            guard let items else { return skip("it names no `outputs.results`, the list of a page's items", at: map.node.location) }
            return Self.pagesValue(items: items, [("cursor", .text(found.name)), ("from", .text(path.keys))])
        case "url"?:
            guard let next = output("nextUrl") else { return skip("it names no `outputs.nextUrl`", at: map.node.location) }
            guard let path = Self.jsonPath(next.text), path.lastItem == nil, !path.keys.isEmpty else {
                return skip("`outputs.nextUrl` is `\(next.text)`; apigen reads JSONPath of keys (`$.links.next`)", at: next.location)
            }
            guard let items else { return skip("it names no `outputs.results`, the list of a page's items", at: map.node.location) }
            return Self.pagesValue(items: items, [("nextLink", .text(path.keys))])
        default:
            let named = kind.map { "`\($0)`" } ?? "no `type`"
            return skip("its type is \(named); apigen reads `offsetLimit`, `cursor` and `url`", at: map.node.location)
        }
    }

    /// `pages:` for Fern's extension `node` on operation `what` (`true` there takes the
    /// document's own): `cursor` with `next_cursor`; `offset`, a page number one more each page,
    /// or with `step` (the page-size parameter) an offset moved on by each page; or `next_uri`;
    /// each with `results` and, optionally, `has-next-page`. `$request.` and a name is a
    /// parameter among `parameters` (or a field of one, `paging.page`), or else a field of the
    /// body; `$response.` and keys lead through the body. `nil`, with a warning, for what the
    /// spec language cannot say (`next_path`, a path in place of the endpoint's own).
    mutating func fernPages(_ node: YAMLNode, of what: String, parameters: [String]) -> SpecValue? {
        let place = "`x-fern-pagination` of \(what)"
        func skip(_ reason: String, at location: SourceLocation) -> SpecValue? {
            document.diagnostics.warning("\(place) is not imported: \(reason)", at: location)
            return nil
        }
        var node = node
        if let flag = node.scalar, flag.style == .plain {
            guard flag.text == "true" else { return nil }
            guard let shared = document.root.mapping?.first(where: { $0.key == "x-fern-pagination" })?.value else {
                return skip("it is `true`, and the document has no `x-fern-pagination` of its own to take", at: node.location)
            }
            node = shared
        }
        guard let resolved = document.resolved(node), let map = document.mapping(resolved, place) else { return nil }
        func entry(_ key: String) -> (text: String, location: SourceLocation)? {
            map[key].flatMap { value in value.scalar.map { ($0.text, value.location) } }
        }
        func request(_ key: String) -> String? {
            guard let written = entry(key), written.text.hasPrefix("$request."), case let name = String(written.text.dropFirst("$request.".count)),
                  let first = name.split(separator: ".").first
            else { return nil }
            return parameters.contains(String(first)) || name.hasPrefix("body.") ? name : "body." + name
        }
        func response(_ key: String) -> String? {
            guard let written = entry(key) else { return nil }
            if written.text == "$response" { return "" }
            return written.text.hasPrefix("$response.") ? String(written.text.dropFirst("$response.".count)) : nil
        }
        func unread(_ key: String, _ form: String) -> SpecValue? {
            guard let written = entry(key) else { return skip("it names no `\(key)`", at: map.node.location) }
            return skip("`\(key)` is `\(written.text)`; apigen reads \(form)", at: written.location)
        }
        guard let items = response("results") else { return unread("results", "`$response` and keys (`$response.data`)") }
        var rest: [(key: String, value: SpecValue)]
        if entry("cursor") != nil {
            guard let cursor = request("cursor") else { return unread("cursor", "`$request.` and a name (`$request.cursor`)") }
            guard let next = response("next_cursor"), !next.isEmpty else { return unread("next_cursor", "`$response.` and keys (`$response.next_cursor`)") }
            rest = [("cursor", .text(cursor)), ("from", .text(next))]
        } else if entry("offset") != nil {
            guard let offset = request("offset") else { return unread("offset", "`$request.` and a name (`$request.page`)") }
            if entry("step") != nil {
                guard let step = request("step") else { return unread("step", "`$request.` and a name (`$request.limit`)") }
                rest = [("offset", .text(offset)), ("size", .text(step))]
            } else {
                rest = [("page", .text(offset))]
            }
        } else if entry("next_uri") != nil {
            guard let next = response("next_uri"), !next.isEmpty else { return unread("next_uri", "`$response.` and keys (`$response.next_page_url`)") }
            rest = [("nextLink", .text(next))]
        } else if let path = entry("next_path") {
            return skip("`next_path` gives the next page's path, and each page of a listing is a request of its own endpoint; "
                            + "`next_uri` (the next page's URL) is read", at: path.location)
        } else {
            return skip("it names none of `cursor`, `offset` and `next_uri`", at: map.node.location)
        }
        if entry("has-next-page") != nil {
            guard let more = response("has-next-page"), !more.isEmpty else { return unread("has-next-page", "`$response.` and keys (`$response.has_more`)") }
            rest.append(("more", .text(more)))
        }
        return Self.pagesValue(items: items.isEmpty ? nil : .text(items), rest)
    }

    private static func pagesValue(items: SpecValue?, _ rest: [(key: String, value: SpecValue)]) -> SpecValue {
        .map((items.map { [("items", $0)] } ?? []) + rest)
    }

    /// `$.a.b` as `a.b` (`$` alone as empty keys), and `$.a[-1].b` as `a` and the last item's `b`;
    /// `nil` for other JSONPath (brackets of names, wildcards, filters).
    static func jsonPath(_ text: String) -> (keys: String, lastItem: String?)? {
        guard text.hasPrefix("$") else { return nil }
        let rest = text.dropFirst()
        let parts = rest.components(separatedBy: "[-1]")
        guard parts.count <= 2, let keys = dottedKeys(parts[0]) else { return nil }
        guard parts.count == 2 else { return (keys, nil) }
        guard let after = dottedKeys(parts[1]), !after.isEmpty else { return nil }
        return (keys, after)
    }

    /// `.a.b` as `a.b`: keys of letters, digits, `_` and `-` only, each after a dot.
    private static func dottedKeys(_ text: String) -> String? {
        guard !text.isEmpty else { return "" }
        guard text.hasPrefix(".") else { return nil }
        let keys = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        guard keys.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else { return nil }
        return keys.joined(separator: ".")
    }
}
