import Testing
@testable import APIGenCore

/// `pages:`: what it may name, and what is refused, at its line and column.
@Suite("Pages in specs")
struct PagesSpecTests {
    static func spec(pages: String, response: String = "Listing") -> String {
        """
        models:
          Page:
            properties:
              next: string?
              next_id: int64?
              total: int
          Listing:
            properties:
              data: Item[]
              meta: Page?
              count: int
          Item:
            properties:
              id: int64
        endpoints:
          list:
            method: GET
            path: /items/{kind}
            params:
              kind: string
              cursor: { in: query, type: string, optional: true }
              page: { in: query, type: int, optional: true }
              since: { in: query, type: date, optional: true }
              tags: { in: query, type: "string[]", optional: true }
              X-Cursor: { in: header, type: string, optional: true }
            response: \(response)
            pages: \(pages)

        """
    }

    @Test func aCursorReadThroughAnOptionalObjectResolves() throws {
        let model = try #require(SpecHarness.model(Self.spec(pages: "{ items: data, cursor: X-Cursor, from: meta.next }")))
        let pages = try #require(model.endpoint("list")?.pages)
        guard case .cursor(let parameter, .body(let from)) = pages.next else {
            Issue.record("not a cursor: \(pages.next)")
            return
        }
        #expect(parameter.holder == "X-Cursor")
        #expect(from.steps.map(\.swiftName) == ["meta", "next"])
        #expect(from.steps.map(\.optional) == [true, true])
        #expect(pages.items?.keys == "data")
        #expect(pages.itemType == .named("Item"))
    }

    @Test(arguments: [
        ("{ items: data }",
         "spec.yaml:27:12: error: `pages` needs to know how to ask for the next page: `cursor` (with `from`, `fromLast` or `fromHeader`), `page`, `offset`, `link` or `nextLink`"),
        ("{ items: data, cursor: cursor }",
         "spec.yaml:27:27: error: `cursor` needs to know where the next cursor is: `from` (JSON keys, dot-separated, in the response: `from: page.next_cursor`), `fromLast` (in the page's last item: `fromLast: id`) or `fromHeader` (a response header)"),
        ("{ items: data, page: page, offset: page }",
         "spec.yaml:27:39: error: `pages` asks for the next page one way: `page` or `offset`, not both"),
        ("{ items: data, page: page, from: meta.next }",
         "spec.yaml:27:39: error: `from` says where a `cursor` parameter's next value is; it needs `cursor`"),
        ("{ items: datas, page: page }",
         "spec.yaml:27:21: error: `items`: Listing has no key `datas`; did you mean `data`?"),
        ("{ items: count, page: page }",
         "spec.yaml:27:21: error: `items` leads to int, not an array of items"),
        ("{ page: page }",
         "spec.yaml:27:12: error: the response is Listing, not an array: name the key of its items (`items: data`)"),
        ("{ items: data.id, page: page }",
         "spec.yaml:27:21: error: `items` reads the key `id` of `data`, which is Item[], not an object"),
        ("{ items: \"data.\", page: page }",
         "spec.yaml:27:21: error: `items` is JSON keys joined by dots (`page.next_cursor`), and `data.` has an empty one"),
        ("{ items: data, cursor: cursor, from: meta.next_id }",
         "spec.yaml:27:49: error: `from` leads to int64, but parameter `cursor` is string; a cursor is sent as found, so they must be one type"),
        ("{ items: data, cursor: cursor, from: meta }",
         "spec.yaml:27:49: error: `from` leads to Page; a cursor is one value sent as text"),
        ("{ items: data, cursor: kind, from: meta.next }",
         "spec.yaml:27:35: error: `cursor` names the path parameter `kind`; the next page is asked for in the query, a header or the body"),
        ("{ items: data, cursor: cursr, from: meta.next }",
         "spec.yaml:27:35: error: `cursor` names `cursr`, which is not a parameter of this endpoint; did you mean `cursor`?"),
        ("{ items: data, cursor: tags, from: meta.next }",
         "spec.yaml:27:35: error: `cursor` names `tags`, which is string[], not one value"),
        ("{ items: data, page: since }",
         "spec.yaml:27:33: error: parameter `since` is date; a page number is an integer"),
        ("{ items: data, offset: cursor }",
         "spec.yaml:27:35: error: parameter `cursor` is string; an offset is an integer"),
        ("{ items: data, page: page, more: meta.total }",
         "spec.yaml:27:45: error: `more` leads to int, not a `bool` that is false on the last page"),
        ("{ items: data, cursor: cursor, from: meta.next, fromLast: id }",
         "spec.yaml:27:60: error: a cursor comes from one place: `from` or `fromLast`, not both"),
        ("{ items: data, page: page, fromLast: id }",
         "spec.yaml:27:39: error: `fromLast` says where a `cursor` parameter's next value is; it needs `cursor`"),
        ("{ items: data, cursor: page, fromLast: idd }",
         "spec.yaml:27:51: error: `fromLast`: Item has no key `idd`; did you mean `id`?"),
        ("{ items: data, cursor: cursor, fromLast: id }",
         "spec.yaml:27:53: error: `fromLast` leads to int64, but parameter `cursor` is string; a cursor is sent as found, so they must be one type"),
        ("{ items: data, cursor: cursor, fromHeader: X-Next }",
         "spec.yaml:27:55: error: `fromHeader` names `X-Next`, which is not a header of the response; declare it: `headers: { X-Next: string? }`"),
        ("{ items: data, nextLink: count }",
         "spec.yaml:27:37: error: `nextLink` leads to int, not the next page's URL (`string` or `url`)"),
        ("{ items: data, page: page, nextLink: meta.next }",
         "spec.yaml:27:39: error: `pages` asks for the next page one way: `page` or `nextLink`, not both"),
        ("{ items: data, page: page, step: 10 }",
         "spec.yaml:27:39: error: unknown key `step` in `pages`; expected one of: `items`, `cursor`, `from`, `fromLast`, `fromHeader`, `page`, `offset`, `link`, `nextLink`, `more`, `size`"),
        ("{ items: data, page: page, size: since }",
         "spec.yaml:27:45: error: parameter `since` is date; a page size is an integer"),
        ("{ items: data, cursor: cursor, from: meta.next, size: page }",
         "spec.yaml:27:60: error: `size` ends numbered or counted pages at a short one; it goes with `page` or `offset`, not `cursor`"),
    ])
    func refusals(_ pages: String, _ expected: String) {
        #expect(SpecHarness.diagnostics(Self.spec(pages: pages)) == [expected])
    }

    @Test func everyMistakeInPagesIsReportedInOneRun() {
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: datas, cursor: cursr, from: meta.nxt, more: count }")) == [
            "spec.yaml:27:21: error: `items`: Listing has no key `datas`; did you mean `data`?",
            "spec.yaml:27:36: error: `cursor` names `cursr`, which is not a parameter of this endpoint; did you mean `cursor`?",
            "spec.yaml:27:49: error: `from`: Page has no key `nxt`; did you mean `next`?",
            "spec.yaml:27:65: error: `more` leads to int, not a `bool` that is false on the last page",
        ])
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, page: pag, more: count, size: since }")) == [
            "spec.yaml:27:33: error: `page` names `pag`, which is not a parameter of this endpoint; did you mean `page`?",
            "spec.yaml:27:44: error: `more` leads to int, not a `bool` that is false on the last page",
            "spec.yaml:27:57: error: parameter `since` is date; a page size is an integer",
        ])
    }

    @Test func aCursorFromTheLastItemOrAHeaderResolves() throws {
        let stripe = """
            models:
              Charge: { properties: { id: ChargeID, amount: int } }
              ChargeID: string
            endpoints:
              list:
                method: GET
                path: /charges
                params: { starting_after: { in: query, type: string, optional: true } }
                response: { properties: { data: "Charge?[]", has_more: bool } }
                pages: { items: data, cursor: starting_after, fromLast: id, more: has_more }

            """
        let last = try #require(SpecHarness.model(stripe))
        guard case .cursor(let parameter, .lastItem(let path, let itemMayBeNil))? = last.endpoint("list")?.pages?.next else {
            Issue.record("not a cursor from the last item")
            return
        }
        #expect(parameter.holder == "starting_after")
        #expect(path.steps.map(\.swiftName) == ["id"])
        #expect(path.type == .primitive(.string), "a named string is a string")
        #expect(itemMayBeNil)
        let header = try #require(SpecHarness.model(Self.spec(pages: "{ items: data, cursor: page, fromHeader: x-next-page }",
                                                                response: "{ type: Listing, headers: { X-Next-Page: int? } }")))
        guard case .cursor(_, .header(let found, let type))? = header.endpoint("list")?.pages?.next else {
            Issue.record("not a cursor from a header")
            return
        }
        #expect(found.name == "X-Next-Page", "a header's name is matched in any case")
        #expect(type == .primitive(.int))
    }

    @Test func aCursorHeaderIsDeclaredAndOfTheParametersType() {
        let headers = "{ type: Listing, headers: { X-Next-Page: int? } }"
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, cursor: cursor, fromHeader: X-Next-Page }", response: headers)) == [
            "spec.yaml:27:55: error: `fromHeader` leads to int, but parameter `cursor` is string; a cursor is sent as found, so they must be one type",
        ])
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, cursor: page, fromHeader: X-Next-Pag }", response: headers)) == [
            "spec.yaml:27:53: error: `fromHeader` names `X-Next-Pag`, which is not a header of the response; did you mean `X-Next-Page`?",
        ])
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ cursor: cursor, fromLast: id }", response: "\"string[]\"")) == [
            "spec.yaml:27:40: error: `fromLast` reads the key `id` of an item, which is string, not an object",
        ])
    }

    static func objectSpec(pages: String, paging: String = "{ in: query, type: PageQuery, style: deepObject, optional: true }") -> String {
        """
        models:
          PageQuery:
            properties:
              number: { type: int, default: 1 }
              after: string?
              sort: "string[]?"
          Strict: { properties: { number: int, size: int } }
        endpoints:
          list:
            method: GET
            path: /items
            params:
              paging: \(paging)
              since: { in: query, type: date, optional: true }
            response: { properties: { data: "string[]", next: string? } }
            pages: \(pages)

        """
    }

    @Test func aFieldOfAnObjectParameterResolves() throws {
        let model = try #require(SpecHarness.model(Self.objectSpec(pages: "{ items: data, page: paging.number }")))
        guard case .page(let field)? = model.endpoint("list")?.pages?.next else {
            Issue.record("not numbered pages")
            return
        }
        #expect(field.holder == "paging")
        #expect(field.member?.swiftName == "number")
        #expect(field.object == .named("PageQuery"))
        #expect(field.holderMayBeNil)
        #expect(SpecHarness.diagnostics(Self.objectSpec(pages: "{ items: data, cursor: paging.after, from: next }")) == [])
        let required = Self.objectSpec(pages: "{ items: data, page: paging.number }", paging: "{ in: query, type: Strict, style: form }")
        #expect(SpecHarness.diagnostics(required) == [], "a required parameter needs no fields filled in")
    }

    @Test(arguments: [
        ("{ items: data, page: since.number }",
         "spec.yaml:16:33: error: `page` reads the field `number` of parameter `since`, which is date, not an object"),
        ("{ items: data, page: paging.numbr }",
         "spec.yaml:16:33: error: `page`: parameter `paging` (PageQuery) has no field `numbr`; did you mean `number`?"),
        ("{ items: data, page: paging.after }",
         "spec.yaml:16:33: error: field `after` of parameter `paging` is string; a page number is an integer"),
        ("{ items: data, cursor: paging.sort, from: next }",
         "spec.yaml:16:35: error: `cursor` names `paging.sort`, which is string[], not one value"),
        ("{ items: data, cursor: paging.number, from: next }",
         "spec.yaml:16:56: error: `from` leads to string, but field `number` of parameter `paging` is int; a cursor is sent as found, so they must be one type"),
    ])
    func fieldRefusals(_ pages: String, _ expected: String) {
        #expect(SpecHarness.diagnostics(Self.objectSpec(pages: pages)) == [expected])
    }

    @Test func aFieldOfAParameterThatMayBeLeftOutNeedsNoOtherValue() {
        let spec = Self.objectSpec(pages: "{ items: data, page: paging.number }", paging: "{ in: query, type: Strict, style: form, optional: true }")
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:16:33: error: `page` sets a field of `paging`, which may be left out, and a next page cannot fill in its required field "
                + "`number`; make the parameter required, or give `number` a default or `?`",
        ])
    }

    static func bodySpec(pages: String, body: String = "Search") -> String {
        """
        models:
          Search:
            properties:
              q: string
              start_cursor: string?
          Terms: { properties: { q: string } }
        endpoints:
          search:
            method: POST
            path: /search
            body: \(body)
            response: { properties: { results: "string[]", next_cursor: string? } }
            pages: \(pages)

        """
    }

    @Test func aFieldOfTheBodyResolvesAndIsCheckedAsAParametersIs() throws {
        let model = try #require(SpecHarness.model(Self.bodySpec(pages: "{ items: results, cursor: body.start_cursor, from: next_cursor }")))
        guard case .cursor(let field, _)? = model.endpoint("search")?.pages?.next else {
            Issue.record("not a cursor")
            return
        }
        #expect(field.holderIsBody)
        #expect(field.holderSwiftName == "body")
        #expect(field.member?.swiftName == "startCursor")
        #expect(!field.holderMayBeNil)
        #expect(SpecHarness.diagnostics(Self.bodySpec(pages: "{ items: results, cursor: body.start_cursr, from: next_cursor }")) == [
            "spec.yaml:13:38: error: `cursor`: the body (Search) has no field `start_cursr`; did you mean `start_cursor`?",
        ])
        #expect(SpecHarness.diagnostics(Self.bodySpec(pages: "{ items: results, cursor: body.q, from: next_cursor }", body: "string")) == [
            "spec.yaml:13:38: error: `cursor` reads the field `q` of the body, which is string, not an object",
        ])
        #expect(SpecHarness.diagnostics(Self.bodySpec(pages: "{ items: results, cursor: body.start_cursor, from: next_cursor }",
                                                      body: "{ type: Search, optional: true }")) == [
            "spec.yaml:13:38: error: `cursor` sets a field of the body, which may be left out, and a next page cannot fill in its required "
                + "field `q`; make the body required, or give `q` a default or `?`",
        ])
        #expect(SpecHarness.diagnostics(Self.bodySpec(pages: "{ items: results, cursor: body.start_cursor, from: next_cursor }", body: "Terms")) == [
            "spec.yaml:13:38: error: `cursor`: the body (Terms) has no field `start_cursor`",
        ])
    }

    @Test func aFieldOfNoBodyIsNotAParameter() {
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, cursor: body.next, from: meta.next }")) == [
            "spec.yaml:27:35: error: `cursor` names `body.next`, which is not a parameter of this endpoint",
        ])
    }

    /// Microsoft Graph's `@odata.nextLink`: a key that holds a dot is one step, where the
    /// model has it; otherwise the dots part keys.
    @Test func aKeyWithADotIsOneStepWhereTheModelHasIt() throws {
        let spec = """
            models:
              Meta: { properties: { next: string? } }
              Page:
                properties:
                  value: "string[]"
                  "@odata.nextLink": string?
                  meta: Meta?
                  "meta.next": int?
            endpoints:
              list:
                method: GET
                path: /items
                params: { skip: { in: query, type: string, optional: true } }
                response: Page
                pages: PAGES

            """
        let graph = try #require(SpecHarness.model(spec.replacingOccurrences(of: "PAGES", with: #"{ items: value, nextLink: "@odata.nextLink" }"#)))
        guard case .link(.body(let path), _)? = graph.endpoint("list")?.pages?.next else {
            Issue.record("not a link in the body")
            return
        }
        #expect(path.steps.map(\.swiftName) == ["odataNextLink"])
        let longest = SpecHarness.diagnostics(spec.replacingOccurrences(of: "PAGES", with: "{ items: value, cursor: skip, from: meta.next }"))
        #expect(longest == [
            "spec.yaml:15:48: error: `from` leads to int, but parameter `skip` is string; a cursor is sent as found, so they must be one type",
        ], "the longest key that matches, `meta.next`, is the one step")
    }

    /// Inside a paged request `Item` is `PagedRequest.Item`, so `[Item?]` would name itself.
    @Test func itemsThatWrapAModelNamedItemNeedANameOfTheirOwn() {
        let spec = """
            models:
              Item: { properties: { id: int64 } }
            endpoints:
              list:
                method: GET
                path: /items
                params: { after: { in: query, type: int64, optional: true } }
                response: { properties: { data: "Item?[]" } }
                pages: { items: data, cursor: after, fromLast: id }

            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:9:21: error: a page's items are Item?, which the request cannot spell: in it, `Item` names the items' type "
                + "(`PagedRequest.Item`); give them a name of their own (`models: { MaybeItem: Item? }`, then `MaybeItem[]`)",
        ])
        #expect(SpecHarness.diagnostics(spec.replacingOccurrences(of: "Item?[]", with: "Item[]")) == [], "a plain `Item` is the items' type")
    }

    /// A model named `Item` that a paged request uses elsewhere (an error's body, a parameter,
    /// a nested union's variant, an api-wide error) would be hidden by `PagedRequest.Item`:
    /// refused, with the rename; the renamed model compiles. Found by `Fuzz/compile-check`.
    @Test func aModelNamedItemThatAPagedRequestUsesElsewhereNeedsAnotherName() async throws {
        let spec = """
            api:
              errors: { 429: { oneOf: [Item, date] } }
            models:
              Item: { type: int32 }
              Pet: { properties: { id: int64 } }
            endpoints:
              list:
                method: GET
                path: /pets
                params: { page: { in: query, type: int32, default: 1 }, tag: { in: query, type: Item, optional: true } }
                response: { properties: { data: "Pet[]" } }
                errors: { 422: Item }
                pages: { items: data, page: page }
              get: { method: GET, path: /items, response: Item }

            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:13:12: error: endpoint `list` pages, so in its request `Item` names the items' type (`PagedRequest.Item`), "
                + "and the model `Item` it uses would be hidden there; give the model another Swift name (`name: PetItem`)",
        ])
        let renamed = spec.replacingOccurrences(of: "Item: { type: int32 }", with: "Item: { type: int32, name: PetItem }")
        #expect(SpecHarness.diagnostics(renamed) == [])
        #expect(try await SwiftCompiler.compile(try SpecHarness.generate(["spec.yaml": renamed])) == "")
        #expect(SpecHarness.diagnostics(spec.replacingOccurrences(of: "pages: { items: data, page: page }", with: "")) == [],
                "without `pages`, `Item` is the model")
    }

    @Test func aLinkIsAResponseHeaderOfTextAndTheQueryHoldsWhatItSets() {
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, link: Link }")) == [
            "spec.yaml:27:33: error: `link` names `Link`, which is not a header of the response; declare it: `headers: { Link: string? }`",
        ])
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ items: data, link: link }", response: "{ type: Listing, headers: { Link: int? } }")) == [
            "spec.yaml:27:33: error: `link` names the header `Link`, which is int; links are text: `string`",
        ])
        let noQuery = """
            endpoints:
              list:
                method: GET
                path: /items/{kind}
                params: { kind: string, tags: { in: query, type: "map<string>", style: deepObject, optional: true } }
                response: { type: "string[]", headers: { Link: string? } }
                pages: { link: Link }

            """
        #expect(SpecHarness.diagnostics(noQuery) == [
            "spec.yaml:7:20: error: `link` sets the next page's query parameters from its link, and this endpoint has none that a link gives (one value or a list of them, or an object in `form` or `deepObject` style: `page: { in: query, type: int? }`)",
        ])
        let bodyLink = noQuery.replacingOccurrences(of: "response: { type: \"string[]\", headers: { Link: string? } }",
                                                    with: "response: { properties: { data: \"string[]\", next: url? } }")
            .replacingOccurrences(of: "pages: { link: Link }", with: "pages: { items: data, nextLink: nxt }")
        #expect(SpecHarness.diagnostics(bodyLink) == [
            "spec.yaml:7:37: error: `nextLink`: ListRequest.Response has no key `nxt`; did you mean `next`?",
            "spec.yaml:7:37: error: `nextLink` sets the next page's query parameters from its link, and this endpoint has none that a link gives (one value or a list of them, or an object in `form` or `deepObject` style: `page: { in: query, type: int? }`)",
        ], "both mistakes, in one run")
    }

    /// A link gives a deepObject's lists as that style sends them, each element under `[]`
    /// (`expand[]=a`, `paging[sort][]=a`), so the next page's request reads them by those names.
    @Test func aLinkGivesDeepObjectListsUnderBrackets() throws {
        let spec = Self.objectSpec(pages: "{ items: data, nextLink: next }")
            .replacingOccurrences(of: "since: { in: query, type: date, optional: true }",
                                  with: "expand: { in: query, type: \"string[]?\", style: deepObject }")
        #expect(SpecHarness.diagnostics(spec) == [])
        let swift = try SpecHarness.generate(["spec.yaml": spec]).map(\.contents).joined()
        #expect(swift.contains(#"link.values("expand[]", as: String.self)"#), "\(swift)")
        #expect(swift.contains(#"link.values("paging[sort][]", as: String.self)"#), "\(swift)")
        #expect(swift.contains(#"link.value("paging[after]", as: String.self)"#), "\(swift)")
    }

    @Test func aListingNeedsAJSONResponse() {
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ page: page }", response: "none")) == [
            "spec.yaml:27:12: error: `pages` reads each page from a JSON body, and this endpoint's success has no body",
        ])
        #expect(SpecHarness.diagnostics(Self.spec(pages: "{ page: page }", response: "{ type: Item, stream: json-lines }")) == [
            "spec.yaml:27:12: error: `pages` reads each page from a JSON body, and this endpoint's success is a stream",
        ])
    }

    @Test func aResponseThatIsTheListNeedsNoItemsKey() throws {
        let model = try #require(SpecHarness.model(Self.spec(pages: "{ offset: page }", response: "Item[]")))
        let pages = try #require(model.endpoint("list")?.pages)
        #expect(pages.items == nil)
        #expect(pages.itemType == .named("Item"))
    }
}
