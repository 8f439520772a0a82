import APIRuntime
import Foundation
import PetstoreClient
import Testing

/// A URL that may be absent reads an empty string as none: APIFlask's pagination writes
/// `"next": ""` on its last page, and GitHub a repository's `"homepage": ""`, where Foundation's
/// own decoding of a `URL` fails. Text that is not a URL still fails, and so does an empty
/// string where the URL is required.
@Suite("URLs that may be absent")
struct AbsentURLTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding().makeDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func anEmptyStringIsNoURL() throws {
        #expect(try decode(APIProblem.self, #"{"type":"","title":"Nope","status":500}"#).type == nil)
        #expect(try decode(APIProblem.self, #"{"type":null,"title":"Nope","status":500}"#).type == nil)
        #expect(try decode(APIProblem.self, #"{"title":"Nope","status":500}"#).type == nil)
        let typed = try decode(APIProblem.self, #"{"type":"https://errors.example/nope","title":"Nope","status":500}"#)
        #expect(typed.type == URL(string: "https://errors.example/nope"))
        #expect(try decode(NotificationPage.self, #"{"data":[],"links":{"next":""}}"#).links.next == nil)
    }

    @Test func textThatIsNoURLAndAnEmptyRequiredOneStillFail() {
        #expect(throws: DecodingError.self) {
            try decode(APIProblem.self, #"{"type":"https://exa mple.com/a b","title":"Nope","status":500}"#)
        }
        #expect(throws: DecodingError.self) {
            try decode(Photo.self, #"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","url":"","width":1,"height":1}"#)
        }
    }
}
