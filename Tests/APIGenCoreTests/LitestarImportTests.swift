import Testing
@testable import APIGenCore

/// The names Litestar gives operations, read as the handlers that serve them.
extension OpenAPIImportTests {
    /// Litestar's operation ID is each word of the path in title case (but one the words before
    /// it hold already: `pet` after `Pets`), then the handler's name (`PetsPetIdPhotoUploadPhoto`),
    /// and its summary is the handler's name unless the handler gives one. Every operation so
    /// written (and with `deprecated` written out, as Litestar writes it) names its endpoint by
    /// the handler, and a summary that only repeats that name is left out. A document where one
    /// operation is not so written keeps every ID, as do handlers' names that are not unique.
    @Test func litestarsEndpointsAreNamedByTheirHandlers() {
        func document(_ thirdID: String, deprecated: String = "deprecated: false, ") -> String {
            """
            openapi: 3.1.0
            info: { title: Shop, version: "1" }
            paths:
              /pets/{pet_id}/photo:
                parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                post: { \(deprecated)operationId: PetsPetIdPhotoUploadPhoto, summary: UploadPhoto, responses: { '201': { description: Made } } }
              /pets/{pet_id}/pet:
                parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                get: { deprecated: false, operationId: PetsPetIdFavourite, summary: The pet's favourite pet, responses: { '204': { description: Done } } }
              /:
                get: { deprecated: false, operationId: \(thirdID), summary: Index, responses: { '204': { description: Done } } }
            """
        }
        let named = imported(document("Index"))
        #expect(named.diagnostics == [
            "openapi.yaml:6:45: warning: the operation IDs are Litestar's, made of the path and a handler's name; each endpoint is named "
                + "by its handler (`Index` is `Index`)",
        ])
        #expect(named.text.contains("  UploadPhoto:\n    method: POST\n    path: \"/pets/{pet_id}/photo\"\n    params: { pet_id: int }\n"))
        #expect(named.text.contains("  Favourite:\n    method: GET\n    path: \"/pets/{pet_id}/pet\"\n    summary: The pet's favourite pet\n"))
        #expect(named.text.contains("  Index:\n    method: GET\n    path: /\n    response:"))

        for kept in [imported(document("index")), imported(document("Index", deprecated: "")), imported(document("Favourite"))] {
            #expect(kept.diagnostics == [])
            #expect(kept.text.contains("  PetsPetIdPhotoUploadPhoto:\n    method: POST\n    path: \"/pets/{pet_id}/photo\"\n    summary: UploadPhoto\n"))
        }
    }
}
