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
    /// send it from the disk. `format: byte` stays `data`.
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
            "Avatar:\n    properties: { image: file? }",
        ])
    }

    /// A component that only multipart request bodies use (OpenAI's `CreateFileRequest`),
    /// directly or through `components/requestBodies`, has files too. One that anything
    /// else refers to (a JSON body, a response, another schema, a discriminator's `mapping`)
    /// keeps `data`, which can stand there.
    @Test func aComponentOnlyMultipartBodiesUseHasFiles() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Files, version: "1" }
            paths:
              /files:
                post:
                  operationId: createFile
                  requestBody:
                    required: true
                    content: { multipart/form-data: { schema: { $ref: '#/components/schemas/FileForm' } } }
                  responses: { "204": { description: Stored. } }
              /images/{id}:
                parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                put:
                  operationId: replaceImage
                  requestBody: { $ref: '#/components/requestBodies/ImageUpload' }
                  responses: { "204": { description: Replaced. } }
              /images:
                post:
                  operationId: addImage
                  requestBody: { $ref: '#/components/requestBodies/ImageUpload' }
                  responses: { "204": { description: Added. } }
              /documents:
                post:
                  operationId: addDocument
                  requestBody: { content: { "multipart/form-data; charset=utf-8": { schema: { $ref: '#/components/schemas/Document' } } } }
                  responses:
                    "200": { description: The document., content: { application/json: { schema: { $ref: '#/components/schemas/Document' } } } }
              /messages:
                post:
                  operationId: sendMessage
                  requestBody: { content: { multipart/form-data: { schema: { $ref: '#/components/schemas/Attachment' } } } }
                  responses:
                    "200": { description: The message., content: { application/json: { schema: { $ref: '#/components/schemas/Message' } } } }
              /shapes:
                post:
                  operationId: addShape
                  requestBody: { content: { multipart/form-data: { schema: { $ref: '#/components/schemas/Square' } } } }
                  responses:
                    "200": { description: The shape., content: { application/json: { schema: { $ref: '#/components/schemas/Shape' } } } }
            components:
              requestBodies:
                ImageUpload:
                  required: true
                  content: { multipart/form-data: { schema: { $ref: '#/components/schemas/ImageForm' } } }
              schemas:
                FileForm:
                  type: object
                  required: [file, purpose]
                  properties:
                    file: { type: string, format: binary }
                    purpose: { type: string }
                ImageForm: { type: object, properties: { images: { type: array, items: { type: string, format: binary } } } }
                Document: { type: object, properties: { content: { type: string, format: binary } } }
                Attachment: { type: object, properties: { blob: { type: string, format: binary } } }
                Message: { type: object, properties: { attachment: { $ref: '#/components/schemas/Attachment' } } }
                Square: { type: object, required: [kind], properties: { kind: { type: string }, texture: { type: string, format: binary } } }
                Shape:
                  type: object
                  required: [kind]
                  properties: { kind: { type: string } }
                  discriminator: { propertyName: kind, mapping: { square: Square } }
            """
        #expect(imported(document).diagnostics == [
            "openapi.yaml:57:5: warning: `Shape` is a union of the schemas that extend it (`Square`), told apart by `kind`; its own properties are the model `ShapeFields`, which they include",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "FileForm:\n    properties: { file: file, purpose: string }",
            "ImageForm:\n    properties: { images: \"file[]?\" }",
            "Document:\n    properties: { content: data? }",
            "Attachment:\n    properties: { blob: data? }",
            "kind: string, texture: data? }",
        ])
    }
}

extension OpenAPIImportTests {
    /// A multipart body's `encoding` gives each file part its content type, as 3.1's
    /// `contentMediaType` does for bytes written without `format: binary`; what a part cannot
    /// be sent as is a warning at its place.
    @Test func aMultipartBodysEncodingGivesItsPartsTheirContentTypes() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Media, version: "1" }
            paths:
              /media:
                post:
                  operationId: uploadMedia
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            photo: { type: string, format: binary }
                            thumbnails: { type: array, items: { type: string, format: binary } }
                            clip: { type: string, contentMediaType: video/mp4 }
                            notes: { type: string, contentMediaType: text/markdown }
                            checksum: { type: string, contentEncoding: base64 }
                            caption: { type: string }
                            raw: { type: string, format: binary }
                        encoding:
                          photo: { contentType: "image/png, image/jpeg" }
                          thumbnails: { contentType: image/webp }
                          caption: { contentType: text/csv }
                          raw: { contentType: "image/*", headers: { X-Rate: { schema: { type: integer } } } }
                          ghost: { contentType: image/gif }
                  responses: { "204": { description: Stored. } }
              /merged:
                post:
                  operationId: uploadMerged
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: { allOf: [{ type: object, properties: { a: { type: string, format: binary } } }] }
                        encoding: { a: { contentType: image/png } }
                  responses: { "204": { description: Stored. } }
            """
        #expect(imported(document).diagnostics == [
            "openapi.yaml:23:39: warning: the content type `text/csv` of part `caption` is not imported: a part that is not bytes is sent as text or JSON",
            "openapi.yaml:24:35: warning: the content type `image/*` of part `raw` is not imported: a part is sent as one media type such as `image/png`",
            "openapi.yaml:24:46: warning: `headers` in the encoding of part `raw` is not imported: the spec language has no equivalent",
            "openapi.yaml:25:37: warning: `encoding` names part `ghost`, which the body of `POST /media` does not have",
            "openapi.yaml:34:23: warning: the `encoding` of the body of `POST /merged` is not imported: its schema is not an object "
                + "with properties written out, whose parts it would name",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "photo: { type: file?, contentType: image/png }",
            "thumbnails: { type: \"file[]?\", contentType: image/webp }",
            "clip: { type: file?, contentType: video/mp4 }",
            "notes: string?",
            "checksum: data?",
            "caption: string?",
            "raw: file?",
        ])
    }

    /// A component that multipart bodies send takes their `encoding` too: one that anything
    /// else uses keeps `data`, with the content type; two bodies that disagree keep the first.
    @Test func aComponentsPartsTakeTheEncodingOfTheBodiesThatSendIt() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Media, version: "1" }
            paths:
              /avatars:
                post:
                  operationId: setAvatar
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: { $ref: '#/components/schemas/Avatar' }
                        encoding: { image: { contentType: image/png } }
                  responses: { "204": { description: Set. } }
                put:
                  operationId: replaceAvatar
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: { $ref: '#/components/schemas/Avatar' }
                        encoding: { image: { contentType: image/jpeg } }
                  responses: { "204": { description: Replaced. } }
              /scans:
                post:
                  operationId: addScan
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: { $ref: '#/components/schemas/Scan' }
                        encoding: { page: { contentType: application/pdf } }
                  responses:
                    "200": { description: The scan., content: { application/json: { schema: { $ref: '#/components/schemas/Scan' } } } }
            components:
              schemas:
                Avatar: { type: object, properties: { image: { type: string, format: binary } } }
                Scan: { type: object, properties: { page: { type: string, format: binary } } }
            """
        #expect(imported(document).diagnostics == [
            "openapi.yaml:19:47: warning: part `image` of `Avatar` is sent as `image/png` (openapi.yaml:11:47), so `image/jpeg` here is not imported: the spec gives a part one content type",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "Avatar:\n    properties:\n      image: { type: file?, contentType: image/png }",
            "Scan:\n    properties:\n      page: { type: data?, contentType: application/pdf }",
        ])
    }
}
