import Foundation
import LoopbackServer
import Testing
@testable import APIRuntime

/// Every encoding vector of the hardening design, in every place it can travel,
/// as the bytes a real server received.
@Suite("Wire vectors")
struct WireVectorTests {
    /// value, percent-encoded (path and query), form-encoded
    static let vectors: [(String, String, String)] = [
        ("a b", "a%20b", "a+b"), ("a+b", "a%2Bb", "a%2Bb"), ("a/b", "a%2Fb", "a%2Fb"), ("a,b", "a%2Cb", "a%2Cb"),
        ("a&b", "a%26b", "a%26b"), ("a=b", "a%3Db", "a%3Db"), ("a#b", "a%23b", "a%23b"), ("a?b", "a%3Fb", "a%3Fb"),
        ("100%", "100%25", "100%25"), ("é", "%C3%A9", "%C3%A9"), ("e\u{301}", "e%CC%81", "e%CC%81"),
        ("..", "..", ".."), (".", ".", "."), ("", "", ""), ("~-._", "~-._", "~-._"), ("日本", "%E6%97%A5%E6%9C%AC", "%E6%97%A5%E6%9C%AC"),
    ]

    /// Puts one value everywhere a value can go.
    struct Everywhere: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/v/{value}/end"
        var value: String

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate, ["value": "x" + value])
            request.query("q", value)
            request.query("e", [value, value])
            request.query("c", [value, value], explode: false)
            request.header("X-Value", value)
            request.formBody { form in form.add("f", value) }
        }

        static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
            decoder.empty(from: response)
        }
    }

    @Test func everyVectorArrivesExactlyEncodedEverywhere() async throws {
        try await TestServer.with({ _ in .raw(204) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            for (value, _, _) in Self.vectors {
                _ = try await client.send(Everywhere(value: value))
            }
            let received = server.requests
            #expect(received.count == Self.vectors.count)
            for (index, (value, encoded, form)) in Self.vectors.enumerated() where index < received.count {
                let request = received[index]
                #expect(request.target == "/v/x\(encoded)/end?q=\(encoded)&e=\(encoded)&e=\(encoded)&c=\(encoded),\(encoded)",
                        "value \(value.debugDescription)")
                #expect(String(decoding: request.body, as: UTF8.self) == "f=\(form)", "value \(value.debugDescription)")
                if !value.isEmpty {
                    #expect(request.headers["x-value"] == value, "value \(value.debugDescription)")
                }
            }
        }
    }

    @Test func wholeSegmentDotsAndEmptyValuesAreRefusedButPartialOnesTravel() async throws {
        try await TestServer.with({ _ in .raw(204) }) { server in
            let client = APIClient(baseURL: server.baseURL)
            for value in ["", ".", ".."] {
                guard case .failure(.invalidRequest) = await client.result(for: WholeSegment(value: value)) else {
                    Issue.record("a whole segment of \(value.debugDescription) was sent")
                    continue
                }
            }
            _ = try await client.send(WholeSegment(value: "..."))
            _ = try await client.send(Everywhere(value: ".."))
            #expect(server.requests.map { $0.target.split(separator: "?")[0] } == ["/w/...", "/v/x../end"])
        }
    }

    struct WholeSegment: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.get
        static let pathTemplate = "/w/{value}"
        var value: String

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate, ["value": value])
        }

        static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
            decoder.empty(from: response)
        }
    }

    @Test func multipartFieldsCarryEveryVectorVerbatim() async throws {
        try await TestServer.with({ _ in .raw(204) }) { server in
            _ = try await APIClient(baseURL: server.baseURL).send(MultipartVectors(values: Self.vectors.map(\.0)))
            let body = String(decoding: try #require(server.requests.first).body, as: UTF8.self)
            for (index, (value, _, _)) in Self.vectors.enumerated() {
                #expect(body.contains("Content-Disposition: form-data; name=\"v\(index)\"\r\n\r\n\(value)\r\n"), "value \(value.debugDescription)")
            }
        }
    }

    struct MultipartVectors: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/m"
        var values: [String]

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate)
            request.multipartBody { form in
                for (index, value) in values.enumerated() { form.add("v\(index)", value) }
            }
        }

        static func decodeResponse(_ response: APIRuntime.HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
            decoder.empty(from: response)
        }
    }
}
