import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// `apigen import --partial` leaves out an operation the spec cannot say (a path parameter in
    /// `matrix` style), each of its errors told as a warning, and imports the rest; without it, the
    /// import stops there.
    @Test func aPartialImportLeavesOutTheOperationsTheSpecCannotSay() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Proxy, version: "1" }
            paths:
              /proxy/{path}:
                parameters:
                  - { name: path, in: path, required: true, style: matrix, schema: { type: string } }
                get:
                  operationId: proxyGet
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { oneOf: [{ type: object, properties: { a: { type: string } } }, { type: string }] } } }
              /pods:
                get:
                  operationId: listPods
                  responses: { "200": { description: OK, content: { application/json: { schema: { type: array, items: { type: string } } } } } }
            """
        let message = "style `matrix` for a path parameter has no spec equivalent"
        let whole = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(whole.files.isEmpty)
        #expect(whole.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:49: error: \(message)",
            "openapi.yaml:12:60: warning: this inline union variant is imported as the model `ProxyGetVariant1`, named from where it stands",
        ])
        let partial = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml", partial: true)
        #expect(partial.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:49: warning: `GET /proxy/{path}` is left out (`--partial`): \(message)",
        ])
        let specs = partial.files.map(\.text).joined(separator: "\n")
        // Nor are the models its inline schemas would have made (`ProxyGetVariant1`).
        #expect(!specs.contains("proxyGet") && !specs.contains("ProxyGet"), "\(specs)")
        try await expectSpecs(partial.files, hold: ["listPods: { method: GET, path: /pods, response: \"string[]\" }"])
    }

    /// Parameters of one name in different places (Kubernetes' proxies: `{path}` in the path and
    /// `path` in the query) are each imported, the one in the path under the name and each other
    /// keyed by name and place, sent by the name (`wireName`). They were an error, and the
    /// operations were left out with `--partial`.
    @Test func parametersOfOneNameInTwoPlacesAreKeyedApart() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Proxy, version: "1" }
            paths:
              /proxy/{path}:
                parameters:
                  - { name: path, in: query, schema: { type: string } }
                  - { name: path, in: path, required: true, schema: { type: string } }
                  - { name: path, in: header, schema: { type: string } }
                get:
                  operationId: proxyGet
                  responses: { "204": { description: Done } }
            """
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            """
                params:
                  path_query: { type: string?, in: query, wireName: path }
                  path: string
                  path_header: { type: string?, in: header, wireName: path }
            """,
        ])
    }
}
