import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// NSwag's `x-enumNames` and openapi-generator's `x-enum-varnames` name the cases of enums
    /// whose values make poor Swift (the integers .NET sends): they become `caseNames`, and
    /// `x-enum-descriptions` (`x-enumDescriptions`) `caseDescriptions`. Names that do not give
    /// each value a case of its own, or descriptions not one for each value, are left out, with a warning.
    @Test func generatorsCaseNamesNameTheCases() async throws {
        let text = document(schemas: """
            UserStatus:
              type: integer
              enum: [0, 1, 2]
              x-enumNames: [Active, Suspended, Banned]
              x-enumDescriptions: [In good standing., Paused by an admin., null]
            Priority: { type: string, enum: [low, high, null], nullable: true, x-enum-varnames: [Minor, Major, NONE] }
            Broken: { type: integer, enum: [1, 2], x-enum-varnames: [One, one], x-enum-descriptions: [One.] }
            Color: { type: string, enum: [red, dark_green], x-enumNames: [Red, DarkGreen] }
            User:
              type: object
              properties:
                status: { $ref: '#/components/schemas/UserStatus' }
                level: { type: integer, enum: [1, 2], x-enum-names: [Low, High] }
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:11:15: warning: model `Priority` may be `null`, which a model cannot say in the spec; what refers to it may be "
                + "`null` instead",
            "openapi.yaml:12:44: warning: `x-enum-varnames` is not imported: it must give each of the enum's 2 values a name, which "
                + "becomes a Swift case of its own",
            "openapi.yaml:12:73: warning: `x-enum-descriptions` is not imported: it must give each of the enum's 2 values a "
                + "description, in order",
        ])
        try await expectSpecs(result.files, hold: [
            "UserStatus:\n    type: int\n    enum: [0, 1, 2]\n    caseNames: [Active, Suspended, Banned]\n"
                + "    caseDescriptions: [In good standing., Paused by an admin., \"\"]",
            "Priority: { enum: [low, high], caseNames: [Minor, Major] }",
            "Broken: { type: int, enum: [1, 2] }",
            // Names that give the cases the values give say nothing.
            "Color: { enum: [red, dark_green] }",
            "level: { type: int, enum: [1, 2], caseNames: [Low, High], optional: true }",
        ])
        let swift = try generatedFromImport(text).map(\.contents).joined()
        #expect(swift.contains("case 1: self = .suspended") && swift.contains("case .high: return 2"))
        #expect(swift.contains("    /// Paused by an admin.\n    case suspended\n    case banned\n"))
    }
}
