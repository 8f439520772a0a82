import Testing
@testable import APIGenCore

/// What APIFlask writes, as its `/openapi.json` has it.
extension OpenAPIImportTests {
    /// APIFlask's validation error writes "any key" as a placeholder in angle brackets, the only
    /// property of its object (`detail: { "<location>": { "<field_name>": [string] } }`): each is
    /// a map of its schema, so `detail["json"]?["name"]` reads what the server sends. A
    /// placeholder beside other properties is an ordinary property.
    @Test func apiFlasksPlaceholderKeysAreMaps() async throws {
        let document = document(schemas: """
                ValidationError:
                  type: object
                  properties:
                    detail:
                      type: object
                      properties:
                        <location>:
                          type: object
                          properties: { <field_name>: { type: array, items: { type: string } } }
                    message: { type: string }
                Odd:
                  type: object
                  properties: { <tag>: { type: string }, name: { type: string } }
            """)
        #expect(imported(document).diagnostics == [
            "openapi.yaml:12:17: warning: the one property of property `detail` of model `ValidationError`, `<location>`, is a placeholder "
                + "that stands for any key: imported as a map",
            "openapi.yaml:14:33: warning: the one property of the values of property `detail` of model `ValidationError`, `<field_name>`, "
                + "is a placeholder that stands for any key: imported as a map",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files, hold: [
            "ValidationError:\n    properties: { detail: \"map<map<string[]>>?\", message: string? }",
            "Odd:\n    properties: { <tag>: string?, name: string? }\n",
        ])
    }
}
