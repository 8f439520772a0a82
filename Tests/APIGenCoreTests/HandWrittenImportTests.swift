import Testing
@testable import APIGenCore

/// Documents written by hand, or by tools that write OpenAPI loosely, as Debian's packages and
/// Python servers ship them (webfakes' httpbin, LemonLDAP::NG's manager API, CrowdSec's local
/// API, Flask-Security's, netdata's, Ceph's dashboard, LXD's, MLServer's), say what they mean in
/// ways OpenAPI does not: each is imported as meant, with a warning, where it was refused or lost.
extension OpenAPIImportTests {
    /// Express's `/users/:id`, where `id` is declared a path parameter, is `/users/{id}`; a path
    /// parameter the path has no place for is left out.
    @Test func expressPlaceholdersAreThePathsParameters() async throws {
        let text = """
            openapi: 3.0.0
            info: { title: Bin, version: "1" }
            paths:
              /basic-auth/:user/:password:
                get:
                  operationId: basicAuth
                  parameters:
                    - { name: user, in: path, required: true, schema: { type: string } }
                    - { name: password, in: path, required: true, schema: { type: string } }
                  responses: { "200": { description: OK } }
              /labels/:kind:
                get:
                  operationId: labels
                  responses: { "200": { description: OK } }
              /stream-bytes:
                get:
                  operationId: streamBytes
                  parameters:
                    - { name: n, in: path, required: true, schema: { type: integer } }
                    - { name: seed, in: query, schema: { type: integer } }
                  responses: { "200": { description: OK } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:4:3: warning: path `/basic-auth/:user/:password` is imported as `/basic-auth/{user}/{password}`: "
                + "OpenAPI writes a path's parameters in braces",
            "openapi.yaml:19:13: warning: path parameter `n` is not imported: the path of `GET /stream-bytes` has no `{n}`",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "path: \"/basic-auth/{user}/{password}\"\n    params: { user: string, password: string }",
            // No parameter says `:kind` is one: a path may hold a colon.
            "path: /labels/:kind",
            "path: /stream-bytes\n    params: { seed: int? }",
        ])
    }

    /// flasgger (httpbin's) writes a Swagger 2.0 `trace` operation for each route that answers
    /// TRACE, read as a 2.0 operation, and defaults on path parameters, which a path always
    /// carries: the default is left out.
    @Test func swaggerTracesAndPathDefaultsAreReadAsMeant() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Bin, version: "1" }
            paths:
              /delay/{delay}:
                trace:
                  operationId: traceDelay
                  produces: [application/json]
                  parameters:
                    - { name: delay, in: path, type: integer }
                  responses: { "200": { description: OK, schema: { type: object, properties: { ok: { type: boolean } } } } }
              /digest/{algorithm}:
                get:
                  operationId: digest
                  parameters:
                    - { name: algorithm, in: path, type: string, default: MD5, description: "MD5 or SHA-256" }
                  responses: { "200": { description: OK } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:5:5: warning: `trace` is no Swagger 2.0 operation (OpenAPI 3.0 added it); it is read as one",
            "openapi.yaml:15:54: warning: `default` of parameter `algorithm` of `GET /digest/{algorithm}` is not imported: "
                + "a path always carries its parameters, so the caller gives it",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "method: TRACE\n    path: \"/delay/{delay}\"\n    params: { delay: int }\n    response:\n      properties: { ok: bool? }",
            "algorithm: { type: string, description: MD5 or SHA-256 }",
        ])
    }

    /// grpc-gateway (etcd's document) says a server stream by a JSON response whose schema is one
    /// of `x-stream-definitions`: the envelope of each message, written a line each. It is a
    /// stream of JSON lines; the same message answered once is read whole.
    @Test func grpcGatewayStreamsAreJSONLines() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Watch, version: "1" }
            consumes: [application/json]
            produces: [application/json]
            paths:
              /v3/watch:
                post:
                  operationId: Watch
                  parameters:
                    - { name: body, in: body, required: true, schema: { $ref: "#/definitions/WatchRequest" } }
                  responses:
                    "200":
                      description: A successful response.(streaming responses)
                      schema: { $ref: "#/x-stream-definitions/WatchResponse" }
              /v3/progress:
                post:
                  operationId: Progress
                  responses: { "200": { description: OK, schema: { $ref: "#/definitions/WatchResponse" } } }
            definitions:
              WatchRequest: { type: object, properties: { key: { type: string, format: byte } } }
              WatchResponse: { type: object, properties: { events: { type: array, items: { type: string } } } }
              runtimeStreamError: { type: object, properties: { grpc_code: { type: integer, format: int32 }, message: { type: string } } }
            x-stream-definitions:
              WatchResponse:
                type: object
                properties:
                  result: { $ref: "#/definitions/WatchResponse" }
                  error: { $ref: "#/definitions/runtimeStreamError" }
                title: Stream result of WatchResponse
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:14:19: warning: the response of `POST /v3/watch` is imported as a stream of JSON lines: its schema is one of "
                + "grpc-gateway's `x-stream-definitions`, the envelope of each message the server streams",
            "openapi.yaml:14:27: warning: the schema at `openapi.yaml#/x-stream-definitions/WatchResponse` is imported as `WatchResponse2`: "
                + "another schema is named `WatchResponse`",
            "openapi.yaml:20:3: warning: schema `WatchRequest` is the Swift type `WatchRequestBody`: `WatchRequest` is taken "
                + "(by an endpoint's request or error type, the API namespace, another model, or Swift)",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "response:\n      type: WatchResponse2\n      description: A successful response.(streaming responses)\n      stream: json-lines\n"
                + "      contentType: application/json",
            "Progress: { method: POST, path: /v3/progress, response: WatchResponse }",
        ])
    }

    /// `type: bool` and its kind are the JSON types they name; a type that names none is an error still.
    @Test func typesNamedAsLanguagesNameThemAreTheirJSONTypes() async throws {
        let text = document(schemas: """
            Options:
              type: object
              properties:
                signed: { type: bool }
                count: { type: int32, format: integer }
                size: { type: long }
                ratio: { type: float }
                tensor: { type: bytes }
                at: { type: datetime }
            Other: { type: object, properties: { when: { type: timestamp } } }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:9:19: warning: `bool` is no JSON Schema type; it is imported as `boolean`",
            "openapi.yaml:10:18: warning: `int32` is no JSON Schema type; it is imported as `integer`, format `int32`",
            "openapi.yaml:11:17: warning: `long` is no JSON Schema type; it is imported as `integer`, format `int64`",
            "openapi.yaml:12:18: warning: `float` is no JSON Schema type; it is imported as `number`, format `float`",
            "openapi.yaml:13:19: warning: `bytes` is no JSON Schema type; it is imported as `string`, format `byte`",
            "openapi.yaml:14:15: warning: `datetime` is no JSON Schema type; it is imported as `string`, format `date-time`",
            "openapi.yaml:15:50: error: unknown schema type `timestamp`",
        ])
        let fixed = text.replacingOccurrences(of: "\n    Other: { type: object, properties: { when: { type: timestamp } } }", with: "")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(fixed.utf8), path: "openapi.yaml").files, hold: [
            "signed: bool?\n      count: int32?\n      size: int64?\n      ratio: float?\n      tensor: data?\n      at: date-time?",
        ])
    }

    /// A default its own schema refuses (`default: 1` on a boolean, a value its enum does not
    /// list) is left out, with a warning, where it was written and refused by `lint`; a number
    /// written as text is the number.
    @Test func defaultsThatDoNotFitAreLeftOut() async throws {
        let text = document(schemas: """
            Options:
              type: object
              properties:
                signed: { type: boolean, default: 1 }
                algorithm: { type: string, enum: [none, RS256], default: HS512 }
                level: { type: integer, enum: [1, 2], default: 3 }
                limit: { type: integer, default: "20" }
                ratio: { type: number, default: "a half" }
                whole: { type: integer, default: 2.5 }
                verbose: { type: boolean, default: "true" }
                mode: { type: string, enum: [fast, slow], default: slow }
                big: { type: integer, default: 99999999999999999999 }
                small: { type: integer, format: int32, default: 3000000000 }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:9:43: warning: this default is not imported: `1` is not `true` or `false`",
            "openapi.yaml:10:66: warning: this default is not imported: `HS512` is not one of its enum's values",
            "openapi.yaml:11:56: warning: this default is not imported: `3` is not one of its enum's values",
            "openapi.yaml:13:41: warning: this default is not imported: `a half` is not a number",
            "openapi.yaml:14:42: warning: this default is not imported: `2.5` is not a whole number",
            "openapi.yaml:17:40: warning: this default is not imported: `99999999999999999999` is outside the range of int64",
            "openapi.yaml:18:57: warning: this default is not imported: `3000000000` is outside the range of int32",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "signed: bool?", "algorithm: { enum: [none, RS256], optional: true }", "limit: { type: int, default: 20 }",
            "ratio: double?", "whole: int?", "verbose: { type: bool, default: true }", "mode: { enum: [fast, slow], default: slow }",
            "big: int?", "small: int32?",
        ])
    }

    /// A schema that refers to a header or a parameter (Flask-Security's `$ref:
    /// '#/components/headers/X-CSRF-Token'`) means that one's schema; a form body whose schema is
    /// text is a text body of the form's type; a parameter or a response header that is an enum or
    /// other text is text, and the models its variants would have made are not written.
    @Test func headerReferencesTextFormsAndEnumsOrTextAreImported() async throws {
        let text = """
            openapi: 3.0.0
            info: { title: Security, version: "1" }
            paths:
              /change:
                post:
                  operationId: change
                  parameters:
                    - { name: X-XSRF-Token, in: header, schema: { $ref: "#/components/headers/X-CSRF-Token" } }
                    - name: color
                      in: query
                      schema: { oneOf: [{ type: string, enum: [green, red] }, { type: string, pattern: "^[0-9a-f]{6}$" }] }
                    - { name: shade, in: query, schema: { anyOf: [{ $ref: "#/components/schemas/Shade" }, { type: integer }] } }
                  requestBody:
                    content: { application/x-www-form-urlencoded: { schema: { type: string } } }
                  responses:
                    "200":
                      description: OK
                      headers: { X-Color: { schema: { oneOf: [{ type: string, enum: [green, red] }, { type: integer }] } } }
            components:
              headers:
                X-CSRF-Token: { description: CSRF token, schema: { type: string, minLength: 8 } }
              schemas:
                Shade: { type: string, enum: [light, dark] }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:8:61: warning: `#/components/headers/X-CSRF-Token` is a header, not a schema: its `schema` is used",
            "openapi.yaml:9:11: warning: parameter `color` of `POST /change` is one of an enum, `string`, imported as `string`: it is "
                + "text on the wire either way, and the spec's parameters and headers are not unions",
            "openapi.yaml:12:11: warning: parameter `shade` of `POST /change` is one of `Shade`, `int`, imported as `string`: it is "
                + "text on the wire either way, and the spec's parameters and headers are not unions",
            "openapi.yaml:14:20: warning: the form body of `POST /change` is text: it is imported as a `string` body of "
                + "`application/x-www-form-urlencoded`, sent as written, its fields encoded by the caller",
            "openapi.yaml:18:22: warning: response header `X-Color` is one of an enum, `int`, imported as `string`: it is text "
                + "on the wire either way, and the spec's parameters and headers are not unions",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "X-CSRF-Token: { type: string, minLength: 8 }",
            "X-XSRF-Token: { type: X-CSRF-Token?, in: header }",
            "color: string?", "shade: string?",
            "body: { type: string?, contentType: application/x-www-form-urlencoded }",
            "headers: { X-Color: string? }",
        ])
        #expect(!imported(text).text.contains("Variant"))
    }

    /// Ceph's document writes a media type's schema without `schema:` and a parameter's
    /// `default` beside its schema, as Swagger 2.0 did: both are read as meant, where the first
    /// made the body `any` and the second was left out.
    @Test func schemasWrittenOneLevelOutAreRead() async throws {
        let text = """
            openapi: 3.0.0
            info: { title: Ceph, version: "1" }
            paths:
              /pools:
                get:
                  operationId: listPools
                  parameters:
                    - { name: limit, in: query, default: 5, schema: { type: integer } }
                    - { name: offset, in: query, default: 0, schema: { type: integer, default: 1 } }
                  responses:
                    "200":
                      description: OK
                      content: { application/vnd.ceph.api.v1.0+json: { type: array, items: { $ref: "#/components/schemas/Pool" } } }
                post:
                  operationId: createPool
                  requestBody: { content: { application/json: { $ref: "#/components/schemas/Pool" } } }
                  responses: { "201": { description: Created., content: { application/json: { schema: { $ref: "#/components/schemas/Pool" } } } } }
            components:
              schemas:
                Pool: { type: object, properties: { name: { type: string } } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:8:37: warning: `default` of parameter `limit` of `GET /pools` is read as its schema's: OpenAPI 3 writes it in the schema",
            "openapi.yaml:9:38: warning: `default` in parameter `offset` of `GET /pools` is not imported: the spec language has no equivalent",
            "openapi.yaml:13:22: warning: media type `application/vnd.ceph.api.v1.0+json` is written as a schema, without `schema:`; "
                + "it is read as its schema",
            "openapi.yaml:16:33: warning: media type `application/json` is written as a schema, without `schema:`; it is read as its schema",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "limit: { type: int, default: 5 }", "offset: { type: int, default: 1 }",
            "response: { type: \"Pool[]\", contentType: application/vnd.ceph.api.v1.0+json }",
            "body: Pool?",
        ])
    }

    /// LXD gives one path several GETs by writing a query into the path (`?recursion=1`,
    /// `?public`): the path is imported without it, and each item as a query parameter whose
    /// default is the value written, so the request sends what the document's path says.
    @Test func aQueryInAPathIsItsParametersDefaults() async throws {
        let text = """
            swagger: "2.0"
            info: { title: LXD, version: "1" }
            paths:
              /1.0/certificates:
                get: { operationId: certificates_get, responses: { "200": { description: OK } } }
              /1.0/certificates?recursion=1:
                get: { operationId: certificates_get_recursion1, responses: { "200": { description: OK } } }
              /1.0/images/{fingerprint}?public&secret=a%20b+c:
                get:
                  operationId: image_get_untrusted
                  parameters: [{ name: fingerprint, in: path, required: true, type: string }]
                  responses: { "200": { description: OK } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:3: warning: path `/1.0/certificates?recursion=1` is imported as `/1.0/certificates`, each item of its query "
                + "(`recursion`) a query parameter whose default is the value written: OpenAPI's paths have no query",
            "openapi.yaml:8:3: warning: path `/1.0/images/{fingerprint}?public&secret=a%20b+c` is imported as `/1.0/images/{fingerprint}`, "
                + "each item of its query (`public`, `secret`) a query parameter whose default is the value written: OpenAPI's paths have no query",
        ])
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "certificates_get_recursion1:\n    method: GET\n    path: /1.0/certificates\n    params:\n      recursion:\n        type: string\n"
                + "        description: The document gives this operation the path `/1.0/certificates?recursion=1`.\n        default: 1",
            "path: \"/1.0/images/{fingerprint}\"",
            "default: \"\"", "default: a b c",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains("recursion: String = \"1\""), "\(swift)")
        #expect(swift.contains("request.query(\"recursion\", self.recursion)"))
    }

    /// CrowdSec names its key `Authorization: Bearer`: the header and the word before the token.
    @Test func anAPIKeyNamedWithItsSchemeWordIsThatScheme() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Local, version: "1" }
            securityDefinitions:
              JWTAuthorizer: { type: apiKey, name: "Authorization: Bearer", in: header }
              Custom: { type: apiKey, name: "Authorization: Token", in: header }
            paths:
              /alerts:
                get:
                  operationId: alerts
                  security: [{ JWTAuthorizer: [] }]
                  responses: { "200": { description: OK } }
              /decisions:
                get:
                  operationId: decisions
                  security: [{ Custom: [] }]
                  responses: { "200": { description: OK } }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:10:20: warning: security scheme `JWTAuthorizer`, an API key in the `Authorization` header written with "
                + "`Bearer` in its name, is imported as `bearer`: the client sends `Bearer <token>` there, the token of its bearer "
                + "credential; if the API wants the key alone, write `{ apiKey: Authorization }`",
            "openapi.yaml:15:20: warning: security scheme `Custom`, an API key in the `Authorization` header written with "
                + "`Token` in its name, is imported as `{ scheme: Token }`: the client sends `Token <token>` there, the token of its "
                + "bearer credential; if the API wants the key alone, write `{ apiKey: Authorization }`",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "auth: bearer", "auth: { scheme: Token }",
        ])
    }

    /// Robyn writes `components` and `servers` inside `info`, where OpenAPI does not read them: each
    /// field `info` does not have is said, not dropped in silence; its own fields (`contact`,
    /// `license`, `termsOfService`, 3.1's `summary`) and extensions say nothing.
    @Test func whatInfoDoesNotHaveIsSaid() {
        let result = imported("""
            openapi: 3.1.0
            info:
              title: Robyn API
              version: 1.0.0
              summary: Pets.
              termsOfService: https://example.com/terms
              contact: { name: null }
              license: { name: MIT }
              x-logo: { url: https://example.com/logo.png }
              servers: []
              components: { schemas: {} }
              owner: Ada
            paths: {}
            components: { schemas: { Pet: { type: object, properties: { name: { type: string } } } } }
            """)
        #expect(result.diagnostics == [
            "openapi.yaml:10:3: warning: `servers` in `info` is not imported: OpenAPI reads it at the top of the document, not in `info`",
            "openapi.yaml:11:3: warning: `components` in `info` is not imported: OpenAPI reads it at the top of the document, not in `info`",
            "openapi.yaml:12:3: warning: `owner` in `info` is not imported: OpenAPI's `info` has no such field",
        ])
        #expect(result.text.contains("api: { name: RobynAPI, version: 1.0.0 }"), "\(result.text)")
    }
}
