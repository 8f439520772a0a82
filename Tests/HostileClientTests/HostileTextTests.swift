import APIRuntime
import Foundation
@testable import HostileClient
import Testing

/// The code generated from Tests/Fixtures/HostileSpecs compiled (it is a target of this
/// package) and keeps every piece of text exactly where text is kept.
@Suite("Hostile spec text")
struct HostileTextTests {
    @Test func enumRawValuesAreExact() {
        #expect(Tricky.Class.knownValues.map(\.rawValue) == [
            "*/", "\"\"\"", "\\(x)", "#", "a\rb", "\u{2028}", "\u{202E}", "\u{0}", "🐶", "default", "1st", "",
        ])
        #expect(Tricky.Class(rawValue: "\u{202E}") == .u202E)
        #expect(Tricky.Class(rawValue: "\"\"\"") == .quoteQuoteQuote)
        #expect(Tricky.Class(rawValue: "#") == .hash)
        #expect(Tricky.Class(rawValue: "default") == .default)
    }

    @Test func wireNamesAreExact() {
        #expect(Tricky.CodingKeys.allCases.map(\.rawValue) == [
            "default", "1st place", "self", "class", "\"quoted\" key", "init", "Type", "naïve café",
        ])
        #expect(GetThingRequest.pathTemplate == "/things/{thing id}/{1st}")
        #expect(HostileAPI.headers["X-Quote"] == "a \"b\" \\(c)")
    }

    @Test func defaultsAndPatternsAreExact() throws {
        let decoded = try JSONCoding().makeDecoder().decode(Tricky.self, from: Data(##"{"class":"#"}"##.utf8))
        #expect(decoded.default == "*/ \"\"\" \\(x) # \r\u{2028}\u{202E}\u{0}🐶")
        #expect(decoded.class == .hash)
        #expect(Tricky.quotedKeyPattern.pattern == "^[^\"\\\\]*\\(?$")
        var report = ValidationReport()
        Tricky(default: "x", class: .empty, quotedKey: "no \"quotes\"").validate(into: &report, at: .root)
        #expect(report.violations.map(\.path.description) == ["\"quoted\" key"])
    }

    @Test func keywordAndDigitNamesWork() throws {
        let value = Tricky(_1stPlace: 1, self_: "s", class: .default, init: 0, type: true, naiveCafe: "é")
        let json = try JSONCoding().makeEncoder().encode(value)
        let parsed = try JSONSerialization.jsonObject(with: json)
        let object = try #require(parsed as? [String: Any])
        #expect(object["1st place"] as? Int == 1)
        #expect(object["self"] as? String == "s")
        #expect(object["init"] as? Int == 0)
        #expect(object["Type"] as? Bool == true)
        #expect(object["naïve café"] as? String == "é")
        #expect(try JSONCoding().makeDecoder().decode(Tricky.self, from: json) == value)
    }

    @Test func requestsEncodeHostileNamesOnTheWire() throws {
        var builder = RequestBuilder()
        GetThingRequest(thingID: "a/b", _1st: "é", q1: "\u{2028}").encode(into: &builder)
        #expect(builder.problems.isValid)
    }
}
