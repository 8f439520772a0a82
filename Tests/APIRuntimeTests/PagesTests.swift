import APIRuntime
import Foundation
import Testing

/// One page of names and the cursor of the next, as a listing endpoint answers.
private struct NamePage: Codable, Sendable {
    var names: [String]
    var next: String?
}

/// A listing by cursor, written as apigen generates one for `pages: { items: names, cursor: cursor, from: next }`.
private struct ListNamesRequest: PagedRequest {
    typealias Response = NamePage
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/names" }

    var cursor: String?
    var limit: Int = 2

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.query("cursor", cursor)
        request.query("limit", limit)
    }

    func validate(into report: inout ValidationReport) {
        report.check(limit, at: ValidationPath.root["limit"], minimum: 1, maximum: 10)
        report.check(cursor, at: ValidationPath.root["cursor"], maxLength: 8)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> NamePage {
        try decoder.json(NamePage.self, from: response)
    }

    enum Failure: Error, Sendable { case gone }

    static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
        response.status == 410 ? .gone : nil
    }

    static func items(of response: NamePage) -> [String] { response.names }

    func nextPage(after response: NamePage) -> Self? {
        guard let cursor = Paging.cursor(response.next) else { return nil }
        var request = self
        request.cursor = cursor
        return request
    }
}

/// One page of names, and the next page's URL.
private struct LinkedPage: Codable, Sendable {
    var names: [String]
    var next: String?
}

/// A listing by links in the body, written as apigen generates one for
/// `pages: { items: names, nextLink: next }`, with an API key in the query.
private struct ListLinkedRequest: PagedRequest {
    typealias Response = LinkedPage
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/linked" }
    static var auth: AuthRequirement { .apiKey(name: "key", in: .query) }

    var page: Int?

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.query("page", page)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> LinkedPage {
        try decoder.json(LinkedPage.self, from: response)
    }

    static func items(of response: LinkedPage) -> [String] { response.names }

    func nextPage(after response: LinkedPage) -> Self? {
        guard let link = PageLink.url(response.next) else { return nil }
        var request = self
        request.page = link.value("page", as: Int.self)
        return request
    }

    func nextPageLink(after response: LinkedPage) -> PageLink? { PageLink.url(response.next) }
}

/// A stub whose pages are `pages`, by cursor: the first page has none, page `n` the cursor `"c<n>"`.
private func serving(_ pages: [[String]], last: String? = nil) -> StubTransport {
    let stub = StubTransport()
    stub.on(ListNamesRequest.self) { request in
        let index = request.cursor.flatMap { Int($0.dropFirst()) } ?? 0
        guard pages.indices.contains(index) else { return .status(410) }
        let next = index + 1 < pages.count ? "c\(index + 1)" : last
        return .status(200, json: NamePage(names: pages[index], next: next))
    }
    return stub
}

private func cursors(_ stub: StubTransport) -> [String] {
    stub.requests.map { request in
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "cursor" }?.value ?? "-"
    }
}

@Suite("Pages")
struct PagesTests {
    let base = URL(string: "https://api.example.com")!

    @Test func itemsComeInOrderAcrossPagesAndAnEmptyPageIsPassedOver() async throws {
        let stub = serving([["a", "b"], [], ["c"], ["d", "e"]], last: "")
        let client = APIClient(baseURL: base, transport: stub)
        var names: [String] = []
        for try await name in client.items(of: ListNamesRequest()) { names.append(name) }
        #expect(names == ["a", "b", "c", "d", "e"])
        #expect(cursors(stub) == ["-", "c1", "c2", "c3"], "an empty cursor on the last page ends the listing")
    }

    @Test func pagesAreFetchedOnlyWhenTheLoopAsks() async throws {
        let stub = serving([["a", "b"], ["c"]])
        let client = APIClient(baseURL: base, transport: stub)
        var first: String?
        for try await name in client.items(of: ListNamesRequest()) {
            first = name
            break
        }
        #expect(first == "a")
        #expect(stub.requests.count == 1)

        var counts: [Int] = []
        for try await page in client.pages(of: ListNamesRequest(cursor: "c1")) { counts.append(page.names.count) }
        #expect(counts == [1], "the listing starts at the request's own cursor")
    }

    /// `prefix(_:)` caps a listing: pages stop being fetched once the loop has its items, and
    /// failures keep the endpoint's typed error.
    @Test func aPrefixOfTheItemsFetchesOnlyThePagesItNeeds() async throws {
        let stub = serving([["a", "b"], ["c", "d"], ["e"]])
        let client = APIClient(baseURL: base, transport: stub)
        var names: [String] = []
        do throws(APIError<ListNamesRequest.Failure>) {
            for try await name in client.items(of: ListNamesRequest()).prefix(3) { names.append(name) }
        } catch .endpoint(.gone) {
            Issue.record("no page was gone")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(names == ["a", "b", "c"])
        #expect(cursors(stub) == ["-", "c1"])
    }

    @Test func aFailedPageEndsTheListingWithTheEndpointsTypedError() async throws {
        // The second page's cursor names a page the stub does not have: a declared 410.
        let stub = StubTransport()
        stub.on(ListNamesRequest.self) { request in
            request.cursor == nil ? .status(200, json: NamePage(names: ["a"], next: "c9")) : .status(410)
        }
        let client = APIClient(baseURL: base, transport: stub)
        var iterator = client.items(of: ListNamesRequest()).makeAsyncIterator()
        #expect(try await iterator.next() == "a")
        do {
            _ = try await iterator.next()
            Issue.record("the failed page was not reported")
        } catch .endpoint(.gone) {
        } catch {
            Issue.record("expected .endpoint(.gone), got \(error)")
        }
        #expect(try await iterator.next() == nil, "nothing follows a failure")
        #expect(stub.requests.count == 2)
    }

    @Test func aPageThatNamesItselfAsTheNextEndsWithInvalidResponseAfterItsItems() async throws {
        let stub = StubTransport()
        stub.on(ListNamesRequest.self) { _ in .status(200, json: NamePage(names: ["a"], next: "same")) }
        let client = APIClient(baseURL: base, transport: stub)
        var names: [String] = []
        do {
            for try await name in client.items(of: ListNamesRequest(cursor: "other")) {
                names.append(name)
                if names.count == 10 { break }  // without the check, the listing would never end
            }
            Issue.record("a cursor that does not move was not reported")
        } catch .invalidResponse(let invalid) {
            #expect(invalid.status == 200)
            #expect(invalid.violations.map(\.constraint) == ["pages"])
        } catch {
            Issue.record("expected .invalidResponse, got \(error)")
        }
        // The first listing moves from "other" to "same" once, then repeats "same".
        #expect(names == ["a", "a"])
        #expect(cursors(stub) == ["other", "same"])
    }

    /// A next page whose request the API's constraints refuse (a cursor too long for the spec)
    /// is the answer's fault: the listing ends with `invalidResponse` after the page's items,
    /// not with `invalidRequest`, which would blame the request the loop started with.
    @Test func aNextPageThatBreaksTheConstraintsEndsWithInvalidResponse() async throws {
        let stub = StubTransport()
        stub.on(ListNamesRequest.self) { _ in .status(200, json: NamePage(names: ["a"], next: "much-too-long")) }
        let client = APIClient(baseURL: base, transport: stub)
        var names: [String] = []
        do {
            for try await name in client.items(of: ListNamesRequest()) { names.append(name) }
            Issue.record("the invalid next page was not reported")
        } catch .invalidResponse(let invalid) {
            #expect(invalid.status == 200)
            #expect(invalid.violations.map(\.message) == [
                "names a next page whose request breaks the API's constraints: cursor: is 13 characters long; the most is 8 (maxLength)",
            ])
        } catch {
            Issue.record("expected .invalidResponse, got \(error)")
        }
        #expect(names == ["a"])
        #expect(stub.requests.count == 1, "the invalid request is not sent")

        var unchecked = APIClient(baseURL: base, transport: stub)
        unchecked.configuration.validatesRequests = false
        var pages = 0
        for try await _ in unchecked.pages(of: ListNamesRequest()) {
            pages += 1
            if pages == 2 { break }
        }
        #expect(pages == 2, "a client that does not validate requests sends it")
    }

    @Test func eachPagesRequestIsValidatedBeforeItIsSent() async throws {
        let stub = serving([["a"], ["b"]])
        let client = APIClient(baseURL: base, transport: stub)
        do {
            for try await _ in client.pages(of: ListNamesRequest(limit: 50)) {}
            Issue.record("the invalid request was sent")
        } catch .invalidRequest(let report) {
            #expect(report.violations.map(\.path.description) == ["limit"])
        } catch {
            Issue.record("expected .invalidRequest, got \(error)")
        }
        #expect(stub.requests.isEmpty)
    }

    @Test func pageNumbersAndOffsetsStopAtTheirTypesLimit() {
        #expect(Paging.page(after: Int?.none) == 2, "no page number is page 1")
        #expect(Paging.page(after: 0) == 1, "a listing counted from 0 goes on from its own number")
        #expect(Paging.page(after: Int8.max) == nil)
        #expect(Paging.offset(after: Int32?.none, count: 20) == 20)
        #expect(Paging.offset(after: Int32(40), count: 20) == 60)
        #expect(Paging.offset(after: Int8(120), count: 8) == nil)
        #expect(Paging.isShort(3, size: Int32(4)), "fewer items than asked for: the last page")
        #expect(!Paging.isShort(4, size: Int64(4)))
        #expect(!Paging.isShort(0, size: Int?.none), "an unknown size says nothing")
        #expect(!Paging.isShort(5, size: UInt8(4)))
        #expect(Paging.offset(after: Int8(0), count: 300) == nil, "a count past the type")
    }

    @Test func anEmptyTextCursorEndsTheListingButOtherCursorsPassAsFound() {
        #expect(Paging.cursor("") == nil)
        #expect(Paging.cursor(String?.none) == nil)
        #expect(Paging.cursor("next") == "next")
        #expect(Paging.cursor(Int64(0)) == 0)
        #expect(Paging.cursor(Int64?.none) == nil)
    }

    @Test func theNextLinkIsFoundAmongAHeadersLinks() throws {
        let github = #"<https://api.github.com/repositories/1/issues?page=2&per_page=30>; rel="next", <https://api.github.com/repositories/1/issues?page=9&per_page=30>; rel="last""#
        let next = try #require(PageLink.next(in: github))
        #expect(next.target == "https://api.github.com/repositories/1/issues?page=2&per_page=30")
        #expect(next.value("page", as: Int.self) == 2)
        #expect(next.value("per_page", as: Int32.self) == 30)
        #expect(PageLink.next(in: #"</items?page=9>; rel="last", </items?page=3>; REL=Next"#)?.target == "/items?page=3",
                "relative targets, unquoted and upper-case relation types")
        #expect(PageLink.next(in: #"</a>; title="x, rel=next"; rel="prev", </b>; rel="prev next""#)?.target == "/b",
                "a comma or `rel=` inside a quoted value does not end or make a link; `rel` may list several types")
        #expect(PageLink.next(in: #"</a>; rel="prev", </b>; rel="first""#) == nil)
        #expect(PageLink.next(in: #"</a>; rel="nextpage""#) == nil)
        #expect(PageLink.next(in: "not a link") == nil)
        #expect(PageLink.next(in: "<unclosed; rel=next") == nil)
        #expect(PageLink.next(in: nil) == nil)
    }

    @Test func aNextLinkInTheBodyIsAURLOrTextOfOne() throws {
        let azure = try #require(PageLink.url("https://management.azure.com/subscriptions/1/vms?api-version=2024-03-01&$skiptoken=abc%3D"))
        #expect(azure.value("$skiptoken", as: String.self) == "abc=")
        #expect(PageLink.url("/articles?page%5Bnumber%5D=3")?.value("page[number]", as: Int.self) == 3, "relative, names percent-decoded")
        #expect(PageLink.url(URL(string: "https://h/x?page=2"))?.value("page", as: Int.self) == 2)
        // A `url` in the body decoded from JSON:API's text, its brackets unescaped: Foundation
        // escapes such text whole on Linux, `%2B` included, but the link reads as the server wrote it.
        let jsonAPI = try #require(URL(string: "https://h/x?page[cursor]=a%2Bb%3D&page[size]=2"))
        #expect(PageLink.url(jsonAPI)?.value("page[cursor]", as: String.self) == "a+b=")
        #expect(PageLink.url(jsonAPI)?.value("page[size]", as: Int.self) == 2)
        #expect(PageLink.url(URL(string: "https://h/x?t=a%252B"))?.value("t", as: String.self) == "a%2B",
                "a valid URL's escaped percent sign stays one")
        #expect(PageLink.url("") == nil, "an empty link is no next page")
        #expect(PageLink.url(String?.none) == nil)
        #expect(PageLink.url(URL?.none) == nil)
    }

    /// The next page's link may carry what the spec does not declare (Azure's `$skiptoken`):
    /// those items are sent as the link writes them; what the request sends itself (its
    /// parameters, the credentials, the base URL's query) is not sent twice.
    @Test func aLinksItemsThatTheRequestDoesNotSendAreSentAsTheLinkWritesThem() async throws {
        let stub = StubTransport()
        stub.on(ListLinkedRequest.self) { request in
            switch request.page {
            case nil: .status(200, json: LinkedPage(names: ["a"], next: "https://other.example/x?page=2&%24skiptoken=t%2B1%3D&key=stale&v=0&bad=%ZZ&=x"))
            case 2?: .status(200, json: LinkedPage(names: ["b"], next: "/linked?%24skiptoken=t%2B1%3D&page=2"))
            default: .status(200, json: LinkedPage(names: [], next: nil))
            }
        }
        let client = APIClient(baseURL: URL(string: "https://api.example.com/api?v=1")!, transport: stub, credentials: .apiKey { "k" })
        var pages: [[String]] = []
        do throws(APIError<Never>) {
            for try await page in client.pages(of: ListLinkedRequest()) { pages.append(page.names) }
            Issue.record("a link that names the same request again was followed")
        } catch .invalidResponse(let problem) {
            #expect(problem.report.violations.map(\.path.description) == ["(root)"])
        } catch {
            Issue.record("expected invalidResponse, got \(error)")
        }
        #expect(pages == [["a"], ["b"]])
        #expect(stub.requests.map(\.url.absoluteString) == [
            "https://api.example.com/api/linked?v=1&key=k",
            "https://api.example.com/api/linked?v=1&page=2&key=k&%24skiptoken=t%2B1%3D",
        ], "the link's other items (a stale key, the base's `v`, text that is not percent-encoded, an empty name) are left out")
    }

    @Test func aLinksQueryValuesAreReadAsTheParametersTypes() throws {
        let link = try #require(PageLink.next(in: #"<https://h/x?after=Y3Vy%3D%3D&n=abc&on=true&day=2024-02-29&q=a%20b&q=second>; rel=next"#))
        #expect(link.value("after", as: String.self) == "Y3Vy==", "percent-decoded")
        #expect(link.value("q", as: String.self) == "a b", "the first of two items")
        #expect(link.value("on", as: Bool.self) == true)
        #expect(link.value("day", as: CalendarDate.self) == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(link.value("n", as: Int.self) == nil, "text that is not the type")
        #expect(link.value("missing", as: String.self) == nil)
    }

    @Test func aLinksListsAreEveryItemOfANameOrOneItemSplit() throws {
        let link = try #require(PageLink.url("/x?ids=1&ids=2&joined=1,2,3&piped=a%7Cb&spaced=a%20b&bad=1&bad=x&empty=&page%5Bnumber%5D=3"))
        #expect(link.values("ids", as: Int.self) == [1, 2])
        #expect(link.values("joined", as: Int64.self, separator: ",") == [1, 2, 3])
        #expect(link.values("piped", as: String.self, separator: "|") == ["a", "b"])
        #expect(link.values("spaced", as: String.self, separator: " ") == ["a", "b"])
        let written = try #require(PageLink.url("/x?ours=a%2Cb,c&python=1%2C2&plus=a+b+c&q=a+b&r=a%2Bb"))
        #expect(written.values("ours", as: String.self, separator: ",") == ["a,b", "c"], "an escaped comma inside a value, as the client writes one")
        #expect(written.values("python", as: Int.self, separator: ",") == [1, 2], "every comma escaped, as Python's urlencode writes a list")
        #expect(written.values("plus", as: String.self, separator: " ") == ["a", "b", "c"])
        #expect(written.value("q", as: String.self) == "a b", "a `+` is a space, as servers read a query")
        #expect(written.value("r", as: String.self) == "a+b")
        #expect(link.values("bad", as: Int.self) == nil, "one item that is not the type spoils the list")
        #expect(link.values("empty", as: String.self, separator: ",") == [], "an empty joined list")
        #expect(link.values("missing", as: Int.self) == nil)
        #expect(link.values("missing", as: Int.self, separator: ",") == nil)
        #expect(link.contains(anyOf: ["page[size]", "page[number]"]), "names percent-decoded")
        #expect(!link.contains(anyOf: ["page[size]", "page"]))
    }

    // MARK: Completion handlers

    @Test func theCompletionHandlerLoopHandsOutEveryPageInOrderThenSucceeds() async throws {
        let stub = serving([["a", "b"], [], ["c"]])
        let client = APIClient(baseURL: base, transport: stub)
        let events = await loopEvents(client, ListNamesRequest()) { _ in .continue }
        #expect(events == [.page(["a", "b"]), .page([]), .page(["c"]), .succeeded])
        #expect(cursors(stub) == ["-", "c1", "c2"])
    }

    @Test func stoppingTheCompletionHandlerLoopFetchesNoFurtherPage() async throws {
        let stub = serving([["a"], ["b"], ["c"]])
        let client = APIClient(baseURL: base, transport: stub)
        let events = await loopEvents(client, ListNamesRequest()) { page in page.names == ["b"] ? .stop : .continue }
        #expect(events == [.page(["a"]), .page(["b"]), .succeeded])
        #expect(stub.requests.count == 2)
    }

    @Test func theCompletionHandlerLoopEndsWithTheFailedPagesTypedError() async throws {
        let stub = StubTransport()
        stub.on(ListNamesRequest.self) { request in
            request.cursor == nil ? .status(200, json: NamePage(names: ["a"], next: "c9")) : .status(410)
        }
        let client = APIClient(baseURL: base, transport: stub)
        let events = await loopEvents(client, ListNamesRequest()) { _ in .continue }
        #expect(events == [.page(["a"]), .failed("gone")])
    }

    @Test func cancellingTheCompletionHandlerLoopCancelsThePageBeingFetched() async throws {
        let stub = StubTransport()
        stub.on(ListNamesRequest.self) { request in
            if request.cursor != nil { try await Task.sleep(nanoseconds: 10_000_000_000) }
            return .status(200, json: NamePage(names: ["a"], next: "c1"))
        }
        let client = APIClient(baseURL: base, transport: stub)
        let (events, sink) = AsyncStream.makeStream(of: LoopEvent.self)
        let handle = client.pages(of: ListNamesRequest()) { page in
            sink.yield(.page(page.names))
            return .continue
        } completion: { result in
            sink.yield(LoopEvent(result))
            sink.finish()
        }
        var seen: [LoopEvent] = []
        for await event in events {
            seen.append(event)
            // The second page's request is on its way (or about to be) once the first is handed out.
            if seen.count == 1 { handle.cancel() }
        }
        #expect(seen == [.page(["a"]), .failed("cancelled")])
        #expect(stub.requests.count <= 2)
    }
}

/// What a completion-handler page loop reported: a page's names, then how it ended.
private enum LoopEvent: Equatable, Sendable {
    case page([String])
    case succeeded
    case failed(String)

    init(_ result: Result<Void, APIError<ListNamesRequest.Failure>>) {
        switch result {
        case .success: self = .succeeded
        case .failure(.endpoint(.gone)): self = .failed("gone")
        case .failure(.transport(.cancelled)): self = .failed("cancelled")
        case .failure(let error): self = .failed("\(error)")
        }
    }
}

/// Runs `client.pages(of:onPage:completion:)` to its end, with `step` deciding after each page.
private func loopEvents(
    _ client: APIClient, _ request: ListNamesRequest, step: @escaping @Sendable (NamePage) -> LoopStep
) async -> [LoopEvent] {
    let (events, sink) = AsyncStream.makeStream(of: LoopEvent.self)
    client.pages(of: request) { page in
        sink.yield(.page(page.names))
        return step(page)
    } completion: { result in
        sink.yield(LoopEvent(result))
        sink.finish()
    }
    var seen: [LoopEvent] = []
    for await event in events { seen.append(event) }
    return seen
}
