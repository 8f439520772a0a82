import Foundation
import Testing
@testable import APIRuntime

/// `Encoder.isEncodingRequest`, by which generated models leave their `readOnly` properties out
/// of what a request sends and keep them everywhere else.
@Suite("Encoding for requests")
struct RequestEncodingTests {
    /// Writes whether the encoder it meets writes a request.
    struct Probe: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(encoder.isEncodingRequest ? "request" : "other")
        }
    }

    /// Every encoder a request's body or parameters go through says so: a JSON body, a JSON
    /// header or query item, a deep object, a multipart part (with the client's coding or
    /// another). An encoder made apart from a request does not, nor does the client's coding
    /// made into one by hand.
    @Test func theEncodersOfARequestSayTheyWriteOne() throws {
        var builder = RequestBuilder()
        builder.jsonBody([Probe()])
        builder.jsonHeader("X-Probe", Probe())
        builder.jsonQuery("probe", Probe())
        builder.deepObjectQuery("deep", ["probe": Probe()])
        #expect(builder.body.map { String(decoding: $0, as: UTF8.self) } == #"["request"]"#)
        #expect(builder.headers["X-Probe"] == #""request""#)
        #expect(builder.queryString.removingPercentEncoding == #"probe="request"&deep[probe]=request"#)

        var multipart = RequestBuilder()
        multipart.multipartBody { form in
            form.addJSON("mine", Probe())
            form.addJSON("theirs", Probe(), coding: JSONCoding())
        }
        let parts = String(decoding: multipart.body ?? Data(), as: UTF8.self)
        #expect(parts.components(separatedBy: #""request""#).count == 3, "\(parts)")

        #expect(String(decoding: try JSONCoding().makeEncoder().encode(Probe()), as: UTF8.self) == #""other""#)
        #expect(String(decoding: try JSONEncoder().encode(Probe()), as: UTF8.self) == #""other""#)
    }
}
