import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// A tuple is an array of its positions' type: FastAPI writes Pydantic's `tuple[float, float]`
    /// as `prefixItems` with both counts, which the spec says exactly, so nothing is warned.
    @Test func aTupleOfOneTypeIsAnArrayOfIt() async throws {
        let text = document(schemas: """
            Place:
              type: object
              required: [coordinates]
              properties:
                coordinates: { type: array, prefixItems: [{ type: number }, { type: number }], minItems: 2, maxItems: 2 }
                span: { type: array, prefixItems: [{ type: integer, minimum: 0 }, { type: integer, minimum: 0 }], items: false }
                pair: { type: array, prefixItems: [{ type: string }, { type: string }], items: false, maxItems: 1 }
                anything: { prefixItems: [{ type: string }], items: true }
                empty: { type: array, items: false }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "coordinates: { type: \"double[]\", minItems: 2, maxItems: 2 }",
            // `items: false` ends the tuple after its positions: at most two.
            "span:\n        type: \"int[]?\"\n        items: { minimum: 0 }\n        maxItems: 2",
            // A `maxItems` below the positions' count is the document's.
            "pair: { type: \"string[]?\", maxItems: 1 }",
            "anything: \"any[]?\"",
            // An array whose items are `false` is always empty.
            "empty: { type: \"any[]?\", maxItems: 0 }",
        ])
    }

    /// Positions of different types, in 2020-12's form or the older `items` list with
    /// `additionalItems`, are a union of their types, with a warning that positions are not checked;
    /// positions that differ only in their constraints lose them, with a warning.
    @Test func aTupleOfSeveralTypesIsAnArrayOfTheirUnion() async throws {
        let text = document(schemas: """
            Label: { type: array, prefixItems: [{ type: string }, { type: integer }], items: false }
            Legacy: { type: array, items: [{ type: string }, { type: boolean }], additionalItems: { type: integer } }
            Range:
              type: array
              prefixItems: [{ type: string, minLength: 1 }, { type: string }]
              maxItems: 2
            Open: { type: array, prefixItems: [{ type: number }] }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:12: warning: the items of model `Label` are an inline type, imported as the model `LabelItem`: a model that "
                + "is an array or a map cannot nest a type in the spec",
            "openapi.yaml:6:40: warning: this tuple of model `Label` is imported as an array whose items may each be any of `string`, `int`: "
                + "the spec has no tuple, so which position holds which is not checked",
            "openapi.yaml:7:13: warning: the items of model `Legacy` are an inline type, imported as the model `LegacyItem`: a model that "
                + "is an array or a map cannot nest a type in the spec",
            "openapi.yaml:7:35: warning: this tuple of model `Legacy` is imported as an array whose items may each be any of `string`, "
                + "`bool`, `int`: the spec has no tuple, so which position holds which is not checked",
            "openapi.yaml:10:20: warning: the constraints of the positions of this tuple of model `Range` are not imported: they differ, "
                + "and the spec has no tuple, so its items share one schema",
            "openapi.yaml:12:39: warning: items past this tuple's 1 position are imported as `double`, where the document lets them be "
                + "any value: the spec has no tuple; write `items: false` or `maxItems` to end it",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Label: { type: \"LabelItem[]\", maxItems: 2 }",
            "Legacy: \"LegacyItem[]\"",
            "LabelItem: { oneOf: [string, int] }",
            "LegacyItem: { oneOf: [string, bool, int] }",
            "Range: { type: \"string[]\", maxItems: 2 }",
            "Open: \"double[]\"",
        ])
    }

    /// JSON Schema's boolean schemas: `true` takes anything and asks nothing of an `allOf`; a
    /// property whose schema is `false` can never be present, so it is left out; `false` where a
    /// value must stand is an error at its place, and a variant that matches nothing is dropped.
    @Test func booleanSchemasImportAsWhatTheyAdmit() async throws {
        let text = document(schemas: """
            Pet:
              type: object
              properties:
                name: { type: string }
                legacyId: false
                extra: true
            Named:
              allOf: [true, { $ref: '#/components/schemas/Pet' }, { properties: { nickname: { type: string } } }]
            Either: { oneOf: [false, { type: string }] }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [
            "openapi.yaml:10:9: warning: property `legacyId` of model `Pet` is left out: its schema is `false`, so no value may stand there",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Pet:\n    properties: { name: string?, extra: any? }",
            "Named:\n    include: [Pet]\n    properties: { nickname: string? }",
            "Either: string",
        ])
        let refused = imported(document(schemas: """
            Impossible: { allOf: [false, { type: object }] }
            Nothing: false
            """, version: "3.1.0"))
        #expect(refused.diagnostics == [
            "openapi.yaml:6:27: error: this member of `allOf` is `false`, which admits no value: the spec has no such type",
            "openapi.yaml:7:14: error: the schema of model `Nothing` is `false`, which admits no value: the spec has no such type",
        ])
    }
}
