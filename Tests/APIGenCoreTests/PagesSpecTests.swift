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
        guard case .cursor(let parameter, let from) = pages.next else {
            Issue.record("not a cursor: \(pages.next)")
            return
        }
        #expect(parameter.name == "X-Cursor")
        #expect(from.steps.map(\.swiftName) == ["meta", "next"])
        #expect(from.steps.map(\.optional) == [true, true])
        #expect(pages.items?.keys == "data")
        #expect(pages.itemType == .named("Item"))
    }

    @Test(arguments: [
        ("{ items: data }",
         "spec.yaml:27:12: error: `pages` needs to know how to ask for the next page: `cursor` (with `from`), `page`, `offset` or `link`"),
        ("{ items: data, cursor: cursor }",
         "spec.yaml:27:27: error: `cursor` needs `from`: the JSON keys, dot-separated, of the next cursor in the response (`from: page.next_cursor`)"),
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
         "spec.yaml:27:35: error: `cursor` names the path parameter `kind`; the next page is asked for in the query or a header"),
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
        ("{ items: data, page: page, size: 10 }",
         "spec.yaml:27:39: error: unknown key `size` in `pages`; expected one of: `items`, `cursor`, `from`, `page`, `offset`, `link`, `more`"),
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
                params: { kind: string, tags: { in: query, type: "string[]", optional: true } }
                response: { type: "string[]", headers: { Link: string? } }
                pages: { link: Link }

            """
        #expect(SpecHarness.diagnostics(noQuery) == [
            "spec.yaml:7:20: error: `link` sets the next page's query parameters from its link, and this endpoint has none of one value (`page: { in: query, type: int? }`)",
        ])
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
