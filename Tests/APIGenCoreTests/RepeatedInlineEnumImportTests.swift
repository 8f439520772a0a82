import Testing
@testable import APIGenCore

/// Enums written in place wherever they are used, as Spring's and Marshmallow's documents write a
/// model's enum again at each parameter and input schema that takes it.
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
}
