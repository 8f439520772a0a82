@testable import APIRuntime
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

    @Test func wireNamesAreExact() throws {
        let every = Tricky(
            default: "d", _1stPlace: 1, self_: "s", class: .hash, quotedKey: "q", init: 2, type: true, naiveCafe: "n")
        let json = try JSONSerialization.jsonObject(with: JSONCoding().makeEncoder().encode(every))
        let object = try #require(json as? [String: Any])
        #expect(Set(object.keys) == [
            "default", "1st place", "self", "class", "\"quoted\" key", "init", "Type", "naïve café",
        ])
        #expect(GetThingRequest.pathTemplate == "/things/{thing id}/{1st}")
        #expect(GetThingRequest.server == "default */")
        #expect(HostileAPI.client(baseURL: URL(string: "https://example.com")!).servers.isEmpty)
        #expect(HostileAPI.headers["X-Quote"] == "a \"b\" \\(c)")
    }

    /// A server's variables are named, valued and placed exactly as the spec writes them: each
    /// value of the path's enum arrives as its own text, percent-encoded, whatever it holds.
    @Test func serverVariablesAreExact() throws {
        #expect(HostileAPI.QX.allCases.map(\.rawValue) == ["*/", "\"\"\"", "\\(x)", "a b/c?d#e", "🐶"])
        #expect(try HostileAPI.default(default: "d").absoluteString == "https://init.a-1.hostile.example.com/%5C%28x%29/d")
        for value in HostileAPI.QX.allCases {
            let url = try HostileAPI.default(class: .xY, self_: "s", qX: value, default: "\"")
            #expect(url.host == "x.y.s.hostile.example.com")
            let segments = url.absoluteString.split(separator: "/", omittingEmptySubsequences: false).dropFirst(3)
            #expect(segments.map { $0.removingPercentEncoding ?? "" }.joined(separator: "/") == value.rawValue + "/\"")
        }
        #expect(throws: ServerURLError.self) { try HostileAPI.default(self_: "attacker.example/", default: "d") }
    }

    @Test func secretsStayOutOfPrintedValuesAndValidationMessages() {
        let vault = Vault(self_: 123, quotedKey: 2.75, level: .unknown("top-4242"), pins: [Decimal(31337)], mirror: "shown")
        var dumped = ""
        dump(vault, to: &dumped)
        for text in [String(describing: vault), String(reflecting: vault), dumped] {
            for secret in ["123", "2.75", "top-4242", "31337"] {
                #expect(!text.contains(secret), "\(secret) was printed: \(text)")
            }
            #expect(text.contains("\"shown\""), "a property that is not secret prints: \(text)")
        }
        #expect(String(describing: vault)
            == #"Vault(self_: <redacted>, quotedKey: Optional(<redacted>), level: <redacted>, pins: <redacted>, mirror: Optional("shown"), "#
            + #"combination: nil, spares: nil, opened: nil, born: nil, lock: nil)"#)

        var report = ValidationReport()
        vault.validate(into: &report, at: .root)
        #expect(report.violations.map(\.constraint) == ["minimum", "multipleOf", "maximum", "enum", "maximum"])
        #expect(report.violations.map(\.path.description) == ["self", "self", "\"quoted\" key", "level", "pins[0]"])
        for secret in ["123", "2.75", "top-4242", "31337"] {
            #expect(!report.description.contains(secret), "\(secret) is in a message: \(report)")
        }
        #expect(report.violations.first?.message == "is <redacted>; it must be at least 1000")
        #expect(report.violations.map(\.message).allSatisfy { $0.contains("<redacted>") })
    }

    /// `Combination` marks nothing secret, so alone its messages quote its values; held in a
    /// property marked `secret`, or in a map of them, none of its messages do.
    @Test func aModelHeldAsASecretQuotesNoValueInItsMessages() {
        let combination = Combination(digits: 31337, dial: .unknown("up-4242"))
        let alone = combination.validationReport()
        #expect(alone.violations.map(\.message) == ["is 31337; it must be at most 9", "is `up-4242`, not one of `left`, `right`"])

        let vault = Vault(self_: 1001, level: .low, pins: [], combination: combination, spares: ["b": combination, "a": combination])
        let report = vault.validationReport()
        #expect(report.violations.map(\.path.description) == [
            "combination.digits", "combination.dial", "spares.a.digits", "spares.a.dial", "spares.b.digits", "spares.b.dial",
        ])
        #expect(report.violations.map(\.message) == Array(repeating: ["is <redacted>; it must be at most 9",
                                                                      "is <redacted>, not one of `left`, `right`"], count: 3).flatMap { $0 })
        // Redaction ends with the secret: checked on its own again, the model quotes its values.
        var after = report
        combination.validate(into: &after, at: .root["again"])
        #expect(after.violations.suffix(2).map(\.message) == alone.violations.map(\.message))
        #expect(String(describing: vault).contains("combination: Optional(<redacted>), spares: Optional(<redacted>)"))
    }

    /// `Passphrase` is a named scalar marked `secret`: a raw body of it is sent as it is,
    /// and the request prints it as `<redacted>`.
    @Test func aBodyOfASecretNamedScalarIsSentButNotPrinted() async throws {
        let request = UnlockRequest(body: "hunter2!x")
        var dumped = ""
        dump(request, to: &dumped)
        for text in [String(describing: request), String(reflecting: request), dumped] {
            #expect(!text.contains("hunter2"), "the passphrase was printed: \(text)")
        }
        #expect(String(describing: request) == "UnlockRequest(body: <redacted>)")
        var report = ValidationReport()
        request.validate(into: &report)
        #expect(report.violations.map(\.path.description) == ["body"])
        #expect(!report.description.contains("hunter2"), "\(report)")

        let stub = StubTransport()
        stub.on(UnlockRequest.self, respond: .raw(status: 204, headers: [:], body: Data()))
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        _ = try await client.send(UnlockRequest(body: "hunter2"))
        #expect(stub.requests.map { String(decoding: $0.body ?? Data(), as: UTF8.self) } == ["hunter2"])
    }

    /// `unlock` needs two API keys at once, named with quotes, a backslash, `&` and `=`: the
    /// names reach the requirement as written and the wire percent-encoded.
    @Test func keysNeededTogetherKeepTheirHostileNames() async throws {
        #expect(UnlockRequest.auth == .allOf([.apiKey(name: #"k"\(x) &="#, in: .query), .apiKey(name: "X-K'#|~", in: .header)]))
        let stub = StubTransport()
        stub.on(UnlockRequest.self, respond: .raw(status: 204, headers: [:], body: Data()))
        let keys = Credentials.apiKey(#"k"\(x) &="#) { "q&1" }.adding(.apiKey("X-K'#|~") { "h-2" })
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub, credentials: keys)
        _ = try await client.send(UnlockRequest(body: "hunter2"))
        let sent = try #require(stub.requests.first)
        #expect(sent.url.absoluteString == "https://example.com/unlock?k%22%5C%28x%29%20%26%3D=q%261")
        #expect(sent.headers["X-K'#|~"] == "h-2")
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

    /// Parameters of one name in different places (`wireName`) are sent each in its place by
    /// that name, whatever their keys.
    @Test func parametersOfOneNameGoEachToItsPlace() async throws {
        let stub = StubTransport()
        stub.on(ProxyRequest.self, respond: .ok())
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        _ = try await client.send(ProxyRequest(path: "a b", pathQuery: "/c?d", pathHeader: "h", pathCookie: "k"))
        let sent = try #require(stub.requests.first)
        #expect(sent.url.absoluteString == "https://example.com/proxy/a%20b?path=%2Fc%3Fd")
        #expect(sent.headers["Path"] == "h")
        #expect(sent.headers["Cookie"] == "path=k")
    }

    /// Members named like the parameters and locals of generated functions (`path`,
    /// `report`, `container`, `decoder`, `request`) are read as members. Before, the
    /// names stood for the parameters and the generated code did not compile.
    @Test func membersNamedLikeGeneratedLocalsAreReadAsMembers() async throws {
        let value = Shadowing(path: "p", report: "long", container: ["a", "b"], hashText: "h")
        #expect(value.validationReport().violations.map(\.path.description) == ["path", "report", "container"])
        let json = try JSONCoding().makeEncoder().encode(value)
        #expect(String(decoding: json, as: UTF8.self)
            == #"{"container":["a","b"],"decoder":null,"encoder":1,"hash_value":"h","path":"p","report":"long"}"#)
        let numbered = try JSONCoding().makeDecoder().decode(
            Shadowing.self, from: Data(#"{"path":"pp","report":"abc","container":[],"decoder":"12"}"#.utf8))
        #expect(numbered == Shadowing(path: "pp", report: "abc", container: [], decoder: 12))

        let stub = StubTransport()
        stub.on(ShadowRequest.self, respond: .raw(
            status: 200, headers: ["Content-Type": "application/json", "Body": "b", "Default": "d", "Inout": "7", "Open": "o"],
            body: json))
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        let response = try await client.send(ShadowRequest(path: "x/y", report: "abc", request: "r-1", form: "f", body: numbered))
        #expect(response.body == value)
        #expect(response.bodyHeader == "b")
        #expect(response.default == "d" && response.inout == 7 && response.open == "o")
        let sent = try #require(stub.requests.first)
        #expect(sent.url.absoluteString == "https://example.com/shadow/x%2Fy?report=abc")
        #expect(sent.headers["request"] == "r-1")
        #expect(sent.headers["cookie"] == "form=f")
        #expect(sent.body == (try JSONCoding().makeEncoder().encode(numbered)))

        guard case .failure(.invalidRequest(let report)) = await client.result(for: ShadowRequest(path: "x", report: "long", request: "r")) else {
            Issue.record("an invalid request was sent")
            return
        }
        #expect(report.violations.map(\.path.description) == ["path", "report"])
    }

    /// An error's headers named as keywords and as the locals of `validateFailure` are the
    /// labels of its case; each is checked at its own header, the body at its own paths.
    @Test func errorHeadersNamedLikeLocalsAreTheirOwn() async throws {
        let stub = StubTransport()
        let body = try JSONCoding().makeEncoder().encode(Shadowing(path: "p", report: "long", container: []))
        stub.on(ShadowRequest.self, respond: .raw(
            status: 409, headers: ["Content-Type": "application/json", "Body": "b", "Default": "d", "Inout": "-1", "Path": "abc",
                                   "Report": "r"],
            body: body))
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        let request = ShadowRequest(path: "xy", report: "abc", request: "r")
        guard case .failure(.endpoint(.clientError(status: 409, let shadowing, let bodyHeader, let defaultHeader, let inoutHeader,
                                                   let path, let report))) = await client.result(for: request) else {
            Issue.record("the error's headers did not arrive as sent")
            return
        }
        #expect(shadowing.path == "p")
        #expect([bodyHeader, defaultHeader, path, report] == ["b", "d", "abc", "r"] && inoutHeader == -1)
        var strict = client
        strict.configuration.validatesResponses = true
        guard case .failure(.invalidResponse(let invalid)) = await strict.result(for: request) else {
            Issue.record("an error that breaks its headers' constraints was accepted")
            return
        }
        #expect(invalid.violations.map(\.path.description) == ["path", "report", "header Inout", "header Path"])
    }

    /// A text response's own `pattern` and `maxLength` are checked when the client validates
    /// responses, with its header's `minimum`; the pattern's `\(` reached Swift as text, not
    /// as interpolation.
    @Test func aTextResponseIsCheckedAgainstItsOwnConstraints() async throws {
        #expect(EchoRequest.Response.bodyPattern.pattern == "\"\"\"#\\(x\\)")
        let stub = StubTransport()
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub,
                               configuration: .init(validatesResponses: true))
        var text: HTTPHeaders = ["Content-Type": "text/plain", "X-Count": "1"]
        stub.on(EchoRequest.self, respond: .raw(status: 200, headers: text, body: Data("\"\"\"#(x)".utf8)))
        #expect(try await client.send(EchoRequest()).body == "\"\"\"#(x)")

        text["X-Count"] = "-1"
        stub.on(EchoRequest.self, respond: .raw(status: 200, headers: text, body: Data("\"\"\"#\\(x)".utf8)))
        guard case .failure(.invalidResponse(let report)) = await client.result(for: EchoRequest()) else {
            Issue.record("a response that breaks its own constraints was accepted")
            return
        }
        #expect(report.violations.map(\.constraint) == ["maxLength", "pattern", "minimum"])
        #expect(report.violations.map(\.path.description) == ["(root)", "(root)", "header X-Count"])
    }

    /// A response header marked `secret` is read as any other, and shows nowhere as text:
    /// not in the printed `Response`, the log, a validation message or a decoding error.
    @Test func aSecretResponseHeaderIsReadButNeverShown() async throws {
        #expect(EchoRequest.secretHeaders == ["x-token"])
        let stub = StubTransport()
        let text = "\"\"\"#(x)"
        let lines = LockedState<[String]>([])
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub,
                               middleware: [LoggingMiddleware { line in lines.withLock { $0.append(line) } }],
                               configuration: .init(validatesResponses: true))
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "X-Count": "1", "X-Token": "4242"]
        stub.on(EchoRequest.self, respond: .raw(status: 200, headers: headers, body: Data(text.utf8)))
        guard case .failure(.invalidResponse(let report)) = await client.result(for: EchoRequest()) else {
            Issue.record("a token over its maximum was accepted")
            return
        }
        #expect(report.violations.map(\.path.description) == ["header X-Token"])
        #expect(report.violations.first?.message == "is <redacted>; it must be at most 99")

        headers["X-Token"] = "42"
        stub.on(EchoRequest.self, respond: .raw(status: 200, headers: headers, body: Data(text.utf8)))
        let response = try await client.send(EchoRequest())
        #expect(response.xToken == 42)
        #expect(String(describing: response) == "Response(body: \(String(reflecting: text)), xCount: 1, xToken: Optional(<redacted>))")
        let log = lines.withLock { $0.joined(separator: "\n") }
        #expect(log.contains("X-Token: <redacted>"), "\(log)")
        #expect(!log.contains("4242") && !log.contains(": 42"), "\(log)")
        #expect(log.contains("X-Count: 1"), "\(log)")

        // Nor in the error for a value that is no number.
        headers["X-Token"] = "4x2-s3cret"
        stub.on(EchoRequest.self, respond: .raw(status: 200, headers: headers, body: Data(text.utf8)))
        guard case .failure(.decoding(let failure)) = await client.result(for: EchoRequest()) else {
            Issue.record("a token that is no number was accepted")
            return
        }
        #expect(failure.description == "The response (status 200) did not decode at `header X-Token`: `<redacted>` is not a Int")
        #expect(!lines.withLock { $0.joined(separator: "\n") }.contains("s3cret"))
    }

    /// A secret whose value does not decode, where the error would otherwise quote it (a
    /// date-time, a date in a list, a frozen enum's value), is `<redacted>` in the error, at
    /// its path; the same values decode when they are valid.
    @Test func aSecretThatDoesNotDecodeIsNotQuoted() async throws {
        let stub = StubTransport()
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: stub)
        let valid = #"{"self":1001,"level":"low","pins":[],"opened":"2026-11-27T10:00:00Z","born":["2001-02-03"],"lock":"shut"}"#
        stub.on(VaultRequest.self, respond: .raw(status: 200, headers: ["Content-Type": "application/json"], body: Data(valid.utf8)))
        let vault = try await client.send(VaultRequest())
        #expect(vault.opened == Date(timeIntervalSince1970: 1_795_773_600))
        #expect(vault.born == [try #require(CalendarDate(year: 2001, month: 2, day: 3))])
        #expect(vault.lock == .shut)

        let broken: [(json: String, description: String)] = [
            (#""opened":"2026-11-27T10:00:00Z s3cret""#, "at `opened`: `<redacted>` is not a valid Date"),
            (#""born":["2001-02-03","2001-02-30 s3cret"]"#, "at `born[1]`: `<redacted>` does not decode"),
            (#""lock":"s3cret""#, "at `lock`: `<redacted>` is not a valid Lock"),
        ]
        for (json, description) in broken {
            let body = #"{"self":1001,"level":"low","pins":[],"# + json + "}"
            stub.on(VaultRequest.self, respond: .raw(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
            guard case .failure(.decoding(let failure)) = await client.result(for: VaultRequest()) else {
                Issue.record("\(json) decoded")
                continue
            }
            #expect(failure.description == "The response (status 200) did not decode " + description)
            #expect(!failure.message.contains("s3cret"), "\(failure.message)")
        }

        // Not secret, the same kind of value is quoted, to say what was wrong with it.
        let plain = try #require(throws: DecodingError.self) {
            try JSONCoding().makeDecoder().decode([Lock].self, from: Data(#"["shown"]"#.utf8))
        }
        #expect(ResponseDecodingError(plain).message.contains("shown"))
    }

    /// A stream's end marker reaches Swift exactly: the item that is the marker ends it.
    @Test func streamEndMarkersAreExact() async throws {
        let stub = StubTransport()
        let records = ["{\"\\\"quoted\\\" key\":\"a\"}", "\"\"\"\\(x) */ \u{2028}", "{\"\\\"quoted\\\" key\":\"never\"}"]
        stub.on(FeedRequest.self, respond: .chunks(records.map { Data(("\u{1E}" + $0 + "\n").utf8) }))
        stub.on(TailRequest.self, respond: .events([ServerSentEvent(data: "*/"), ServerSentEvent(data: "*/\n#"), ServerSentEvent(data: "never")]))
        let client = APIClient(baseURL: URL(string: "https://hostile.example")!, transport: stub)
        var keys: [String] = []
        for try await item in try await client.send(FeedRequest()) { keys.append(item.quotedKey) }
        #expect(keys == ["a"])
        var texts: [String] = []
        for try await event in try await client.send(TailRequest()) { texts.append(event.data) }
        #expect(texts == ["*/"])
    }

    /// Event names reach Swift exactly: each decodes as its own case, from a server's text and
    /// through a stub, and a name the enum takes itself (`eventName`, `unknown`) is an event
    /// like any other.
    @Test func eventNamesAreExact() async throws {
        let text = "event: \"\"\"\\(x) */\ndata: a\n\nevent: `tick`\u{2028}\ndata: 7\n\nevent: eventName\ndata: b\n\n"
            + "event: unknown\ndata: {\"\\\"quoted\\\" key\":\"c\"}\n\nevent: tick\ndata: 8\n\n"
        let expected: [WatchRequest.Event] = [
            .x("a"), .tick(7), .eventNameEvent("b"), .unknown(WatchRequest.Event.Unknown(quotedKey: "c")), .undocumented(name: "tick", data: "8"),
        ]
        let stub = StubTransport()
        stub.on(WatchRequest.self, respond: .chunks([Data(text.utf8)], headers: ["Content-Type": "text/event-stream"]))
        let client = APIClient(baseURL: URL(string: "https://hostile.example")!, transport: stub)
        var read: [WatchRequest.Event] = []
        for try await event in try await client.send(WatchRequest()) { read.append(event.data) }
        #expect(read == expected)

        let echo = StubTransport()
        echo.on(WatchRequest.self, respond: .events(expected.map { ServerSentEvent(data: $0) }))
        var echoed: [ServerSentEvent<WatchRequest.Event>] = []
        for try await event in try await APIClient(baseURL: URL(string: "https://hostile.example")!, transport: echo).send(WatchRequest()) {
            echoed.append(event)
        }
        #expect(echoed.map(\.data) == expected)
        #expect(echoed.map(\.event) == ["\"\"\"\\(x) */", "`tick`\u{2028}", "eventName", "unknown", "tick"])
    }
}
