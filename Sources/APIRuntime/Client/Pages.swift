extension APIClient {
    /// Each page of a listing, from `request`'s page on, fetched when the loop asks for it.
    ///
    /// ```swift
    /// for try await page in client.pages(of: ListPetsRequest(limit: 100)) {
    ///     print(page.items.count, page.page.total)
    /// }
    /// ```
    ///
    /// Each page is a call of its own, through validation, credentials, middleware and the
    /// transport, and fails as `send` would; the pages end after that failure. The pages
    /// also end with `invalidResponse` when a page names its own request as the next one
    /// (a cursor that does not move), which would never end, or, when the client validates
    /// requests, a next request that breaks the API's constraints (a link's `page=0`): the
    /// page's answer is at fault, not the request the loop started with.
    public func pages<R: PagedRequest>(of request: R) -> Pages<R> {
        Pages(client: self, first: request)
    }

    /// Every item of a listing, from `request`'s page on, page after page as the loop reaches
    /// the end of each.
    ///
    /// ```swift
    /// for try await pet in client.items(of: ListPetsRequest()) { print(pet.name) }
    /// ```
    ///
    /// An empty page that names a next one is passed over. Fails as `pages(of:)` does.
    public func items<R: PagedRequest>(of request: R) -> PagedItems<R> {
        PagedItems(pages: pages(of: request))
    }

    /// What `request` puts on the wire (with the query items it adopts from `link`) before
    /// credentials and middleware, to tell one page's request from the next.
    func fingerprint<R: APIRequest>(of request: R, adopting link: PageLink?) -> RequestBuilder.Fingerprint {
        var builder = RequestBuilder(coding: configuration.coding)
        request.encode(into: &builder)
        if let link { builder.adopt(link, except: namesNotAdopted(by: R.self)) }
        return builder.fingerprint
    }
}

/// The pages of a listing (`APIClient.pages(of:)`): each one's response, in order.
public struct Pages<Request: PagedRequest>: AsyncSequence, Sendable {
    public typealias Element = Request.Response
    public typealias Failure = APIError<Request.Failure>

    private let client: APIClient
    private let first: Request

    init(client: APIClient, first: Request) {
        self.client = client
        self.first = first
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(client: client, upcoming: (first, nil))
    }

    /// Fetches one page per call.
    public struct AsyncIterator: AsyncIteratorProtocol {
        public typealias Failure = APIError<Request.Failure>

        private let client: APIClient
        /// The request for the next page, and the link it follows; `nil` after the last page or
        /// a failure.
        private var upcoming: (request: Request, link: PageLink?)?
        /// What a page's answer named as the next page and cannot be sent (its own request, or
        /// an invalid one): reported after that page.
        private var invalidNext: InvalidResponse?

        init(client: APIClient, upcoming: (Request, PageLink?)) {
            self.client = client
            self.upcoming = upcoming
        }

        public mutating func next() async throws(Failure) -> Request.Response? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Request.Response? {
            if let invalidNext {
                self.invalidNext = nil
                throw .invalidResponse(invalidNext)
            }
            guard let (request, link) = upcoming else { return nil }
            upcoming = nil
            let answer = try await client.fetch(request, adopting: link)
            let (response, status) = (answer.value, answer.status)
            if let next = request.nextPage(after: response) {
                let nextLink = request.nextPageLink(after: response)
                var report = ValidationReport()
                if client.fingerprint(of: next, adopting: nextLink) == client.fingerprint(of: request, adopting: link) {
                    report.add(.root, "pages", "names the request of this page as the next page's, so the pages would never end")
                } else if client.configuration.validatesRequests {
                    let nextReport = next.validationReport()
                    if !nextReport.isValid {
                        let problems = nextReport.violations.map(\.description).joined(separator: "; ")
                        report.add(.root, "pages", "names a next page whose request breaks the API's constraints: \(problems)")
                    }
                }
                if report.isValid {
                    upcoming = (next, nextLink)
                } else {
                    invalidNext = InvalidResponse(status: status, report: report)
                }
            }
            return response
        }
    }
}

/// The items of a listing's pages (`APIClient.items(of:)`), in order.
public struct PagedItems<Request: PagedRequest>: AsyncSequence, Sendable {
    public typealias Element = Request.Item
    public typealias Failure = APIError<Request.Failure>

    private let pages: Pages<Request>

    init(pages: Pages<Request>) {
        self.pages = pages
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pages: pages.makeAsyncIterator())
    }

    /// Hands out a page's items, and fetches the next page once they are all out.
    public struct AsyncIterator: AsyncIteratorProtocol {
        public typealias Failure = APIError<Request.Failure>

        private var pages: Pages<Request>.AsyncIterator
        private var items: [Request.Item] = []
        private var index = 0

        init(pages: Pages<Request>.AsyncIterator) {
            self.pages = pages
        }

        public mutating func next() async throws(Failure) -> Request.Item? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Request.Item? {
            while index == items.count {
                guard let page = try await pages.next(isolation: actor) else { return nil }
                items = Request.items(of: page)
                index = 0
            }
            defer { index += 1 }
            return items[index]
        }
    }
}
