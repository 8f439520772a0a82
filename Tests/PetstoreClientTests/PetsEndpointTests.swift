import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// Every endpoint of Specs/pets.yaml, generated into Generated/pets.swift, against a real server.
@Suite("Pets endpoints")
struct PetsEndpointTests {
    @Test func listPetsSendsEveryParameterAndDecodesThePage() async throws {
        let page = #"{"items":[\#(Fixture.pet)],"page":{"next_cursor":"c2","total":41}}"#
        try await TestServer.with(answering(200, page)) { server in
            let request = ListPetsRequest(
                cursor: "c1", species: [.cat, .dog], size: Pet.Size.large, include: ["tags", "owner"],
                filter: PetFilter(name: "R x", status: .sold), labels: ["color": "brown", "a b": "c,d"], sort: .priceAsc, searchText: "a&b",
                xRequestID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            let list = try await client(server).send(request)
            #expect(list.items.map(\.name) == ["Rex"])
            #expect(identities(list.items) == [PetID(7)], "Pet is Identifiable, for SwiftUI's List")
            #expect(list.page.nextCursor == "c2")
            let sent = try #require(server.requests.first)
            #expect(sent.target == "/v1/pets?limit=20&cursor=c1&species=cat,dog&size=large&include=tags%7Cowner"
                + "&filter%5Bname%5D=R%20x&filter%5Bstatus%5D=sold&labels%5Ba%20b%5D=c%2Cd&labels%5Bcolor%5D=brown&sort=price_asc&q=a%26b")
            #expect(sent.headers["x-request-id"] == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
            #expect(sent.headers["accept"] == "application/json")
            #expect(sent.headers["x-client"] == "apigen-example")
            #expect(sent.headers["authorization"] == nil)
        }
        guard case .badRequest(let problem)? = try await failure(of: ListPetsRequest(), status: 400, body: Fixture.validationProblem) else {
            Issue.record("400 was not badRequest")
            return
        }
        #expect(problem.invalidParams.first?.reason == "too long")
    }

    /// `QUERY` carries its query as a JSON body, and is a read: the default retry middleware
    /// sends it again after a 503, as it would a GET (and unlike a POST).
    @Test func searchPetsSendsItsFilterAsTheBodyOfAQueryAndIsRetried() async throws {
        let page = #"{"items":[\#(Fixture.pet)],"page":{"total":1}}"#
        actor Statuses {
            var left = [503, 200]
            func next() -> Int { left.count > 1 ? left.removeFirst() : left[0] }
        }
        let statuses = Statuses()
        let handler: TestServer.Handler = { _ in
            let status = await statuses.next()
            return .raw(status, Data((status == 200 ? page : "").utf8), headers: ["Content-Type": "application/json", "Retry-After": "0"])
        }
        try await TestServer.with(handler) { server in
            let retrying = PetstoreAPI.client(baseURL: server.baseURL.appendingPathComponent("v1"), middleware: [RetryMiddleware(jitter: 0)])
            let found = try await retrying.send(SearchPetsRequest(body: PetSearch(name: "Rex", status: .available)))
            #expect(found.items.map(\.name) == ["Rex"])
            #expect(server.requests.count == 2, "a 503 to a QUERY is retried")
            for sent in server.requests {
                #expect(sent.method == "QUERY")
                #expect(sent.target == "/v1/pets/search")
                #expect(sent.headers["content-type"] == "application/json")
                let filter = try JSONSerialization.jsonObject(with: sent.body) as? [String: String]
                #expect(filter == ["name": "Rex", "status": "available"])
            }
        }
    }

    /// `getPet` answers its body with typed headers (`ETag`), so its `Response` is a struct:
    /// with `validatesResponses`, the body inside it is checked as a bare body would be, and
    /// each header's constraints at `header <name>`.
    @Test func responseValidationChecksTheBodyAndHeadersOfAResponseWithHeaders() async throws {
        let invalid = Fixture.pet.replacingOccurrences(of: #""name":"Rex""#, with: #""name":"""#)
        try await TestServer.with(answering(200, invalid, headers: ["ETag": "\"v3\"", "X-RateLimit-Remaining": "-1"])) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: GetPetRequest(petID: 7)) else {
                Issue.record("an invalid pet was accepted with response validation on")
                return
            }
            #expect(report.status == 200)
            #expect(report.violations.map(\.description) == [
                "name: is 0 characters long; the least is 1 (minLength)",
                "header X-RateLimit-Remaining: is -1; it must be at least 0 (minimum)",
            ])
            let lenient = try await client(server).send(GetPetRequest(petID: 7))
            #expect(lenient.body.name == "")
            #expect(lenient.xRateLimitRemaining == -1)
        }
    }

    /// With `validatesResponses`, a declared error's body is checked too, whether its case
    /// holds the body alone (429) or beside the status (any other 4xx): one that breaks the
    /// spec is `invalidResponse`, as a success would be, and names the status the server sent.
    /// Without it, the failure is as sent.
    @Test func responseValidationChecksTheBodyOfADeclaredError() async throws {
        let outOfRange = #"{"title":"Slow down","status":42}"#
        for status in [429, 418] {
            try await TestServer.with(answering(status, outOfRange)) { server in
                var strict = client(server)
                strict.configuration.validatesResponses = true
                guard case .failure(.invalidResponse(let invalid)) = await strict.result(for: GetPetRequest(petID: 7)) else {
                    Issue.record("\(status): a problem whose status is 42 was accepted with response validation on")
                    return
                }
                #expect(invalid.status == status)
                #expect(invalid.violations.map(\.description) == ["status: is 42; it must be at least 100 (minimum)"])
                #expect(APIError<GetPetError>.invalidResponse(invalid).description == """
                    The response (status \(status)) breaks the API's constraints:
                    status: is 42; it must be at least 100 (minimum)
                    """)
                switch await client(server).result(for: GetPetRequest(petID: 7)) {
                case .failure(.endpoint(.tooManyRequests(let problem, _, _))), .failure(.endpoint(.clientError(_, let problem))):
                    #expect(problem.status == 42)
                default:
                    Issue.record("\(status): without response validation the declared error did not arrive as sent")
                }
            }
        }
        try await TestServer.with(answering(422, #"{"title":"Invalid","status":422,"invalid_params":[]}"#)) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.invalidResponse(let invalid)) = await strict.result(for: ApplyDiscountRequest(orderID: UUID())) else {
                Issue.record("an empty invalid_params was accepted with response validation on")
                return
            }
            #expect(invalid.status == 422)
            #expect(invalid.violations.map(\.description) == ["invalid_params: has 0 items; the least is 1 (minItems)"])
        }
        try await TestServer.with(answering(422, Fixture.validationProblem)) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.endpoint(.unprocessableContent)) = await strict.result(for: ApplyDiscountRequest(orderID: UUID())) else {
                Issue.record("a valid declared error did not arrive as one with response validation on")
                return
            }
        }
    }

    @Test func getPetDecodesThePetAndItsHeaders() async throws {
        try await TestServer.with(answering(200, Fixture.pet, headers: ["ETag": "\"v3\"", "X-RateLimit-Remaining": "99"])) { server in
            let response = try await client(server).send(GetPetRequest(petID: 7, fields: ["name", "tags"], session: "s 1"))
            #expect(response.body.id == 7)
            #expect(response.body.status == .pending)
            #expect(response.body.score == 0)
            #expect(response.body.externalID == 900_719_925_474_099)
            #expect(response.body.createdAt == Date(timeIntervalSince1970: 1_709_208_000))
            #expect(response.eTag == "\"v3\"")
            #expect(response.xRateLimitRemaining == 99)
            let sent = try #require(server.requests.first)
            #expect(sent.target == "/v1/pets/7?fields=name%20tags")
            #expect(sent.headers["cookie"] == "session=s%201")
            #expect(sent.headers["authorization"] == "Bearer token-1")
        }
        // `GetPetError` names the request's `Failure` where a type is written out.
        let notFound: GetPetError? = try await failure(of: GetPetRequest(petID: 7), status: 404)
        if case .notFound? = notFound {} else { Issue.record("404") }
        guard case .clientError(let status, let problem)? = try await failure(of: GetPetRequest(petID: 7), status: 418, body: Fixture.problem) else {
            Issue.record("418 was not the declared 4XX")
            return
        }
        #expect(status == 418 && problem.title == "Nope")
    }

    @Test func apiLevelErrorsApplyToEveryEndpoint() async throws {
        if case .unauthorized? = try await failure(of: GetPetRequest(petID: 7), status: 401) {} else { Issue.record("401") }
        guard case .tooManyRequests(let problem, let retryAfter, let reset)? = try await failure(
            of: GetPetRequest(petID: 7), status: 429, body: Fixture.problem) else {
            Issue.record("429")
            return
        }
        #expect(problem.detail == "explained")
        #expect(retryAfter == nil && reset == nil)
        if case .internalServerError? = try await failure(of: DeletePetRequest(petID: 7), status: 500, body: Fixture.problem) {} else {
            Issue.record("500")
        }
    }

    /// The api block's 429 declares `Retry-After` and `X-RateLimit-Reset`: the error carries
    /// them, typed, beside its body; with response validation a reset before 1970 is refused at
    /// its header, and a reset that is no number leaves the 429 undecoded, with the reason.
    @Test func aDeclaredErrorCarriesItsTypedHeaders() async throws {
        let headers = ["Retry-After": "120", "x-ratelimit-reset": "1700000000"]
        guard case .tooManyRequests(let problem, let retryAfter, let reset)? = try await failure(
            of: ListPetsRequest(), status: 429, body: Fixture.problem, headers: headers) else {
            Issue.record("429 with headers")
            return
        }
        #expect(problem.detail == "explained")
        #expect(retryAfter == "120")
        #expect(reset == 1_700_000_000)
        try await TestServer.with(answering(429, Fixture.problem, headers: ["X-RateLimit-Reset": "-5"])) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.invalidResponse(let invalid)) = await strict.result(for: GetPetRequest(petID: 7)) else {
                Issue.record("a reset before 1970 was accepted with response validation on")
                return
            }
            #expect(invalid.violations.map(\.description) == ["header X-RateLimit-Reset: is -5; it must be at least 0 (minimum)"])
        }
        try await TestServer.with(answering(429, Fixture.problem, headers: ["X-RateLimit-Reset": "soon"])) { server in
            guard case .failure(.unexpectedStatus(let response)) = await client(server).result(for: GetPetRequest(petID: 7)) else {
                Issue.record("a reset that is no number was decoded")
                return
            }
            #expect(response.status == 429)
            #expect(response.decodingProblem?.contains("X-RateLimit-Reset") == true)
        }
    }

    @Test func createPetSendsJSONAndRejectsInvalidBodiesLocally() async throws {
        try await TestServer.with(answering(201, Fixture.pet)) { server in
            let pet = try await client(server).send(CreatePetRequest(idempotencyKey: "k-1", body: NewPet(name: "Rex", species: .cat)))
            #expect(pet.name == "Rex")
            let sent = try #require(server.requests.first)
            #expect(sent.method == "POST")
            #expect(sent.headers["idempotency-key"] == "k-1")
            #expect(sent.headers["content-type"] == "application/json")
            let body = try JSONSerialization.jsonObject(with: sent.body) as? [String: Any]
            #expect(body?["name"] as? String == "Rex")
            #expect(body?["species"] as? String == "cat")
            #expect(body?.keys.contains("photo_urls") == false)

            let invalid = CreatePetRequest(body: NewPet(name: "", species: .dog, tagNames: ["ok", ""]))
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: invalid) else {
                Issue.record("an invalid pet was sent")
                return
            }
            #expect(report.violations.map(\.path.description) == ["body.name", "body.tag_names[1]"])
            #expect(server.requests.count == 1)
        }
        if case .conflict? = try await failure(of: CreatePetRequest(body: NewPet(name: "R", species: .cat)), status: 409, body: Fixture.problem) {} else {
            Issue.record("409")
        }
        guard case .unprocessableContent(let problem)? = try await failure(of: CreatePetRequest(body: NewPet(name: "R", species: .cat)),
                                                                             status: 422, body: Fixture.validationProblem) else {
            Issue.record("422")
            return
        }
        #expect(problem.title == "Invalid")
    }

    @Test func updatePetPatchesWithIfMatch() async throws {
        try await TestServer.with(answering(200, Fixture.pet)) { server in
            _ = try await client(server).send(UpdatePetRequest(petID: 7, ifMatch: "\"v3\"", body: PetPatch(status: .sold)))
            let sent = try #require(server.requests.first)
            #expect(sent.method == "PATCH" && sent.target == "/v1/pets/7")
            #expect(sent.headers["if-match"] == "\"v3\"")
            #expect(String(decoding: sent.body, as: UTF8.self) == #"{"status":"sold"}"#)
        }
        let request = UpdatePetRequest(petID: 7, body: PetPatch())
        if case .notFound? = try await failure(of: request, status: 404) {} else { Issue.record("404") }
        if case .preconditionFailed? = try await failure(of: request, status: 412) {} else { Issue.record("412") }
        if case .unprocessableContent? = try await failure(of: request, status: 422, body: Fixture.validationProblem) {} else { Issue.record("422") }
    }

    /// `price` is `nullable: explicit`: a PATCH can take the price off (`null`) as well as leave
    /// it as it is (no key), and a price it sends is checked like any other.
    @Test func aPatchSendsNullApartFromLeavingTheKeyOut() async throws {
        let euros = Money(amount: Decimal(string: "12.5")!, currency: "EUR")
        try await TestServer.with(answering(200, Fixture.pet)) { server in
            for patch in [PetPatch(price: .null), PetPatch(name: "Max"), PetPatch(price: .value(euros))] {
                _ = try await client(server).send(UpdatePetRequest(petID: 7, body: patch))
            }
            #expect(server.requests.map { String(decoding: $0.body, as: UTF8.self) } == [
                #"{"price":null}"#, #"{"name":"Max"}"#, #"{"price":{"amount":12.5,"currency":"EUR"}}"#,
            ])
        }
        let decoder = JSONDecoder()
        #expect(try decoder.decode(PetPatch.self, from: Data(#"{"price":null}"#.utf8)) == PetPatch(price: .null))
        #expect(try decoder.decode(PetPatch.self, from: Data(#"{"name":"Max"}"#.utf8)) == PetPatch(name: "Max"))
        #expect(try decoder.decode(PetPatch.self, from: Data(#"{"price":{"amount":12.5,"currency":"EUR"}}"#.utf8)) == PetPatch(price: .value(euros)))

        let negative = UpdatePetRequest(petID: 7, body: PetPatch(price: .value(Money(amount: -1, currency: "EUR"))))
        guard case .failure(.invalidRequest(let report)) = await APIClient(baseURL: URL(string: "http://127.0.0.1:9")!).result(for: negative) else {
            Issue.record("a negative price was sent")
            return
        }
        #expect(report.violations.map(\.description) == ["body.price.amount: is -1; it must be at least 0 (minimum)"])
    }

    @Test func deletePetHasAnEmptySuccess() async throws {
        try await TestServer.with(answering(204)) { server in
            let value = try await client(server).send(DeletePetRequest(petID: 7))
            #expect(value == NoContent())
            #expect(server.requests.first?.method == "DELETE")
        }
        if case .notFound? = try await failure(of: DeletePetRequest(petID: 7), status: 404) {} else { Issue.record("404") }
    }

    @Test func uploadPhotoSendsMultipartAndReadsLocation() async throws {
        try await TestServer.with(answering(201, Fixture.photo, headers: ["Location": "https://img.example/1.png"])) { server in
            let bytes = Data([0x89, 0x50, 0x4E, 0x47])
            let upload = PhotoUpload(caption: "Rex", file: FileUpload(bytes, filename: "rex.png"))
            let response = try await client(server).send(UploadPhotoRequest(petID: 7, body: upload))
            #expect(response.body.width == 640)
            #expect(response.location == URL(string: "https://img.example/1.png"))
            let sent = try #require(server.requests.first)
            #expect(sent.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
            let text = String(decoding: sent.body, as: UTF8.self)
            #expect(text.contains("Content-Disposition: form-data; name=\"caption\"\r\n\r\nRex\r\n"))
            #expect(text.contains("Content-Disposition: form-data; name=\"file\"; filename=\"rex.png\"\r\nContent-Type: image/png\r\n\r\n"))
            #expect(sent.body.range(of: bytes) != nil)
        }
        // The upload's own content type wins over the spec's.
        try await TestServer.with(answering(201, Fixture.photo, headers: ["Location": "https://img.example/2.jpg"])) { server in
            let upload = PhotoUpload(file: FileUpload(Data([0xFF, 0xD8]), filename: "rex.jpg", contentType: "image/jpeg"))
            _ = try await client(server).send(UploadPhotoRequest(petID: 7, body: upload))
            let text = String(decoding: server.requests.first?.body ?? Data(), as: UTF8.self)
            #expect(text.contains("name=\"file\"; filename=\"rex.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"))
        }
        let request = UploadPhotoRequest(petID: 7, body: PhotoUpload(file: FileUpload(Data(), filename: "empty.png")))
        if case .notFound? = try await failure(of: request, status: 404) {} else { Issue.record("404") }
        guard case .contentTooLarge(let text)? = try await failure(of: request, status: 413, body: "max 10 MB", contentType: "text/plain") else {
            Issue.record("413")
            return
        }
        #expect(text == "max 10 MB")
    }

    /// A photo read from the disk goes out as the same multipart body as its bytes would,
    /// with its length (not chunked); the temporary file it is sent from is gone afterwards.
    /// One that is not there fails before anything is sent.
    @Test func uploadFromTheDiskSendsTheFileWithItsLength() async throws {
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rex-\(UUID().uuidString).png")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // While the body arrives, the server looks for the temporary file it is sent from: the
        // one of its size (other tests may be sending files of their own meanwhile).
        let temporary = FileManager.default.temporaryDirectory
        let sentFrom = SentFrom()
        let answer = answering(201, Fixture.photo, headers: ["Location": "https://img.example/1.png"])
        let handler: TestServer.Handler = { request in
            let names = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { name in
                let size = try? FileManager.default.attributesOfItem(atPath: temporary.appendingPathComponent(name).path)[.size]
                return name.hasPrefix("apigen-upload-") && (size as? NSNumber)?.intValue == request.body.count
            }
            await sentFrom.note(names)
            return try await answer(request)
        }
        try await TestServer.with(handler) { server in
            let upload = PhotoUpload(caption: "Rex", file: FileUpload(contentsOf: file, filename: "rex.png"))
            _ = try await client(server).send(UploadPhotoRequest(petID: 7, body: upload))
            let sent = try #require(server.requests.first)
            #expect(sent.headers["content-length"] == String(sent.body.count))
            #expect(sent.headers["transfer-encoding"] == nil)
            let boundary = try #require(sent.headers["content-type"]?.components(separatedBy: "boundary=").last)
            let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nRex\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"rex.png\"\r\nContent-Type: image/png\r\n\r\n"
            // Compared outside `#expect`, which would diff 3 MB byte by byte on a failure.
            let whole = sent.body == Data(expected.utf8) + bytes + Data("\r\n--\(boundary)--\r\n".utf8)
            #expect(whole, "the server got \(sent.body.count) bytes")
        }
        let files = await sentFrom.names
        #expect(files.count == 1, "the body was sent from one temporary file: \(files)")
        #expect(files.allSatisfy { !FileManager.default.fileExists(atPath: temporary.appendingPathComponent($0).path) },
                "the temporary file was removed")
        let missing = PhotoUpload(file: FileUpload(contentsOf: file.appendingPathExtension("gone")))
        let stub = StubTransport()
        guard case .failure(.invalidRequest(let report)) = await PetstoreAPI.client(transport: stub).result(for: UploadPhotoRequest(petID: 7, body: missing)) else {
            Issue.record("a missing file was not an invalid request")
            return
        }
        #expect(report.violations.map(\.path.description) == ["body.file"])
        #expect(stub.requests.isEmpty)
    }

    /// A `file` body is the file's bytes alone, with its length: from the disk, never read
    /// whole; from memory, as they are. The upload's own content type wins over the spec's.
    @Test func aRawFileBodyIsTheFilesBytes() async throws {
        let bytes = Data((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 >> 10) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rex-\(UUID().uuidString).mp4")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await TestServer.with(answering(204)) { server in
            _ = try await client(server).send(UploadPetVideoRequest(petID: 7, body: FileUpload(contentsOf: file)))
            _ = try await client(server).send(UploadPetVideoRequest(petID: 7, body: FileUpload(Data("tiny".utf8), filename: "x", contentType: "video/webm")))
            let sent = server.requests
            try #require(sent.count == 2)
            #expect(sent[0].method == "PUT")
            #expect(sent[0].target == "/v1/pets/7/video")
            #expect(sent[0].headers["content-type"] == "video/mp4")
            #expect(sent[0].headers["content-length"] == String(bytes.count))
            #expect(sent[0].headers["transfer-encoding"] == nil)
            let whole = sent[0].body == bytes  // outside `#expect`, which would diff the bytes one by one
            #expect(whole, "the server got \(sent[0].body.count) bytes")
            #expect(sent[1].body == Data("tiny".utf8))
            #expect(sent[1].headers["content-type"] == "video/webm")
        }
    }

    @Test func avatarIsRawBytes() async throws {
        let png = Data((0..<256).map { UInt8($0) })
        try await TestServer.with({ _ in .raw(200, png, headers: ["Content-Type": "image/png"]) }) { server in
            let bytes = try await client(server).send(GetPetAvatarRequest(petID: 7, size: 64))
            #expect(bytes == png)
            #expect(server.requests.first?.target == "/v1/pets/7/avatar.png?size=64")
            // The image first, then what the declared errors come in.
            #expect(server.requests.first?.headers["accept"] == "image/png, application/json, text/plain")
        }
        if case .notFound? = try await failure(of: GetPetAvatarRequest(petID: 7), status: 404) {} else { Issue.record("404") }
        guard case .serviceUnavailable(let text)? = try await failure(of: GetPetAvatarRequest(petID: 7), status: 503, body: "later",
                                                                        contentType: "text/plain") else {
            Issue.record("503")
            return
        }
        #expect(text == "later")
    }

    /// An `Accept` in the client's headers (a vendor media type, say) replaces the one the
    /// endpoint names, whatever case its name is written in.
    @Test func anAcceptInTheClientsHeadersWins() async throws {
        try await TestServer.with(answering(200, Fixture.pet)) { server in
            var headers = PetstoreAPI.headers
            headers["accept"] = "application/vnd.petstore.v2+json"
            let client = APIClient(baseURL: server.baseURL.appendingPathComponent("v1"), credentials: .bearer { "t" },
                                   configuration: .init(headers: headers))
            _ = try await client.send(GetPetRequest(petID: 7))
            #expect(server.requests.first?.headers["accept"] == "application/vnd.petstore.v2+json")
        }
    }

    @Test func checkPetReadsAHeaderWithoutABody() async throws {
        try await TestServer.with(answering(200, headers: ["Last-Modified": "Wed, 21 Oct 2015 07:28:00 GMT"])) { server in
            let response = try await client(server).send(CheckPetRequest(petID: 7))
            #expect(response.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT")
            #expect(server.requests.first?.method == "HEAD")
        }
        if case .notFound? = try await failure(of: CheckPetRequest(petID: 7), status: 404) {} else { Issue.record("404") }
    }

    // The endpoint is deprecated in the spec, so its type is `@available(*, deprecated)`;
    // a deprecated test may use it without a warning.
    @available(*, deprecated, message: "exercises a deprecated endpoint")
    @Test func findPetsByTagStillWorks() async throws {
        try await TestServer.with(answering(200, "[\(Fixture.pet)]")) { server in
            let pets = try await client(server).send(FindPetsByTagRequest(tag: "a/b"))
            #expect(pets.count == 1)
            #expect(server.requests.first?.target == "/v1/pets/by-tag/a%2Fb")
        }
    }

    @Test func pathParametersAreValidatedBeforeSending() async throws {
        try await TestServer.with(answering(200, Fixture.pet)) { server in
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: GetPetRequest(petID: 0)) else {
                Issue.record("pet_id 0 was sent")
                return
            }
            #expect(report.violations.map(\.description) == ["pet_id: is 0; it must be at least 1 (minimum)"])
            #expect(server.requests.isEmpty)
        }
    }
}

/// The identities of `items`, as SwiftUI's `List` and `ForEach` read them.
private func identities<Item: Identifiable>(_ items: [Item]) -> [Item.ID] {
    items.map(\.id)
}

/// The temporary files a server saw a body being sent from.
private actor SentFrom {
    private(set) var names: [String] = []

    func note(_ found: [String]) { names += found }
}
