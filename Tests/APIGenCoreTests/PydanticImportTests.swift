import Foundation
import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// A document FastAPI wrote (see `Tests/Fixtures/OpenAPI/fastapi/README.md`) imports with two
    /// warnings, for its operation IDs and its tuple of two types, to specs that `lint` takes and
    /// whose client compiles.
    @Test func aFastAPIDocumentImports() async throws {
        let path = Self.fixtures.appendingPathComponent("fastapi/openapi.json").path
        let (files, diagnostics) = OpenAPIImport.translate(documentAt: path)
        #expect(diagnostics.sorted.map { $0.description.replacingOccurrences(of: path, with: "openapi.json") } == [
            "openapi.json:15:20: warning: the operation IDs are FastAPI's, made of a function's name, the path and the method; each "
                + "endpoint is named by its function (`create_item_items_post` is `create_item`), and so is each body schema FastAPI "
                + "named by an operation ID (`Body_login_login_post` is the model `LoginBody`)",
            "openapi.json:707:24: warning: this tuple of property `label` of model `Point` is imported as an array whose items may each "
                + "be any of `string`, `int`: the spec has no tuple, so which position holds which is not checked",
        ])
        try await expectSpecs(files, hold: [
            // `tuple[float, float]`
            "coordinates: { type: \"double[]\", minItems: 2, maxItems: 2 }",
            // `Field(ge=0)` on an `int`, which Pydantic writes as `minimum: 0.0`
            "meows: { type: int, minimum: 0 }",
            // `X | None` of a discriminated union, of `EmailStr` and of a tuple: in place, optional
            "pet:\n        oneOf: [Cat, Dog]\n        discriminator: pet_type\n        mapping: { cat: Cat, dog: Dog }\n        optional: true",
            "email: { type: string?, format: email }",
            "label:\n        items: { oneOf: [string, int] }\n        minItems: 2\n        maxItems: 2\n        optional: true",
            "password: { type: string, secret: true }",
            // FastAPI's `Body_login_login_post`, named by the function
            "body: { type: LoginBody, encoding: form }",
            "UploadPhotoBody:\n",
            "file: { type: file, contentType: application/octet-stream }",
            "response:\n      type: \"double[][]\"\n      items: { minItems: 2, maxItems: 2 }",
            // Named by their functions: `list_items`, not `list_items_items_get`.
            "list_items:\n    method: GET\n    path: /items",
            "get_item:\n    method: GET\n    path: \"/items/{item_id}\"",
            "upload_photo:\n    method: PUT",
        ])
    }

    /// An integer's bounds are whole numbers in the spec: one written with a fraction of zero
    /// or an exponent is that number, and one with a fraction is the nearest whole number
    /// within it, which is then itself allowed.
    @Test func anIntegersBoundsAreWholeNumbers() async throws {
        let text = document(schemas: """
            Counts:
              type: object
              properties:
                zero: { type: integer, minimum: 0.0, maximum: 1e2 }
                half: { type: integer, exclusiveMinimum: 0.5, maximum: 9.5 }
                below: { type: integer, minimum: -2.5, maximum: -0.5 }
                open: { type: integer, exclusiveMinimum: 1.0, exclusiveMaximum: 5.00 }
                ratio: { type: number, minimum: 0.0, maximum: 0.5 }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "zero: { type: int?, minimum: 0, maximum: 100 }",
            "half: { type: int?, minimum: 1, maximum: 9 }",
            "below: { type: int?, minimum: -2, maximum: -1 }",
            "open: { type: int?, minimum: 1, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true }",
            "ratio: { type: double?, minimum: 0.0, maximum: 0.5 }",
        ])
    }

    /// `anyOf: [X, { type: 'null' }]`, as Pydantic writes `X | None`, is X where it stands,
    /// optional; where only a named type can be optional (an array's items, a map's values),
    /// an inline X becomes a model of its own.
    @Test func aNullableInlineSchemaStaysWhereItIsWritten() async throws {
        let text = document(schemas: """
            Order:
              type: object
              properties:
                address:
                  anyOf: [{ type: object, properties: { city: { type: string } } }, { type: 'null' }]
                code:
                  anyOf: [{ type: string, pattern: '^[A-Z]+$' }, { type: 'null' }]
                  description: The code.
                lines:
                  type: array
                  items: { anyOf: [{ type: object, properties: { sku: { type: string } } }, { type: 'null' }] }
                notes:
                  type: object
                  additionalProperties: { anyOf: [{ enum: [high, low] }, { type: 'null' }] }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [
            "openapi.yaml:16:18: warning: the items of property `lines` of model `Order` may be `null`, so their inline type is imported "
                + "as the model `OrderLinesItem`: only a named type can be optional there",
            "openapi.yaml:19:33: warning: the values of property `notes` of model `Order` may be `null`, so their inline type is imported "
                + "as the model `OrderNotesValue`: only a named type can be optional there",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "address:\n        properties: { city: string? }\n        optional: true",
            "code: { type: string?, description: The code., pattern: \"^[A-Z]+$\" }",
            "lines: \"OrderLinesItem?[]?\"",
            "notes: map<OrderNotesValue?>?",
            "OrderLinesItem:\n    properties: { sku: string? }",
            "OrderNotesValue: { enum: [high, low] }",
        ])
    }
}

extension OpenAPIImportTests {
    /// Operation IDs are FastAPI's only when every one of them ends with its path and method,
    /// and the names left are unique; otherwise each is kept as written. flask-openapi3 writes
    /// them the same way from Flask routes, whose parameters may name a converter.
    @Test func operationIDsAreFastAPIsOnlyWhenEveryOneIs() {
        func names(_ operations: [(path: String, method: String, id: String)]) -> (text: String, diagnostics: [String]) {
            let paths = operations.map { "  \($0.path):\n    \($0.method): { operationId: \($0.id), responses: { \"204\": { description: Done. } } }" }
            return imported("openapi: 3.1.0\ninfo: { title: T, version: \"1\" }\npaths:\n" + paths.joined(separator: "\n"))
        }
        let fastAPI = names([("/users/me.json", "get", "read_me_users_me_json_get"), ("/users", "post", "add_users_post")])
        #expect(fastAPI.text.contains("read_me:") && fastAPI.text.contains("add:"), "\(fastAPI.text)")
        // One written by hand: none is renamed.
        let mixed = names([("/users/me.json", "get", "read_me_users_me_json_get"), ("/users", "post", "createUser")])
        #expect(mixed.text.contains("read_me_users_me_json_get:") && mixed.diagnostics.isEmpty, "\(mixed.text)")
        // Two functions of one name (routers of their own): FastAPI's IDs are kept.
        let twice = names([("/a", "get", "list_a_get"), ("/b", "get", "list_b_get")])
        #expect(twice.text.contains("list_a_get:") && twice.text.contains("list_b_get:") && twice.diagnostics.isEmpty, "\(twice.text)")
        // FastAPI's path parameters (`{pet_id}`: `_pet_id_`); flask-openapi3's, from a Flask route
        // that may name a converter (`<int:pet_id>`: `_int_pet_id_`), named so in the warning.
        let parameters = names([("/pets/{pet_id}", "get", "get_pet_pets__pet_id__get"), ("/int_{n}", "get", "int_int__n__get")])
        #expect(parameters.text.contains("  get_pet:\n") && parameters.text.contains("  int:\n"), "\(parameters.text)")
        // (Their path parameters are not declared here: each is also warned about.)
        func naming(_ diagnostics: [String]) -> [String] { diagnostics.filter { $0.contains("operation IDs") } }
        #expect(naming(parameters.diagnostics).first?.contains("the operation IDs are FastAPI's") == true)
        let flask = names([("/pets/{pet_id}", "get", "get_pet_pets__int_pet_id__get"), ("/files/{name}/{rest}", "put", "put_file_files__name___path_rest__put")])
        #expect(flask.text.contains("  get_pet:\n") && flask.text.contains("  put_file:\n"), "\(flask.text)")
        #expect(naming(flask.diagnostics) == [
            "openapi.yaml:5:25: warning: the operation IDs are flask-openapi3's, made of a function's name, the path and the method; each endpoint "
                + "is named by its function (`get_pet_pets__int_pet_id__get` is `get_pet`)",
        ])
        // A converter Flask does not have is no route's.
        let unknown = names([("/pets/{pet_id}", "get", "get_pet_pets__long_pet_id__get")])
        #expect(unknown.text.contains("  get_pet_pets__long_pet_id__get:\n") && naming(unknown.diagnostics).isEmpty, "\(unknown.text)")
    }

    /// FastAPI names the model of a body of several fields or a form `Body_` and the operation's
    /// ID; with the endpoints named by their functions, that model is too, unless the name is
    /// another schema's, and references to it follow.
    @Test func aBodySchemaFastAPINamedIsNamedByItsFunction() {
        func body(_ id: String) -> String {
            "requestBody: { required: true, content: { application/x-www-form-urlencoded: { schema: { $ref: '#/components/schemas/Body_\(id)' } } } }"
        }
        let text = """
            openapi: 3.1.0
            info: { title: T, version: "1" }
            paths:
              /login:
                post: { operationId: login_login_post, \(body("login_login_post")), responses: { "204": { description: Done. } } }
              /users:
                post: { operationId: add_users_post, \(body("add_users_post")), responses: { "204": { description: Done. } } }
            components:
              schemas:
                Body_login_login_post: { type: object, properties: { name: { type: string } } }
                Body_add_users_post: { type: object, properties: { name: { type: string } } }
                Body_gone_gone_get: { type: object, properties: { name: { type: string } } }
                AddBody: { type: object, properties: { id: { type: integer } } }
            """
        let (spec, diagnostics) = imported(text)
        #expect(spec.contains("LoginBody:\n") && spec.contains("body: { type: LoginBody, encoding: form }"), "\(spec)")
        // `AddBody` is another schema's name, and no operation has the ID `gone_gone_get`.
        #expect(spec.contains("Body_add_users_post:\n") && spec.contains("body: { type: Body_add_users_post, encoding: form }"), "\(spec)")
        #expect(spec.contains("Body_gone_gone_get:\n") && !spec.contains("Body_login_login_post"), "\(spec)")
        #expect(diagnostics.contains { $0.contains("(`Body_login_login_post` is the model `LoginBody`)") }, "\(diagnostics)")
    }
}
