import Foundation
import Testing
@testable import APIRuntime

/// What a `Redacted` stand-in hides, and what the client finds of them in a request: the texts
/// an error message must leave out when the server echoes them.
@Suite("Secret texts")
struct SecretTextsTests {
    struct Card: Sendable {
        var number: String
        var pin: Int
        var holder: Holder?
        var active: Bool
        var issued: Date
        var photo: Data
    }

    struct Holder: Sendable {
        var names: [String]
        var id: UUID
    }

    /// A model with one secret, showing it as the generated mirror does.
    struct Account: CustomReflectable, Sendable {
        var login: String
        var card: Card?

        var customMirror: Mirror {
            Mirror(self, children: ["login": login, "card": card.map { Redacted(hiding: $0) } as Any])
        }
    }

    struct Request: APIRequest {
        typealias Response = NoContent
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/accounts"
        var accounts: [Account]
        func encode(into request: inout RequestBuilder) { request.path(Self.pathTemplate) }
        static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent { NoContent() }
    }

    static let id = UUID()
    static let card = Card(number: "4111-1111", pin: 7342, holder: Holder(names: ["Ann", "Lee"], id: id),
                           active: true, issued: Date(timeIntervalSince1970: 0), photo: Data(repeating: 65, count: 8))

    /// Every scalar of a secret, through its models, lists and optionals; not its Booleans,
    /// dates or bytes, whose text would match what is no secret.
    @Test func aSecretHidesTheTextOfEveryScalarInIt() throws {
        #expect(Redacted(hiding: Self.card).hiddenTexts
            == ["4111-1111", "7342", "Ann", "Lee", Self.id.uuidString, Self.id.uuidString.lowercased()])
        let birthday = try #require(CalendarDate(year: 1990, month: 5, day: 1))
        #expect(Redacted(hiding: birthday).hiddenTexts == ["1990-05-01"], "a date as JSON writes it, not its parts")
        #expect(Redacted(hiding: "hunter2!").hiddenTexts == ["hunter2!"])
        #expect(Redacted().hiddenTexts.isEmpty)
        #expect(Redacted(hiding: Self.card) == Redacted(), "every stand-in prints alike, so all are equal")
    }

    /// In a request, only what the stand-ins hide counts: the login beside the card is no secret.
    @Test func aRequestsSecretsAreWhatItsStandInsHide() {
        let request = Request(accounts: [Account(login: "ann_1", card: Self.card), Account(login: "lee_2", card: nil)])
        #expect(SecretTexts.hidden(in: request) == ["4111-1111", "7342", "Ann", "Lee", Self.id.uuidString, Self.id.uuidString.lowercased()])
        var dumped = ""
        dump(Account(login: "ann_1", card: Self.card), to: &dumped)
        #expect(!dumped.contains("4111") && dumped.contains("<redacted>"), "\(dumped)")
    }

    /// A request holding a huge list is read only so far, so an error about it stays quick.
    @Test func aHugeRequestIsReadOnlySoFar() {
        let many = (0..<50_000).map { Account(login: "user\($0)", card: $0 == 49_999 ? Self.card : nil) }
        #expect(SecretTexts.hidden(in: Request(accounts: many)).isEmpty)
        let first = [Account(login: "a", card: Self.card)] + many
        #expect(SecretTexts.hidden(in: Request(accounts: first)).first == "4111-1111")
    }
}
