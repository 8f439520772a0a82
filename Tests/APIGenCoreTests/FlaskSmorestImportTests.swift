import Testing
@testable import APIGenCore

/// What flask-smorest (apispec and marshmallow) writes, as its `/openapi.json` has it.
extension OpenAPIImportTests {
    /// A trimmed flask-smorest document: a listing by `page` and `page_size` whose `X-Pagination`
    /// header is an object (flask-smorest sends it as JSON), a header whose `content` says it is
    /// JSON (and one whose `content` is text, which stays text), and marshmallow's `dump_only`
    /// fields, `readOnly` in a schema that is sent as well as received (a response-only schema
    /// keeps nothing of the mark). Its error schema, `Error`, takes another Swift name, as
    /// `Error` would hide Swift's in app code.
    @Test func flaskSmorestsPagesHeadersAndDumpOnlyFieldsImport() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            paths:
              /pets/:
                get:
                  parameters:
                    - { in: query, name: page, schema: { type: integer, default: 1, minimum: 1 }, required: false }
                    - { in: query, name: page_size, schema: { type: integer, default: 10, minimum: 1, maximum: 100 }, required: false }
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
                      headers: { X-Pagination: { $ref: "#/components/headers/PAGINATION" } }
                    default: { $ref: "#/components/responses/DEFAULT_ERROR" }
                post:
                  requestBody: { required: true, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                  responses:
                    "201": { description: Created, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
              /photos/{photo_id}:
                get:
                  parameters: [{ in: path, name: photo_id, required: true, schema: { type: integer } }]
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { $ref: "#/components/schemas/Photo" } } }
                      headers:
                        X-Sizes: { content: { application/json: { schema: { type: array, items: { type: integer } } } } }
                        X-Note: { content: { text/plain: { schema: { type: string, maxLength: 9 } } } }
            components:
              responses:
                DEFAULT_ERROR: { description: Default error response, content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } } }
              schemas:
                Error:
                  type: object
                  properties: { code: { type: integer }, status: { type: string }, message: { type: string } }
                PaginationMetadata:
                  type: object
                  properties: { total: { type: integer }, page: { type: integer }, next_page: { type: integer } }
                  additionalProperties: false
                Pet:
                  type: object
                  properties:
                    id: { type: integer, readOnly: true }
                    name: { type: string, minLength: 1 }
                    created_at: { type: string, format: date-time, readOnly: true }
                    secret_note: { type: string, writeOnly: true }
                  required: [name]
                Photo:
                  type: object
                  properties: { id: { type: integer, readOnly: true }, url: { type: string } }
              headers:
                PAGINATION: { description: Pagination metadata, schema: { $ref: "#/components/schemas/PaginationMetadata" } }
            """
        let result = imported(document)
        #expect(result.diagnostics == [
            "openapi.yaml:13:22: warning: response header `X-Pagination` is an object, imported with `encoding: json`: read as JSON text, "
                + "as flask-smorest sends its `X-Pagination` (OpenAPI's `simple` style would join the fields with commas)",
            "openapi.yaml:33:5: warning: schema `Error` is the Swift type `ErrorModel`: `Error` would hide Swift's `Error` in app code that uses "
                + "the client",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files, hold: [
            "    pages: { page: page, size: page_size }\n",
            "        X-Pagination:\n          type: PaginationMetadata?\n          description: Pagination metadata\n          encoding: json\n",
            "        X-Sizes: { type: \"int[]?\", encoding: json }\n        X-Note: { type: string?, maxLength: 9 }\n",
            "      id: { type: int?, readOnly: true }\n      name: { type: string, minLength: 1 }\n"
                + "      created_at: { type: date-time?, readOnly: true }\n      secret_note: string?\n",
            "  Photo:\n    properties: { id: int?, url: string? }\n",
            "  Error:\n    properties: { code: int?, status: string?, message: string? }\n    name: ErrorModel\n",
            "      default: { type: Error, description: Default error response }\n",
        ])
    }
}
