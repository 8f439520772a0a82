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

    /// A multipart body's `format: binary` properties, written in place, are `file`: the
    /// caller names each part's file (OpenAI's file upload reads the name's extension) and may
    /// send it from the disk. `format: byte`, and a body that is a component, stay `data`.
    @Test func aMultipartBodysBinaryPropertiesAreFiles() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Files, version: "1" }
            paths:
              /files:
                post:
                  operationId: createFile
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file, purpose]
                          properties:
                            file: { type: string, format: binary, description: The file. }
                            purpose: { type: string }
                            extras: { type: array, items: { type: string, format: binary } }
                            note: { type: string, format: byte }
                  responses: { "204": { description: Stored. } }
              /avatars:
                post:
                  operationId: setAvatar
                  requestBody: { content: { multipart/form-data: { schema: { $ref: '#/components/schemas/Avatar' } } } }
                  responses: { "204": { description: Set. } }
            components:
              schemas:
                Avatar: { type: object, properties: { image: { type: string, format: binary } } }
            """
        #expect(imported(document).diagnostics == [])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "file: { type: file, description: The file. }\n        purpose: string\n        extras: \"file[]?\"\n        note: data?",
            "Avatar:\n    properties: { image: data? }",
        ])
    }
}
