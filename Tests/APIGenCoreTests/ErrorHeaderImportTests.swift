import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// An error response's `headers` are typed headers of the error, as a success's are of
    /// the success: GitHub's 429 tells when the limit resets.
    @Test func anErrorsHeadersAreTyped() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Limits, version: "1" }
            paths:
              /repos:
                get:
                  operationId: listRepos
                  responses:
                    "200": { description: The repositories., content: { application/json: { schema: { type: array, items: { type: string } } } } }
                    "429":
                      description: Rate limited.
                      headers:
                        Retry-After: { description: Seconds to wait., schema: { type: integer } }
                        X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
                        Content-Type: { schema: { type: string } }
                      content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } }
                    "503": { description: Down., headers: { Retry-After: { required: true, schema: { type: integer, minimum: 0 } } } }
            components:
              headers:
                Reset: { required: true, schema: { type: integer, format: int64 } }
              schemas:
                Problem: { type: object, properties: { message: { type: string } } }
            """
        #expect(imported(document).diagnostics == [])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "429:\n        type: Problem\n        description: Rate limited.\n        headers:\n"
                + "          Retry-After: { type: int?, description: Seconds to wait. }\n          X-RateLimit-Reset: int64",
            "503:\n        type: none\n        description: Down.\n        headers:\n          Retry-After: { type: int, minimum: 0 }",
        ])
    }

    /// Headers Swift would spell alike are named apart, and one named like the body or an
    /// error's status gets a name of its own, so that the specs the import writes generate.
    @Test func headersNamedLikeTheBodyOrTheStatusAreRenamed() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Names, version: "1" }
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: The text.
                      headers: { Body: { schema: { type: string } }, X-Request-Id: { schema: { type: string } }, x_request_id: { schema: { type: string } } }
                      content: { text/plain: { schema: { type: string } } }
                    default: { description: Failed., headers: { Status: { schema: { type: integer } } } }
              /b:
                head:
                  operationId: headB
                  responses: { "204": { description: Here., headers: { Body: { schema: { type: string } } } } }
            """
        #expect(imported(document).diagnostics == [
            "openapi.yaml:10:22: warning: response header `Body` of the response of `GET /a` is the Swift name `bodyHeader`: `body` is the body's",
            "openapi.yaml:10:102: warning: response header `x_request_id` of the response of `GET /a` is the Swift name "
                + "`xUnderscoreRequestUnderscoreID`: `xRequestID` is response header `X-Request-Id`'s",
            "openapi.yaml:12:53: warning: response header `Status` of response default of `GET /a` is the Swift name `statusHeader`: "
                + "`status` is the status's",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "Body: { type: string?, name: bodyHeader }",
            "Status: { type: int?, name: statusHeader }",
            "response:\n      type: none\n      description: Here.\n      headers: { Body: string? }",
        ])
    }
}
