import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// The example API's listings that say `pages:` (a cursor, page numbers, an offset), read
/// page after page from a real server.
@Suite("Paged listings")
struct PagedListingTests {
    /// The value of the query item `name` in a request target, or `nil`.
    private static func query(_ name: String, in target: String) -> String? {
        URLComponents(string: target)?.queryItems?.first { $0.name == name }?.value
    }

    private static func user(_ name: String) -> String {
        #"{"created_at":"2024-01-01T00:00:00Z","id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","username":"\#(name)","email":"\#(name)@example.com","roles":["customer"]}"#
    }

    private static func pet(_ id: Int, _ name: String) -> String {
        #"{"created_at":"2024-02-29T12:00:00Z","id":\#(id),"name":"\#(name)","species":"cat","photo_urls":[],"status":"sold"}"#
    }

    @Test func listPetsFollowsTheCursorUntilAPageHasNone() async throws {
        let pages = [
            "-": #"{"items":[\#(Self.pet(1, "Ada")),\#(Self.pet(2, "Bo"))],"page":{"next_cursor":"c2","total":3}}"#,
            "c2": #"{"items":[\#(Self.pet(3, "Cy"))],"page":{"next_cursor":"c3","total":3}}"#,
            "c3": #"{"items":[],"page":{"total":3}}"#,
        ]
        let handler: TestServer.Handler = { received in
            guard let page = pages[Self.query("cursor", in: received.target) ?? "-"] else { return .json(404, "{}") }
            return .json(200, page)
        }
        try await TestServer.with(handler) { server in
            var names: [String] = []
            for try await pet in client(server).items(of: ListPetsRequest(limit: 2, species: [.cat])) { names.append(pet.name) }
            #expect(names == ["Ada", "Bo", "Cy"])
            #expect(server.requests.map(\.target) == [
                "/v1/pets?limit=2&species=cat&sort=newest",
                "/v1/pets?limit=2&cursor=c2&species=cat&sort=newest",
                "/v1/pets?limit=2&cursor=c3&species=cat&sort=newest",
            ], "every page keeps the first request's other parameters")
        }
    }

    @Test func listReviewsCountsPagesUntilHasMoreIsFalse() async throws {
        let handler: TestServer.Handler = { received in
            let page = Self.query("page", in: received.target) ?? "1"
            let body = page == "1"
                ? #"{"reviews":[{"id":1,"rating":5},{"id":2,"rating":4,"text":"Nice"}],"has_more":true}"#
                : #"{"reviews":[{"id":3,"rating":\#(page == "2" ? 3 : 1)}],"has_more":\#(page == "2" ? "false" : "true")}"#
            return .json(200, body, headers: ["X-Total-Count": "3"])
        }
        try await TestServer.with(handler) { server in
            var pages: [ListReviewsRequest.Response] = []
            for try await page in client(server).pages(of: ListReviewsRequest(perPage: 2)) { pages.append(page) }
            #expect(pages.map { $0.body.reviews.map(\.id) } == [[1, 2], [3]])
            #expect(pages.map(\.xTotalCount) == [3, 3], "each page keeps its typed headers")
            #expect(server.requests.map(\.target) == ["/v1/store/reviews?per_page=2", "/v1/store/reviews?page=2&per_page=2"])
        }
    }

    @Test func listActivityMovesItsOffsetByEachPagesItemsUntilAPageIsEmpty() async throws {
        let activity = #"{"id":1,"action":"ordered","happened_at":"2024-01-01T00:00:00Z"}"#
        let handler: TestServer.Handler = { received in
            switch Self.query("offset", in: received.target) {
            case nil: return .json(200, "[\(activity),\(activity)]")
            case "2": return .json(200, "[\(activity)]")
            default: return .json(200, "[]")
            }
        }
        try await TestServer.with(handler) { server in
            var count = 0
            for try await item in client(server).items(of: ListActivityRequest(username: "ann_1", limit: 2)) {
                #expect(item.action == .ordered)
                count += 1
            }
            #expect(count == 3)
            #expect(server.requests.map(\.target) == [
                "/v1/users/ann_1/activity?limit=2", "/v1/users/ann_1/activity?offset=2&limit=2",
            ], "a page shorter than `limit` is the last: no request for an empty page after it")
            #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer token-1" }, "each page carries the credentials")
        }
    }

    /// Stripe's way: the next page starts after the `id` of this page's last item, until
    /// `has_more` is false.
    @Test func listPhotosStartsEachPageAfterTheLastItemUntilHasMoreIsFalse() async throws {
        let ids = (1...5).map { UUID(uuidString: "00000000-0000-4000-8000-00000000000\($0)")! }
        @Sendable func photo(_ id: UUID) -> String { #"{"id":"\#(id.uuidString)","url":"https://img.example/\#(id.uuidString)","width":4,"height":3}"# }
        let handler: TestServer.Handler = { received in
            let after = Self.query("starting_after", in: received.target).flatMap(UUID.init(uuidString:))
            let start = after.flatMap { ids.firstIndex(of: $0).map { $0 + 1 } } ?? 0
            let page = ids[start...].prefix(2)
            let more = page.last != ids.last
            return .json(200, #"{"data":[\#(page.map(photo).joined(separator: ","))],"has_more":\#(more)}"#)
        }
        try await TestServer.with(handler) { server in
            var seen: [UUID] = []
            for try await photo in client(server).items(of: ListPhotosRequest(petID: 7, limit: 2)) { seen.append(photo.id) }
            #expect(seen == ids)
            #expect(server.requests.map(\.target) == [
                "/v1/pets/7/photos?limit=2",
                "/v1/pets/7/photos?limit=2&starting_after=\(ids[1].uuidString)",
                "/v1/pets/7/photos?limit=2&starting_after=\(ids[3].uuidString)",
            ], "has_more false on the third page ends the listing without a fourth request")
        }
    }

    /// GitLab's way: the `X-Next-Page` header holds the next page's number, and is empty on
    /// the last page.
    @Test func listTagsFollowsTheNextPageHeaderUntilItIsEmpty() async throws {
        let handler: TestServer.Handler = { received in
            switch Self.query("page", in: received.target) {
            case nil: .json(200, #"[{"id":1,"name":"calm"},{"id":2,"name":"fluffy"}]"#, headers: ["X-Next-Page": "2"])
            case "2": .json(200, #"[{"id":3,"name":"small"}]"#, headers: ["X-Next-Page": "4"])
            default: .json(200, #"[{"id":4,"name":"tame"}]"#, headers: ["X-Next-Page": ""])
            }
        }
        try await TestServer.with(handler) { server in
            var names: [String] = []
            for try await tag in client(server).items(of: ListTagsRequest(perPage: 2)) { names.append(tag.name) }
            #expect(names == ["calm", "fluffy", "small", "tame"])
            #expect(server.requests.map(\.target) == ["/v1/tags?per_page=2", "/v1/tags?page=2&per_page=2", "/v1/tags?page=4&per_page=2"],
                    "the page number is the header's, not one more")
        }
    }

    /// JSON:API's way (and Azure's): the body's `links.next` is the next page's URL, whose query
    /// gives the next request's, an object's fields (`page[number]`) and a list
    /// (`filter[kind]`) included; its path is not followed, as the request is the endpoint's own.
    @Test func listNotificationsFollowsTheLinkInTheBodyUntilThereIsNone() async throws {
        let handler: TestServer.Handler = { received in
            let note = #"{"id":1,"text":"Shipped","sent_at":"2024-01-01T00:00:00Z"}"#
            return switch Self.query("page[number]", in: received.target) {
            case "2": .json(200, #"{"data":[\#(note),\#(note)],"links":{"next":"/v1/users/ann_1/notifications?page%5Bnumber%5D=3&page%5Bsize%5D=2&filter%5Bkind%5D=shipped,sold"}}"#)
            case "3": .json(200, #"{"data":[\#(note)],"links":{"next":"https://elsewhere.example/n?filter[kind]=shipped&%24skiptoken=a%2Bb%3D&page[number]=4"}}"#)
            default: .json(200, #"{"data":[\#(note)],"links":{}}"#)
            }
        }
        try await TestServer.with(handler) { server in
            var count = 0
            let first = ListNotificationsRequest(username: "ann_1", page: NotificationPaging(number: 2, size: 2), filterKind: ["shipped", "sold"])
            for try await note in client(server).items(of: first) {
                #expect(note.text == "Shipped")
                count += 1
            }
            #expect(count == 4)
            #expect(server.requests.map(\.target) == [
                "/v1/users/ann_1/notifications?page%5Bnumber%5D=2&page%5Bsize%5D=2&filter%5Bkind%5D=shipped,sold",
                "/v1/users/ann_1/notifications?page%5Bnumber%5D=3&page%5Bsize%5D=2&filter%5Bkind%5D=shipped,sold",
                "/v1/users/ann_1/notifications?page%5Bnumber%5D=4&page%5Bsize%5D=2&filter%5Bkind%5D=shipped&%24skiptoken=a%2Bb%3D",
            ], """
                each page's `page[number]` and `filter[kind]` are the link's, a size it leaves out is kept, and a query \
                item of the link that is no parameter (Azure's `$skiptoken`) is sent as the link writes it, though \
                its brackets came unescaped
                """)
        }
    }

    /// Notion's way: a search sends its cursor in the JSON body, beside its filter, which each
    /// page keeps.
    @Test func searchPetsSendsTheCursorInTheBodyUntilAPageHasNone() async throws {
        let handler: TestServer.Handler = { received in
            let search = try? JSONSerialization.jsonObject(with: received.body) as? [String: String]
            return switch search?["cursor"] {
            case nil: .json(200, #"{"items":[\#(Self.pet(1, "Ada"))],"page":{"next_cursor":"c2","total":2}}"#)
            case "c2": .json(200, #"{"items":[\#(Self.pet(2, "Bo"))],"page":{"total":2}}"#)
            default: .json(400, "{}")
            }
        }
        try await TestServer.with(handler) { server in
            var names: [String] = []
            for try await pet in client(server).items(of: SearchPetsRequest(body: PetSearch(status: .sold))) { names.append(pet.name) }
            #expect(names == ["Ada", "Bo"])
            let bodies = server.requests.map { try? JSONSerialization.jsonObject(with: $0.body) as? [String: String] }
            #expect(bodies == [["status": "sold"], ["status": "sold", "cursor": "c2"]])
            #expect(server.requests.allSatisfy { $0.method == "QUERY" && $0.target == "/v1/pets/search" })
        }
    }

    /// Spring's `Pageable` way: the page number is a field of the `paging` object, sent as a
    /// query item of its own; each page keeps the object's other fields, and a request that
    /// left the object out starts from its defaults (page 0).
    @Test func listOrdersCountsTheFieldOfItsPagingObjectUntilAPageIsEmpty() async throws {
        let handler: TestServer.Handler = { received in
            .json(200, Self.query("page", in: received.target) == "2" ? "[]" : "[\(Fixture.order)]")
        }
        try await TestServer.with(handler) { server in
            var count = 0
            for try await _ in client(server).items(of: ListOrdersRequest()) { count += 1 }
            #expect(count == 2)
            let sorted = ListOrdersRequest(paging: PageRequest(page: 1, size: 5, sort: ["total"]))
            var sizes: [Int] = []
            for try await page in client(server).pages(of: sorted) { sizes.append(page.count) }
            #expect(sizes == [1], "a page shorter than `paging.size` is the last")
            var sized: [Int] = []
            for try await page in client(server).pages(of: ListOrdersRequest(paging: PageRequest(page: 1, size: 1))) { sized.append(page.count) }
            #expect(sized == [1, 0], "a full page is not the last; the empty one after it is, and is handed out")
            #expect(server.requests.map(\.target) == [
                "/v1/store/orders", "/v1/store/orders?page=1", "/v1/store/orders?page=2",
                "/v1/store/orders?page=1&size=5&sort=total",
                "/v1/store/orders?page=1&size=1", "/v1/store/orders?page=2&size=1",
            ])
        }
    }

    @Test func aFailedPageEndsTheListingWithTheEndpointsDeclaredError() async throws {
        let handler: TestServer.Handler = { received in
            Self.query("offset", in: received.target) == nil
                ? .json(200, #"[{"id":1,"action":"ordered","happened_at":"2024-01-01T00:00:00Z"}]"#)
                : .json(404, "")
        }
        try await TestServer.with(handler) { server in
            var count = 0
            let listing = client(server).items(of: ListActivityRequest(username: "ann_1", limit: 1))
            do throws(APIError<ListActivityError>) {
                for try await _ in listing { count += 1 }
                Issue.record("the 404 on the second page was not reported")
            } catch .endpoint(.notFound) {
            } catch {
                Issue.record("expected .endpoint(.notFound), got \(error)")
            }
            #expect(count == 1)
        }
    }

    /// GitHub's way: each page's `Link` header names the next page's URL, whose path may differ
    /// from the request's (`/repositories/1/…`); its query gives the next request's parameters.
    @Test func searchUsersFollowsTheNextLinkUntilThereIsNone() async throws {
        let handler: TestServer.Handler = { received in
            switch Self.query("page", in: received.target) {
            case nil:
                return .json(200, "[\(Self.user("ann_1")),\(Self.user("anna_2"))]", headers: [
                    "Link": #"</v1/users?q=an&page=2&per_page=2>; rel="next", </v1/users?q=an&page=3&per_page=2>; rel="last""#,
                ])
            case "2":
                return .json(200, "[\(Self.user("annie_3"))]", headers: [
                    "Link": #"<https://api.example.com/v1/search/users?per_page=2&page=3&q=an>; rel="next", </v1/users?q=an>; rel="first""#,
                ])
            default:
                return .json(200, "[]", headers: ["Link": #"</v1/users?q=an&page=2&per_page=2>; rel="prev""#])
            }
        }
        try await TestServer.with(handler) { server in
            var names: [String] = []
            for try await found in client(server).items(of: SearchUsersRequest(q: "an", perPage: 2)) { names.append(found.username) }
            #expect(names == ["ann_1", "anna_2", "annie_3"])
            #expect(server.requests.map(\.target) == [
                "/v1/users?q=an&per_page=2", "/v1/users?q=an&page=2&per_page=2", "/v1/users?q=an&page=3&per_page=2",
            ], "each page's request is the endpoint's own, with the query the link gives")
        }
    }
}
