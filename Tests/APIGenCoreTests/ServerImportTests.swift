import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// Servers whose URLs have variables, as Zendesk's, Datadog's and Okta's documents write
    /// them, become spec servers with `variables`; the first is the base URL at its defaults too.
    @Test func serversWithVariablesImportAsFunctionsOfThem() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            servers:
              - url: https://{subdomain}.zendesk.com/api/v2/
                variables:
                  subdomain: { default: example, description: Your Zendesk subdomain. }
              - url: https://{subdomain}.{site}
                description: Datadog
                variables:
                  site: { default: datadoghq.com, enum: [datadoghq.com, us3.datadoghq.com, datadoghq.eu] }
                  subdomain: { default: api }
              - url: https://{env}.example.com:{port}/{base}
                description: Other
                variables:
                  env: { default: prod, enum: [dev, staging] }
                  port: { default: "443", enum: ["443", 8443] }
                  base: { default: v1 }
                  unused: { default: x }
              - url: https://{tenant}.example.org
                description: Bad
                variables:
                  tenant: { default: "my tenant" }
            paths: {}
            """
        let result = imported(document)
        #expect(result.diagnostics == [
            "openapi.yaml:15:7: warning: the `enum` of variable `env` of server `https://{env}.example.com:{port}/{base}` is not imported: "
                + "it does not list the default `prod`",
            "openapi.yaml:19:10: warning: server `https://my tenant.example.org` is not imported: `https://my tenant.example.org` is not an "
                + "absolute http or https URL: it holds a space; a host is written in ASCII, a name in another script as its Punycode (`xn--`)",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            """
              baseURL: https://example.zendesk.com/api/v2
              servers:
                server1:
                  url: "https://{subdomain}.zendesk.com/api/v2"
                  variables:
                    subdomain: { default: example, description: Your Zendesk subdomain. }
                datadog:
                  url: "https://{subdomain}.{site}"
                  description: Datadog
                  variables:
                    subdomain: { default: api }
                    site: { enum: [datadoghq.com, us3.datadoghq.com, datadoghq.eu], default: datadoghq.com }
                other:
                  url: "https://{env}.example.com:{port}/{base}"
                  description: Other
                  variables:
                    env: { default: prod }
                    port: { enum: [443, 8443], default: 443 }
                    base: { default: v1 }
            """,
        ])
        let generated = try generatedFromImport(document).map(\.contents).joined()
        #expect(generated.contains("public static func datadog(subdomain: String = \"api\", site: Site = .datadoghqCom) throws(ServerURLError) -> URL {"))
    }

    /// An operation's own `servers` (or its path item's), as Stripe's file uploads and GitHub's
    /// release assets write them, name a server of the api block: `server: uploads`.
    @Test func anOperationsOwnServerIsItsServer() async throws {
        let document = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            servers: [{ url: "https://api.example.com/v1" }]
            paths:
              /files:
                post:
                  operationId: uploadFile
                  servers: [{ url: "https://files.example.com/v1/" }, { url: "https://files2.example.com" }]
                  responses: { "204": { description: Stored. } }
                get:
                  operationId: listFiles
                  servers: [{ url: "https://api.example.com/v1" }]
                  responses: { "204": { description: Listed. } }
              /media/{id}:
                servers: [{ url: "https://media.example.com", description: Media CDN }]
                get:
                  operationId: getMedia
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: Found. } }
                delete:
                  operationId: deleteMedia
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  servers: [{ url: "https://files.example.com/v1" }]
                  responses: { "204": { description: Gone. } }
            """
        let result = imported(document)
        #expect(result.diagnostics == [
            "openapi.yaml:8:59: warning: only the first server of `POST /files` is imported: an endpoint has one",
        ])
        let files = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "baseURL: https://api.example.com/v1\n  servers: { files: https://files.example.com/v1, media_cdn: https://media.example.com }",
            "uploadFile:\n    method: POST\n    path: /files\n    server: files\n",
            "listFiles:\n    method: GET\n    path: /files\n    response:",
            "getMedia:\n    method: GET\n    path: \"/media/{id}\"\n    server: media_cdn\n",
            "deleteMedia:\n    method: DELETE\n    path: \"/media/{id}\"\n    server: files\n",
        ])
    }

    /// A server that is only a path (`/v1`, as spec-first servers such as Connexion serve their
    /// documents, or Swagger 2.0's `basePath` without a `host`) cannot be the base URL, and the
    /// warning says the one the client is given ends with it; a URL that is no path says only that.
    @Test func aServerThatIsAPathIsNamedInTheWarning() {
        func document(_ url: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            servers: [{ url: "\(url)" }]
            paths: { /pets: { get: { operationId: listPets, responses: { '204': { description: Done } } } } }
            """
        }
        #expect(imported(document("/v1")).diagnostics == [
            "openapi.yaml:3:18: warning: server `/v1` is not an absolute http(s) URL, so it is not the spec's `baseURL`; give the "
                + "client its base URL, ending in `/v1`",
        ])
        #expect(imported(document("/")).diagnostics == [
            "openapi.yaml:3:18: warning: server `/` is not an absolute http(s) URL, so it is not the spec's `baseURL`; give the client its base URL",
        ])
        // Swagger 2.0's `basePath` without a `host` is such a path; `/` alone, or nothing, says nothing.
        func swagger(_ basePath: String) -> String {
            """
            swagger: "2.0"
            info: { title: Test, version: "1" }
            basePath: \(basePath)
            paths: { /pets: { get: { operationId: listPets, responses: { '204': { description: Done } } } } }
            """
        }
        #expect(imported(swagger("/api/v2")).diagnostics == [
            "openapi.yaml:3:11: warning: server `/api/v2` is not an absolute http(s) URL, so it is not the spec's `baseURL`; give the "
                + "client its base URL, ending in `/api/v2`",
        ])
        #expect(imported(swagger("/")).diagnostics == [])
        #expect(imported(swagger("''")).diagnostics == [])
        #expect(imported(document("api.example.com")).diagnostics == [
            "openapi.yaml:3:18: warning: server `api.example.com` is not an absolute http(s) URL, so it is not the spec's `baseURL`; give "
                + "the client its base URL",
        ])
    }
}
