import LoopbackServer
import Foundation
import Testing
@testable import APIRuntime

/// The encoding vectors of the hardening design, as bytes a real server received.
@Suite("Wire encoding")
struct WireEncodingTests {
    static let vectors: [(value: String, encoded: String, form: String)] = [
        ("a b", "a%20b", "a+b"), ("a+b", "a%2Bb", "a%2Bb"), ("a/b", "a%2Fb", "a%2Fb"), ("a,b", "a%2Cb", "a%2Cb"),
        ("a&b", "a%26b", "a%26b"), ("a=b", "a%3Db", "a%3Db"), ("a#b", "a%23b", "a%23b"), ("a?b", "a%3Fb", "a%3Fb"),
        ("100%", "100%25", "100%25"), ("é", "%C3%A9", "%C3%A9"), ("e\u{301}", "e%CC%81", "e%CC%81"), ("~-._", "~-._", "~-._"),
    ]

    @Test func percentEncodingVectors() {
        for vector in Self.vectors {
            #expect(PercentEncoding.encode(vector.value) == vector.encoded, "\(vector.value)")
            #expect(PercentEncoding.encodeForm(vector.value) == vector.form, "\(vector.value)")
        }
    }

    @Test func pathSegmentsArriveExactlyEncoded() async throws {
        try await TestServer.with({ _ in .json(200, #"{"id":1,"name":"x","photo_urls":[]}"#) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            for vector in Self.vectors {
                _ = try await client.send(GetPetRequest(petID: vector.value))
            }
            #expect(server.requests.map(\.target) == Self.vectors.map { "/pets/\($0.encoded)" })
        }
    }

    @Test func emptyDotAndDotDotSegmentsAreRefusedBeforeSending() async throws {
        try await TestServer.with({ _ in .raw(200) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            for value in ["", ".", ".."] {
                guard case .failure(.invalidRequest(let report)) = await client.result(for: GetPetRequest(petID: value)) else {
                    Issue.record("`\(value)` was not refused")
                    continue
                }
                #expect(report.violations.map(\.path.description) == ["pet_id"])
            }
            #expect(server.requests.isEmpty)
        }
    }

    /// A list in the path (OpenAPI's `simple` style): its items encoded one by one, so a comma
    /// in one is `%2C`, and joined by commas; no items would leave the segment empty.
    @Test func aPathListArrivesAsItsItemsJoinedByCommas() async throws {
        struct PetsByID: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.get
            static let pathTemplate = "/owners/{owner}/pets/{ids}"
            var owner: String
            var ids: [String]
            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate, ["owner": owner], lists: ["ids": ids])
            }
            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            _ = try await client.send(PetsByID(owner: "a b", ids: ["1", "a,b", "c d/e"]))
            #expect(server.requests.map(\.target) == ["/owners/a%20b/pets/1,a%2Cb,c%20d%2Fe"])
            guard case .failure(.invalidRequest(let report)) = await client.result(for: PetsByID(owner: "x", ids: [])) else {
                Issue.record("an empty list was sent")
                return
            }
            #expect(report.violations.map(\.path.description) == ["ids"])
            #expect(server.requests.count == 1)
        }
    }

    @Test func queryStylesArriveExactlyEncoded() async throws {
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let client = APIClient(baseURL: server.baseURL)
            let since = try #require(RFC3339.date(from: "2024-02-29T12:30:00Z"))
            _ = try await client.send(ListPetsRequest(
                limit: 20, tags: ["a b", "c,d"], species: ["cat", "d,g"], include: ["x", "y|z"], fields: ["f g", "h"],
                since: since, onlyAvailable: true, filter: .init(name: "R&x", status: "sold"),
                whereClause: .init(name: "a", status: nil)))
            _ = try await client.send(ListPetsRequest(tags: [], species: []))
            #expect(server.requests.map(\.target) == [
                "/pets?limit=20&tags=a%20b&tags=c%2Cd&species=cat,d%2Cg&include=x%7Cy%7Cz&fields=f%20g%20h"
                    + "&since=2024-02-29T12%3A30%3A00Z&only_available=true&filter%5Bname%5D=R%26x&filter%5Bstatus%5D=sold"
                    + "&where=%7B%22name%22%3A%22a%22%7D",
                "/pets",
            ])
        }
    }

    @Test func baseURLPathIsKept() async throws {
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let base = server.baseURL.appendingPathComponent("api").appendingPathComponent("v1")
            _ = try await APIClient(baseURL: base).send(ListPetsRequest())
            _ = try await APIClient(baseURL: URL(string: base.absoluteString + "/")!).send(ListPetsRequest())
            #expect(server.requests.map(\.target) == ["/api/v1/pets", "/api/v1/pets"])
        }
    }

    /// A base URL that carries a query (`?api-version=…`, as some APIs want on every call)
    /// keeps it ahead of the request's own; its fragment, which no server sees, is dropped.
    @Test func baseURLQueryIsKeptAndItsFragmentDropped() async throws {
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let base = server.baseURL.absoluteString + "/api/?api-version=2024-01-01&x=a%26b"
            _ = try await APIClient(baseURL: try #require(URL(string: base))).send(ListPetsRequest(limit: 2))
            _ = try await APIClient(baseURL: try #require(URL(string: base + "#top"))).send(ListPetsRequest())
            _ = try await APIClient(baseURL: try #require(URL(string: server.baseURL.absoluteString + "/api#top")))
                .send(ListPetsRequest(limit: 2))
            _ = try await APIClient(baseURL: try #require(URL(string: server.baseURL.absoluteString + "/api?")))
                .send(ListPetsRequest())
            #expect(server.requests.map(\.target) == [
                "/api/pets?api-version=2024-01-01&x=a%26b&limit=2",
                "/api/pets?api-version=2024-01-01&x=a%26b",
                "/api/pets?limit=2",
                "/api/pets",
            ])
        }
    }

    @Test func formBodyArrivesExactlyEncoded() async throws {
        try await TestServer.with({ _ in .json(201, #"{"token":"t","expires_at":"2024-01-01T00:00:00Z"}"#) }) { server in
            let session = try await APIClient(baseURL: server.baseURL).send(LoginRequest(body: .init(
                username: "a b+c", password: "p&q=r/100%é", remember: true, scopes: ["read", "write all"])))
            #expect(session.token == "t")
            let received = try #require(server.requests.first)
            #expect(received.headers["content-type"] == "application/x-www-form-urlencoded")
            #expect(String(decoding: received.body, as: UTF8.self)
                == "username=a+b%2Bc&password=p%26q%3Dr%2F100%25%C3%A9&remember=true&scope=read&scope=write+all")
        }
    }

    /// A form body with `explode: false` (Swagger 2.0's `csv` form fields, as go-swagger servers
    /// read them): each array one field, its items encoded one by one and joined by commas, so a
    /// comma in an item is `%2C`; an empty array sends no field. In a multipart body, one part.
    @Test func aJoinedFormArrayArrivesAsOneField() async throws {
        struct Tagging: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.post
            static let pathTemplate = "/tags"
            var tags: [String]
            var ids: [Int]
            var multipart = false
            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                if multipart {
                    request.multipartBody { form in form.add("tags", tags, explode: false) }
                } else {
                    request.formBody { form in
                        form.add("tags", tags, explode: false)
                        form.add("ids", ids, explode: false)
                    }
                }
            }
            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            _ = try await client.send(Tagging(tags: ["a b", "c,d", "é"], ids: []))
            _ = try await client.send(Tagging(tags: ["x", "y,z"], ids: [], multipart: true))
            let bodies = server.requests.map { String(decoding: $0.body, as: UTF8.self) }
            try #require(bodies.count == 2)
            #expect(bodies[0] == "tags=a+b,c%2Cd,%C3%A9")
            #expect(bodies[1].contains("name=\"tags\"\r\n\r\nx,y,z\r\n"))
        }
    }

    @Test func multipartBodyArrivesWithItsParts() async throws {
        try await TestServer.with({ _ in .json(201, #"{"title":"ok","status":201}"#, headers: ["Location": "http://x/p/1"]) }) { server in
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
            let response = try await APIClient(baseURL: server.baseURL).send(
                UploadPhotoRequest(petID: 7, body: .init(caption: "Rex \"the\"\r\ndog", file: png)))
            #expect(response.location == URL(string: "http://x/p/1"))
            #expect(response.rateLimitRemaining == nil)
            let received = try #require(server.requests.first)
            let contentType = try #require(received.headers["content-type"])
            #expect(contentType.hasPrefix("multipart/form-data; boundary="))
            let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
            var expected = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nRex \"the\"\r\ndog\r\n".utf8)
            expected.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: image/png\r\n\r\n".utf8))
            expected.append(png)
            expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
            #expect(received.body == expected)
        }
    }

    /// Bytes without a name (`FileUpload(data)`, for a raw body) take the field's name in a
    /// multipart part, as a `data` field does.
    @Test func aFileWithoutANameTakesItsFieldsName() {
        var form = MultipartBody(boundary: "b")
        form.addFile("scan", FileUpload(Data("pdf".utf8), contentType: "application/pdf"))
        #expect(String(decoding: form.encoded, as: UTF8.self)
            == "--b\r\nContent-Disposition: form-data; name=\"scan\"; filename=\"scan\"\r\nContent-Type: application/pdf\r\n\r\npdf\r\n--b--\r\n")
    }

    /// A multipart body with `style: deepObject` sends a field that is not a single value as one
    /// text part per bracketed item, as Stripe's file upload reads `file_link_data[create]`.
    @Test func aMultipartFieldInBracketsIsATextPartPerItem() {
        struct LinkData: Encodable, Sendable {
            var create: Bool
            var metadata: [String: String]
        }
        var form = MultipartBody(boundary: "b")
        form.add("purpose", "dispute_evidence")
        form.addDeepObject("file_link_data", LinkData(create: true, metadata: ["case": "7"]))
        form.addDeepObject("expand", ["file"])
        form.addDeepObject("none", [String]?.none)
        let part = { (name: String, text: String) in "--b\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(text)\r\n" }
        #expect(String(decoding: form.encoded, as: UTF8.self) == part("purpose", "dispute_evidence") + part("file_link_data[create]", "true")
            + part("file_link_data[metadata][case]", "7") + part("expand[]", "file") + "--b--\r\n")
        #expect(form.problems.isValid)
    }

    /// A `data[]` field: one file part per element, all under the field's name.
    @Test func severalFilesShareTheirFieldName() {
        var form = MultipartBody(boundary: "b")
        form.addFiles("scans", [Data("one".utf8), Data("two".utf8)], filename: "scans")
        form.addFiles("none", nil, filename: "none")
        let part = "--b\r\nContent-Disposition: form-data; name=\"scans\"; filename=\"scans\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        #expect(String(decoding: form.encoded, as: UTF8.self) == part + "one\r\n" + part + "two\r\n--b--\r\n")
    }

    /// A `file` field: the server sees each file's own name, and its own content type
    /// before the one the spec gives the property.
    @Test func fileUploadsCarryTheirOwnNamesAndTypes() {
        var form = MultipartBody(boundary: "b")
        form.addFile("photo", FileUpload(Data("png".utf8), filename: "rex \"1\".png"), contentType: "image/png")
        form.addFiles("scans", [FileUpload(Data("a".utf8), filename: "a.pdf", contentType: "application/pdf"),
                                FileUpload(Data("b".utf8), filename: "résumé.txt")])
        form.addFile("none", nil as FileUpload?)
        form.addFiles("none", nil as [FileUpload]?)
        #expect(String(decoding: form.encoded, as: UTF8.self) == """
            --b\r\nContent-Disposition: form-data; name="photo"; filename="rex %221%22.png"\r\nContent-Type: image/png\r\n\r\npng\r\n\
            --b\r\nContent-Disposition: form-data; name="scans"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\na\r\n\
            --b\r\nContent-Disposition: form-data; name="scans"; filename="résumé.txt"\r\nContent-Type: application/octet-stream\r\n\r\nb\r\n\
            --b--\r\n
            """)
    }

    @Test func aFileUploadsContentTypeCannotBreakItsHeader() {
        var form = MultipartBody(boundary: "b")
        form.addFile("photo", FileUpload(Data(), filename: "x", contentType: "image/png\r\nX-Injected: 1"))
        #expect(form.parts.isEmpty)
        #expect(form.problems.violations.map(\.path.description) == ["body.photo"])
    }

    /// A model holding files can be saved and read back; the bytes travel as base64.
    @Test func aFileUploadRoundTripsThroughJSON() throws {
        let file = FileUpload(Data([0, 1, 2, 255]), filename: "a.bin", contentType: "application/x-a")
        let json = try JSONCoding().makeEncoder().encode(file)
        #expect(String(decoding: json, as: UTF8.self) == #"{"content_type":"application/x-a","data":"AAEC/w==","filename":"a.bin"}"#)
        #expect(try JSONCoding().makeDecoder().decode(FileUpload.self, from: json) == file)
    }

    @Test func multipartNamesCannotBreakTheirHeader() {
        #expect(MultipartBody.quoted("a\"b\r\nc") == "a%22b%0D%0Ac")
    }

    /// A part that cannot be written fails the request, as a JSON body that does not
    /// encode does; before, the part was dropped and the request went out without it.
    @Test func aMultipartPartThatCannotBeWrittenFailsTheRequestUnsent() async {
        let stub = StubTransport()
        stub.on(MultipartParts.self, respond: .status(204))
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        guard case .failure(.invalidRequest(let report)) = await client.result(for: MultipartParts(score: .nan, fileType: "image/png\r\nX-Injected: 1")) else {
            Issue.record("a request with parts that cannot be written was sent")
            return
        }
        #expect(report.violations.map(\.path.description) == ["body.meta", "body.file"])
        #expect(report.violations.map(\.constraint) == ["encoding", "header"])
        // What is wrong (in Foundation's words) and where, not the error's debug dump.
        let message = report.violations.first?.message ?? ""
        #expect(message.hasPrefix("does not encode as JSON: Unable to encode Double.nan") && message.hasSuffix(", at score"), "\(message)")
        #expect(stub.requests.isEmpty)
        _ = await client.result(for: MultipartParts(score: 0.5, fileType: "image/png"))
        let sent = String(decoding: stub.requests.first?.body ?? Data(), as: UTF8.self)
        #expect(sent.contains("name=\"meta\"\r\nContent-Type: application/json\r\n\r\n{\"score\":0.5}\r\n"))
        #expect(sent.contains("name=\"file\"; filename=\"f\"\r\nContent-Type: image/png\r\n"))
    }

    struct MultipartParts: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/m"
        var score: Double
        var fileType: String

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate)
            request.multipartBody { form in
                form.addJSON("meta", ["score": score])
                form.addFile("file", Data("x".utf8), filename: "f", contentType: fileType)
            }
        }

        static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
            decoder.empty(from: response)
        }
    }

    /// deepObject nests in brackets as jQuery's `$.param` writes and Rails, PHP, qs and Stripe
    /// read: fields in sorted key order at any depth, an array of single values under `[]`, any
    /// other array by index, `null` left out; a single value is `name=value`.
    @Test func deepObjectNestsAnyValueInBrackets() throws {
        struct Range: Encodable, Sendable {
            var gte: Int?
            var lte: Int?
        }
        struct Filter: Encodable, Sendable {
            var name: String?
            var tags: [String]
            var extra: APIRuntime.JSONValue?
            var range: Range?
        }
        var flat = RequestBuilder()
        flat.deepObjectQuery("filter", Filter(name: nil, tags: ["a b", "c"], extra: .integer(1), range: Range(gte: 2)))
        #expect(flat.queryString.removingPercentEncoding
            == "filter[extra]=1&filter[range][gte]=2&filter[tags][]=a b&filter[tags][]=c")
        #expect(flat.queryString.hasPrefix("filter%5Bextra%5D=1&filter%5Brange%5D%5Bgte%5D=2&filter%5Btags%5D%5B%5D=a%20b"))
        #expect(flat.problems.isValid)

        var nested = RequestBuilder()
        nested.deepObjectQuery("expand", ["customer", "invoice"])
        nested.deepObjectQuery("items", APIRuntime.JSONValue.array([
            .object(["price": .string("p_1"), "quantity": .integer(2)]), .array([.integer(1), .null]), .null, .object([:]),
        ]))
        nested.deepObjectQuery("created", 1_700_000_000)
        nested.deepObjectQuery("none", [String]?.none)
        #expect(nested.queryString.removingPercentEncoding
            == "expand[]=customer&expand[]=invoice&items[0][price]=p_1&items[0][quantity]=2&items[1][]=1&created=1700000000")
        #expect(nested.problems.isValid)

        // Numbers go out as written, not through `Double`: before, the decimal lost its `.5`.
        struct Amounts: Encodable, Sendable {
            var decimal: Decimal
            var whole: Int64
            var double: Double
            var huge: Double
            var flag: Bool
        }
        var amounts = RequestBuilder()
        let decimal = try #require(Decimal(string: "9007199254740993.5"))
        amounts.deepObjectQuery("a", Amounts(decimal: decimal, whole: 9_007_199_254_740_993, double: 0.1, huge: 1.5e300, flag: true))
        #expect(amounts.queryString
            == "a%5Bdecimal%5D=9007199254740993.5&a%5Bdouble%5D=0.1&a%5Bflag%5D=true&a%5Bhuge%5D=1.5e%2B300&a%5Bwhole%5D=9007199254740993")

        var failing = RequestBuilder()
        failing.deepObjectQuery("f", Range?.none)
        failing.deepObjectQuery("nan", ["x": Double.nan])
        #expect(failing.queryString == "")
        #expect(failing.problems.violations.map(\.path.description) == ["nan"])
    }

    /// A form with `style: deepObject` sends a field that is not a single value as the query's
    /// deepObject does, under the field's name (Stripe's `card[exp_month]=12`, `expand[]=customer`).
    @Test func aFormFieldInBracketsNestsAsADeepObject() throws {
        struct Card: Encodable, Sendable {
            var number: String
            var expMonth: Int
            enum CodingKeys: String, CodingKey {
                case number
                case expMonth = "exp_month"
            }
        }
        var request = RequestBuilder()
        request.formBody { form in
            form.add("amount", 2000)
            form.addDeepObject("card", Card(number: "4242 4242", expMonth: 12))
            form.addDeepObject("expand", ["customer"])
            form.addDeepObject("metadata", ["order": "6735", "note": "a&b=c"])
            form.addDeepObject("gone", [String: String]?.none)
        }
        let body = String(decoding: try #require(request.body), as: UTF8.self)
        #expect(body == "amount=2000&card%5Bexp_month%5D=12&card%5Bnumber%5D=4242+4242&expand%5B%5D=customer"
            + "&metadata%5Bnote%5D=a%26b%3Dc&metadata%5Border%5D=6735")
        #expect(request.problems.isValid)
    }

    /// A `form` object spreads its fields over the query under their own names, with the
    /// rules of a deepObject's: sorted, an array field repeats its key, `null` is left out,
    /// and a field that needs a second level is a problem.
    @Test func formObjectFieldsAreQueryItemsOfTheirOwn() {
        struct Page: Encodable, Sendable {
            var page: Int
            var size: Int?
            var sort: [String]
            var extra: APIRuntime.JSONValue?
        }
        var flat = RequestBuilder()
        flat.query("q", "x")
        flat.formObjectQuery("paging", Page(page: 2, size: nil, sort: ["placed_at", "a&b"], extra: nil))
        flat.formObjectQuery("none", Page?.none)
        #expect(flat.queryString == "q=x&page=2&sort=placed_at&sort=a%26b")
        #expect(flat.problems.isValid)

        var nested = RequestBuilder()
        nested.formObjectQuery("paging", Page(page: 0, sort: [], extra: .object(["k": .integer(1)])))
        nested.formObjectQuery("list", [1, 2])
        #expect(nested.problems.violations.map(\.description) == [
            "paging.extra: is an object; a form parameter sends one level of fields (`style: deepObject` sends more) (style)",
            "list: a form parameter must encode as a JSON object (style)",
        ])
    }

    /// A `form` object with `explode: false` is one query item, its keys and values joined by
    /// commas in sorted key order (OpenAPI's `color=R,100,G,200`); a comma inside a key or a
    /// value stays `%2C`, so the list splits back exactly; `null` is left out; a field that
    /// is not a single value is a problem.
    @Test func aFormObjectThatDoesNotExplodeIsOneCommaSeparatedItem() {
        struct Near: Encodable, Sendable {
            var lon: Double
            var lat: Double
            var label: String?
            var tags: [String]?
        }
        var joined = RequestBuilder()
        joined.query("q", "x")
        joined.formObjectQuery("near", Near(lon: 13.4, lat: 52.5, label: "a,b&c"), explode: false)
        joined.formObjectQuery("none", Near?.none, explode: false)
        #expect(joined.queryString == "q=x&near=label,a%2Cb%26c,lat,52.5,lon,13.4")
        #expect(joined.problems.isValid)

        var empty = RequestBuilder()
        empty.formObjectQuery("near", [String: String](), explode: false)
        #expect(empty.queryString == "")

        var deep = RequestBuilder()
        deep.formObjectQuery("near", Near(lon: 0, lat: 0, tags: ["x"]), explode: false)
        deep.formObjectQuery("list", [1, 2], explode: false)
        #expect(deep.problems.violations.map(\.description) == [
            "near.tags: is not a single value; a form object with explode: false holds strings, numbers or booleans (style)",
            "list: a form parameter must encode as a JSON object (style)",
        ])
    }

    /// A value with no text to travel as (a number that is not finite, a date RFC 3339
    /// cannot write) fails the request, wherever it goes. Before, NaN went out as
    /// `nan`, and a date past the year 9999 crashed the client.
    @Test func valuesWithoutATextFailTheRequestUnsent() async {
        let stub = StubTransport()
        stub.on(TextValues.self, respond: .status(204))
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        let far = Date(timeIntervalSince1970: 1e20)
        let bad = TextValues(ratio: .nan, since: [Date(timeIntervalSince1970: 0), far], limit: .infinity, price: .nan, field: -.infinity, part: [1, .nan])
        guard case .failure(.invalidRequest(let report)) = await client.result(for: bad) else {
            Issue.record("a request with values that have no text was sent")
            return
        }
        #expect(report.violations.map(\.description) == [
            "ratio: is nan, not a finite number (encoding)",
            "since[1]: is outside the years 0000 to 9999, which RFC 3339 can write (encoding)",
            "X-Limit: is inf, not a finite number (encoding)",
            "price: is not a number (encoding)",
            "body.field: is -inf, not a finite number (encoding)",
            "body.part[1]: is nan, not a finite number (encoding)",
        ])
        #expect(stub.requests.isEmpty)

        let good = TextValues(ratio: 0.5, since: [Date(timeIntervalSince1970: 0)], limit: 2, price: 1, field: 3, part: [4])
        _ = await client.result(for: good)
        #expect(stub.requests.first?.url.absoluteString == "https://example.com/r/0.5?since=1970-01-01T00%3A00%3A00Z")
    }

    struct TextValues: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/r/{ratio}"
        var ratio: Double
        var since: [Date]
        var limit: Float
        var price: Decimal
        var field: Double
        var part: [Double]

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate, ["ratio": ratio])
            request.query("since", since)
            request.header("X-Limit", limit)
            request.cookie("price", price)
            request.formBody { form in form.add("field", field) }
            request.multipartBody { form in form.add("part", part) }
        }

        static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
            decoder.empty(from: response)
        }
    }

    /// A cookie of `encoding: json` carries the value as JSON text, percent-encoded as any
    /// cookie value is, so its quotes, commas and spaces cannot end it early.
    @Test func aJSONCookieIsPercentEncodedJSON() async throws {
        struct Prefs: Codable, Sendable, Equatable { var theme: String; var sizes: [Int] }
        struct WithPrefs: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.get
            static let pathTemplate = "/prefs"
            var prefs: Prefs?
            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                request.jsonCookie("prefs", prefs)
                request.cookie("plain", "v")
            }
            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        try await TestServer.with({ _ in .raw(204) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            _ = try await client.send(WithPrefs(prefs: Prefs(theme: "dark; blue", sizes: [1, 2])))
            _ = try await client.send(WithPrefs(prefs: nil))
            let cookies = server.requests.map { $0.headers["cookie"] }
            let sent = try #require(cookies.first??.split(separator: ";").first.map(String.init))
            #expect(sent.hasPrefix("prefs="))
            let json = try #require(String(sent.dropFirst("prefs=".count)).removingPercentEncoding)
            #expect(try JSONDecoder().decode(Prefs.self, from: Data(json.utf8)) == Prefs(theme: "dark; blue", sizes: [1, 2]))
            #expect(!sent.contains(where: { "\"; ,".contains($0) }), "\(sent)")
            #expect(cookies.last == "plain=v")
        }
    }

    @Test func headersAndCookiesArriveAndLineBreaksAreRefused() async throws {
        let answer: TestServer.Handler = { request in
            request.target.hasPrefix("/pets/") ? .json(200, #"{"id":1,"name":"x","photo_urls":[]}"#) : .json(200, "[]")
        }
        try await TestServer.with(answer) { server in
            let client = APIClient(baseURL: server.baseURL, configuration: .init(headers: ["X-Client": "tests"]))
            _ = try await client.send(ListPetsRequest(requestID: "r-1"))
            _ = try await client.send(GetPetRequest(petID: "1", session: "s;1 é"))
            let first = try #require(server.requests.first)
            #expect(first.headers["x-request-id"] == "r-1")
            #expect(first.headers["x-client"] == "tests")
            #expect(server.requests.last?.headers["cookie"] == "session=s%3B1%20%C3%A9")
            for bad in ["a\r\nX-Injected: 1", "a\nb", "a\u{0}b"] {
                let result = await client.result(for: ListPetsRequest(requestID: bad))
                guard case .failure(.invalidRequest(let report)) = result else {
                    Issue.record("a header with \(bad.debugDescription) was not refused")
                    continue
                }
                #expect(report.violations.map(\.constraint) == ["header"])
            }
            #expect(server.requests.count == 2)
        }
    }

    /// Schemes ignore case: URLSession on Linux refused `HTTP://` as an unsupported URL. One
    /// that is not http or https, or a URL without a host, fails the call with the reason, and
    /// never reaches URLSession, which would read a `file:` URL from the disk.
    @Test func theBaseURLsSchemeIsHTTPInAnyCaseAndNothingElse() async throws {
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let upper = "HTTP" + server.baseURL.absoluteString.dropFirst("http".count)
            _ = try await APIClient(baseURL: try #require(URL(string: upper))).send(ListPetsRequest(limit: 1))
            #expect(server.requests.map(\.target) == ["/pets?limit=1"])
        }
        let refused = [
            ("file:///tmp", "this one's scheme is `file`"),
            ("ftp://127.0.0.1:1/x", "this one's scheme is `ftp`"),
            ("data:,hello", "this one's scheme is `data`"),
            ("localhost:8080/api", "this one's scheme is `localhost`"),
            ("/api", "this one has no scheme"),
            ("http:///api", "this one has no host"),
        ]
        for (base, problem) in refused {
            let result = await APIClient(baseURL: try #require(URL(string: base)), credentials: .apiKey("API_KEY") { "k-123" })
                .result(for: GetInventoryRequest())
            guard case .failure(.transport(.other(let message))) = result else {
                Issue.record("\(base) was not refused: \(result)")
                continue
            }
            #expect(message == "URLSessionTransport sends only to absolute http and https URLs, and \(problem); check the client's base URL")
        }
    }

    /// Headers the client sends with every request, and a custom request's own, go out only
    /// when they can go out as they are: a line break in a value, or a name that is no HTTP
    /// token, would make another header of it (URLSession sends a name as it is) or be
    /// dropped silently. Each is refused, with its name, and nothing is sent.
    @Test func configuredHeadersAndNamesThatCannotBeSentAreRefused() async throws {
        struct Custom: APIRequest {
            typealias Response = NoContent
            typealias Failure = Never
            static let method = HTTPMethod.get
            static let pathTemplate = "/custom"
            var header: String
            var cookie: String

            func encode(into request: inout RequestBuilder) {
                request.path(Self.pathTemplate)
                request.header(header, "v")
                request.cookie(cookie, "v")
            }

            static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
                decoder.empty(from: response)
            }
        }
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let refused: [(APIRuntime.HTTPHeaders, [String])] = [
                (["X-Client": "a\r\nX-Injected: 1"], ["X-Client: contains a line break or NUL, in the client's configuration (header)"]),
                (["X-Client": "a\u{0}b", "X-Trace": "t\nu"], [
                    "X-Client: contains a line break or NUL, in the client's configuration (header)",
                    "X-Trace: contains a line break or NUL, in the client's configuration (header)",
                ]),
                (["X-A: b\r\nX-Injected": "c"], [
                    #"X-A: b\u{D}\u{A}X-Injected: is not a valid header name (letters, digits and !#$%&'*+-.^_`|~ only), in the client's configuration (header)"#,
                ]),
                (["X Client": "v"], ["X Client: is not a valid header name (letters, digits and !#$%&'*+-.^_`|~ only), in the client's configuration (header)"]),
                (["": "v"], ["(root): is not a valid header name (letters, digits and !#$%&'*+-.^_`|~ only), in the client's configuration (header)"]),
            ]
            for (headers, expected) in refused {
                let client = APIClient(baseURL: server.baseURL, configuration: .init(headers: headers))
                let result = await client.result(for: ListPetsRequest())
                guard case .failure(.invalidRequest(let report)) = result else {
                    Issue.record("\(headers) was not refused: \(result)")
                    continue
                }
                #expect(report.violations.map(\.description) == expected)
            }
            let client = APIClient(baseURL: server.baseURL, configuration: .init(headers: ["X-Client": "tests", "X-Ok!#$%&'*+-.^_`|~": "é \tx"]))
            _ = try await client.send(ListPetsRequest())
            for (header, cookie, expected) in [("X:Y", "c", "X:Y"), ("X-Y", "c=d", "c=d"), ("X-Y", "a b", "a b"), ("X-Y", "c;", "c;")] {
                let result = await client.result(for: Custom(header: header, cookie: cookie))
                guard case .failure(.invalidRequest(let report)) = result else {
                    Issue.record("\(header), \(cookie) was not refused: \(result)")
                    continue
                }
                #expect(report.violations.map { "\($0.path)" } == [expected])
            }
            #expect(server.requests.count == 1)
            #expect(server.requests.first?.headers["x-client"] == "tests")
            #expect(server.requests.first?.headers["x-ok!#$%&'*+-.^_`|~"] == "é \tx")
        }
    }

    /// A middleware's headers reach the wire without the client's encoding: one that cannot
    /// be sent as it is fails the call as the transport's, naming the header, never its value.
    @Test func aMiddlewaresHeaderThatCannotBeSentFailsTheCall() async throws {
        func tracing(_ name: String, _ value: String) -> RewritingMiddleware { RewritingMiddleware { $0.headers.add(name, value) } }
        try await TestServer.with({ _ in .json(200, "[]") }) { server in
            let cases = [
                ("X-Trace", "s3cr3t\r\nX-Injected: 1", #"The request failed: a middleware set the header "X-Trace", which contains a line break or NUL, so nothing was sent"#),
                ("X-Trace\r\nX-Injected", "1", #"The request failed: a middleware set the header "X-Trace\r\nX-Injected", which is not a valid header name (letters, digits and !#$%&'*+-.^_`|~ only), so nothing was sent"#),
            ]
            for (name, value, expected) in cases {
                let client = APIClient(baseURL: server.baseURL, middleware: [tracing(name, value)])
                let result = await client.result(for: ListPetsRequest())
                guard case .failure(.transport(let error)) = result else {
                    Issue.record("\(name.debugDescription) was sent: \(result)")
                    continue
                }
                #expect(error.description == expected)
            }
            _ = try await APIClient(baseURL: server.baseURL, middleware: [tracing("X-Trace", "t-1")]).send(ListPetsRequest())
            #expect(server.requests.map { $0.headers["x-trace"] } == ["t-1"])
        }
    }
}
