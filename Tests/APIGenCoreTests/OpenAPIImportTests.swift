import Foundation
import Testing
@testable import APIGenCore

/// `apigen import`: OpenAPI documents into spec folders that mean what the document says.
@Suite("OpenAPI import")
struct OpenAPIImportTests {
    static let fixtures = CommandLineTests.packageRoot.appendingPathComponent("Tests/Fixtures/OpenAPI")

    /// The translated files of a document written inline, as one text, and the diagnostics.
    func imported(_ document: String) -> (text: String, diagnostics: [String]) {
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        return (files.map(\.text).joined(separator: "\n"), diagnostics.sorted.map(\.description))
    }

    /// The Swift apigen generates from the spec folder the import makes of `document`.
    func generatedFromImport(_ document: String) throws -> [GeneratedFile] {
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        return try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
    }

    /// Expects the imported specs to hold each of `expected`, to pass `lint`, and to generate a
    /// client that compiles.
    func expectSpecs(_ files: [OpenAPIImport.SpecFile], hold expected: [String]) async throws {
        let specs = files.map(\.text).joined(separator: "\n")
        for text in expected {
            #expect(specs.contains(text), "no `\(text)` in:\n\(specs)")
        }
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        #expect(try await SwiftCompiler.compile(try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))) == "")
    }

    /// A 3.0 document around `schemas` (indented under `components: schemas:`).
    func document(schemas: String, version: String = "3.0.3") -> String {
        """
        openapi: \(version)
        info: { title: Test, version: "1" }
        paths: {}
        components:
          schemas:
        \(schemas.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    /// The recorded import of the fixture (re-recorded with `APIGEN_RECORD=1`), which apigen
    /// accepts and generates a client from that compiles.
    @Test func aPetstoreDocumentImportsToSpecsThatGenerateACompilingClient() async throws {
        let path = Self.fixtures.appendingPathComponent("petstore.yaml").path
        let (files, diagnostics) = OpenAPIImport.translate(documentAt: path)
        #expect(diagnostics.sorted.map { $0.description.replacingOccurrences(of: path, with: "petstore.yaml") } == [
            "petstore.yaml:46:11: warning: header parameter `Accept` is not imported: the client sets it",
            "petstore.yaml:255:5: warning: schema `CreatePetRequest` is the Swift type `CreatePetRequestBody`: `CreatePetRequest` is taken "
                + "(by an endpoint's request or error type, the API namespace, another model, or Swift)",
        ])
        let recorded = Self.fixtures.appendingPathComponent("petstore-specs")
        if ProcessInfo.processInfo.environment["APIGEN_RECORD"] != nil {
            try? FileManager.default.removeItem(at: recorded)
            try FileManager.default.createDirectory(at: recorded, withIntermediateDirectories: true)
            for file in files { try Data(file.text.utf8).write(to: recorded.appendingPathComponent(file.name)) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: recorded.path).sorted() == files.map(\.name))
        for file in files {
            let text = try String(contentsOf: recorded.appendingPathComponent(file.name), encoding: .utf8)
            #expect(text == file.text, "petstore-specs/\(file.name) differs; re-record with APIGEN_RECORD=1")
        }
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    /// The benchmark's synthetic API (`Benchmarks/` writes it twice, as an OpenAPI document
    /// and as specs, `MakeSyntheticAPI 10 chain`): the imported document generates the Swift the
    /// hand-made specs generate, declaration for declaration. Only the files differ, as the
    /// import lays them out by tag.
    @Test func anAPIWrittenBothWaysGeneratesTheSameSwiftFromEither() throws {
        let folder = Self.fixtures.appendingPathComponent("synthetic")
        let (files, diagnostics) = OpenAPIImport.translate(documentAt: folder.appendingPathComponent("openapi.yaml").path)
        #expect(diagnostics.all.isEmpty)
        let imported = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        var specs: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("specs").path) {
            specs[name] = try String(contentsOf: folder.appendingPathComponent("specs/" + name), encoding: .utf8)
        }
        let handMade = try SpecHarness.generate(specs)
        /// Every line but the file headers and imports, sorted: what each declaration says.
        func declarations(_ files: [GeneratedFile]) -> [Substring] {
            files.flatMap { $0.contents.split(separator: "\n", omittingEmptySubsequences: false) }
                .filter { !$0.hasPrefix("// Generated by apigen") && !$0.contains("import ") }
                .sorted()
        }
        let lines = declarations(imported)
        #expect(lines.count > 1_000)
        let difference = lines.difference(from: declarations(handMade))
        #expect(difference.isEmpty, """
            only from the hand-made specs: \(difference.removals.map { "\($0)" })
            only from the imported document: \(difference.insertions.map { "\($0)" })
            """)
    }

    /// What the generated client does with the imported specs: the models, requests and
    /// constraints the document describes.
    @Test func theImportedSpecsMeanWhatTheDocumentSays() throws {
        let path = Self.fixtures.appendingPathComponent("petstore.yaml").path
        let files = OpenAPIImport.translate(documentAt: path).files
        let model = try #require(SpecHarness.run(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })).model)
        let pet = try #require(model.model("Pet"))
        #expect(pet.properties.map(\.jsonKey) == [
            "created_at", "id", "name", "status", "tag", "nickname", "weight", "photo_urls", "owner_email", "born", "chip",
            "attributes", "shape", "size", "legacy_code",
        ])
        #expect(pet.properties.filter(\.isRequired).map(\.jsonKey) == ["created_at", "id", "name", "status"])
        #expect(model.model("CreatePetRequestBody") != nil)
        let list = try #require(model.endpoint("listPets"))
        #expect(list.method == "GET" && list.path == "/pets")
        #expect(model.endpoint("postStoreOrders") != nil)
        #expect(model.endpoint("getPet")?.auth == AuthScheme.none)
        #expect(list.auth == .anyOf([.bearer, .apiKey(name: "X-Api-Key", placement: .header)]))
        #expect(model.endpoint("getInventory")?.auth == .oauth2(scopes: ["read:store"]))
    }

    /// GitHub's listings: a GET whose success is a list with a `Link` header, and that takes an
    /// integer `page` in the query, pages by links. Without `page`, nothing says it does.
    @Test func aListingWithALinkHeaderAndAPageParameterPagesByLinks() async throws {
        func listing(_ parameters: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /repos/{owner}/issues:
                get:
                  operationId: listIssues
                  parameters:
                    - { name: owner, in: path, required: true, schema: { type: string } }
            \(parameters)
                  responses:
                    "200":
                      description: The issues.
                      headers: { Link: { schema: { type: string } } }
                      content: { application/json: { schema: { type: array, items: { type: string } } } }
            """
        }
        let paged = listing("""
                    - { name: per_page, in: query, schema: { type: integer, default: 30 } }
                    - { name: page, in: query, schema: { type: integer, default: 1 } }
            """)
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(paged.utf8), path: "openapi.yaml").files, hold: ["pages: { link: Link }"])
        let unpaged = imported(listing("        - { name: per_page, in: query, schema: { type: integer } }")).text
        #expect(!unpaged.contains("pages:"), "without `page`:\n\(unpaged)")
        let sinceID = imported(listing("        - { name: since, in: query, schema: { type: integer } }")).text
        #expect(sinceID.contains("pages: { link: Link }"), "GitHub's listings of all users page by `since`:\n\(sinceID)")
        let sinceDate = imported(listing("        - { name: since, in: query, schema: { type: string, format: date-time } }")).text
        #expect(!sinceDate.contains("pages:"), "a `since` that is a time is a filter:\n\(sinceDate)")
        #expect(unpaged.contains("Link: string?"))
    }

    /// GitHub's searches page by links too, with their items under a key of an object.
    @Test func anObjectThatHoldsOneListPagesByLinksThroughThatKey() async throws {
        func search(_ extra: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /search/issues:
                get:
                  operationId: searchIssues
                  parameters:
                    - { name: q, in: query, required: true, schema: { type: string } }
                    - { name: page, in: query, schema: { type: integer, default: 1 } }
                  responses:
                    "200":
                      description: The issues found.
                      headers: { Link: { schema: { type: string } } }
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              total_count: { type: integer }
                              items: { type: array, items: { $ref: '#/components/schemas/Issue' } }
            \(extra)
            components:
              schemas:
                Issue: { type: object, properties: { number: { type: integer } } }
            """
        }
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(search("").utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: items, link: Link }"])
        let twoLists = imported(search("                  labels: { type: array, items: { type: string } }")).text
        #expect(!twoLists.contains("pages:"), "two lists, and no way to tell which is the page's:\n\(twoLists)")
    }

    /// Stripe's lists: `data`, `has_more`, and `starting_after` the last item's `id`.
    @Test func aStripeListStartsEachPageAfterTheLastItem() async throws {
        func list(cursor: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /v1/charges:
                get:
                  operationId: GetCharges
                  parameters:
                    - { name: limit, in: query, schema: { type: integer } }
                    - { name: starting_after, in: query, style: form, explode: true, schema: \(cursor) }
                  responses:
                    "200":
                      description: Successful response.
                      content:
                        application/json:
                          schema:
                            title: ChargeList
                            type: object
                            required: [data, has_more, object, url]
                            properties:
                              data: { type: array, items: { $ref: '#/components/schemas/charge' } }
                              has_more: { type: boolean }
                              object: { type: string, enum: [list] }
                              url: { type: string, maxLength: 5000 }
            components:
              schemas:
                charge:
                  type: object
                  required: [id, amount]
                  properties:
                    id: { type: string, maxLength: 5000 }
                    amount: { type: integer }
            """
        }
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(list(cursor: "{ type: string, maxLength: 5000 }").utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: data, cursor: starting_after, fromLast: id, more: has_more }"])
        let uuidCursor = imported(list(cursor: "{ type: string, format: uuid }")).text
        #expect(!uuidCursor.contains("pages:"), "a cursor of another type than `id`:\n\(uuidCursor)")
    }

    /// Speakeasy's `x-speakeasy-pagination`: its `offsetLimit` and `cursor` kinds become `pages:`,
    /// a cursor in the request body included; what `pages:` cannot say is left out, with a warning.
    /// The last item's list is the one `nextCursor` names, though the body holds another
    /// (`warnings`) at its top.
    @Test func speakeasysPaginationExtensionBecomesPages() async throws {
        func operation(_ pagination: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /numbered:
                get:
                  operationId: listNumbered
                  parameters:
                    - { name: page, in: query, schema: { type: integer } }
                    - { name: limit, in: query, schema: { type: integer } }
                  responses:
                    "200":
                      description: A page.
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              data: { type: object, properties: { resultArray: { type: array, items: { type: integer } } } }
                  x-speakeasy-pagination:
                    type: offsetLimit
                    inputs: [{ name: page, in: parameters, type: page }, { name: limit, in: parameters, type: limit }]
                    outputs: { results: $.data.resultArray }
              /search:
                post:
                  operationId: search
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: { type: object, properties: { query: { type: string }, since: { type: string, format: date-time } } }
                  responses:
                    "200":
                      description: Results.
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              warnings: { type: array, items: { type: string } }
                              data:
                                type: object
                                properties:
                                  resultArray:
                                    type: array
                                    items: { type: object, required: [created_at], properties: { created_at: { type: string, format: date-time } } }
                  x-speakeasy-pagination:
            \(pagination)
            """
        }
        let fromLast = """
                    type: cursor
                    inputs: [{ name: since, in: requestBody, type: cursor }]
                    outputs: { nextCursor: "$.data.resultArray[-1].created_at" }
            """
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(operation(fromLast).utf8), path: "openapi.yaml").files, hold: [
            "pages: { items: data.resultArray, page: page, size: limit }",
            "pages: { items: data.resultArray, cursor: body.since, fromLast: created_at }",
        ])
        let byURL = imported(operation("""
                    type: url
                    outputs: { nextUrl: $.next, results: $.data.resultArray }
            """))
        #expect(byURL.text.contains("pages: { items: data.resultArray, nextLink: next }"), "\(byURL.text)")
        let unknown = imported(operation("""
                    type: pages
                    outputs: { results: $.data.resultArray }
            """))
        #expect(unknown.diagnostics == [
            "openapi.yaml:47:9: warning: `x-speakeasy-pagination` of `POST /search` is not imported: its type is `pages`; apigen reads "
                + "`offsetLimit`, `cursor` and `url`",
        ])
        let brackets = imported(operation("""
                    type: cursor
                    inputs: [{ name: since, in: requestBody, type: cursor }]
                    outputs: { nextCursor: "$['data']['next']" }
            """))
        #expect(brackets.diagnostics == [
            "openapi.yaml:49:32: warning: `x-speakeasy-pagination` of `POST /search` is not imported: `outputs.nextCursor` is `$['data']['next']`; "
                + "apigen reads JSONPath of keys (`$.next_cursor`), or of keys in the last item (`$.data[-1].id`)",
        ])
        #expect(brackets.text.components(separatedBy: "pages:").count == 2, "the other operation still pages")
    }

    /// A document of one listing, `GET /things`, with these parameters and a success object of
    /// these properties.
    static func listing(parameters: String, properties: String) -> String {
        """
        openapi: 3.0.3
        info: { title: Test, version: "1" }
        paths:
          /things:
            get:
              operationId: listThings
              parameters: [\(parameters)]
              responses:
                "200":
                  description: A page.
                  content:
                    application/json:
                      schema: { type: object, properties: { \(properties) } }
        """
    }

    /// A cursor named for the next one: Google's `pageToken` and `nextPageToken`, Slack's
    /// `cursor` and `response_metadata.next_cursor`; not where the body holds two lists.
    @Test func aCursorNamedForTheNextOnePagesByIt() async throws {
        func listing(_ parameter: String, _ properties: String) -> String {
            Self.listing(parameters: "{ name: \(parameter), in: query, schema: { type: string } }, { name: pageSize, in: query, schema: { type: integer } }",
                         properties: properties)
        }
        let google = listing("pageToken", "kind: { type: string }, things: { type: array, items: { type: string } }, nextPageToken: { type: string }")
        let slack = listing("cursor", "ok: { type: boolean }, members: { type: array, items: { type: object, properties: { id: { type: string } } } }, "
                                + "response_metadata: { type: object, properties: { next_cursor: { type: string } } }")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(google.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: things, cursor: pageToken, from: nextPageToken }"])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(slack.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: members, cursor: cursor, from: response_metadata.next_cursor }"])
        let twoLists = imported(listing("pageToken", "things: { type: array, items: { type: string } }, "
                                            + "unreachable: { type: array, items: { type: string } }, nextPageToken: { type: string }")).text
        #expect(!twoLists.contains("pages:"), "two lists, and no way to tell which is the page's:\n\(twoLists)")
    }

    /// The next page's URL in the body: Django REST Framework's `next` (a URI, beside
    /// `results`), Laravel's `next_page_url` and JSON:API's `links.next` (text, beside `data`),
    /// HAL's `_links.next.href` (Spring Data REST's, the items in `_embedded`);
    /// not a `next` that is not a URI (a cursor, which the link would not give), nor without a
    /// page, offset or cursor parameter for the link to give.
    @Test func aNextURLInTheBodyPagesByIt() async throws {
        func listing(_ parameters: String, _ properties: String) -> String {
            Self.listing(parameters: parameters, properties: properties)
        }
        let drf = listing("{ name: page, in: query, schema: { type: integer } }, { name: page_size, in: query, schema: { type: integer } }",
                          "count: { type: integer }, next: { type: string, format: uri, nullable: true }, "
                            + "previous: { type: string, format: uri, nullable: true }, results: { type: array, items: { type: string } }")
        let laravel = listing("{ name: page, in: query, schema: { type: integer } }",
                              "current_page: { type: integer }, data: { type: array, items: { type: string } }, "
                                + "next_page_url: { type: string, nullable: true }, links: { type: array, items: { type: object } }")
        let jsonAPI = listing("{ name: 'page[number]', in: query, schema: { type: integer } }, { name: 'filter[kind]', in: query, schema: { type: string } }",
                              "data: { type: array, items: { type: object, properties: { id: { type: string } } } }, "
                                + "included: { type: array, items: { type: object } }, "
                                + "links: { type: object, properties: { self: { type: string }, next: { type: string, nullable: true } } }")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(drf.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: results, nextLink: next }"])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(laravel.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: data, nextLink: next_page_url }"])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(jsonAPI.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: data, nextLink: links.next }"])
        let hal = listing("{ name: page, in: query, schema: { type: integer } }, { name: size, in: query, schema: { type: integer } }",
                          "_embedded: { type: object, properties: { people: { type: array, items: { type: object, properties: { name: { type: string } } } } } }, "
                            + "_links: { type: object, properties: { self: { type: object, properties: { href: { type: string } } }, "
                            + "next: { type: object, properties: { href: { type: string } } } } }, "
                            + "page: { type: object, properties: { number: { type: integer }, totalPages: { type: integer } } }")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(hal.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: _embedded.people, nextLink: _links.next.href }"])
        let cursorNamedNext = imported(drf.replacingOccurrences(of: "next: { type: string, format: uri, nullable: true }",
                                                                with: "next: { type: string, nullable: true }")).text
        #expect(!cursorNamedNext.contains("nextLink"), "a `next` that is not a URI may be a cursor:\n\(cursorNamedNext)")
        #expect(cursorNamedNext.contains("pages: { items: results, page: page, size: page_size }"), "pages by number:\n\(cursorNamedNext)")
        let noPage = imported(drf.replacingOccurrences(of: "name: page,", with: "name: ordering,")).text
        #expect(!noPage.contains("pages:"), "nothing for the link to give:\n\(noPage)")
    }

    /// Whole-number `offset` and `limit` query parameters (Airflow's listings, `{ dags: [...],
    /// total_entries }`) page by the offset, a page of fewer than `limit` items the last, the
    /// list found in the body's `allOf` members too; not where the body holds two lists, nor
    /// where either is not a whole number or is missing.
    @Test func anOffsetAndALimitPageByTheOffset() async throws {
        let offset = "{ name: offset, in: query, schema: { type: integer, minimum: 0, default: 0 } }"
        let limit = "{ name: limit, in: query, schema: { type: integer, default: 50 } }"
        let airflow = Self.listing(parameters: "\(limit), \(offset), { name: tags, in: query, schema: { type: array, items: { type: string } } }",
                                   properties: "dags: { type: array, items: { type: string } }, total_entries: { type: integer }")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(airflow.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: dags, offset: offset, size: limit }"])
        let list = airflow.replacingOccurrences(
            of: "schema: { type: object, properties: { dags: { type: array, items: { type: string } }, total_entries: { type: integer } } }",
            with: "schema: { type: array, items: { type: string } }")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(list.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { offset: offset, size: limit }"])
        // As Airflow's document writes a collection: the list in one `allOf` member, the count in another.
        let collection = airflow.replacingOccurrences(
            of: "schema: { type: object, properties: { dags: { type: array, items: { type: string } }, total_entries: { type: integer } } }",
            with: "schema: { $ref: '#/components/schemas/DAGCollection' }")
            + """

            components:
              schemas:
                DAGCollection: { type: object, allOf: [{ type: object, properties: { dags: { type: array, items: { type: string } } } }, { $ref: '#/components/schemas/CollectionInfo' }] }
                CollectionInfo: { type: object, properties: { total_entries: { type: integer } } }
            """
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(collection.utf8), path: "openapi.yaml").files,
                              hold: ["pages: { items: dags, offset: offset, size: limit }", "include: [CollectionInfo]"])
        for (document, why) in [
            (airflow.replacingOccurrences(of: "total_entries: { type: integer }", with: "warnings: { type: array, items: { type: string } }"),
             "two lists, and no way to tell which is the page's"),
            (airflow.replacingOccurrences(of: "name: offset, in: query, schema: { type: integer", with: "name: offset, in: query, schema: { type: string"),
             "an offset of text may be a cursor"),
            (airflow.replacingOccurrences(of: "name: limit,", with: "name: order_by,"), "no limit"),
        ] {
            let text = imported(document).text
            #expect(!text.contains("pages:"), "\(why):\n\(text)")
        }
    }

    /// Fern's `x-fern-pagination`: a cursor (in the query, or a field of the body), a page
    /// number, an offset with its `step`, the next page's URL, and `true` taking the document's
    /// own; `next_path` is left out with a warning at its place.
    @Test func fernsPaginationExtensionBecomesPages() async throws {
        func document(_ operations: String, root: String = "") -> String {
            """
            openapi: 3.0.3
            info: { title: Fern, version: "1" }
            \(root)paths:
            \(operations)
            components:
              schemas:
                Plants:
                  type: object
                  properties:
                    results: { type: array, items: { type: string } }
                    next: { type: string, nullable: true }
                    next_page_url: { type: string, nullable: true }
                    has_more: { type: boolean }
            """
        }
        func get(_ path: String, _ parameters: String, _ pagination: String) -> String {
            """
              \(path):
                get:
                  parameters: [\(parameters)]
                  responses:
                    "200":
                      description: A page.
                      content: { application/json: { schema: { $ref: '#/components/schemas/Plants' } } }
                  x-fern-pagination: \(pagination)
            """
        }
        let operations = [
            get("/cursors", "{ name: cursor, in: query, schema: { type: string } }",
                "{ cursor: $request.cursor, next_cursor: $response.next, results: $response.results, has-next-page: $response.has_more }"),
            get("/pages", "{ name: page_number, in: query, schema: { type: integer } }",
                "{ offset: $request.page_number, results: $response.results }"),
            get("/offsets", "{ name: offset, in: query, schema: { type: integer } }, { name: limit, in: query, schema: { type: integer } }",
                "{ offset: $request.offset, step: $request.limit, results: $response.results }"),
            get("/links", "{ name: page, in: query, schema: { type: integer } }",
                "{ next_uri: $response.next_page_url, results: $response.results }"),
            get("/shared", "{ name: cursor, in: query, schema: { type: string } }", "true"),
            get("/paths", "{ name: page, in: query, schema: { type: integer } }",
                "{ next_path: $response.next, results: $response.results }"),
            """
              /search:
                post:
                  requestBody:
                    content: { application/json: { schema: { type: object, properties: { query: { type: string }, after: { type: string } } } } }
                  responses:
                    "200":
                      description: A page.
                      content: { application/json: { schema: { $ref: '#/components/schemas/Plants' } } }
                  x-fern-pagination: { cursor: $request.after, next_cursor: $response.next, results: $response.results }
            """,
        ].joined(separator: "\n")
        let text = document(operations, root: "x-fern-pagination: { cursor: $request.cursor, next_cursor: $response.next, results: $response.results }\n")
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "pages: { items: results, cursor: cursor, from: next, more: has_more }",
            "pages: { items: results, page: page_number }",
            "pages: { items: results, offset: offset, size: limit }",
            "pages: { items: results, nextLink: next_page_url }",
            "pages: { items: results, cursor: body.after, from: next }",
        ])
        let all = files.map(\.text).joined(separator: "\n")
        #expect(all.components(separatedBy: "pages: { items: results, cursor: cursor, from: next").count == 3,
                "`true` takes the document's own:\n\(all)")
        let (imported, diagnostics) = imported(text)
        #expect(imported.components(separatedBy: "pages:").count == 7, "six listings page; `/paths` does not")
        #expect(diagnostics == [
            "openapi.yaml:52:39: warning: `x-fern-pagination` of `GET /paths` is not imported: `next_path` gives the next page's path, "
                + "and each page of a listing is a request of its own endpoint; `next_uri` (the next page's URL) is read",
        ])
        #expect(self.imported(document(get("/shared", "{ name: cursor, in: query, schema: { type: string } }", "true"))).diagnostics == [
            "openapi.yaml:11:26: warning: `x-fern-pagination` of `GET /shared` is not imported: it is `true`, and the document has no "
                + "`x-fern-pagination` of its own to take",
        ])
    }

    /// AutoRest's `x-ms-pageable`, as Microsoft Graph's document writes it: the items under
    /// `value`, the next page's URL under `@odata.nextLink`, whose `$skiptoken` the client sends.
    @Test func autoRestsPageableExtensionBecomesANextLink() async throws {
        func document(_ pageable: String) -> String {
            """
            openapi: 3.0.4
            info: { title: Graph, version: v1.0 }
            paths:
              /users:
                get:
                  operationId: users.ListUser
                  parameters:
                    - { name: $top, in: query, schema: { type: integer, minimum: 0 } }
                  responses:
                    "2XX":
                      description: Retrieved collection
                      content:
                        application/json:
                          schema:
                            title: Collection of user
                            type: object
                            properties:
                              value: { type: array, items: { type: object, properties: { id: { type: string } } } }
                              "@odata.nextLink": { type: string, nullable: true }
                  x-ms-pageable: \(pageable)
            """
        }
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document("{ nextLinkName: '@odata.nextLink', operationName: listMore }").utf8),
                                                      path: "openapi.yaml").files,
                              hold: [#"pages: { items: value, nextLink: "@odata.nextLink" }"#])
        #expect(!imported(document("{ nextLinkName: null }")).text.contains("pages:"), "a `null` next link: one page")
    }

    @Test(arguments: [
        ("$", "", nil), ("$.data", "data", nil), ("$.data.result_array", "data.result_array", nil),
        ("$.data[-1].id", "data", "id"), ("$[-1].meta.id", "", "meta.id"),
    ] as [(String, String, String?)])
    func jsonPathsOfKeysAreRead(_ path: String, _ keys: String, _ lastItem: String?) throws {
        let read = try #require(OpenAPITranslator.jsonPath(path))
        #expect(read.keys == keys)
        #expect(read.lastItem == lastItem)
    }

    @Test(arguments: ["data", "$.", "$..data", "$.data[*].id", "$['data']", "$.data[-1]", "$.a[-1].b[-1].c", "$.data[0].id"])
    func otherJSONPathIsNotRead(_ path: String) {
        #expect(OpenAPITranslator.jsonPath(path) == nil)
    }

    @Test func nullableAndRequiredAreKeptApartInBothVersions() {
        let schemas = """
            Thing:
              type: object
              required: [a, b, e]
              properties:
                a: { type: string, nullable: true }
                b: { type: string }
                c: { type: string, nullable: true }
                d: { type: integer, default: 3 }
                e: { $ref: '#/components/schemas/Other', nullable: true }
                list: { type: array, items: { type: string, nullable: true, maxLength: 3 } }
                map: { type: object, additionalProperties: { type: integer, nullable: true } }
            Other: { type: string }
            """
        let older = imported(document(schemas: schemas))
        #expect(older.diagnostics == [])
        #expect(older.text.contains("a: { type: string?, nullable: true }"), "\(older.text)")
        #expect(older.text.contains("b: string,") || older.text.contains("b: string\n"), "\(older.text)")
        #expect(older.text.contains("c: string?"), "\(older.text)")
        #expect(older.text.contains("d: { type: int, default: 3 }"), "\(older.text)")
        #expect(older.text.contains("e: { type: Other?, nullable: true }"), "\(older.text)")
        #expect(older.text.contains("list:\n        type: \"string?[]?\"\n        items: { maxLength: 3 }"), "\(older.text)")
        #expect(older.text.contains("map: map<int?>?"), "\(older.text)")

        let newer = imported(document(schemas: """
            Thing:
              type: object
              required: [a]
              properties:
                a: { type: [string, "null"] }
                n: { type: number, exclusiveMinimum: 0, maximum: 1 }
                k: { const: fixed }
                either: { type: [string, integer, "null"] }
            """, version: "3.1.0"))
        #expect(newer.diagnostics == [])
        #expect(newer.text.contains("a: { type: string?, nullable: true }"), "\(newer.text)")
        #expect(newer.text.contains("n: { type: double?, minimum: 0, exclusiveMinimum: true, maximum: 1 }"), "\(newer.text)")
        #expect(newer.text.contains("k: { enum: [fixed], optional: true }"), "\(newer.text)")
        #expect(newer.text.contains("either: { oneOf: [string, int], optional: true }"), "\(newer.text)")
    }

    /// `readOnly` and `writeOnly` against where each schema travels: a required `writeOnly`
    /// property is missing from every response, so a model that is also read from one cannot
    /// require it (decoding would fail on every response), and a required `readOnly` one is
    /// missing from request bodies. Such a property is imported as optional, with a warning;
    /// a schema that only travels the other way keeps it required. Marks through a `$ref`, and
    /// a subtype reached through its polymorphic base, count too.
    @Test func readOnlyAndWriteOnlyPropertiesAreOptionalWhereTheirSchemaTravelsTheOtherWay() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /users:
                post:
                  operationId: createUser
                  requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } }
                  responses:
                    "201": { $ref: '#/components/responses/UserCreated' }
              /alerts:
                get:
                  operationId: listAlerts
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Alert' } } } }
              /notes:
                post:
                  operationId: addNote
                  requestBody:
                    content:
                      application/json:
                        schema: { type: object, required: [text, id], properties: { text: { type: string }, id: { type: integer, readOnly: true } } }
                  responses:
                    "200": { $ref: '#/components/responses/Pet' }
            components:
              responses:
                UserCreated: { description: Created, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } }
                Pet: { description: A pet, content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
              schemas:
                AlertNumber: { type: integer, readOnly: true }
                User:
                  type: object
                  required: [id, name, password, number, flag]
                  properties:
                    id: { type: integer, format: int64, readOnly: true }
                    name: { type: string }
                    password: { type: string, writeOnly: true }
                    number: { $ref: '#/components/schemas/AlertNumber' }
                    flag: { type: boolean, readOnly: false }
                Alert:
                  type: object
                  required: [number, secret]
                  properties:
                    number: { $ref: '#/components/schemas/AlertNumber' }
                    secret: { type: string, writeOnly: false, readOnly: true }
                Pet:
                  type: object
                  required: [kind]
                  discriminator: { propertyName: kind }
                  properties: { kind: { type: string } }
                Cat:
                  allOf:
                    - $ref: '#/components/schemas/Pet'
                    - { type: object, required: [secret], properties: { secret: { type: string, writeOnly: true } } }
            """
        let result = imported(document)
        #expect(result.diagnostics.filter { $0.contains("imported as optional") } == [
            "openapi.yaml:23:97: warning: required property `id` of the body of `POST /notes` is imported as optional: "
                + "it is `readOnly`, and request bodies, where this schema is sent, leave it out",
            "openapi.yaml:36:9: warning: required property `id` of model `User` is imported as optional: "
                + "it is `readOnly`, and request bodies, where this schema is sent, leave it out",
            "openapi.yaml:38:9: warning: required property `password` of model `User` is imported as optional: "
                + "it is `writeOnly`, and responses, where this schema is read, leave it out",
            "openapi.yaml:39:9: warning: required property `number` of model `User` is imported as optional: "
                + "it is `readOnly`, and request bodies, where this schema is sent, leave it out",
            "openapi.yaml:55:61: warning: required property `secret` of model `Cat` is imported as optional: "
                + "it is `writeOnly`, and responses, where this schema is read, leave it out",
        ])
        #expect(result.text.contains("User:\n    properties:\n      id: { type: int64?, readOnly: true }\n      name: string\n"
                                     + "      password: string?\n      number: { type: AlertNumber?, readOnly: true }\n      flag: bool\n"),
                "\(result.text)")
        #expect(result.text.contains("Alert:\n    properties: { number: AlertNumber, secret: string }"), "\(result.text)")
        #expect(result.text.contains("properties:\n        text: string\n        id: { type: int?, readOnly: true }\n"), "\(result.text)")
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        #expect(try await SwiftCompiler.compile(try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))) == "")
    }

    @Test func passwordFormatsBecomeSecretsWhereTheSpecCanHideThem() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /accounts/{pin}:
                post:
                  operationId: openAccount
                  parameters:
                    - { name: pin, in: path, required: true, schema: { type: string, format: password } }
                    - { name: X-Card-Key, in: header, schema: { $ref: '#/components/schemas/Passphrase' } }
                    - { name: token, in: query, required: true, schema: { type: string, format: password } }
                    - { name: page, in: query, schema: { type: integer } }
                  requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Account' } } } }
                  responses:
                    "204": { description: Opened }
            components:
              schemas:
                Passphrase: { type: string, format: password, minLength: 12 }
                Account:
                  type: object
                  required: [owner, password]
                  properties:
                    owner: { type: string }
                    password: { type: string, format: password }
                    recovery: { $ref: '#/components/schemas/Passphrase' }
            """
        let result = imported(document)
        #expect(result.diagnostics == [
            "openapi.yaml:8:11: warning: `format: password` is not imported for parameter `pin` of `POST /accounts/{pin}`: "
                + "logs show a URL's path as it is",
        ])
        #expect(result.text.contains("""
                password: { type: string, secret: true }
                  recovery: { type: Passphrase?, secret: true }
            """), "\(result.text)")
        #expect(result.text.contains("X-Card-Key: { type: Passphrase?, in: header, secret: true }"), "\(result.text)")
        #expect(result.text.contains("token: { type: string, secret: true }"), "\(result.text)")
        #expect(result.text.contains("Passphrase: { type: string, minLength: 12 }"), "a named scalar takes no `secret`: \(result.text)")
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        #expect(generated.contains { $0.contents.contains("static var secretHeaders: Set<String> { [\"x-card-key\"] }") })
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    @Test func schemasNamedLikeBuiltInTypesAreRenamedWhereverTheyAreUsed() {
        let result = imported(document(schemas: """
            string: { type: object, properties: { a: { $ref: '#/components/schemas/url' }, b: { $ref: '#/components/schemas/Pet%20Store' } } }
            url: { type: string, format: uri }
            UrlModel: { type: integer }
            Pet Store: { type: string }
            """))
        #expect(result.diagnostics == [
            "openapi.yaml:6:5: warning: schema `string` is imported as the model `StringModel`: in the spec, `string` is the built-in type",
            "openapi.yaml:7:5: warning: schema `url` is imported as the model `UrlModel2`: in the spec, `url` is the built-in type",
            "openapi.yaml:9:5: warning: schema `Pet Store` is imported as the model `PetStore`: a type in the spec is named by letters, "
                + "digits, `_`, `-` and `.`",
        ])
        #expect(result.text.contains("b: PetStore?"), "\(result.text)")
        #expect(result.text.contains("StringModel:\n    properties: { a: UrlModel2?, b: PetStore? }"), "\(result.text)")
        #expect(result.text.contains("UrlModel2: url\n"), "\(result.text)")
    }

    /// An inline union variant becomes a model named from its title, or from where it stands;
    /// a discriminator on an object that nothing extends is pointed out, as it is left out.
    @Test func inlineVariantsBecomeModelsAndLoneDiscriminatorsAreNamed() {
        let result = imported(document(schemas: """
            Payment:
              oneOf:
                - title: Card payment
                  type: object
                  required: [number]
                  properties: { number: { type: string, pattern: '^[0-9]{16}$' } }
                - title: Cash
                  type: object
                  properties: { currency: { type: string } }
            Animal:
              type: object
              discriminator: { propertyName: kind }
              properties: { kind: { type: string } }
            Holder:
              type: object
              properties:
                thing: { oneOf: [{ type: string }, { type: object, properties: { a: { type: string } } }] }
            """))
        #expect(result.diagnostics == [
            "openapi.yaml:8:11: warning: this inline union variant is imported as the model `CardPayment`, named from its title",
            "openapi.yaml:12:11: warning: this inline union variant is imported as the model `Cash`, named from its title",
            "openapi.yaml:17:7: warning: a discriminator without `oneOf`, on a schema no other schema extends through `allOf`, is not imported",
            "openapi.yaml:22:44: warning: this inline union variant is imported as the model `HolderThingVariant2`, named from where it stands",
        ])
        #expect(result.text.contains("thing: { oneOf: [string, HolderThingVariant2], optional: true }"), "\(result.text)")
        #expect(result.text.contains("""
              Payment: { oneOf: [CardPayment, Cash] }
            """), "\(result.text)")
        #expect(result.text.contains("""
              CardPayment:
                properties:
                  number: { type: string, pattern: "^[0-9]{16}$" }
              Cash:
                properties: { currency: string? }
            """), "\(result.text)")
        let files = OpenAPIImport.translate(bytes: Array(document(schemas: "A: { oneOf: [{ title: B, type: object, properties: { b: { type: string } } }, { type: string }] }").utf8), path: "o.yaml").files
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
    }

    /// A base object with a discriminator that other schemas extend through `allOf` (as Java
    /// and .NET tools write polymorphism): the base becomes the union of its subtypes, so a
    /// property or response of the base's type decodes each subtype as itself.
    @Test func polymorphismThroughAllOfBecomesAUnion() async throws {
        let schemas = """
            Animal:
              type: object
              required: [kind, name]
              discriminator: { propertyName: kind, mapping: { cat: '#/components/schemas/Cat', dog: Dog } }
              properties:
                kind: { type: string }
                name: { type: string }
            Cat:
              allOf:
                - $ref: '#/components/schemas/Animal'
                - { type: object, properties: { lives: { type: integer } } }
            Dog:
              allOf:
                - $ref: '#/components/schemas/Animal'
                - { type: object, properties: { good: { type: boolean } } }
            Pen: { type: object, properties: { resident: { $ref: '#/components/schemas/Animal' } } }
            """
        let result = imported(document(schemas: schemas))
        #expect(result.diagnostics == [
            "openapi.yaml:6:5: warning: `Animal` is a union of the schemas that extend it (`Cat`, `Dog`), told apart by `kind`; "
                + "its own properties are the model `AnimalFields`, which they include",
        ])
        #expect(result.text.contains("""
              AnimalFields:
                properties: { kind: string, name: string }
              Animal:
                oneOf: [Cat, Dog]
                discriminator: kind
                mapping: { cat: Cat, dog: Dog }
              Cat:
                include: [AnimalFields]
                properties: { lives: int? }
            """), "\(result.text)")
        let files = OpenAPIImport.translate(bytes: Array(document(schemas: schemas).utf8), path: "openapi.yaml").files
        let model = try #require(SpecHarness.run(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })).model)
        #expect(model.model("Pen")?.property("resident")?.field.type == .optional(.named("Animal")))
        if case .union(let union)? = model.model("Animal")?.kind {
            #expect(union.discriminator == "kind")
        } else {
            Issue.record("`Animal` is not a union")
        }
        #expect(try await SwiftCompiler.compile(try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))) == "")
    }

    /// A `mapping` may give one subtype several tags (an old name beside the new one): the
    /// union lists it once, with every tag, and decodes each as it. The import listed it twice,
    /// which `lint` refused, and a variant kept only the last tag `mapping` gave it.
    @Test func aSubtypeOfSeveralTagsIsOneVariant() async throws {
        let schemas = """
            Animal:
              type: object
              required: [kind]
              discriminator: { propertyName: kind, mapping: { Lion: Lion, big_cat: Lion, ant: Ant } }
              properties: { kind: { type: string } }
            Lion: { allOf: [{ $ref: '#/components/schemas/Animal' }, { type: object, properties: { mane: { type: boolean } } }] }
            Ant: { allOf: [{ $ref: '#/components/schemas/Animal' }, { type: object, properties: { legs: { type: integer } } }] }
            Pet:
              oneOf: [{ $ref: '#/components/schemas/Lion' }, { $ref: '#/components/schemas/Ant' }]
              discriminator: { propertyName: kind, mapping: { cat: Lion, kitty: Lion } }
            """
        let result = imported(document(schemas: schemas))
        #expect(result.diagnostics == [
            "openapi.yaml:6:5: warning: `Animal` is a union of the schemas that extend it (`Lion`, `Ant`), told apart by `kind`; "
                + "its own properties are the model `AnimalFields`, which they include",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document(schemas: schemas).utf8), path: "openapi.yaml").files, hold: [
            "oneOf: [Lion, Ant]\n    discriminator: kind\n    mapping: { Lion: Lion, big_cat: Lion, ant: Ant }\n",
            "mapping: { cat: Lion, kitty: Lion }",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document(schemas: schemas).utf8), path: "openapi.yaml").files
        let swift = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })).map(\.contents).joined()
        #expect(swift.contains(#"case "Lion", "big_cat": self = .lion(try Lion(from: decoder))"#))
        #expect(swift.contains(#"case "cat", "kitty": self = .lion(try Lion(from: decoder))"#))
    }

    /// A tagged variant that is only a `$ref` to another schema (`DogDefault: { $ref: Dog }`)
    /// keeps its own tag: it is imported as a named scalar, which a tagged union takes. It used
    /// to import to specs that `lint` refused.
    @Test func aTaggedVariantThatOnlyRefersToAnotherSchemaKeepsItsTag() throws {
        let schemas = """
            Pet:
              oneOf: [{ $ref: '#/components/schemas/DogDefault' }, { $ref: '#/components/schemas/Cat' }]
              discriminator: { propertyName: kind }
            Dog: { type: object, properties: { bark: { type: boolean } } }
            DogDefault: { $ref: '#/components/schemas/Dog' }
            Cat: { type: object, properties: { meow: { type: boolean } } }
            """
        let files = OpenAPIImport.translate(bytes: Array(document(schemas: schemas).utf8), path: "openapi.yaml").files
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let model = try #require(SpecHarness.run(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })).model)
        guard case .union(let union)? = model.model("Pet")?.kind else {
            Issue.record("`Pet` is not a union")
            return
        }
        #expect(union.variants.map(\.tag) == ["DogDefault", "Cat"])
        #expect(union.variants.map(\.type) == [.named("DogDefault"), .named("Cat")])
    }

    /// `allOf` as documents write it beyond models to include: a member that only documents
    /// (`- description: …`, `- nullable: true`) documents the schema; `allOf` within `allOf` gives
    /// its members; scalars merge into one scalar with every constraint: the tighter bound, the
    /// values two enums share, a `multipleOf` of both.
    /// Each of these used to be refused ("not an object or a reference to one").
    @Test func allOfThatDocumentsNestsOrMergesScalarsImports() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { name: limit, in: query, schema: { allOf: [{ $ref: '#/components/schemas/Count' }, { maximum: 50 }] } }
                  responses: { "204": { description: None. } }
            components:
              schemas:
                Status: { type: string, enum: [active, gone] }
                Count: { type: integer, minimum: 0, description: A count. }
                Base: { type: object, required: [id], properties: { id: { type: string } } }
                Small: { allOf: [{ $ref: '#/components/schemas/Count' }, { maximum: 10 }] }
                Deep:
                  allOf:
                    - allOf:
                        - $ref: '#/components/schemas/Base'
                      properties: { extra: { type: string } }
                    - description: Deep down.
                Pet:
                  type: object
                  required: [status]
                  properties:
                    status: { allOf: [{ $ref: '#/components/schemas/Status' }, { description: The status. }] }
                    maybe: { allOf: [{ $ref: '#/components/schemas/Status' }, { nullable: true }] }
                    twice: { allOf: [{ $ref: '#/components/schemas/Count' }, { $ref: '#/components/schemas/Count' }] }
                    count: { allOf: [{ $ref: '#/components/schemas/Count' }, { minimum: -5, maximum: 10 }, { maximum: 20 }] }
                    name: { type: string, allOf: [{ minLength: 1 }, { maxLength: 5, minLength: 2 }] }
                    small: { $ref: '#/components/schemas/Small' }
                    kind: { allOf: [{ $ref: '#/components/schemas/Status' }, { enum: ["gone", lost] }] }
                    step: { allOf: [{ type: integer, multipleOf: 4 }, { multipleOf: 6 }] }
                    tags: { allOf: [{ type: array, items: { type: string }, uniqueItems: false }, { uniqueItems: true, minItems: 1 }] }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let specs = result.files.map(\.text).joined(separator: "\n")
        for expected in [
            "Small: { type: int, minimum: 0, maximum: 10 }",
            "Deep:\n    description: Deep down.\n    include: [Base]\n    properties: { extra: string? }",
            "status: { type: Status, description: The status. }",
            "maybe: Status?",
            "twice: Count?",
            "count: { type: int?, minimum: 0, maximum: 10 }",
            "name: { type: string?, minLength: 2, maxLength: 5 }",
            "small: Small?",
            "kind: { enum: [gone], optional: true }",
            "step: { type: int?, multipleOf: 12 }",
            "tags: { type: \"string[]?\", minItems: 1, uniqueItems: true }",
            "params:\n      limit: { type: int?, minimum: 0, maximum: 50 }",
        ] {
            #expect(specs.contains(expected), "no `\(expected)` in:\n\(specs)")
        }
        #expect(OpenAPIImport.check(result.files, folder: "Specs").all.isEmpty)

        // OpenAPI 3.1's exclusive bounds are numbers, and merge as bounds do.
        let open = OpenAPIImport.translate(bytes: Array(document(schemas: """
            Open: { allOf: [{ type: number, exclusiveMinimum: 0, maximum: 9 }, { exclusiveMinimum: 2 }] }
            """, version: "3.1.0").utf8), path: "openapi.yaml")
        #expect(open.files.map(\.text).joined().contains("Open: { type: double, minimum: 2, exclusiveMinimum: true, maximum: 9 }"), "\(open.files.map(\.text))")

        // 3.0's `exclusiveMinimum: true` belongs to the `minimum` beside it: such a member is not merged.
        let clash = OpenAPIImport.translate(bytes: Array(document(schemas: """
            Clash: { allOf: [{ type: string, maxLength: 3 }, { type: integer }] }
            Flagged: { allOf: [{ type: integer, minimum: 0, exclusiveMinimum: true }, { minimum: 5 }] }
            """).utf8), path: "openapi.yaml")
        #expect(clash.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:56: error: `type` differs between the members of this `allOf` (`string` and `integer`): "
                + "a value would have to be valid for both; the spec takes one",
            "openapi.yaml:7:24: error: this member of `allOf` is not an object or a reference to one; the spec includes object models only",
            "openapi.yaml:7:79: error: this member of `allOf` is not an object or a reference to one; the spec includes object models only",
        ])
    }

    /// Keys beside a `$ref` that shape the value (3.1 applies them; 3.0 documents write them
    /// meaning the same) read as `allOf` of the reference and those keys: a constraint narrows,
    /// properties add to an included object, `default` and `deprecated` stay. Keys that say what
    /// the target says keep its name. Each of these was dropped without a word.
    @Test func keysBesideAReferenceShapeTheValue() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /pets:
                post:
                  operationId: addPet
                  requestBody:
                    content: { application/json: { schema: { $ref: '#/components/schemas/Base', properties: { note: { type: string } } } } }
                  parameters:
                    - { name: kind, in: query, schema: { $ref: '#/components/schemas/Status', default: active, deprecated: true } }
                  responses: { "204": { description: None. } }
            components:
              schemas:
                Status: { type: string, enum: [active, gone] }
                Tag: { type: string, minLength: 1 }
                Count: { type: integer, minimum: 0 }
                Base: { type: object, required: [id], properties: { id: { type: string } } }
                Shrub: { $ref: '#/components/schemas/Base', maxProperties: 5 }
                Alias: { $ref: '#/components/schemas/Base', description: Another name. }
                Anything: { x-origin: elsewhere }
                Label: { allOf: [{ type: string }, { minLength: 1 }] }
                LabelAlias: { allOf: [{ $ref: '#/components/schemas/Label' }, { description: A label. }] }
                Short: { allOf: [{ $ref: '#/components/schemas/LabelAlias' }, { maxLength: 9 }] }
                Bush: { allOf: [{ $ref: '#/components/schemas/Shrub' }, { properties: { height: { type: integer } } }] }
                Via: { allOf: [{ $ref: '#/components/schemas/Alias' }, { properties: { extra: { type: string } } }] }
                Seedling: { allOf: [{ $ref: '#/components/schemas/Anything' }, { properties: { name: { type: string } } }] }
                Pet:
                  type: object
                  properties:
                    tag: { $ref: '#/components/schemas/Tag', maxLength: 8 }
                    status: { $ref: '#/components/schemas/Status', enum: [active] }
                    same: { $ref: '#/components/schemas/Status', enum: [gone, active] }
                    count: { $ref: '#/components/schemas/Count', type: integer }
                    owner: { $ref: '#/components/schemas/Base', type: object }
                    more: { $ref: '#/components/schemas/Base', properties: { name: { type: string } } }
                    gone: { allOf: [{ $ref: '#/components/schemas/Status', enum: [gone] }, { description: Gone. }] }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:18:49: warning: `maxProperties` in a member of `allOf` or beside a reference is not imported: "
                + "the spec counts the entries of a map written in place only",
        ])
        try await expectSpecs(result.files, hold: [
            "kind: { type: Status, deprecated: true, default: active }",
            "body:\n      include: [Base]\n      properties: { note: string? }",
            "Shrub: { include: [Base] }",
            "Short: { type: string, minLength: 1, maxLength: 9 }",
            "Bush:\n    include: [Shrub]",
            "Via:\n    include: [Base]",
            "Seedling:\n    properties: { name: string? }",
            "tag: { type: string?, minLength: 1, maxLength: 8 }",
            "status: { enum: [active], optional: true }",
            "same: Status?",
            "count: Count?",
            "owner: Base?",
            "more:\n        include: [Base]\n        properties: { name: string? }",
            "gone: { description: Gone., enum: [gone], optional: true }",
        ])

        // An object's property count is said of maps only, a string's length of strings, and the
        // spec's enums are of text or whole numbers: each is left out, with a warning.
        let counted = imported(document(schemas: """
            Box: { type: object, properties: { id: { type: string } }, minProperties: 1 }
            Untyped: { minLength: 1 }
            Flag: { type: boolean, enum: [true] }
            Ratio: { type: number, enum: [0.5, 1.5, null] }
            Ports: { type: object, additionalProperties: { type: object, enum: [{}] } }
            """))
        #expect(counted.diagnostics == [
            "openapi.yaml:6:64: warning: `minProperties` on an object with properties is not imported: the spec counts the entries of maps only",
            "openapi.yaml:7:16: warning: `minLength` on a schema without a `type` is not imported: it constrains one kind of value, and `any` takes every kind",
            "openapi.yaml:8:34: warning: an enum of `boolean` values is imported as `bool`, which takes any such value: the spec's enums are text or whole numbers",
            "openapi.yaml:9:12: warning: model `Ratio` may be `null`, which a model cannot say in the spec; what refers to it may be `null` instead",
            "openapi.yaml:9:34: warning: an enum of `number` values is imported as `double`, which takes any such value: the spec's enums are text or whole numbers",
            "openapi.yaml:10:72: warning: an enum of objects or arrays is not imported: the spec's enums are text or whole numbers; the "
                + "schema is imported without it",
        ])
        // Docker's ports, each mapped to `{}`: the schema without its enum.
        #expect(counted.text.contains("Flag: bool\n  Ratio: double\n  Ports: map<map<any>>"), "\(counted.text)")
    }

    /// OpenAPI 3.2: the `query` method, `additionalOperations`, a query string as one parameter,
    /// media types by reference, sequential media types, a response's `summary`, a server's
    /// `name`, a cookie parameter's `style: cookie`, and a reference spelled with the document's
    /// own `$self`.
    @Test func anOpenAPI32DocumentImports() async throws {
        let text = """
            openapi: 3.2.0
            $self: https://api.example.com/v2/openapi.yaml
            info: { title: Test, version: "1" }
            servers:
              - { url: https://api.example.com/v2, name: production }
              - { url: https://staging.example.com/v2, name: Staging copy, description: For trying things out. }
            paths:
              /pets/search:
                query:
                  operationId: searchPets
                  requestBody:
                    required: true
                    content: { application/json: { $ref: '#/components/mediaTypes/Filter' } }
                  responses:
                    "200":
                      summary: The pets that match.
                      content:
                        application/json:
                          schema: { type: array, items: { $ref: 'https://api.example.com/v2/openapi.yaml#/components/schemas/Pet' } }
                trace: { operationId: tracePets, responses: { "200": { description: The request as received. } } }
                additionalOperations:
                  PURGE: { operationId: purgePets, responses: { "204": { description: Purged. } } }
                  QUERY: { operationId: again, responses: { "204": { description: Again. } } }
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - in: querystring
                      content: { application/x-www-form-urlencoded: { schema: { $ref: '#/components/schemas/PetQuery' } } }
                    - { name: session, in: cookie, style: cookie, schema: { type: string } }
                  responses:
                    "200":
                      description: Pets, one per line.
                      content: { application/jsonl: { itemSchema: { $ref: '#/components/schemas/Pet' } } }
            components:
              mediaTypes:
                Filter: { schema: { $ref: '#/components/schemas/PetQuery' } }
              schemas:
                PetQuery: { type: object, properties: { name: { type: string }, limit: { type: integer, maximum: 100 } } }
                Pet:
                  oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }]
                  discriminator: { propertyName: kind, defaultMapping: '#/components/schemas/Cat' }
                Cat: { type: object, required: [kind], properties: { kind: { type: string }, lives: { type: integer } } }
                Dog: { type: object, required: [kind], properties: { kind: { type: string } } }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:23:7: warning: `QUERY` in `additionalOperations` of path `/pets/search` is not imported: the path item declares "
                + "that method already",
            "openapi.yaml:42:44: warning: `defaultMapping` is not imported: a value whose tag the union does not know fails to decode",
        ])
        try await expectSpecs(result.files, hold: [
            "baseURL: https://api.example.com/v2\n  servers: { staging_copy: https://staging.example.com/v2 }",
            "searchPets:\n    method: QUERY\n    path: /pets/search\n    body: PetQuery\n    response: { type: \"Pet[]\", description: The pets that match. }",
            "tracePets:\n    method: TRACE\n    path: /pets/search\n    response: { type: none, description: The request as received., status: 200 }",
            "purgePets:\n    method: PURGE\n    path: /pets/search\n    response: { type: none, description: Purged. }",
            "PetQuery: { type: PetQuery?, style: form }",
            "session: { type: string?, in: cookie }",
            "response: { type: Pet, description: \"Pets, one per line.\", stream: json-lines }",
        ])

        // A query string in any other form is not a set of query items.
        let json = imported("""
            openapi: 3.2.0
            info: { title: Test, version: "1" }
            paths:
              /pets:
                get:
                  parameters:
                    - { in: querystring, content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } } }
                    - { in: querystring, name: raw, content: { application/x-www-form-urlencoded: { schema: { type: string } } } }
                    - { in: query, schema: { type: string } }
                  responses: { "204": { description: None. } }
            """)
        #expect(json.diagnostics == [
            "openapi.yaml:7:41: error: the query string of `GET /pets` as `application/json` has no spec equivalent: the spec writes a query "
                + "string as the fields of an object or a map (`application/x-www-form-urlencoded`), each a query item",
            "openapi.yaml:8:52: error: the query string of `GET /pets` as `application/x-www-form-urlencoded` has no spec equivalent: the spec "
                + "writes a query string as the fields of an object or a map (`application/x-www-form-urlencoded`), each a query item",
            "openapi.yaml:9:11: warning: a parameter of `GET /pets` has no `name`, so a client cannot send it; it is not imported",
        ])
    }

    /// Sequential media types of a success are streams of their items: OpenAPI 3.2's `itemSchema`
    /// (for events, the event, whose `data` property's `contentSchema` is the item), and, before
    /// 3.2, the schema of one item (or, for lines, of an array of them) where the body's goes.
    /// Where the spec does not stream (an error), the body is read whole, with a warning.
    @Test func sequentialMediaTypesOfASuccessAreStreams() async throws {
        let result = OpenAPIImport.translate(bytes: Array("""
            openapi: 3.2.0
            info: { title: Test, version: "1" }
            paths:
              /chat:
                post:
                  operationId: chat
                  requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/Prompt' } } } }
                  responses:
                    "200":
                      description: The answer, a piece at a time.
                      content:
                        text/event-stream:
                          itemSchema:
                            type: object
                            required: [data]
                            properties:
                              event: { type: string }
                              data: { type: string, contentMediaType: application/json, contentSchema: { $ref: '#/components/schemas/Chunk' } }
                    "429":
                      description: Slow down.
                      content: { application/jsonl: { itemSchema: { $ref: '#/components/schemas/Chunk' } } }
              /completions:
                post:
                  operationId: complete
                  responses:
                    "200": { description: Chunks., content: { text/event-stream: { schema: { $ref: '#/components/schemas/Chunk' } } } }
              /log:
                get:
                  operationId: tailLog
                  responses:
                    "200": { description: Lines of text., content: { text/event-stream: { schema: { type: string, maxLength: 80 } } } }
              /export:
                get:
                  operationId: export
                  responses:
                    "200":
                      description: Every chunk.
                      content: { application/x-ndjson: { schema: { type: array, items: { $ref: '#/components/schemas/Chunk' } } } }
              /records:
                get:
                  operationId: records
                  responses:
                    "200": { description: Records., content: { application/json-seq: { itemSchema: { type: object, properties: { n: { type: integer } } } } } }
            components:
              schemas:
                Prompt: { type: object, required: [text], properties: { text: { type: string } } }
                Chunk: { type: object, required: [delta], properties: { delta: { type: string } } }
            """.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:21:43: warning: the items of `application/jsonl` in response 429 of `POST /chat` (`itemSchema`) are not decoded "
                + "one by one: only a success streams, so it is imported as `data`",
            "openapi.yaml:31:58: warning: `maxLength` of the items of the response of `GET /log` is not imported: a stream's items take "
                + "no constraints of their own",
        ])
        try await expectSpecs(result.files, hold: [
            "response: { type: Chunk, description: \"The answer, a piece at a time.\", stream: events }",
            "429: { type: data, description: Slow down., contentType: application/jsonl }",
            "response: { type: Chunk, description: Chunks., stream: events }",
            "response: { type: string, description: Lines of text., stream: events }",
            "response:\n      type: Chunk\n      description: Every chunk.\n      stream: json-lines\n      contentType: application/x-ndjson",
            "response:\n      description: Records.\n      properties: { n: int? }\n      stream: json-seq",
        ])
    }

    /// OpenAPI 3.2 types each event by its name with a `oneOf` of events whose `event` is a
    /// constant (or an enum of one), or that a `discriminator` on `event` names (its `mapping`,
    /// else the schema's name): the spec's `events:`, each name's data its `contentSchema`
    /// (JSON), or text. Variants that do not all name their event are one type of data, as before.
    @Test func eventsTypedByTheirNamesImportAsEvents() async throws {
        let result = OpenAPIImport.translate(bytes: Array("""
            openapi: 3.2.0
            info: { title: Test, version: "1" }
            paths:
              /feed:
                get:
                  operationId: feed
                  responses:
                    "200":
                      description: Typed events.
                      content:
                        text/event-stream:
                          itemSchema:
                            type: object
                            required: [event]
                            properties: { event: { type: string }, data: { type: string }, retry: { type: integer } }
                            oneOf:
                              - properties: { event: { const: addString } }
                              - properties: { event: { const: addInt64 }, data: { format: int64 } }
                              - properties:
                                  event: { const: addJson }
                                  data:
                                    contentMediaType: application/json
                                    contentSchema: { type: object, required: [foo], properties: { foo: { type: integer } } }
                              - $ref: '#/components/schemas/PetAdded'
                              - properties: { event: { enum: [addString] } }
              /mapped:
                get:
                  operationId: mapped
                  responses:
                    "200":
                      description: Events by discriminator.
                      content:
                        text/event-stream:
                          itemSchema:
                            oneOf: [{ $ref: '#/components/schemas/PetAdded' }, { $ref: '#/components/schemas/Removed' }, { $ref: '#/components/schemas/Renamed' }]
                            discriminator: { propertyName: event, mapping: { pet.removed: '#/components/schemas/Removed' } }
              /mixed:
                get:
                  operationId: mixed
                  responses:
                    "200":
                      description: Untyped events.
                      content:
                        text/event-stream:
                          itemSchema:
                            properties: { data: { type: string } }
                            oneOf:
                              - properties: { event: { const: ping } }
                              - properties: { event: { type: string } }
            components:
              schemas:
                Pet: { type: object, required: [name], properties: { name: { type: string, maxLength: 20 } } }
                PetAdded:
                  type: object
                  properties:
                    event: { const: pet, type: string }
                    data: { type: string, contentMediaType: application/json, contentSchema: { $ref: '#/components/schemas/Pet' } }
                Removed: { type: object, properties: { event: { type: string }, data: { type: string } } }
                Renamed:
                  type: object
                  properties:
                    event: { type: string }
                    data: { type: string, contentSchema: { type: object, properties: { name: { type: string } } } }
            """.utf8), path: "openapi.yaml")
        // The event schemas are components, and each is imported as a model too, without its `contentSchema`.
        #expect(result.diagnostics.sorted.map(\.description).filter { !$0.contains("the spec language has no equivalent") } == [
            "openapi.yaml:25:21: warning: a second event `addString` of the response of `GET /feed` is left out: the first one's data is its type",
        ])
        try await expectSpecs(result.files, hold: [
            """
                response:
                  description: Typed events.
                  stream: events
                  events:
                    addString: string
                    addInt64: string
                    addJson:
                      properties: { foo: int }
                    pet: Pet
            """,
            """
                response:
                  description: Events by discriminator.
                  stream: events
                  events:
                    pet: Pet
                    pet.removed: string
                    Renamed:
                      properties: { name: string? }
            """,
            "response: { type: string, description: Untyped events., stream: events }",
        ])
    }

    /// What a document leaves to HTTP: an operation's header replaces the path item's of the
    /// same name in another case (header names ignore case; query names do not), and a
    /// placeholder of the path that no parameter declares is still sent, as a `string`. A key of
    /// `paths` that is not a path (`parameters` one level too high, an extension) is not one.
    @Test func parametersMeetAsHTTPReadsThem() async throws {
        let result = OpenAPIImport.translate(bytes: Array("""
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              x-internal: { note: not a path }
              parameters:
                get: { operationId: misplaced, responses: { "204": { description: None. } } }
              /stores/{storeId}/items:
                parameters:
                  - { name: X-Request-Id, in: header, schema: { type: string } }
                  - { name: Trace, in: query, schema: { type: integer } }
                get:
                  operationId: listItems
                  parameters:
                    - { name: x-request-id, in: header, required: true, schema: { type: string, maxLength: 36 } }
                    - { name: trace, in: query, schema: { type: integer } }
                    - name: codes
                      in: query
                      schema: { anyOf: [{ type: string, maxLength: 4 }, { type: array, items: { type: string, maxLength: 4 } }] }
                    - name: colors
                      in: query
                      schema: { oneOf: [{ $ref: '#/components/schemas/Color' }, { type: array, items: { $ref: '#/components/schemas/Color' } }] }
                  responses: { "204": { description: None. } }
            components:
              schemas:
                Color: { type: string, enum: [red, blue] }
            """.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:5:3: warning: path `parameters` is not imported: OpenAPI's paths start with `/`",
            "openapi.yaml:10:11: warning: parameter `Trace` of `GET /stores/{storeId}/items` is the Swift name `trace2`: `trace` is parameter `trace`'s",
            "openapi.yaml:12:7: warning: `{storeId}` in the path of `GET /stores/{storeId}/items` has no parameter; it is imported as a `string`",
            "openapi.yaml:18:11: warning: parameter `codes` of `GET /stores/{storeId}/items` is one value or an array of them; it is imported "
                + "as the array, as which one value is sent (an array of one)",
            "openapi.yaml:21:11: warning: parameter `colors` of `GET /stores/{storeId}/items` is one value or an array of them; it is imported "
                + "as the array, as which one value is sent (an array of one)",
        ])
        try await expectSpecs(result.files, hold: [
            "Trace: { type: int?, name: trace2 }\n      x-request-id: { type: string, maxLength: 36, in: header }\n      trace: int?\n"
                + "      codes:\n        type: \"string[]?\"\n        items: { maxLength: 4 }\n      colors: \"Color[]?\"\n      storeId: string",
        ])
        // An array of another type is not more of the same value: left as the union, for `lint` to report.
        let mixed = imported("""
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /items:
                get:
                  parameters:
                    - { name: mixed, in: query, schema: { anyOf: [{ type: integer }, { type: array, items: { type: string } }] } }
                  responses: { "204": { description: None. } }
            """)
        #expect(mixed.text.contains("mixed: { oneOf: [int, \"string[]\"], optional: true }"), "\(mixed.text)")
    }

    /// `allOf` of a union and objects is a union of models, one per variant, each including
    /// its variant and the objects' properties, tagged as the union tags its variants: `(A | B)
    /// & C` is `(A & C) | (B & C)`. A union that lists the schema itself among its variants asks
    /// nothing more of it. Both were refused ("is not an object").
    @Test func allOfOfAUnionAndAnObjectIsAUnionOfModels() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /users:
                post:
                  operationId: addUser
                  requestBody: { required: true, content: { application/json: { schema: { $ref: '#/components/schemas/NewUser' } } } }
                  responses: { "204": { description: None. } }
            components:
              schemas:
                Admin:
                  type: object
                  required: [kind]
                  properties: { kind: { type: string, enum: [admin] }, level: { type: integer } }
                Member:
                  type: object
                  required: [kind, name]
                  properties: { kind: { type: string }, name: { type: string } }
                User:
                  oneOf: [{ $ref: '#/components/schemas/Admin' }, { $ref: '#/components/schemas/Member' }]
                  discriminator: { propertyName: kind, mapping: { admin: '#/components/schemas/Admin', member: '#/components/schemas/Member' } }
                NewUser:
                  allOf:
                    - $ref: '#/components/schemas/User'
                    - type: object
                      required: [id, level]
                      properties: { id: { type: string } }
                Either: { anyOf: [{ $ref: '#/components/schemas/Member' }, { $ref: '#/components/schemas/Admin' }, { type: 'null' }] }
                Tagged: { allOf: [{ $ref: '#/components/schemas/Either' }, { properties: { tag: { type: string } } }] }
                Shape:
                  type: object
                  oneOf: [{ $ref: '#/components/schemas/Circle' }]
                  discriminator: { propertyName: kind }
                Circle: { allOf: [{ $ref: '#/components/schemas/Shape' }, { properties: { kind: { type: string }, radius: { type: number } } }] }
                Plain: { allOf: [{ anyOf: [{ type: string }, { type: integer }] }, { description: Either. }] }
                Pet:
                  allOf:
                    - oneOf:
                        - { title: Dog, type: object, properties: { bark: { type: boolean } } }
                        - { type: object, required: [kind], properties: { kind: { type: string, enum: [cat] }, meow: { type: string } } }
                      discriminator: { propertyName: kind }
                    - { required: [name], properties: { name: { type: string } } }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:24:11: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a union of one "
                + "model per variant "
                + "(`NewUserAdmin`, `NewUserMember`), each with the variant's properties and the objects'",
            "openapi.yaml:28:13: warning: model `Either` may be `null`, which a model cannot say in the spec; what refers to it may be `null` instead",
            "openapi.yaml:29:13: warning: model `Tagged` may be `null`, which a model cannot say in the spec; what refers to it may be `null` instead",
            "openapi.yaml:29:23: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a union of one "
                + "model per variant "
                + "(`TaggedMember`, `TaggedAdmin`), each with the variant's properties and the objects'",
            "openapi.yaml:38:11: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a union of one "
                + "model per variant "
                + "(`Dog`, `PetVariant2`), each with the variant's properties and the objects'",
        ])
        try await expectSpecs(result.files, hold: [
            "NewUser:\n    oneOf: [NewUserAdmin, NewUserMember]\n    discriminator: kind\n    mapping: { admin: NewUserAdmin, member: NewUserMember }",
            // `level` is optional in `Admin`, and `NewUser` requires it.
            "NewUserAdmin:\n    include: [Admin]\n    properties: { id: string, level: int }",
            "NewUserMember:\n    include: [Member]\n    properties: { id: string }",
            "Tagged: { oneOf: [TaggedMember, TaggedAdmin] }",
            "TaggedMember:\n    include: [Member]\n    properties: { tag: string? }",
            "Circle:\n    properties: { kind: string?, radius: double? }",
            "Plain: { description: Either., oneOf: [string, int] }",
            // A variant written in place gives its properties, and its tag if its property holds one value.
            "Pet:\n    oneOf: [Dog, PetVariant2]\n    discriminator: kind\n    mapping: { Dog: Dog, cat: PetVariant2 }",
            "Dog:\n    properties: { bark: bool?, name: string }",
            "PetVariant2:\n    properties:\n      kind: { enum: [cat] }\n      meow: string?\n      name: string",
        ])

        // Each variant must be an object, or refer to an object model; one union per `allOf`.
        let refused = imported(document(schemas: """
            Name: { type: string }
            Box: { type: object, properties: { id: { type: string } } }
            Loose: { oneOf: [{ $ref: '#/components/schemas/Name' }, { $ref: '#/components/schemas/Box' }] }
            Inline: { oneOf: [{ type: string, minLength: 2 }, { type: integer }] }
            Bad: { allOf: [{ $ref: '#/components/schemas/Loose' }, { properties: { x: { type: string } } }] }
            Worse: { allOf: [{ $ref: '#/components/schemas/Inline' }, { $ref: '#/components/schemas/Loose' }, { required: [a] }] }
            """))
        #expect(refused.diagnostics.filter { $0.contains("error") } == [
            "openapi.yaml:8:22: error: `#/components/schemas/Name`, a variant of a union in an `allOf`, is not an object: the spec makes "
                + "a model for each variant, which includes it and the other members' properties",
            "openapi.yaml:9:23: error: this variant of a union in an `allOf` is neither an object nor a reference to a schema component: "
                + "the spec makes a model for each variant, which includes it and the other members' properties",
            "openapi.yaml:9:55: error: this variant of a union in an `allOf` is neither an object nor a reference to a schema component: "
                + "the spec makes a model for each variant, which includes it and the other members' properties",
            "openapi.yaml:11:63: error: a second union in one `allOf` has no spec equivalent: it would take a model for each pair of their variants",
        ])
    }

    /// A property that more than one schema of an `allOf` declares must be valid for each
    /// declaration: the model declares it as their merge. A declaration that only adds a
    /// description keeps the included type (and its `secret`); one that narrows an enum or a
    /// bound narrows it; two includes that disagree meet. Before, the model's own declaration
    /// replaced the included ones (`password: any?`), and two includes that disagreed were
    /// refused by `lint`. Declarations that cannot meet (of different types, or arrays of
    /// different items) are taken as documents often mean them: the model's own replaces.
    @Test func propertiesDeclaredByMoreThanOneSchemaOfAnAllOfMerge() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /pets:
                post:
                  operationId: addPet
                  requestBody: { required: true, content: { application/json: { schema: { $ref: '#/components/schemas/Cat' } } } }
                  responses: { "200": { description: Ok., content: { application/json: { schema: { $ref: '#/components/schemas/Both' } } } } }
            components:
              schemas:
                Pet:
                  type: object
                  required: [kind]
                  properties:
                    kind: { type: string }
                    password: { type: string, format: password }
                    tags: { type: array, items: { type: string } }
                    size: { type: integer, minimum: 0 }
                Cat:
                  allOf:
                    - $ref: '#/components/schemas/Pet'
                    - properties:
                        kind: { type: string, enum: [cat] }
                        password: { description: The cat's password. }
                        tags: { description: Its tags., maxItems: 3 }
                        size: { type: string }
                Dog:
                  allOf:
                    - $ref: '#/components/schemas/Pet'
                    - properties:
                        kind: { allOf: [{ $ref: '#/components/schemas/Kind' }], enum: [dog] }
                        tags: { type: array, items: { type: integer } }
                Kind: { type: string, enum: [cat, dog] }
                Left: { type: object, properties: { k: { type: string, enum: [a, b] }, n: { type: integer, maximum: 9 } } }
                Right: { type: object, required: [n], properties: { k: { type: string, enum: [b, c], description: K. }, n: { type: integer, minimum: 1 } } }
                Both: { allOf: [{ $ref: '#/components/schemas/Left' }, { $ref: '#/components/schemas/Right' }] }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        try await expectSpecs(result.files, hold: [
            "kind: { enum: [cat] }",
            "password: { type: string?, description: The cat's password., secret: true }",
            "tags: { type: \"string[]?\", description: Its tags., maxItems: 3 }",
            "size: string?",
            // `enum` beside a lone reference narrows it; items of another shape replace the included ones.
            "Dog:\n    include: [Pet]\n    properties:\n      kind: { enum: [dog] }\n      tags: \"int[]?\"",
            "Both:\n    include: [Left, Right]\n    properties:\n      k: { description: K., enum: [b], optional: true }\n      n: { type: int, minimum: 1, maximum: 9 }",
        ])
    }

    /// A tagged union whose variant is another union (tagged by the same property, or untagged,
    /// by reference, through a chain, or inline) takes that union's variants: the tag names the
    /// object either way. A variant the mapping leaves out, whose property holds one value, is
    /// tagged by that value, not by its name, which the property could never hold. Each of
    /// these used to import to specs that `lint` refused.
    @Test func aTaggedUnionTakesTheVariantsOfAUnionAmongItsVariants() throws {
        let schemas = """
            Cat: { type: object, required: [type], properties: { type: { const: cat } } }
            Dog: { type: object, required: [type], properties: { type: { type: string, enum: [dog] } } }
            Bird:
              allOf:
                - { type: object, required: [type], properties: { type: { type: string } } }
                - { properties: { type: { const: bird } } }
            Fish: { type: object, properties: { type: { type: string } } }
            DogOrBird:
              oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Bird' }]
              discriminator: { propertyName: type }
            Chained: { oneOf: [{ $ref: '#/components/schemas/DogOrBird' }] }
            Pets:
              type: object
              properties:
                pet:
                  oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/DogOrBird' }]
                  discriminator: { propertyName: type, mapping: { dog: '#/components/schemas/DogOrBird', bird: DogOrBird } }
                again:
                  oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Chained' }]
                  discriminator: { propertyName: type }
                inline:
                  oneOf:
                    - $ref: '#/components/schemas/Cat'
                    - oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Fish' }]
                  discriminator: { propertyName: type, mapping: { swimmer: '#/components/schemas/Fish' } }
            """
        let result = OpenAPIImport.translate(bytes: Array(document(schemas: schemas).utf8), path: "openapi.yaml")
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        #expect(OpenAPIImport.check(result.files, folder: "Specs").all.isEmpty)
        let model = try #require(SpecHarness.run(Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.text) })).model)
        var tags: [String: [String]] = [:]
        for nested in model.model("Pets")?.nested ?? [] {
            guard case .union(let union) = nested.kind else { continue }
            tags[nested.qualifiedName] = union.variants.map { variant in
                guard case .named(let name) = variant.type else { return "\(variant.type)" }
                return "\(variant.tag ?? "untagged"): \(name)"
            }
        }
        #expect(tags["Pets.Pet"] == ["cat: Cat", "dog: Dog", "bird: Bird"])
        #expect(tags["Pets.Again"] == ["cat: Cat", "dog: Dog", "bird: Bird"])
        #expect(tags["Pets.Inline"] == ["cat: Cat", "dog: Dog", "swimmer: Fish"])
        #expect(tags.count == 3, "\(tags)")
    }

    /// A discriminator is trusted only where it can name every variant: over a variant that is
    /// not an object (`string`, an enum, an array) the union is untagged, tried in order; and
    /// variants whose property holds the same one value are tagged by their names, as OpenAPI
    /// does, not all by that value (the first would take every one). Both imported to specs
    /// that `lint` refused, or to a union that decoded every message as the first variant.
    @Test func aDiscriminatorIsTrustedOnlyWhereItCanNameEveryVariant() async throws {
        let result = OpenAPIImport.translate(bytes: Array(document(schemas: """
            UserMessage: { type: object, required: [type], properties: { type: { const: message }, role: { const: user } } }
            AssistantMessage: { type: object, required: [type], properties: { type: { const: message }, role: { const: assistant } } }
            Reference: { type: object, required: [type], properties: { type: { const: item_reference } } }
            Color: { type: string, enum: [red] }
            Message:
              oneOf: [{ $ref: '#/components/schemas/UserMessage' }, { $ref: '#/components/schemas/AssistantMessage' }, { $ref: '#/components/schemas/Reference' }]
              discriminator: { propertyName: type }
            Mixed:
              oneOf: [{ type: string }, { $ref: '#/components/schemas/Reference' }]
              discriminator: { propertyName: type }
            Colored:
              oneOf: [{ $ref: '#/components/schemas/Color' }, { $ref: '#/components/schemas/Reference' }]
              discriminator: { propertyName: type }
            Listed:
              oneOf: [{ type: array, items: { $ref: '#/components/schemas/Reference' } }, { $ref: '#/components/schemas/Reference' }]
              discriminator: { propertyName: type }
            Inline:
              oneOf: [{ type: string, enum: [x, y] }, { $ref: '#/components/schemas/Reference' }]
              discriminator: { propertyName: type }
            """, version: "3.1.0").utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:12:7: warning: `UserMessage` and `AssistantMessage` each hold `message` in `type`, which cannot tell them apart: "
                + "each is tagged by its name, as OpenAPI tags a variant its `mapping` leaves out",
            "openapi.yaml:15:7: warning: the discriminator of model `Mixed` is not imported: its variant `string` is not an object, which a "
                + "tag would name; the variants are tried in order",
            "openapi.yaml:18:7: warning: the discriminator of model `Colored` is not imported: its variant `Color` is not an object, which a "
                + "tag would name; the variants are tried in order",
            "openapi.yaml:21:7: warning: the discriminator of model `Listed` is not imported: its variant `Reference[]` is not an object, "
                + "which a tag would name; the variants are tried in order",
            "openapi.yaml:23:15: warning: this inline union variant is imported as the model `InlineVariant1`, named from where it stands",
            "openapi.yaml:24:7: warning: the discriminator of model `Inline` is not imported: its variant `InlineVariant1` is not an object, "
                + "which a tag would name; the variants are tried in order",
        ])
        try await expectSpecs(result.files, hold: [
            "Message:\n    oneOf: [UserMessage, AssistantMessage, Reference]\n    discriminator: type\n    mapping: { item_reference: Reference }",
            "Mixed: { oneOf: [string, Reference] }",
            "Colored: { oneOf: [Color, Reference] }",
            "Listed: { oneOf: [\"Reference[]\", Reference] }",
            "Inline: { oneOf: [InlineVariant1, Reference] }",
        ])
    }

    @Test func whatTheSpecCannotSayIsAnErrorWhereItIsWrittenAndNothingIsOffered() {
        let result = OpenAPIImport.translate(bytes: Array(document(schemas: """
            Several: { type: [string, integer], enum: [a, 1] }
            Mixed:
              allOf: [{ properties: { a: { type: string } } },
                { type: string }]
            Elsewhere: { $ref: 'other.yaml#/components/schemas/Pet' }
            Tuple: { type: array, prefixItems: [] }
            Size: { type: integer, enum: [1, "2: x\n- y"] }
            """).utf8), path: "openapi.yaml")
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:22: error: a schema of several types (string, integer) with an enum, a reference or a union of its own "
                + "has no spec equivalent; use `oneOf`",
            "openapi.yaml:9:9: error: this member of `allOf` is not an object or a reference to one; the spec includes object models only",
            "openapi.yaml:10:24: error: reference `other.yaml#/components/schemas/Pet` is to another file, which is not read when the document "
                + "is given as text; import the document from its path",
            "openapi.yaml:11:40: error: expected a list of schemas for a tuple",
            // Found by Fuzz/run imports: the value was written bare, as integer enum values are, and broke the YAML.
            "openapi.yaml:12:38: error: `2: x - y` in an integer enum is not a whole number",
        ])
    }

    @Test func jsonDocumentsImportToo() {
        let json = #"""
            {"openapi": "3.1.0", "info": {"title": "J", "version": "1"},
             "paths": {"\/things\/{id}": {"get": {"operationId": "getThing",
               "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
               "responses": {"200": {"description": "OK", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}}}}},
             "components": {"schemas": {"Thing": {"type": "object", "required": ["name"], "properties": {
               "name": {"type": "string", "description": "caf\u00e9 \"quoted\" \/ slash"}, "n": {"type": ["integer", "null"]}}}}}}
            """#
        let result = imported(json)
        #expect(result.diagnostics == [])
        #expect(result.text.contains("""
            models:
              Thing:
                properties:
                  name: { type: string, description: café "quoted" / slash }
                  n: int?

            endpoints:
              getThing:
                method: GET
                path: "/things/{id}"
                params: { id: string }
                response: Thing
            """), "\(result.text)")
    }

    @Test func otherDocumentsAreToldWhatTheyAre() {
        #expect(imported("swagger: '1.2'\ninfo: { title: T, version: '1' }\npaths: {}\n").diagnostics == [
            "openapi.yaml:1:10: error: Swagger 1.2 is not imported; apigen imports Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
        ])
        for version in ["4.0.0", "3.3.0", "3.20"] {
            #expect(imported("openapi: \(version)\npaths: {}\n").diagnostics == [
                "openapi.yaml:1:1: error: OpenAPI \(version) is not imported; apigen imports 3.0, 3.1 and 3.2 (and Swagger 2.0)",
            ])
        }
        #expect(imported("models: {}\n").diagnostics == [
            "openapi.yaml:1:1: error: this is not an OpenAPI document: it has no `openapi` version",
        ])
        #expect(imported("[1, 2]").diagnostics == ["openapi.yaml:1:1: error: expected a mapping for an OpenAPI document, found a list"])
        #expect(imported("").diagnostics == ["openapi.yaml:1:1: error: the document is empty"])
        #expect(imported(#"{"openapi": "3.1.0"}"#).diagnostics == [
            "openapi.yaml:1:1: error: nothing to import: the document has no `info`, operations or schemas",
        ])
    }

    /// Operations: names from `operationId` or method and path, parameters merged from the path
    /// item, styles, and the success and error responses.
    @Test func operationsBecomeEndpoints() {
        func operation(extraParameters: String) -> String {
            """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /a/{id}/b:
                parameters:
                  - { name: id, in: path, required: true, schema: { type: string } }
                  - { name: q, in: query, schema: { type: string } }
                get:
                  parameters:
                    - { name: q, in: query, required: true, schema: { type: integer } }
                    - { name: ids, in: query, style: pipeDelimited, schema: { type: array, items: { type: integer } } }
            \(extraParameters)
                  responses:
                    '202': { description: Accepted. }
                    '503': { description: Later., content: { text/plain: { schema: { type: string } } } }
            """
        }
        let result = imported(operation(extraParameters: """
                    - { name: id, in: path, style: matrix, required: true, schema: { type: string } }
                    - { name: ids, in: header, schema: { type: string } }
            """))
        #expect(result.diagnostics == [
            "openapi.yaml:12:33: error: style `matrix` for a path parameter has no spec equivalent",
        ])
        let fixed = imported(operation(extraParameters: ""))
        #expect(fixed.diagnostics == [])
        #expect(fixed.text.contains("""
              getAIdB:
                method: GET
                path: "/a/{id}/b"
                params:
                  id: string
                  q: int
                  ids: { type: "int[]?", style: pipeDelimited }
                response: { type: none, status: 202 }
                errors:
                  503: { type: string, description: Later., contentType: text/plain }
            """), "\(fixed.text)")
    }

    /// A security requirement that names several schemes needs them all at once: an `allOf`.
    /// A scheme the spec cannot hold, or a second one in the same place, is left out with a
    /// warning, and the rest of its requirement stays.
    @Test func aRequirementOfSeveralSchemesBecomesAnAllOf() throws {
        let result = imported("""
            openapi: 3.0.3
            info: { title: T, version: "1" }
            security:
              - { token: [], appId: [] }
            paths:
              /report:
                get:
                  operationId: getReport
                  security:
                    - { token: [], appId: [], tenant: [] }
                    - { token: [], basicAuth: [] }
                    - { appId: [], tls: [] }
                    - {}
                  responses:
                    '204': { description: Done. }
              /status:
                get:
                  operationId: getStatus
                  responses:
                    '204': { description: Done. }
            components:
              securitySchemes:
                token: { type: http, scheme: bearer }
                basicAuth: { type: http, scheme: basic }
                appId: { type: apiKey, in: header, name: X-App-Id }
                tenant: { type: apiKey, in: cookie, name: tenant }
                tls: { type: mutualTLS }
            """)
        #expect(result.diagnostics == [
            "openapi.yaml:11:24: warning: security scheme `basicAuth` is not imported: it travels in `Authorization`, as `token` does in the same requirement",
            "openapi.yaml:12:24: warning: security scheme `tls` has no spec equivalent and is not imported",
        ])
        #expect(result.text.contains("""
              auth:
                allOf:
                  - bearer
                  - { apiKey: X-App-Id }
            """), "\(result.text)")
        let model = try #require(SpecHarness.run(["openapi.yaml": result.text]).model)
        let appID = AuthScheme.apiKey(name: "X-App-Id", placement: .header)
        #expect(model.endpoint("getStatus")?.auth == .allOf([.bearer, appID]))
        #expect(model.endpoint("getReport")?.auth == .anyOf([
            .allOf([.bearer, appID, .apiKey(name: "tenant", placement: .cookie)]), .bearer, appID,
        ]))
    }

    /// A token under a scheme word of the API's own: Django REST Framework's `Token`, which
    /// drf-spectacular writes as an API key in `Authorization` whose description names the
    /// prefix, or an `http` scheme that is no challenge (`SSWS`). They were imported as
    /// `bearer`, and the server refused `Bearer <token>`. Each scheme's warning is told once,
    /// however many operations require it.
    @Test func aTokenUnderTheAPIsOwnSchemeWordKeepsIt() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /me:
                get:
                  operationId: me
                  security: [{ tokenAuth: [] }, { okta: [] }, { digest: [] }, { k8s: [] }]
                  responses: { '204': { description: Done. } }
              /you:
                get:
                  operationId: you
                  security: [{ tokenAuth: [] }, { digest: [] }, { k8s: [] }]
                  responses: { '204': { description: Done. } }
            components:
              securitySchemes:
                tokenAuth: { type: apiKey, in: header, name: Authorization, description: 'Token-based authentication with required prefix "Token"' }
                okta: { type: http, scheme: SSWS }
                digest: { type: http, scheme: digest }
                k8s: { type: apiKey, in: header, name: authorization, description: Bearer Token authentication }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:7:20: warning: security scheme `tokenAuth`, an API key in the `Authorization` header whose description names "
                + "`Token`, is imported as `{ scheme: Token }`: the client sends `Token <token>` there, the token of its bearer credential; "
                + "if the API wants the key alone, write `{ apiKey: Authorization }`",
            "openapi.yaml:7:53: warning: security scheme `digest` has no spec equivalent and is not imported",
            "openapi.yaml:7:69: warning: security scheme `k8s`, an API key in the `authorization` header whose description names "
                + "`Bearer`, is imported as `bearer`: the client sends `Bearer <token>` there, the token of its bearer credential; "
                + "if the API wants the key alone, write `{ apiKey: authorization }`",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "auth:\n      - { scheme: Token }\n      - { scheme: SSWS }\n      - bearer\n",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains(#"static var auth: AuthRequirement { .anyOf([.scheme("Token"), .scheme("SSWS"), .bearer]) }"#))
        #expect(swift.contains("/// Auth: a token under the scheme `Token` (the bearer credential), or a token under the scheme `SSWS`"))
    }

    /// An API key in `Authorization` whose description names no word is sent as it is
    /// (`Authorization: <key>`, as ClickUp's API wants): OpenAPI says so, and a key that needs a
    /// word can carry it. It takes the place of the schemes that travel there; an API key in a
    /// header the client writes itself is not imported.
    @Test func anAuthorizationKeyWithoutAWordIsSentAsItIs() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            security: [{ raw: [] }, { raw: [], jwt: [] }, { cookieKey: [] }]
            paths:
              /me:
                get:
                  operationId: me
                  responses: { '204': { description: Done. } }
            components:
              securitySchemes:
                raw: { type: apiKey, in: header, name: Authorization, description: Your personal token, as it is. }
                jwt: { type: http, scheme: bearer }
                cookieKey: { type: apiKey, in: header, name: Cookie }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:3:36: warning: security scheme `jwt` is not imported: it travels in `Authorization`, as `raw` does in the same "
                + "requirement",
            "openapi.yaml:3:49: warning: security scheme `cookieKey`, an API key in the `Cookie` header, which the client sets itself, "
                + "is not imported",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "auth:\n    - { apiKey: Authorization }\n    - { apiKey: Authorization }\n",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains(#".anyOf([.apiKey(name: "Authorization", in: .header), .apiKey(name: "Authorization", in: .header)])"#))
    }

    /// A response's `description` documents it, in the request's comment or on its `Failure`
    /// case, unless its schema has its own or it only names the status.
    @Test func responseDescriptionsAreKeptUnlessTheyOnlyNameTheStatus() throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /a:
                get:
                  operationId: fetch
                  responses:
                    '200': { description: The thing and its parts., content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } } }
                    '304': { description: Not Modified }
                    '404': { description: "not found!" }
                    '409': { description: The thing is locked by another edit. }
                    '422': { description: Ignored., content: { application/json: { schema: { type: string, description: Why. } } } }
                    default: { description: '*/ Something else \\(x)' }
              /b:
                delete:
                  operationId: drop
                  responses:
                    '204': { description: No content. }
              /c:
                get:
                  operationId: list
                  responses:
                    '200': { description: Successful operation, content: { application/json: { schema: { type: string } } } }
                    '4XX': { description: Response }
                    '5XX': { description: "Later, maybe." }
            components:
              schemas:
                Thing: { type: object, properties: { id: { type: string } } }
            """
        let result = imported(document)
        #expect(result.diagnostics == [])
        #expect(result.text.contains("""
                response: { type: Thing, description: The thing and its parts. }
                errors:
                  304: none
                  404: none
                  409: { type: none, description: The thing is locked by another edit. }
                  422: { type: string, description: Why. }
                  default: { type: none, description: "*/ Something else \\\\(x)" }
            """), "\(result.text)")
        #expect(result.text.contains("drop: { method: DELETE, path: /b, response: none }"), "\(result.text)")
        #expect(result.text.contains("""
                path: /c
                response: string
                errors:
                  4XX: none
                  5XX: { type: none, description: "Later, maybe." }
            """), "\(result.text)")
        let generated = try generatedFromImport(document)
        let swift = generated.map(\.contents).joined()
        #expect(swift.contains("/// - 200: `Thing`\n///   The thing and its parts.\n"), "\(swift)")
        #expect(swift.contains("/// The thing is locked by another edit.\n        ///\n        /// Status 409.\n        case conflict\n"), "\(swift)")
    }

    /// Text is `string` in a spec, never a named type, so a text body whose schema is a
    /// reference to a string component takes that component's constraints and description, and
    /// those of keys beside the reference.
    @Test func textTakesTheConstraintsOfAReferencedString() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /token:
                post:
                  operationId: issue
                  requestBody: { required: true, content: { text/plain: { schema: { $ref: '#/components/schemas/Pin', minLength: 4 } } } }
                  responses:
                    '200': { description: Issued., content: { text/plain: { schema: { $ref: '#/components/schemas/Token' } } } }
                    '400': { description: Refused., content: { text/csv: { schema: { $ref: '#/components/schemas/Shape' } } } }
            components:
              schemas:
                Token: { type: string, description: An opaque token., minLength: 16, pattern: '^[a-z0-9]+$' }
                Pin: { type: string, maxLength: 6 }
                Shape: { type: object, properties: { a: { type: string } } }
            """
        let result = imported(document)
        #expect(result.diagnostics == [])
        #expect(result.text.contains("body: { type: string, minLength: 4, maxLength: 6, contentType: text/plain }"), "\(result.text)")
        #expect(result.text.contains("""
                response:
                  type: string
                  description: An opaque token.
                  minLength: 16
                  pattern: "^[a-z0-9]+$"
                  contentType: text/plain
            """), "\(result.text)")
        #expect(result.text.contains("400: { type: string, description: Refused., contentType: text/csv }"), "\(result.text)")
        let generated = try generatedFromImport(document)
        let swift = generated.map(\.contents).joined()
        #expect(swift.contains("minLength: 16"), "\(swift)")
        #expect(swift.contains("maxLength: 6"), "\(swift)")
        #expect(swift.contains("minLength: 4"), "\(swift)")
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    /// An error response's schema keeps its own constraints, as a success's does, JSON or
    /// text, and the generated request checks them when the client validates responses. (They
    /// were once dropped: the spec took no constraints on an error body, and the import read no
    /// schema of text.)
    @Test func errorBodiesKeepTheirConstraints() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /a:
                get:
                  operationId: fetch
                  responses:
                    '204': { description: Done. }
                    '409': { description: Conflicts., content: { application/json: { schema: { type: array, maxItems: 5, items: { type: string } } } } }
                    '503': { description: Down., content: { text/plain: { schema: { type: string, maxLength: 200 } } } }
            """
        let result = imported(document)
        #expect(result.diagnostics == [])
        #expect(result.text.contains("409: { type: \"string[]\", description: Conflicts., maxItems: 5 }"), "\(result.text)")
        #expect(result.text.contains("503: { type: string, description: Down., maxLength: 200, contentType: text/plain }"), "\(result.text)")
        let generated = try generatedFromImport(document)
        let swift = generated.map(\.contents).joined()
        #expect(swift.contains("report.check(body, at: path, maxItems: 5)"), "\(swift)")
        #expect(swift.contains("report.check(body, at: path, maxLength: 200)"), "\(swift)")
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    /// The lowest 2xx status written out is the success, wherever it stands; the others are
    /// pointed out, as the spec declares one success body.
    @Test func theLowestSuccessStatusIsTheResponse() {
        let result = imported("""
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /a:
                post:
                  operationId: make
                  responses:
                    '2XX': { description: Any., content: { text/plain: { schema: { type: string } } } }
                    '202': { description: Queued. }
                    '201': { description: Made., content: { application/json: { schema: { type: integer } } } }
            """)
        #expect(result.diagnostics == [
            "openapi.yaml:8:9: warning: `POST /a` is imported with its 201 response; any 2xx status counts as success, and the spec declares one body",
            "openapi.yaml:9:9: warning: `POST /a` is imported with its 201 response; any 2xx status counts as success, and the spec declares one body",
        ])
        #expect(result.text.contains("response: { type: int, description: Made., status: 201 }"), "\(result.text)")
    }

    /// What GitHub's REST description (GHES 3.0) and TomTom's search API write that the spec
    /// cannot hold as written. Each is imported as what it means, with a warning at the
    /// document's line, and the imported folder lints clean: before, each one failed `lint`.
    @Test func realWorldDocumentShapesImportToSpecsThatLint() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Open API 3.0, version: "1" }
            paths:
              /workflows/{workflow_id}:
                get:
                  operationId: getWorkflow
                  parameters:
                    - { name: workflow_id, in: path, required: true, schema: { oneOf: [{ type: integer }, { type: string }] } }
                    - { name: sort, in: query, schema: { type: string, enum: [reactions-+1, reactions--1, created] } }
                  responses:
                    '200':
                      description: Found.
                      headers: { X-Poll: { schema: { oneOf: [{ type: integer }, { type: boolean }] } } }
                      content: { application/json: { schema: { $ref: '#/components/schemas/Instances' } } }
                    '404/596': { description: Not found. }
                    x-internal: { description: An extension. }
            components:
              schemas:
                Instances:
                  type: array
                  maxItems: 100
                  items: { type: object, properties: { ref: { type: string } } }
                Grid:
                  type: array
                  items: { type: array, items: { type: string, enum: [x, o] } }
                Labels:
                  type: object
                  additionalProperties: { type: object, properties: { color: { type: string } } }
                Reactions:
                  type: object
                  properties:
                    '+1': { type: integer }
                    '-1': { type: integer }
                    log_url: { type: string, format: uri, default: '' }
                    home_url: { type: string, format: uri, default: 'https://example.com' }
            """
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        #expect(diagnostics.sorted.map(\.description) == [
            "openapi.yaml:8:11: warning: parameter `workflow_id` of `GET /workflows/{workflow_id}` is one of `int`, `string`, imported as `string`: "
                + "it is text on the wire either way, and the spec's parameters and headers are not unions",
            "openapi.yaml:13:22: warning: response header `X-Poll` is one of `int`, `bool`, imported as `string`: "
                + "it is text on the wire either way, and the spec's parameters and headers are not unions",
            "openapi.yaml:15:9: warning: response `404/596` of `GET /workflows/{workflow_id}` is not imported: "
                + "responses are keyed by a status code (`404`), a class (`4XX`) or `default`",
            "openapi.yaml:20:7: warning: the items of model `Instances` are an inline type, imported as the model `InstancesItem`: "
                + "a model that is an array or a map cannot nest a type in the spec",
            "openapi.yaml:24:7: warning: the items of model `GridItem` are an inline type, imported as the model `GridItemItem`: "
                + "a model that is an array or a map cannot nest a type in the spec",
            "openapi.yaml:24:7: warning: the items of model `Grid` are an inline type, imported as the model `GridItem`: "
                + "a model that is an array or a map cannot nest a type in the spec",
            "openapi.yaml:27:7: warning: the values of model `Labels` are an inline type, imported as the model `LabelsValue`: "
                + "a model that is an array or a map cannot nest a type in the spec",
            "openapi.yaml:34:56: warning: this default is not imported: `` is not a URL",
        ])
        let text = files.map(\.text).joined(separator: "\n")
        for expected in [
            "workflow_id: string", "Instances: { type: \"InstancesItem[]\", maxItems: 100 }",
            "InstancesItem:\n    properties: { ref: string? }", "Grid: \"GridItem[]\"", "GridItem: \"GridItemItem[]\"",
            "GridItemItem: { enum: [x, o] }", "Labels: map<LabelsValue>", "LabelsValue:\n    properties: { color: string? }",
            "log_url: url?", "home_url: { type: url, default: https://example.com }", "X-Poll: string?",
        ] {
            #expect(text.contains(expected), "\(expected) in\n\(text)")
        }
        #expect(!text.contains("404"), "\(text)")
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        let swift = generated.map(\.contents).joined()
        for expected in [
            "public var plus1: Int?", "public var minus1: Int?", "case reactionsPlus1", "case reactionsMinus1",
            "public typealias Instances = [InstancesItem]", "enum OpenAPI30API",
        ] {
            #expect(swift.contains(expected), "\(expected)")
        }
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    /// Shapes from the test documents of datamodel-code-generator 0.89.0 (a Python generator's
    /// suite of 475 OpenAPI documents) that imported to specs `lint` refused, or lost a property.
    @Test func allOfDefaultsPatternsBoundsAndNamesImportAsTheDocumentMeansThem() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Garden, version: "1" }
            paths:
              /plants:
                post:
                  operationId: plant
                  parameters:
                    - { name: X-Trace, in: header, schema: { type: string } }
                    - { name: x_trace, in: query, schema: { type: string } }
                    - { name: pageable, in: query, required: true, schema: { $ref: '#/components/schemas/Pageable' } }
                    - { name: at, in: query, explode: false, schema: { $ref: '#/components/schemas/Pageable' } }
                    - { name: tags, in: query, schema: { type: object, additionalProperties: { type: string } } }
                    - { name: named, in: query, schema: { $ref: '#/components/schemas/Tags' } }
                  requestBody: { required: true, content: { application/json: { schema: { $ref: '#/components/schemas/Create' } } } }
                  responses:
                    '200': { description: Planted., content: { application/json: { schema: { $ref: '#/components/schemas/Change' } } } }
            components:
              schemas:
                Base:
                  type: object
                  properties:
                    name: { type: string, pattern: '.*(?<!baz)bar' }
                    kind: { type: string }
                Create:
                  allOf: [{ $ref: '#/components/schemas/Base' }]
                  required: [kind, name]
                  properties:
                    seed: { type: integer, minimum: -9223372036854776000, maximum: 9223372036854776000 }
                Update:
                  description: A change to a plant.
                  allOf: [{ $ref: '#/components/schemas/Base' }]
                Change:
                  oneOf: [{ $ref: '#/components/schemas/Create' }, { $ref: '#/components/schemas/Update' }]
                  discriminator: { propertyName: kind }
                Empty: { type: object }
                Other: { allOf: [{ $ref: '#/components/schemas/Base' }], description: Another change. }
                Hybrid:
                  allOf:
                    - $ref: '#/components/schemas/Update'
                    - $ref: '#/components/schemas/Other'
                    - $ref: '#/components/schemas/Update'
                    - $ref: '#/components/schemas/Empty'
                    - properties:
                        _id: { type: string }
                        id: { type: string }
                        '@type': { type: string }
                        type: { type: string }
                        meta: { allOf: [{ $ref: '#/components/schemas/Base' }], default: {} }
                        either: { anyOf: [{ $ref: '#/components/schemas/Base' }, { type: string }], default: text }
                        many: { type: array, items: { $ref: '#/components/schemas/Base' }, default: [] }
                Pageable: { type: object, properties: { page: { type: integer }, size: { type: integer } } }
                Tags: { type: object, additionalProperties: { type: string } }
            """
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        let defaults = "this default is not imported: the spec takes a default on strings, numbers, booleans, enums, dates, "
            + "date-times, UUIDs, URLs and arrays of these, `[]` on any array, and `{}` on maps"
        #expect(diagnostics.sorted.map(\.description) == [
            "openapi.yaml:9:13: warning: parameter `x_trace` of `POST /plants` is the Swift name `xUnderscoreTrace`: `xTrace` is parameter `X-Trace`'s",
            "openapi.yaml:22:40: warning: this pattern is not imported: Swift cannot read it (lookbehind is not currently supported in `.*(?<!baz)bar`)",
            "openapi.yaml:44:13: warning: property `_id` of model `Hybrid` is the Swift name `underscoreID`: `id` is property `id`'s",
            "openapi.yaml:46:13: warning: property `@type` of model `Hybrid` is the Swift name `atType`: `type` is property `type`'s",
            "openapi.yaml:48:78: warning: \(defaults)",
            "openapi.yaml:49:98: warning: \(defaults)",
        ])
        let text = files.map(\.text).joined(separator: "\n")
        for expected in [
            // The sibling properties and `required` of `allOf: [$ref]` are kept; the included properties it requires are declared again.
            "Create:\n    include: [Base]\n    properties: { seed: int?, name: string, kind: string }",
            // A component that is `allOf` of one object is a model of its own, which a tagged union takes.
            "Update: { description: A change to a plant., include: [Base] }",
            // Each schema once; one without properties adds none.
            "include: [Update, Other]",
            "_id: { type: string?, name: underscoreID }", "\"@type\": { type: string?, name: atType }",
            "meta: Base?", "x_trace: { type: string?, name: xUnderscoreTrace }",
            // `[]` fits an array of models, as it does any array.
            "many: { type: \"Base[]\", default: [] }",
            // An object in the query is OpenAPI's `form` style by default: each field its own item, as Spring's `Pageable`.
            "pageable: { type: Pageable, style: form }",
            // With `explode: false`, one item: `at=page,2,size,20`.
            "at: { type: Pageable?, style: form, explode: false }",
            // A map too: each entry an item named by its key.
            "tags: { type: map<string>?, style: form }",
            "named: { type: Tags?, style: form }",
        ] {
            #expect(text.contains(expected), "\(expected) in\n\(text)")
        }
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        #expect(try await SwiftCompiler.compile(generated) == "")

        // Looking for the property `required` names ends in a cycle of `allOf` (each schema
        // twice, 40 deep: searched without remembering, 2^40 visits), which lint then reports.
        var cycle = "Loop0: { allOf: [{ $ref: '#/components/schemas/Loop39' }, { $ref: '#/components/schemas/Loop39' }], required: [x] }"
        for index in 1..<40 {
            cycle += "\nLoop\(index): { allOf: [{ $ref: '#/components/schemas/Loop\(index - 1)' }, "
                + "{ $ref: '#/components/schemas/Loop\(index - 1)' }] }"
        }
        let looped = OpenAPIImport.translate(bytes: Array(self.document(schemas: cycle).utf8), path: "openapi.yaml").files
        #expect(OpenAPIImport.check(looped, folder: "Specs").all.map(\.message).contains { $0.contains("forms a cycle") })
    }

    /// A document whose API is named `API` (or has no title) has the API file `API.swift`,
    /// one file with `api.swift` on macOS: its `api` block goes to `api-info.yaml`. A schema
    /// named `Api` is renamed away from the namespace, and a tag `main` does not make
    /// `main.swift`, a program's top-level code.
    @Test func anAPINamedAPIKeepsItsFilesAndTypesApart() throws {
        let document = """
            openapi: 3.1.0
            info: { title: API, version: "1" }
            paths: { /a: { get: { operationId: a, tags: [main], responses: { '204': { description: Done. } } } } }
            components: { schemas: { Api: { type: object, properties: { name: { type: string } } } } }
            """
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        #expect(files.map(\.name) == ["api-info.yaml", "main-endpoints.yaml", "models.yaml"])
        #expect(diagnostics.sorted.map(\.description) == [
            "openapi.yaml:4:26: warning: schema `Api` is the Swift type `APIModel`: `API` is taken "
                + "(by an endpoint's request or error type, the API namespace, another model, or Swift)",
        ])
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        #expect(generated.map(\.name).sorted() == ["API.swift", "api-info.swift", "main-endpoints.swift", "models.swift"])
    }

    /// A file per tag, split past 50 endpoints; a model goes with the only file whose
    /// endpoints name it, and the rest to `models.yaml`.
    @Test func filesFollowTagsAndSplitWhenLarge() throws {
        var paths = ""
        var schemas = "    Shared: { type: string }\n    Common: { type: object, properties: { a: { type: string } } }\n"
        for index in 0..<120 {
            let type = index == 0 || index == 119 ? "Common" : "Item\(index)"
            paths += """
                  /items\(index):
                    get:
                      operationId: getItem\(index)
                      tags: [\(index < 110 ? "items" : "Other Things")]
                      responses: { '200': { description: OK., content: { application/json: { schema: { $ref: '#/components/schemas/\(type)' } } } } }

                """
            schemas += "    Item\(index): { type: object, properties: { s: { $ref: '#/components/schemas/Shared' } } }\n"
        }
        let document = "openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:\n" + paths + "components:\n  schemas:\n" + schemas
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        #expect(diagnostics.all.isEmpty)
        #expect(files.map(\.name) == ["api.yaml", "items.yaml", "items-2.yaml", "items-3.yaml", "models.yaml", "other-things.yaml"])
        func names(_ name: String, _ section: String) -> [String] {
            let text = files.first { $0.name == name }?.text ?? ""
            let root = YAMLParser.parse(Array(text.utf8), file: name).root
            return root?.mapping?.first { $0.key == section }?.value.mapping?.map { $0.key } ?? []
        }
        #expect(names("items.yaml", "endpoints") == (0..<50).map { "getItem\($0)" })
        #expect(names("items.yaml", "models") == (1..<50).map { "Item\($0)" })
        #expect(names("items-3.yaml", "endpoints") == (100..<110).map { "getItem\($0)" })
        #expect(names("other-things.yaml", "models") == (110..<119).map { "Item\($0)" })
        // Named by no endpoint, or by endpoints in two files.
        #expect(names("models.yaml", "models") == ["Shared", "Common", "Item0", "Item119"])
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
    }

    /// Documents broken at random (lines dropped, repeated, indented, characters changed) are
    /// read without a crash, and whatever the import offers is YAML that apigen parses.
    @Test func mangledDocumentsNeverCrashTheImport() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("petstore.yaml"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var generator = SplitMix(state: 11)
        var offered = 0
        for _ in 0..<300 {
            var mangled = lines
            for _ in 0..<(1 + generator.next() % 3) {
                let index = Int(generator.next() % UInt64(mangled.count))
                switch generator.next() % 4 {
                case 0: mangled.remove(at: index)
                case 1: mangled.insert(mangled[index], at: index)
                case 2: mangled[index] = "  " + mangled[index]
                default:
                    var characters = Array(mangled[index])
                    if !characters.isEmpty {
                        characters[Int(generator.next() % UInt64(characters.count))] = Array("{}[]:-'\"#&*!|>? x1")[Int(generator.next() % 18)]
                    }
                    mangled[index] = String(characters)
                }
            }
            let (files, _) = OpenAPIImport.translate(bytes: Array(mangled.joined(separator: "\n").utf8), path: "openapi.yaml")
            offered += files.isEmpty ? 0 : 1
            for file in files {
                let parsed = YAMLParser.parse(Array(file.text.utf8), file: file.name)
                #expect(parsed.diagnostics.all.isEmpty, "\(file.name):\n\(file.text)")
            }
        }
        // Most changes leave a document that still imports: the check above saw real output.
        #expect(offered > 50)
    }

    /// Any text reads back from the written spec exactly: as a value, in a flow mapping, in a
    /// list, as a key, and as a multi-line description.
    @Test func specTextReadsBackAsWritten() throws {
        var generator = SplitMix(state: 7)
        let alphabet = Array("aZ09 -_:#,[]{}&*!|>'\"%@`?.~<>/\\\t\n\r\u{0}\u{7F}\u{85}\u{A0}\u{200B}\u{202E}\u{2028}\u{FEFF}é名😀")
        var samples = ["", " ", "null", "~", "<<", "true", "- a", "-1", "a: b", "a #b", "a:", "https://x.y/z?q=1#f", "line\nline\n", "\n", "a\n\n"]
        for _ in 0..<400 {
            let length = Int(generator.next() % 12)
            samples.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        for sample in samples {
            let text = SpecText.file(header: ["a header \(SpecText.commentSafe(sample))"], [
                ("top", .map([
                    ("value", .text(sample)),
                    ("flow", .map([("inner", .text(sample)), ("other", .text("x"))])),
                    ("list", .list([.text(sample), .text("y")])),
                    ("k" + sample, .text("key")),
                ])),
            ])
            let parsed = YAMLParser.parse(Array(text.utf8), file: "t.yaml")
            #expect(parsed.diagnostics.all.isEmpty, "\(sample.debugDescription) -> \(text)")
            let top = parsed.root?.mapping?.first?.value.mapping ?? []
            func read(_ node: YAMLNode?) -> String? { node?.scalar?.text }
            #expect(read(top.first { $0.key == "value" }?.value) == sample, "\(sample.debugDescription) -> \(text)")
            let flow = top.first { $0.key == "flow" }?.value.mapping
            #expect(read(flow?.first?.value) == sample, "\(sample.debugDescription) -> \(text)")
            #expect(read(top.first { $0.key == "list" }?.value.sequence?.first) == sample, "\(sample.debugDescription) -> \(text)")
            #expect(top.contains { $0.key == "k" + sample }, "\(sample.debugDescription) -> \(text)")
        }
    }

    /// YAML reads at most 1,024 characters as a key before its `:`. A longer key (as written,
    /// escapes counted) is written after `?`, whatever its value: text, a block of text, a
    /// mapping, a list, or in a list's item. An operation ID that long (the import fuzzer made
    /// one) imports to specs that read back with the endpoint named by it.
    @Test func aKeyLongerThanYAMLReadsIsWrittenAsAnExplicitKey() throws {
        for length in [999, 1_000, 1_001, 2_000] {
            for unit in ["a", "\"", "é"] {
                let key = String(repeating: unit, count: length)
                let text = SpecText.file(header: [], [
                    ("top", .map([
                        (key, .text("value")),
                        (key + "1", .text("two\nlines\n")),
                        (key + "2", .map([("inner", .text("x")), (key, .list([.text("y")]))])),
                    ])),
                    ("items", .list([.map([(key, .text("z")), ("other", .text(String(repeating: "w ", count: 60)))])])),
                ])
                let parsed = YAMLParser.parse(Array(text.utf8), file: "t.yaml")
                #expect(parsed.diagnostics.all.isEmpty, "\(length) \(unit): \(parsed.diagnostics.all)")
                let top = parsed.root?.mapping?.first?.value.mapping ?? []
                #expect(top.map(\.key) == [key, key + "1", key + "2"], "\(length) \(unit)")
                #expect(top.first?.value.scalar?.text == "value" && top.dropFirst().first?.value.scalar?.text == "two\nlines\n")
                #expect(top.last?.value.mapping?.last?.key == key && top.last?.value.mapping?.last?.value.sequence?.first?.scalar?.text == "y")
                let item = parsed.root?.mapping?.last?.value.sequence?.first?.mapping
                #expect(item?.first?.key == key && item?.first?.value.scalar?.text == "z", "\(length) \(unit)")
            }
        }

        let id = String(repeating: "listPets\"", count: 150)
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array("""
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets: { get: { operationId: '\(id)', responses: { '204': { description: None } } } }
            """.utf8), path: "openapi.yaml")
        #expect(diagnostics.all.isEmpty)
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let endpoints = files.compactMap { YAMLParser.parse(Array($0.text.utf8), file: $0.name).root?.mapping?.first { $0.key == "endpoints" } }
        #expect(endpoints.first?.value.mapping?.map(\.key) == [id])
    }

    /// Nested lists and mappings too long for one line are written as blocks, and read back.
    @Test func specTextWritesAnyNestingAsBlocks() {
        let long = String(repeating: "word ", count: 30)
        let value = SpecValue.map([
            ("lists", .list([.list([.text("a"), .map([("deep", .text(long))])]), .map([("k", .text(long)), ("j", .list([]))])])),
        ])
        let text = SpecText.file(header: [], [("top", value)])
        let root = YAMLParser.parse(Array(text.utf8), file: "t.yaml").root
        let lists = root?.mapping?.first?.value.mapping?.first?.value.sequence
        #expect(lists?.first?.sequence?.first?.scalar?.text == "a", "\(text)")
        #expect(lists?.first?.sequence?.last?.mapping?.first?.value.scalar?.text == long, "\(text)")
        #expect(lists?.last?.mapping?.first?.value.scalar?.text == long, "\(text)")
        #expect(lists?.last?.mapping?.last?.value.sequence?.isEmpty == true, "\(text)")
    }

    @Test func theCommandWritesNewFilesOnlyAndChecksWhatItWrote() async throws {
        let folder = try ScratchFolder()
        let directory = URL(fileURLWithPath: folder.path)
        try folder.write("openapi.yaml", """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            servers: [{ url: "https://shop.example.com" }]
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    '200': { description: Items., content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Item' } } } } }
            components:
              schemas:
                Item: { type: object, required: [name], properties: { name: { type: string } } }
            """)
        let cli = CommandLineTests()
        let first = try await cli.apigen(["import", "openapi.yaml", "-o", "Specs"], in: directory)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "Specs: 2 spec files written (api.yaml, endpoints.yaml)\n")
        let generate = try await cli.apigen(["Specs"], in: directory)
        #expect(generate.status == 0, "\(generate.standardError)")

        try folder.write("Specs/endpoints.yaml", "# edited\n")
        let again = try await cli.apigen(["import", "openapi.yaml", "-o", "Specs"], in: directory)
        #expect(again.status == 1)
        #expect(again.standardError.contains("`Specs/api.yaml` already exists; apigen import writes new spec files only"))
        #expect(try String(contentsOfFile: folder.path + "/Specs/endpoints.yaml", encoding: .utf8) == "# edited\n")

        // A document the spec language reads differently: written, then each problem pointed out.
        try folder.write("clash.yaml", """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /a:
                get:
                  operationId: a
                  responses: { '200': { description: A., content: { application/json: { schema: { $ref: '#/components/schemas/Loop' } } } } }
            components:
              schemas:
                Loop: { anyOf: [{ $ref: '#/components/schemas/Loop' }, { type: string }] }
            """)
        let clash = try await cli.apigen(["import", "clash.yaml", "-o", "Clash"], in: directory)
        #expect(clash.status == 1)
        #expect(clash.standardError.contains("Clash/endpoints.yaml:4:3: error: `Loop` is a variant of itself"), "\(clash.standardError)")
        #expect(clash.standardError.contains("the imported specs need the fixes above"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Clash/endpoints.yaml"))

        // `--partial` imports what the spec can say, and tells what it left out.
        try folder.write("proxy.yaml", """
            openapi: 3.0.3
            info: { title: Proxy, version: "1" }
            paths:
              /proxy/{path}:
                get:
                  operationId: proxy
                  parameters: [{ name: path, in: path, required: true, style: matrix, schema: { type: string } }]
                  responses: { '204': { description: Done. } }
              /health: { get: { operationId: health, responses: { '204': { description: Up. } } } }
            """)
        let refused = try await cli.apigen(["import", "proxy.yaml", "-o", "Proxy"], in: directory)
        #expect(refused.status == 1)
        let partial = try await cli.apigen(["import", "proxy.yaml", "-o", "Proxy", "--partial"], in: directory)
        #expect(partial.status == 0, "\(partial.standardError)")
        #expect(partial.standardError.contains("proxy.yaml:7:60: warning: `GET /proxy/{path}` is left out (`--partial`)"), "\(partial.standardError)")
        #expect(try String(contentsOfFile: folder.path + "/Proxy/endpoints.yaml", encoding: .utf8).contains("health:"))
    }
}
