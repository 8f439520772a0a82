import Testing
@testable import APIGenCore

/// Keywords that apply to one kind of value, written beside a list of types or beside `oneOf`,
/// as Litestar writes its documents.
extension OpenAPIImportTests {
    /// Litestar's error body says `extra` is `dict | list | None` as `type: ['null', object, array]`
    /// with `additionalProperties: {}`, and puts a field's constraints beside the `oneOf` that makes
    /// it nullable (or that holds its one type). Each keyword applies to the values of its kind:
    /// a list of types is a union of one variant per type, each with its own keywords, and a
    /// constraint beside a union is checked on the variants of its kind. An enum takes none, as its
    /// values say what it takes (drf-spectacular writes 64-bit bounds beside a choice), and an
    /// object's counts of properties are not moved, as they would make the variant a model of its
    /// own, nor is a constraint into a union of its own, which would hold a union in an `allOf`. Before, the list of types was an error, and the constraints beside `oneOf` were lost
    /// without a word.
    @Test func keywordsApplyToTheVariantsOfTheirKind() async throws {
        let text = document(schemas: """
            Count: { type: integer }
            Size: { type: integer, enum: [1, 2] }
            Problem:
              type: object
              required: [detail]
              properties:
                detail: { type: string }
                extra: { additionalProperties: {}, type: ['null', object, array] }
                code: { type: [string, integer], maxLength: 3, minimum: 1 }
                weight: { maximum: 200, oneOf: [{ type: number }, { type: 'null' }] }
                name: { maxLength: 40, minLength: 1, oneOf: [{ type: string }] }
                tag: { maxLength: 3, oneOf: [{ type: string, maxLength: 5 }, { type: integer }] }
                count: { minimum: 1, oneOf: [{ $ref: '#/components/schemas/Count' }, { type: 'null' }] }
                loose: { maxLength: 3, anyOf: [{ type: integer }, { description: anything }] }
                size: { minimum: -9223372036854775808, maximum: 5, oneOf: [{ $ref: '#/components/schemas/Size' }, { type: 'null' }] }
                owner: { maxProperties: 2, oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] }
                label: { minLength: 1, oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: string }] }
                rank: { maximum: 3, oneOf: [{ $ref: '#/components/schemas/Rank' }, { type: 'null' }] }
            Owner: { properties: { name: { type: string } } }
            Rank: { type: integer, oneOf: [{ type: integer }, { type: string }] }
            """, version: "3.1.0")
        #expect(imported(text).diagnostics == [
            "openapi.yaml:14:17: warning: this inline union variant is imported as the model `ProblemCodeVariant1`, named from where it stands",
            "openapi.yaml:14:17: warning: this inline union variant is imported as the model `ProblemCodeVariant2`, named from where it stands",
            "openapi.yaml:17:16: warning: `maxLength` beside this union is not imported for this variant, which says its own",
            "openapi.yaml:17:38: warning: this inline union variant is imported as the model `ProblemTagVariant1`, named from where it stands",
            "openapi.yaml:19:59: warning: `maxLength` beside this union is not imported for this variant, which does not say what kind "
                + "of value it is",
            "openapi.yaml:22:80: warning: this inline union variant is imported as the model `ProblemLabelVariant2`, named from where it stands",
            "openapi.yaml:23:37: warning: `maximum` beside this union is not imported for this variant, which is a union or an `allOf` "
                + "of its own",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "extra: { oneOf: [map<any>, \"any[]\"], optional: true }",
            "code: { oneOf: [ProblemCodeVariant1, ProblemCodeVariant2], optional: true }",
            "weight: { type: double?, maximum: 200 }",
            "name: { type: string?, minLength: 1, maxLength: 40 }",
            "tag: { oneOf: [ProblemTagVariant1, int], optional: true }",
            "count: { type: int?, minimum: 1 }",
            "loose: { oneOf: [int, any], optional: true }",
            "size: Size?",
            "owner: Owner?",
            "rank: Rank?",
            "label: { oneOf: [Owner, ProblemLabelVariant2], optional: true }",
            "ProblemLabelVariant2: { type: string, minLength: 1 }",
            "ProblemCodeVariant1: { type: string, maxLength: 3 }",
            "ProblemCodeVariant2: { type: int, minimum: 1 }",
            "ProblemTagVariant1: { type: string, maxLength: 5 }",
        ])
    }
}
