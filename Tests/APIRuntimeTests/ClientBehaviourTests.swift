import LoopbackServer
import FlyingSocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// Redirects, retries, timeouts, cancellation and large bodies, against real loopback servers.
@Suite("Client behaviour")
struct ClientBehaviourTests {
    static let pet = #"{"id":1,"name":"Rex","photo_urls":[]}"#

    @Test func aSameOriginRedirectKeepsCredentials() async throws {
        let answer: TestServer.Handler = { request in
            request.target == "/pets/old" ? .raw(302, headers: ["Location": "/pets/new"]) : .json(200, Self.pet)
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: .bearer { "secret" })
            _ = try await client.send(GetPetRequest(petID: "old"))
            #expect(server.requests.map(\.target) == ["/pets/old", "/pets/new"])
            #expect(server.requests.last?.headers["authorization"] == "Bearer secret")
        }
    }

    @Test func aRedirectToAnotherHostDropsEveryCredential() async throws {
        try await TestServer.with(host: "127.0.0.2", { _ in .json(200, Self.pet) }) { other in
            let elsewhere = other.baseURL.absoluteString
            let answer: TestServer.Handler = { request in .raw(307, headers: ["Location": elsewhere + request.target]) }
            try await TestServer.with(answer) { server in
                let credentials = Credentials.bearer { "secret" }.adding(.apiKey { "key-1" })
                let client = APIClient(baseURL: server.baseURL, credentials: credentials)
                _ = try await client.send(GetPetRequest(petID: "1", session: "s1"))
                let first = try #require(server.requests.first)
                #expect(first.headers["authorization"] == "Bearer secret")
                #expect(first.headers["cookie"] == "session=s1")
                let moved = try #require(other.requests.first)
                #expect(moved.target == "/pets/1")
                #expect(moved.headers["authorization"] == nil)
                #expect(moved.headers["cookie"] == nil)

                let keyOnly = APIClient(baseURL: server.baseURL, credentials: .apiKey { "key-1" })
                _ = try await keyOnly.send(GetPetRequest(petID: "2"))
                #expect(server.requests.last?.headers["x-api-key"] == "key-1")
                #expect(other.requests.last?.headers["x-api-key"] == nil)
            }
        }
    }

    @Test func aRedirectToAnotherHostDropsQueryCredentials() async throws {
        try await TestServer.with(host: "127.0.0.2", { _ in .json(200, #"{"sold":1}"#) }) { other in
            let elsewhere = other.baseURL.absoluteString
            let answer: TestServer.Handler = { request in .raw(302, headers: ["Location": elsewhere + request.target + "&x=1"]) }
            try await TestServer.with(answer) { server in
                let client = APIClient(baseURL: server.baseURL, credentials: .apiKey("api_key") { "k&1" })
                let inventory = try await client.send(GetInventoryRequest())
                #expect(inventory == ["sold": 1])
                #expect(server.requests.first?.target == "/store/inventory?api_key=k%261")
                #expect(other.requests.first?.target == "/store/inventory?x=1")
            }
        }
    }

    /// A redirect that keeps the method keeps the body (RFC 9110 §15.4): 307 and 308, and 301
    /// of a PUT. FoundationNetworking sent those on with the headers and an empty body, so a
    /// server got a `POST` of `application/json` holding nothing. Credentials still stay
    /// behind on the way to another origin, and a loop ends.
    @Test func aRedirectThatKeepsTheMethodKeepsTheBody() async throws {
        struct ReplacePet: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.put
            static let pathTemplate = "/put"
            static let auth = AuthRequirement.bearer
            var body: Pet

            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                request.jsonBody(body)
            }

            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        try await TestServer.with(host: "127.0.0.2", { _ in .json(201, Self.pet) }) { other in
            let elsewhere = other.baseURL.absoluteString
            let answer: TestServer.Handler = { request in
                switch request.target {
                case "/pets": .raw(307, headers: ["Location": "/pets/307"])
                case "/pets/307": .raw(308, headers: ["Location": "/pets/308"])
                case "/pets/308": .raw(307, headers: ["Location": elsewhere + "/pets/moved"])
                case "/put": .raw(301, headers: ["Location": "/put/moved"])
                case "/put/moved": .raw(204)
                default: .raw(307, headers: ["Location": request.target])
                }
            }
            try await TestServer.with(answer) { server in
                let client = APIClient(baseURL: server.baseURL, credentials: .bearer { "secret" })
                let pet = Pet(id: 1, name: "Rex")
                let created = try await client.send(CreatePetRequest(body: pet))
                #expect(created.name == "Rex")
                _ = try await client.send(ReplacePet(body: pet))
                let sent = #"{"id":1,"name":"Rex","photo_urls":[]}"#
                #expect(server.requests.map { "\($0.method) \($0.target) \(String(decoding: $0.body, as: UTF8.self))" } == [
                    "POST /pets \(sent)", "POST /pets/307 \(sent)", "POST /pets/308 \(sent)",
                    "PUT /put \(sent)", "PUT /put/moved \(sent)",
                ])
                #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer secret" })
                let moved = try #require(other.requests.first)
                #expect("\(moved.method) \(moved.target) \(String(decoding: moved.body, as: UTF8.self))" == "POST /pets/moved \(sent)")
                #expect(moved.headers["authorization"] == nil)

                let looping = APIClient(baseURL: server.baseURL.appendingPathComponent("loop"), credentials: .bearer { "secret" })
                let result = await looping.result(for: CreatePetRequest(body: pet))
                guard case .failure(.transport(.other(let problem))) = result else {
                    Issue.record("a redirect loop did not end: \(result)")
                    return
                }
                #expect(problem == "more than 20 redirects that keep the request's body")
                #expect(server.requests.count(where: { $0.target == "/loop/pets" }) == 21)
            }
        }
    }

    /// A body with a file from the disk goes out again on such a redirect, whole: a raw file
    /// body from the file itself, a multipart one from its temporary file, which outlives the
    /// redirect.
    @Test func aRedirectThatKeepsTheMethodSendsAFileFromTheDiskAgain() async throws {
        struct SendFile: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.put
            static let pathTemplate = "/file"
            var file: FileUpload
            var multipart: Bool

            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                if multipart {
                    request.multipartBody { form in form.addFile("file", file) }
                } else {
                    request.rawBody(file, contentType: "video/mp4")
                }
            }

            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        let bytes = Data("a video, say".utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("redirect-\(UUID().uuidString).mp4")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let answer: TestServer.Handler = { request in request.target == "/file" ? .raw(307, headers: ["Location": "/file/moved"]) : .raw(204) }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL)
            _ = try await client.send(SendFile(file: FileUpload(contentsOf: file), multipart: false))
            _ = try await client.send(SendFile(file: FileUpload(contentsOf: file), multipart: true))
            let sent = server.requests
            #expect(sent.map { "\($0.method) \($0.target)" } == ["PUT /file", "PUT /file/moved", "PUT /file", "PUT /file/moved"])
            #expect(sent[0].body == bytes && sent[1].body == bytes)
            #expect(sent[2].body.range(of: bytes) != nil && sent[3].body == sent[2].body)
        }
    }

    @Test func httpsToHTTPRedirectsAreRefused() throws {
        let original = try #require(URL(string: "https://api.example.com/pets/1"))
        var downgrade = URLRequest(url: try #require(URL(string: "http://api.example.com/pets/1")))
        downgrade.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        guard case .refuse(let error) = RedirectPolicy.decide(from: original, to: downgrade, credentialHeaders: [], credentialQueryItems: []) else {
            Issue.record("an https -> http redirect was followed")
            return
        }
        #expect(error == .insecureRedirect(to: "http://api.example.com/pets/1"))
        // The refusal ends up in logs, so the credentials a server copied into the target do not.
        let leaky = URLRequest(url: try #require(URL(string: "http://key:pw@api.example.com/pets/1?api%5Fkey=k1&page=2&api_key=k2#top")))
        guard case .refuse(let leakyError) = RedirectPolicy.decide(from: original, to: leaky, credentialHeaders: [], credentialQueryItems: ["api_key"]) else {
            Issue.record("an https -> http redirect was followed")
            return
        }
        #expect(leakyError == .insecureRedirect(to: "http://<redacted>@api.example.com/pets/1?api%5Fkey=<redacted>&page=2&api_key=<redacted>#top"))
        let upgrade = URLRequest(url: try #require(URL(string: "https://api.example.com/v2/pets/1")))
        guard case .follow(let followed) = RedirectPolicy.decide(from: original, to: upgrade, credentialHeaders: [], credentialQueryItems: []) else {
            Issue.record("a same-origin https redirect was refused")
            return
        }
        #expect(followed.url == upgrade.url)
        #expect(RedirectPolicy.sameOrigin(URL(string: "https://a.example/x")!, URL(string: "https://A.example:443/y")!))
        #expect(!RedirectPolicy.sameOrigin(URL(string: "https://a.example/x")!, URL(string: "https://a.example:8443/y")!))
    }

    /// A secret query parameter sent as a deep object travels as one item per field
    /// (`filter[token]=…`): each is redacted, and dropped on the way to another origin.
    @Test func theFieldsOfADeepObjectQueryItemCountAsThatItem() throws {
        let original = try #require(URL(string: "https://api.example.com/pets"))
        let target = try #require(URL(string: "https://other.example/pets?filter%5Btoken%5D=t1&filter%5Bkind%5D=k1&filters=f&page=2"))
        guard case .follow(let moved) = RedirectPolicy.decide(
            from: original, to: URLRequest(url: target), credentialHeaders: [], credentialQueryItems: ["filter"]) else {
            Issue.record("a redirect to another https origin was refused")
            return
        }
        #expect(moved.url?.query == "filters=f&page=2")
        #expect(target.absoluteStringRedacting(queryItems: ["filter"])
            == "https://other.example/pets?filter%5Btoken%5D=<redacted>&filter%5Bkind%5D=<redacted>&filters=f&page=2")
    }

    @Test func retriesHonourRetryAfterAndStopAtTheCap() async throws {
        let count = Counter()
        let answer: TestServer.Handler = { _ in
            await count.next() <= 2 ? .raw(503, headers: ["Retry-After": "2"]) : .json(200, Self.pet)
        }
        try await TestServer.with(answer) { server in
            let waits = Recorder<TimeInterval>()
            let retry = RetryMiddleware(maxAttempts: 3, sleep: { await waits.add($0) })
            let pet = try await APIClient(baseURL: server.baseURL, middleware: [retry]).send(GetPetRequest(petID: "1"))
            #expect(pet.name == "Rex")
            #expect(await waits.values == [2, 2])
            #expect(server.requests.count == 3)
        }
    }

    @Test func retriesUseExponentialBackoffWithoutRetryAfter() async throws {
        try await TestServer.with({ _ in .raw(502) }) { server in
            let waits = Recorder<TimeInterval>()
            let retry = RetryMiddleware(maxAttempts: 4, baseDelay: 0.5, maxDelay: 1.5, jitter: 0, sleep: { await waits.add($0) })
            let result = await APIClient(baseURL: server.baseURL, middleware: [retry]).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("the last 502 was not returned")
                return
            }
            #expect(response.status == 502)
            #expect(await waits.values == [0.5, 1.0, 1.5])
            #expect(server.requests.count == 4)
        }
    }

    @Test func postIsRetriedOnlyWhenAskedAndLongRetryAfterIsNotWaitedFor() async throws {
        try await TestServer.with({ _ in .raw(503, headers: ["Retry-After": "3600"]) }) { server in
            let waits = Recorder<TimeInterval>()
            let create = CreatePetRequest(body: Pet(id: 1, name: "Rex"))
            let plain = RetryMiddleware(sleep: { await waits.add($0) })
            _ = await APIClient(baseURL: server.baseURL, middleware: [plain]).result(for: create)
            #expect(server.requests.count == 1)
            _ = await APIClient(baseURL: server.baseURL, middleware: [plain]).result(for: DeletePetRequest(petID: 1))
            #expect(server.requests.count == 2)
            #expect(await waits.values.isEmpty)
        }
        try await TestServer.with({ _ in .raw(503, headers: ["Retry-After": "1"]) }) { server in
            let waits = Recorder<TimeInterval>()
            let optIn = RetryMiddleware(maxAttempts: 2, retriesNonIdempotent: true, sleep: { await waits.add($0) })
            _ = await APIClient(baseURL: server.baseURL, middleware: [optIn]).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            #expect(server.requests.count == 2)
            #expect(await waits.values == [1])
        }
    }

    /// An extension method goes to the server as written, and, as nothing says repeating it is
    /// safe, is not retried where a GET is.
    @Test func anExtensionMethodIsSentAsWrittenAndNotRetried() async throws {
        try await TestServer.with({ _ in .raw(503) }) { server in
            let client = APIClient(baseURL: server.baseURL, middleware: [RetryMiddleware(jitter: 0, sleep: { _ in })])
            _ = await client.result(for: PurgePetRequest(petID: 7))
            #expect(server.requests.map(\.method) == ["PURGE"])
            #expect(server.requests.first?.target == "/pets/7/cache")
            _ = await client.result(for: GetPetRequest(petID: "1"))
            #expect(server.requests.map(\.method) == ["PURGE", "GET", "GET", "GET"])
        }
    }

    /// A server may ask for any wait; with no cap, the wait must still be one `Task.sleep`
    /// can take (nanoseconds in a `UInt64`), and stay cancellable.
    @Test func anEnormousRetryAfterWaitsUntilCancelledWithoutCrashing() async throws {
        for seconds in [-1, 0, TimeInterval.nan] {
            try await RetryMiddleware.sleep(seconds: seconds)
        }
        let retryAfter = try #require(RetryMiddleware.retryAfter(String(Int.max)))
        let waiting = Task { try await RetryMiddleware.sleep(seconds: retryAfter) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        let uncapped = RetryMiddleware(maxDelay: .infinity, jitter: .nan)
        #expect(uncapped.backoff(2000) == .infinity)
        #expect(uncapped.jitter == 0)
        var setLater = RetryMiddleware(baseDelay: 0.5)
        for share in [-3, .nan, 9] {
            setLater.jitter = share
            #expect((0...1).contains(setLater.backoff(1)), "a share set later is clamped where it is used, not a crash")
        }
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() throws {
        let now = try #require(RFC3339.date(from: "2015-10-21T07:28:00Z"))
        #expect(RetryMiddleware.retryAfter("120", now: now) == 120)
        #expect(RetryMiddleware.retryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
        #expect(RetryMiddleware.retryAfter("Wednesday, 21-Oct-15 07:29:00 GMT", now: now) == 60)
        #expect(RetryMiddleware.retryAfter("Wed Oct 21 07:28:10 2015", now: now) == 10)
        #expect(RetryMiddleware.retryAfter("Tue, 20 Oct 2015 07:28:00 GMT", now: now) == 0)
        #expect(RetryMiddleware.retryAfter("99999999999999999999999", now: now) == .infinity)
        for unreadable in ["soon", "-5", "+5", "1.5", "5 s", "Wed, 21 Oct 2015 07:28:30 CET"] {
            #expect(RetryMiddleware.retryAfter(unreadable, now: now) == nil, "\(unreadable)")
        }
    }

    /// A finding of `Fuzz/run responses`: this `Retry-After` stopped the program inside
    /// Foundation's `DateFormatter` on Linux. It is now ignored, and the backoff applies.
    @Test func aRetryAfterThatIsNoDateIsIgnored() async throws {
        try await TestServer.with({ _ in .raw(503, headers: ["Retry-After": "tu\u{35A}"]) }) { server in
            let waits = Recorder<TimeInterval>()
            let retry = RetryMiddleware(maxAttempts: 2, baseDelay: 0.25, jitter: 0, sleep: { await waits.add($0) })
            let result = await APIClient(baseURL: server.baseURL, middleware: [retry]).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("the last 503 was not returned")
                return
            }
            #expect(response.headers["Retry-After"] == "tu\u{35A}")
            #expect(await waits.values == [0.25])
            #expect(server.requests.count == 2)
        }
    }

    @Test func aSlowServerTimesOut() async throws {
        try await TestServer.with({ _ in
            try await Task.sleep(nanoseconds: 4_000_000_000)
            return .raw(200)
        }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetAvatarWithinASecondRequest(avatar: GetAvatarRequest(petID: 1)))
            guard case .failure(.transport(.timedOut)) = result else {
                Issue.record("no timeout: \(result)")
                return
            }
        }
    }

    /// A timeout is a number of seconds more than 0, or `.infinity` for none. URLSession on
    /// Linux stopped the program on `.infinity` and `nan`, timed out at once on 0 and on any
    /// timeout under a second, and never on a negative number. Now each of these timeouts
    /// waits for a server that answers in 0.3 s, and 0, -1 and `nan` fail the call before
    /// anything is sent.
    @Test func aTimeoutIsMoreThanZeroOrInfinity() async throws {
        func stretching(to timeout: TimeInterval) -> RewritingMiddleware { RewritingMiddleware { $0.timeout = timeout } }
        try await TestServer.with({ _ in
            try await Task.sleep(nanoseconds: 300_000_000)
            return .json(200, Self.pet)
        }) { server in
            for timeout in [TimeInterval.infinity, 1e300, 0.5] {
                let pet = try await APIClient(baseURL: server.baseURL, configuration: .init(timeout: timeout)).send(GetPetRequest(petID: "1"))
                #expect(pet.name == "Rex")
                _ = try await APIClient(baseURL: server.baseURL, middleware: [stretching(to: timeout)]).send(GetPetRequest(petID: "1"))
            }
            for timeout in [0, -1, TimeInterval.nan] {
                let result = await APIClient(baseURL: server.baseURL, configuration: .init(timeout: timeout)).result(for: GetPetRequest(petID: "1"))
                guard case .failure(.invalidRequest(let report)) = result else {
                    Issue.record("a timeout of \(timeout) was not refused: \(result)")
                    continue
                }
                #expect(report.description.hasSuffix(
                    "(root): is \(timeout) seconds; a timeout is more than 0 seconds, or `.infinity` for none (timeout)"))
                let stretched = await APIClient(baseURL: server.baseURL, middleware: [stretching(to: timeout)])
                    .result(for: GetPetRequest(petID: "1"))
                guard case .failure(.transport(.other(let problem))) = stretched else {
                    Issue.record("a middleware's timeout of \(timeout) was not refused: \(stretched)")
                    continue
                }
                #expect(problem == "the timeout is \(timeout) seconds; it must be more than 0")
            }
            #expect(server.requests.count == 6)
        }
    }

    @Test func cancellingTheCallingTaskCancelsTheRequest() async throws {
        try await TestServer.with({ _ in
            try await Task.sleep(nanoseconds: 4_000_000_000)
            return .json(200, Self.pet)
        }) { server in
            let client = APIClient(baseURL: server.baseURL)
            let call = Task { await client.result(for: GetPetRequest(petID: "1")) }
            while server.requests.isEmpty { try await Task.sleep(nanoseconds: 20_000_000) }
            call.cancel()
            // Had the request not been cancelled, the server's answer would make this a success.
            guard case .failure(.transport(.cancelled)) = await call.value else {
                Issue.record("the request was not cancelled")
                return
            }
        }
    }

    @Test func anAlreadyCancelledTaskSendsNothing() async throws {
        try await TestServer.with({ _ in .json(200, Self.pet) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            let call = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await client.result(for: GetPetRequest(petID: "1"))
            }
            guard case .failure(.transport(.cancelled)) = await call.value else {
                Issue.record("a cancelled task sent its request")
                return
            }
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aBodyOverTheLimitIsAnErrorNotAnOutOfMemory() async throws {
        let big = Data(repeating: 0x61, count: 3 << 20)
        let configuration = APIClient.Configuration(maxResponseBodySize: 1 << 20)
        try await TestServer.with({ _ in .raw(200, big, headers: ["Content-Type": "image/png"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL, configuration: configuration).result(for: GetAvatarRequest(petID: 1))
            guard case .failure(.transport(.responseTooLarge(let limit))) = result else {
                Issue.record("a 3 MiB body passed a 1 MiB limit (declared length)")
                return
            }
            #expect(limit == 1 << 20)
            // A limit below 0 is 0: an empty answer passes, and the error names 0.
            let none = APIClient(baseURL: server.baseURL, configuration: .init(maxResponseBodySize: -1))
            guard case .failure(.transport(.responseTooLarge(limit: 0))) = await none.result(for: GetAvatarRequest(petID: 1)) else {
                Issue.record("a limit of -1 was not taken as 0")
                return
            }
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            _ = try await APIClient(baseURL: server.baseURL, configuration: .init(maxResponseBodySize: -1)).send(DeletePetRequest(petID: 1))
        }
        let streamed: TestServer.Handler = { _ in
            FlyingFox.HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: HTTPBodySequence(from: ByteChunks(big)))
        }
        try await TestServer.with(streamed) { server in
            let result = await APIClient(baseURL: server.baseURL, configuration: configuration).result(for: GetAvatarRequest(petID: 1))
            guard case .failure(.transport(.responseTooLarge)) = result else {
                Issue.record("a 3 MiB chunked body passed a 1 MiB limit: \(result)")
                return
            }
        }
    }

    /// The answer to a HEAD carries the `Content-Length` a GET would get, and no body: a
    /// large file's HEAD failed as "larger than" the limit. So did a 304 that names a size.
    @Test func aHeadOfALargeResourceIsNoBodyOverTheLimit() async throws {
        struct FileSize: APIRequest {
            typealias Response = String?
            typealias Failure = Never
            static let method = HTTPMethod.head
            static let pathTemplate = "/files/big"

            func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }

            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> String? {
                response.headers["Content-Length"]
            }
        }
        let answer: TestServer.Handler = { request in
            .raw(request.method == "HEAD" ? 200 : 304, headers: ["Content-Length": "100000000"])
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL, configuration: .init(maxResponseBodySize: 1 << 20))
            let size = try await client.send(FileSize())
            #expect(size == "100000000")
            guard case .failure(.unexpectedStatus(let response)) = await client.result(for: GetAvatarRequest(petID: 1)) else {
                Issue.record("a 304 naming a size was not read as the status it is")
                return
            }
            #expect(response.status == 304)
        }
    }

    @Test func largeBodiesTravelWhole() async throws {
        let big = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try await TestServer.with({ request in .raw(200, request.body, headers: ["Content-Type": "image/png"]) }) { server in
            let echoed = try await APIClient(baseURL: server.baseURL).send(EchoRequest(bytes: big))
            #expect(echoed == big)
            #expect(server.requests.first?.body.count == big.count)
        }
    }

    @Test func anUnreachableServerIsATransportError() async throws {
        // Port 9 (discard) on loopback: nothing listens there in the test environment.
        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        guard case .failure(.transport(.unreachable)) = await client.result(for: GetPetRequest(petID: "1")) else {
            Issue.record("a refused connection was not `unreachable`")
            return
        }
    }
}

/// Sends raw bytes and returns the raw answer.
struct EchoRequest: APIRequest {
    typealias Response = Data
    typealias Failure = Never
    static let method = HTTPMethod.put
    static let pathTemplate = "/echo"

    var bytes: Data

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.rawBody(bytes, contentType: "application/octet-stream")
    }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> Data {
        decoder.data(from: response)
    }
}

actor Counter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

actor Recorder<Value: Sendable> {
    private(set) var values: [Value] = []
    func add(_ value: Value) { values.append(value) }
}

/// Bytes served in 64 KiB chunks with no declared length, so the server uses chunked encoding.
struct ByteChunks: AsyncBufferedSequence {
    typealias Element = UInt8
    let data: Data

    init(_ data: Data) { self.data = data }

    func makeAsyncIterator() -> Iterator { Iterator(data: data) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let data: Data
        var offset = 0

        mutating func next() async throws -> UInt8? {
            guard offset < data.count else { return nil }
            defer { offset += 1 }
            return data[data.startIndex + offset]
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard offset < data.count else { return nil }
            let end = Swift.min(data.count, offset + Swift.min(count, 65_536))
            defer { offset = end }
            return [UInt8](data[(data.startIndex + offset)..<(data.startIndex + end)])
        }
    }
}
