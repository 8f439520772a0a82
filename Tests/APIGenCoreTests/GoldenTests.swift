import Foundation
import Testing
@testable import APIGenCore

/// One construct per case: the generated Swift is compared with a checked-in golden
/// file (`APIGEN_RECORD=1 swift test` re-records them) and compiled against
/// `APIRuntime` with warnings as errors.
@Suite("Golden output")
struct GoldenTests {
    static let folder = CommandLineTests.packageRoot.appendingPathComponent("Tests/Golden")

    static let cases: [(name: String, spec: String)] = [
        ("object", """
            models:
              Pet:
                description: A pet.
                properties:
                  id: int64
                  display_name: { type: string, minLength: 1, maxLength: 64, description: Shown to people. }
                  photo_urls: { type: "url[]", maxItems: 10 }
                  tag: string?
                  score: { type: int, default: 0, minimum: 0 }
            """),
        ("enums", """
            models:
              Status: { enum: [available, in-stock, sold], description: Where the pet is. }
              Species: { enum: [cat, dog], frozen: true }
              Priority: { type: int, enum: [1, 2, -1] }
              Holder:
                properties:
                  status: { type: Status, strict: true }
            """),
        ("unions", """
            models:
              Shape: { oneOf: [Circle, Square], discriminator: kind, mapping: { round: Circle } }
              Circle: { properties: { r: double } }
              Square: { properties: { side: { type: double, minimum: 0 } } }
              Scalar: { oneOf: [string, int, "string[]"] }
              Tree: { oneOf: [Leaf, Branch] }
              Leaf: { properties: { value: int } }
              Branch: { properties: { left: Tree, right: Tree } }
            """),
        ("aliases", """
            models:
              PetID: { type: int64, minimum: 1, description: An identifier. }
              Code: { type: string, pattern: "^[A-Z]{3}$" }
              Codes: "Code[]"
              Order:
                properties:
                  pet: PetID
                  pets: { type: "PetID[]", maxItems: 3 }
                  code: { type: Code, maxLength: 3 }
                  codes: Codes
            """),
        ("nested", """
            models:
              Pet:
                properties:
                  owner: { properties: { name: string, contact: { properties: { email: { type: string, format: email } } } } }
                  kind: { enum: [cat, dog], default: cat }
                  photos: { items: { properties: { url: url, width: { type: int, minimum: 1 } } }, minItems: 1 }
                  grid: { type: "int[][]", items: { items: { minimum: 0 } } }
            """),
        ("coding", """
            models:
              Record:
                properties:
                  external_id: { type: int64, wire: string }
                  price: { type: decimal, wire: string, optional: true, multipleOf: 0.01, minimum: 0.5 }
                  note: { type: string?, nullable: true }
                additionalProperties: false
              Labels:
                properties:
                  name: string
                additionalProperties: { type: string, maxLength: 10 }
              Node:
                properties:
                  value: int
                  next: Node?
                  parent: { type: Node, optional: true }
              Defaults:
                properties:
                  day: { type: date, default: "2024-02-29" }
                  at: { type: date-time, default: "2024-02-29T12:30:00+02:00" }
                  id: { type: uuid, default: 0F8FAD5B-D9CB-469F-A165-70867728950E }
                  link: { type: url, default: "https://example.com/a%20b" }
                  counts: { type: "int[]", default: [1, 2] }
                  prices: { type: "decimal[]", default: [0.1, 2] }
                  days: { type: "date[]", default: ["2024-01-01"] }
            """),
        // Wide stores more values than a struct keeps inline, so Holder boxes both properties.
        ("layout", "models:\n  Wide:\n    properties:\n" + (1...33).map { "      field_\($0): string\n" }.joined() + """
              Holder:
                properties:
                  wide: Wide
                  maybe: Wide?
                  label: string
            """),
        ("requests", """
            api:
              name: Shop
              errors: { 500: Problem }
            models:
              Problem: { properties: { title: string } }
              Filter: { properties: { name: string? } }
            endpoints:
              getItem:
                method: GET
                path: /items/{item_id}/v{version}
                summary: Find an item.
                description: "Looks in every shelf. Fast."
                params:
                  item_id: { type: int64, minimum: 1 }
                  version: int
                  tags: { type: "string[]", explode: false, optional: true }
                  fields: { type: "string[]", style: pipeDelimited, optional: true }
                  filter: { type: Filter, style: deepObject, optional: true }
                  where: { type: Filter, encoding: json, optional: true }
                  X-Trace: { in: header, type: uuid, optional: true }
                  session: { in: cookie, type: string, optional: true }
                  limit: { type: int32, default: 20, maximum: 100 }
                response: Problem
                errors:
                  404: none
                  422: { properties: { field: string } }
                  4XX: Problem
                  503: { type: string, contentType: text/plain }
                  default: Problem
              deleteItem: { method: DELETE, path: "/items/{id}", params: { id: uuid }, response: none, auth: bearer, deprecated: true }
            """),
        ("bodies", """
            models:
              Login: { properties: { user: string, remember: bool?, scopes: "string[]" } }
              Upload: { properties: { caption: string?, file: data, extras: "data[]?", meta: { properties: { a: int } } } }
              Attachments: { properties: { photo: { type: file, contentType: image/jpeg }, documents: { type: "file[]?", maxItems: 5 }, note: file? } }
              Item: { properties: { name: { type: string, minLength: 1 } } }
            endpoints:
              login: { method: POST, path: /login, body: { type: Login, encoding: form }, response: { status: 201, type: Item } }
              upload: { method: POST, path: /upload, body: { type: Upload, encoding: multipart }, response: none }
              attach: { method: POST, path: /attach, body: { type: Attachments, encoding: multipart }, response: none }
              raw: { method: PUT, path: /raw, body: { type: data, contentType: application/pdf }, response: none }
              video: { method: PUT, path: /video, body: { type: file, contentType: video/mp4, optional: true }, response: none }
              text: { method: PUT, path: /text, body: { type: string, contentType: text/csv }, response: none }
              maybe: { method: POST, path: /maybe, body: { type: Item, optional: true }, response: Item }
            """),
        ("responses", """
            endpoints:
              avatar: { method: GET, path: /avatar, response: { type: data, contentType: image/png } }
              headers:
                method: GET
                path: /headers
                response: { type: "string[]", headers: { ETag: string, X-Count: int?, Default: string? } }
              check: { method: HEAD, path: /check, response: { type: none, headers: { Last-Modified: string } } }
              inline: { method: GET, path: /inline, response: { properties: { ok: bool } } }
              accepted: { method: POST, path: /jobs, response: { status: 202, type: none } }
            """),
        // Each way of asking for the next page, through optional objects, named scalars, a
        // response with headers, a keyword parameter and a model named like the runtime's `Paging`.
        ("pages", """
            models:
              Cursor: { type: string, minLength: 1 }
              Meta:
                properties:
                  next: Cursor?
                  more: bool?
              Item: { properties: { id: int64 } }
              Items: Item[]
              Listing:
                properties:
                  data: Items?
                  meta: Meta?
              Paging: { properties: { size: int } }
              MaybeItem: Item?
              PageQuery: { properties: { default: Cursor?, size: { type: int, default: 10 } } }
              Window: { properties: { offset: int64, limit: int32 } }
              Links: { properties: { next: string? } }
            endpoints:
              listByCursor:
                method: GET
                path: /items
                params: { X-Cursor: { in: header, type: Cursor, optional: true } }
                response: Listing
                pages: { items: data, cursor: X-Cursor, from: meta.next, more: meta.more }
              listByPage:
                method: GET
                path: /pages
                params: { default: { in: query, type: int64, default: 0 }, size: { in: query, type: int32, optional: true } }
                response: { type: Listing, headers: { Link: string? } }
                pages: { items: data, page: default, size: size }
              listByOffset:
                method: GET
                path: /offsets
                params: { offset: { in: query, type: int32, optional: true } }
                response: Items
                pages: { offset: offset }
              listByLink:
                method: GET
                path: /links
                params:
                  page: { in: query, type: int, optional: true }
                  size: { in: query, type: int32, default: 30 }
                  since: { in: query, type: date, optional: true }
                  sort: { in: query, enum: [new, old], optional: true }
                  tags: { in: query, type: "string[]", optional: true }
                response: { type: Items, headers: { Link: string? } }
                pages: { link: Link }
              listAfterLast:
                method: GET
                path: /after
                params: { after: { in: query, type: int64, optional: true } }
                response: "MaybeItem[]"
                pages: { cursor: after, fromLast: id }
              listByHeader:
                method: GET
                path: /headed
                params: { token: { in: header, type: Cursor, optional: true } }
                response: { type: Listing, headers: { X-Next: Cursor? } }
                pages: { items: data, cursor: token, fromHeader: x-next }
              listByField:
                method: GET
                path: /fields
                params: { page: { in: query, type: PageQuery, style: deepObject, optional: true } }
                response: Listing
                pages: { items: data, cursor: page.default, from: meta.next }
              listByWindow:
                method: GET
                path: /windows
                params: { window: { in: query, type: Window, style: form } }
                response: Items
                pages: { offset: window.offset, size: window.limit }
              listByNextLink:
                method: GET
                path: /linked
                params: { cursor: { in: query, type: Cursor, optional: true }, default: { in: query, type: int32, default: 5 } }
                response: { properties: { data: Items, links: { type: Links, optional: true } } }
                pages: { items: data, nextLink: links.next }
              listByLinkedObjects:
                method: GET
                path: /linked-objects
                params:
                  page: { in: query, type: PageQuery, style: deepObject, optional: true }
                  window: { in: query, type: Window, style: form }
                  ids: { in: query, type: "int64[]", style: pipeDelimited }
                  words: { in: query, type: "string[]", style: spaceDelimited, optional: true }
                  span: { in: query, type: Window, style: deepObject, optional: true }
                  labels: { in: query, type: "map<string>", style: deepObject, optional: true }
                response: { type: Items, headers: { Link: string? } }
                pages: { link: Link }
              searchByBody:
                method: QUERY
                path: /search
                body: { type: PageQuery, optional: true }
                response: Listing
                pages: { items: data, cursor: body.default, from: meta.next }
            """),
        ("api", """
            api:
              name: Petstore
              version: 2.0.0
              baseURL: https://example.com/v2
              description: The API.
              headers: { Accept: application/json }
              auth: [bearer, { apiKey: key, in: query }]
              timeout: 15
              servers: { staging: "https://staging.example.com/v2", default: "https://default.example.com/v2" }
            """),
    ]

    @Test(arguments: cases.map(\.name))
    func goldenOutput(_ name: String) async throws {
        let spec = try #require(Self.cases.first { $0.name == name }?.spec)
        let files = try SpecHarness.generate(["\(name).yaml": spec])
        let folder = Self.folder.appendingPathComponent(name)
        if GeneratedFolderTests.recording {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name)) }
        }
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(expected == files.map(\.name).sorted(), "golden files for `\(name)` differ; re-record with APIGEN_RECORD=1")
        for file in files {
            let golden = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(golden == file.contents, "Golden/\(name)/\(file.name) differs; re-record with APIGEN_RECORD=1")
        }
        let problems = try await SwiftCompiler.compile(files)
        #expect(problems == "", "generated code for `\(name)` does not compile cleanly:\n\(problems)")
    }

    /// Each file imports with the declarations' access level exactly the modules they name in their
    /// signatures: checked by compiling with imports internal by default (a missing one fails) and
    /// without (a `package import` beside a plain one fails), with warnings as errors (an unneeded
    /// one warns). swiftc reads a `public` declaration through its conformances and the aliases
    /// it names, also from another file (`When`); a `package` one only as written.
    @Test func filesImportPubliclyWhatTheirDeclarationsName() async throws {
        let specs = [
            "shared.yaml": "models: { When: date-time, Day: date, Status: { enum: [open, closed] } }",
            "enums.yaml": "models: { Species: { enum: [cat, dog], frozen: true } }",
            "uses.yaml": "models: { Visit: { properties: { at: When, status: Status } }, Later: When }",
            "plain.yaml": "models: { Count: int, Names: \"string[]\" }",
        ]
        let expected: [AccessLevel: [String: [String]]] = [
            .public: [
                "enums.swift": ["import Foundation", "public import APIRuntime"],
                "uses.swift": ["public import Foundation", "public import APIRuntime"],
                "plain.swift": ["import Foundation", "import APIRuntime"],
                "shared.swift": ["public import Foundation", "public import APIRuntime"],
            ],
            // Plain imports too where imports are public by default, as a plain import of the same
            // module elsewhere would make a `package import` ambiguous.
            .package: [
                "enums.swift": ["import Foundation", "import APIRuntime"],
                "uses.swift": ["#if hasFeature(InternalImportsByDefault)", "import Foundation", "package import APIRuntime",
                               "#else", "import Foundation", "import APIRuntime", "#endif"],
                "plain.swift": ["import Foundation", "import APIRuntime"],
                "shared.swift": ["#if hasFeature(InternalImportsByDefault)", "package import Foundation", "package import APIRuntime",
                                 "#else", "import Foundation", "import APIRuntime", "#endif"],
            ],
            .internal: [
                "enums.swift": ["import Foundation", "import APIRuntime"],
                "uses.swift": ["import Foundation", "import APIRuntime"],
                "plain.swift": ["import Foundation", "import APIRuntime"],
                "shared.swift": ["import Foundation", "import APIRuntime"],
            ],
        ]
        for (access, imports) in expected {
            let files = try SpecHarness.generate(specs, access: access)
            for (name, lines) in imports {
                let file = try #require(files.first { $0.name == name })
                let written = file.contents.split(separator: "\n").filter {
                    $0.hasSuffix("import Foundation") || $0.hasSuffix("import APIRuntime") || $0.hasPrefix("#")
                }
                #expect(written.map(String.init) == lines, "\(name) at \(access)")
            }
            #expect(try await SwiftCompiler.compile(files) == "", "at \(access)")
        }
    }

    @Test func accessLevelsApplyToEveryDeclaration() async throws {
        let spec = try #require(Self.cases.first { $0.name == "requests" }?.spec)
        for access in [AccessLevel.package, .internal] {
            let files = try SpecHarness.generate(["requests.yaml": spec], access: access)
            let text = files.map(\.contents).joined()
            #expect(!text.contains("public "), "`public` left in \(access) output")
            if access == .internal {
                #expect(try await SwiftCompiler.compile(files) == "")
            }
        }
    }

    /// A request names the media types its responses come in, for `Accept`: success first,
    /// each once whatever its case, without parameters, JSON under the type the spec names.
    /// An endpoint with no response body anywhere names none.
    @Test func acceptNamesEachResponseMediaTypeOnce() async throws {
        let spec = """
            models:
              Problem: { properties: { title: string } }
            endpoints:
              report:
                method: GET
                path: /report
                response: { type: string, contentType: "text/csv; charset=utf-8" }
                errors:
                  400: Problem
                  415: { type: Problem, contentType: application/problem+json }
                  500: Problem
                  503: { type: string, contentType: TEXT/CSV }
              ping: { method: POST, path: /ping, response: none, errors: { 404: none } }
            """
        let files = try SpecHarness.generate(["shop.yaml": spec])
        let text = files.map(\.contents).joined()
        let accepts = text.split(separator: "\n").filter { $0.contains("static var accept") }
        #expect(accepts == [#"    public static var accept: String? { "text/csv, application/json, application/problem+json" }"#])
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A request's doc comment says what credentials it sends, in every form the spec can
    /// state, so a reviewer can check it against the API's docs. An API where nothing needs
    /// credentials says nothing about them.
    @Test func requestDocCommentsSayTheirAuth() throws {
        let spec = """
            api: { name: Shop, auth: bearer }
            endpoints:
              inherited: { method: GET, path: /a, response: none }
              open: { method: GET, path: /b, response: none, auth: none }
              basic: { method: GET, path: /c, response: none, auth: basic }
              cookie: { method: GET, path: /d, response: none, auth: { apiKey: session, in: cookie } }
              scoped: { method: GET, path: /e, response: none, auth: { oauth2: [read, "write:all"] } }
              token: { method: GET, path: /f, response: none, auth: { oauth2: [] } }
              optional: { method: GET, path: /g, response: none, auth: [bearer, none] }
              together: { method: GET, path: /h, response: none, auth: { allOf: [basic, { apiKey: X-Tenant }, { apiKey: t, in: query }] } }
              either:
                method: GET
                path: /i
                response: none
                auth: [{ allOf: [bearer, { apiKey: "k`*", in: query }] }, { oauth2: [admin] }]
            """
        let text = try SpecHarness.generate(["shop.yaml": spec]).map(\.contents).joined()
        let sentences = text.split(separator: "\n").filter { $0.hasPrefix("/// Auth:") }
        #expect(sentences == [
            "/// Auth: a bearer token.",
            "/// Auth: none.",
            "/// Auth: HTTP Basic.",
            "/// Auth: the API key `session` in a cookie.",
            "/// Auth: an OAuth 2 token with scopes `read` and `write:all`.",
            "/// Auth: an OAuth 2 token.",
            "/// Auth: a bearer token, or none.",
            "/// Auth: all of HTTP Basic, the API key `X-Tenant` in a header and the API key `t` in the query.",
            "/// Auth: both a bearer token and the API key ``k`*`` in the query, or an OAuth 2 token with scope `admin`.",
        ])
        let unauthenticated = try SpecHarness.generate(["shop.yaml": "endpoints: { a: { method: GET, path: /a, response: none } }"])
        #expect(!unauthenticated.map(\.contents).joined().contains("Auth:"))
    }

    /// The public structs of `text` whose declarations hold `member`, by name, in order.
    static func structs(declaring member: String, in text: String) -> [String] {
        text.components(separatedBy: "\npublic nonisolated struct ").dropFirst()
            .filter { $0.contains(member) }.map { String($0.prefix { $0 != ":" }) }
    }

    /// A request writes its own `validateResponse` only where the protocol's default (a model,
    /// or a list or map of models) would miss something: constraints on the response itself,
    /// through a named scalar too, or the models in a list of lists. With typed headers, the
    /// `Response` struct checks the body's constraints instead. (The Petstore and hostile
    /// clients run such checks against a server and a stub.)
    @Test func requestsValidateWhatTheDefaultResponseCheckMisses() async throws {
        let spec = """
            models:
              Pet: { properties: { name: { type: string, minLength: 1 } } }
              Pets: { type: "Pet[]", maxItems: 3 }
            endpoints:
              one: { method: GET, path: /one, response: Pet }
              list: { method: GET, path: /list, response: "Pet[]" }
              map: { method: GET, path: /map, response: "map<Pet>" }
              text: { method: GET, path: /text, response: { type: string, contentType: text/plain } }
              capped: { method: GET, path: /capped, response: { type: "Pet[]", maxItems: 3 } }
              named: { method: GET, path: /named, response: Pets }
              shortText: { method: GET, path: /short, response: { type: string, contentType: text/plain, maxLength: 4 } }
              pages: { method: GET, path: /pages, response: "Pet[][]" }
              headed:
                method: GET
                path: /headed
                response: { type: "Pet[]", minItems: 1, headers: { X-Count: int } }
            """
        let files = try SpecHarness.generate(["shop.yaml": spec])
        let text = files.map(\.contents).joined()
        let writers = Self.structs(declaring: "static func validateResponse", in: text)
        #expect(writers == ["CappedRequest", "NamedRequest", "ShortTextRequest", "PagesRequest"])
        #expect(text.contains("report.check(response, at: path, maxItems: 3)"))
        #expect(text.contains("report.check(response, at: path, maxLength: 4)"))
        #expect(text.contains("report.check(self.body, at: path, minItems: 1)"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A request writes its own `validateFailure` only where the protocol's default (the
    /// models a failure holds) would miss something: an error body's own constraints, through a
    /// named scalar too, or the models in a list of lists. It switches over the cases with
    /// something to check, models included, and ends with `default: break` only when a case is
    /// left out. A HEAD endpoint's errors are statuses only, so it writes none. (The hostile
    /// client runs such checks against a stub.)
    @Test func requestsValidateWhatTheDefaultFailureCheckMisses() async throws {
        let spec = """
            models:
              Pet: { properties: { name: { type: string, minLength: 1 } } }
              Pets: { type: "Pet[]", maxItems: 3 }
            endpoints:
              plain:
                method: GET
                path: /plain
                response: none
                errors:
                  404: none
                  409: Pet
                  415: { type: data, contentType: image/png }
                  4XX: "Pet[]"
                  503: { type: string, contentType: text/plain }
                  5XX: "map<Pet>"
              capped: { method: GET, path: /capped, response: none, errors: { 404: none, 409: { type: "Pet[]", maxItems: 3 } } }
              named: { method: GET, path: /named, response: none, errors: { 409: Pets } }
              shortText:
                method: GET
                path: /short
                response: none
                errors:
                  503: { type: string, contentType: text/plain, maxLength: 4, pattern: "^a" }
                  default: Pet
              pages: { method: GET, path: /pages, response: none, errors: { 4XX: "Pet[][]" } }
              head: { method: HEAD, path: /head, response: none, errors: { 409: { type: "Pet[]", maxItems: 3 } } }
            """
        let files = try SpecHarness.generate(["shop.yaml": spec])
        let text = files.map(\.contents).joined()
        let writers = Self.structs(declaring: "static func validateFailure", in: text)
        #expect(writers == ["CappedRequest", "NamedRequest", "ShortTextRequest", "PagesRequest"])
        #expect(text.contains("""
                    switch failure {
                    case .conflict(let body):
                        report.check(body, at: path, maxItems: 3)
                        report.validate(body, at: path)
                    default:
                        break
                    }
            """))
        #expect(text.contains("""
                    switch failure {
                    case .serviceUnavailable(let body):
                        report.check(body, at: path, maxLength: 4)
                        report.check(body, at: path, pattern: Self.serviceUnavailableBodyPattern)
                    case .other(_, let body):
                        report.validate(body, at: path)
                    }
            """))
        #expect(text.contains("case .clientError(_, let body):\n            for (index0, item0) in body.enumerated() {"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A secret an error could quote when it does not decode (a date, a frozen enum, a model, or
    /// a list or map of them, through a named scalar too) is read with `decodeSecret`; a secret
    /// text, number or open enum, which no decoding error quotes, leaves the model's coding to the
    /// compiler.
    @Test func secretsAnErrorCouldQuoteDecodeWithoutQuoting() async throws {
        let spec = """
            models:
              Lock: { enum: [open, shut], frozen: true }
              Mood: { enum: [calm, cross] }
              Birthdays: { type: "date[]", secret: true }
              Login:
                properties:
                  password: { type: string, secret: true }
                  pin: { type: int, secret: true }
                  mood: { type: Mood, secret: true }
              Profile:
                properties:
                  born: { type: date, secret: true }
                  seen: { type: date-time, optional: true, secret: true }
                  lock: { type: Lock, secret: true }
                  login: { type: "map<Login>", optional: true, secret: true }
                  birthdays: Birthdays
                  password: { type: string, secret: true }
                  shown: date
            """
        let files = try SpecHarness.generate(["people.yaml": spec])
        let text = files.map(\.contents).joined()
        #expect(Self.structs(declaring: "init(from decoder", in: text) == ["Profile"])
        #expect(text.contains("""
                    self.born = try container.decodeSecret(CalendarDate.self, forKey: .born)
                    self.seen = try container.decodeSecretIfPresent(Date.self, forKey: .seen)
                    self.lock = try container.decodeSecret(Lock.self, forKey: .lock)
                    self.login = try container.decodeSecretIfPresent([String: Login].self, forKey: .login)
                    self.birthdays = try container.decodeSecret(Birthdays.self, forKey: .birthdays)
                    self.password = try container.decode(String.self, forKey: .password)
                    self.shown = try container.decode(CalendarDate.self, forKey: .shown)
            """))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A model with an `id` that is never `nil` is `Identifiable`, so `List(pets)` works; a model
    /// whose `id` is optional is not, nor is any model where a generated type is named `ID`
    /// (nested in the model, that type would be taken for `Identifiable.ID`).
    @Test func modelsWithAnIDAreIdentifiable() async throws {
        let declarations = { (files: [GeneratedFile]) in
            files.flatMap { $0.contents.split(separator: "\n") }.filter { $0.contains("struct ") }.map(String.init)
        }
        let specs = ["m.yaml": """
            models:
              Pet: { properties: { id: int64, name: string } }
              Upper: { properties: { ID: uuid } }
              Draft: { properties: { id: int64?, name: string } }
              Named: { properties: { key: string } }
              Identifiable: { properties: { id: string } }
            """]
        let files = try SpecHarness.generate(specs)
        #expect(declarations(files) == [
            "public nonisolated struct Pet: Codable, Hashable, Sendable, Validatable, Swift.Identifiable {",
            "public nonisolated struct Upper: Codable, Hashable, Sendable, Validatable, Swift.Identifiable {",
            "public nonisolated struct Draft: Codable, Hashable, Sendable, Validatable {",
            "public nonisolated struct Named: Codable, Hashable, Sendable, Validatable {",
            "public nonisolated struct Identifiable: Codable, Hashable, Sendable, Validatable, Swift.Identifiable {",
        ])
        let use = GeneratedFile(name: "use.swift", contents: """
            import Foundation

            func ids<T: Swift.Identifiable>(_ items: [T]) -> [T.ID] { items.map { $0.id } }
            let petIDs: [Int64] = ids([Pet(id: 1, name: "Rex")])
            let upperIDs: [UUID] = ids([Upper(id: UUID())])
            let keys: [String] = ids([Identifiable(id: "a")])
            """)
        #expect(try await SwiftCompiler.compile(files + [use]) == "")

        // `ID` nested in the model itself, and at the top level.
        for spec in ["models: { Pet: { properties: { id: int64, i_d: { enum: [a, b] } } } }",
                     "models: { Pet: { properties: { id: int64, owner: ID } }, ID: string }"] {
            let shadowed = try SpecHarness.generate(["m.yaml": spec])
            #expect(declarations(shadowed) == ["public nonisolated struct Pet: Codable, Hashable, Sendable, Validatable {"])
            #expect(try await SwiftCompiler.compile(shadowed) == "", "\(spec)")
        }
    }

    /// An enum named `RawValue` compiles. Inside it, `RawValue` may be taken for
    /// `RawRepresentable`'s type (its raw type, `String`), depending on what else swiftc checked
    /// first, so its list of known values is `[Self]`. The spec is compile fuzz seed 14,140's (an
    /// inline enum under the property `rawValue`), which failed with `[RawValue]`.
    @Test func enumsNamedRawValueCompile() async throws {
        let path = CommandLineTests.packageRoot.appendingPathComponent("Tests/Fixtures/CompileRegressions/enum-named-raw-value.yaml")
        let spec = try String(contentsOf: path, encoding: .utf8)
        for access in [AccessLevel.package, .public] {
            let files = try SpecHarness.generate(["random.yaml": spec], access: access)
            #expect(files.contains { $0.contents.contains("enum RawValue: RawRepresentable") })
            #expect(try await SwiftCompiler.compile(files) == "", "at \(access)")
        }
    }

    /// `CodingKeys` stays internal at every access level: a public raw-value enum's derived
    /// `init(rawValue:)` and `rawValue` are inlinable, so the job that emits the module
    /// compiled them in full for every model.
    @Test func codingKeysStayInternal() throws {
        let spec = try #require(Self.cases.first { $0.name == "nested" }?.spec)
        for access in [AccessLevel.public, .package] {
            let text = try SpecHarness.generate(["nested.yaml": spec], access: access).map(\.contents).joined()
            let declarations = text.split(separator: "\n").filter { $0.contains("enum CodingKeys") }
            #expect(declarations.count == 4, "\(access): \(declarations)")
            #expect(declarations.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("enum CodingKeys: ") })
        }
    }
}
