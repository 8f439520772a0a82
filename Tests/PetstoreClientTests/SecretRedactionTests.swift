import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// What Specs/users.yaml marks `secret` (a password, a session token, a one-time code in a
/// header, a reset code in the query) never shows where the client prints or logs, and still
/// reaches the server.
@Suite("Secrets")
struct SecretRedactionTests {
    /// Every way Swift turns a value into text: `print`, interpolation, `debugPrint`, `dump`.
    private func everyPrintedForm(_ value: some Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), "\(value)", String(reflecting: value), dumped]
    }

    @Test func modelsPrintSecretPropertiesAsRedacted() throws {
        let form = LoginForm(username: "ann_1", password: "hunter2!", remember: true)
        for text in everyPrintedForm(form) {
            #expect(!text.contains("hunter2!"), "the password was printed: \(text)")
            #expect(text.contains("password: <redacted>"), "\(text)")
            #expect(text.contains("\"ann_1\""), "the rest of the value should print as before: \(text)")
        }
        #expect(String(describing: form) == #"LoginForm(username: "ann_1", password: <redacted>, remember: Optional(true))"#)

        let session = try JSONCoding().makeDecoder().decode(
            Session.self, from: Data(#"{"token":"tok-123","expires_at":"2030-01-01T00:00:00Z","user":\#(Fixture.user)}"#.utf8))
        for text in everyPrintedForm(session) {
            #expect(!text.contains("tok-123"), "the token was printed: \(text)")
            #expect(text.contains("ann@example.com"), "a nested model prints in full: \(text)")
        }
        // The value itself is untouched: it encodes, compares and hashes by what it holds.
        #expect(session.token == "tok-123")
        #expect(LoginForm(username: "ann_1", password: "other-pw") != LoginForm(username: "ann_1", password: "hunter2!"))
        #expect(String(decoding: try JSONCoding().makeEncoder().encode(PasswordReset(newPassword: "n3w-pass")), as: UTF8.self)
            == #"{"new_password":"n3w-pass"}"#)
    }

    @Test func requestsPrintSecretParametersAsRedacted() {
        let login = LoginRequest(xOtp: "123456", body: LoginForm(username: "ann_1", password: "hunter2!"))
        #expect(String(describing: login)
            == #"LoginRequest(xOtp: Optional(<redacted>), body: PetstoreClient.LoginForm(username: "ann_1", password: <redacted>, remember: nil))"#)
        // An optional secret still shows whether it is set.
        #expect(String(describing: LoginRequest(body: LoginForm(username: "a", password: "p"))).hasPrefix("LoginRequest(xOtp: nil,"))
        let reset = ResetPasswordRequest(username: "ann_1", code: "c0de-9", body: PasswordReset(newPassword: "n3w-pass"))
        for text in everyPrintedForm(reset) {
            #expect(!text.contains("c0de-9") && !text.contains("n3w-pass"), "a secret was printed: \(text)")
            #expect(text.contains("\"ann_1\""), "\(text)")
        }
        #expect(LoginRequest.secretHeaders == ["x-otp"])
        #expect(ResetPasswordRequest.secretQueryItems == ["code"])
        #expect(GetUserRequest.secretHeaders.isEmpty && GetUserRequest.secretQueryItems.isEmpty)
    }

    @Test func logsRedactSecretParametersThatStillReachTheServer() async throws {
        let session = #"{"token":"tok-123","expires_at":"2030-01-01T00:00:00Z","user":\#(Fixture.user)}"#
        try await TestServer.with({ request in
            request.target.hasPrefix("/v1/sessions") ? .json(201, session) : .raw(204)
        }) { server in
            let lines = LogSink()
            let client = PetstoreAPI.client(
                baseURL: server.baseURL.appendingPathComponent("v1"), middleware: [LoggingMiddleware { lines.add($0) }])
            _ = try await client.send(LoginRequest(xOtp: "123456", body: LoginForm(username: "ann_1", password: "hunter2!")))
            _ = try await client.send(ResetPasswordRequest(username: "ann_1", code: "c0de-9", body: PasswordReset(newPassword: "n3w-pass")))

            #expect(server.requests.first?.headers["x-otp"] == "123456")
            #expect(server.requests.last?.target == "/v1/users/ann_1/password?code=c0de-9")
            #expect(String(decoding: server.requests.last?.body ?? Data(), as: UTF8.self) == #"{"new_password":"n3w-pass"}"#)
            let log = lines.text
            for secret in ["123456", "c0de-9"] {
                #expect(!log.contains(secret), "\(secret) leaked into the log:\n\(log)")
            }
            #expect(log.contains("X-OTP: <redacted>"), "\(log)")
            #expect(log.contains("/v1/users/ann_1/password?code=<redacted>"), "\(log)")
        }
    }

    @Test func aRedirectToAnotherOriginDropsSecretParameters() async throws {
        try await TestServer.with(host: "127.0.0.2", { _ in .raw(204) }) { other in
            let elsewhere = other.baseURL.absoluteString
            try await TestServer.with({ request in .raw(307, headers: ["Location": elsewhere + request.target]) }) { server in
                let reset = ResetPasswordRequest(username: "ann_1", code: "c0de-9", body: PasswordReset(newPassword: "n3w-pass"))
                _ = try await client(server, credentials: .none).send(reset)
                #expect(server.requests.first?.target == "/v1/users/ann_1/password?code=c0de-9")
                #expect(other.requests.first?.target == "/v1/users/ann_1/password")

                // The other origin answers 204 where a session is due; only what it was sent matters.
                _ = await client(server, credentials: .none).result(
                    for: LoginRequest(xOtp: "123456", body: LoginForm(username: "ann_1", password: "hunter2!")))
                #expect(server.requests.last?.headers["x-otp"] == "123456")
                #expect(other.requests.last?.target == "/v1/sessions")
                #expect(other.requests.last?.headers["x-otp"] == nil)
            }
        }
    }

    /// A server that quotes a secret from the request's body back, as JSON or as text, does not
    /// put it into the error's description: the password of a form (as read, and as the form
    /// encoded it), the new password of a JSON body (its quote and backslash escaped as JSON
    /// escapes them, or not).
    @Test func anErrorDescriptionLeavesOutASecretFromTheBody() async throws {
        try await TestServer.with({ request in
            if request.target.hasPrefix("/v1/sessions") {
                // The password as the server read it, and the form body as it arrived.
                let text = "wrong password hunter2! in " + String(decoding: request.body, as: UTF8.self)
                return .raw(418, Data(text.utf8), headers: ["Content-Type": "text/plain"])
            }
            return .json(418, #"{"detail":"n3w\"pa\\ss is too weak","raw":"n3w"pa\ss"}"#)
        }) { server in
            let client = PetstoreAPI.client(baseURL: server.baseURL.appendingPathComponent("v1"))
            let login = await client.result(for: LoginRequest(body: LoginForm(username: "ann_1", password: "hunter2!")))
            let reset = await client.result(for: ResetPasswordRequest(
                username: "ann_1", code: "c0de-9", body: PasswordReset(newPassword: #"n3w"pa\ss"#)))
            guard case .failure(.unexpectedStatus(let loginError)) = login, case .failure(.unexpectedStatus(let resetError)) = reset else {
                Issue.record("418 was not unexpected: \(login), \(reset)")
                return
            }
            #expect(loginError.description == "The server answered with status 418: wrong password <redacted> in username=ann_1&password=<redacted>")
            #expect(resetError.description == #"The server answered with status 418: {"detail":"<redacted> is too weak","raw":"<redacted>"}"#)
            #expect(loginError.bodyText == "wrong password hunter2! in username=ann_1&password=hunter2%21", "the body keeps what the server sent")
        }
    }

    @Test func validationNeverQuotesASecret() {
        var report = ValidationReport()
        LoginRequest(xOtp: "12-45", body: LoginForm(username: "ann_1", password: "short")).validate(into: &report)
        #expect(report.violations.map(\.path.description) == ["X-OTP", "body.password"])
        #expect(!report.description.contains("12-45") && !report.description.contains("short"))
    }
}
