import Foundation
import Testing
@testable import APIGenCore

/// `apigen import` of a document split over files: every `$ref` to another file is followed, as
/// `redocly bundle` would have done, and problems are reported in the file that has them.
@Suite("OpenAPI import of documents split over files")
struct OpenAPIBundleTests {
    /// Writes `files` (path relative to a new folder -> text) and returns the folder.
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-bundle-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// Translates `files["openapi.yaml"]`, reading the others from the dictionary; diagnostics as text.
    func imported(_ files: [String: String]) -> (text: String, diagnostics: [String]) {
        let (specs, diagnostics) = OpenAPIImport.translate(
            bytes: Array((files["openapi.yaml"] ?? "").utf8), path: "openapi.yaml",
            readingOthers: { path in
                guard let text = files[path] else {
                    return .failure(UserFileError(message: "cannot read the file: No such file or directory",
                                                  location: SourceLocation(file: path, line: 1, column: 1)))
                }
                return .success(Array(text.utf8))
            })
        return (specs.map(\.text).joined(separator: "\n"), diagnostics.sorted.map(\.description))
    }

    static let shop: [String: String] = [
        "api/openapi.yaml": """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /pets/{id}:
                $ref: './paths/pet.yaml'
              /orders:
                get:
                  operationId: listOrders
                  parameters:
                    - $ref: 'parameters.yaml#/limit'
                  responses:
                    "200":
                      description: The orders.
                      content:
                        application/json:
                          schema: { type: array, items: { $ref: './schemas/order.yaml' } }
                    "404": { $ref: 'responses.yaml#/NotFound' }
            components:
              schemas:
                Pet: { $ref: './schemas/pet.yaml' }
            """,
        "api/paths/pet.yaml": """
            get:
              operationId: getPet
              parameters:
                - { name: id, in: path, required: true, schema: { type: string } }
              responses:
                "200":
                  description: The pet.
                  content:
                    application/json:
                      schema: { $ref: '../schemas/pet.yaml' }
            """,
        "api/schemas/pet.yaml": """
            type: object
            required: [name]
            properties:
              name: { type: string, minLength: 1 }
              tag: { $ref: '#/$defs/Tag' }
              friends: { type: array, items: { $ref: '#' } }
            $defs:
              Tag: { type: string, maxLength: 10 }
            """,
        "api/schemas/order.yaml": """
            type: object
            properties:
              pet: { $ref: 'pet.yaml' }
              quantity: { type: integer, minimum: 1 }
            """,
        "api/parameters.yaml": """
            limit: { name: limit, in: query, schema: { type: integer, maximum: 100 } }
            """,
        "api/responses.yaml": """
            NotFound:
              description: No such thing.
              content:
                application/json:
                  schema: { $ref: '#/components/schemas/Problem' }
            components:
              schemas:
                Problem: { type: object, properties: { detail: { type: string } } }
            """,
    ]

    /// `file.yaml#/` is the whole file, as most resolvers read it (schemathesis' test documents
    /// write it), where the file has no key `""`, which the pointer names by the letter.
    @Test func aPointerOfOneSlashIsTheWholeFile() {
        let (text, diagnostics) = imported([
            "openapi.yaml": """
                openapi: 3.0.0
                info: { title: T, version: "1" }
                paths:
                  /user_account: { $ref: 'paths/user-account.yaml#/' }
                  /keyed: { $ref: 'keyed.yaml#/' }
                """,
            "paths/user-account.yaml": "get: { operationId: getAccount, responses: { '204': { description: Done. } } }",
            "keyed.yaml": "'': { get: { operationId: getKeyed, responses: { '204': { description: Done. } } } }",
        ])
        #expect(diagnostics == [])
        #expect(text.contains("getAccount:") && text.contains("getKeyed:"), "\(text)")
    }

    /// A document split as teams split them (paths, parameters, responses and schemas in files
    /// of their own, a file referring back to itself) imports to specs whose client compiles.
    @Test func aDocumentSplitOverFilesImportsWhole() async throws {
        let root = try folder(Self.shop)
        defer { try? FileManager.default.removeItem(at: root) }
        let (files, diagnostics) = OpenAPIImport.translate(documentAt: root.appendingPathComponent("api/openapi.yaml").path)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let text = files.map(\.text).joined(separator: "\n")
        // The component that only referred to `pet.yaml` is that schema; the file's own
        // references (`#`, `#/$defs/Tag`) name it and the schema beside it.
        for expected in [
            "Pet:\n    properties:\n      name: { type: string, minLength: 1 }\n      tag: Tag?\n      friends: \"Pet[]?\"",
            "Tag: { type: string, maxLength: 10 }",
            "order:\n    properties:\n      pet: Pet?\n      quantity: { type: int?, minimum: 1 }",
            "Problem:\n    properties: { detail: string? }",
            "getPet:\n    method: GET\n    path: \"/pets/{id}\"",
            "limit: { type: int?, maximum: 100 }",
            "response: { type: \"order[]\", description: The orders. }",
            "404: { type: Problem, description: No such thing. }",
        ] {
            #expect(text.contains(expected), "no `\(expected)` in:\n\(text)")
        }
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
        let generated = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        #expect(try await SwiftCompiler.compile(generated) == "")
    }

    /// Another file's schema named like one of the document's is numbered, with a warning; one
    /// referred to from several places is one model; a reference into the document itself, by
    /// its file name, is local; a file's name may be percent-encoded, as in any URI.
    @Test func schemasOfOtherFilesGetNamesOfTheirOwn() {
        let result = imported([
            "openapi.yaml": OpenAPIImportTests().document(schemas: """
                Error: { type: object, properties: { code: { type: integer } } }
                Holder:
                  type: object
                  properties:
                    theirs: { $ref: 'common.yaml#/components/schemas/Error' }
                    again: { $ref: 'common.yaml#/components/schemas/Error' }
                    ours: { $ref: 'openapi.yaml#/components/schemas/Error' }
                    spaced: { $ref: 'shared%20types.yaml#/Name' }
                """),
            "shared types.yaml": "Name: { type: string, maxLength: 40 }\n",
            "common.yaml": """
                components:
                  schemas:
                    Error: { type: object, properties: { message: { type: string } } }
                """,
        ])
        #expect(result.diagnostics == [
            "openapi.yaml:6:5: warning: schema `Error` is the Swift type `ErrorModel`: `Error` would hide Swift's `Error` in app code that uses the client",
            "openapi.yaml:10:25: warning: the schema at `common.yaml#/components/schemas/Error` is imported as `Error2`: another schema is named `Error`",
        ])
        #expect(result.text.contains("properties: { theirs: Error2?, again: Error2?, ours: Error?, spaced: Name? }"), "\(result.text)")
        #expect(result.text.contains("Name: { type: string, maxLength: 40 }"), "\(result.text)")
        #expect(result.text.contains("Error2:\n    properties: { message: string? }"), "\(result.text)")
    }

    /// A reference to a schema within another (a property of a component, a response's schema
    /// under `paths`) makes that schema a model of its own, named from its pointer; it used to be
    /// refused ("move it to components/schemas"). Where the schema stands, the model is named
    /// too, so one JSON shape is one Swift type, whether the reference comes before it or after.
    @Test func schemasWithinOthersThatAreReferredToBecomeModels() throws {
        let document = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: The pets.
                      content:
                        application/json:
                          schema: { type: object, properties: { total: { type: integer } } }
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200":
                      description: A page.
                      content:
                        application/json:
                          schema: { $ref: '#/paths/~1pets/get/responses/200/content/application~1json/schema' }
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner: { type: object, properties: { name: { type: string } } }
                    home: { $ref: '#/components/schemas/Shop' }
                Shop:
                  type: object
                  properties:
                    keeper: { $ref: '#/components/schemas/Pet/properties/owner' }
                    again: { $ref: '#/components/schemas/Pet/properties/owner' }
                    same: { $ref: '#/components/schemas/Pet/properties/home' }
            """
        let result = imported(["openapi.yaml": document])
        #expect(result.diagnostics == [])
        // The whole document is no schema.
        let whole = imported(["openapi.yaml": OpenAPIImportTests().document(schemas: "A: { $ref: '#' }")])
        #expect(whole.diagnostics == [
            "openapi.yaml:6:10: error: reference `#` is not a JSON pointer (`#/components/...`), which apigen import follows",
        ])
        for expected in [
            "owner:\n    properties: { name: string? }",
            "pets:\n    properties: { total: int? }",
            // A reference to a place that is itself a reference to a component is that component.
            "properties: { keeper: owner?, again: owner?, same: Shop? }",
            "response: { type: pets, description: A page. }",
            "Pet:\n    properties: { owner: owner?, home: Shop? }",
            "response: { type: pets, description: The pets. }",
        ] {
            #expect(result.text.contains(expected), "no `\(expected)` in:\n\(result.text)")
        }
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        #expect(OpenAPIImport.check(files, folder: "Specs").all.isEmpty)
    }

    /// Across files too: a schema within another file's schema, or within a response written
    /// out from another file, is one model wherever it stands and wherever it is referred to.
    @Test func schemasWithinOtherFilesThatAreReferredToAreOneModel() {
        let result = imported([
            "openapi.yaml": """
                openapi: 3.0.3
                info: { title: T, version: "1" }
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      responses: { "200": { $ref: 'responses.yaml#/Page' } }
                  /owners:
                    get:
                      operationId: listOwners
                      responses:
                        "200":
                          description: The owners.
                          content:
                            application/json:
                              schema: { type: array, items: { $ref: 'pet.yaml#/properties/owner' } }
                components:
                  schemas:
                    Pet: { $ref: './pet.yaml' }
                    Last: { $ref: 'responses.yaml#/Page/content/application~1json/schema' }
                """,
            "pet.yaml": "type: object\nproperties:\n  owner: { type: object, properties: { name: { type: string } } }\n",
            "responses.yaml": """
                Page:
                  description: A page.
                  content:
                    application/json:
                      schema: { type: object, properties: { total: { type: integer } } }
                """,
        ])
        #expect(result.diagnostics == [])
        for expected in [
            "Pet:\n    properties: { owner: owner? }",
            "owner:\n    properties: { name: string? }",
            "Last:\n    properties: { total: int? }",
            "response: { type: Last, description: A page. }",
            "response: { type: \"owner[]\", description: The owners. }",
        ] {
            #expect(result.text.contains(expected), "no `\(expected)` in:\n\(result.text)")
        }
        #expect(result.text.components(separatedBy: "total: int?").count == 2, "the page's schema is written twice:\n\(result.text)")
        #expect(result.text.components(separatedBy: "name: string?").count == 2, "the owner's schema is written twice:\n\(result.text)")
    }

    /// Every reference that cannot be followed is reported in one run, where it is written,
    /// in whichever file that is.
    @Test func referencesThatCannotBeFollowedAreReportedWhereTheyAreWritten() {
        let result = imported([
            "openapi.yaml": """
                openapi: 3.0.3
                info: { title: T, version: "1" }
                paths:
                  /a:
                    get:
                      parameters:
                        - $ref: 'loop.yaml#/p'
                      responses: { "204": { description: none } }
                components:
                  schemas:
                    A:
                      type: object
                      properties:
                        web: { $ref: 'https://example.com/pet.json' }
                        gone: { $ref: 'missing.yaml#/Pet' }
                        nothing: { $ref: 'common.yaml#/Nope' }
                        broken: { $ref: 'broken.yaml' }
                        fine: { $ref: 'common.yaml#/Fine' }
                """,
            "common.yaml": "Fine: { type: string }\n",
            "broken.yaml": "a: [b\n",
            "loop.yaml": "p: { $ref: '#/q' }\nq: { $ref: '#/p' }\n",
        ])
        #expect(result.diagnostics == [
            "broken.yaml:2:1: error: did not find expected ',' or ']' while parsing a flow sequence",
            "loop.yaml:2:12: error: reference `#/p` leads back to itself",
            "openapi.yaml:14:22: error: reference `https://example.com/pet.json` is a URL; apigen import reads files only: "
                + "save it beside the document and refer to the file (a URL of the same origin as the file's `$self` is read as the file at that place)",
            "openapi.yaml:15:23: error: reference `missing.yaml#/Pet`: cannot read the file: No such file or directory (`missing.yaml:1:1`)",
            "openapi.yaml:16:26: error: reference `common.yaml#/Nope` points at nothing in `common.yaml`",
        ])
        #expect(result.text.isEmpty)
        // Given as text, a document has no folder to read other files from.
        let (files, diagnostics) = OpenAPIImport.translate(bytes: Array(#"{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {}, "components": {"schemas": {"A": {"$ref": "b.yaml"}}}}"#.utf8), path: "o.json")
        #expect(files.isEmpty)
        #expect(diagnostics.sorted.map(\.description) == [
            "o.json:1:116: error: reference `b.yaml` is to another file, which is not read when the document is given as text; import the document from its path",
        ])
    }

    /// A file that says where it lives (OpenAPI 3.2's `$self`, a JSON Schema's `$id`) may spell
    /// its references as URLs: one to itself, or to another file of the same origin (in its
    /// folder, or above it), is read from disk as the file at that place. A URL of another
    /// origin is still an error.
    @Test func referencesOfAFilesOwnOriginAreReadFromTheFilesThere() {
        let web = "\n        web: { $ref: 'https://elsewhere.example.com/v2/openapi.yaml#/components/schemas/Pet' }"
        var files = [
            "openapi.yaml": """
                openapi: 3.2.0
                $self: https://api.example.com/v2/openapi.yaml
                info: { title: T, version: "1" }
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      parameters:
                        - $ref: 'https://api.example.com/v2/library.yaml#/components/parameters/Page'
                      responses:
                        "200":
                          description: The pets.
                          content: { application/json: { schema: { $ref: 'https://api.example.com/v2/openapi.yaml#/components/schemas/Pet' } } }
                components:
                  schemas:
                    Pet:
                      type: object
                      properties:
                        listing: { $ref: 'library.yaml#/components/schemas/Listing' }
                        name: { $ref: 'https://api.example.com/v2/schemas/name.json#/$defs/Name' }
                """ + web,
            "library.yaml": """
                openapi: 3.2.0
                $self: https://api.example.com/v2/library.yaml
                components:
                  parameters:
                    Page: { name: page, in: query, schema: { $ref: 'https://api.example.com/v2/library.yaml#/components/schemas/Page' } }
                  schemas:
                    Page: { type: integer, minimum: 1 }
                    Listing:
                      type: object
                      properties:
                        page: { $ref: 'https://api.example.com/v2/library.yaml#/components/schemas/Page' }
                """,
            "schemas/name.json": #"{"$id": "https://api.example.com/v2/schemas/name.json", "$defs": {"Name": {"type": "object", "properties": {"text": {"type": "string", "maxLength": 20}, "page": {"$ref": "https://api.example.com/v2/library.yaml#/components/schemas/Page"}}}}}"#,
        ]
        #expect(imported(files).diagnostics == [
            "openapi.yaml:21:22: error: reference `https://elsewhere.example.com/v2/openapi.yaml#/components/schemas/Pet` is a URL; apigen import "
                + "reads files only: save it beside the document and refer to the file (a URL of the same origin as the file's `$self` is read "
                + "as the file at that place)",
        ])
        files["openapi.yaml"] = files["openapi.yaml"]?.replacing(web, with: "")
        let result = imported(files)
        #expect(result.diagnostics.isEmpty)
        for expected in [
            "params: { page: Page? }\n    response: { type: Pet, description: The pets. }",
            "Pet:\n    properties: { listing: Listing?, name: Name? }\n  Page: { type: int, minimum: 1 }",
            "Listing:\n    properties: { page: Page? }\n  Name:\n    properties:\n      text: { type: string?, maxLength: 20 }\n      page: Page?",
        ] {
            #expect(result.text.contains(expected), "no `\(expected)` in:\n\(result.text)")
        }
    }

    /// Files that each refer to the next twice, 64 levels deep, would write out 2^64 responses:
    /// like YAML aliases, references may not multiply a document past the import's limit. Each
    /// file is rewritten once, and the walk stops at the limit.
    @Test func referencesMayNotMultiplyADocument() {
        var files = [
            "openapi.yaml": """
                openapi: 3.0.3
                info: { title: T, version: "1" }
                paths:
                  /a:
                    get:
                      operationId: getA
                      responses: { "204": { $ref: 'r0.yaml' } }
                """,
            "r64.yaml": "description: The last.\n",
        ]
        for level in 0..<64 {
            files["r\(level).yaml"] = "description: Level \(level).\nlinks: { a: { $ref: 'r\(level + 1).yaml' }, b: { $ref: 'r\(level + 1).yaml' } }\n"
        }
        let result = imported(files)
        #expect(result.diagnostics.filter { $0.contains("error") } == [
            "r43.yaml:2:46: error: with this reference written out, the document passes 10000000 nodes; references to other files may not multiply a document",
        ])
        #expect(result.text.isEmpty)
    }

    /// A discriminator's mapping may name schemas of other files by reference, and variants may
    /// live in files of their own that refer back to the base.
    @Test func discriminatorMappingsToOtherFilesBecomeVariants() {
        let result = imported([
            "openapi.yaml": OpenAPIImportTests().document(schemas: """
                Pet:
                  oneOf: [{ $ref: 'pets/cat.yaml' }, { $ref: 'pets/dog.yaml#/Dog' }]
                  discriminator:
                    propertyName: kind
                    mapping: { cat: 'pets/cat.yaml', dog: 'pets/dog.yaml#/Dog' }
                """),
            "pets/cat.yaml": "type: object\nrequired: [kind]\nproperties: { kind: { type: string }, lives: { type: integer } }\n",
            "pets/dog.yaml": "Dog: { type: object, required: [kind], properties: { kind: { type: string } } }\n",
        ])
        #expect(result.diagnostics == [])
        #expect(result.text.contains("Pet:\n    oneOf: [cat, Dog]\n    discriminator: kind"), "\(result.text)")
    }
}
