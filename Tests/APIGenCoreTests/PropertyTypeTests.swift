import Testing
@testable import APIGenCore

/// `Pet.species` as a type: the enum, object or union a model's property declares in place,
/// used by another model, a parameter or a body, so that both hold one Swift type.
@Suite("Property types")
struct PropertyTypeTests {
    /// Each use names the holder's nested type, and no copy of it is declared; a value read from
    /// one place goes into the other as it is (the app code below would not compile otherwise).
    @Test func aPropertysTypeIsUsedWhereverItIsNamed() async throws {
        var files = try SpecHarness.generate(["pets.yaml": """
            models:
              v1.Pod:
                properties:
                  phase: { enum: [running, done] }
              Pet:
                properties:
                  species: { enum: [dog, cat, guinea_pig], frozen: true }
                  tags: { items: { enum: [small, large] }, optional: true }
                  owner: { properties: { name: string }, optional: true }
                  shape: { oneOf: [string, int], optional: true }
              PetIn:
                properties:
                  species: { type: Pet.species, default: cat }
                  tags: "Pet.tags[]?"
                  owner: Pet.owner?
                  shapes: "map<Pet.shape>?"
                  phase: v1.Pod.phase?
            endpoints:
              listPets:
                method: GET
                path: /pets
                params:
                  species: { in: query, type: "Pet.species[]", optional: true }
                  tag: { in: query, type: Pet.tags, optional: true }
                response: "Pet[]"
            """])
        let swift = files.map(\.contents).joined()
        for declaration in ["enum Species", "enum TagsItem", "struct Owner", "enum Shape", "enum Phase"] {
            #expect(swift.components(separatedBy: declaration).count == 2, "\(declaration) declared once:\n\(swift)")
        }
        #expect(swift.contains("public var species: Pet.Species\n    public var tags: [Pet.TagsItem]?\n    public var owner: Pet.Owner?\n"
            + "    public var shapes: [String: Pet.Shape]?\n    public var phase: V1Pod.Phase?"), "\(swift)")
        #expect(swift.contains("species: Pet.Species = .cat,"), "\(swift)")
        #expect(swift.contains("public var species: [Pet.Species]?") && swift.contains("public var tag: Pet.TagsItem?"), "\(swift)")
        files.append(GeneratedFile(name: "use.swift", contents: """
            func copy(_ pet: Pet) -> (PetIn, ListPetsRequest) {
                (PetIn(species: pet.species, tags: pet.tags, owner: pet.owner), ListPetsRequest(species: [pet.species], tag: pet.tags?.first))
            }

            """))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A model may use the types of properties resolved before the use: its own earlier
    /// properties, and two models each other's, in the order they are written.
    @Test func modelsUseEachOthersPropertiesResolvedBeforeTheUse() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              A:
                properties:
                  x: { enum: [one, two] }
                  again: A.x?
                  b: B.y?
              B:
                properties:
                  y: { enum: [three] }
                  a: A.x?
            """])
        let swift = files.map(\.contents).joined()
        #expect(swift.contains("public var again: A.X?\n    public var b: B.Y?") && swift.contains("public var a: A.X?"), "\(swift)")
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// What cannot be a type is told at the use, one error for each, with what would do; a
    /// property whose own schema is in error (`broken`, `early`) adds nothing where it is used.
    @Test func aUseThatNamesNoTypeIsAnError() {
        #expect(SpecHarness.diagnostics("""
            models:
              Status: { enum: [a, b] }
              Pet:
                properties:
                  early: Pet.late
                  name: string
                  late: { enum: [x] }
                  typo: Pet.nam
                  broken: { enum: [] }
              Use:
                properties:
                  a: Pet.name
                  b: Status.a
                  c: Pet.broken
                  d: Nope.x
                  e: Pet.early
                  f: Sub.late
              Sub:
                include: [Pet]
                properties:
                  own: Sub.late
            """) == [
            "spec.yaml:5:14: error: `Pet.late` is used while `Pet` is being resolved, before it has its property `late` (its own "
                + "properties come in order, then those it includes); declare `late` before the property that leads here, name the "
                + "type where it is declared, or make it a model of its own",
            "spec.yaml:8:13: error: model `Pet` has no property `nam`; did you mean `name`?",
            "spec.yaml:9:23: error: `enum` of property `broken` lists no values",
            "spec.yaml:12:10: error: `Pet.name` is not a type: property `name` of `Pet` is `string`, and only a property with an "
                + "object, enum or oneOf written in place (or items or values so written) names one",
            "spec.yaml:13:10: error: `Status.a` names a property of `Status`, which is not an object model",
            "spec.yaml:15:10: error: no type named `Nope.x`",
            "spec.yaml:21:12: error: `Sub.late` is used while `Sub` is being resolved, before it has its property `late` (its own "
                + "properties come in order, then those it includes); declare `late` before the property that leads here, name the "
                + "type where it is declared, or make it a model of its own",
        ])
    }
}
