import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// `apigen import --partial` leaves out an operation the spec cannot say (Kubernetes' proxies
    /// take a path parameter and a query parameter both named `path`), each of its errors told as
    /// a warning, and imports the rest; without it, the import stops there.
    @Test func aPartialImportLeavesOutTheOperationsTheSpecCannotSay() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Proxy, version: "1" }
            paths:
              /proxy/{path}:
                parameters:
                  - { name: path, in: path, required: true, schema: { type: string } }
                  - { name: path, in: query, schema: { type: string } }
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
        let message = "has two parameters named `path`, in different places; the spec keys parameters by name"
        let whole = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(whole.files.isEmpty)
        #expect(whole.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:7:11: error: `GET /proxy/{path}` \(message)",
            "openapi.yaml:13:60: warning: this inline union variant is imported as the model `ProxyGetVariant1`, named from where it stands",
        ])
        let partial = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml", partial: true)
        #expect(partial.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:7:11: warning: `GET /proxy/{path}` is left out (`--partial`): `GET /proxy/{path}` \(message)",
        ])
        let specs = partial.files.map(\.text).joined(separator: "\n")
        // Nor are the models its inline schemas would have made (`ProxyGetVariant1`).
        #expect(!specs.contains("proxyGet") && !specs.contains("ProxyGet"), "\(specs)")
        try await expectSpecs(partial.files, hold: ["listPods: { method: GET, path: /pods, response: \"string[]\" }"])
    }
}
