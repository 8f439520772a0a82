import Testing
@testable import APIGenCore

/// Enums and objects written in place wherever they are used, as Spring's and Marshmallow's
/// documents write a model's enum again at each parameter and input schema that takes it.
extension OpenAPIImportTests {
    /// A property or parameter of the same name and the same enum as a property of a model written
    /// before it takes that property's type (`Pet.species`, `"Pet.species[]"` for a list), so a
    /// value read from a `Pet` is sent as it is. Another name, other values, another raw type or a
    /// model's own nested object keep an enum of their own.
    @Test func anEnumRepeatedInPlaceIsTheTypeOfItsFirstProperty() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { name: species, in: query, schema: { type: array, items: { type: string, enum: [dog, cat] } } }
                    - { name: tags, in: query, schema: { type: string, enum: [small, large] } }
                    - { name: kind, in: query, schema: { type: string, enum: [dog, cat] } }
                    - { name: level, in: query, required: true, schema: { type: integer, enum: [1, 2] } }
                  responses:
                    '200': { description: OK, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Pet' } } } } }
                post:
                  operationId: createPet
                  requestBody:
                    content:
                      application/json:
                        schema: { type: object, properties: { species: { type: string, enum: [dog, cat], description: What it is. } } }
                  responses:
                    '201': { description: Made, content: { application/json: { schema: { $ref: '#/components/schemas/PetIn' } } } }
            components:
              schemas:
                Pet:
                  type: object
                  required: [species]
                  properties:
                    species: { type: string, enum: [dog, cat] }
                    tags: { type: array, items: { type: string, enum: [small, large] } }
                    level: { type: integer, enum: [1, 2] }
                    owner: { type: object, properties: { species: { type: string, enum: [dog, cat] } } }
                PetIn:
                  type: object
                  properties:
                    species: { type: string, enum: [dog, cat], default: cat }
                    level: { type: string, enum: ['1', '2'] }
                    tags: { type: array, items: { type: string, enum: [small, large, huge] } }
                    home: { type: object, properties: { species: { type: string, enum: [dog, cat] } } }
            """
        #expect(imported(text).diagnostics == [])
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "owner:\n        properties:\n          species: { enum: [dog, cat], optional: true }",
            "PetIn:\n    properties:\n      species: { type: Pet.species, default: cat }\n      level: { enum: [1, 2], optional: true }\n"
                + "      tags:\n        items: { enum: [small, large, huge] }\n        optional: true\n"
                + "      home:\n        properties: { species: Pet.species? }",
            "species: \"Pet.species[]?\"\n      tags: Pet.tags?\n      kind: { enum: [dog, cat], optional: true }\n      level: Pet.level\n",
            "body:\n      properties:\n        species: { type: Pet.species, description: What it is., optional: true }",
        ])
        var swift = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        swift.append(GeneratedFile(name: "use.swift", contents: """
            func resend(_ pet: Pet) -> (ListPetsRequest, PetIn.Home) {
                (ListPetsRequest(species: [pet.species], tags: pet.tags?.first, level: pet.level ?? .value1), PetIn.Home(species: pet.species))
            }

            """))
        #expect(try await SwiftCompiler.compile(swift) == "")
    }

    /// An object written the same in several places (GitHub's `permissions` in each kind of
    /// repository) is the first one's type, its own description and optionality kept at each
    /// place; one that differs in anything it defines (here, what it requires) is its own. A use
    /// that resolving its holder would lead back to keeps its own too: `Tree` includes `Leafy`,
    /// so `Leafy` cannot take `Tree.permissions`, while `Bush`, after both, can.
    @Test func anObjectRepeatedInPlaceIsTheTypeOfItsFirstProperty() async throws {
        let permissions = "{ type: object, required: [admin], properties: { admin: { type: boolean }, pull: { type: boolean } } }"
        let text = document(schemas: """
            Tree:
              allOf:
                - $ref: '#/components/schemas/Leafy'
                - type: object
                  properties:
                    permissions: \(permissions)
            Repository:
              type: object
              properties:
                permissions: \(permissions)
            Leafy:
              type: object
              properties:
                permissions: \(permissions)
            MinimalRepository:
              type: object
              required: [permissions]
              properties:
                permissions: { description: What you may do., type: object, required: [admin], properties: { admin: { type: boolean }, pull: { type: boolean } } }
                other: { type: object, properties: { admin: { type: boolean }, pull: { type: boolean } } }
            Bush:
              type: object
              properties:
                permissions: { type: array, items: \(permissions) }
            """)
        #expect(imported(text).diagnostics == [])
        let files = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files
        try await expectSpecs(files, hold: [
            "Repository:\n    properties: { permissions: Tree.permissions? }",
            "Leafy:\n    properties:\n      permissions:\n        properties: { admin: bool, pull: bool? }\n        optional: true",
            "MinimalRepository:\n    properties:\n      permissions: { type: Tree.permissions, description: What you may do. }\n"
                + "      other:\n        properties: { admin: bool?, pull: bool? }\n        optional: true",
            "Bush:\n    properties: { permissions: \"Tree.permissions[]?\" }",
        ])
        var swift = try SpecHarness.generate(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        swift.append(GeneratedFile(name: "use.swift", contents: """
            func narrow(_ repository: Repository) -> MinimalRepository? {
                repository.permissions.map { MinimalRepository(permissions: $0) }
            }

            """))
        #expect(try await SwiftCompiler.compile(swift) == "")
    }
}
