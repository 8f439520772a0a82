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
}
