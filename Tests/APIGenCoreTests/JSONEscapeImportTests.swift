import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// Python's `json.dump` (FastAPI's `openapi.json` saved with its defaults) escapes each
    /// character past U+FFFF as two UTF-16 halves. Such a document was refused at its first
    /// emoji; its texts now reach the specs and the generated code as the characters.
    @Test func jsonEscapesOfEmojiImportAsTheCharacters() async throws {
        let document = #"""
            {"openapi": "3.0.3", "info": {"title": "T", "version": "1"},
             "paths": {"/pets": {"get": {"operationId": "listPets", "summary": "Lists the \ud83d\udc36s",
               "responses": {"200": {"description": "OK", "content": {"application/json": {"schema": {
                 "type": "object", "properties": {"mood": {"type": "string", "enum": ["\ud83d\ude00", "\ud83d\ude22"]}}}}}}}}}}}
            """#
        let result = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.json")
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        try await expectSpecs(result.files, hold: ["Lists the 🐶s", "😀", "😢"])
        let swift = try generatedFromImport(document).map(\.contents).joined()
        #expect(swift.contains("/// Lists the 🐶s"))
        #expect(swift.contains(#"case "😀": self = .u1F600"#))
    }
}
