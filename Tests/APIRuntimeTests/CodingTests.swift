import Foundation
import Testing
@testable import APIRuntime

@Suite("Coding")
struct CodingTests {
    @Test(arguments: [
        ("2024-02-29T12:30:00Z", 1_709_209_800.0),
        ("2024-02-29t12:30:00z", 1_709_209_800.0),
        ("2024-02-29T12:30:00.5Z", 1_709_209_800.5),
        ("2024-02-29T12:30:00.123456789Z", 1_709_209_800.123456789),
        ("2024-02-29T14:30:00+02:00", 1_709_209_800.0),
        ("2024-02-29T07:00:00-05:30", 1_709_209_800.0),
        ("1970-01-01T00:00:00Z", 0.0),
        ("1969-12-31T23:59:59Z", -1.0),
        ("2016-12-31T23:59:60Z", 1_483_228_800.0),
    ])
    func rfc3339Parses(_ text: String, _ seconds: Double) throws {
        let date = try #require(RFC3339.date(from: text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_001)
    }

    @Test(arguments: [
        "2023-02-29T00:00:00Z", "2024-02-30T00:00:00Z", "2024-13-01T00:00:00Z", "2024-04-31T00:00:00Z",
        "2024-01-01T24:00:00Z", "2024-01-01T23:60:00Z", "2024-01-01T00:00:00", "2024-01-01 00:00:00Z",
        "2024-01-01T00:00:00.Z", "2024-01-01T00:00:00.1234567890Z", "2024-01-01T00:00:00+24:00", "2024-1-01T00:00:00Z",
        "2024-01-01T00:00:00Zjunk", "",
    ])
    func rfc3339RejectsImpossibleOrMalformed(_ text: String) {
        #expect(RFC3339.date(from: text) == nil)
    }

    /// 784111777 is Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example in all three forms.
    @Test(arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777.0),
        ("Sun Nov  6 08:49:37 1994", 784_111_777.0),
        ("Thu, 29 Feb 2024 12:30:00 GMT", 1_709_209_800.0),
        ("Thu Feb 29 12:30:00 2024", 1_709_209_800.0),
        ("Sat, 31 Dec 2016 23:59:60 GMT", 1_483_228_800.0),
        ("Thu, 01 Jan 1970 00:00:00 GMT", 0.0),
    ])
    func httpDatesParseInEveryForm(_ text: String, _ seconds: Double) throws {
        let now = try #require(RFC3339.date(from: "2026-11-23T00:00:00Z"))
        #expect(HTTPDate.date(from: text, now: now)?.timeIntervalSince1970 == seconds)
    }

    /// RFC 9110: a two-digit year more than 50 years ahead is in the century before.
    @Test func httpDatesReadTwoDigitYearsWithinFiftyYears() throws {
        let now = try #require(RFC3339.date(from: "2026-11-23T00:00:00Z"))
        let year = { (text: String) in HTTPDate.date(from: text, now: now).map { RFC3339.string(from: $0)?.prefix(4) } }
        #expect(year("Monday, 01-Jan-76 00:00:00 GMT") == "2076")
        #expect(year("Friday, 01-Jan-77 00:00:00 GMT") == "1977")
        #expect(year("Sunday, 06-Nov-94 08:49:37 GMT") == "1994")
    }

    /// The last is a finding of `Fuzz/run responses`: a combining mark in `Retry-After` stopped
    /// the program inside Foundation's `DateFormatter` on Linux ("Incorrect range").
    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 UTC", "sun, 06 Nov 1994 08:49:37 GMT", "Sun, 06 nov 1994 08:49:37 GMT",
        "Sun, 6 Nov 1994 08:49:37 GMT", "Sun 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT ",
        "Sun, 30 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun, 06-Nov-94 08:49:37 GMT", "Sun Nov 6 08:49:37 1994",
        "Sun Nov 06 08:49:37 1994 GMT", "Sun, 06 Nov 1994", "", "tu\u{35A}", "Sun, 0\u{35A}6 Nov 1994 08:49:37 GMT",
    ])
    func httpDatesRejectOtherText(_ text: String) {
        #expect(HTTPDate.date(from: text) == nil)
    }

    /// A union as generated code decodes one without a discriminator: the reasons its
    /// variants failed are given below the union's own path.
    private enum Shape: Decodable {
        struct Circle: Decodable { var radius: Double }
        struct Square: Decodable { var side: Double }
        case circle(Circle)
        case square(Square)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var failures = VariantFailures()
            do {
                self = .circle(try container.decode(Circle.self))
                return
            } catch {
                failures.record(error, decoding: "circle")
            }
            do {
                self = .square(try container.decode(Square.self))
                return
            } catch {
                failures.record(error, decoding: "square")
            }
            throw failures.error(decoding: "Shape", at: container)
        }
    }

    private struct Drawing: Decodable { var shapes: [Shape] }

    @Test func aUnionThatNoVariantDecodesSaysWhyEachFailedBelowItsPath() throws {
        let json = Data(#"{"shapes": [{"side": 2}, {"side": "two"}]}"#.utf8)
        do {
            _ = try ResponseDecoder().json(Drawing.self, from: HTTPResponse(status: 200, body: json))
            Issue.record("decoded")
        } catch let error as ResponseDecodingError {
            #expect(error.path == "shapes[1]")
            #expect(error.message.hasPrefix("matches no variant of Shape (circle: radius: the key is missing; square: side: expected Double"),
                    "\(error)")
        }
        let drawing = try ResponseDecoder().json(Drawing.self, from: HTTPResponse(status: 200, body: Data(#"{"shapes": [{"side": 2}]}"#.utf8)))
        guard case .square(let square) = drawing.shapes.first else {
            Issue.record("\(drawing)")
            return
        }
        #expect(square.side == 2)
    }

    @Test func rfc3339Writes() {
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: 1_709_209_800)) == "2024-02-29T12:30:00Z")
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: 1_709_209_800.25)) == "2024-02-29T12:30:00.250Z")
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
    }

    /// RFC 3339 years have four digits. Before, year -1 was written `00-1-12-31` and a
    /// date past Int.max seconds (or NaN) crashed the conversion to whole seconds.
    @Test func rfc3339WritesOnlyFourDigitYears() throws {
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: -62_167_219_200)) == "0000-01-01T00:00:00Z")
        #expect(RFC3339.string(from: Date(timeIntervalSince1970: 253_402_300_799.999)) == "9999-12-31T23:59:59.999Z")
        for seconds in [-62_167_219_200.001, 253_402_300_799.9996, 1e20, -1e20, .infinity, .nan] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(RFC3339.string(from: date) == nil, "\(seconds)")
            #expect(date.httpTextProblem != nil, "\(seconds)")
        }
        #expect(Date(timeIntervalSince1970: 1e20).httpTextProblem == "is outside the years 0000 to 9999, which RFC 3339 can write")
        #expect(Date(timeIntervalSince1970: .nan).httpTextProblem == "is not a finite date")
        #expect(Date(timeIntervalSince1970: 0).httpTextProblem == nil)
        #expect(Date(timeIntervalSince1970: 253_402_300_799.999).httpTextProblem == nil)
        #expect(Date(timeIntervalSince1970: -62_167_219_200).httpTextProblem == nil)

        struct Event: Encodable { var when: [Date] }
        let error = try #require(throws: EncodingError.self) {
            try JSONCoding().makeEncoder().encode(Event(when: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1e20)]))
        }
        #expect(JSONCoding.describe(error) == "a date that is outside the years 0000 to 9999, which RFC 3339 can write, at when[1]")
    }

    /// What generated code writes for defaults of these types (apigen checks the literals).
    @Test func checkedLiteralsParse() {
        #expect(CalendarDate(checked: "2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(Date(checked: "2024-02-29T14:30:00+02:00") == Date(timeIntervalSince1970: 1_709_209_800))
        #expect(UUID(checked: "0F8FAD5B-D9CB-469F-A165-70867728950E").uuidString == "0F8FAD5B-D9CB-469F-A165-70867728950E")
        #expect(URL(checked: "https://example.com/a%20b").path == "/a b")
    }

    @Test func calendarDates() throws {
        let leap = try #require(CalendarDate("2024-02-29"))
        #expect(leap.description == "2024-02-29")
        #expect(CalendarDate("2023-02-29") == nil)
        #expect(CalendarDate("2024-2-29") == nil)
        #expect(CalendarDate("2024-02-29T00:00:00Z") == nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        let decoded = try JSONDecoder().decode([CalendarDate].self, from: Data(#"["0001-01-01","2024-12-31"]"#.utf8))
        #expect(decoded.map(\.description) == ["0001-01-01", "2024-12-31"])
        #expect(String(decoding: try JSONEncoder().encode(leap), as: UTF8.self) == #""2024-02-29""#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDate.self, from: Data(#""2024-02-30""#.utf8)) }
    }

    @Test func datesDecodeWithAnyOffsetAndRoundTripInUTC() throws {
        struct Event: Codable { var at: Date }
        let coding = JSONCoding()
        let event = try coding.makeDecoder().decode(Event.self, from: Data(#"{"at":"2024-02-29T14:30:00.5+02:00"}"#.utf8))
        #expect(event.at.timeIntervalSince1970 == 1_709_209_800.5)
        #expect(String(decoding: try coding.makeEncoder().encode(event), as: UTF8.self) == #"{"at":"2024-02-29T12:30:00.500Z"}"#)
        #expect(throws: DecodingError.self) { try coding.makeDecoder().decode(Event.self, from: Data(#"{"at":"2024-02-30T00:00:00Z"}"#.utf8)) }
    }

    @Test func int64AndDecimalStayExact() throws {
        struct Money: Codable { var id: Int64; var amount: Decimal }
        let money = try JSONCoding().makeDecoder().decode(Money.self, from: Data(#"{"id":9007199254740993,"amount":0.1}"#.utf8))
        #expect(money.id == 9_007_199_254_740_993)
        #expect(money.amount == Decimal(string: "0.1"))
    }

    @Test func jsonValueKeepsIntegersExact() throws {
        let text = #"{"a":[1,2.5,"x",true,null],"b":{"c":9007199254740993}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value == .object(["a": .array([.integer(1), .number(2.5), .string("x"), .bool(true), .null]),
                                  "b": .object(["c": .integer(9_007_199_254_740_993)])]))
        let again = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(value))
        #expect(again == value)
    }

    /// Foundation's `decode(Int64.self)` reads `9007199254740993.5` as `9007199254740993`;
    /// a number with a fraction is `.number`, however large.
    @Test func jsonValueKeepsTheFractionOfALargeNumber() throws {
        let decode = { (text: String) in try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        #expect(try decode("9007199254740993.5") == .number(9_007_199_254_740_993.5))
        #expect(try decode("-9007199254740993.25") == .number(-9_007_199_254_740_993.25))
        #expect(try decode("1e3") == .integer(1000) && decode("2.0") == .integer(2) && decode("-0") == .integer(0))
        #expect(try decode("9223372036854775807") == .integer(.max) && decode("-9223372036854775808") == .integer(.min))
        #expect(try decode("9223372036854775808") == .number(9_223_372_036_854_775_808))
        #expect(try decode("1e300") == .number(1e300) && decode("0.1") == .number(0.1))
    }

    @Test func numbersCarriedAsStrings() throws {
        struct Item: Codable {
            var id: Int64
            var price: Decimal?
            enum CodingKeys: String, CodingKey { case id, price }
            init(id: Int64, price: Decimal?) { self.id = id; self.price = price }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decodeNumberString(Int64.self, forKey: .id)
                price = try container.decodeNumberStringIfPresent(Decimal.self, forKey: .price)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeNumberString(id, forKey: .id)
                try container.encodeNumberStringIfPresent(price, forKey: .price)
            }
        }
        let item = try JSONDecoder().decode(Item.self, from: Data(#"{"id":"12","price":"0.10"}"#.utf8))
        #expect(item.id == 12)
        #expect(item.price == Decimal(string: "0.1"))
        #expect(String(decoding: try JSONEncoder().encode(Item(id: 12, price: nil)), as: UTF8.self) == #"{"id":"12"}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Item.self, from: Data(#"{"id":"12x"}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Item.self, from: Data(#"{"id":"1","price":"1.5abc"}"#.utf8)) }
        // "NaN" in a string would decode as no number at all on the other side.
        let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(Item(id: 1, price: .nan)) }
        #expect(JSONCoding.describe(error) == "a number that is not a number, at price")
    }

    /// A `secret` number carried as a string, or a `secret` typed response header, is not quoted
    /// when it does not decode; others are.
    @Test func aSecretNumberStringIsNotQuotedWhenItDoesNotDecode() throws {
        struct Card: Decodable {
            var pin: Int?
            var tries: Int
            enum CodingKeys: String, CodingKey { case pin, tries }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                pin = try container.decodeNumberStringIfPresent(Int.self, forKey: .pin, redactingValue: true)
                tries = try container.decodeNumberString(Int.self, forKey: .tries)
            }
        }
        let secret = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Card.self, from: Data(#"{"pin":"12 34","tries":"1"}"#.utf8))
        }
        #expect(ResponseDecodingError(secret).description == "pin: `<redacted>` is not a Int")
        let plain = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Card.self, from: Data(#"{"pin":"1234","tries":"one"}"#.utf8))
        }
        #expect(ResponseDecodingError(plain).description == "tries: `one` is not a Int")

        let response = HTTPResponse(status: 200, headers: ["X-Session": "s3cr3t-not-a-uuid", "X-Tries": "many"])
        let header = try #require(throws: ResponseDecodingError.self) {
            try ResponseDecoder().header("X-Session", as: UUID.self, from: response, redactingValue: true)
        }
        #expect(header.description == "header X-Session: `<redacted>` is not a UUID")
        let plainHeader = try #require(throws: ResponseDecodingError.self) {
            try ResponseDecoder().optionalHeader("X-Tries", as: Int.self, from: response)
        }
        #expect(plainHeader.description == "header X-Tries: `many` is not a Int")
    }

    /// An empty header value is how some APIs say "none" (GitLab's `X-Next-Page` on the last
    /// page): an optional header of a type that cannot be empty reads it as `nil`, text keeps
    /// it, and a required one says the header is empty.
    @Test func anEmptyHeaderValueIsNoneWhereItCannotBeAValue() throws {
        let response = HTTPResponse(status: 200, headers: ["X-Next-Page": " ", "X-Note": ""])
        let decoder = ResponseDecoder()
        #expect(try decoder.optionalHeader("X-Next-Page", as: Int.self, from: response) == nil)
        #expect(try decoder.optionalHeader("X-Note", as: String.self, from: response) == "")
        let required = try #require(throws: ResponseDecodingError.self) {
            try decoder.header("X-Next-Page", as: Int.self, from: response)
        }
        #expect(required.description == "header X-Next-Page: the header is empty")
        let missing = try #require(throws: ResponseDecodingError.self) {
            try decoder.header("X-Other", as: Int.self, from: response)
        }
        #expect(missing.description == "header X-Other: the header is missing")
    }

    /// A list header reads as RFC 9110 splits a list: at commas outside quoted strings (an
    /// entity tag may hold one), trimmed, empty items left out; an empty value is an empty list.
    @Test func aListHeaderIsSplitAtItsCommas() throws {
        let response = HTTPResponse(status: 200, headers: [
            "X-OAuth-Scopes": "repo, user ,,\tgist", "If-Match": #""a,b", W/"c\",d""#, "Allow": " ",
            "X-Counts": "1, 2,three", "X-Pins": "1, two",
        ])
        let decoder = ResponseDecoder()
        #expect(try decoder.header("X-OAuth-Scopes", as: [String].self, from: response) == ["repo", "user", "gist"])
        #expect(try decoder.optionalHeader("If-Match", as: [String].self, from: response) == [#""a,b""#, #"W/"c\",d""#])
        #expect(try decoder.header("Allow", as: [String].self, from: response) == [])
        #expect(try decoder.optionalHeader("X-Other", as: [Int].self, from: response) == nil)
        let missing = try #require(throws: ResponseDecodingError.self) {
            try decoder.header("X-Other", as: [Int].self, from: response)
        }
        #expect(missing.description == "header X-Other: the header is missing")
        let item = try #require(throws: ResponseDecodingError.self) {
            try decoder.header("X-Counts", as: [Int].self, from: response)
        }
        #expect(item.description == "header X-Counts[2]: `three` is not a Int")
        let secret = try #require(throws: ResponseDecodingError.self) {
            try decoder.optionalHeader("X-Pins", as: [Int].self, from: response, redactingValue: true)
        }
        #expect(secret.description == "header X-Pins[1]: `<redacted>` is not a Int")
    }

    /// `decodeSecret` keeps a corrupt value's text out of the error, at the same path, and
    /// leaves the errors that quote nothing (a missing key, a wrong JSON type) as they were.
    @Test func decodeSecretRedactsOnlyWhatWouldQuoteTheValue() throws {
        enum Lock: String, Codable { case open, shut }
        struct Safe: Decodable {
            var lock: Lock
            var dates: [CalendarDate]?
            enum CodingKeys: String, CodingKey { case lock, dates }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                lock = try container.decodeSecret(Lock.self, forKey: .lock)
                dates = try container.decodeSecretIfPresent([CalendarDate].self, forKey: .dates)
            }
        }
        func error(_ json: String) throws -> ResponseDecodingError {
            ResponseDecodingError(try #require(throws: DecodingError.self) {
                try JSONCoding().makeDecoder().decode(Safe.self, from: Data(json.utf8))
            })
        }
        #expect(try error(#"{"lock":"aj4r"}"#).description == "lock: `<redacted>` is not a valid Lock")
        #expect(try error(#"{"lock":"open","dates":["2024-02-30x"]}"#).description == "dates[0]: `<redacted>` does not decode")
        #expect(try error(#"{}"#).description == "lock: the key is missing")
        #expect(try error(#"{"lock":7}"#).description.hasPrefix("lock: expected String"))
        let safe = try JSONCoding().makeDecoder().decode(Safe.self, from: Data(#"{"lock":"shut","dates":null}"#.utf8))
        #expect(safe.lock == .shut && safe.dates == nil)
    }

    @Test func openEnumsDecodeUnknownValues() throws {
        enum Status: RawRepresentable, Codable, Hashable, HTTPTextValue {
            case available, sold
            case unknown(String)
            init(rawValue: String) {
                switch rawValue {
                case "available": self = .available
                case "sold": self = .sold
                default: self = .unknown(rawValue)
                }
            }
            var rawValue: String {
                switch self {
                case .available: return "available"
                case .sold: return "sold"
                case .unknown(let raw): return raw
                }
            }
        }
        let values = try JSONDecoder().decode([Status].self, from: Data(#"["sold","lost"]"#.utf8))
        #expect(values == [.sold, .unknown("lost")])
        #expect(String(decoding: try JSONEncoder().encode(values), as: UTF8.self) == #"["sold","lost"]"#)
        #expect(Status.unknown("x y").httpText == "x y")
    }

    @Test func textValues() {
        #expect(true.httpText == "true")
        #expect(Bool(httpText: "yes") == nil)
        #expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.httpText == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(Decimal(httpText: "1.5x") == nil)
        #expect(Double(httpText: "1e3") == 1000 && Double(httpText: "-0.25") == -0.25 && Float(httpText: "3.4028235e38") == .greatestFiniteMagnitude)
        for text in ["nan", "NaN", "inf", "-infinity", "0x1p3", ".5", "5.", "1e400", "1_0", ""] {
            #expect(Double(httpText: text) == nil, "\(text)")
            #expect(Float(httpText: text) == nil, "\(text)")
        }
        #expect(Float(httpText: "1e39") == nil, "past Float's range")
        #expect(Int64(httpText: "9007199254740993") == 9_007_199_254_740_993)
    }
}
