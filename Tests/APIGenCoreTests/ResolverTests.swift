import Testing
@testable import APIGenCore

@Suite("Resolver")
struct ResolverTests {
    @Test func unknownModelSuggestsTheClosestName() {
        #expect(SpecHarness.diagnostics("models:\n  Pet: { properties: { tag: Tga } }\n  Tag: { properties: { name: string } }\n") == [
            "spec.yaml:2:29: error: no type named `Tga`; did you mean `Tag`?",
        ])
    }

    @Test func aMistypedPrimitiveIsSuggestedOnlyWhereATypeCanBeOne() {
        #expect(SpecHarness.diagnostics("models:\n  Pet: { properties: { name: strin } }\n") == [
            "spec.yaml:2:30: error: no type named `strin`; did you mean `string`?",
        ])
        #expect(SpecHarness.diagnostics("models:\n  Pet: { properties: { age: integer, ok: Boolean } }\n") == [
            "spec.yaml:2:29: error: no type named `integer`; apigen writes `int` (or `int32`, `int64`)",
            "spec.yaml:2:42: error: no type named `Boolean`; apigen writes `bool`",
        ])
        #expect(SpecHarness.diagnostics("models:\n  Pet: { properties: { age: integr, ok: boolen, n: Intger } }\n") == [
            "spec.yaml:2:29: error: no type named `integr`; for `integer`, apigen writes `int` (or `int32`, `int64`)",
            "spec.yaml:2:41: error: no type named `boolen`; did you mean `bool`?",
            "spec.yaml:2:52: error: no type named `Intger`; for `integer`, apigen writes `int` (or `int32`, `int64`)",
        ])
        // `include:` takes models only, so a primitive is no suggestion there.
        #expect(SpecHarness.diagnostics("models:\n  Base: { properties: { id: int } }\n  Pet: { include: [strin, Bsae] }\n") == [
            "spec.yaml:3:20: error: no model named `strin`",
            "spec.yaml:3:27: error: no model named `Bsae`; did you mean `Base`?",
        ])
    }

    @Test func namesAreGlobalAcrossFiles() {
        let found = SpecHarness.diagnostics([
            "a.yaml": "models:\n  Pet: { properties: { id: int } }\n",
            "b.yaml": "models:\n  Pet: { properties: { id: int } }\nendpoints:\n  x: { method: GET, path: /x, response: Pet }\n",
        ])
        #expect(found == [
            "b.yaml:2:3: error: model `Pet` is already defined in a.yaml:2\na.yaml:2:3: note: first defined here",
        ])
    }

    @Test func referencesWorkAcrossFiles() throws {
        let result = SpecHarness.run([
            "a.yaml": "models:\n  Pet: { properties: { owner: Owner } }\n",
            "b.yaml": "models:\n  Owner: { properties: { name: string } }\n",
        ])
        let model = try #require(result.model)
        #expect(model.model("Pet")?.property("owner")?.field.type == .named("Owner"))
        #expect(model.files.map(\.relativePath) == ["a.yaml", "b.yaml"])
    }

    @Test func twoKeysBecomingOneSwiftNameIsAnErrorWithBothSources() {
        let found = SpecHarness.diagnostics("models:\n  User:\n    properties:\n      user_id: int\n      userId: int\n")
        #expect(found == [
            "spec.yaml:5:7: error: property `userId` becomes the Swift name `userID` in model `User`, which property `user_id` (line 4) already has; choose another with `name:`\nspec.yaml:4:7: note: property `user_id` is here",
        ])
    }

    @Test func nameOverrideResolvesACollision() throws {
        let model = try #require(SpecHarness.model("models:\n  User:\n    properties:\n      user_id: int\n      userId: { type: int, name: legacyUserID }\n"))
        #expect(model.model("User")?.properties.map(\.swiftName) == ["userID", "legacyUserID"])
    }

    @Test func modelCollidingWithARequestNameIsAnError() {
        let found = SpecHarness.diagnostics("""
            models:
              CreatePetRequest: { properties: { a: int } }
            endpoints:
              createPet: { method: POST, path: /pets, response: none }
            """)
        #expect(found == [
            "spec.yaml:4:3: error: endpoint `createPet` becomes the Swift name `CreatePetRequest` in the API, which model `CreatePetRequest` (line 2) already has; choose another with `name:`\nspec.yaml:2:3: note: model `CreatePetRequest` is here",
        ])
    }

    /// Each endpoint names its `Failure` at the top level too (`GetPetError`), so a model may not take that name.
    @Test func modelCollidingWithAnErrorNameIsAnError() {
        let found = SpecHarness.diagnostics("""
            models:
              GetPetError: { properties: { a: int } }
            endpoints:
              getPet: { method: GET, path: /pet, response: none, name: fetchPet }
              getPetAgain: { method: GET, path: /pet2, response: none, name: getPet }
            """)
        #expect(found == [
            "spec.yaml:5:66: error: the error type of endpoint `getPetAgain` becomes the Swift name `GetPetError` in the API, which model `GetPetError` (line 2) already has; choose another with `name:`\nspec.yaml:2:3: note: model `GetPetError` is here",
        ])
    }

    @Test func modelsNamedLikeStandardTypesAreFine() throws {
        let model = try #require(SpecHarness.model("models:\n  Error: { properties: { message: string } }\n  Data: { properties: { bytes: data } }\n  URL: string\n"))
        #expect(model.files[0].models.map(\.swiftName) == ["Error", "Data", "URL"])
    }

    /// A model named like a runtime type makes generated code spell the runtime's with its module.
    @Test func aModelNamedFileUploadLeavesTheRuntimesTypeReachable() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              FileUpload: { properties: { name: string } }
              Upload: { properties: { file: file, files: "file[]?", record: FileUpload } }
            endpoints:
              up: { method: POST, path: /up, body: { type: Upload, encoding: multipart }, response: FileUpload }
            """])
        #expect(files.contains { $0.contents.contains("public var file: APIRuntime.FileUpload\n") })
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    @Test func modelsCannotTakeNamesSwiftOrTheGeneratedCodeNeeds() {
        let found = SpecHarness.diagnostics("""
            models:
              Self: { properties: { a: int } }
              ANY: { properties: { a: int } }
              Swift: { properties: { a: int } }
              Base: { type: int, name: Foundation }
              APIRuntime: string
              User: { properties: { me: Self, base: Base } }
              Response: { properties: { a: int } }
              Failure: { properties: { a: int } }
              CodingKeys: { enum: [a] }
              DiscriminatorKey: { enum: [a] }
            """)
        // Uses of such a model are still checked, and not reported as unknown.
        #expect(found == [
            "spec.yaml:2:3: error: model `Self` cannot take the Swift name `Self`: Swift does not let `Self` name a type; choose another with `name:`",
            "spec.yaml:3:3: error: model `ANY` cannot take the Swift name `Any`: Swift does not let `Any` name a type; choose another with `name:`",
            "spec.yaml:4:3: error: model `Swift` cannot take the Swift name `Swift`: it would hide the module `Swift`, which generated code names (`Swift.String`, where a model is named `String`); choose another with `name:`",
            "spec.yaml:5:28: error: model `Base` cannot take the Swift name `Foundation`: it would hide the module `Foundation`, which generated code names (`Foundation.Data`, where a model is named `Data`); choose another with `name:`",
            "spec.yaml:6:3: error: model `APIRuntime` cannot take the Swift name `APIRuntime`: it would hide the module `APIRuntime`, which generated code names (`APIRuntime.JSONValue`, where a model is named `JSONValue`); choose another with `name:`",
            "spec.yaml:8:3: error: model `Response` cannot take the Swift name `Response`: every request type has a member `Response`, which would hide the model inside it; choose another with `name:`",
            "spec.yaml:9:3: error: model `Failure` cannot take the Swift name `Failure`: every request type has a member `Failure`, which would hide the model inside it; choose another with `name:`",
            "spec.yaml:10:3: error: model `CodingKeys` cannot take the Swift name `CodingKeys`: every model has a member `CodingKeys`, which would hide this model inside it; choose another with `name:`",
            "spec.yaml:11:3: error: model `DiscriminatorKey` cannot take the Swift name `DiscriminatorKey`: a union with a discriminator has a member `DiscriminatorKey`, which would hide this model inside it; choose another with `name:`",
        ])
    }

    /// A model named as a standard type that app code names without its module (`Error`,
    /// `Task`, `Data`) compiles, but hides that type wherever the client is visible: a warning
    /// says so, unless `name:` gives the model another Swift name. Its generated code still
    /// reaches the standard type, as `Swift.Error`.
    @Test func aModelThatWouldHideAStandardTypeIsWarnedAbout() async throws {
        let specs = ["spec.yaml": """
            models:
              Error: { properties: { message: string } }
              task: { properties: { title: string } }
              Data: { properties: { bytes: data }, name: Payload }
            endpoints:
              getTask: { method: GET, path: /task, response: task, errors: { default: Error } }
            """]
        let (_, diagnostics) = SpecHarness.run(specs)
        #expect(diagnostics.sorted.map(\.description) == [
            "spec.yaml:2:3: warning: model `Error` is the Swift type `Error`, which hides Swift's `Error` wherever the client is visible "
                + "(app code's `Error` would mean the model); choose another with `name:`",
            "spec.yaml:3:3: warning: model `task` is the Swift type `Task`, which hides Swift's `Task` wherever the client is visible "
                + "(app code's `Task` would mean the model); choose another with `name:`",
        ])
        let files = try SpecHarness.generate(specs)
        #expect(files.map(\.contents).joined().contains("public nonisolated enum Failure: Swift.Error, Sendable"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// `Pet.Type`, `Pet.Protocol` and `Pet.Self` mean something else in Swift, and `Any` cannot name a type.
    @Test func inlineTypesThatSwiftWouldMisreadGetValueAdded() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Pet:
                properties:
                  type: { enum: [cat, dog] }
                  protocol: { properties: { version: int } }
                  self: { oneOf: [string, int] }
                  any: { items: { properties: { a: int } } }
                  types: { values: { enum: [a] } }
            endpoints:
              list: { method: GET, path: /pets, params: { type: { enum: [a, b] } }, response: none }
            """))
        let pet = try #require(model.model("Pet"))
        #expect(pet.nested.map(\.qualifiedName) == ["Pet.TypeValue", "Pet.ProtocolValue", "Pet.SelfValue", "Pet.AnyItem", "Pet.TypesValue"])
        #expect(model.endpoint("list")?.nested.map(\.qualifiedName) == ["ListRequest.TypeValue"])
        let collision = SpecHarness.diagnostics("""
            models:
              Pet: { properties: { type: { enum: [a] }, type_value: { enum: [b] } } }
            """)
        #expect(collision == [
            "spec.yaml:2:57: error: the inline type of property `type_value` becomes the Swift name `TypeValue` in model `Pet`, which the inline type of property `type` (line 2) already has; choose another with `name:`\nspec.yaml:2:30: note: the inline type of property `type` is here",
        ])
    }

    /// An inline type never takes a model's name: inside `Order`, `Owner` must mean the model, not
    /// the inline type of `Order.owner`, or a property of type `Owner` would silently decode another type.
    @Test func inlineTypesNeverHideAModel() async throws {
        let spec = """
            models:
              Owner: { properties: { name: string } }
              OwnerValue: { properties: { name: string } }
              Order: { properties: { owner: { properties: { id: int } }, seller: Owner } }
              Pet: { properties: { pet: { properties: { x: int } }, parent: Pet? } }
              Body: { properties: { b: int } }
            endpoints:
              send: { method: POST, path: /send, params: { owner: { in: query, enum: [a] }, who: { in: query, type: Owner, encoding: json } }, body: { properties: { b: Body } }, response: none }
            """
        let model = try #require(SpecHarness.model(spec))
        #expect(model.model("Order")?.nested.map(\.qualifiedName) == ["Order.OwnerValue2"])
        #expect(model.model("Pet")?.nested.map(\.qualifiedName) == ["Pet.PetValue"])
        #expect(model.endpoint("send")?.nested.map(\.qualifiedName) == ["SendRequest.OwnerValue2", "SendRequest.BodyValue"])
        let files = try SpecHarness.generate(["spec.yaml": spec])
        let text = files.map(\.contents).joined()
        #expect(text.contains("    public var seller: Owner\n") && text.contains("    public var who: Owner\n"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A name that starts with a digit is the same as a type and as a member (`2fa` is `_2fa`), and
    /// inside a type a member hides a type of its name: `_2fa.self` would mean the member. So a
    /// member never takes a model's name.
    @Test func membersNeverTakeAModelsName() async throws {
        let spec = """
            models:
              2fa: { properties: { code: string } }
              Either: { oneOf: [2fa, string] }
              Holder: { properties: { 2fa: 2fa, day: { type: date, default: "2024-02-29" } } }
              Nested: { properties: { 3d: { properties: { a: int } } } }
            endpoints:
              verify:
                method: POST
                path: /verify/{2fa}
                params: { 2fa: string }
                response: { type: 2fa, headers: { 2fa: string } }
            """
        let model = try #require(SpecHarness.model(spec))
        guard case .union(let union)? = model.model("Either")?.kind else { Issue.record("Either is no union"); return }
        #expect(union.variants.map(\.caseName) == ["_2faValue", "string"])
        #expect(model.model("Holder")?.properties.map(\.swiftName) == ["_2faValue", "day"])
        // Nothing clashes here: a nested type is always written qualified (`Nested._3d`).
        #expect(model.model("Nested")?.properties.map(\.swiftName) == ["_3d"])
        #expect(model.endpoint("verify")?.parameters.map(\.swiftName) == ["_2faValue"])
        #expect(try await SwiftCompiler.compile(try SpecHarness.generate(["spec.yaml": spec])) == "")
    }

    /// Request types and their error aliases shadow standard and runtime types too: an endpoint
    /// `api` is `APIRequest`, the protocol every request conforms to, `http` is `HTTPRequest`,
    /// and `decoding` names its errors `DecodingError`, which a tagged union's decoding throws.
    @Test func requestsNamedLikeRuntimeTypesStillCompile() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Either: { oneOf: [Left, Right], discriminator: kind }
              Left: { properties: { l: int } }
              Right: { properties: { r: string } }
            endpoints:
              api: { method: GET, path: /api, response: string }
              http: { method: GET, path: /http, response: none }
              decoding: { method: GET, path: /decoding, response: Either }
            """])
        #expect(files.map(\.contents).joined().contains("struct APIRequest: APIRuntime.APIRequest {"))
        #expect(files.map(\.contents).joined().contains("throw Swift.DecodingError.dataCorruptedError("))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// An optional form or multipart body whose object names no field sends an empty body; the
    /// generated code must not bind the body it does not read (a warning, and an error where
    /// warnings are).
    @Test func optionalBodiesWithNoFieldsCompileWithoutWarnings() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Empty: { properties: {} }
            endpoints:
              form: { method: POST, path: /form, body: { type: Empty, encoding: form, optional: true }, response: none }
              parts: { method: POST, path: /parts, body: { type: Empty, encoding: multipart, optional: true }, response: none }
            """])
        #expect(files.map(\.contents).joined().contains("        if self.body != nil {\n            request.formBody { form in\n"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A model may take the name of any type the generated code spells; the code then names
    /// the standard or runtime type through its module, and still compiles.
    @Test func modelsNamedLikeEveryTypeTheGeneratedCodeUsesStillCompile() async throws {
        let spelled = Mirror(reflecting: TypeNames(shadowed: []).view).children.compactMap { $0.value as? String }
        #expect(spelled.count > 40)
        let shadowing = spelled.map { "  \($0): { properties: { a: int } }\n" }.joined()
        let files = try SpecHarness.generate(["spec.yaml": """
            api:
              name: Shadow
              baseURL: https://example.com
              headers: { Accept: application/json }
              auth: [bearer, { apiKey: key, in: query }]
              timeout: 5
              servers: { staging: "https://staging.example.com" }
            models:
            \(shadowing)  Thing:
                properties:
                  type: { enum: [a, b] }
                  protocol: { properties: { x: int } }
                  self: { oneOf: [string, int] }
                  any: { enum: [1, 2], type: int, frozen: true }
                  at: { type: date-time, default: "2024-01-01T00:00:00Z" }
                  day: { type: date, default: "2024-02-29" }
                  id: { type: uuid, default: 0F8FAD5B-D9CB-469F-A165-70867728950E }
                  link: { type: url, default: "https://example.com" }
                  bytes: { type: data, optional: true, secret: true }
                  price: { type: decimal, multipleOf: 0.01, wire: string }
                  code: { type: string, pattern: "^[a-z]+$", maxLength: 5 }
                  tags: { type: "string[]", uniqueItems: true }
                  extra: any?
                  small: { type: int32, minimum: 1, secret: true }
                  big: int64?
                  ratio: double?
                  part: float?
                  flag: bool?
                additionalProperties: false
              Labels: { properties: { n: string }, additionalProperties: string }
              Shape: { oneOf: [Circle, Square], discriminator: kind }
              Circle: { properties: { kind: string, r: double } }
              Square: { properties: { kind: string, s: double } }
              Chain: { properties: { next: Chain? } }
              Form: { properties: { f: file, name: string } }
            endpoints:
              get:
                method: GET
                path: /things/{id}
                params:
                  id: uuid
                  q: { in: query, type: "string[]" }
                  h: { in: header, type: int, secret: true }
                  c: { in: cookie, type: string, optional: true }
                response: { type: Thing, headers: { X-Count: int } }
                errors: { 404: none, 4XX: Labels, default: { type: string, contentType: text/plain } }
              put: { method: PUT, path: /things, body: Thing, response: none, timeout: 2 }
              upload: { method: POST, path: /up, body: { type: Form, encoding: multipart }, response: { type: data, contentType: image/png } }
              login: { method: POST, path: /login, body: { encoding: form, properties: { user: string } }, response: { type: string, contentType: text/plain } }
              shape: { method: GET, path: /shape, response: Shape }
              check: { method: HEAD, path: /check, response: { type: none, headers: { ETag: string } } }
            """])
        let text = files.map(\.contents).joined()
        #expect(text.contains("Swift.CaseIterable") && text.contains("typealias Failure = Swift.Never"))
        #expect(text.contains("Swift.CustomReflectable") && text.contains("APIRuntime.Redacted(hiding: ") && text.contains("Swift.Mirror("))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A mirror isolated to the main actor would not serve `print` called elsewhere (the
    /// conformance would be isolated), and the secrets would show. An app target's main-actor
    /// default isolation would make an unmarked extension so: generated ones say `nonisolated`.
    @Test func secretMirrorsServeCodeOffTheMainActor() async throws {
        var files = try SpecHarness.generate(["spec.yaml": """
            models:
              Login:
                properties:
                  password: { type: string, secret: true }
                  owner: { properties: { pin: { type: int, secret: true } } }
            endpoints:
              e:
                method: GET
                path: /e
                params: { X-Key: { in: header, type: string, secret: true } }
                response: { type: Login, headers: { X-Token: { type: string, secret: true } } }
            """])
        files.append(GeneratedFile(name: "Use.swift", contents: """
            nonisolated func mirrors(_ login: Login, _ request: ERequest, _ response: ERequest.Response) -> [Mirror] {
                [login.customMirror, login.owner.customMirror, request.customMirror, response.customMirror]
            }

            """))
        let complaints = try await SwiftCompiler.compile(files)
        #expect(complaints.isEmpty, "\(complaints)")
    }

    /// A secret that the client decodes itself (a number carried as a string, a typed response
    /// header) is not quoted by the error for a value that does not decode; the others are.
    @Test func secretsTheClientDecodesAreNotQuotedWhenTheyFail() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Pin: { type: int, secret: true }
              Card:
                properties:
                  pin: { type: Pin, wire: string }
                  cvc: { type: int?, wire: string, secret: true }
                  tries: { type: int, wire: string }
            endpoints:
              e:
                method: GET
                path: /e
                response: { type: Card, headers: { X-Session: { type: uuid, secret: true }, X-Count: int? } }
            """])
        let text = files.map(\.contents).joined()
        for line in [
            "try container.decodeNumberString(Pin.self, forKey: .pin, redactingValue: true)",
            "try container.decodeNumberStringIfPresent(Int.self, forKey: .cvc, redactingValue: true)",
            "try container.decodeNumberString(Int.self, forKey: .tries)",
            #"try decoder.header("X-Session", as: UUID.self, from: response, redactingValue: true)"#,
            #"try decoder.optionalHeader("X-Count", as: Int.self, from: response)"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A deprecated request's types are deprecated, and an extension that names one warns
    /// unless it is deprecated too (found by `Fuzz/compile-check`, seed 5034).
    @Test func secretMirrorsOfADeprecatedRequestAreDeprecatedToo() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            endpoints:
              old:
                method: POST
                path: /old
                deprecated: true
                params: { X-Key: { in: header, type: string, secret: true } }
                body: { properties: { pin: { type: int, secret: true }, owner: { properties: { code: { type: string, secret: true } } } } }
                response: { type: none, headers: { X-Token: { type: string, secret: true } } }
            """])
        let text = files.map(\.contents).joined()
        #expect(text.components(separatedBy: "nonisolated extension OldRequest").count == 5, "\(text)")
        let complaints = try await SwiftCompiler.compile(files)
        #expect(complaints.isEmpty, "\(complaints)")
    }

    @Test func namedScalarConstraintsApplyAtEveryUse() throws {
        let model = try #require(SpecHarness.model("""
            models:
              PetID: { type: int64, minimum: 1 }
              Order:
                properties:
                  pet: PetID
                  pets: { type: "PetID[]", maxItems: 3 }
                  best: { type: PetID, maximum: 100 }
                  maybe: PetID?
            """))
        let order = try #require(model.model("Order"))
        #expect(order.property("pet")?.field.constraints.minimum?.value.text == "1")
        #expect(order.property("pets")?.field.constraints.items?.value.minimum?.value.text == "1")
        #expect(order.property("pets")?.field.constraints.maxItems == 3)
        #expect(order.property("best")?.field.constraints.minimum?.value.text == "1")
        #expect(order.property("best")?.field.constraints.maximum?.value.text == "100")
        #expect(order.property("maybe")?.field.constraints.minimum?.value.text == "1")
        #expect(order.property("maybe")?.isRequired == false)
    }

    @Test func theTighterBoundWinsWhenBothApply() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Small: { type: int, minimum: 1, maximum: 10 }
              A: { properties: { x: { type: Small, minimum: 5, maximum: 20 } } }
            """))
        let constraints = try #require(model.model("A")?.property("x")?.field.constraints)
        #expect(constraints.minimum?.value.text == "5")
        #expect(constraints.maximum?.value.text == "10")
    }

    /// A use site's `multipleOf` does not replace its named scalar's: the value must be a
    /// multiple of both (a step written twice, in any spelling, is checked once), and so must a
    /// default. Each is checked on its own, so a report names the one broken.
    @Test func everyMultipleOfApplies() async throws {
        let spec = """
            models:
              Even: { type: int, multipleOf: 2 }
              Tenth: { type: double, multipleOf: 0.1 }
              A:
                properties:
                  x: { type: Even, multipleOf: 3 }
                  y: { type: Tenth, multipleOf: 0.10, optional: true }
                  z: { type: Even, minimum: 0, multipleOf: 3, secret: true }
            """
        let model = try #require(SpecHarness.model(spec))
        #expect(model.model("A")?.property("x")?.field.constraints.multiplesOf.map(\.text) == ["2", "3"])
        #expect(model.model("A")?.property("y")?.field.constraints.multiplesOf.map(\.text) == ["0.1"])
        let text = try SpecHarness.generate(["spec.yaml": spec]).map(\.contents).joined()
        #expect(text.contains("""
                    report.check(self.x, at: path["x"], multipleOf: 2)
                    report.check(self.x, at: path["x"], multipleOf: 3)
                    report.check(self.y, at: path["y"], multipleOf: 0.1)
                    report.check(self.z, at: path["z"], minimum: 0, multipleOf: 2, redactingValue: true)
                    report.check(self.z, at: path["z"], multipleOf: 3, redactingValue: true)
            """))
        #expect(SpecHarness.diagnostics("""
            models:
              Even: { type: int, multipleOf: 2 }
              A: { properties: { x: { type: Even, multipleOf: 3, default: 3 } } }
            """) == ["spec.yaml:3:63: error: default `3` of property `x` is not a multiple of its `multipleOf` 2"])
    }

    @Test func numbersStayExact() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Big: { type: int64, maximum: 9007199254740993 }
              Price: { type: decimal, multipleOf: 0.1, minimum: 0.10 }
            """))
        guard case .alias(let big)? = model.model("Big")?.kind, case .alias(let price)? = model.model("Price")?.kind else {
            Issue.record("not aliases")
            return
        }
        #expect(big.constraints.maximum?.value.text == "9007199254740993")
        #expect(big.constraints.maximum?.value.int64 == 9_007_199_254_740_993)
        #expect(price.constraints.multiplesOf.map(\.text) == ["0.1"])
        #expect(price.constraints.minimum?.value.text == "0.10")
    }

    @Test func constraintsMustFitTheirType() {
        let found = SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  age: { type: int, minLength: 1 }
                  name: { type: string, maximum: 3 }
                  tags: { type: "string[]", maxProperties: 2 }
                  small: { type: int32, maximum: 3000000000 }
                  whole: { type: int, minimum: 1.5 }
                  range: { type: int, minimum: 5, maximum: 1 }
                  text: { type: string, minLength: 5, maxLength: 2 }
                  step: { type: double, multipleOf: 0 }
                  open: { type: int, exclusiveMinimum: true }
                  mail: { type: string, format: phone }
                  pass: { type: string, format: password }
            """)
        #expect(found == [
            "spec.yaml:4:36: error: `minLength` applies to strings, but property `age` is `int`",
            "spec.yaml:5:38: error: `maximum` applies to numbers, but property `name` is `string`",
            "spec.yaml:6:48: error: `maxProperties` applies to maps, but property `tags` is `string[]`",
            "spec.yaml:7:38: error: `maximum` 3000000000 is outside the range of int32",
            "spec.yaml:8:36: error: `minimum` of an integer must be a whole number that fits in Int64, not `1.5`",
            "spec.yaml:9:48: error: no number satisfies `minimum` 5 and `maximum` 1",
            "spec.yaml:10:54: error: `maxLength` 2 is less than `minLength` 5",
            "spec.yaml:11:41: error: `multipleOf` must be more than 0",
            "spec.yaml:12:44: error: `exclusiveMinimum` needs a `minimum`",
            "spec.yaml:13:37: error: unknown `format` `phone`; the supported format is `email` (use `pattern` for others)",
            "spec.yaml:14:37: error: `format: password` is `secret: true` in apigen, on the property or parameter",
        ])
    }

    /// Under a typed array or map, `items:` and `values:` hold constraints; a key that would
    /// be read there and ignored is an error that says what to write.
    @Test func elementKeysWithoutEffectAreErrors() throws {
        let found = SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  tags: { type: "string[]", items: { nullable: true, minLength: 1 } }
                  counts: { type: "map<int>", values: { default: 3, wire: string, description: A count. } }
            """)
        #expect(found == [
            "spec.yaml:4:52: error: `nullable` under `items` of property `tags` has no effect; for items that may be `null`, "
                + "make the element type optional: `string?[]`",
            "spec.yaml:5:54: error: `default` under `values` of property `counts` has no effect; give the default on the property itself",
            "spec.yaml:5:63: error: `wire` under `values` of property `counts` has no effect; `wire: string` applies to a number "
                + "property, not to its elements",
            "spec.yaml:5:84: error: `description` under `values` of property `counts` has no effect; describe the property itself",
        ])
        let model = try #require(SpecHarness.model("models: { A: { properties: { tags: \"string?[]\" } } }"))
        #expect(model.model("A")?.property("tags")?.field.type == .array(.optional(.primitive(.string))))
    }

    @Test func invalidPatternIsASpecError() {
        let found = SpecHarness.diagnostics("models:\n  A: { type: string, pattern: \"[a-z\" }\n")
        #expect(found == ["spec.yaml:2:31: error: `pattern` is not a valid regular expression: expected ']' in `[a-z`"])
        // Swift's `Regex` syntax, which generated code matches with: a combining accent
        // written straight after a quantifier is refused as confusable, and lookbehind is
        // not supported yet.
        let more = SpecHarness.diagnostics(
            "models:\n  A: { type: string, pattern: \"(ab\" }\n  B: { type: string, pattern: \"a{3,1}\" }\n"
                + "  C: { type: string, pattern: \"e+\u{301}\" }\n  D: { type: string, pattern: \"(?<=a)b\" }\n")
        #expect(more == [
            "spec.yaml:2:31: error: `pattern` is not a valid regular expression: expected ')' in `(ab`",
            "spec.yaml:3:31: error: `pattern` is not a valid regular expression: range lower bound '3' must be less than or equal to upper bound '1' in `a{3,1}`",
            "spec.yaml:4:31: error: `pattern` is not a valid regular expression: '+\u{301}' is confusable for a metacharacter; use '\\u{...}' instead in `e+\u{301}`",
            "spec.yaml:5:31: error: `pattern` is not a valid regular expression: lookbehind is not currently supported in `(?<=a)b`",
        ])
        #expect(SpecHarness.model("models:\n  A: { type: string, pattern: \"^[a-z]+(?:-[a-z]+)*$\" }\n") != nil)
    }

    /// Dates, date-times, UUIDs and URLs are parsed from their defaults when the generated
    /// code runs, so apigen parses them first, with the runtime's parsers.
    @Test func defaultsAreCheckedAgainstTheirType() {
        let found = SpecHarness.diagnostics("""
            models:
              Mode: { enum: [a, b] }
              A:
                properties:
                  n: { type: int, default: many }
                  m: { type: Mode, default: c }
                  b: { type: bool, default: yes }
                  p: { type: A?, default: x }
                  day: { type: date, default: "2023-02-29" }
                  at: { type: date-time, default: "2024-02-29 12:30" }
                  id: { type: uuid, default: 12 }
                  list: { type: "int[]", default: [1, x] }
                  modes: { type: "array<Mode>", default: [a, d] }
                  nest: { type: "int[][]", default: [[1]] }
            """)
        #expect(found == [
            "spec.yaml:5:32: error: default does not fit property `n` of type `int`",
            "spec.yaml:6:33: error: default `c` is not one of the values of property `m`: `a`, `b`",
            "spec.yaml:7:33: error: default does not fit property `b` of type `bool`",
            "spec.yaml:8:31: error: a `default` is supported on strings, numbers, booleans, enums, dates, date-times, UUIDs, URLs, "
                + "arrays of these, `[]` on any array and `{}` on maps; property `p` is `A?`",
            "spec.yaml:9:35: error: default `2023-02-29` of property `day` is not a day that exists, written yyyy-mm-dd",
            "spec.yaml:10:39: error: default `2024-02-29 12:30` of property `at` is not an RFC 3339 date-time such as `2024-02-29T12:30:00Z`",
            "spec.yaml:11:34: error: default `12` of property `id` is not a UUID",
            "spec.yaml:12:43: error: default does not fit an item of property `list` of type `int`",
            "spec.yaml:13:50: error: default `d` is not one of the values of an item of property `modes`: `a`, `b`",
            "spec.yaml:14:42: error: a list `default` holds single values, not lists or mappings",
        ])
    }

    /// Generated code validates requests before sending them: a default that broke its own
    /// constraints would fail every request that keeps it, so apigen refuses it.
    @Test func defaultsMustSatisfyTheirConstraints() {
        let found = SpecHarness.diagnostics("""
            models:
              Slug: { type: string, pattern: "^[a-z]+$" }
              A:
                properties:
                  name: { type: string, maxLength: 3, default: hello }
                  code: { type: string, minLength: 2, default: "é" }
                  slug: { type: Slug, default: Not a slug }
                  mail: { type: string, format: email, default: nobody }
                  count: { type: int, minimum: 5, default: 1 }
                  above: { type: int, minimum: 5, exclusiveMinimum: true, default: 5 }
                  below: { type: double, maximum: 0.5, exclusiveMaximum: true, default: 0.5 }
                  step: { type: decimal, multipleOf: 0.01, default: 0.125 }
                  tags: { type: "string[]", maxItems: 1, uniqueItems: true, items: { minLength: 2 }, default: [ab, ab, c] }
                  slugs: { type: "Slug[]", default: [ok, Nope] }
                  labels: { type: "map<string>", minProperties: 1, default: {} }
            endpoints:
              list:
                method: GET
                path: /a
                params:
                  limit: { in: query, type: int, maximum: 10, default: 20 }
                response: A
            """)
        #expect(found == [
            "spec.yaml:5:52: error: default `hello` of property `name` is 5 characters long; its `maxLength` is 3",
            "spec.yaml:6:52: error: default `é` of property `code` is 1 character long; its `minLength` is 2",
            "spec.yaml:7:36: error: default `Not a slug` of property `slug` does not match its `pattern` `^[a-z]+$`",
            "spec.yaml:8:53: error: default `nobody` of property `mail` is not an e-mail address (`format: email`)",
            "spec.yaml:9:48: error: default `1` of property `count` is less than its `minimum` 5",
            "spec.yaml:10:72: error: default `5` of property `above` is not more than its `minimum` 5 (exclusive)",
            "spec.yaml:11:77: error: default `0.5` of property `below` is not less than its `maximum` 0.5 (exclusive)",
            "spec.yaml:12:57: error: default `0.125` of property `step` is not a multiple of its `multipleOf` 0.01",
            "spec.yaml:13:99: error: default `[ab, ab, c]` of property `tags` has 3 items; its `maxItems` is 1",
            "spec.yaml:13:99: error: default `[ab, ab, c]` of property `tags` repeats `ab`; it has `uniqueItems: true`",
            "spec.yaml:13:99: error: default item `c` of property `tags` is 1 character long; its `minLength` is 2",
            "spec.yaml:14:41: error: default item `Nope` of property `slugs` does not match its `pattern` `^[a-z]+$`",
            "spec.yaml:15:65: error: default `{}` of property `labels` has no properties; its `minProperties` is 1",
            "spec.yaml:21:60: error: default `20` of parameter `limit` is more than its `maximum` 10",
        ])
        #expect(SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  name: { type: string, minLength: 1, maxLength: 5, pattern: "^[a-z]+$", default: hello }
                  mail: { type: string, format: email, default: a@example.com }
                  count: { type: int32, minimum: 5, maximum: 5, multipleOf: 5, default: 5 }
                  price: { type: decimal, minimum: 0, exclusiveMinimum: true, multipleOf: 0.01, default: 0.10 }
                  tags: { type: "string[]", minItems: 2, uniqueItems: true, items: { maxLength: 1 }, default: [a, b] }
            """) == [])
    }

    /// A default is matched against its pattern as generated code matches values, in linear
    /// time: with `Regex`'s backtracking, `(a+)+` on this default would take longer than the
    /// universe has existed.
    @Test(.timeLimit(.minutes(1))) func defaultsMeetNestedQuantifiersInLinearTime() {
        let almost = String(repeating: "a", count: 60) + "!"
        #expect(SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  word: { type: string, pattern: "(a+)+", default: "\(almost)" }
            """) == ["spec.yaml:4:56: error: default `\(almost.prefix(57))...` of property `word` does not match its `pattern` `(a+)+`"])
    }

    /// A pattern left to `Regex` that repeats a repeating group is a warning; the same shape in
    /// the syntax matched in linear time, a bounded or possessive repeat, or an atomic group is not.
    @Test func nestedRepeatsLeftToRegexAreWarned() {
        let found = SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  a: { type: string, pattern: "(?i)(a+)+" }
                  b: { type: string, pattern: '\\p{Greek}(\\w{2,}\\s?){1,}' }
                  c: { type: string, pattern: "(?=x)((a|b)*c)*" }
                  linear: { type: string, pattern: "(a+)+" }
                  flat: { type: string, pattern: "(?i)a+b+" }
                  bounded: { type: string, pattern: "(?i)(a{2})+" }
                  possessive: { type: string, pattern: "(?i)(a++)+" }
                  atomic: { type: string, pattern: "(?i)(?>a+)+" }
                  inClass: { type: string, pattern: "(?i)[(a+)]+" }
                  escaped: { type: string, pattern: '(?i)\\(a+\\)+' }
            """)
        let message = "warning: `pattern` repeats a group that itself repeats; it uses more than the syntax apigen matches in "
            + "linear time, so Swift's `Regex` matches it, and may take time exponential in the value's length"
        #expect(found == ["spec.yaml:4:35: \(message)", "spec.yaml:5:35: \(message)", "spec.yaml:6:35: \(message)"])
    }

    /// Generated validation compares `double` and `float` values after the compiler rounded them
    /// to the type, and tells list items apart as Swift values: a default is held to the same.
    @Test func defaultsAreComparedAsTheirTypeHoldsThem() {
        let found = SpecHarness.diagnostics("""
            models:
              Kind: { enum: [in-stock, sold] }
              A:
                properties:
                  below: { type: double, maximum: 0.1, exclusiveMaximum: true, default: 0.09999999999999999999 }
                  ratio: { type: float, minimum: 1.00000001, exclusiveMinimum: true, default: 1 }
                  weights: { type: "double[]", uniqueItems: true, default: [1, 2, 1.0] }
                  levels: { type: "float[]", uniqueItems: true, default: [0.1, 0.10000000001] }
                  amounts: { type: "decimal[]", uniqueItems: true, default: [1.5, 1.50] }
                  times: { type: "date-time[]", uniqueItems: true, default: ["2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00"] }
                  ids:
                    type: "uuid[]"
                    uniqueItems: true
                    default: ["0f6b2e1c-3a5d-4f7e-9b8a-1c2d3e4f5a6b", "0F6B2E1C-3A5D-4F7E-9B8A-1C2D3E4F5A6B"]
                  kinds: { type: "Kind[]", uniqueItems: true, default: [in-stock, in-stock] }
            """)
        #expect(found == [
            "spec.yaml:5:77: error: default `0.09999999999999999999` of property `below` is not less than its `maximum` 0.1 (exclusive)",
            "spec.yaml:6:83: error: default `1` of property `ratio` is not more than its `minimum` 1.00000001 (exclusive)",
            "spec.yaml:7:64: error: default `[1, 2, 1.0]` of property `weights` repeats `1.0`; it has `uniqueItems: true`",
            "spec.yaml:8:62: error: default `[0.1, 0.10000000001]` of property `levels` repeats `0.10000000001`; it has `uniqueItems: true`",
            "spec.yaml:9:65: error: default `[1.5, 1.50]` of property `amounts` repeats `1.50`; it has `uniqueItems: true`",
            "spec.yaml:10:65: error: default `[2024-01-01T00:00:00Z, 2024-01-01T01:00:00+01:00]` of property `times` repeats "
                + "`2024-01-01T01:00:00+01:00`; it has `uniqueItems: true`",
            "spec.yaml:14:18: error: default `[0f6b2e1c-3a5d-4f7e-9b8a-1c2d3e4f5a6b, 0F6B2E1C-3A5D-4F7E...` "
                + "of property `ids` repeats `0F6B2E1C-3A5D-4F7E-9B8A-1C2D3E4F5A6B`; it has `uniqueItems: true`",
            "spec.yaml:15:60: error: default `[in-stock, in-stock]` of property `kinds` repeats `in-stock`; it has `uniqueItems: true`",
        ])
        // Rounded to `double`, each of these meets its constraint; and two spellings of "é" are
        // two strings to JSON Schema, as to the runtime's check.
        #expect(SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  least: { type: double, minimum: 0.1000000000000000001, default: 0.1 }
                  tenth: { type: double, multipleOf: 0.1, default: 0.30000000000000001 }
                  names: { type: "string[]", uniqueItems: true, default: ["\\u00E9", "e\\u0301"] }
            """) == [])
    }

    /// A number is written into generated code as a literal of its type: one the type cannot
    /// hold does not compile (`Int32`) or becomes infinity or zero with a warning (`Float`).
    @Test func numbersMustFitTheirType() {
        let found = SpecHarness.diagnostics("""
            models:
              A:
                properties:
                  small: { type: int32, default: 2147483648 }
                  big: { type: float, default: 1e39 }
                  tiny: { type: float, default: 1e-40 }
                  bound: { type: float, maximum: 3.5e38 }
                  step: { type: float, multipleOf: 1e-45 }
                  fine: { type: float, minimum: -3.4028235e38, default: 0, multipleOf: 1.5e-38 }
                  wide: { type: double, default: 1e100 }
            """)
        #expect(found == [
            "spec.yaml:4:38: error: default `2147483648` of property `small` is outside the range of int32",
            "spec.yaml:5:36: error: default `1e39` of property `big` is outside the range of float",
            "spec.yaml:6:37: error: default `1e-40` of property `tiny` is too close to zero for float",
            "spec.yaml:7:38: error: `maximum` 3.5e38 is outside the range of float",
            "spec.yaml:8:40: error: `multipleOf` 1e-45 is too close to zero for float",
        ])
    }

    @Test func propertiesWithDefaultsAreNotRequired() throws {
        let model = try #require(SpecHarness.model("models:\n  A: { properties: { n: { type: int, default: 3 }, m: int, o: int? } }\n"))
        let a = try #require(model.model("A"))
        #expect(a.properties.map(\.isRequired) == [false, true, false])
        #expect(a.property("n")?.defaultValue == .number(ExactNumber("3")!, as: .int))
        #expect(a.property("n")?.field.type == .primitive(.int))
    }

    @Test func containmentCyclesAreReportedWithTheirPath() {
        let found = SpecHarness.diagnostics("""
            models:
              A: { properties: { b: B } }
              B: { properties: { a: A } }
              Node: { properties: { next: Node } }
            """)
        #expect(found == [
            "spec.yaml:3:22: error: `B.a` makes `A` contain itself (A -> B -> A); make one property of the cycle optional, an array or a map",
            "spec.yaml:4:25: error: `Node.next` makes `Node` contain itself (Node -> Node); make one property of the cycle optional, an array or a map",
        ])
    }

    @Test func cyclesThroughOptionalArrayMapOrUnionAreFine() {
        #expect(SpecHarness.diagnostics("""
            models:
              Node: { properties: { next: Node?, children: "Node[]", index: "map<Node>" } }
              Tree: { oneOf: [Leaf, Branch] }
              Leaf: { properties: { value: int } }
              Branch: { properties: { left: Tree, right: Tree } }
            """) == [])
    }

    /// A union whose every variant leads back to it (or to another union like it) has no JSON
    /// value. An object on a cycle already reported does not make the union that holds it
    /// reported again.
    @Test func unionsThatCanNeverHoldAValueAreReported() {
        let found = SpecHarness.diagnostics("""
            models:
              Wrapper: { properties: { inner: Wrapped } }
              Wrapped: { oneOf: [Wrapper] }
              Holder: { properties: { choice: { oneOf: [Holder] } } }
              Loop: { properties: { me: Loop, either: Either } }
              Either: { oneOf: [Loop] }
              Ends: { oneOf: [Ends2, string] }
              Ends2: { properties: { next: Ends } }
            """)
        let tail = "holds it again, or another union like it, with no optional, array or map on the way; add a variant that does not"
        #expect(found == [
            "spec.yaml:3:3: error: `Wrapped` can never hold a value: each of its variants (`Wrapper`) \(tail)",
            "spec.yaml:4:35: error: `Holder.Choice` can never hold a value: each of its variants (`Holder`) \(tail)",
            "spec.yaml:5:25: error: `Loop.me` makes `Loop` contain itself (Loop -> Loop); make one property of the cycle optional, an array or a map",
        ])
    }

    /// An untagged union tries its variants in order, at the same place in the JSON: one that is
    /// its own variant, directly, through other untagged unions or through a named scalar, would
    /// be tried without end (decoding overflowed the stack). Swift refuses `Alone` outright.
    @Test func unionsThatAreTheirOwnVariantAreReported() {
        let found = SpecHarness.diagnostics("""
            models:
              Alone: { oneOf: [Alone] }
              Item: { oneOf: [string, Item] }
              A: { oneOf: [B, int] }
              B: { oneOf: [AliasA, string] }
              AliasA: A
              Tagged: { oneOf: [Leaf], discriminator: kind }
              Leaf: { properties: { kind: string, parent: Tagged? } }
              Fine: { oneOf: [Inner, string] }
              Inner: { oneOf: [int, bool] }
            """)
        let tail = "variants are tried in order, at the same place in the JSON, so decoding would try it without end; take it out of `oneOf`"
        #expect(found == [
            "spec.yaml:2:3: error: `Alone` is a variant of itself (Alone -> Alone): \(tail)",
            "spec.yaml:3:3: error: `Item` is a variant of itself (Item -> Item): \(tail)",
            "spec.yaml:5:3: error: `A` is a variant of itself (A -> B -> A): \(tail)",
        ])
    }

    /// A variant that declares the discriminator as its own property gets the tag there, so the
    /// property must hold the tag: a sample `{"kind": "Order"}` once matched no variant, because
    /// `Order.kind` was an `int32`. The tag must also be valid there, or every value of the
    /// variant would fail to validate (a `strict` enum that does not list it, found by
    /// `Fuzz/compile-check`, seed 12697; a string whose constraints refuse it).
    @Test func aDiscriminatorPropertyMustHoldTheTag() {
        let found = SpecHarness.diagnostics("""
            models:
              Shape: { oneOf: [Circle, Square, Dot, Line, Arc, Ray], discriminator: kind, mapping: { sq: Square } }
              Other: { oneOf: [Circle], discriminator: radius }
              Circle: { properties: { kind: string, radius: double } }
              Square: { properties: { kind: { enum: [square], frozen: true }, side: double } }
              Dot: { properties: { kind: { enum: [x] } } }
              Line: { properties: { kind: Name? } }
              Name: string
              Arc: { properties: { kind: { type: Figure, strict: true } } }
              Figure: { enum: [Arc, Ray] }
              Ray: { properties: { kind: { type: Name, pattern: "^[a-z]+$" } } }
            """)
        #expect(found == [
            "spec.yaml:4:41: error: `Circle.radius` is the discriminator of `Other`, which puts the tag `Circle` there, but it is `double`, "
                + "and the tag is not a number; make the tag one, or the property a string",
            "spec.yaml:5:27: error: `Square.kind` is the discriminator of `Shape`, which puts the tag `sq` there, but it is the frozen enum `Square.Kind`, which does not list it; add it, or make the property a string",
            "spec.yaml:11:24: error: `Ray.kind` is the discriminator of `Shape`, which puts the tag `Ray` there, but it is `Name`, and the tag "
                + "does not match its `pattern` `^[a-z]+$`; change the constraint or the tag",
        ])
        let strict = SpecHarness.diagnostics("""
            models:
              Shape: { oneOf: [Arc], discriminator: kind, mapping: { arc: Arc } }
              Arc: { properties: { kind: { type: Figure, strict: true } } }
              Figure: { enum: [Arc, Ray] }
            """)
        #expect(strict == [
            "spec.yaml:3:24: error: `Arc.kind` is the discriminator of `Shape`, which puts the tag `arc` there, but it is the enum `Figure`, "
                + "which does not list it, with `strict: true`; add it, or drop `strict`",
        ])
    }

    /// A discriminator the variants declare a whole number, a number or a flag makes the tags
    /// such values: each must be one (in the property's range and constraints, whether the
    /// variant declares it or not), no two alike as numbers, and every variant that declares the
    /// property declares it of one JSON type.
    @Test func tagsOfANumberOrFlagDiscriminatorAreSuchValues() {
        let found = SpecHarness.diagnostics("""
            models:
              Coded: { oneOf: [One, Two, Three], discriminator: code, mapping: { 1: One, 01: Two } }
              One: { properties: { code: int } }
              Two: { properties: { code: { type: int32, minimum: 0 } } }
              Three: { properties: { name: string } }
              Ranged: { oneOf: [Big, Neg], discriminator: code, mapping: { 3000000000: Big, -1: Neg } }
              Big: { properties: { code: int32 } }
              Neg: { properties: { code: { type: int, minimum: 0 } } }
              Mixed: { oneOf: [One, Named, Flag], discriminator: code, mapping: { 1: One, x: Named, y: Flag } }
              Named: { properties: { code: string } }
              Flag: { properties: { code: bool } }
              Flags: { oneOf: [Flag, Other], discriminator: code, mapping: { yes: Flag, true: Other } }
              Other: { properties: { code: bool } }
              Shares: { oneOf: [Half, Whole], discriminator: share, mapping: { 0.5: Half, 5e-1: Whole } }
              Half: { properties: { share: double } }
              Whole: { properties: { share: { type: float, maximum: 1 } } }
            """)
        #expect(found == [
            "spec.yaml:2:3: error: the tags `1` and `01` of `Coded` are one number, which `One.code` makes the tags",
            "spec.yaml:2:3: error: the tag `Three` of variant `three` of `Coded` is not a whole number, which `One.code` makes the tags; "
                + "give it one in `mapping`",
            "spec.yaml:7:24: error: `Big.code` is the discriminator of `Ranged`, which puts the tag `3000000000` there, but it is `int32`, "
                + "and the tag is outside the range of int32; change the tag",
            "spec.yaml:8:24: error: `Neg.code` is the discriminator of `Ranged`, which puts the tag `-1` there, but it is `int`, and the tag "
                + "is less than its `minimum` 0; change the constraint or the tag",
            "spec.yaml:10:26: error: `Named.code` is the discriminator of `Mixed`, text here and a whole number in `One`: the tag is one "
                + "JSON type; make them alike",
            "spec.yaml:11:25: error: `Flag.code` is the discriminator of `Mixed`, which puts the tag `y` there, but it is `bool`, and the "
                + "tag is neither `true` nor `false`",
            "spec.yaml:11:25: error: `Flag.code` is the discriminator of `Flags`, which puts the tag `yes` there, but it is `bool`, and the "
                + "tag is neither `true` nor `false`",
            "spec.yaml:14:3: error: the tags `0.5` and `5e-1` of `Shares` are one number, which `Half.share` makes the tags",
        ])
    }

    @Test func cyclesThroughAliasesAreFound() {
        let found = SpecHarness.diagnostics("models:\n  Box: { properties: { inner: Alias } }\n  Alias: Box\n")
        #expect(found == [
            "spec.yaml:2:24: error: `Box.inner` makes `Box` contain itself (Box -> Box); make one property of the cycle optional, an array or a map",
        ])
    }

    /// `R1` is `R0[]`, `R2` is `R1[]`, ...: nesting through named scalars counts, and is reported
    /// once, where it crosses the limit, not at every deeper scalar or use.
    @Test func nestingThroughNamedScalarsIsReportedWhereItCrossesTheLimit() {
        var yaml = "models:\n  R0: { properties: { v: int } }\n"
        for index in 1...40 { yaml += "  R\(index): \"R\(index - 1)[]\"\n" }
        yaml += "  H: { properties: { top: R40, wrapped: \"R30[][][]\" } }\n"
        #expect(SpecHarness.diagnostics(yaml) == [
            "spec.yaml:35:8: error: model `R33` nests 33 arrays and maps; a type nests at most 32",
            "spec.yaml:43:41: error: property `wrapped` nests 33 arrays and maps; a type nests at most 32",
        ])
    }

    /// Inline `items:` levels are checked one by one; only the level that crosses the limit is
    /// reported, not every level around it (each was reported before).
    @Test func inlineNestingIsReportedAtTheLevelThatCrossesTheLimit() {
        func inline(_ levels: Int, around innermost: String) -> String {
            (0..<levels).reduce(innermost) { inner, _ in "{ items: \(inner) }" }
        }
        // Levels start every 9 columns from column 25; the 33rd from the inside is the third from the outside.
        #expect(SpecHarness.diagnostics("models:\n  D: { properties: { x: \(inline(35, around: "string")) } }\n") == [
            "spec.yaml:2:43: error: items of items of property `x` nests 33 arrays and maps; a type nests at most 32",
        ])
        #expect(SpecHarness.diagnostics("models:\n  D: { properties: { x: \(inline(32, around: "string")) } }\n") == [])
        // Around a named scalar that nests 30: the third inline level crosses, the fourth is quiet.
        var yaml = "models:\n  R0: { properties: { v: int } }\n"
        for index in 1...30 { yaml += "  R\(index): \"R\(index - 1)[]\"\n" }
        yaml += "  H: { properties: { x: \(inline(4, around: "R30")) } }\n"
        #expect(SpecHarness.diagnostics(yaml) == [
            "spec.yaml:33:34: error: items of property `x` nests 33 arrays and maps; a type nests at most 32",
        ])
    }

    @Test func aliasDefinedInTermsOfItselfIsAnError() {
        let found = SpecHarness.diagnostics("models:\n  A: B\n  B: A\n  C: { properties: { a: A, b: \"B[]\" } }\n")
        #expect(found == ["spec.yaml:2:3: error: `A` is defined in terms of itself"])
    }

    /// A named scalar is a Swift `typealias`, which cannot refer to itself, even through an
    /// array or a map; generating such a spec used to recurse until apigen crashed.
    @Test func namedScalarsThatHoldThemselvesThroughCollectionsAreErrors() {
        let found = SpecHarness.diagnostics("""
            models:
              Tree: map<Tree?>
              A: "B[]"
              B: { type: "C[]", minItems: 1 }
              C: map<A>
              Holder: { properties: { tree: Tree, a: A } }
              Node: { properties: { children: "Children" } }
              Children: "Node[]"
            """)
        #expect(found == [
            "spec.yaml:2:3: error: `Tree` holds itself through arrays or maps (Tree -> Tree), which Swift cannot say of a named scalar; "
                + "write `Tree` as an object that keeps every key, which reads the same JSON "
                + "(`Tree: { properties: {}, additionalProperties: Tree? }`)",
            "spec.yaml:3:3: error: `A` holds itself through arrays or maps (A -> B -> C -> A), which Swift cannot say of a named scalar; "
                + "write `C` as an object that keeps every key, which reads the same JSON (`C: { properties: {}, additionalProperties: A }`)",
        ])
        #expect(SpecHarness.diagnostics("models:\n  A: \"B[]\"\n  B: \"A[]\"\n") == [
            "spec.yaml:2:3: error: `A` holds itself through arrays or maps (A -> B -> A), which Swift cannot say of a named scalar; "
                + "write `A` as a union of that one variant, which reads the same JSON (`A: { oneOf: [\"B[]\"] }`)",
        ])
        // The forms the advice gives are models.
        #expect(SpecHarness.diagnostics("models:\n  Tree: { properties: {}, additionalProperties: Tree? }\n  A: { oneOf: [\"B[]\"] }\n  B: \"A[]\"\n") == [])
    }

    /// A model that declares an object, an enum or a union has no value a constraint or
    /// `wire: string` could apply to; each written on one is an error (they were read and ignored).
    @Test func constraintsOnAModelThatDeclaresATypeAreErrors() {
        let found = SpecHarness.diagnostics("""
            models:
              Box: { properties: { size: int }, maxProperties: 3, minLength: 1 }
              Color: { enum: [red, green], strict: true, maxItems: 2 }
              Shape: { oneOf: [Box, string], minimum: 0, wire: string }
              Holder: { properties: { color: { type: Color, strict: true }, box: { properties: { a: int }, pattern: x } } }
            """)
        #expect(found == [
            "spec.yaml:2:52: error: `maxProperties` does not apply to model `Box`, an object: it counts a map's entries",
            "spec.yaml:2:66: error: `minLength` does not apply to model `Box`, an object",
            "spec.yaml:3:40: error: `strict` does not apply to model `Color`, an enum: write `strict: true` where the enum is used, "
                + "on a property or parameter",
            "spec.yaml:3:56: error: `maxItems` does not apply to model `Color`, an enum",
            "spec.yaml:4:43: error: `minimum` does not apply to model `Shape`, a oneOf",
            "spec.yaml:4:52: error: `wire` does not apply to model `Shape`, a oneOf",
            // An inline type's constraints are its property's, checked as before.
            "spec.yaml:5:105: error: `pattern` applies to strings, but property `box` is `Holder.BoxValue`",
        ])
    }

    /// Two included models that include one model bring its properties once (a diamond), and
    /// so do two that declare a property alike (OpenAPI documents repeat schemas); two different
    /// properties of one key are still an error.
    @Test func aDiamondOfIncludesBringsEachPropertyOnce() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Plant: { properties: { kind: string } }
              Shrub: { include: [Plant], properties: { height: int } }
              Vine: { include: [Plant], properties: { length: int } }
              Hybrid: { include: [Shrub, Vine], properties: { fruit: string } }
            """))
        #expect(model.model("Hybrid")?.properties.map(\.jsonKey) == ["kind", "height", "length", "fruit"])
        #expect(SpecHarness.diagnostics("""
            models:
              A: { properties: { kind: string, size: int, note: { type: string, description: A's. } } }
              B: { properties: { kind: string, size: { type: int, minimum: 1 }, note: { type: string, description: B's. } } }
              C: { include: [A, B] }
            """) == [
            "spec.yaml:4:21: error: `B` and `A` both bring property `size` into model `C`; declare it in model `C` to choose",
        ])
        let alike = try #require(SpecHarness.model("""
            models:
              A: { properties: { kind: string, note: { type: string, description: A's. } } }
              B: { properties: { kind: string, note: { type: string, description: B's. } } }
              C: { include: [A, B] }
            """))
        #expect(alike.model("C")?.properties.map(\.jsonKey) == ["kind", "note"])
        #expect(alike.model("C")?.property("note")?.description == "A's.")
    }

    @Test func includeCopiesPropertiesAndTheOwnWin() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Base: { properties: { id: int, name: string } }
              Pet: { include: [Base], properties: { name: { type: string, maxLength: 5 }, age: int } }
            """))
        let pet = try #require(model.model("Pet"))
        #expect(pet.properties.map(\.jsonKey) == ["id", "name", "age"])
        #expect(pet.property("name")?.field.constraints.maxLength == 5)
        #expect(SpecHarness.diagnostics("models:\n  A: { include: [E], properties: { x: int } }\n  E: { enum: [a] }\n") == [
            "spec.yaml:2:18: error: `include` takes object models; `E` is not one",
        ])
    }

    @Test func inlineTypesAreNestedAndNamedAfterTheirProperty() throws {
        let model = try #require(SpecHarness.model("""
            models:
              Pet:
                properties:
                  owner: { properties: { display_name: string } }
                  kind: { enum: [cat, dog] }
                  photo_urls: { items: { properties: { url: url } } }
            """))
        let pet = try #require(model.model("Pet"))
        #expect(pet.nested.map(\.qualifiedName) == ["Pet.Owner", "Pet.Kind", "Pet.PhotoURLsItem"])
        #expect(pet.property("photo_urls")?.field.type == .array(.named("Pet.PhotoURLsItem")))
    }

    @Test func openEnumsGetACatchAllCaseThatNeverCollides() throws {
        let model = try #require(SpecHarness.model("models:\n  S: { enum: [active, unknown] }\n  T: { enum: [a], frozen: true }\n"))
        guard case .enumeration(let s)? = model.model("S")?.kind, case .enumeration(let t)? = model.model("T")?.kind else {
            Issue.record("not enums")
            return
        }
        #expect(s.unknownCaseName == "undocumented")
        #expect(!s.frozen && t.frozen)
    }

    @Test func enumValuesAreUnique() {
        #expect(SpecHarness.diagnostics("models:\n  S: { enum: [a, b, a] }\n") == [
            "spec.yaml:2:21: error: `a` is listed twice in model `S`\nspec.yaml:2:15: note: first listed here",
        ])
    }

    @Test func enumValuesGivingOneCaseGetANumberAndAWarning() throws {
        let result = SpecHarness.run(["spec.yaml": "models:\n  S: { enum: [a-b, a_b] }\n"])
        #expect(result.diagnostics.sorted.map(\.description) == [
            "spec.yaml:2:20: warning: `a_b` would repeat the Swift case `aB` in model `S`; it is named `aB2`",
        ])
        guard case .enumeration(let s)? = result.model?.model("S")?.kind else {
            Issue.record("S is not an enum")
            return
        }
        #expect(s.cases.map(\.swiftName) == ["aB", "aB2"])
    }

    /// `caseNames` names the cases where the values make poor Swift (`value0`, `value1` for an
    /// integer enum): one name for each value, in order, each a case of its own.
    /// `caseDescriptions` documents them, `""` for a case without a description.
    @Test func caseNamesNameAnEnumsCases() throws {
        let result = SpecHarness.run(["spec.yaml": """
            models:
              Level: { type: int, enum: [0, 1, -1], caseNames: [ACTIVE, In_Progress, gone], caseDescriptions: [Live., "", Gone.], frozen: true }
              Mood: { enum: [":)", ":("], caseNames: [happy, sad] }
            """])
        #expect(result.diagnostics.all.isEmpty)
        guard case .enumeration(let level)? = result.model?.model("Level")?.kind,
              case .enumeration(let mood)? = result.model?.model("Mood")?.kind else {
            Issue.record("not enums")
            return
        }
        #expect(level.cases.map(\.swiftName) == ["active", "inProgress", "gone"] && level.cases.map(\.raw) == ["0", "1", "-1"])
        #expect(level.cases.map(\.description) == ["Live.", nil, "Gone."])
        #expect(mood.cases.map(\.swiftName) == ["happy", "sad"] && mood.cases.allSatisfy { $0.description == nil })
        #expect(SpecHarness.diagnostics("""
            models:
              Short: { enum: [a, b], caseNames: [x] }
              Twice: { enum: [a, b], caseNames: [x, X] }
              Text: { type: string, caseNames: [x] }
              Known: { enum: [a], caseNames: [knownValues] }
              Said: { enum: [a, b], caseDescriptions: [A.] }
              Loose: { type: int, caseDescriptions: [A.] }
            """) == [
            "spec.yaml:2:37: error: `caseNames` gives 1 name for the 2 values of model `Short`: give one for each, in order",
            "spec.yaml:3:41: error: case name `X` becomes the Swift name `x` in model `Twice`, which case name `x` (line 3) already has; "
                + "choose another\nspec.yaml:3:38: note: case name `x` is here",
            "spec.yaml:4:25: error: `caseNames` names the cases of an `enum`'s values, and model `Text` has no `enum`",
            "spec.yaml:5:35: error: case name `knownValues` becomes the Swift name `knownValues` in model `Known`, which the generated "
                + "`knownValues` already has; choose another",
            "spec.yaml:6:43: error: `caseDescriptions` gives 1 description for the 2 values of model `Said`: give one for each, in order",
            "spec.yaml:7:23: error: `caseDescriptions` documents the cases of an `enum`'s values, and model `Loose` has no `enum`",
        ])
    }

    /// Names the generated code holds: before, each of these specs generated code that did
    /// not compile (`knownValues`, `body`) or compiled with a warning and a `hashValue`
    /// standing in for the one `Hashable` derives.
    @Test func namesTheGeneratedCodeHoldsAreTaken() async throws {
        let spec = """
            models:
              Open: { enum: [known_values, all_cases] }
              Frozen: { enum: [known_values, all_cases], frozen: true }
              Thing: { properties: { hash_value: string } }
            endpoints:
              get:
                method: GET
                path: /t
                response: { type: Thing, headers: { Body: string? } }
            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:2:18: warning: `known_values` would repeat the generated `knownValues` in model `Open`; it is named `knownValues2`",
            "spec.yaml:3:34: warning: `all_cases` would repeat `CaseIterable`'s `allCases` in model `Frozen`; it is named `allCases2`",
            "spec.yaml:4:26: error: property `hash_value` becomes the Swift name `hashValue` in model `Thing`, which `Hashable`'s `hashValue` already has; choose another with `name:`",
            "spec.yaml:9:41: error: response header `Body` becomes the Swift name `body` in the response headers of endpoint `get`, which the response body already has; choose another with `name:`",
        ])
        let renamed = spec.replacingOccurrences(of: "hash_value: string", with: "hash_value: { type: string, name: hashText }")
            .replacingOccurrences(of: "Body: string?", with: "Body: { type: string?, name: bodyHeader }")
        let files = try SpecHarness.generate(["spec.yaml": renamed])
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A server becomes a static member of the API namespace beside the ones apigen
    /// writes; servers have no `name:`, so the remedy is renaming the server.
    @Test func serverNamesCannotTakeTheNamespacesMembers() {
        let spec = """
            api:
              name: A
              servers: { base_url: "https://a.example", Headers: "https://b.example", timeout: "https://c.example", staging: "https://d.example" }
            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:3:14: error: server `base_url` becomes the Swift name `baseURL` in `servers`, which the base URL already has; rename the server",
            "spec.yaml:3:45: error: server `Headers` becomes the Swift name `headers` in `servers`, which the default headers already has; rename the server",
            "spec.yaml:3:75: error: server `timeout` becomes the Swift name `timeout` in `servers`, which the default timeout already has; rename the server",
        ])
    }

    /// Variants have no `name:`: the error says what does resolve a clash.
    @Test func unionVariantsGivingOneCaseAreAnError() {
        let spec = "models:\n  StringArray: { properties: { a: string } }\n  U: { oneOf: [\"string[]\", StringArray, int, int] }\n"
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:3:28: error: variant `StringArray` becomes the Swift name `stringArray` in model `U`, which variant `string[]` (line 3) "
                + "already has; a variant is named after its type, so list each type once or rename the model\nspec.yaml:3:16: note: variant `string[]` is here",
            "spec.yaml:3:46: error: variant `int` becomes the Swift name `int` in model `U`, which variant `int` (line 3) "
                + "already has; a variant is named after its type, so list each type once or rename the model\nspec.yaml:3:41: note: variant `int` is here",
        ])
    }

    /// A key in `Authorization` is sent as it is; the headers the client writes itself cannot
    /// carry one.
    @Test func apiKeysCannotUseHeadersTheClientSetsAndAlternativesCannotNest() throws {
        let model = try #require(SpecHarness.model("api:\n  auth: { apiKey: Authorization }\n"))
        #expect(model.info.auth == .apiKey(name: "Authorization", placement: .header))
        #expect(SpecHarness.diagnostics("api:\n  auth: [{ apiKey: Cookie }, { apiKey: content-type }, { apiKey: Host }]\n") == [
            "spec.yaml:2:20: error: an API key cannot travel in `Cookie`, which the client writes from its cookies; write `in: cookie`",
            "spec.yaml:2:40: error: an API key cannot travel in `content-type`, which the client sets itself",
            "spec.yaml:2:66: error: an API key cannot travel in `Host`, which the client sets itself",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: [bearer, [basic]]\n") == [
            "spec.yaml:2:18: error: auth alternatives cannot nest",
        ])
    }

    /// Each scheme of an `allOf` puts its credential in a place of its own.
    @Test func theSchemesOfAnAllOfCannotShareAPlace() {
        #expect(SpecHarness.diagnostics("""
            api:
              auth:
                allOf:
                  - none
                  - { oauth2: [read] }
                  - bearer
                  - { apiKey: X-App-Id }
                  - { apiKey: x-app-id }
                  - { apiKey: x-app-id, in: query }
                  - { apiKey: X-App-Id, in: query }
            """) == [
            "spec.yaml:4:9: error: `none` cannot be one of an `allOf`'s schemes",
            "spec.yaml:6:9: error: `bearer` and `oauth2` both travel in `Authorization`, which holds one credential",
            "spec.yaml:8:9: error: the API key `x-app-id` (in header) is in this `allOf` twice",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: [{ apiKey: Authorization }, basic] }\n") == [
            "spec.yaml:2:46: error: `basic` and `{ apiKey: Authorization }` both travel in `Authorization`, which holds one credential",
        ])
        #expect(SpecHarness.diagnostics("api:\n  auth: { allOf: [{ scheme: Token }, bearer] }\n") == [
            "spec.yaml:2:38: error: `bearer` and `{ scheme: Token }` both travel in `Authorization`, which holds one credential",
        ])
    }

    /// `{ scheme: Token }` sends the bearer credential's token under another word, as Django
    /// REST Framework reads `Authorization: Token <token>`. The word is an HTTP token; `Bearer`
    /// is `bearer`, and `Basic` takes a user name and password.
    @Test func aTokenMayTravelUnderAnotherSchemeWord() throws {
        let model = try #require(SpecHarness.model("""
            api:
              auth: [{ scheme: Token }, { scheme: BEARER }]
            endpoints:
              me: { method: GET, path: /me, response: string }
            """))
        #expect(model.info.auth == .anyOf([.scheme("Token"), .bearer]))
        #expect(SpecHarness.diagnostics("api:\n  auth: [{ scheme: Token x }, { scheme: Basic }, { scheme: T, apiKey: K }]\n") == [
            "spec.yaml:2:20: error: `Token x` is not a valid HTTP auth scheme name (letters, digits and !#$%&'*+-.^_`|~ only)",
            "spec.yaml:2:41: error: `Basic` sends a user name and password; write `basic`",
            "spec.yaml:2:63: error: `apiKey` cannot stand beside `scheme`; for both at once, list each in `{ allOf: [...] }`",
        ])
    }

    @Test func taggedUnionsNeedObjectVariantsAndKnownMappings() throws {
        let found = SpecHarness.diagnostics("""
            models:
              Shape: { oneOf: [Circle, string], discriminator: kind, mapping: { sq: Square } }
              Circle: { properties: { r: double } }
              Square: { properties: { side: double } }
            """)
        #expect(found == [
            "spec.yaml:2:28: error: a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; `string` is neither",
            "spec.yaml:2:73: error: `mapping` names `Square`, which is not a variant of model `Shape`",
        ])
        // A named scalar may stand for an object variant (OpenAPI's `DogDefault: { $ref: Dog }`),
        // through any chain of them, but not when it makes the object optional, an array or a map.
        #expect(SpecHarness.diagnostics("""
            models:
              Pet: { oneOf: [Dog, DogDefault, Puppy, MaybeDog, Dogs, Kinds, Inner], discriminator: kind }
              Dog: { properties: { bark: bool } }
              DogDefault: Dog
              Puppy: DogDefault
              MaybeDog: "Dog?"
              Dogs: "Dog[]"
              Kinds: Inner
              Inner: { oneOf: [Dog], discriminator: kind }
            """) == [
            "spec.yaml:2:42: error: a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; `MaybeDog` is neither",
            "spec.yaml:2:52: error: a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; `Dogs` is neither",
            "spec.yaml:2:58: error: a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; `Kinds` is neither",
            "spec.yaml:2:65: error: a tagged `oneOf` (with `discriminator`) takes object models only, or named scalars that stand for one; `Inner` is neither",
        ])
        let model = try #require(SpecHarness.model("""
            models:
              Shape: { oneOf: [Circle, Square], discriminator: kind, mapping: { round: Circle } }
              Circle: { properties: { r: double } }
              Square: { properties: { side: double } }
            """))
        guard case .union(let union)? = model.model("Shape")?.kind else {
            Issue.record("not a union")
            return
        }
        #expect(union.variants.map(\.tag) == ["round", "Square"])
        #expect(union.variants.map(\.caseName) == ["circle", "square"])
    }

    @Test func secondApiBlockIsAnError() {
        let found = SpecHarness.diagnostics(["a.yaml": "api:\n  name: One\n", "b.yaml": "api:\n  name: Two\n"])
        #expect(found == [
            "b.yaml:2:3: error: only one file may have an `api` block; another is in a.yaml\na.yaml:2:3: note: the first `api` block",
        ])
    }

    @Test func apiBlockIsChecked() {
        let found = SpecHarness.diagnostics("""
            api:
              baseURL: ftp://example.com
              timeout: 0
              headers: { "Bad Header": x }
            """)
        #expect(found == [
            "spec.yaml:2:12: error: `ftp://example.com` is not an absolute http or https URL",
            "spec.yaml:3:12: error: `timeout` is in seconds and must be more than 0",
            "spec.yaml:4:14: error: `Bad Header` is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
        ])
    }

    @Test(arguments: [
        ("https://api.example.com/v1", true),
        ("http://[::1]:8080", true),
        ("https://bücher.de", false),  // not a URL to `URL(string:)` before iOS 17: its Punycode is
        ("https://example.com/ü", false),
        ("https://example.com/%C3%BC%20", true),
        ("https://example.com/100%", false),
        ("https://xn--bcher-kva.de", true),
        ("https://xn--zz.de", false),
        ("https:///v1", false),
        ("https://:80/", false),
        ("example.com/v1", false),
        ("https://example.com/v1?x=1", false),
    ])
    func baseURLNeedsAnHTTPSchemeAndAHostThatDecodes(url: String, accepted: Bool) {
        let found = SpecHarness.diagnostics("api:\n  baseURL: \"\(url)\"\n")
        #expect(found.isEmpty == accepted, "\(found)")
    }

    @Test func specTextInAMessageIsSpelledOutNotSentToTheTerminal() {
        // An escape sequence, a line break and a right-to-left override, quoted back in a message.
        let found = SpecHarness.diagnostics("api:\n  baseURL: \"ftp://a\\e[2J\\nb\\u202E\"\n")
        #expect(found == [
            "spec.yaml:2:12: error: `ftp://a\\u{1B}[2J\\u{A}b\\u{202E}` is not an absolute http or https URL: it holds `\\u{1B}`; "
                + "a host is written in ASCII, a name in another script as its Punycode (`xn--`)",
        ])
    }

    @Test func diagnosticsAreSortedByFileAndPosition() {
        let found = SpecHarness.diagnostics([
            "b.yaml": "models:\n  B: { type: Nope }\n",
            "a.yaml": "models:\n  A2: { type: Nada }\n  A1: { type: Zilch }\n",
        ])
        #expect(found.map { $0.prefix(10) } == ["a.yaml:2:1", "a.yaml:3:1", "b.yaml:2:1"])
    }
}
