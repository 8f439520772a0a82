import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// A request body of bytes is `file`, which a client sends from the disk
    /// (`FileUpload(contentsOf:)`, never read whole) or from memory; bytes received stay `data`.
    @Test func aRequestBodyOfBytesIsAFile() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Up, version: "1" }
            paths:
              /assets:
                post:
                  operationId: uploadAsset
                  requestBody:
                    required: true
                    content: { application/octet-stream: { schema: { type: string, format: binary } } }
                  responses: { "204": { description: Stored. } }
              /images:
                put:
                  operationId: putImage
                  requestBody: { content: { image/png: {} } }
                  responses:
                    "200": { description: The image., content: { image/png: { schema: { type: string, format: binary } } } }
              /any:
                post:
                  operationId: postAny
                  requestBody: { required: true, content: { "*/*": { schema: { type: string, format: binary } } } }
                  responses: { "204": { description: Ok. } }
            """
        #expect(imported(document).diagnostics == [])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "body: { type: file, contentType: application/octet-stream }",
            "body: { type: file?, contentType: image/png }\n    response: { type: data, description: The image., contentType: image/png }",
            "path: /any\n    body: { type: file, contentType: application/octet-stream }",
        ])
    }
}
