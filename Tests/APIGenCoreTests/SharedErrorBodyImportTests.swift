import Testing
@testable import APIGenCore

/// Error bodies written out in place, the same in several operations, as Litestar writes them.
extension OpenAPIImportTests {
    /// Litestar writes its error body into every operation's 400 and each 404 it declares, with a
    /// description of its own for each status. One shape in several places is one model each error
    /// names, so code that reads the error is written once: named from the description its places
    /// share where that reads as a name, from the status they share, or else `ErrorBody`. Each
    /// error keeps its own description and headers; a body in one place stays where it is.
    @Test func anErrorBodyWrittenTheSameInSeveralPlacesIsOneModel() async throws {
        func body(_ description: String, _ extra: String = "") -> String {
            """
            { content: { application/json: { schema: { description: \(description), type: object, required: [detail],
              properties: { detail: { type: string }, status_code: { type: integer }\(extra) } } } } }
            """
        }
        let text = """
            openapi: 3.1.0
            info: { title: Errors, version: "1" }
            paths:
              /pets/{id}:
                parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                get:
                  operationId: getPet
                  responses:
                    '200': { description: OK, content: { application/json: { schema: { type: string } } } }
                    '400': \(body("Validation Exception"))
                    '404': \(body("Not Found Exception"))
                    '409':
                      description: The name is taken.
                      headers: { Retry-After: { schema: { type: integer } } }
                      content: { application/json: { schema: { type: object, properties: { code: { type: string } } } } }
                delete:
                  operationId: deletePet
                  responses:
                    '204': { description: Gone }
                    '400': \(body("Validation Exception"))
                    '404': \(body("Not Found Exception"))
                    '409': { description: The name is taken., content: { application/json: { schema: { type: object, properties: { code: { type: string } } } } } }
                    '410': \(body("The pet was given a new home.", ", home: { type: string }"))
              /owners:
                post:
                  operationId: addOwner
                  responses:
                    '201': { description: Made }
                    '400': \(body("Validation Exception"))
                    '422': \(body("Validation Exception", ", fields: { type: array, items: { type: string } }"))
                    '500': \(body("Validation Exception", ", fields: { type: array, items: { type: string } }"))
            """
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "ErrorBody:\n    properties: { detail: string, status_code: int? }",
            "ConflictBody:\n    description: The name is taken.\n    properties: { code: string? }",
            "ValidationException:\n    description: Validation Exception\n    properties: { detail: string, status_code: int?, fields: \"string[]?\" }",
            "400: { type: ErrorBody, description: Validation Exception }\n      404: { type: ErrorBody, description: Not Found Exception }\n"
                + "      409:\n        type: ConflictBody\n        description: The name is taken.\n        headers: { Retry-After: int? }",
            "409: { type: ConflictBody, description: The name is taken. }",
            "410:\n        description: The pet was given a new home.\n        properties: { detail: string, status_code: int?, home: string? }",
            "422: { type: ValidationException, description: Validation Exception }",
            "500: { type: ValidationException, description: Validation Exception }",
        ])
    }
}
