import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// `description:` with nothing after it (a YAML `null`), as fastapi-code-generator's and
    /// many hand-written documents leave it, documents nothing; it was an error. Nor does an
    /// empty text or white space (drf-yasg writes `description: ''` on every operation).
    @Test func emptyDescriptionsAreNone() async throws {
        let document = """
            openapi: 3.0.0
            info: { title: Pets, version: "1", description: }
            paths:
              /pets:
                get:
                  operationId: listPets
                  summary: "  "
                  description: ~
                  responses:
                    "200":
                      description: ''
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
            components:
              schemas:
                Pet: { type: object, description: null, properties: { name: { type: string, description: } } }
            """
        let result = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [])
        try await expectSpecs(result.files, hold: ["Pet:\n    properties: { name: string? }", "listPets: { method: GET, path: /pets, response: Pet }"])
    }
}
