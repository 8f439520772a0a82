import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// A map that holds itself (a JSON tree: prance's `RecursiveObject`, an object whose
    /// `additionalProperties` refer to it) cannot be a named scalar, a Swift typealias; it is an
    /// object that keeps every key, and so is each map of a cycle of maps. The import wrote
    /// `Tree: map<Tree>`, which `lint` then refused.
    @Test func aMapThatHoldsItselfIsAnObjectOfItsKeys() async throws {
        let text = document(schemas: """
            Tree: { type: object, additionalProperties: { $ref: '#/components/schemas/Tree' } }
            Labels:
              type: object
              description: Labels, nested.
              maxProperties: 8
              additionalProperties: { $ref: '#/components/schemas/LabelList' }
            LabelList: { type: array, items: { $ref: '#/components/schemas/Labels' } }
            Counts: { type: object, additionalProperties: { type: integer, minimum: 0 } }
            Holder:
              type: object
              properties:
                tree: { $ref: '#/components/schemas/Tree' }
                labels: { $ref: '#/components/schemas/Labels' }
                counts: { $ref: '#/components/schemas/Counts' }
            """)
        let notObject = "a map that holds itself, which a named scalar (a Swift typealias) cannot say; it is imported as an object "
            + "that keeps every key in `additionalProperties`, which reads and writes the same JSON"
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:5: warning: `Tree` is \(notObject)",
            "openapi.yaml:7:5: warning: `maxProperties` on `Labels` is not imported: the spec counts the entries of maps only, and "
                + "`Labels` is imported as an object",
            "openapi.yaml:7:5: warning: `Labels` is \(notObject)",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Tree:\n    properties: {}\n    additionalProperties: Tree\n",
            "Labels:\n    description: \"Labels, nested.\"\n    properties: {}\n    additionalProperties: LabelList\n",
            "LabelList: \"Labels[]\"",
            // A map off any cycle stays a map.
            "Counts:\n    type: map<int>\n    values: { minimum: 0 }\n",
        ])
    }
}
