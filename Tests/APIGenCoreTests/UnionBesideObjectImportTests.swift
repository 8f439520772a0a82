import Testing
@testable import APIGenCore

/// A union written beside an object's properties or `allOf`: the value has both, so nothing
/// either says may be dropped. Before, the union won and the properties were lost, or the
/// `allOf` won and the union was, without a word.
extension OpenAPIImportTests {
    /// openapi-core's petstore: `PetCreate` is `allOf` of two parts beside `oneOf: [Cat, Bird]`,
    /// and `Pet` extends `PetCreate` with an `id`. Each becomes a union of one model per
    /// variant holding everything the value must have; an object's properties beside a union
    /// do the same, unless each variant has them already.
    @Test func aUnionBesideAnObjectsPropertiesOrAllOfIsCombinedWithThem() async throws {
        let text = document(schemas: """
            Pet:
              type: object
              allOf: [{ $ref: '#/components/schemas/PetCreate' }]
              required: [id]
              properties: { id: { type: integer, format: int64 } }
            PetCreate:
              type: object
              allOf: [{ $ref: '#/components/schemas/PartOne' }, { $ref: '#/components/schemas/PartTwo' }]
              oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Bird' }]
            Named:
              type: object
              required: [name]
              properties: { name: { type: string } }
              oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Bird' }]
              discriminator: { propertyName: kind, mapping: { cat: '#/components/schemas/Cat', bird: '#/components/schemas/Bird' } }
            PartOne: { type: object, required: [name], properties: { name: { type: string } } }
            PartTwo: { type: object, properties: { healthy: { type: boolean } } }
            Cat: { type: object, required: [kind, ears], properties: { kind: { type: string }, ears: { type: integer } } }
            Bird: { type: object, required: [kind, wings], properties: { kind: { type: string }, wings: { type: integer } } }
            Variable:
              type: object
              required: [kind]
              properties: { kind: { type: string, description: What it is. } }
              oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Bird' }]
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:14:14: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a "
                + "union of one model per variant (`PetCat`, `PetBird`), each with the variant's properties and the objects'",
            "openapi.yaml:14:14: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a "
                + "union of one model per variant (`PetCreateCat`, `PetCreateBird`), each with the variant's properties and the objects'",
            "openapi.yaml:19:14: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a "
                + "union of one model per variant (`NamedCat`, `NamedBird`), each with the variant's properties and the objects'",
        ])
        try await expectSpecs(result.files, hold: [
            "Pet: { oneOf: [PetCat, PetBird] }",
            "PetCat:\n    include: [Cat, PartOne, PartTwo]\n    properties: { id: int64 }",
            "PetBird:\n    include: [Bird, PartOne, PartTwo]\n    properties: { id: int64 }",
            "PetCreate: { oneOf: [PetCreateCat, PetCreateBird] }",
            "PetCreateCat: { include: [Cat, PartOne, PartTwo] }",
            "Named:\n    oneOf: [NamedCat, NamedBird]\n    discriminator: kind\n    mapping: { cat: NamedCat, bird: NamedBird }",
            "NamedCat:\n    include: [Cat]\n    properties: { name: string }",
            // Where each variant declares and requires the properties beside the union already
            // (Jira's `CustomContextVariable`), the union says it all.
            "Variable: { oneOf: [Cat, Bird] }",
        ])

        // `oneOf` and `anyOf` both beside the properties would take a model for each pair of variants.
        let refused = imported(document(schemas: """
            Both:
              properties: { name: { type: string } }
              oneOf: [{ $ref: '#/components/schemas/Cat' }]
              anyOf: [{ $ref: '#/components/schemas/Cat' }, { type: object, properties: { wings: { type: integer } } }]
            Cat: { type: object, properties: { ears: { type: integer } } }
            """))
        #expect(refused.diagnostics.contains(
            "openapi.yaml:9:14: error: a second union in one `allOf` has no spec equivalent: it would take a model for each pair of their variants"))
    }

    /// A schema with a union beside it, reached twice (here the same reference twice),
    /// requires nothing more the second time.
    @Test func aUnionBesideAnObjectReachedTwiceCountsOnce() async throws {
        let text = document(schemas: """
            Pet: { allOf: [{ $ref: '#/components/schemas/Base' }, { $ref: '#/components/schemas/Base' }], properties: { id: { type: string } } }
            Base: { properties: { name: { type: string } }, oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Bird' }] }
            Cat: { type: object, properties: { ears: { type: integer } } }
            Bird: { type: object, properties: { wings: { type: integer } } }
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        try await expectSpecs(result.files, hold: [
            "Pet: { oneOf: [PetCat, PetBird] }",
            "PetCat:\n    include: [Cat]\n    properties: { id: string?, name: string? }",
        ])
    }

    /// Schemas with a union beside them that each lead to two others used to double what was
    /// read at each step: a chain of 24 hung the import, and is now refused at once (each step
    /// brings a union of its own).
    @Test(.timeLimit(.minutes(1))) func schemasThatEachLeadToTwoOthersAreReadInTime() {
        var chain = ""
        for step in 0..<24 {
            let next = step == 23 ? "Cat" : "S\(step + 1)"
            chain += "S\(step): { allOf: [{ $ref: '#/components/schemas/\(next)' }, { $ref: '#/components/schemas/\(next)B' }], "
                + "oneOf: [{ $ref: '#/components/schemas/Cat' }] }\n"
                + "S\(step)B: { allOf: [{ $ref: '#/components/schemas/\(next)' }], oneOf: [{ $ref: '#/components/schemas/Cat' }] }\n"
        }
        chain += "CatB: { type: object }\nCat: { type: object, properties: { ears: { type: integer } } }"
        let refused = imported(document(schemas: chain))
        #expect(refused.diagnostics.contains { $0.contains("error: a second union in one `allOf` has no spec equivalent") })
    }

    /// A union whose variants only say which properties go together constrains the object;
    /// the spec cannot say it, so the object keeps its properties and the server checks the rest.
    /// Such an object is still an object where another schema includes it. A variant that says
    /// `type: object` beside its constraints says nothing more of it (GitHub's gist files, whose
    /// third variant is `{ type: object, maxProperties: 0 }`: their import was refused).
    @Test func aUnionOfRequiredListsLeavesTheObject() async throws {
        let text = document(schemas: """
            Contact:
              type: object
              properties: { email: { type: string }, phone: { type: string } }
              anyOf: [{ required: [email] }, { required: [phone] }]
            Customer:
              allOf: [{ $ref: '#/components/schemas/Contact' }, { properties: { id: { type: string } } }]
            GistFiles:
              type: object
              additionalProperties:
                type: object
                nullable: true
                properties: { content: { type: string }, filename: { type: string, nullable: true } }
                anyOf: [{ required: [content] }, { required: [filename] }, { type: object, maxProperties: 0 }]
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:9:7: warning: `anyOf` of variants that only say which properties go together is not imported: the spec cannot "
                + "say it; the object is imported without it, and the server checks it",
            "openapi.yaml:15:9: warning: the values of model `GistFiles` may be `null`, so their inline type is imported as the model "
                + "`GistFilesValue`: only a named type can be optional there",
            "openapi.yaml:18:9: warning: `anyOf` of variants that only say which properties go together is not imported: the spec cannot "
                + "say it; the object is imported without it, and the server checks it",
        ])
        try await expectSpecs(result.files, hold: [
            "GistFiles: map<GistFilesValue?>",
            "GistFilesValue:\n    properties: { content: string?, filename: string? }",
            "Contact:\n    properties: { email: string?, phone: string? }",
            "Customer:\n    include: [Contact]\n    properties: { id: string? }",
        ])
    }

    /// springdoc writes a Java base class with its properties, a discriminator and a `oneOf`
    /// of its subclasses, each of which extends it through `allOf`. It is the union of its
    /// subtypes, which include its properties, as when it lists none; it was refused ("is
    /// not an object"). A subtype it lists that does not extend it would lose the base's
    /// properties that way, so such a base is combined with its variants instead.
    @Test func aBaseThatListsItsSubtypesIsTheirUnion() async throws {
        let text = document(schemas: """
            Pet:
              type: object
              required: [petType]
              properties: { petType: { type: string }, name: { type: string } }
              discriminator: { propertyName: petType, mapping: { kitty: '#/components/schemas/Cat' } }
              oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }]
            Cat:
              allOf: [{ $ref: '#/components/schemas/Pet' }, { type: object, properties: { ears: { type: integer } } }]
            Dog:
              allOf: [{ $ref: '#/components/schemas/Pet' }, { type: object, properties: { bark: { type: boolean } } }]
            Shelter:
              type: object
              properties: { city: { type: string } }
              discriminator: { propertyName: kind }
              oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Barn' }]
            Barn: { type: object, required: [kind], properties: { kind: { type: string } } }
            """)
        let result = OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:5: warning: `Pet` is a union of the schemas that extend it (`Cat`, `Dog`), told apart by `petType`; its own "
                + "properties are the model `PetFields`, which they include",
            "openapi.yaml:20:14: warning: this union combined with objects (through `allOf`, or as properties beside it) is imported as a "
                + "union of one model per variant (`ShelterDog`, `ShelterBarn`), each with the variant's properties and the objects'",
        ])
        try await expectSpecs(result.files, hold: [
            "Pet:\n    oneOf: [Cat, Dog]\n    discriminator: petType\n    mapping: { kitty: Cat }",
            "PetFields:\n    properties: { petType: string, name: string? }",
            "Cat:\n    include: [PetFields]\n    properties: { ears: int? }",
            "ShelterDog:\n    include: [Dog]\n    properties: { city: string? }",
        ])
    }
}
