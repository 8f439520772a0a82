import Testing
@testable import APIGenCore

/// The names Django Ninja gives operations, read as the functions that serve them.
extension OpenAPIImportTests {
    /// Ninja's operation ID is the view function's module (dots as `_`) and name
    /// (`shop_api_list_pets`), and its summary the name in Python's title case with spaces for
    /// `_` (`List Pets`, `Get V2 Pet`) unless the view gives one. Every operation so written names
    /// its endpoint by the function, and the summary that only repeats that name is left out. A
    /// document where one operation is not so written (a summary of its own) keeps every ID, as
    /// do functions' names that are not unique.
    @Test func djangoNinjasEndpointsAreNamedByTheirFunctions() {
        func document(_ thirdSummary: String, thirdID: String = "shop_orders_api_list_pets") -> String {
            """
            openapi: 3.1.0
            info: { title: Shop, version: "1" }
            paths:
              /api/pets/:
                get: { operationId: shop_api_list_pets, summary: List Pets, description: Oldest first., responses: { '200': { description: OK } } }
              /api/pets/{pet_id}:
                get:
                  operationId: shop_api_get_v2_pet
                  summary: Get V2 Pet
                  parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                  responses: { '204': { description: Done } }
              /api/orders/:
                get: { operationId: \(thirdID), summary: \(thirdSummary), responses: { '204': { description: Done } } }
            """
        }
        let ninja = imported(document("List Orders Of Pets", thirdID: "shop_orders_api_list_orders_of_pets"))
        #expect(ninja.diagnostics == [
            "openapi.yaml:5:25: warning: the operation IDs are Django Ninja's, made of a module's and a function's names; each endpoint is "
                + "named by its function (`shop_api_get_v2_pet` is `get_v2_pet`)",
        ])
        #expect(ninja.text.contains("  list_pets:\n    method: GET\n    path: /api/pets/\n    description: Oldest first.\n"))
        #expect(ninja.text.contains("  get_v2_pet:\n    method: GET\n    path: \"/api/pets/{pet_id}\"\n    params:"))
        #expect(ninja.text.contains("  list_orders_of_pets:\n    method: GET\n    path: /api/orders/\n    response:"))

        // A summary of the view's own; two functions of one name in different modules.
        for kept in [imported(document("Every order")), imported(document("List Pets"))] {
            #expect(kept.diagnostics == [])
            #expect(kept.text.contains("  shop_api_list_pets:\n    method: GET\n    path: /api/pets/\n    summary: List Pets\n"), "\(kept.text)")
        }
    }
}
