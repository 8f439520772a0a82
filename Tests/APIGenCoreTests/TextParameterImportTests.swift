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

extension OpenAPIImportTests {
    /// A parameter or response header of no type (`{}`, as hand-written documents leave it) is
    /// any value, which a parameter cannot send: it is the text that travels, `string`, with a
    /// warning. It was written, and then refused by `lint`. One sent as JSON (`content`) keeps
    /// any value. A parameter's schema that constrains only text (`{ pattern: "^b" }`, as
    /// go-openapi's fixtures write) is a `string` with those constraints, without a word.
    @Test func parametersOfNoTypeImportAsText() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /a:
                get:
                  operationId: getA
                  parameters:
                    - { name: q, in: query, schema: { pattern: "^b" } }
                    - { name: ids, in: query, schema: { type: array, items: {} } }
                    - { name: X-Any, in: header, schema: {} }
                    - { name: f, in: query, content: { application/json: { schema: {} } } }
                  responses:
                    "204": { description: OK, headers: { X-Thing: { schema: {} } } }
            """
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description).filter { $0.contains("no type") } == [
            "openapi.yaml:9:11: warning: the items of parameter `ids` of `GET /a` have no type, imported as `string`, the text that "
                + "travels: the spec's parameters and headers are text",
            "openapi.yaml:10:11: warning: parameter `X-Any` of `GET /a` has no type, imported as `string`, the text that travels: the "
                + "spec's parameters and headers are text",
            "openapi.yaml:13:46: warning: response header `X-Thing` has no type, imported as `string`, the text that travels: the spec's "
                + "parameters and headers are text",
        ])
        try await expectSpecs(result.files, hold: [
            "q: { type: string?, pattern: ^b }", #"ids: "string[]?""#, "X-Any: { type: string?, in: header }", "f: { type: any?, encoding: json }",
            "headers: { X-Thing: string? }",
        ])
    }
}
