import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// openapi-core's petstore sends an API key of `format: byte` in a header and an object as
    /// JSON in a cookie (`content: { application/json: … }`). The spec's parameters are text,
    /// so the bytes are the base64 `string` the caller gives; the cookie is `encoding: json`.
    /// Both were written and then refused by `lint`.
    @Test func bytesAndJSONCookiesImportAsParametersTheSpecSends() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /pets:
                post:
                  operationId: createPet
                  parameters:
                    - { name: api-key, in: header, required: true, schema: { type: string, format: byte } }
                    - { name: userdata, in: cookie, content: { application/json: { schema: { $ref: '#/components/schemas/Userdata' } } } }
                  responses:
                    "204":
                      description: Done.
                      headers: { X-Digest: { schema: { type: string, format: byte } } }
            components:
              schemas:
                Userdata: { type: object, required: [name], properties: { name: { type: string } } }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:8:11: warning: parameter `api-key` of `POST /pets` is bytes, imported as `string`, the text that travels "
                + "(base64, for `format: byte`): the spec's parameters and headers are text",
            "openapi.yaml:13:22: warning: response header `X-Digest` is bytes, imported as `string`, the text that travels "
                + "(base64, for `format: byte`): the spec's parameters and headers are text",
        ])
        try await expectSpecs(result.files, hold: [
            "api-key: { type: string, in: header }",
            "userdata: { type: Userdata?, in: cookie, encoding: json }",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains(#"request.jsonCookie("userdata", self.userdata)"#))
    }
}
