import Testing
@testable import APIGenCore

/// Documents sanic-ext writes for Sanic apps.
extension OpenAPIImportTests {
    /// sanic-ext names each operation by its method and handler (`get~list_pets`), and writes a
    /// route's response as `default` ("Default Response") with no 2xx status. Every operation so
    /// named is named by its handler; a `default` with no 2xx beside it is the success (and its
    /// listing pages by `offset` and `limit`), its generated description dropped; a `default`
    /// beside a 2xx stays an error, and IDs of another form are kept.
    @Test func sanicsOperationsAreNamedByHandlersAndTheirDefaultResponsesAreTheirSuccesses() async throws {
        func document(_ secondID: String = "get~get_pet", secondSuccess: String = "") -> String {
            """
            openapi: 3.0.3
            info: { title: Sanic Pets, version: "1.0", contact: {} }
            paths:
              /pets:
                get:
                  operationId: get~list_pets
                  parameters:
                    - { name: offset, in: query, schema: { type: integer, format: int32 } }
                    - { name: limit, in: query, schema: { type: integer, format: int32 } }
                  responses:
                    default:
                      description: Default Response
                      content:
                        application/json:
                          schema: { type: object, properties: { items: { type: array, items: { type: object, properties: { name: { type: string } } } }, total: { type: integer } } }
              /pets/{pet_id}:
                get:
                  operationId: \(secondID)
                  parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                  responses:
                    \(secondSuccess)'404': { description: Not found, content: { application/json: { schema: { type: object, properties: { message: { type: string } } } } } }
                    default: { description: Default Response, content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } } }
            """
        }
        let sanic = OpenAPIImport.translate(bytes: Array(document().utf8), path: "openapi.yaml")
        #expect(sanic.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:20: warning: the operation IDs are Sanic's, made of the method and a handler's name; each endpoint is "
                + "named by its handler (`get~get_pet` is `get_pet`)",
            "openapi.yaml:11:9: warning: `GET /pets` declares no 2xx response, so its `default` response is imported as the success "
                + "(any 2xx status), not as an error",
            "openapi.yaml:22:9: warning: `GET /pets/{pet_id}` declares no 2xx response, so its `default` response is imported as the "
                + "success (any 2xx status), not as an error",
        ])
        try await expectSpecs(sanic.files, hold: [
            "  list_pets:\n    method: GET\n    path: /pets\n    params: { offset: int32?, limit: int32? }\n    response:\n      properties:\n",
            "    pages: { items: items, offset: offset, size: limit }\n",
            "  get_pet:\n    method: GET\n    path: \"/pets/{pet_id}\"\n    params: { pet_id: int }\n    response:\n      properties: { name: string? }\n"
                + "    errors:\n      404:\n        properties: { message: string? }\n",
        ])

        // A 2xx beside `default`: the `default` is an error, as before; another ID keeps every ID.
        let written = imported(document("getPet", secondSuccess: "'200': { description: The pet, content: { application/json: { schema: { type: object } } } }\n        "))
        #expect(written.diagnostics == [
            "openapi.yaml:11:9: warning: `GET /pets` declares no 2xx response, so its `default` response is imported as the success "
                + "(any 2xx status), not as an error",
        ])
        #expect(written.text.contains("  get~list_pets:\n"))
        #expect(written.text.contains("      default:\n        properties: { name: string? }\n"), "\(written.text)")
    }

    /// What frameworks write for every response that says nothing of it (FastAPI's "Successful
    /// Response", BlackSheep's "Success response", sanic-ext's "Default Response") documents
    /// nothing; a description of the answer's own stays.
    @Test func frameworksGeneratedResponseDescriptionsDocumentNothing() {
        func response(_ description: String) -> String {
            imported("""
                openapi: 3.0.3
                info: { title: T, version: "1" }
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      responses: { '200': { description: \(description), content: { application/json: { schema: { type: array, items: { type: string } } } } } }
                """).text
        }
        for generated in ["Successful Response", "Success response", "Default Response", "OK"] {
            #expect(response(generated).contains("  listPets: { method: GET, path: /pets, response: \"string[]\" }\n"),
                    "\(generated): \(response(generated))")
        }
        #expect(response("The pets by age").contains("    response: { type: \"string[]\", description: The pets by age }\n"))
    }
}
