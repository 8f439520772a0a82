import Foundation
import Testing
@testable import APIRuntime

/// `Nullable` and the container methods `nullable: explicit` properties are decoded and
/// encoded with: an absent key, `null` and a value stay three things both ways.
@Suite("Nullable")
struct NullableTests {
    /// Coded as generated code codes a model with a `nullable: explicit` property of each kind: a
    /// plain one, a number carried as text, and a `secret` one.
    struct Patch: Codable, Equatable {
        var note: Nullable<String>?
        var price: Nullable<Decimal>?
        var pin: Nullable<CalendarDate>?
        enum CodingKeys: String, CodingKey { case note, price, pin }
        init(note: Nullable<String>? = nil, price: Nullable<Decimal>? = nil, pin: Nullable<CalendarDate>? = nil) {
            (self.note, self.price, self.pin) = (note, price, pin)
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            note = try container.decodeNullableIfPresent(String.self, forKey: .note)
            price = try container.decodeNumberStringNullableIfPresent(Decimal.self, forKey: .price)
            pin = try container.decodeSecretNullableIfPresent(CalendarDate.self, forKey: .pin)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(note, forKey: .note)
            try container.encodeNumberStringNullableIfPresent(price, forKey: .price)
            try container.encodeIfPresent(pin, forKey: .pin)
        }
    }

    @Test(arguments: [
        (Patch(), "{}"),
        (Patch(note: .null, price: .null, pin: .null), #"{"note":null,"pin":null,"price":null}"#),
        (Patch(note: .value("a"), price: .value(Decimal(string: "0.10")!), pin: .value(CalendarDate(year: 2024, month: 2, day: 29)!)),
         #"{"note":"a","pin":"2024-02-29","price":"0.1"}"#),
        (Patch(note: .value(""), price: nil, pin: .null), #"{"note":"","pin":null}"#),
    ])
    func absentNullAndAValueAreThreeThings(patch: Patch, json: String) throws {
        let coding = JSONCoding()
        let encoder = coding.makeEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(patch), as: UTF8.self) == json)
        #expect(try coding.makeDecoder().decode(Patch.self, from: Data(json.utf8)) == patch)
    }

    @Test func aValueThatDoesNotDecodeFailsAsItWouldWithoutNullable() throws {
        func error(_ json: String) throws -> String {
            ResponseDecodingError(try #require(throws: DecodingError.self) {
                try JSONCoding().makeDecoder().decode(Patch.self, from: Data(json.utf8))
            }).description
        }
        #expect(try error(#"{"note":7}"#).hasPrefix("note: expected String"))
        #expect(try error(#"{"price":"1.5abc"}"#).hasPrefix("price:"))
        #expect(try error(#"{"pin":"2024-02-30"}"#) == "pin: `<redacted>` is not a valid CalendarDate")
    }

    @Test func theValueIsReadThroughValue() {
        #expect(Nullable.value(3).value == 3)
        #expect(Nullable<Int>.null.value == nil)
        let absent: Nullable<Int>? = nil
        #expect(absent?.value == nil)
    }
}
