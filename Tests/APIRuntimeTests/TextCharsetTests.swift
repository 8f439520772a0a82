import LoopbackServer
import Foundation
import Testing
@testable import APIRuntime

/// Text bodies travel in the charset their content type names, both ways.
@Suite("Text charsets")
struct TextCharsetTests {
    @Test(arguments: [
        ("text/plain", nil),
        ("text/plain; charset=utf-8", "utf-8"),
        ("text/plain;format=flowed; Charset=\"ISO-8859-1\"", "ISO-8859-1"),
        ("text/plain ; CHARSET = windows-1252 ", "windows-1252"),
        ("text/plain; charset", nil),
    ] as [(String, String?)])
    func theCharsetParameterIsFoundWhereverItStands(contentType: String, expected: String?) {
        #expect(TextCharset.charsetParameter(of: contentType) == expected)
    }

    @Test func eachCharsetReadsItsOwnBytes() throws {
        func read(_ bytes: [UInt8], _ contentType: String) throws -> String? {
            try TextCharset.of(contentType: contentType).get().decode(Data(bytes))
        }
        let cafeLatin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]
        #expect(try read(cafeLatin1, "text/plain; charset=iso-8859-1") == "café")
        #expect(try read(cafeLatin1, "text/plain; charset=Latin1") == "café")
        #expect(try read(cafeLatin1, "text/plain") == nil, "Latin-1 bytes are not UTF-8")
        #expect(try read(cafeLatin1, "text/plain; charset=us-ascii") == nil)
        #expect(try read([0x80, 0x93, 0x61, 0x94], "text/plain; charset=windows-1252") == "€“a”")
        #expect(try read([0x80], "text/plain; charset=iso-8859-1") == "\u{80}", "Latin-1 maps every byte to its code point")
        #expect(try read([0xEF, 0xBB, 0xBF, 0x63, 0xC3, 0xA9], "text/plain") == "cé", "the byte order mark is not text")
        #expect(try read([0xFF, 0xFE, 0x61, 0x00], "text/plain; charset=utf-16") == "a")
        #expect(try read([0xFE, 0xFF, 0x00, 0x61], "text/plain; charset=utf-16") == "a")
        #expect(try read([0x00, 0x61], "text/plain; charset=utf-16") == "a", "big-endian without a byte order mark")
        #expect(try read([0xFF, 0xFE, 0x61, 0x00], "text/plain; charset=utf-16le") == "a")
        #expect(try read([0x00, 0xD8], "text/plain; charset=utf-16le") == nil, "a lone surrogate")
        #expect(try read([0x61, 0xC3], "text/plain; charset=utf-8") == nil, "a cut sequence")
        #expect(throws: TextCharset.UnknownCharset.self) { try read([0x61], "text/plain; charset=koi8-r") }
    }

    @Test func eachCharsetWritesWhatItReads() throws {
        let samples = ["", "plain", "café", "€ “quoted”", "日本語 👍🏽"]
        for name in TextCharset.encodings.keys.sorted() {
            let charset = try TextCharset.of(contentType: "text/plain; charset=\(name)").get()
            for sample in samples {
                guard let bytes = charset.encode(sample) else { continue }
                #expect(charset.decode(bytes) == sample, "\(name): \(sample)")
            }
        }
        let latin1 = try TextCharset.of(contentType: "text/plain; charset=iso-8859-1").get()
        #expect(latin1.encode("café").map(Array.init) == [0x63, 0x61, 0x66, 0xE9])
        #expect(latin1.encode("5 €") == nil)
        #expect(TextCharset.utf8.encode("日本語 👍🏽") != nil)
    }

    @Test func aLatin1ErrorBodyIsReadAsTheServerLabelledIt() async throws {
        let page = Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x66, 0x65, 0x72, 0x6D, 0xE9])  // "café fermé"
        try await TestServer.with({ _ in .raw(503, page, headers: ["Content-Type": "text/plain;charset=ISO-8859-1"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.endpoint(let failure)) = result else {
                Issue.record("503 was not the declared failure: \(result)")
                return
            }
            #expect(failure == .serverError(status: 503, "café fermé"))
        }
    }

    @Test func jsonIsReadInTheCharsetTheServerNamed() async throws {
        let json = #"{"id":1,"name":"Café","photo_urls":[]}"#
        let answers: [(Data, String)] = [
            (try #require(json.data(using: .isoLatin1)), "application/json; charset=ISO-8859-1"),
            (try #require(json.data(using: .utf16LittleEndian)), "application/json; charset=utf-16le"),
            (Data(json.utf8), "application/json; charset=utf-8"),
            (Data(json.utf8), "application/json; charset=x-unknown"),
        ]
        for (body, contentType) in answers {
            try await TestServer.with({ _ in .raw(200, body, headers: ["Content-Type": contentType]) }) { server in
                let pet = try await APIClient(baseURL: server.baseURL).send(GetPetRequest(petID: "1"))
                #expect(pet.name == "Café", "\(contentType)")
            }
        }
        try await TestServer.with({ _ in .raw(200, Data([0x7B, 0x81, 0x7D]), headers: ["Content-Type": "application/json; charset=windows-1252"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: GetPetRequest(petID: "1"))
            guard case .failure(.decoding(let failure)) = result else {
                Issue.record("bytes windows-1252 leaves undefined were decoded: \(result)")
                return
            }
            #expect(failure.message == "the body is not valid windows-1252 text")
        }
    }

    @Test func aBodyInACharsetTheClientDoesNotKnowIsKeptWithTheReason() async throws {
        try await TestServer.with({ _ in .raw(503, Data([0xC1, 0xC2]), headers: ["Content-Type": "text/plain; charset=koi8-r"]) }) { server in
            let result = await APIClient(baseURL: server.baseURL).result(for: CreatePetRequest(body: Pet(id: 1, name: "Rex")))
            guard case .failure(.unexpectedStatus(let response)) = result else {
                Issue.record("an unreadable declared body was not kept as unexpected: \(result)")
                return
            }
            #expect(response.body == Data([0xC1, 0xC2]))
            #expect(response.decodingProblem?.contains("the charset `koi8-r` is not one this client reads or writes") == true)
        }
    }

    @Test func aTextBodyIsSentInItsCharsetOrNotAtAll() async throws {
        try await TestServer.with({ request in .raw(200, request.body, headers: ["Content-Type": request.headers["content-type"] ?? ""]) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            let echoed = try await client.send(NoteRequest(text: "café", contentType: "text/plain; charset=ISO-8859-1"))
            #expect(echoed == "café")
            #expect(server.requests.last?.body == Data([0x63, 0x61, 0x66, 0xE9]))
            #expect(server.requests.last?.headers["content-type"] == "text/plain; charset=ISO-8859-1")

            let sent = server.requests.count
            let refused = await client.result(for: NoteRequest(text: "5 €", contentType: "text/plain; charset=ISO-8859-1"))
            guard case .failure(.invalidRequest(let report)) = refused else {
                Issue.record("text Latin-1 cannot write was sent: \(refused)")
                return
            }
            #expect(report.description == "body: holds `€` (U+20AC), which ISO-8859-1 cannot write (charset)")
            #expect(server.requests.count == sent, "nothing was sent")
        }
    }
}

/// Sends text in the content type given, and reads the answer as text.
private struct NoteRequest: APIRequest {
    typealias Response = String
    typealias Failure = Never
    static let method = HTTPMethod.put
    static let pathTemplate = "/note"

    var text: String
    var contentType: String

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.textBody(text, contentType: contentType)
    }

    static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> String {
        try decoder.text(from: response)
    }
}
