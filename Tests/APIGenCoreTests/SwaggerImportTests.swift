import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// Swagger 2.0's Petstore, with the shapes 2.0 writes its own way.
    static let swaggerPetstore = """
        swagger: "2.0"
        info: { title: Swagger Petstore, version: 1.0.7 }
        host: petstore.swagger.io
        basePath: /v2
        schemes: [http, https]
        consumes: [application/json, application/xml]
        produces: [application/xml, application/json]
        paths:
          /pet:
            post:
              operationId: addPet
              parameters:
              - { in: body, name: body, description: The pet to add., required: true, schema: { $ref: "#/definitions/Pet" } }
              responses:
                "200": { description: OK, schema: { $ref: "#/definitions/Pet" } }
                "405": { description: Invalid input }
              security: [{ petstore_auth: ["write:pets"] }]
          /pet/findByStatus:
            get:
              operationId: findPetsByStatus
              schemes: [ftp]
              parameters:
              - { name: status, in: query, required: true, type: array, items: { type: string, enum: [available, sold] }, collectionFormat: multi }
              - { name: tags, in: query, type: array, items: { type: string } }
              - { name: ids, in: query, type: array, items: { type: integer }, collectionFormat: ssv }
              - { name: codes, in: query, type: array, items: { type: string }, collectionFormat: tsv }
              - { $ref: "#/parameters/limit" }
              responses:
                "200":
                  description: OK
                  schema: { type: array, items: { $ref: "#/definitions/Pet" } }
                  headers: { X-Rate-Limit: { type: integer, format: int32, minimum: 0 } }
                default: { $ref: "#/responses/Problem" }
          /pet/{petId}:
            parameters:
            - { name: petId, in: path, required: true, type: integer, format: int64 }
            post:
              operationId: updatePetWithForm
              consumes: [application/x-www-form-urlencoded]
              parameters:
              - { name: name, in: formData, type: string }
              - { name: status, in: formData, required: true, type: string }
              responses: { "204": { description: Updated. } }
          /pet/{petId}/tags:
            parameters:
            - { name: petId, in: path, required: true, type: integer, format: int64 }
            - { in: body, name: tags, required: true, schema: { type: array, items: { type: string } } }
            put: { operationId: replaceTags, responses: { "204": { description: Replaced. } } }
          /pet/{petId}/image:
            post:
              operationId: uploadImage
              consumes: [multipart/form-data]
              parameters:
              - { name: petId, in: path, required: true, type: integer, format: int64 }
              - { name: caption, in: formData, type: string, description: Shown under the photo. }
              - { name: file, in: formData, required: true, type: file }
              responses: { "200": { description: OK, schema: { type: file } } }
              security: [{ api_key: [] }, { basic: [] }]
        securityDefinitions:
          api_key: { type: apiKey, name: api_key, in: header }
          basic: { type: basic }
          petstore_auth:
            type: oauth2
            flow: accessCode
            authorizationUrl: https://petstore.swagger.io/oauth/authorize
            tokenUrl: https://petstore.swagger.io/oauth/token
            scopes: { "write:pets": modify pets }
        parameters:
          limit: { name: limit, in: query, type: integer, minimum: 1, maximum: 100, default: 20 }
        responses:
          Problem: { description: A problem., schema: { $ref: "#/definitions/Problem" } }
        definitions:
          Pet:
            type: object
            required: [name]
            properties:
              id: { type: integer, format: int64 }
              name: { type: string }
              nickname: { type: string, x-nullable: true }
          Animal:
            type: object
            required: [kind]
            discriminator: kind
            properties: { kind: { type: string } }
          Cat:
            allOf: [{ $ref: "#/definitions/Animal" }, { type: object, properties: { meows: { type: boolean } } }]
          Problem:
            type: object
            properties: { message: { type: string } }
        """

    /// A Swagger 2.0 document imports as the OpenAPI 3.0 document it says: servers from its
    /// host, a `body` parameter as the body (the JSON one of its `consumes`), `formData` as a form
    /// or multipart, `collectionFormat` as the query's style, the shared parameters, responses
    /// and definitions where references name them, its security definitions as auth.
    @Test func aSwaggerDocumentImportsAsTheOpenAPIDocumentItSays() async throws {
        #expect(imported(Self.swaggerPetstore).diagnostics == [
            "openapi.yaml:21:7: warning: an operation's `schemes` are not imported: it is sent to the document's servers (https)",
            "openapi.yaml:26:91: warning: `collectionFormat: tsv` is not imported: the values are sent separated by commas",
            "openapi.yaml:80:3: warning: `Animal` is a union of the schemas that extend it (`Cat`), told apart by `kind`; "
                + "its own properties are the model `AnimalFields`, which they include",
        ])
        let files = OpenAPIImport.translate(bytes: Array(Self.swaggerPetstore.utf8), path: "openapi.yaml").files
        #expect(files.allSatisfy { $0.text.hasPrefix("# Imported by `apigen import` from openapi.yaml (Swagger 2.0)") })
        try await expectSpecs(files, hold: [
            // HTTPS first, whatever the order of `schemes`.
            "baseURL: https://petstore.swagger.io/v2\n  servers: { server2: http://petstore.swagger.io/v2 }",
            "auth: { oauth2: [write:pets] }\n    body: { type: Pet, description: The pet to add. }\n    response: Pet\n"
                + "    errors:\n      405: { type: none, description: Invalid input }",
            // `multi` sends a query item per value, 3.0's default; `csv`, 2.0's default, one
            // item of values joined by commas.
            "status:\n        items: { enum: [available, sold] }\n      tags:",
            "tags: { type: \"string[]?\", explode: false }",
            "ids: { type: \"int[]?\", style: spaceDelimited, explode: false }",
            "codes: { type: \"string[]?\", explode: false }",
            "limit: { type: int, minimum: 1, maximum: 100, default: 20 }",
            "headers:\n        X-Rate-Limit: { type: int32?, minimum: 0 }",
            "default: { type: Problem, description: A problem. }",
            // The path item's parameter, and a form whose field is required.
            "params: { petId: int64 }\n    body:\n      properties: { name: string?, status: string }\n      encoding: form",
            // A `file` field sends a multipart body; a `file` response is bytes.
            "caption: { type: string?, description: Shown under the photo. }\n        file: file\n      encoding: multipart",
            "response: data",
            // A path item's body, for an operation with no parameters of its own.
            "replaceTags:\n    method: PUT\n    path: \"/pet/{petId}/tags\"\n    params: { petId: int64 }\n    body: \"string[]\"",
            "auth:\n      - { apiKey: api_key }\n      - basic",
            "nickname: string?",
            "Animal: { oneOf: [Cat], discriminator: kind }",
        ])
    }

    /// A form's arrays joined in one value (`csv`, 2.0's default) are a body with `explode:
    /// false`, each array one field of its items joined by commas, as a go-swagger server reads
    /// them; another format is joined by commas too, and a `multi` field beside them is joined
    /// as well, each with a warning. A multipart body sends each item as a part, with a warning.
    @Test func aFormsJoinedArraysAreJoined() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Forms, version: "1" }
            paths:
              /upload:
                post:
                  operationId: upload
                  consumes: [application/x-www-form-urlencoded]
                  parameters:
                    - { name: tags, in: formData, type: array, items: { type: string }, collectionFormat: multi }
                    - { name: ids, in: formData, type: array, items: { type: integer } }
                    - { name: codes, in: formData, type: array, items: { type: string }, collectionFormat: pipes }
                  responses: { "204": { description: Done. } }
              /files:
                post:
                  operationId: sendFiles
                  consumes: [multipart/form-data]
                  parameters:
                    - { name: ids, in: formData, type: array, items: { type: integer } }
                  responses: { "204": { description: Done. } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:9:11: warning: form field `tags` of the body of `POST /upload` is sent joined by commas too: the body's other "
                + "arrays are (`explode: false`), and the spec gives a body one `explode`",
            "openapi.yaml:11:96: warning: `collectionFormat: pipes` of form field `codes` is imported as `csv`: the spec joins a form's "
                + "arrays by commas",
            "openapi.yaml:18:11: warning: form field `ids` joins its items in one value (`collectionFormat: csv`, 2.0's default), which "
                + "is not imported for a multipart body: the spec sends each item as a part of its own",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "properties: { tags: \"string[]?\", ids: \"int[]?\", codes: \"string[]?\" }\n      encoding: form\n      explode: false",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains(#"form.add("ids", body.ids, explode: false)"#))
        #expect(swift.contains(#"form.add("ids", body.ids)"#))
    }

    /// `formData` parameters are a form, or a multipart body where a field is a file or the
    /// operation takes only multipart: Flask-RESTX's parsers list both for a form of text, which
    /// the plain form sends.
    @Test func aFormOfTextThatMayBeEitherIsThePlainForm() {
        func document(consumes: String, file: Bool = false) -> String {
            """
            swagger: "2.0"
            info: { title: Forms, version: "1" }
            paths:
              /adopt:
                post:
                  operationId: adopt
                  consumes: [\(consumes)]
                  parameters:
                    - { name: adopter, in: formData, type: string, required: true }
                    - { name: \(file ? "photo" : "visits"), in: formData, type: \(file ? "file" : "integer") }
                  responses: { "204": { description: Done. } }
            """
        }
        let either = "application/x-www-form-urlencoded, multipart/form-data"
        #expect(imported(document(consumes: either)).text.contains("      encoding: form\n"))
        #expect(imported(document(consumes: either, file: true)).text.contains("      encoding: multipart\n"))
        #expect(imported(document(consumes: "multipart/form-data")).text.contains("      encoding: multipart\n"))
        #expect(imported(document(consumes: "application/x-www-form-urlencoded")).text.contains("      encoding: form\n"))
    }

    /// A list header (2.0's `type: array`, its items joined by commas, as 3.0's `simple` style
    /// joins them) is an array the client reads at its commas; another `collectionFormat` is
    /// told of, as the items are still read at commas. `Set-Cookie` is one `string`: commas
    /// within a cookie's date would split it.
    @Test func listResponseHeadersAreArrays() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Lists, version: "1" }
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: OK
                      headers:
                        Allow: { type: array, items: { type: string, enum: [GET, HEAD] } }
                        X-Ids: { type: array, items: { type: integer }, minItems: 1, collectionFormat: pipes }
                        Set-Cookie: { type: array, items: { type: string } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:12:92: warning: `collectionFormat: pipes` is not imported here: a list header's items are read at its commas",
            "openapi.yaml:13:13: warning: response header `Set-Cookie` is imported as one `string`, not a list: a cookie's `Expires` "
                + "date holds a comma, and servers send each cookie in a header of its own",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            #"X-Ids: { type: "int[]?", minItems: 1 }"#, "Set-Cookie: string?",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains(#"allow: try decoder.optionalHeader("Allow", as: [ListItemsRequest.AllowItem].self, from: response)"#))
    }

    /// A definition's name alone (`$ref: Pet`, from Swagger 1.2's days) is that definition, as
    /// 2.0 tools read it, and so is a parameter's `items` that refers to one (which 2.0 does not
    /// allow but documents write); a reference that points at nothing, or a security scheme not defined,
    /// is reported in the document's own words, not in the 3.0 reading's.
    @Test func swaggerReferencesAreReadAndReportedAsWritten() async throws {
        let document = """
            swagger: "2.0"
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters: [{ name: ids, in: query, type: array, items: { $ref: "#/definitions/PetID" } }]
                  responses: { "200": { description: OK, schema: { type: array, items: { $ref: Pet } } } }
            definitions:
              Pet: { type: object, properties: { name: { type: string } } }
              PetID: { type: integer, format: int64 }
            """
        let text = imported(document).text
        #expect(text.contains(#"ids: { type: "PetID[]?", explode: false }"#), "\(text)")
        #expect(text.contains(#"response: "Pet[]""#), "\(text)")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files, hold: [
            "Pet:\n    properties: { name: string? }",
        ])
        let broken = """
            swagger: "2.0"
            info: { title: Pets, version: "1" }
            security: [{ token: [] }]
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses: { "200": { description: OK, schema: { $ref: "#/definitions/Nope" } } }
            """
        #expect(imported(broken).diagnostics == [
            "openapi.yaml:3:14: error: security scheme `token` is not in `securityDefinitions`",
            "openapi.yaml:8:56: error: reference `#/definitions/Nope` points at nothing in this document",
        ])
    }

    /// The answer to HEAD has no body, whatever content a document gives it; an API key in
    /// the `Authorization` header is sent as it is, as OpenAPI says.
    @Test func headAnswersHaveNoBodyAndAnAuthorizationKeyIsSentAsItIs() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Proxy, version: "1" }
            security: [{ BearerToken: [] }]
            paths:
              /proxy:
                head:
                  operationId: headProxy
                  responses:
                    "200": { description: OK, content: { "*/*": { schema: { type: string } } } }
                    "404": { description: Gone., content: { application/json: { schema: { type: object } } } }
            components:
              securitySchemes:
                BearerToken: { type: apiKey, name: authorization, in: header }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:9:35: warning: the content of response 200 of `HEAD /proxy` is not imported: the answer to a HEAD request has no body",
            "openapi.yaml:10:38: warning: the content of response 404 of `HEAD /proxy` is not imported: the answer to a HEAD request has no body",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "auth: { apiKey: authorization }",
            "response: { type: none, status: 200 }\n    errors:\n      404: { type: none, description: Gone. }",
        ])
    }
}

extension OpenAPIBundleTests {
    /// A Swagger 2.0 document split over files: another file's references back into the
    /// document (`openapi.yaml#/definitions/Pet`) find what the 3.0 reading holds there.
    @Test func aSwaggerDocumentsOtherFilesReferBackIntoIt() {
        let (text, diagnostics) = imported([
            "openapi.yaml": """
                swagger: "2.0"
                info: { title: Shop, version: "1" }
                paths:
                  /owners:
                    get:
                      operationId: listOwners
                      responses: { "200": { description: OK, schema: { $ref: "owners.yaml#/Owner" } } }
                definitions:
                  Pet: { type: object, properties: { name: { type: string } } }
                """,
            "owners.yaml": """
                Owner:
                  type: object
                  properties:
                    pets: { type: array, items: { $ref: "openapi.yaml#/definitions/Pet" } }
                """,
        ])
        #expect(diagnostics == [])
        #expect(text.contains("Owner:\n    properties: { pets: \"Pet[]?\" }"), "\(text)")
        #expect(text.contains("Pet:\n    properties: { name: string? }"), "\(text)")
    }

    /// The files a Swagger 2.0 document refers to are 2.0 too: a `body` parameter, a response
    /// with a `schema`, `x-nullable` and `#/definitions/...` within them read as in the document
    /// (go-openapi's fixtures split so; they were read as 3.0, and the body refused).
    @Test func aSwaggerDocumentsOtherFilesAreSwaggerToo() {
        let (text, diagnostics) = imported([
            "openapi.yaml": """
                swagger: "2.0"
                info: { title: Shop, version: "1" }
                paths:
                  /pets:
                    post:
                      operationId: addPet
                      parameters:
                        - $ref: "parts.yaml#/parameters/pet"
                        - $ref: "parts.yaml#/parameters/trace"
                      responses:
                        "201": { $ref: "parts.yaml#/responses/created" }
                definitions:
                  Litter: { type: array, items: [{ $ref: "parts.yaml#/definitions/Pet" }], maxItems: 1 }
                """,
            "parts.yaml": """
                parameters:
                  pet: { name: pet, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }
                  trace: { name: X-Trace, in: header, type: array, items: { type: string } }
                responses:
                  created: { description: Added., schema: { $ref: "#/definitions/Pet" }, headers: { X-Ids: { type: array, items: { type: integer } } } }
                definitions:
                  Pet:
                    type: object
                    required: [name, tag]
                    properties:
                      name: { type: string }
                      tag: { type: string, x-nullable: true }
                """,
        ])
        #expect(diagnostics == [])
        #expect(text.contains("body: Pet"), "\(text)")
        #expect(text.contains("Litter: { type: \"Pet[]\", maxItems: 1 }"), "\(text)")
        #expect(text.contains("X-Trace: { type: \"string[]?\", in: header }"), "\(text)")
        #expect(text.contains("status: 201\n      headers: { X-Ids: \"int[]?\" }"), "\(text)")
        #expect(text.contains("Pet:\n    properties:\n      name: string\n      tag: { type: string?, nullable: true }"), "\(text)")
    }
}
