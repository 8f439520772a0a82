import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// A schema component that admits `null` itself (GitHub's `nullable-simple-user`, 3.1's
    /// `type: [object, "null"]`, a `null` variant) is a model, which cannot be `null` in the
    /// spec: what refers to it may be `null` instead, so an issue without an assignee decodes.
    @Test func whatRefersToANullableComponentMayBeNull() async throws {
        let text = document(schemas: """
            nullable-simple-user: { type: object, nullable: true, properties: { login: { type: string } } }
            Label: { anyOf: [{ type: object, properties: { name: { type: string } } }, { type: 'null' }] }
            Issue:
              type: object
              required: [assignee, labels]
              properties:
                assignee: { $ref: '#/components/schemas/nullable-simple-user' }
                labels: { type: array, items: { $ref: '#/components/schemas/Label' } }
                byName: { type: object, additionalProperties: { $ref: '#/components/schemas/Label' } }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:27: warning: model `nullable-simple-user` may be `null`, which a model cannot say in the spec; what refers "
                + "to it may be `null` instead",
            "openapi.yaml:7:12: warning: model `Label` may be `null`, which a model cannot say in the spec; what refers to it "
                + "may be `null` instead",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "assignee: { type: nullable-simple-user?, nullable: true }",
            "labels: \"Label?[]\"",
            "byName: map<Label?>?",
        ])
    }

    /// A property that may be `null` and has a default (GitHub's `start_side`, required in one
    /// schema and not in another) keeps its default: `null` reads as it, so the property is
    /// never empty and sends no `null` (a required one got `nullable: true`, which `lint` refuses
    /// on a property that is not optional).
    @Test func aPropertyWithADefaultReadsNullAsIt() async throws {
        let text = document(schemas: """
            Comment:
              type: object
              required: [start_side]
              properties:
                start_side: { type: string, nullable: true, enum: [LEFT, RIGHT, null], default: RIGHT }
                side: { type: string, nullable: true, enum: [LEFT, RIGHT], default: RIGHT }
            """)
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "start_side: { enum: [LEFT, RIGHT], default: RIGHT }",
            "side: { enum: [LEFT, RIGHT], default: RIGHT }",
        ])
    }

    /// `default: null` on a schema that may be `null` (Docker's `RemoteManagers`) is what leaving
    /// the value out means, so nothing is lost and nothing is said; on one that may not, it is
    /// still reported.
    @Test func aNullDefaultOnANullableSchemaIsNoDefault() async throws {
        let text = document(schemas: """
            Swarm:
              type: object
              properties:
                managers: { type: array, nullable: true, default: null, items: { type: string } }
                count: { type: integer, default: null }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:10:42: warning: this default is not imported: a spec default is a scalar or a list of scalars",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "managers: \"string[]?\"", "count: int?",
        ])
    }
}
