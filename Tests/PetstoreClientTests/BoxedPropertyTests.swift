import APIRuntime
import Foundation
import PetstoreClient
import Testing

/// `Category.parent` closes a cycle, so it lives in `Indirect` storage: it must still
/// behave as a plain stored property with value semantics.
@Suite("Boxed properties")
struct BoxedPropertyTests {
    static let json = #"{"id":2,"name":"cats","parent":{"id":1,"name":"mammals","parent":{"id":0,"name":"animals"}}}"#

    @Test func aTreeRoundTripsThroughJSON() throws {
        let category = try JSONCoding().makeDecoder().decode(Category.self, from: Data(Self.json.utf8))
        #expect(category.parent?.parent?.name == "animals")
        #expect(category.parent?.parent?.parent == nil)
        let encoded = try JSONCoding().makeEncoder().encode(category)
        #expect(String(decoding: encoded, as: UTF8.self) == Self.json)
    }

    @Test func aCopyChangesAloneAndEqualityLooksThroughTheBox() throws {
        let original = try JSONCoding().makeDecoder().decode(Category.self, from: Data(Self.json.utf8))
        var copy = original
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
        copy.parent?.parent?.name = "life"
        #expect(original.parent?.parent?.name == "animals")
        #expect(copy.parent?.parent?.name == "life")
        #expect(copy != original)
        copy.parent = nil
        #expect(copy.parent == nil)
        #expect(original.parent?.name == "mammals")
    }
}
