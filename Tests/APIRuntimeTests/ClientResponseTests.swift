import LoopbackServer
import Foundation
import Testing
@testable import APIRuntime

/// Status first, then content type, then decoding: every way an answer is sorted.
@Suite("Client responses")
struct ClientResponseTests {
    static let pet = #"{"id":1,"name":"Rex","photo_urls":["https://x/1.png"]}"#

    @Test(arguments: [
        ("application/json", "application/json"),
        ("Application/JSON; charset=utf-8", "application/json"),
        (" \tapplication/problem+json ;q=1", "application/problem+json"),
        ("TEXT/Plain;", "text/plain"),
        (" ; charset=utf-8", ""),
        ("", ""),
    ])
    func mediaTypeIsLowerCasedWithoutParametersOrSpaces(header: String, expected: String) {
        #expect(HTTPResponse(status: 200, headers: ["Content-Type": header]).mediaType == expected)
    }

    @Test func mediaTypeIsNilWithoutAContentType() {
        #expect(HTTPResponse(status: 200, headers: ["X-Other": "a/b"]).mediaType == nil)
    }

    @Test func successDecodesTheDeclaredType() async throws {
        try await TestServer.with({ _ in .json(200, Self.pet) }) { server in
            let pet = try await APIClient(baseURL: server.baseURL).send(GetPetRequest(petID: "1"))
            #expect(pet == Pet(id: 1, name: "Rex", photoURLs: [URL(string: "https://x/1.png")!]))
        }
    }

    /// `response(to:)` hands out what a success came with beside its body: a status other than
    /// 200, and headers the spec does not declare (a request ID for the API's support).
    @Test func aResponseKeepsItsStatusAndHeaders() async throws {
        let answer: TestServer.Handler = { _ in
            .raw(201, Data(Self.pet.utf8), headers: ["Content-Type": "application/json", "X-Request-ID": "req-7f3a"])
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL)
            let created = try await client.response(to: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            #expect(created.status == 201)
            #expect(created.headers["x-request-id"] == "req-7f3a")
            #expect(created.value == Pet(id: 1, name: "Rex", photoURLs: [URL(string: "https://x/1.png")!]))
            // It fails as `send` does, with the endpoint's own errors.
            let refused = try await TestServer.with({ _ in .json(422, #"{"title":"Unprocessable","status":422}"#) }) { refusing in
                do throws(APIError<CreatePetRequest.Failure>) {
                    _ = try await APIClient(baseURL: refusing.baseURL).response(to: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
                    return false
                } catch {
                    guard case .endpoint = error else { return false }
                    return true
                }
            }
            #expect(refused)
        }
    }

    /// Code that takes completion handlers gets the status and headers too, and the failure as
    /// `send(_:completion:)` hands it over; the handle cancels.
    @Test func aResponseReachesACompletionHandler() async throws {
        typealias Outcome = Result<APIResponse<Pet>, APIError<CreatePetRequest.Failure>>
        let answer: TestServer.Handler = { _ in
            .raw(201, Data(Self.pet.utf8), headers: ["Content-Type": "application/json", "X-Request-ID": "req-9"])
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL)
            let created: Outcome = await withCheckedContinuation { continuation in
                client.response(to: CreatePetRequest(body: Pet(id: 1, name: "Rex"))) { continuation.resume(returning: $0) }
            }
            guard case .success(let response) = created else {
                Issue.record("the response did not reach the handler: \(created)")
                return
            }
            #expect(response.status == 201)
            #expect(response.headers["X-Request-ID"] == "req-9")
            #expect(response.value.name == "Rex")
        }
        try await TestServer.with({ _ in .json(422, #"{"title":"Unprocessable","status":422}"#) }) { server in
            let refused: Outcome = await withCheckedContinuation { continuation in
                APIClient(baseURL: server.baseURL).response(to: CreatePetRequest(body: Pet(id: 1, name: "Rex"))) {
                    continuation.resume(returning: $0)
                }
            }
            guard case .failure(.endpoint) = refused else {
                Issue.record("a declared error did not reach the handler as the endpoint's failure: \(refused)")
                return
            }
        }
        let stub = StubTransport()
        stub.on(CreatePetRequest.self) { _ in
            try await Task.sleep(nanoseconds: 5_000_000_000)
            return .ok(Pet(id: 1, name: "Rex"))
        }
        let cancelled: Outcome = await withCheckedContinuation { continuation in
            let handle = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub)
                .response(to: CreatePetRequest(body: Pet(id: 1, name: "Rex"))) { continuation.resume(returning: $0) }
            handle.cancel()
        }
        guard case .failure(.transport(.cancelled)) = cancelled else {
            Issue.record("cancelling the handle did not cancel: \(cancelled)")
            return
        }
    }

    /// `responseResult(for:)` gives the status and headers, or the failure, as a `Result`.
    @Test func aResponseComesAsAResult() async throws {
        try await TestServer.with({ _ in
            .raw(201, Data(Self.pet.utf8), headers: ["Content-Type": "application/json", "X-Request-ID": "req-7"])
        }) { server in
            guard case .success(let response) = await APIClient(baseURL: server.baseURL)
                .responseResult(for: CreatePetRequest(body: Pet(id: 1, name: "Rex"))) else {
                Issue.record("a success did not come as one")
                return
            }
            #expect(response.status == 201 && response.headers["X-Request-ID"] == "req-7" && response.value.name == "Rex")
        }
        try await TestServer.with({ _ in .json(422, #"{"title":"Unprocessable","status":422}"#) }) { server in
            let refused = await APIClient(baseURL: server.baseURL).responseResult(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.endpoint) = refused else {
                Issue.record("a declared error did not come as the endpoint's failure: \(refused)")
                return
            }
        }
    }

    @Test func emptySuccessNeedsNoBody() async throws {
        try await TestServer.with({ _ in .raw(204) }) { server in
            let value = try await APIClient(baseURL: server.baseURL).send(DeletePetRequest(petID: 1))
            #expect(value == NoContent())
            #expect(server.requests.first?.method == "DELETE")
        }
    }

    @Test func declaredStatusesBecomeTheEndpointsFailure() async throws {
        let answer: TestServer.Handler = { request in
            request.target == "/pets/gone" ? .raw(404) : .json(409, #"{"title":"Conflict","status":409}"#)
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL)
            guard case .failure(.endpoint(let notFound)) = await client.result(for: GetPetRequest(petID: "gone")) else {
                Issue.record("404 was not the declared failure")
                return
            }
            #expect(notFound == .notFound)
            guard case .failure(.endpoint(let conflict)) = await client.result(for: GetPetRequest(petID: "x")) else {
                Issue.record("409 was not the declared 4XX")
                return
            }
            #expect(conflict == .clientError(status: 409, ApiProblem(title: "Conflict", status: 409)))
        }
    }

    @Test func aTextErrorBodyIsDecodedAsText() async throws {
        try await TestServer.with({ _ in .raw(503, Data("down for maintenance".utf8), headers: ["Content-Type": "text/plain"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.endpoint(let failure)) = result else {
                Issue.record("503 was not the declared failure: \(result)")
                return
            }
            #expect(failure == .serverError(status: 503, "down for maintenance"))
        }
    }

    @Test func undeclaredStatusKeepsStatusHeadersAndBody() async throws {
        try await TestServer.with({ _ in .raw(418, Data("short and stout".utf8), headers: ["X-Teapot": "yes"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: DeletePetRequest(petID: 1))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("418 was not unexpected: \(result)")
                return
            }
            #expect(response.status == 418)
            #expect(response.headers["x-teapot"] == "yes")
            #expect(response.bodyText == "short and stout")
            #expect(response.decodingProblem == nil)
        }
    }

    /// A server that quotes back what it was sent ("invalid key …") does not put the client's
    /// credentials or secret parameters into the error's description; `body` keeps the bytes.
    @Test func anErrorDescriptionLeavesOutCredentialsTheServerEchoes() async throws {
        struct Echoed: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.get
            static let pathTemplate = "/echo"
            static let auth = AuthRequirement.anyOf([.bearer, .apiKey(name: "api_key", in: .query)])
            static var secretHeaders: Set<String> { ["x-otp"] }
            static var secretQueryItems: Set<String> { ["code"] }
            var code: String
            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                request.query("code", code)
                request.query("page", "2")
                request.header("X-OTP", "987654")
            }
            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent { NoContent() }
        }
        let echo: TestServer.Handler = { received in
            // The key once more as PHP's `json_encode` writes it: `sk live\/42`.
            let key = URLComponents(string: received.target)?.queryItems?.first { $0.name == "api_key" }?.value ?? ""
            let words = [received.target, received.headers["authorization"] ?? "", received.headers["x-otp"] ?? "",
                         key.replacingOccurrences(of: "/", with: #"\/"#)]
            return .raw(400, Data(("rejected: " + words.joined(separator: " | ")).utf8), headers: ["Content-Type": "text/plain"])
        }
        try await TestServer.with(echo) { server in
            let calls: [(Credentials, String)] = [
                (.bearer { "tok-abcdef" }, "/echo?code=<redacted>&page=2 | <redacted> | <redacted> | "),
                (.apiKey { "sk live/42" }, "/echo?code=<redacted>&page=2&api_key=<redacted> |  | <redacted> | <redacted>"),
            ]
            for (credentials, expected) in calls {
                let result = await APIClient(baseURL: server.baseURL, credentials: credentials).result(for: Echoed(code: "reset-7731"))
                guard case .failure(.unexpectedStatus(let response)) = result else {
                    Issue.record("400 was not unexpected: \(result)")
                    return
                }
                let description = String(describing: response)
                for secret in ["tok-abcdef", "sk live/42", "sk%20live%2F42", #"sk live\/42"#, "987654", "reset-7731"] {
                    #expect(!description.contains(secret), "\(secret) is in: \(description)")
                    #expect(!result.description.contains(secret))
                }
                #expect(description == "The server answered with status 400: rejected: " + expected)
                #expect(response.bodyText?.contains("987654") == true, "the body keeps what the server sent")
            }
        }
    }

    /// Credentials that middleware adds (a request signature here) are left out of the
    /// description as well, though the client never built them.
    @Test func anErrorDescriptionLeavesOutCredentialsMiddlewareAdded() async throws {
        let signing = RewritingMiddleware { $0.headers["Authorization"] = "HMAC k1/sig+AbC=" }
        let echo: TestServer.Handler = { received in
            // As Foundation's JSONEncoder writes it: `k1\/sig+AbC=`.
            let token = (received.headers["authorization"] ?? "").dropFirst("HMAC ".count).replacingOccurrences(of: "/", with: #"\/"#)
            return .raw(400, Data(#"{"error":"bad signature \#(token)"}"#.utf8), headers: ["Content-Type": "application/json"])
        }
        try await TestServer.with(echo) { server in
            let client = APIClient(baseURL: server.baseURL, credentials: .bearer { "tok-abcdef" }, middleware: [signing])
            let result = await client.result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("400 was not unexpected: \(result)")
                return
            }
            #expect(response.bodyText == #"{"error":"bad signature k1\/sig+AbC="}"#, "the server saw the middleware's header")
            #expect(response.description == #"The server answered with status 400: {"error":"bad signature <redacted>"}"#)
        }
    }

    @Test func anHTMLPageWhereJSONWasDeclaredIsKeptNotCrashed() async throws {
        let page = "<html><body>502 Bad Gateway</body></html>"
        try await TestServer.with({ _ in .raw(422, Data(page.utf8), headers: ["Content-Type": "text/html"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("an HTML 422 was not kept: \(result)")
                return
            }
            #expect(response.status == 422)
            #expect(response.bodyText == page)
            #expect(response.decodingProblem?.contains("text/html") == true)
            #expect(result.description.contains("422"))
        }
    }

    @Test func theKeptBodyReadsInItsCharsetEvenWhereTheLimitCutACharacter() async throws {
        // 65,535 ASCII bytes, then `é` (2 bytes in UTF-8): the 64 KiB limit falls inside it.
        let long = Data(String(repeating: "a", count: UnexpectedResponse.bodyLimit - 1).utf8) + Data("é and more".utf8)
        let latin1 = Data([0x66, 0x65, 0x72, 0x6D, 0xE9])  // "fermé"
        let answers: [(Data, String, String?)] = [
            (long, "text/plain", String(repeating: "a", count: UnexpectedResponse.bodyLimit - 1)),
            (latin1, "text/plain; charset=iso-8859-1", "fermé"),
            (latin1, "text/plain", nil),
        ]
        for (body, contentType, expected) in answers {
            try await TestServer.with({ _ in .raw(418, body, headers: ["Content-Type": contentType]) }) { server in
                let result = await APIClient(baseURL: server.baseURL).result(for: DeletePetRequest(petID: 1))
                guard case .failure(.unexpectedStatus(let response)) = result else {
                    Issue.record("418 was not unexpected: \(result)")
                    return
                }
                #expect(response.body.count == min(body.count, UnexpectedResponse.bodyLimit))
                #expect(response.bodyText == expected, "\(contentType), \(body.count) bytes")
            }
        }
    }

    @Test func whatTheServerSentCannotForgeLogLines() async throws {
        let forged = "oops\n[INFO] payment accepted\u{1B}[2J\u{202E}"
        let spelled = #"oops\u{A}[INFO] payment accepted\u{1B}[2J\u{202E}"#
        try await TestServer.with({ _ in .raw(418, Data(forged.utf8), headers: ["Content-Type": "text/plain"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: DeletePetRequest(petID: 1))
            #expect(result.description == "failure(The server answered with status 418: \(spelled))")
        }
        try await TestServer.with({ _ in .raw(503, Data(forged.utf8), headers: ["Content-Type": "text/plain"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(let error) = result else {
                Issue.record("503 did not fail")
                return
            }
            #expect(error.description == #"The server answered with a declared error: serverError(status: 503, "oops\n[INFO] payment accepted\u{1B}[2J\u{202E}")"#)
            #expect(!error.description.contains("\n"))
        }
        let violation = Violation(path: ValidationPath.root["tags"]["a\nb"], constraint: "enum", message: "is `x\u{1B}`, not one of `a`")
        #expect(!violation.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(violation.description.contains(#"x\u{1B}"#))
    }

    @Test func quotedTextIsCutAtItsLimitAfterSpellingOut() {
        #expect("abcd".loggable(limit: 4) == "abcd")
        #expect("abcde".loggable(limit: 4) == "abcd…")
        #expect("a\nb".loggable(limit: 4) == #"a\u{…"#, "spelling out counts toward the limit")
        #expect("é\u{1B}".loggable(limit: 9) == #"é\u{1B}"#)
    }

    @Test func aBodyThatDoesNotDecodeNamesItsJSONPath() async throws {
        let broken = #"{"id":1,"name":"Rex","photo_urls":["https://x/1.png", 7]}"#
        try await TestServer.with({ _ in .json(200, broken) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("bad JSON was not a decoding failure: \(result)")
                return
            }
            #expect(failure.path == "photo_urls[1]")
            #expect(failure.status == 200)
            #expect(String(decoding: failure.body, as: UTF8.self) == broken)
        }
        try await TestServer.with({ _ in .json(200, #"{"id":1,"photo_urls":[]}"#) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("a missing key was not a decoding failure")
                return
            }
            #expect(failure.path == "name")
            #expect(failure.message == "the key is missing")
        }
    }

    /// JSONDecoder (swift-foundation's, Linux's) calls a number its integer property cannot
    /// hold "not valid JSON", with no place: the failure names the first number past `Int64`
    /// (netdata's alarm log sends `18446744073709551615`), or says what it is.
    @Test func aNumberNoIntegerHoldsIsNamedWithItsPlace() async throws {
        let body = #"{"id":18446744073709551615,"name":"Rex","photo_urls":[]}"#
        try await TestServer.with({ _ in .json(200, body) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("a number past Int64 was not a decoding failure: \(result)")
                return
            }
            #expect(failure.path == "id")
            #expect(failure.message.contains("18446744073709551615"), "\(failure)")
        }
        struct Counted: Decodable { var count: Int32 }
        let response = APIRuntime.HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"count":3000000000}"#.utf8))
        #expect {
            try ResponseDecoder().json(Counted.self, from: response)
        } throws: { error in
            guard let failure = error as? ResponseDecodingError else { return false }
            return failure.path == "count" || failure.message.contains("a number outside its property's integer type")
        }
        let broken = APIRuntime.HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"count":"#.utf8))
        #expect {
            try ResponseDecoder().json(Counted.self, from: broken)
        } throws: { error in
            (error as? ResponseDecodingError)?.message == ResponseDecodingError.invalidJSONWords
        }
    }

    @Test func aSuccessWithTheWrongContentTypeIsADecodingFailure() async throws {
        try await TestServer.with({ _ in .raw(200, Data("<html/>".utf8), headers: ["Content-Type": "text/html; charset=utf-8"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("HTML was decoded as JSON")
                return
            }
            #expect(failure.message == "expected a JSON body, but the content type is `text/html`")
        }
    }

    @Test func rawBytesAndTypedHeaders() async throws {
        let png = Data((0..<300).map { UInt8($0 % 256) })
        try await TestServer.with({ _ in .raw(200, png, headers: ["Content-Type": "image/png"]) }) { server in
            let bytes = try await APIClient(baseURL: server.baseURL).send(GetAvatarRequest(petID: 3))
            #expect(bytes == png)
            #expect(server.requests.first?.headers["accept"] == "image/png")
        }
        let answer: TestServer.Handler = { _ in
            .json(201, #"{"title":"t","status":1}"#, headers: ["Location": "https://x/p/9", "X-RateLimit-Remaining": "oops"])
        }
        try await TestServer.with(answer) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: UploadPhotoRequest(petID: 1, body: .init(file: Data())))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("a bad typed header was accepted")
                return
            }
            #expect(failure.path == "header X-RateLimit-Remaining")
        }
    }

    @Test func requestValidationStopsBeforeSendingAndReportsEveryViolation() async throws {
        try await TestServer.with({ _ in .json(201, Self.pet) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            let bad = Pet(id: 0, name: "", photoURLs: Array(repeating: URL(string: "https://x")!, count: 4))
            guard case .failure(.invalidRequest(let report)) = await client.result(for: CreatePetRequest(body: bad)) else {
                Issue.record("an invalid body was sent")
                return
            }
            #expect(report.violations.map(\.description) == [
                "body.id: is 0; it must be at least 1 (minimum)",
                "body.name: is 0 characters long; the least is 1 (minLength)",
                "body.photo_urls: has 4 items; the most is 3 (maxItems)",
            ])
            #expect(server.requests.isEmpty)
            let unchecked = APIClient(baseURL: server.baseURL, configuration: .init(validatesRequests: false))
            _ = try await unchecked.send(CreatePetRequest(body: bad))
            #expect(server.requests.count == 1)
        }
    }

    @Test func responseValidationIsOffUnlessAskedFor() async throws {
        try await TestServer.with({ _ in .json(200, #"{"id":0,"name":"","photo_urls":[]}"#) }) { server in
            _ = try await APIClient(baseURL: server.baseURL).send(GetPetRequest(petID: "1"))
            let strict = APIClient(baseURL: server.baseURL, configuration: .init(validatesResponses: true))
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: GetPetRequest(petID: "1")) else {
                Issue.record("an invalid response was accepted with validation on")
                return
            }
            #expect(report.violations.map(\.path.description) == ["id", "name"])
        }
    }

    /// A list or map response is checked element by element, at each element's index or
    /// key: `[Pet]` and `[String: Pet]` are not `Validatable` themselves.
    @Test func responseValidationChecksEveryElementOfAListOrMapResponse() async throws {
        let pets = #"[{"id":1,"name":"Rex","photo_urls":[]},{"id":0,"name":"","photo_urls":[]}]"#
        try await TestServer.with({ _ in .json(200, pets) }) { server in
            let strict = APIClient(baseURL: server.baseURL, configuration: .init(validatesResponses: true))
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: ListPetsRequest()) else {
                Issue.record("an invalid list response was accepted with validation on")
                return
            }
            #expect(report.violations.map(\.path.description) == ["[1].id", "[1].name"])
            _ = try await APIClient(baseURL: server.baseURL).send(ListPetsRequest())
        }
        let byName = #"{"rex":{"id":1,"name":"Rex","photo_urls":[]},"zero":{"id":0,"name":"Zero","photo_urls":[]}}"#
        try await TestServer.with({ _ in .json(200, byName) }) { server in
            let strict = APIClient(baseURL: server.baseURL, configuration: .init(validatesResponses: true))
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: PetsByNameRequest()) else {
                Issue.record("an invalid map response was accepted with validation on")
                return
            }
            #expect(report.violations.map(\.path.description) == ["zero.id"])
        }
        try await TestServer.with({ _ in .json(200, #"[{"id":1,"name":"Rex","photo_urls":[]}]"#) }) { server in
            let strict = APIClient(baseURL: server.baseURL, configuration: .init(validatesResponses: true))
            let names = try await strict.send(ListPetsRequest()).map(\.name)
            #expect(names == ["Rex"])
        }
    }

    /// A declared error's body is checked wherever its case holds a model: alone, in a list,
    /// beside the status, or optional. A case with no model, or a valid one, stays the
    /// endpoint's failure.
    @Test func responseValidationChecksTheModelsADeclaredErrorHolds() async throws {
        let invalid = #"{"id":0,"name":"","photo_urls":[]}"#
        let answers: [(status: Int, body: String, paths: [String]?)] = [
            (409, invalid, ["id", "name"]),
            (410, "[\(invalid)]", ["[0].id", "[0].name"]),
            (418, invalid, ["id", "name"]),
            (451, invalid, ["id", "name"]),
            (451, "", nil),
            (409, #"{"id":1,"name":"Rex","photo_urls":[]}"#, nil),
            (423, "locked", nil),
        ]
        for answer in answers {
            try await TestServer.with({ _ in .json(answer.status, answer.body) }) { server in
                let strict = APIClient(baseURL: server.baseURL, configuration: .init(validatesResponses: true))
                switch await strict.result(for: AdoptPetRequest()) {
                case .failure(.invalidResponse(let report)):
                    #expect(report.violations.map(\.path.description) == answer.paths, "\(answer.status) \(answer.body)")
                    #expect(report.status == answer.status)
                case .failure(.endpoint):
                    #expect(answer.paths == nil, "\(answer.status) \(answer.body): not checked")
                case let other:
                    Issue.record("\(answer.status) \(answer.body): \(other)")
                }
            }
        }
    }
}

/// `POST /adoptions`: declared errors that hold a pet in each way a `Failure` case can.
private struct AdoptPetRequest: APIRequest {
    typealias Response = NoContent
    static let method = HTTPMethod.post
    static let pathTemplate = "/adoptions"

    enum Failure: Error, Sendable {
        case taken(Pet)
        case gone([Pet])
        case other(status: Int, Pet)
        case unavailable(Pet?)
        case locked(String)
    }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent { NoContent() }

    static func decodeFailure(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
        switch response.status {
        case 409: return .taken(try decoder.json(Pet.self, from: response))
        case 410: return .gone(try decoder.json([Pet].self, from: response))
        case 451: return .unavailable(response.body.isEmpty ? nil : try decoder.json(Pet.self, from: response))
        case 423: return .locked(String(decoding: response.body, as: UTF8.self))
        case 400...499: return .other(status: response.status, try decoder.json(Pet.self, from: response))
        default: return nil
        }
    }
}

/// `GET /pets/by-name`: a map response.
private struct PetsByNameRequest: APIRequest {
    typealias Response = [String: Pet]
    static let method = HTTPMethod.get
    static let pathTemplate = "/pets/by-name"

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> [String: Pet] {
        try decoder.json([String: Pet].self, from: response)
    }
}
