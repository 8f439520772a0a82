import Foundation

/// Sends generated requests and returns their typed responses.
///
/// ```swift
/// let client = APIClient(baseURL: PetstoreAPI.baseURL, credentials: .bearer { try await tokens.current() })
/// let pet = try await client.send(GetPetRequest(petID: 42))              // async, typed throws
/// let answer = try await client.response(to: GetPetRequest(petID: 42))  // with status and headers
/// client.response(to: GetPetRequest(petID: 42)) { result in ... }       // the same, to a handler
/// let result = await client.result(for: GetPetRequest(petID: 42))        // Result
/// let full = await client.responseResult(for: GetPetRequest(petID: 42))  // Result, with status and headers
/// let handle = client.send(GetPetRequest(petID: 42)) { result in ... }   // completion handler
/// handle.cancel()
/// ```
///
/// For each call the client validates the request (unless switched off), builds
/// the URL and body, adds default headers and credentials, passes the request
/// through the middleware to the transport, and sorts the answer: a 2xx is
/// decoded as `Response`, a declared status as `Failure`, anything else is an
/// `APIError` that keeps what the server sent.
public struct APIClient: Sendable {
    /// Settings that apply to every call.
    public struct Configuration: Sendable {
        /// Headers sent with every request (a request's own headers win). An `Accept` here
        /// replaces the one each request names (`APIRequest.accept`). A name that is not an
        /// HTTP token, or a value with CR, LF or NUL, fails every call with `invalidRequest`.
        public var headers: HTTPHeaders
        /// Check each request's constraints before sending (default on).
        public var validatesRequests: Bool
        /// Check each decoded response's constraints (default off): a success's, and the
        /// models in a declared error's body. Either one that breaks them is `invalidResponse`.
        public var validatesResponses: Bool
        /// The largest response body accepted, in bytes (default 16 MiB); below 0, as 0.
        public var maxResponseBodySize: Int
        /// Seconds to wait for a response when the endpoint sets no timeout (default 60). More
        /// than 0, or `.infinity` to wait as long as the connection lasts; anything else fails
        /// each call with `invalidRequest`.
        public var timeout: TimeInterval
        /// JSON encoding and decoding.
        public var coding: JSONCoding
        /// Whether and how an event stream or a download of an idempotent request (a GET)
        /// goes on over a new connection when its connection ends early (default `nil`: it
        /// ends with the connection).
        public var streamReconnection: StreamReconnection?

        /// Creates a configuration.
        public init(
            headers: HTTPHeaders = [:], validatesRequests: Bool = true, validatesResponses: Bool = false,
            maxResponseBodySize: Int = 16 << 20, timeout: TimeInterval = 60, coding: JSONCoding = JSONCoding(),
            streamReconnection: StreamReconnection? = nil
        ) {
            self.headers = headers
            self.validatesRequests = validatesRequests
            self.validatesResponses = validatesResponses
            self.maxResponseBodySize = maxResponseBodySize
            self.timeout = timeout
            self.coding = coding
            self.streamReconnection = streamReconnection
        }
    }

    /// Where paths are resolved: `https://h/api` + `/pets` is `https://h/api/pets`. A query
    /// of the base URL goes ahead of each request's own; its fragment is dropped.
    public var baseURL: URL
    /// The URLs of the servers that endpoints name instead of the base URL (`APIRequest.server`),
    /// by the spec's names: `["uploads": URL(string: "https://uploads.example.com")!]`. A request
    /// of an endpoint whose server has no URL here fails with `invalidRequest`, unsent.
    public var servers: [String: URL]
    /// What sends the bytes.
    public var transport: any HTTPTransport
    /// The credentials endpoints may ask for.
    public var credentials: Credentials
    /// Steps between the client and the transport, outermost first.
    public var middleware: [any APIMiddleware]
    /// Settings for every call.
    public var configuration: Configuration

    /// The query items a page's link never adds to a request of type `R`: the base URL's,
    /// which go ahead of every request's, and credentials and secrets, which come from the
    /// client alone.
    func namesNotAdopted<R: APIRequest>(by type: R.Type) -> Set<String> {
        let base = URLComponents(url: base(of: R.self) ?? baseURL, resolvingAgainstBaseURL: false)?.queryItems?.map(\.name) ?? []
        return Self.secretNames(of: R.self).queryItems.union(base)
    }

    /// The transport clients use unless given another.
    public static let defaultTransport = URLSessionTransport()

    /// The URL requests of type `R` are resolved against: the base URL, or their server's;
    /// `nil` when the client has no URL for their server.
    func base<R: APIRequest>(of type: R.Type) -> URL? {
        guard let server = R.server else { return baseURL }
        return servers[server]
    }

    /// Creates a client.
    public init(
        baseURL: URL, servers: [String: URL] = [:], transport: any HTTPTransport = APIClient.defaultTransport,
        credentials: Credentials = .none, middleware: [any APIMiddleware] = [], configuration: Configuration = Configuration()
    ) {
        self.baseURL = baseURL
        self.servers = servers
        self.transport = transport
        self.credentials = credentials
        self.middleware = middleware
        self.configuration = configuration
    }

    /// Sends a request and returns its decoded response.
    public func send<R: APIRequest>(_ request: R) async throws(APIError<R.Failure>) -> R.Response {
        try await fetch(request).value
    }

    /// Sends a request and returns its decoded response with the status and header fields it
    /// came with; it fails as `send(_:)` does.
    public func response<R: APIRequest>(to request: R) async throws(APIError<R.Failure>) -> APIResponse<R.Response> {
        try await fetch(request)
    }

    /// Sends a request and returns its decoded response with its status and headers; with
    /// `link`, a page's link, also the link's query items the request does not send.
    func fetch<R: APIRequest>(_ request: R, adopting link: PageLink? = nil) async throws(APIError<R.Failure>) -> APIResponse<R.Response> {
        guard !Task.isCancelled else { throw .transport(.cancelled) }
        if configuration.validatesRequests {
            let report = request.validationReport()
            guard report.isValid else { throw .invalidRequest(report) }
        }
        let (sent, response) = try await respond(to: request, adopting: link)
        return APIResponse(value: try decode(response, to: sent, from: request), status: response.status, headers: response.headers)
    }

    /// Sends a request and returns the outcome as a `Result`.
    public func result<R: APIRequest>(for request: R) async -> Result<R.Response, APIError<R.Failure>> {
        do {
            return .success(try await send(request))
        } catch {
            return .failure(error)
        }
    }

    /// Sends a request and returns its decoded response with the status and header fields it
    /// came with, or the failure, as a `Result`.
    public func responseResult<R: APIRequest>(for request: R) async -> Result<APIResponse<R.Response>, APIError<R.Failure>> {
        do throws(APIError<R.Failure>) {
            return .success(try await fetch(request))
        } catch {
            return .failure(error)
        }
    }

    /// Sends a request and calls `completion` with the outcome, on an arbitrary thread.
    /// Cancelling the returned handle cancels the request.
    @discardableResult
    public func send<R: APIRequest>(
        _ request: R, completion: @escaping @Sendable (Result<R.Response, APIError<R.Failure>>) -> Void
    ) -> CancellationHandle {
        let task = Task { completion(await result(for: request)) }
        return CancellationHandle { task.cancel() }
    }

    /// Sends a request and calls `completion` with the decoded response and the status and
    /// header fields it came with, or the failure, on an arbitrary thread. Cancelling the
    /// returned handle cancels the request.
    @discardableResult
    public func response<R: APIRequest>(
        to request: R, completion: @escaping @Sendable (Result<APIResponse<R.Response>, APIError<R.Failure>>) -> Void
    ) -> CancellationHandle {
        let task = Task { completion(await responseResult(for: request)) }
        return CancellationHandle { task.cancel() }
    }

    // MARK: The exchange

    /// Sends `request`, once more after a refreshed token when a bearer token was refused.
    /// `headerChanges` are a stream's, when it reconnects (`Last-Event-ID`, `Range`); `link`
    /// a page's (`fetch(_:adopting:)`).
    private func respond<R: APIRequest>(
        to request: R, headerChanges: [StreamReconnector.HeaderChange] = [], adopting link: PageLink? = nil
    ) async throws(APIError<R.Failure>) -> (Sent, HTTPResponse) {
        let generation = await credentials.refresher?.currentGeneration ?? 0
        var (sent, response, applied) = try await exchange(request, headerChanges: headerChanges, adopting: link)
        if response.status == 401, case .bearer = applied, let refresher = credentials.refresher {
            // A failed refresh leaves the 401 to be reported as the endpoint declares it.
            if (try? await refresher.refresh(after: generation)) != nil {
                (sent, response, _) = try await exchange(request, headerChanges: headerChanges, adopting: link)
            }
        }
        return (sent, response)
    }

    /// How `request`'s stream opens itself again, when the configuration asks for it and the
    /// method may be sent twice.
    private func reconnector<R: APIRequest>(for request: R) -> StreamReconnector? {
        guard R.streamsResponse, R.method.isIdempotent, let policy = configuration.streamReconnection else { return nil }
        return StreamReconnector(policy: policy) { changes throws(APIError<Never>) in
            let sent: Sent
            let response: HTTPResponse
            do throws(APIError<R.Failure>) {
                (sent, response) = try await respond(to: request, headerChanges: changes)
            } catch .invalidRequest(let report) {
                throw .invalidRequest(report)
            } catch .transport(let failure) {
                throw .transport(failure)
            } catch {
                throw .transport(.other("reconnecting failed: \(error)"))
            }
            guard response.isSuccess else {
                let names = Self.secretNames(of: R.self)
                let secrets = SentSecrets(of: sent.requests, headers: names.headers, queryItems: names.queryItems, apiRequest: request)
                throw .unexpectedStatus(UnexpectedResponse(response, sentSecrets: secrets))
            }
            return response
        }
    }

    /// What one exchange sent: the request as built, and as the transport last received it.
    private struct Sent {
        var built: HTTPRequest
        /// After middleware's changes; `nil` without middleware.
        var reachedTransport: HTTPRequest?

        var requests: [HTTPRequest] { [built] + (reachedTransport.map { [$0] } ?? []) }
    }

    /// Sends `request`; returns what was sent, the response and the credentials used.
    private func exchange<R: APIRequest>(
        _ request: R, headerChanges: [StreamReconnector.HeaderChange], adopting link: PageLink?
    ) async throws(APIError<R.Failure>) -> (Sent, HTTPResponse, Credentials.Applied) {
        guard let baseURL = base(of: R.self) else {
            var report = ValidationReport()
            report.add(.root, "server", "the endpoint is served from the server `\(R.server ?? "")`, for which the client has no URL "
                + "(`servers`)")
            throw .invalidRequest(report)
        }
        var builder = RequestBuilder(coding: configuration.coding)
        request.encode(into: &builder)
        let applied: Credentials.Applied
        do {
            applied = try await credentials.apply(R.auth, to: &builder)
        } catch {
            throw .transport(.other("the credential provider failed: \(error)"))
        }
        // After the credentials, so that a key the link repeats is not sent twice.
        if let link { builder.adopt(link, except: namesNotAdopted(by: R.self)) }
        let timeout = R.timeout ?? configuration.timeout
        builder.checkConfigured(configuration.headers)
        builder.checkTimeout(timeout)
        guard builder.problems.isValid else { throw .invalidRequest(builder.problems) }
        guard let url = builder.url(relativeTo: baseURL) else {
            var report = ValidationReport()
            report.add(.root, "url", "does not form a valid URL with the base URL \(baseURL.absoluteStringRedactingUserInfo)")
            throw .invalidRequest(report)
        }
        var headers = configuration.headers
        if headers["Accept"] == nil, let accept = R.accept { headers["Accept"] = accept }
        for field in builder.headers { headers[field.name] = field.value }
        if let cookie = builder.cookieHeader { headers["Cookie"] = cookie }
        for change in headerChanges { headers[change.name] = change.value }
        let http = HTTPRequest(
            method: R.method, url: url, headers: headers, body: builder.body, fileBackedBody: builder.fileBackedBody, timeout: timeout)
        let (credentialHeaders, credentialQueryItems) = Self.secretNames(of: R.self)
        let context = MiddlewareContext(
            operation: String(describing: R.self), pathTemplate: R.pathTemplate,
            credentialHeaders: credentialHeaders, credentialQueryItems: credentialQueryItems)
        let transportContext = TransportContext(
            apiRequest: request, maxResponseBodySize: max(0, configuration.maxResponseBodySize),
            credentialHeaders: credentialHeaders, credentialQueryItems: credentialQueryItems, streamsResponse: R.streamsResponse)
        // Middleware may add credentials of its own (a signature, a token), which an error
        // quoting the server must leave out as well.
        let reachedTransport = middleware.isEmpty ? nil : LockedState<HTTPRequest?>(nil)
        do {
            let response = try await run(
                http, context: context, transportContext: transportContext, step: 0, reachedTransport: reachedTransport)
            return (Sent(built: http, reachedTransport: reachedTransport?.withLock { $0 }), response, applied)
        } catch let error as TransportError {
            throw .transport(error)
        } catch is CancellationError {
            throw .transport(.cancelled)
        } catch {
            throw .transport(.other(String(describing: error)))
        }
    }

    private func run(
        _ request: HTTPRequest, context: MiddlewareContext, transportContext: TransportContext, step: Int,
        reachedTransport: LockedState<HTTPRequest?>?
    ) async throws -> HTTPResponse {
        guard step < middleware.count else {
            // The client checked its own headers; a middleware's reach the wire only through here.
            if !middleware.isEmpty, let (name, problem) = request.headers.problems.first {
                throw TransportError.other("a middleware set the header \(name.debugDescription), which \(problem), so nothing was sent")
            }
            reachedTransport?.withLock { $0 = request }
            return try await transport.send(request, context: transportContext)
        }
        return try await middleware[step].intercept(request, context: context) { next in
            try await self.run(next, context: context, transportContext: transportContext, step: step + 1,
                               reachedTransport: reachedTransport)
        }
    }

    /// The header and query item names whose values stay out of logs, other origins and error
    /// messages: the API's credentials, and what the spec marks `secret`.
    private static func secretNames<R: APIRequest>(of type: R.Type) -> (headers: Set<String>, queryItems: Set<String>) {
        (R.auth.credentialHeaders.union(R.secretHeaders), R.auth.credentialQueryItems.union(R.secretQueryItems))
    }

    private func decode<R: APIRequest>(
        _ response: HTTPResponse, to sent: Sent, from request: R
    ) throws(APIError<R.Failure>) -> R.Response {
        var decoder = ResponseDecoder(coding: configuration.coding)
        decoder.validatesItems = configuration.validatesResponses
        decoder.itemLimit = max(0, configuration.maxResponseBodySize)
        guard response.isSuccess else {
            let failure: R.Failure?
            var problem: String?
            do {
                failure = try R.decodeFailure(response, using: decoder)
            } catch {
                failure = nil
                problem = String(describing: error)
            }
            if let failure {
                if let invalid = invalidResponse(response, { R.validateFailure(failure, into: &$0) }) {
                    throw .invalidResponse(invalid)
                }
                throw .endpoint(failure)
            }
            let names = Self.secretNames(of: R.self)
            let secrets = SentSecrets(of: sent.requests, headers: names.headers, queryItems: names.queryItems, apiRequest: request)
            throw .unexpectedStatus(UnexpectedResponse(response, decodingProblem: problem, sentSecrets: secrets))
        }
        // Only a success's stream may go on over a new connection.
        decoder.reconnector = reconnector(for: request)
        let value: R.Response
        do {
            value = try R.decodeResponse(response, using: decoder)
        } catch let error as ResponseDecodingError {
            throw .decoding(DecodingFailure(status: response.status, path: error.path, message: error.message,
                                            body: response.body.prefix(UnexpectedResponse.bodyLimit)))
        } catch {
            throw .decoding(DecodingFailure(status: response.status, path: "", message: String(describing: error),
                                            body: response.body.prefix(UnexpectedResponse.bodyLimit)))
        }
        if let invalid = invalidResponse(response, { R.validateResponse(value, into: &$0) }) { throw .invalidResponse(invalid) }
        return value
    }

    /// What `check` finds wrong with `response`'s decoded body, success or declared error, when
    /// the client validates responses; `nil` when it does not, or when nothing is wrong.
    private func invalidResponse(_ response: HTTPResponse, _ check: (inout ValidationReport) -> Void) -> InvalidResponse? {
        guard configuration.validatesResponses else { return nil }
        var report = ValidationReport()
        check(&report)
        return report.isValid ? nil : InvalidResponse(status: response.status, report: report)
    }
}

/// Cancels a request started with a completion handler.
public struct CancellationHandle: Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    /// Cancels the request; the completion handler receives `.transport(.cancelled)`.
    public func cancel() { action() }
}
