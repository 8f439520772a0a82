import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// Stripe's shapes: a form whose `encoding` gives its fields `style: deepObject` is a form in
    /// brackets; query parameters in `deepObject` style may be lists (`expand[]`) and unions of
    /// an object and a number (`created`), and a single value in that style is written without
    /// it; a GET's form of no fields is left out, as it sends nothing. The client compiles.
    @Test func aFormInBracketsImportsAsStripeWritesIt() async throws {
        let text = """
            openapi: 3.0.0
            info: { title: Stripe, version: "2024-06-20" }
            paths:
              /v1/charges:
                get:
                  operationId: GetCharges
                  parameters:
                    - { name: expand, in: query, style: deepObject, explode: true, schema: { type: array, items: { type: string, maxLength: 5000 } } }
                    - { name: application, in: query, style: deepObject, schema: { anyOf: [{ type: string, maxLength: 100 }, { type: string, enum: [""] }] } }
                    - { name: status, in: query, style: deepObject, schema: { type: string, enum: [paid, failed] } }
                    - name: created
                      in: query
                      style: deepObject
                      explode: true
                      schema:
                        anyOf:
                          - { title: range_query_specs, type: object, properties: { gt: { type: integer }, lte: { type: integer } } }
                          - { type: integer }
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: {}, additionalProperties: false }
                    required: false
                  responses:
                    "200": { description: OK, content: { application/json: { schema: { type: array, items: { type: string } } } } }
                post:
                  operationId: PostCharges
                  requestBody:
                    required: true
                    content:
                      application/x-www-form-urlencoded:
                        encoding:
                          card: { explode: true, style: deepObject }
                          expand: { explode: true, style: deepObject }
                          metadata: { explode: true, style: deepObject }
                          tags: { explode: true, style: form }
                        schema:
                          type: object
                          required: [amount]
                          additionalProperties: false
                          properties:
                            amount: { type: integer }
                            card: { type: object, properties: { number: { type: string }, exp_month: { type: integer } } }
                            expand: { type: array, items: { type: string } }
                            metadata: { type: object, additionalProperties: { type: string } }
                            tags: { type: array, items: { type: string } }
                  responses:
                    "200": { description: OK }
            """
        let (_, diagnostics) = imported(text)
        #expect(diagnostics == [
            "openapi.yaml:17:17: warning: this inline union variant is imported as the model `RangeQuerySpecs`, named from its title",
            "openapi.yaml:36:45: warning: `style: form` of field `tags` of the body of `POST /v1/charges` is not imported: the "
                + "body's other fields ask for `deepObject`, and the spec gives a body one style, so every field that is not a single "
                + "value goes in brackets",
        ])
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "expand:\n        type: \"string[]?\"\n        items: { maxLength: 5000 }\n        style: deepObject",
            "created: { oneOf: [RangeQuerySpecs, int], style: deepObject, optional: true }",
            // Single values, which no style nests: `application=…`, `status=paid`.
            "application: { type: string?, maxLength: 100 }",
            "status: { enum: [paid, failed], optional: true }",
            "      additionalProperties: false\n      encoding: form\n      style: deepObject\n    response:",
        ])
        let spec = files.map(\.text).joined()
        // The GET's form of no fields is gone, and with it the warning that a GET has a body.
        #expect(!spec.contains("map<any>") && spec.components(separatedBy: "body:").count == 2, "\(spec)")
    }

    /// Stripe's file upload: a multipart body whose `encoding` asks for `deepObject` sends its
    /// object and list in brackets, a text part per item (`file_link_data[create]`, `expand[]`),
    /// beside the file.
    @Test func aMultipartBodyInBracketsImportsAsStripeWritesIt() async throws {
        let text = """
            openapi: 3.0.0
            info: { title: Stripe, version: "2024-06-20" }
            paths:
              /v1/files:
                post:
                  operationId: PostFiles
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        encoding:
                          expand: { explode: true, style: deepObject }
                          file_link_data: { explode: true, style: deepObject }
                        schema:
                          type: object
                          additionalProperties: false
                          required: [file, purpose]
                          properties:
                            expand: { type: array, items: { type: string, maxLength: 5000 } }
                            file: { type: string, format: binary }
                            file_link_data:
                              title: file_link_creation_params
                              type: object
                              required: [create]
                              properties:
                                create: { type: boolean }
                                metadata: { anyOf: [{ type: object, additionalProperties: { type: string } }, { type: string, enum: [""] }] }
                            purpose: { type: string, enum: [dispute_evidence, identity_document] }
                  responses:
                    "200": { description: OK }
            """
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "      file: file\n",
            "      additionalProperties: false\n      encoding: multipart\n      style: deepObject\n    response:",
        ])
        let swift = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })).map(\.contents).joined()
        #expect(swift.contains(#"form.addDeepObject("file_link_data", self.body.fileLinkData)"#), "\(swift)")
        #expect(swift.contains(#"form.addDeepObject("expand", self.body.expand)"#))
        #expect(swift.contains(#"form.addFile("file", self.body.file)"#))
    }

    /// Stripe's `anyOf: [{ type: string, maxLength: 5000 }, { type: string, enum: [""] }]` (text,
    /// or `""` to unset it) is the text, which takes `""` already; a union whose text does not
    /// take the enum's values (`minLength: 1`), or whose other member is no text, stays a union.
    @Test func aTextOrAnEmptyTextIsTheText() throws {
        let (spec, diagnostics) = imported(document(schemas: """
            Address:
              type: object
              properties:
                phone: { anyOf: [{ type: string, maxLength: 5000 }, { type: string, enum: [""] }] }
                line1: { anyOf: [{ type: string, minLength: 1 }, { enum: [""] }] }
                tax: { anyOf: [{ type: object, properties: { id: { type: string } } }, { type: string, enum: [""] }] }
            """))
        #expect(spec.contains("phone: { type: string?, maxLength: 5000 }"), "\(spec)")
        #expect(spec.contains("line1: { oneOf: [AddressLine1Variant1, AddressLine1Variant2], optional: true }"), "\(spec)")
        #expect(spec.contains("tax: { oneOf: [AddressTaxVariant1, AddressTaxVariant2], optional: true }"), "\(spec)")
        #expect(diagnostics.count == 4, "\(diagnostics)")
    }
}

extension OpenAPIImportTests {
    /// A form whose `encoding` joins a field's array (`explode: false`) is a body with `explode:
    /// false`: each array one field of its items joined by commas. An array field the document
    /// leaves exploded is joined too, with a warning, as the spec gives a body one `explode`.
    @Test func aFormThatJoinsAnArrayJoinsItsArrays() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Forms, version: "1" }
            paths:
              /tags:
                post:
                  operationId: tag
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            ids: { type: array, items: { type: integer } }
                            names: { $ref: "#/components/schemas/Names" }
                            note: { type: string }
                        encoding:
                          ids: { style: form, explode: false }
                  responses: { "204": { description: Done. } }
            components:
              schemas:
                Names: { type: array, items: { type: string } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:14:17: warning: form field `names` of the body of `POST /tags` is sent joined by commas too: the body's "
                + "other arrays are (`explode: false`), and the spec gives a body one `explode`",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "encoding: form\n      explode: false",
        ])
    }
}
