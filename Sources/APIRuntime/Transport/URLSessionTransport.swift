import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: URLSession, on Apple platforms and Linux alike.
///
/// On top of URLSession it enforces the client's maximum body size while the
/// body arrives (a huge response is cut off, not buffered), applies
/// `RedirectPolicy` (no https -> http, no credentials to another origin), sends the
/// body again on a redirect that keeps the method (307, 308), keeps cookies and caches
/// out of the way, and cancels the request as soon as the calling task is cancelled. The
/// success of an endpoint that streams is handed over as its head arrives, its body in
/// chunks as they come; the connection closes when the reader stops.
///
/// On Linux, FoundationNetworking stops the program on a chunked response that ends in
/// trailer fields (grpc-gateway's errors, as etcd 3.4 sends them;
/// swift-corelibs-foundation#5285), before this transport hears of it: a client of such a
/// server there needs a transport over another HTTP stack.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let router: TaskRouter

    /// Creates a transport over its own session. Cookie storage, the URL cache and
    /// automatic cookie handling are switched off: cookies are the API's business.
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        router = TaskRouter()
        session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Why URLSession cannot be asked for `url`, or `nil`. It would read a `file:` URL from
    /// the disk and answer a `data:` URL itself; the URL itself is not quoted, as its query may
    /// hold a credential.
    static func problem(with url: URL) -> String? {
        guard let scheme = url.scheme else { return "this one has no scheme" }
        guard ["http", "https"].contains(scheme.lowercased()) else { return "this one's scheme is `\(scheme)`" }
        guard let host = url.host, !host.isEmpty else { return "this one has no host" }
        return nil
    }

    /// The wait handed to URLSession for `seconds`. At most 30 years: FoundationNetworking
    /// counts a timeout in milliseconds, and one past `Int.max` of them (`.infinity`) stops
    /// the program. On Linux, rounded up to whole seconds: FoundationNetworking drops the
    /// fraction, so that 0.5 timed out at once and 1.9 after one second.
    static func timeoutInterval(_ seconds: TimeInterval) -> TimeInterval {
        let longest: TimeInterval = 30 * 365 * 86_400
        #if canImport(FoundationNetworking)
        return min(seconds.rounded(.up), longest)
        #else
        return min(seconds, longest)
        #endif
    }

    public func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        guard !Task.isCancelled else { throw TransportError.cancelled }
        if let problem = Self.problem(with: request.url) {
            throw TransportError.other("URLSessionTransport sends only to absolute http and https URLs, and \(problem); check the client's base URL")
        }
        guard request.timeout > 0 else {
            throw TransportError.other("the timeout is \(request.timeout) seconds; it must be more than 0")
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = Self.timeoutInterval(request.timeout)
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        urlRequest.httpBody = request.body
        // A body with files is sent from one file, so that URLSession reads it a chunk at a
        // time and sends its length (a stream would go out chunked on Linux): the file itself
        // when the body is nothing else, or else a temporary one holding the whole body.
        var upload: URL?
        var temporary: URL?
        if let body = request.fileBackedBody {
            if body.pieces.count == 1, case .file(let url) = body.pieces[0] {
                upload = url
            } else {
                temporary = try await Self.temporaryFile(holding: body)
                upload = temporary
            }
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        // URLSession follows redirects itself, except those that keep the method and the body
        // (307 and 308; 301 and 302 of a PUT): FoundationNetworking sends those on without
        // the body, so they come back here and go out again, body and all.
        for _ in 0...Self.maxResentRedirects {
            let (response, redirect) = try await perform(urlRequest, upload: upload, originalURL: request.url, context: context)
            guard var next = redirect else { return response }
            next.httpBody = request.body
            urlRequest = next
        }
        throw TransportError.other("more than \(Self.maxResentRedirects) redirects that keep the request's body")
    }

    /// A new temporary file holding `body`, written off the caller's thread.
    private static func temporaryFile(holding body: FileBackedBody) async throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-upload-\(UUID().uuidString)")
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue.global().async {
                do {
                    try body.write(to: url)
                    continuation.resume()
                } catch {
                    try? FileManager.default.removeItem(at: url)
                    continuation.resume(throwing: TransportError.other("the request's body could not be read: \(error)"))
                }
            }
        }
        return url
    }

    /// How many redirects that keep a body are followed, as URLSession follows 20 others.
    static let maxResentRedirects = 20

    /// Sends `urlRequest` once, its body from the file `upload` when it has one; returns the
    /// response, or the request a redirect asks for when URLSession would lose its body.
    private func perform(
        _ urlRequest: URLRequest, upload: URL?, originalURL: URL, context: TransportContext
    ) async throws -> (HTTPResponse, URLRequest?) {
        let task = upload.map { session.uploadTask(with: urlRequest, fromFile: $0) } ?? session.dataTask(with: urlRequest)
        let state = TaskState(
            originalURL: originalURL, maxBodySize: context.maxResponseBodySize, hasBody: upload != nil || !(urlRequest.httpBody ?? Data()).isEmpty,
            credentialHeaders: context.credentialHeaders, credentialQueryItems: context.credentialQueryItems,
            streams: context.streamsResponse)
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.start(continuation)
                router.register(task.taskIdentifier, state)
                task.resume()
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            task.cancel()
        }
        return (response, state.progress.withLock { $0.redirectWithBody })
    }
}

/// One request's progress, written from URLSession's delegate queue.
private final class TaskState: @unchecked Sendable {
    struct Progress {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        /// Where a streamed body's chunks go, once its head has been handed over.
        var chunks: AsyncThrowingStream<Data, any Error>.Continuation?
        var failure: TransportError?
        /// A redirect that keeps the method, and so the body, which the transport sends itself.
        var redirectWithBody: URLRequest?
    }

    /// The URL the client asked for, to which every redirect is held.
    let originalURL: URL
    let maxBodySize: Int
    let hasBody: Bool
    let credentialHeaders: Set<String>
    let credentialQueryItems: Set<String>
    /// Whether a success's body is handed over as it arrives.
    let streams: Bool
    let progress = LockedState(Progress())

    init(
        originalURL: URL, maxBodySize: Int, hasBody: Bool, credentialHeaders: Set<String>, credentialQueryItems: Set<String>,
        streams: Bool
    ) {
        self.originalURL = originalURL
        self.maxBodySize = maxBodySize
        self.hasBody = hasBody
        self.credentialHeaders = credentialHeaders
        self.credentialQueryItems = credentialQueryItems
        self.streams = streams
    }

    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        progress.withLock { $0.continuation = continuation }
    }

    /// Records why the task is being cancelled, so completion reports that and not "cancelled".
    func fail(_ error: TransportError) {
        progress.withLock { if $0.failure == nil { $0.failure = error } }
    }

    /// Hands over a success's head now, and its body to `dataTask`'s reader as it arrives.
    func startStreaming(_ response: HTTPURLResponse, of dataTask: URLSessionDataTask) {
        let (chunks, chunkContinuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        chunkContinuation.onTermination = { termination in
            // The reader stopped (left its loop, or its task was cancelled): nothing more is read.
            if case .cancelled = termination { dataTask.cancel() }
        }
        let continuation = progress.withLock { state in
            defer { state.continuation = nil }
            state.response = response
            state.chunks = chunkContinuation
            return state.continuation
        }
        continuation?.resume(returning: HTTPResponse(status: response.statusCode, headers: Self.headers(of: response), streamedBody: chunks))
    }

    /// Who waits for the outcome: the caller for the response, or a stream's reader for the rest
    /// of its body.
    private typealias Waiting = (response: CheckedContinuation<HTTPResponse, any Error>?, chunks: AsyncThrowingStream<Data, any Error>.Continuation?)

    func finish(_ error: (any Error)?) {
        let (waiting, result) = progress.withLock { state -> (Waiting, Result<HTTPResponse, any Error>) in
            let waiting: Waiting = (state.continuation, state.chunks)
            state.continuation = nil
            state.chunks = nil
            if let failure = state.failure { return (waiting, .failure(failure)) }
            if let error { return (waiting, .failure(Self.transportError(error))) }
            guard let response = state.response else { return (waiting, .failure(TransportError.other("no response"))) }
            return (waiting, .success(HTTPResponse(status: response.statusCode, headers: Self.headers(of: response), body: state.body)))
        }
        waiting.response?.resume(with: result)
        if let chunks = waiting.chunks {
            if case .failure(let error) = result { chunks.finish(throwing: error) } else { chunks.finish() }
        }
    }

    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(String(describing: name), String(describing: value))
        }
        return headers
    }

    static func transportError(_ error: any Error) -> TransportError {
        guard let urlError = error as? URLError else { return .other(String(describing: error)) }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost:
            return .unreachable(urlError.localizedDescription)
        default: return .other(urlError.localizedDescription)
        }
    }
}

/// URLSession's delegate: routes each callback to its task's state.
private final class TaskRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let states = LockedState<[Int: TaskState]>([:])

    func register(_ identifier: Int, _ state: TaskState) {
        states.withLock { $0[identifier] = state }
    }

    private func state(_ task: URLSessionTask) -> TaskState? {
        states.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(dataTask), let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            return
        }
        // The answer to a HEAD, a 204 and a 304 has no body, whatever `Content-Length` says (the
        // size of what a GET would get, for a HEAD); a body that comes anyway is still counted.
        let hasBody = dataTask.currentRequest?.httpMethod != "HEAD" && ![204, 304].contains(http.statusCode)
        if hasBody, state.streams, (200...299).contains(http.statusCode) {
            // The limit is on each item, which the reader checks: a stream may go on for hours.
            state.startStreaming(http, of: dataTask)
            completionHandler(.allow)
            return
        }
        if hasBody, response.expectedContentLength > Int64(state.maxBodySize) {
            state.fail(.responseTooLarge(limit: state.maxBodySize))
            completionHandler(.cancel)
            return
        }
        state.progress.withLock { $0.response = http }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let state = state(dataTask) else { return }
        // A streamed body's chunk goes to its reader; any other body is kept, up to the limit.
        let (chunks, tooLarge) = state.progress.withLock { progress -> (AsyncThrowingStream<Data, any Error>.Continuation?, Bool) in
            if let chunks = progress.chunks { return (chunks, false) }
            guard progress.body.count + data.count <= state.maxBodySize else { return (nil, true) }
            progress.body.append(data)
            return (nil, false)
        }
        chunks?.yield(data)
        if tooLarge {
            state.fail(.responseTooLarge(limit: state.maxBodySize))
            dataTask.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let state = state(task) else {
            completionHandler(nil)
            return
        }
        switch RedirectPolicy.decide(from: state.originalURL, to: request, credentialHeaders: state.credentialHeaders,
                                     credentialQueryItems: state.credentialQueryItems) {
        case .follow(let next) where state.hasBody && next.httpMethod == task.currentRequest?.httpMethod:
            // Answered with the redirect itself; `send` goes on with `next` and the body.
            state.progress.withLock { $0.redirectWithBody = next }
            completionHandler(nil)
        case .follow(let next):
            completionHandler(next)
        case .refuse(let error):
            state.fail(error)
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let state = states.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        state?.finish(error)
    }

    #if canImport(FoundationNetworking)
    /// FoundationNetworking asks this about a 401 that says `WWW-Authenticate: Basic`, once the
    /// whole answer has arrived; its default handling, with no stored credential, never
    /// completes the task (not even at its timeout), and it has no other way to go on but
    /// cancelling. The client sends its own credentials, so the 401 is the answer: it is handed
    /// over as it came, and the task is then cancelled.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        state(task)?.finish(nil)
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
    #endif
}
