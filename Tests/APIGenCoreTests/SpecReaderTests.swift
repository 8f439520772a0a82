import Testing
@testable import APIGenCore

@Suite("Spec reader")
struct SpecReaderTests {
    @Test func unknownKeySuggestsTheClosestKnownKey() {
        let found = SpecHarness.diagnostics("""
            models:
              Pet:
                properties:
                  name: { type: string, minLenght: 1 }
            """)
        #expect(found == ["spec.yaml:4:29: error: unknown key `minLenght` in property `name`; did you mean `minLength`?"])
    }

    @Test func aMisspeltKeyIsReadAsTheKeyItWasTakenFor() {
        // No "needs a `response`" after the typo, and the value is checked as a response.
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, responses: Nope }\n") == [
            "spec.yaml:2:31: error: unknown key `responses` in endpoint `a`; did you mean `response`?",
            "spec.yaml:2:42: error: no type named `Nope`",
        ])
        // When the key it resembles is written too, the typo is only reported.
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, response: none, responses: Nope }\n") == [
            "spec.yaml:2:47: error: unknown key `responses` in endpoint `a`; did you mean `response`?",
        ])
    }

    @Test func openAPIContainerTypesAreOneErrorAndReadAsWhatTheyDescribe() {
        let found = SpecHarness.diagnostics("""
            models:
              A:
                type: object
                properties:
                  tags: { type: array, items: { type: string, minLength: 0.5 } }
              M: { type: object, additionalProperties: int }
            """)
        #expect(found == [
            "spec.yaml:3:11: error: drop `type: object`: `properties:` alone makes an object",
            "spec.yaml:5:21: error: drop `type: array`: `items:` alone makes an array",
            "spec.yaml:5:62: error: expected a whole number of at least 0 for `minLength`, found `0.5`",
            "spec.yaml:6:14: error: drop `type: object`: write `map<T>` for a map, or `properties:` for an object",
        ])
    }

    @Test func unknownKeyWithoutACloseMatchListsTheKnownKeys() {
        let found = SpecHarness.diagnostics("colours: 1\n")
        #expect(found == ["spec.yaml:1:1: error: unknown key `colours` in a spec file; expected one of: `api`, `models`, `endpoints`"])
    }

    @Test func textSplitByACommaInAFlowMappingGetsAHint() {
        let spaced = SpecHarness.diagnostics("models:\n  A: { type: string, description: one, two words }\n")
        #expect(spaced == [
            "spec.yaml:2:40: error: unknown key `two words` in model `A`; inside `{ }` a comma ends the value, so quote text that contains one",
        ])
    }

    @Test func wrongKindIsAnError() {
        #expect(SpecHarness.diagnostics("models: [Pet]\n") == [
            "spec.yaml:1:9: error: expected a mapping of model names to models, found a list",
        ])
        #expect(SpecHarness.diagnostics("models:\n  Pet:\n    properties: [a, b]\n") == [
            "spec.yaml:3:17: error: expected a mapping for `properties` of model `Pet`, found a list",
        ])
    }

    @Test func yaml11BooleansAreStringsWhereStringsAreExpected() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Answer:
                enum: [yes, no, on, off, NO, 012]
            """))
        guard case .enumeration(let enumeration)? = model.model("Answer")?.kind else {
            Issue.record("Answer is not an enum")
            return
        }
        #expect(enumeration.cases.map(\.raw) == ["yes", "no", "on", "off", "NO", "012"])
    }

    @Test func yesIsNotABoolean() {
        #expect(SpecHarness.diagnostics("models:\n  A: { type: string, deprecated: yes }\n") == [
            "spec.yaml:2:34: error: expected `true` or `false` for `deprecated`, found `yes`",
        ])
    }

    @Test func leadingZeroNumbersAreDecimalNeverOctal() throws {
        let model = try #require(SpecHarness.model("models:\n  Code: { type: string, maxLength: 012 }\n"))
        guard case .alias(let field)? = model.model("Code")?.kind else {
            Issue.record("Code is not an alias")
            return
        }
        #expect(field.constraints.maxLength == 12)
    }

    @Test func numbersMustBeNumbers() {
        #expect(SpecHarness.diagnostics("models:\n  A: { type: int, minimum: 0x10 }\n") == [
            "spec.yaml:2:28: error: expected a number for `minimum`, found `0x10`",
        ])
        #expect(SpecHarness.diagnostics("models:\n  A: { type: string, maxLength: -1 }\n") == [
            "spec.yaml:2:33: error: expected a whole number of at least 0 for `maxLength`, found `-1`",
        ])
        // Written as numbers, but beyond what `Decimal` holds: said so, not "expected a number".
        #expect(SpecHarness.diagnostics("""
            models:
              A: { type: double, maximum: 1e400, minimum: -1e-200 }
              B: { properties: { d: { type: double, default: 1e200 } } }
            """) == [
            "spec.yaml:2:31: error: `maximum` 1e400 is outside the numbers apigen reads (about 1e-128 to 1e127 in magnitude)",
            "spec.yaml:2:47: error: `minimum` -1e-200 is outside the numbers apigen reads (about 1e-128 to 1e127 in magnitude)",
            "spec.yaml:3:50: error: default `1e200` of property `d` is outside the numbers apigen reads (about 1e-128 to 1e127 in magnitude)",
        ])
    }

    @Test func typeExpressionErrorsPointInsideTheExpression() {
        #expect(SpecHarness.diagnostics("models:\n  A: string[\n") == ["spec.yaml:2:12: error: expected `[]` after a type"])
        #expect(SpecHarness.diagnostics("models:\n  A: map<string\n") == ["spec.yaml:2:16: error: expected `>` to close `map<`"])
        #expect(SpecHarness.diagnostics("models:\n  A: list<string>\n") == [
            "spec.yaml:2:6: error: only `array<T>` and `map<T>` take a type argument",
        ])
        #expect(SpecHarness.diagnostics("models:\n  A: string??\n") == ["spec.yaml:2:13: error: a type can be optional only once (`??`)"])
    }

    @Test func anUnreadableTypeIsReportedOnceWhereverItIsWritten() {
        // Before, `type:`, `items:` and `values:` that failed to read were also reported as missing.
        #expect(SpecHarness.diagnostics("models:\n  A:\n    type: string??\n") == [
            "spec.yaml:3:18: error: a type can be optional only once (`??`)",
        ])
        #expect(SpecHarness.diagnostics("models:\n  A:\n    items: string??\n") == [
            "spec.yaml:3:19: error: a type can be optional only once (`??`)",
        ])
        #expect(SpecHarness.diagnostics("models:\n  A:\n    properties:\n      p: { values: { type: list<int> } }\n") == [
            "spec.yaml:4:28: error: only `array<T>` and `map<T>` take a type argument",
        ])
        // Uses of the model that failed add nothing either.
        #expect(SpecHarness.diagnostics("models:\n  A: { type: string?? }\n  B:\n    properties:\n      a: A\n      b: A[]\n") == [
            "spec.yaml:2:21: error: a type can be optional only once (`??`)",
        ])
    }

    @Test func aTypeNestsAtMost32ArraysAndMaps() {
        let deepest = "int" + String(repeating: "[]", count: 32)
        #expect(SpecHarness.diagnostics("models:\n  A: \(deepest)\n") == [])
        // The 33rd `[]` starts at offset 67 of the value, which starts at column 6.
        #expect(SpecHarness.diagnostics("models:\n  A: \(deepest)[]\n") == ["spec.yaml:2:73: error: a type nests at most 32 arrays and maps"])
        // The 33rd `array<` has its `<` at offset 32 * 6 + 5.
        let arguments = String(repeating: "array<", count: 33) + "int" + String(repeating: ">", count: 33)
        #expect(SpecHarness.diagnostics("models:\n  A: \(arguments)\n") == ["spec.yaml:2:203: error: a type nests at most 32 arrays and maps"])
        // A million levels: one error, found long before the end (this crashed apigen).
        let hostile = "int" + String(repeating: "[]", count: 1_000_000)
        #expect(SpecHarness.diagnostics("models:\n  A: \(hostile)\n") == ["spec.yaml:2:73: error: a type nests at most 32 arrays and maps"])
    }

    @Test func typeExpressionsParse() {
        #expect(TypeExpression.parse("string[][]") == .success(.array(.array(.named("string")))))
        #expect(TypeExpression.parse("array< map<int> >?") == .success(.optional(.array(.map(.named("int"))))))
        #expect(TypeExpression.parse("date-time?") == .success(.optional(.named("date-time"))))
        #expect(TypeExpression.parse("string?[]") == .success(.array(.optional(.named("string")))))
    }

    @Test func statusKeysAreChecked() {
        let found = SpecHarness.diagnostics("""
            endpoints:
              a:
                method: GET
                path: /a
                response: none
                errors:
                  600: none
                  4xx: none
                  2XX: none
                  201: none
                  abc: none
            """)
        #expect(found == [
            "spec.yaml:7:7: error: `600` is not a status: write a code from 100 to 599, a class like `4XX`, or `default`",
            "spec.yaml:9:7: error: `2XX` cannot be an error; errors are non-2xx statuses",
            "spec.yaml:10:7: error: 201 is a success status; an endpoint's success goes under `response`",
            "spec.yaml:11:7: error: `abc` is not a status: write a code from 100 to 599, a class like `4XX`, or `default`",
        ])
    }

    @Test func successStatusMustBe2xx() {
        let found = SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, response: { status: 404, type: none } }\n")
        #expect(found == [
            "spec.yaml:2:51: error: a success `status` is 200-299, not `404`; declare other statuses under `errors`",
        ])
    }

    @Test func authForms() throws {
        let model = try #require(SpecHarness.model("""
            api:
              auth: [bearer, { apiKey: X-Key, in: query }, { oauth2: [read, write] }]
            endpoints:
              a: { method: GET, path: /a, response: none, auth: basic }
              b: { method: GET, path: /b, response: none }
            """))
        #expect(model.endpoint("a")?.auth == .basic)
        #expect(model.endpoint("b")?.auth == .anyOf([.bearer, .apiKey(name: "X-Key", placement: .query), .oauth2(scopes: ["read", "write"])]))
        #expect(SpecHarness.diagnostics("api:\n  auth: barer\n") == ["spec.yaml:2:9: error: `barer` is not an auth scheme; did you mean `bearer`?"])
        #expect(SpecHarness.diagnostics("api:\n  auth: { apiKey: k, in: body }\n") == [
            "spec.yaml:2:26: error: `body` is not a valid API key location (`in`); expected one of: `header`, `query`, `cookie`",
        ])
    }

    /// `{ allOf: [...] }`: schemes a request carries together, alone or as one alternative.
    @Test func allOfNamesSchemesSentTogether() throws {
        let model = try #require(SpecHarness.model("""
            api:
              auth: { allOf: [bearer, { apiKey: X-App-Id }] }
            endpoints:
              a: { method: GET, path: /a, response: none }
              b:
                method: GET
                path: /b
                response: none
                auth:
                  - { oauth2: [read] }
                  - allOf: [basic, { apiKey: app, in: query }, { apiKey: tenant, in: cookie }]
            """))
        #expect(model.endpoint("a")?.auth == .allOf([.bearer, .apiKey(name: "X-App-Id", placement: .header)]))
        #expect(model.endpoint("b")?.auth == .anyOf([
            .oauth2(scopes: ["read"]),
            .allOf([.basic, .apiKey(name: "app", placement: .query), .apiKey(name: "tenant", placement: .cookie)]),
        ]))
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: [bearer, [basic, { apiKey: k }]] }\n") == [
            "spec.yaml:2:27: error: alternatives cannot go inside `allOf`; list each combination as an alternative of its own",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: [bearer, { allOf: [basic, { apiKey: k }] }] }\n") == [
            "spec.yaml:2:27: error: `allOf` cannot nest; list all its schemes in one `allOf`",
        ])
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, response: none, auth: { allOf: [basic] } }\n") == [
            "spec.yaml:2:53: error: `allOf` needs at least two schemes; write a single scheme on its own",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { apiKey: k, oauth2: [read] }\n") == [
            "spec.yaml:2:9: error: `auth` is either `apiKey` or `oauth2`, not both; for both at once, list each in `{ allOf: [...] }`",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: bearer }\n") == [
            "spec.yaml:2:18: error: expected a list of schemes for `allOf`",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: [bearer, basic], apiKey: k }\n") == [
            "spec.yaml:2:27: error: `basic` and `bearer` both travel in `Authorization`, which holds one credential",
            "spec.yaml:2:35: error: `apiKey` cannot stand beside `allOf`; put each scheme in its list",
        ])
    }

    @Test func parameterLocationAndStyleAreChoices() {
        let found = SpecHarness.diagnostics("""
            endpoints:
              a:
                method: GET
                path: /a
                params:
                  q: { in: querry, type: string }
                  r: { type: "string[]", style: pipe }
                response: none
            """)
        #expect(found == [
            "spec.yaml:6:16: error: `querry` is not a valid parameter location (`in`); did you mean `query`?",
            "spec.yaml:7:37: error: `pipe` is not a valid `style`; expected one of: `form`, `spaceDelimited`, `pipeDelimited`, `deepObject`",
        ])
    }

    @Test func aSchemaIsOneThing() {
        #expect(SpecHarness.diagnostics("models:\n  A: { type: string, properties: { a: int } }\n") == [
            "spec.yaml:2:22: error: model `A` has both `type` and `properties`; a schema is one of: a type, an object, an enum or a oneOf",
        ])
    }

    @Test func endpointNeedsMethodPathAndResponse() {
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { summary: x }\n") == [
            "spec.yaml:2:3: error: endpoint `a` needs a `method`",
            "spec.yaml:2:3: error: endpoint `a` needs a `path`",
            "spec.yaml:2:3: error: endpoint `a` needs a `response` (write `response: none` for an empty body)",
        ])
    }

    @Test func aMethodWrittenAsAKeyGetsOneErrorSayingWhatToWrite() {
        // Read as the method and path it means, so the rest is still checked: `{id}` here.
        #expect(SpecHarness.diagnostics("endpoints:\n  getItem:\n    get: /items/{id}\n    response: none\n") == [
            "spec.yaml:3:5: error: write the method and path as `method: GET` and `path: /items/{id}`",
            "spec.yaml:3:17: error: `{id}` in the path has no parameter; declare `id` under `params`",
        ])
        #expect(SpecHarness.diagnostics("endpoints:\n  a:\n    Post: { summary: x }\n    response: none\n") == [
            "spec.yaml:3:5: error: `Post` is not a key of an endpoint; write `method: POST` and `path:` beside the endpoint's other keys",
        ])
        // With `method` written, a `get` key is just an unknown key.
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, get: /b, response: none }\n").first?
            .hasPrefix("spec.yaml:2:31: error: unknown key `get` in endpoint `a`;") == true)
    }

    @Test func openAPISpellingsGetApigensInOneErrorEach() {
        let found = SpecHarness.diagnostics("""
            models:
              Pet:
                required: [name]
                properties:
                  name: string
                  owner: { $ref: "#/components/schemas/Owner" }
                  born: { type: string, format: date-time }
                  count: { type: int, format: int64 }
                  code: { type: string, format: hex }
              Owner: { properties: { id: int } }
            endpoints:
              a:
                method: POST
                path: /a
                parameters: { q: string }
                requestBody: Pet
                response: none
            """)
        #expect(found == [
            "spec.yaml:3:5: error: unknown key `required` in model `Pet`; a property is required unless it is optional (`T?` or `optional: true`) or has a `default`",
            "spec.yaml:6:16: error: unknown key `$ref` in property `owner`; name the model as the type: `type: Owner`",
            "spec.yaml:7:37: error: `format: date-time` is a type in apigen: write `type: date-time` instead",
            "spec.yaml:8:35: error: `format: int64` is a type in apigen: write `type: int64` instead",
            "spec.yaml:9:37: error: unknown `format` `hex`; the supported format is `email` (use `pattern` for others)",
            "spec.yaml:15:5: error: unknown key `parameters` in endpoint `a`; did you mean `params`?",
            "spec.yaml:16:5: error: unknown key `requestBody` in endpoint `a`; did you mean `body`?",
        ])
    }

    @Test func anOpenAPIDocumentIsToldWhereEachPartGoes() {
        let document = SpecHarness.diagnostics("""
            openapi: 3.0.3
            info: { title: Pets }
            servers: [{ url: "https://x.example" }]
            security: [{ bearer: [] }]
            paths: { /pets: { get: { operationId: listPets } } }
            components: { schemas: { Pet: { type: object } } }
            """)
        #expect(document == [
            "spec.yaml:1:1: error: unknown key `openapi` in a spec file; this reads like an OpenAPI document; apigen reads its own shorter YAML, "
                + "and `apigen import FILE --output DIR` translates an OpenAPI 3 document into it",
            "spec.yaml:2:1: error: unknown key `info` in a spec file; the API's name, version and description go in the `api` block",
            "spec.yaml:3:1: error: unknown key `servers` in a spec file; servers go in the `api` block: `baseURL`, and `servers` for the others",
            "spec.yaml:4:1: error: unknown key `security` in a spec file; the API's `auth` goes in the `api` block",
            "spec.yaml:5:1: error: unknown key `paths` in a spec file; operations go under `endpoints:`, each under its name with its `method` and `path`",
            "spec.yaml:6:1: error: unknown key `components` in a spec file; schemas go under `models:`, each under its name",
        ])
        let parts = SpecHarness.diagnostics("""
            api: { title: Pets, baseURL: "https://x.example", security: [] }
            models:
              Pet: { properties: { id: int }, example: { id: 1 } }
            endpoints:
              a: { method: GET, path: /a, operationId: listA, security: [], response: Pet }
            """)
        #expect(parts == [
            "spec.yaml:1:8: error: unknown key `title` in the `api` block; did you mean `name`?",
            "spec.yaml:1:51: error: unknown key `security` in the `api` block; did you mean `auth`?",
            "spec.yaml:3:35: error: unknown key `example` in model `Pet`; apigen keeps no examples; show one in the `description`",
            "spec.yaml:5:31: error: unknown key `operationId` in endpoint `a`; the endpoint's key is its name (`getPet:` gives `GetPetRequest`); `name:` sets another Swift name",
            "spec.yaml:5:51: error: unknown key `security` in endpoint `a`; did you mean `auth`?",
        ])
    }

    @Test func emptyTextIsAnError() {
        #expect(SpecHarness.diagnostics("models:\n  A: { type: string, description: }\n") == [
            "spec.yaml:2:35: error: expected text for `description`, found nothing",
        ])
    }

    @Test func closestMatchAndEditDistance() {
        #expect(editDistance("minLenght", "minLength") == 1)
        #expect(editDistance("", "abc") == 3)
        #expect(closestMatch(to: "MAXITEMS", among: ["maxItems", "minItems"]) == "maxItems")
        #expect(closestMatch(to: "colour", among: ["api", "models"]) == nil)
    }

    /// The bounded distance that suggestions use stops early, and still answers as the whole
    /// computation does: the distance when it is within the bound, `nil` when it is not.
    @Test func aBoundedDistanceAgreesWithTheWholeOne() {
        var random = SplitMix(state: 7)
        let letters: [Character] = ["a", "b", "c", "é"]
        func word() -> [Character] { (0..<Int.random(in: 0...7, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" } }
        for _ in 0..<3_000 {
            let a = word(), b = word()
            let whole = editDistance(String(a), String(b))
            for bound in 0...4 {
                #expect(editDistance(a, b, atMost: bound) == (whole <= bound ? whole : nil), "\(String(a)) \(String(b)) \(bound)")
            }
        }
    }
}
