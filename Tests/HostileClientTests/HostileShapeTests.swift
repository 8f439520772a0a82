import APIRuntime
import Foundation
@testable import HostileClient
import Testing

/// Shapes that generated code once got wrong, compiled from Tests/Fixtures/HostileSpecs.
@Suite("Hostile spec shapes")
struct HostileShapeTests {
    let decoder = JSONCoding().makeDecoder()
    let encoder = JSONCoding().makeEncoder()

    /// `Holder.seller` is the model `Owner`. It once decoded as the inline type of
    /// `Holder.owner`, which took the name `Owner` inside `Holder`.
    @Test func aModelBesideAnInlineTypeOfItsNameIsTheModel() throws {
        let holder = try decoder.decode(Holder.self, from: Data(#"{"owner":{"id":1},"seller":{"name":"Ann"},"type":"b"}"#.utf8))
        #expect(holder.seller == Owner(name: "Ann"))
        #expect(holder.owner == Holder.OwnerValue(id: 1))
        #expect(holder.type == .b)
        #expect(throws: DecodingError.self) {
            try decoder.decode(Holder.self, from: Data(#"{"owner":{"id":1},"seller":{"id":2},"type":"b"}"#.utf8))
        }
    }

    /// Both once failed to compile: their `CodingKeys` had a raw type and no cases.
    @Test func objectsThatNameNoPropertyRoundTrip() throws {
        let nothing = try decoder.decode(Nothing.self, from: Data(#"{"ignored":1}"#.utf8))
        #expect(String(decoding: try encoder.encode(nothing), as: UTF8.self) == "{}")
        let counts = try decoder.decode(Counts.self, from: Data(#"{"b":2,"a":1}"#.utf8))
        #expect(counts.additionalProperties == ["a": 1, "b": 2])
        #expect(String(decoding: try encoder.encode(counts), as: UTF8.self) == #"{"a":1,"b":2}"#)
        #expect(throws: DecodingError.self) { try decoder.decode(Counts.self, from: Data(#"{"a":"one"}"#.utf8)) }
    }

    /// An object that encodes no key must still be `{}`: JSONEncoder refuses a top-level value
    /// that asks for no container, and generated `encode(to:)` once asked for none.
    @Test func objectsWithNothingToEncodeAreEmptyObjects() throws {
        #expect(String(decoding: try encoder.encode(Closed()), as: UTF8.self) == "{}")
        #expect(String(decoding: try encoder.encode(Counts(additionalProperties: [:])), as: UTF8.self) == "{}")
        #expect(throws: DecodingError.self) { try decoder.decode(Closed.self, from: Data(#"{"a":1}"#.utf8)) }
    }

    /// The discriminator is the union's key, not an unknown key of the variant: a variant that
    /// rejects unknown keys once rejected its own tag, and one that collects them collected it.
    @Test func taggedVariantsTakeTheirTag() throws {
        let dot = try decoder.decode(Tagged.self, from: Data(#"{"kind":"Dot","x":1}"#.utf8))
        #expect(dot == .dot(Dot(x: 1)))
        #expect(String(decoding: try encoder.encode(dot), as: UTF8.self) == #"{"kind":"Dot","x":1}"#)
        let labelled = try decoder.decode(Tagged.self, from: Data(#"{"kind":"Labelled","x":2,"note":"n"}"#.utf8))
        #expect(labelled == .labelled(Labelled(x: 2, additionalProperties: ["note": "n"])))
        #expect(throws: DecodingError.self) { try decoder.decode(Dot.self, from: Data(#"{"kind":"Dot","x":1,"y":2}"#.utf8)) }
        // A variant that is a named scalar (`Halo: Ring`, OpenAPI's `Halo: { $ref: Ring }`) is tagged
        // with its own name, and the object it stands for takes that tag as well.
        let halo = try decoder.decode(Tagged.self, from: Data(#"{"kind":"Halo","r":3}"#.utf8))
        #expect(halo == .halo(Ring(r: 3)))
        #expect(String(decoding: try encoder.encode(halo), as: UTF8.self) == #"{"kind":"Halo","r":3}"#)
        #expect(throws: DecodingError.self) { try decoder.decode(Ring.self, from: Data(#"{"kind":"Halo","r":3,"y":2}"#.utf8)) }
    }

    /// Case names written by hand (`caseNames`) name the cases and change nothing on the wire:
    /// each value decodes to its case and encodes back as the number; quotes and braces in a
    /// name never reach the code but as letters of an identifier.
    @Test func caseNamesNameTheCasesOfTheValues() throws {
        #expect(try decoder.decode([Named].self, from: Data("[0,1,2,9]".utf8)) == [.exit1, .default, .u540DU524D, .unknown(9)])
        #expect(String(decoding: try encoder.encode([Named.default, .u540DU524D]), as: UTF8.self) == "[1,2]")
        #expect(Named.knownValues.map(\.rawValue) == [0, 1, 2])
    }

    /// A variant that declares the discriminator is made without writing its tag: its
    /// initializer takes the one its union sends it with (the first of `mapping`'s), of the
    /// property's type, and the value is that variant alone or in its union.
    @Test func aVariantIsMadeWithoutItsTag() throws {
        #expect(Coded(note: "n") == Coded(code: 1, note: "n"))
        #expect(String(decoding: try encoder.encode(ByCode.coded(Coded())), as: UTF8.self) == #"{"code":1}"#)
        #expect(Recoded() == Recoded(code: .valueMinus2))
        #expect(try decoder.decode(ByCode.self, from: try encoder.encode(Recoded())) == .recoded(Recoded()))
        #expect(Accepted().ok && !Refused(reason: "late").ok)
        #expect(try decoder.decode(ByFlag.self, from: try encoder.encode(Refused(reason: "late"))) == .refused(Refused(reason: "late")))
        #expect(Quarter().share == 0.25 && Half().share == 0.5)
        #expect(try decoder.decode(ByShare.self, from: try encoder.encode(Quarter())) == .quarter(Quarter()))
    }

    /// A tag may be a whole number, a number or a flag, as the variants declare the
    /// discriminator (`code: int`): it is read and written as one, not as text. A variant that
    /// does not declare it (`Low`) takes the union's tag as well; `+3` in the spec is `3`.
    @Test func tagsAreNumbersOrFlagsWhereTheVariantsSaySo() throws {
        let coded = try decoder.decode(ByCode.self, from: Data(#"{"code":1,"note":"n"}"#.utf8))
        #expect(coded == .coded(Coded(code: 1, note: "n")))
        #expect(String(decoding: try encoder.encode(coded), as: UTF8.self) == #"{"code":1,"note":"n"}"#)
        #expect(try decoder.decode(ByCode.self, from: Data(#"{"code":-2}"#.utf8)) == .recoded(Recoded(code: .valueMinus2)))
        let low = try decoder.decode(ByCode.self, from: Data(#"{"code":3,"level":0.5}"#.utf8))
        #expect(low == .low(Low(level: 0.5)))
        #expect(String(decoding: try encoder.encode(low), as: UTF8.self) == #"{"code":3,"level":0.5}"#)
        // Text is not the number, and a number no variant has is refused.
        #expect(throws: DecodingError.self) { try decoder.decode(ByCode.self, from: Data(#"{"code":"1"}"#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(ByCode.self, from: Data(#"{"code":7}"#.utf8)) }
        // `mapping` gives `Coded` a second tag, read as it; it is sent with its first.
        let recoded = try decoder.decode(ByCode.self, from: Data(#"{"code":4}"#.utf8))
        #expect(recoded == .coded(Coded(code: 4)))
        #expect(String(decoding: try encoder.encode(recoded), as: UTF8.self) == #"{"code":1}"#)

        let refused = try decoder.decode(ByFlag.self, from: Data(#"{"ok":false,"reason":"late"}"#.utf8))
        #expect(refused == .refused(Refused(ok: false, reason: "late")))
        #expect(String(decoding: try encoder.encode(refused), as: UTF8.self) == #"{"ok":false,"reason":"late"}"#)
        #expect(try decoder.decode(ByFlag.self, from: Data(#"{"ok":true}"#.utf8)) == .accepted(Accepted(ok: true)))
        #expect(throws: DecodingError.self) { try decoder.decode(ByFlag.self, from: Data(#"{"ok":"true"}"#.utf8)) }

        // `2.5e-1` in the spec is the number 0.25, however the JSON writes it.
        let quarter = try decoder.decode(ByShare.self, from: Data(#"{"share":25e-2}"#.utf8))
        #expect(quarter == .quarter(Quarter(share: 0.25)))
        #expect(String(decoding: try encoder.encode(quarter), as: UTF8.self) == #"{"share":0.25}"#)
        #expect(try decoder.decode(ByShare.self, from: Data(#"{"share":0.50}"#.utf8)) == .half(Half(share: 0.5)))
        #expect(throws: DecodingError.self) { try decoder.decode(ByShare.self, from: Data(#"{"share":0.3}"#.utf8)) }
    }

    /// Collections that hold themselves, as the import writes them: an array as a union of that
    /// one variant, a map as an object of its keys. Each reads and writes the JSON as it is.
    @Test func collectionsThatHoldThemselvesRoundTrip() throws {
        let nest = try decoder.decode(Nest.self, from: Data("[[],[[]]]".utf8))
        #expect(nest == .nestArray([.nestArray([]), .nestArray([.nestArray([])])]))
        #expect(String(decoding: try encoder.encode(nest), as: UTF8.self) == "[[],[[]]]")
        #expect(throws: DecodingError.self) { try decoder.decode(Nest.self, from: Data("[1]".utf8)) }
        let tree = try decoder.decode(Tree.self, from: Data(#"{"a":{},"b":{"c":{}}}"#.utf8))
        #expect(tree.additionalProperties["b"]?.additionalProperties["c"] == Tree())
        #expect(String(decoding: try encoder.encode(tree), as: UTF8.self) == #"{"a":{},"b":{"c":{}}}"#)
    }

    /// A whole number beyond `Int` once reached a `Decimal` as an integer literal, which does
    /// not compile; one that a `Double` or `Float` cannot hold exactly was a compiler warning.
    @Test func wideNumbersKeepTheirValue() throws {
        let wide = try decoder.decode(Wide.self, from: Data("{}".utf8))
        #expect(wide.bigDecimal == Decimal(string: "99999999999999999999"))
        #expect(wide.wideDouble == 9_007_199_254_740_992)
        #expect(wide.wideFloat == 16_777_216)
        #expect(wide.validationReport().isValid)
        let over = Wide(bigDecimal: try #require(Decimal(string: "100000000000000000000.5")))
        #expect(over.validationReport().violations.map(\.constraint) == ["maximum"])
    }

    /// `refuse` declares error bodies constrained themselves, which the default check of a
    /// failure (the models it holds) misses. With response validation on, a body that breaks
    /// its constraints is `invalidResponse`, checked at the root as a response is; one that
    /// keeps them, or a status without a body or with bytes, is the declared error. Without
    /// response validation every body arrives as sent.
    @Test func errorBodiesAreCheckedAgainstTheirOwnConstraints() async throws {
        let stub = StubTransport()
        let baseURL = try #require(URL(string: "https://example.com"))
        let strict = APIClient(baseURL: baseURL, transport: stub, configuration: .init(validatesResponses: true))
        let lenient = APIClient(baseURL: baseURL, transport: stub)
        func answer(_ status: Int, _ contentType: String, _ body: String) {
            stub.on(RefuseRequest.self, respond: .raw(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8)))
        }
        let broken: [(status: Int, contentType: String, body: String, violations: [String])] = [
            (400, "text/plain", #"toolong""#, ["(root) maxLength", "(root) pattern"]),
            (409, "application/json", #"[{"name":"a"},{"name":"b"}]"#, ["(root) maxItems"]),
            (418, "application/json", #"[[{"digits":1,"dial":"left"}],[{"digits":10,"dial":"up"}]]"#,
             ["[1][0].digits maximum", "[1][0].dial enum"]),
            (503, "application/json", #"{"digits":10,"dial":"left"}"#, ["digits maximum"]),
        ]
        for (status, contentType, body, violations) in broken {
            answer(status, contentType, body)
            guard case .failure(.invalidResponse(let invalid)) = await strict.result(for: RefuseRequest()) else {
                Issue.record("\(status): an error body that breaks its constraints was accepted")
                continue
            }
            #expect(invalid.status == status)
            #expect(invalid.violations.map { "\($0.path) \($0.constraint)" } == violations)
            guard case .failure(.endpoint) = await lenient.result(for: RefuseRequest()) else {
                Issue.record("\(status): without response validation the declared error did not arrive as sent")
                continue
            }
        }

        answer(400, "text/plain", "ab(")
        guard case .failure(.endpoint(.badRequest("ab("))) = await strict.result(for: RefuseRequest()) else {
            Issue.record("a text error body within its constraints was not the declared error")
            return
        }
        answer(409, "application/json", #"[{"name":"a"}]"#)
        guard case .failure(.endpoint(.conflict(let owners))) = await strict.result(for: RefuseRequest()) else {
            Issue.record("a list error body within its constraints was not the declared error")
            return
        }
        #expect(owners == [Owner(name: "a")])
        answer(418, "application/json", #"[[],[{"digits":9,"dial":"right"}]]"#)
        guard case .failure(.endpoint(.clientError(status: 418, let pages))) = await strict.result(for: RefuseRequest()) else {
            Issue.record("a list of lists within its constraints was not the declared error")
            return
        }
        #expect(pages == [[], [Combination(digits: 9, dial: .right)]])
        stub.on(RefuseRequest.self, respond: .status(404))
        guard case .failure(.endpoint(.notFound)) = await strict.result(for: RefuseRequest()) else {
            Issue.record("a status without a body was not the declared error")
            return
        }
        answer(415, "image/png", "\u{89}PNG")
        guard case .failure(.endpoint(.unsupportedMediaType)) = await strict.result(for: RefuseRequest()) else {
            Issue.record("an error body of bytes was not the declared error")
            return
        }
    }
}
