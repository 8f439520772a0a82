import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// NSwag's `x-enumNames` and openapi-generator's `x-enum-varnames` name the cases of enums
    /// whose values make poor Swift (the integers .NET sends): they become `caseNames`. Names
    /// that do not give each value a case of its own are left out, with a warning.
    @Test func generatorsCaseNamesNameTheCases() async throws {
        let text = document(schemas: """
            UserStatus: { type: integer, enum: [0, 1, 2], x-enumNames: [Active, Suspended, Banned] }
            Priority: { type: string, enum: [low, high, null], nullable: true, x-enum-varnames: [LOW, HIGH, NONE] }
            Broken: { type: integer, enum: [1, 2], x-enum-varnames: [One, one] }
            User:
              type: object
              properties:
                status: { $ref: '#/components/schemas/UserStatus' }
                level: { type: integer, enum: [1, 2], x-enum-names: [Low, High] }
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:7:15: warning: model `Priority` may be `null`, which a model cannot say in the spec; what refers to it may be "
                + "`null` instead",
            "openapi.yaml:8:44: warning: `x-enum-varnames` is not imported: it must give each of the enum's 2 values a name, which "
                + "becomes a Swift case of its own",
        ])
        try await expectSpecs(result.files, hold: [
            "UserStatus: { type: int, enum: [0, 1, 2], caseNames: [Active, Suspended, Banned] }",
            "Priority: { enum: [low, high], caseNames: [LOW, HIGH] }",
            "Broken: { type: int, enum: [1, 2] }",
            "level: { type: int, enum: [1, 2], caseNames: [Low, High], optional: true }",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains("case 1: self = .suspended") && swift.contains("case .high: return 2"))
    }
}
