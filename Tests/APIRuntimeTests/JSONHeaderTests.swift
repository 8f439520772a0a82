import APIRuntime
import Foundation
import Testing

/// Response headers whose value is JSON text (`encoding: json`), as flask-smorest sends its
/// page summary: `X-Pagination: {"total": 3, "page": 1, "next_page": 2}`.
@Suite("JSON response headers")
struct JSONHeaderTests {
    struct Paging: Decodable, Equatable {
        var total: Int
        var nextPage: Int?
        var asOf: Date?

        enum CodingKeys: String, CodingKey {
            case total
            case nextPage = "next_page"
            case asOf = "as_of"
        }
    }

    let decoder = ResponseDecoder()

    func response(_ value: String?) -> HTTPResponse {
        HTTPResponse(status: 200, headers: value.map { ["X-Pagination": $0] } ?? [:])
    }

    /// The error reading `X-Pagination` as a required `type` throws, if any.
    func failure(_ value: String?, as type: (some Decodable).Type, redacting: Bool = false) -> ResponseDecodingError? {
        do {
            _ = try decoder.jsonHeader("X-Pagination", as: type, from: response(value), redactingValue: redacting)
            return nil
        } catch {
            return error as? ResponseDecodingError
        }
    }

    /// The value as the client reads a body: its keys, and dates by RFC 3339 with a fraction.
    @Test func aHeaderHoldingJSONDecodesAsTheBodyWould() throws {
        let text = #" {"total": 3, "next_page": 2, "as_of": "2026-11-29T12:30:15.25+01:00"} "#
        let paging = try decoder.jsonHeader("X-Pagination", as: Paging.self, from: response(text))
        #expect(paging == Paging(total: 3, nextPage: 2, asOf: Date(timeIntervalSince1970: 1_795_951_815.25)))
        #expect(try decoder.optionalJSONHeader("x-pagination", as: Paging.self, from: response(#"{"total":0}"#)) == Paging(total: 0))
        #expect(try decoder.jsonHeader("X-Pagination", as: [Int].self, from: response("[1, 2]")) == [1, 2])
    }

    /// An optional one is `nil` when it is missing, empty or `null`; a required one fails then.
    @Test func aMissingEmptyOrNullHeaderIsNone() throws {
        for value in [nil, "", "  ", "null"] {
            #expect(try decoder.optionalJSONHeader("X-Pagination", as: Paging.self, from: response(value)) == nil)
        }
        for (value, problem) in [(nil, "the header is missing"), ("", "the header is empty"), (" null", "the header is `null`")] {
            let error = failure(value, as: Paging.self)
            #expect(error?.path == "header X-Pagination" && error?.message == problem, "\(String(describing: error))")
        }
    }

    /// A required header of `any` holds `null` as a value, as a body's `any` does; an
    /// optional one reads it as none.
    @Test func aRequiredHeaderOfAnyValueHoldsNull() throws {
        #expect(try decoder.jsonHeader("X-Pagination", as: JSONValue.self, from: response(" null")) == .null)
        #expect(try decoder.optionalJSONHeader("X-Pagination", as: JSONValue.self, from: response("null")) == nil)
        #expect(failure(nil, as: JSONValue.self)?.message == "the header is missing")
        #expect(failure("", as: JSONValue.self)?.message == "the header is empty")
    }

    /// A value that does not decode fails at its path inside the header, a number too large
    /// for its integer type too; a secret one's message quotes nothing of it.
    @Test func aValueThatDoesNotDecodeFailsAtItsPath() {
        #expect(failure(#"{"total": "three"}"#, as: Paging.self)?.path == "header X-Pagination.total")
        #expect(failure(#"{"next_page": 2}"#, as: Paging.self)?.path == "header X-Pagination.total")
        #expect(failure(#"[1, "x"]"#, as: [Int].self)?.path == "header X-Pagination[1]")
        #expect(failure("total=3", as: Paging.self)?.path == "header X-Pagination")
        // A number past its integer type is placed, as in a body.
        #expect(failure(#"{"total": 18446744073709551615}"#, as: Paging.self)?.path == "header X-Pagination.total")
        let secret = failure(#"{"total": "s3cret"}"#, as: Paging.self, redacting: true)
        #expect(secret?.path == "header X-Pagination.total")
        #expect(secret?.message == "`<redacted>` is not JSON for a Paging")
    }
}
