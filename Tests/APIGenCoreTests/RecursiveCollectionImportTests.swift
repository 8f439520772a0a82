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
            "openapi.yaml:7:5: warning: `maxProperties` on `Labels` is not imported: `Labels` is imported as an object, which takes "
                + "no constraint",
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

    /// An array that holds itself, alone or with other arrays (`Item`, `[[[]]]`), has no object
    /// form: the first array of the cycle that carries no constraint becomes a union of that one
    /// variant, which reads the same JSON and which Swift nests. `lint` refused it before.
    @Test func anArrayThatHoldsItselfIsAUnionOfOneVariant() async throws {
        let text = document(schemas: """
            Item: { oneOf: [{ type: array, items: { $ref: '#/components/schemas/Item' } }] }
            Outer: { type: array, minItems: 1, items: { $ref: '#/components/schemas/Inner' } }
            Inner: { type: array, description: Lists of lists., items: { $ref: '#/components/schemas/Outer' } }
            Alone: { type: array, maxItems: 3, items: { $ref: '#/components/schemas/Alone' } }
            Holder:
              type: object
              properties:
                item: { $ref: '#/components/schemas/Item' }
                outer: { $ref: '#/components/schemas/Outer' }
                alone: { $ref: '#/components/schemas/Alone' }
            """)
        let notAlias = "an array that holds itself, which a named scalar (a Swift typealias) cannot say; it is imported as a union "
            + "of that one variant"
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:5: warning: `Item` is \(notAlias), `Item[]`, which reads and writes the same JSON",
            "openapi.yaml:8:5: warning: `Inner` is \(notAlias), `Outer[]`, which reads and writes the same JSON",
            "openapi.yaml:9:5: warning: `maxItems` on `Alone` is not imported: `Alone` is imported as a union, which takes no constraint",
            "openapi.yaml:9:5: warning: `Alone` is \(notAlias), `Alone[]`, which reads and writes the same JSON",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Item: { oneOf: [\"Item[]\"] }",
            "Outer: { type: \"Inner[]\", minItems: 1 }",
            "Inner: { description: Lists of lists., oneOf: [\"Outer[]\"] }",
            "Alone: { oneOf: [\"Alone[]\"] }",
        ])
    }
}
