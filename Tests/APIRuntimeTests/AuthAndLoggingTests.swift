import LoopbackServer
import Foundation
import Testing
@testable import APIRuntime

@Suite("Auth and logging")
struct AuthAndLoggingTests {
    @Test func eachSchemeTravelsWhereItBelongs() async throws {
        try await TestServer.with({ request in
            request.target.hasPrefix("/store") ? .json(200, "{}") : request.target.hasPrefix("/me") ? .json(200, "\"me\"") : .raw(204)
        }) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: Credentials.bearer { "t0k" }
                .adding(.basic(username: "ann", password: "pa:ss"))
                .adding(.apiKey("api_key") { "q-key" }))
            _ = try await client.send(DeletePetRequest(petID: 1))
            _ = try await client.send(WhoAmIRequest())
            _ = try await client.send(GetInventoryRequest())
            let requests = server.requests
            #expect(requests[0].headers["authorization"] == "Bearer t0k")
            #expect(requests[1].headers["authorization"] == "Basic " + Data("ann:pa:ss".utf8).base64EncodedString())
            #expect(requests[2].target == "/store/inventory?api_key=q-key")
            #expect(requests[2].headers["authorization"] == nil)
        }
    }

    /// An endpoint whose auth names another scheme word (Django REST Framework's `Token`) gets
    /// the bearer credential's token under that word; a 401 refreshes it as for `Bearer`, and
    /// logs redact it.
    @Test func aTokenTravelsUnderTheSchemeWordItsEndpointNames() async throws {
        let tokens = TokenStore()
        try await TestServer.with({ request in
            request.headers["authorization"] == "Token fresh" ? .json(200, "\"me\"") : .raw(401)
        }) { server in
            let lines = LineLog()
            let client = APIClient(baseURL: server.baseURL,
                                   credentials: .bearer({ await tokens.current }, refresh: { await tokens.refresh() }),
                                   middleware: [LoggingMiddleware { lines.add($0) }])
            let me = try await client.send(TokenWhoAmIRequest())
            #expect(me == "me")
            #expect(server.requests.map { $0.headers["authorization"] } == ["Token stale", "Token fresh"])
            #expect(await tokens.refreshes == 1)
            #expect(!lines.text.contains("fresh") && lines.text.contains("Authorization: <redacted>"), "\(lines.text)")
        }
        // Without a bearer credential, nothing is sent.
        try await TestServer.with({ _ in .raw(401) }) { server in
            _ = await APIClient(baseURL: server.baseURL, credentials: .apiKey { "k" }).result(for: TokenWhoAmIRequest())
            #expect(server.requests.first?.headers["authorization"] == nil)
        }
    }

    /// A 401 that asks for basic credentials (`WWW-Authenticate: Basic`, as httpbin and nginx's
    /// `auth_basic` answer a wrong password) is the answer, with its headers and body. On Linux
    /// FoundationNetworking's own handling of that challenge never completes the request.
    @Test(.timeLimit(.minutes(1))) func aBasicChallengeIsTheAnswer() async throws {
        let tokens = TokenStore()
        try await TestServer.with({ request in
            request.headers["authorization"] == "Token fresh"
                ? .json(200, "\"me\"")
                : .json(401, #"{"message":"wrong password"}"#, headers: ["WWW-Authenticate": #"Basic realm="pets""#])
        }) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: .basic(username: "ann", password: "wrong"))
            for _ in 1...2 {
                guard case .failure(.unexpectedStatus(let response)) = await client.result(for: WhoAmIRequest()) else {
                    Issue.record("a 401 with a basic challenge was not handed over")
                    return
                }
                #expect(response.status == 401)
                #expect(response.headers["www-authenticate"] == #"Basic realm="pets""#)
                #expect(String(decoding: response.body, as: UTF8.self) == #"{"message":"wrong password"}"#)
            }
            // A bearer token refreshed on that 401 is sent again, as on any other.
            let refreshing = APIClient(baseURL: server.baseURL,
                                       credentials: .bearer({ await tokens.current }, refresh: { await tokens.refresh() }))
            let me = try await refreshing.send(TokenWhoAmIRequest())
            #expect(me == "me")
            #expect(await tokens.refreshes == 1)
        }
    }

    /// An API key in `Authorization` goes there as it is, with no word before it (ClickUp's
    /// `Authorization: pk_…`), and logs redact it. It is no bearer token: a 401 refreshes
    /// nothing, and where the endpoint also takes a bearer token, a client holding only that
    /// sends it under `Bearer`.
    @Test func aKeyInAuthorizationIsSentAsItIs() async throws {
        let tokens = TokenStore()
        try await TestServer.with({ request in
            request.headers["authorization"] == "pk_live_1" ? .json(200, "\"me\"") : .raw(401)
        }) { server in
            let lines = LineLog()
            let client = APIClient(baseURL: server.baseURL,
                                   credentials: Credentials.apiKey("Authorization") { "pk_live_1" }
                                       .adding(.bearer({ await tokens.current }, refresh: { await tokens.refresh() })),
                                   middleware: [LoggingMiddleware { lines.add($0) }])
            let me = try await client.send(RawKeyWhoAmIRequest())
            #expect(me == "me")
            #expect(!lines.text.contains("pk_live_1") && lines.text.contains("Authorization: <redacted>"), "\(lines.text)")
            let bearerOnly = APIClient(baseURL: server.baseURL,
                                       credentials: .bearer({ await tokens.current }, refresh: { await tokens.refresh() }))
            _ = await bearerOnly.result(for: RawKeyWhoAmIRequest())
            let revoked = Credentials.apiKey("Authorization") { "pk_revoked" }
                .adding(.bearer({ await tokens.current }, refresh: { await tokens.refresh() }))
            let refused = await APIClient(baseURL: server.baseURL, credentials: revoked).result(for: RawKeyWhoAmIRequest())
            guard case .failure(.unexpectedStatus(let response)) = refused, response.status == 401 else {
                Issue.record("a revoked key gave \(refused)")
                return
            }
            #expect(server.requests.map { $0.headers["authorization"] } == ["pk_live_1", "Bearer stale", "Bearer fresh", "pk_revoked"])
            #expect(await tokens.refreshes == 1)
        }
    }

    /// A server splits basic credentials at their first colon, so a user name holding one
    /// would reach it as another name with another password: the call fails instead, with
    /// neither quoted. A colon in the password is the password's.
    @Test func aBasicUserNameWithAColonIsRefused() async throws {
        try await TestServer.with({ _ in .json(200, "\"me\"") }) { server in
            let refused = await APIClient(baseURL: server.baseURL, credentials: .basic(username: "ann:x", password: "pw"))
                .result(for: WhoAmIRequest())
            guard case .failure(.invalidRequest(let report)) = refused else {
                Issue.record("the name was sent: \(refused)")
                return
            }
            #expect(report.description.hasSuffix("Authorization: the basic user name holds `:`, where the server would end it (credential)"))
            #expect(!report.description.contains("ann") && !report.description.contains("pw"))
            #expect(server.requests.isEmpty)
        }
    }

    @Test func alternativesUseTheFirstCredentialTheClientHas() async throws {
        try await TestServer.with({ _ in .json(200, #"{"id":1,"name":"R","photo_urls":[]}"#) }) { server in
            _ = try await APIClient(baseURL: server.baseURL, credentials: .apiKey { "k" }).send(GetPetRequest(petID: "1"))
            _ = try await APIClient(baseURL: server.baseURL, credentials: Credentials.apiKey { "k" }.adding(.bearer { "b" }))
                .send(GetPetRequest(petID: "1"))
            _ = try await APIClient(baseURL: server.baseURL).send(GetPetRequest(petID: "1"))
            let requests = server.requests
            #expect(requests[0].headers["x-api-key"] == "k" && requests[0].headers["authorization"] == nil)
            #expect(requests[1].headers["authorization"] == "Bearer b" && requests[1].headers["x-api-key"] == nil)
            #expect(requests[2].headers["authorization"] == nil && requests[2].headers["x-api-key"] == nil)
        }
    }

    /// An `allOf` goes out whole or not at all, so a client short of one credential falls
    /// through to the next alternative instead of sending half a requirement.
    @Test func schemesRequiredTogetherAreSentTogetherOrNotAtAll() async throws {
        try await TestServer.with({ _ in .raw(204) }) { server in
            let holdings: [Credentials] = [
                Credentials.bearer { "b-1" }.adding(.apiKey { "app-7" }),
                Credentials.bearer { "b-1" }.adding(.apiKey("tenant") { "acme" }),
                Credentials.bearer { "b-1" }.adding(.apiKey("X-App-Id") { "app-7" }).adding(.basic(username: "ann", password: "pw")),
                .bearer { "b-1" },
            ]
            for credentials in holdings {
                _ = try await APIClient(baseURL: server.baseURL, credentials: credentials).send(TenantReportRequest())
            }
            let sent = server.requests.map { [$0.headers["authorization"], $0.headers["x-app-id"], $0.headers["cookie"]] }
            #expect(sent == [
                ["Bearer b-1", "app-7", "tenant=app-7"],
                [nil, nil, nil],
                ["Basic " + Data("ann:pw".utf8).base64EncodedString(), nil, nil],
                [nil, nil, nil],
            ])
        }
    }

    /// A key given under a header's name in another case is that header's key; a query item's
    /// name is matched exactly, and the key given for every name stands in.
    @Test func aHeaderKeyMatchesItsNameInAnyCase() async throws {
        try await TestServer.with({ _ in .json(200, "{}") }) { server in
            let credentials = Credentials.bearer { "b-1" }.adding(.apiKey("x-app-id") { "app-7" }).adding(.apiKey("TENANT") { "acme" })
            _ = try await APIClient(baseURL: server.baseURL, credentials: credentials).send(TenantReportRequest())
            _ = try await APIClient(baseURL: server.baseURL, credentials: .apiKey("API_KEY") { "q" }).send(GetInventoryRequest())
            _ = try await APIClient(baseURL: server.baseURL, credentials: Credentials.apiKey("API_KEY") { "q" }.adding(.apiKey { "any" }))
                .send(GetInventoryRequest())
            let sent = server.requests
            #expect(sent[0].headers["x-app-id"] == nil, "a cookie's name is matched exactly, so the allOf is not met")
            #expect(sent[1].target == "/store/inventory")
            #expect(sent[2].target == "/store/inventory?api_key=any")
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            let credentials = Credentials.bearer { "b-1" }.adding(.apiKey("x-APP-id") { "app-7" }).adding(.apiKey("tenant") { "acme" })
            _ = try await APIClient(baseURL: server.baseURL, credentials: credentials).send(TenantReportRequest())
            #expect(server.requests.map { [$0.headers["x-app-id"], $0.headers["cookie"]] } == [["app-7", "tenant=acme"]])
        }
    }

    /// A 401 to a request that sent a bearer token with other schemes refreshes the token,
    /// and the retry carries every scheme again.
    @Test func aBearerTokenSentWithOtherSchemesIsRefreshedOnA401() async throws {
        let tokens = TokenStore()
        try await TestServer.with({ request in
            request.headers["authorization"] == "Bearer fresh" ? .raw(204) : .raw(401)
        }) { server in
            let lines = LineLog()
            let client = APIClient(
                baseURL: server.baseURL,
                credentials: Credentials.bearer({ await tokens.current }, refresh: { await tokens.refresh() })
                    .adding(.apiKey { "app-secret" }),
                middleware: [LoggingMiddleware { lines.add($0) }])
            _ = try await client.send(TenantReportRequest())
            #expect(await tokens.refreshes == 1)
            #expect(server.requests.map { $0.headers["x-app-id"] } == ["app-secret", "app-secret"])
            #expect(server.requests.map { $0.headers["cookie"] } == ["tenant=app-secret", "tenant=app-secret"])
            #expect(!lines.text.contains("app-secret") && lines.text.contains("X-App-Id: <redacted>"), "\(lines.text)")
        }
    }

    @Test func concurrent401sShareOneRefresh() async throws {
        let tokens = TokenStore()
        try await TestServer.with({ request in
            request.headers["authorization"] == "Bearer fresh" ? .raw(204) : .raw(401)
        }) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: .bearer({ await tokens.current }, refresh: { await tokens.refresh() }))
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for id in 1...6 {
                    group.addTask {
                        if case .success = await client.result(for: DeletePetRequest(petID: Int64(id))) { return true }
                        return false
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes == Array(repeating: true, count: 6))
            #expect(await tokens.refreshes == 1)
        }
    }

    @Test func aFailedRefreshReportsTheDeclared401() async throws {
        try await TestServer.with({ _ in .raw(401) }) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: .bearer({ "stale" }, refresh: { throw CancellationError() }))
            guard case .failure(.endpoint(.unauthorized)) = await client.result(for: DeletePetRequest(petID: 1)) else {
                Issue.record("a failed refresh did not leave the 401")
                return
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func loggingRedactsEveryCredential() async throws {
        try await TestServer.with({ _ in .json(200, "{}", headers: ["Set-Cookie": "sid=server-secret"]) }) { server in
            let lines = LineLog()
            let logger = LoggingMiddleware(redactingHeaders: ["X-Client-Secret"]) { lines.add($0) }
            let client = APIClient(
                baseURL: server.baseURL,
                credentials: Credentials.apiKey("api_key") { "query-secret" }.adding(.apiKey("X-Pet-Key") { "key-secret" })
                    .adding(.bearer { "bearer-secret" }),
                middleware: [logger], configuration: .init(headers: ["X-Client-Secret": "header-secret", "X-Visible": "shown"]))
            _ = try await client.send(GetInventoryRequest())
            _ = try await client.send(GetPetRequestWithKey())
            _ = try await client.send(DeletePetRequest(petID: 1))
            let log = lines.text
            for secret in ["query-secret", "bearer-secret", "header-secret", "server-secret", "cookie-secret", "key-secret"] {
                #expect(!log.contains(secret), "\(secret) leaked into the log:\n\(log)")
            }
            #expect(log.contains("api_key=<redacted>"))
            #expect(log.contains("Authorization: <redacted>"))
            #expect(log.contains("X-Pet-Key: <redacted>"))
            #expect(server.requests[2].headers["authorization"] == "Bearer bearer-secret")
            #expect(log.contains("X-Visible: shown"))
            #expect(log.contains("← 200 GetInventoryRequest"))
            #expect(server.requests[1].headers["x-pet-key"] == "key-secret")
        }
    }

    /// The secret fields of object parameters go out under names of their own (`filter[token]`
    /// for a deepObject, `token` for a form object): those names, as generated code lists them
    /// in `secretQueryItems`, are redacted in the log, and the other fields are shown. A name
    /// also covers the items nested under it (`deep[logins]` covers `deep[logins][0][token]`).
    @Test func loggingRedactsTheSecretFieldsOfObjectParameters() async throws {
        struct Login: Encodable, Sendable {
            var user: String
            var token: String
        }
        struct Deep: Encodable, Sendable {
            var login: Login
            var logins: [Login]
        }
        struct Find: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static var method: APIRuntime.HTTPMethod { .get }
            static var pathTemplate: String { "/find" }
            static var secretQueryItems: Set<String> { ["filter[token]", "token", "deep[login][token]", "deep[logins]"] }
            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                request.deepObjectQuery("filter", Login(user: "ann", token: "deep-secret"))
                request.formObjectQuery("login", Login(user: "bob", token: "form-secret"))
                request.deepObjectQuery("deep", Deep(login: Login(user: "cy", token: "nested-secret"),
                                                     logins: [Login(user: "dora", token: "listed-secret")]))
            }
            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent { NoContent() }
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            let lines = LineLog()
            let client = APIClient(baseURL: server.baseURL, middleware: [LoggingMiddleware { lines.add($0) }])
            _ = try await client.send(Find())
            let log = lines.text
            #expect(!["deep-secret", "form-secret", "nested-secret", "listed-secret", "dora"].contains { log.contains($0) }, "\(log)")
            #expect(log.contains("/find?filter%5Btoken%5D=<redacted>&filter%5Buser%5D=ann&token=<redacted>&user=bob"
                + "&deep%5Blogin%5D%5Btoken%5D=<redacted>&deep%5Blogin%5D%5Buser%5D=cy&deep%5Blogins%5D%5B0%5D%5Btoken%5D=<redacted>"
                + "&deep%5Blogins%5D%5B0%5D%5Buser%5D=<redacted>"), "\(log)")
            #expect(server.requests.first?.target == "/find?filter%5Btoken%5D=deep-secret&filter%5Buser%5D=ann&token=form-secret&user=bob"
                + "&deep%5Blogin%5D%5Btoken%5D=nested-secret&deep%5Blogin%5D%5Buser%5D=cy&deep%5Blogins%5D%5B0%5D%5Btoken%5D=listed-secret"
                + "&deep%5Blogins%5D%5B0%5D%5Buser%5D=dora")
        }
    }

    /// A response header is the server's text, and a request header may hold what the app's
    /// user typed: both reach the log spelled out, so neither can recolour a terminal or
    /// forge a line.
    @Test func loggingSpellsOutControlCharactersInHeaders() async throws {
        try await TestServer.with({ _ in .json(200, "{}", headers: ["X-Note": "a\u{1B}[31mred\u{202E}"]) }) { server in
            let lines = LineLog()
            let client = APIClient(baseURL: server.baseURL, middleware: [LoggingMiddleware { lines.add($0) }])
            _ = try await client.send(GetInventoryRequest())
            _ = await client.result(for: ListPetsRequest(requestID: "r\u{1B}[2J\u{202E}1"))  // its answer is no list
            let log = lines.text
            #expect(!log.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(log)")
            #expect(log.contains(#"X-Note: a\u{1B}[31mred\u{202E}"#), "\(log)")
            #expect(log.contains(#"X-Request-ID: r\u{1B}[2J\u{202E}1"#), "\(log)")
            #expect(server.requests.last?.headers["x-request-id"] == "r\u{1B}[2J\u{202E}1")
        }
    }

    /// A base URL may carry credentials (`https://key:secret@host`, some APIs take the key as
    /// the user name); the log shows neither part, and the request still goes out.
    @Test func loggingRedactsUserInformationInTheURL() async throws {
        try await TestServer.with({ _ in .json(200, "{}") }) { server in
            let lines = LineLog()
            var parts = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
            parts.user = "key-secret"
            parts.password = "password-secret"
            let client = APIClient(baseURL: try #require(parts.url), middleware: [LoggingMiddleware { lines.add($0) }])
            _ = try await client.send(GetInventoryRequest())
            let log = lines.text
            #expect(!log.contains("secret"), "user information leaked into the log:\n\(log)")
            #expect(log.contains("→ GET http://<redacted>@127.0.0.1:"))
            #expect(server.requests.count == 1)
        }
        #expect(URL.redactingUserInfo("https://a:b@c@host/p?q=x@y#f@g") == "https://<redacted>@host/p?q=x@y#f@g")
        #expect(URL.redactingUserInfo("https://host/p?next=https://u:p@other") == "https://host/p?next=https://u:p@other")
        #expect(URL.redactingUserInfo("urn:x?u=http://a@b") == "urn:x?u=http://a@b")
    }
}

/// `GET /me` with basic auth.
struct WhoAmIRequest: APIRequest {
    typealias Response = String
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/me"
    static let auth = AuthRequirement.basic

    func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> String {
        try decoder.json(String.self, from: response)
    }
}

/// `/me` for a token under Django REST Framework's scheme word.
struct TokenWhoAmIRequest: APIRequest {
    typealias Response = String
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/me"
    static let auth = AuthRequirement.scheme("Token")

    func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> String {
        try decoder.json(String.self, from: response)
    }
}

/// `/me` for a key sent as it is in `Authorization`, or else a bearer token.
struct RawKeyWhoAmIRequest: APIRequest {
    typealias Response = String
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/me"
    static let auth = AuthRequirement.anyOf([.apiKey(name: "Authorization", in: .header), .bearer])

    func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> String {
        try decoder.json(String.self, from: response)
    }
}

/// A report that needs a token, an application ID and a tenant cookie all at once, or else
/// basic credentials.
struct TenantReportRequest: APIRequest {
    typealias Response = NoContent
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/report"
    static let auth = AuthRequirement.anyOf([
        .allOf([.bearer, .apiKey(name: "X-App-Id", in: .header), .apiKey(name: "tenant", in: .cookie)]),
        .basic,
    ])

    func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent { NoContent() }
}

/// An endpoint whose API key travels in a header and whose session travels in a cookie.
struct GetPetRequestWithKey: APIRequest {
    typealias Response = APIRuntime.JSONValue
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/keyed"
    static let auth = AuthRequirement.apiKey(name: "X-Pet-Key", in: .header)

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.cookie("session", "cookie-secret")
    }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> APIRuntime.JSONValue {
        try decoder.json(APIRuntime.JSONValue.self, from: response)
    }
}

/// Log lines, recorded as they are written.
final class LineLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined(separator: "\n")
    }
}

actor TokenStore {
    private(set) var current = "stale"
    private(set) var refreshes = 0

    func refresh() async {
        refreshes += 1
        try? await Task.sleep(nanoseconds: 50_000_000)
        current = "fresh"
    }
}
