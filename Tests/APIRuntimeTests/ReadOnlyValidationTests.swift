import Foundation
import Testing
@testable import APIRuntime

/// `ValidationReport.isValidatingRequest`, by which generated models leave the constraints of
/// their `readOnly` properties unchecked in what a request sends (which leaves those properties
/// out), and check them everywhere else.
@Suite("Validation of readOnly properties")
struct ReadOnlyValidationTests {
    /// A model as apigen writes one with `id: { type: int, minimum: 1, readOnly: true }`.
    struct Account: Codable, Hashable, Sendable, Validatable {
        var id: Int
        var name: String

        func validate(into report: inout ValidationReport, at path: ValidationPath) {
            if !report.isValidatingRequest {
                report.check(self.id, at: path["id"], minimum: 1)
            }
            report.check(self.name, at: path["name"], minLength: 1)
        }
    }

    /// A request that sends one, as apigen writes it.
    struct CreateAccountRequest: APIRequest {
        typealias Response = Account
        typealias Failure = Never
        static let method = HTTPMethod.post
        static let pathTemplate = "/accounts"
        var body: Account

        func encode(into request: inout RequestBuilder) {
            request.path(Self.pathTemplate)
            request.jsonBody(body)
        }

        func validate(into report: inout ValidationReport) {
            report.validate(self.body, at: ValidationPath.root["body"])
        }

        static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Account {
            try decoder.json(Account.self, from: response)
        }
    }

    /// A new account has no ID of the server's yet: what the request checks leaves the `id`'s
    /// bound out (the client sends it, and the report it gives is like any other), but not the
    /// name's; the model alone, and a response the client validates, check both.
    @Test func aRequestDoesNotCheckWhatItLeavesOut() async throws {
        let placeholder = CreateAccountRequest(body: Account(id: 0, name: "Ada"))
        #expect(placeholder.validationReport() == ValidationReport())
        #expect(CreateAccountRequest(body: Account(id: 0, name: "")).validationReport().violations.map(\.description)
                    == ["body.name: is 0 characters long; the least is 1 (minLength)"])
        var direct = ValidationReport()
        placeholder.validate(into: &direct)
        #expect(direct.violations.map(\.path.description) == ["body.id"])
        #expect(placeholder.body.validationReport().violations.map(\.path.description) == ["id"])

        let stub = StubTransport()
        stub.on(CreateAccountRequest.self) { request in .ok(request.body) }
        var configuration = APIClient.Configuration()
        configuration.validatesResponses = true
        let client = APIClient(baseURL: URL(string: "https://api.example.com")!, transport: stub, configuration: configuration)
        let answer = await client.result(for: placeholder)
        guard case .failure(.invalidResponse(let invalid)) = answer else {
            Issue.record("the request was refused, or its answer's ID was not checked: \(answer)")
            return
        }
        #expect(invalid.report.violations.map(\.path.description) == ["id"])
    }
}
