import Testing
@testable import APIGenCore

/// Documents spectree writes for apps that validate with pydantic models (Flask, Falcon,
/// Starlette, Quart).
extension OpenAPIImportTests {
    /// spectree names each model's schema by the model and a hash of its module, copies each model
    /// another holds under the holder's name, and makes operation IDs of the method and path. The
    /// copies of `Species` and `Pet` are one enum and one model, each named by its model; the
    /// endpoints are named by method and path; a summary spectree writes for a function without a
    /// docstring is left out, one of the code's own kept.
    @Test func spectreesModelsAreNamedByTheirModelsAndTheirCopiesAreOne() async throws {
        let species = "{ enum: [cat, dog], title: Species, type: string }"
        let pet = { (holder: String) in
            "{ title: Pet, type: object, required: [name, species], properties: { name: { type: string, minLength: 1 }, "
                + "species: { $ref: '#/components/schemas/\(holder).Species' } } }"
        }
        let result = OpenAPIImport.translate(bytes: Array("""
            openapi: 3.1.0
            info: { title: Pets, version: "1.0" }
            paths:
              /pets:
                get:
                  operationId: get__pets
                  summary: list_pets <GET>
                  responses:
                    '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/PetList.3a64a9f' } } } }
                post:
                  operationId: post__pets
                  summary: create_pet <POST>
                  requestBody: { required: true, content: { application/json: { schema: { $ref: '#/components/schemas/PetIn.3a64a9f' } } } }
                  responses:
                    '201': { description: Created, content: { application/json: { schema: { $ref: '#/components/schemas/Pet.3a64a9f' } } } }
              /pets/{pet_id}:
                get:
                  operationId: get__pets_{pet_id}
                  summary: Get a pet.
                  parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                  responses:
                    '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/Pet.3a64a9f' } } } }
            components:
              schemas:
                PetList.3a64a9f:
                  title: PetList
                  type: object
                  required: [items]
                  properties: { items: { type: array, items: { $ref: '#/components/schemas/PetList.3a64a9f.Pet' } } }
                PetIn.3a64a9f: { title: PetIn, type: object, required: [species], properties: { species: { $ref: '#/components/schemas/PetIn.3a64a9f.Species' } } }
                Pet.3a64a9f: \(pet("Pet.3a64a9f"))
                PetList.3a64a9f.Pet: \(pet("PetList.3a64a9f"))
                PetList.3a64a9f.Species: \(species)
                PetIn.3a64a9f.Species: \(species)
                Pet.3a64a9f.Species: \(species)
            """.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:6:20: warning: the operation IDs are spectree's, made of the method and the path; each endpoint is named "
                + "by its method and path, as an operation without an ID is (`get__pets` is `getPets`)",
            "openapi.yaml:24:3: warning: the schemas are spectree's, each named by a pydantic model and a hash of its module, with a "
                + "copy of each model another holds under the holder's name: each is named by its model (`PetList.3a64a9f.Pet` is "
                + "`Pet`), and the 3 copies are read as the models they copy",
        ])
        let specs = result.files.map(\.text).joined(separator: "\n")
        #expect(!specs.contains("3a64a9f") && !specs.contains("<GET>") && !specs.contains("<POST>"), "\(specs)")
        try await expectSpecs(result.files, hold: [
            "  PetList:\n    properties: { items: \"Pet[]\" }\n",
            "  PetIn:\n    properties: { species: Species }\n",
            "  Pet:\n    properties:\n      name: { type: string, minLength: 1 }\n      species: Species\n",
            "  Species: { enum: [cat, dog] }\n",
            "  getPets: { method: GET, path: /pets, response: PetList }\n",
            "  postPets:\n    method: POST\n    path: /pets\n    body: PetIn\n    response: { type: Pet, status: 201 }\n",
            "  getPetsPetId:\n    method: GET\n    path: \"/pets/{pet_id}\"\n    summary: Get a pet.\n",
        ])
        #expect(specs.components(separatedBy: "  Pet:\n").count == 2 && specs.components(separatedBy: "  Species:").count == 2)
    }

    /// Only copies are one: schemas of one name that differ (two modules' `Pet`s; two holders'
    /// `Species` enums of other values, and so the `Pet`s that hold them) keep a name each, in
    /// written order; a document with one schema spectree did not name keeps every name as
    /// written, and IDs of another form keep every ID.
    @Test func spectreesSchemasOfOneNameThatDifferKeepANameEach() async throws {
        let document = """
            openapi: 3.1.0
            info: { title: Pets, version: "1.0" }
            paths: {}
            components:
              schemas:
                Pet.1111111: { type: object, properties: { name: { type: string }, species: { $ref: '#/components/schemas/Pet.1111111.Species' } } }
                Pet.2222222: { type: object, properties: { name: { type: string }, species: { $ref: '#/components/schemas/Pet.2222222.Species' } } }
                Pet.1111111.Species: { enum: [cat, dog], type: string }
                Pet.2222222.Species: { enum: [cow, pig], type: string }
                Query.3333333:
                  type: object
                  properties:
                    kind: { $ref: '#/components/schemas/Query.3333333.Species' }
                    mapping: { type: array, items: { $ref: '#/components/schemas/Pet.2222222' } }
                Query.3333333.Species: { enum: [cat, dog], type: string }
            """
        let differing = imported(document)
        #expect(differing.diagnostics.count == 1)
        #expect(differing.diagnostics.first?.contains("(`Query.3333333.Species` is `Pet.Species`), and the 1 copy is read") == true,
                "\(differing.diagnostics)")
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml").files, hold: [
            "  Pet:\n    properties: { name: string?, species: Pet.Species? }\n",
            "  Pet2:\n    properties: { name: string?, species: Pet2.Species? }\n",
            "  Pet.Species: { enum: [cat, dog] }\n",
            "  Pet2.Species: { enum: [cow, pig] }\n",
            "  Query:\n    properties: { kind: Pet.Species?, mapping: \"Pet2[]?\" }\n",
        ])

        let mixed = imported("""
            openapi: 3.1.0
            info: { title: Pets, version: "1.0" }
            paths:
              /pets: { get: { operationId: get__pets, responses: { '200': { description: OK } } }, post: { operationId: addPet, responses: { '201': { description: Made } } } }
            components:
              schemas:
                Pet.1111111: { type: object, properties: { name: { type: string } } }
                Owner: { type: object, properties: { name: { type: string } } }
            """)
        #expect(mixed.text.contains("  Owner:\n") && mixed.text.contains("  get__pets:") && mixed.text.contains("  addPet:"), "\(mixed.text)")
        #expect(mixed.diagnostics == [
            "openapi.yaml:7:5: warning: schemas with dotted names are imported by the shortest ending of their name that no other "
                + "schema shares (`Pet.1111111` is the model `1111111`)",
        ])
    }

    /// Copies of a model that holds itself (pydantic's recursive models, copied by spectree into
    /// each holder with references to the copy) are one as well, and a recursive model of the same
    /// name that differs stays apart, each named after its first holder.
    @Test func spectreesCopiesOfARecursiveModelAreOne() async throws {
        func node(_ holder: String, _ name: String) -> String {
            "{ type: object, properties: { name: { type: \(name) }, children: { type: array, items: { $ref: '#/components/schemas/\(holder).1111111.Node' } } } }"
        }
        let document = """
            openapi: 3.1.0
            info: { title: Trees, version: "1.0" }
            paths: {}
            components:
              schemas:
                Tree.1111111: { type: object, properties: { root: { $ref: '#/components/schemas/Tree.1111111.Node' } } }
                Tree.1111111.Node: \(node("Tree", "string"))
                Forest.1111111: { type: object, properties: { trees: { type: array, items: { $ref: '#/components/schemas/Forest.1111111.Node' } } } }
                Forest.1111111.Node: \(node("Forest", "string"))
                Graph.1111111: { type: object, properties: { start: { $ref: '#/components/schemas/Graph.1111111.Node' } } }
                Graph.1111111.Node: \(node("Graph", "integer"))
            """
        let result = OpenAPIImport.translate(bytes: Array(document.utf8), path: "openapi.yaml")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "openapi.yaml:5:3: warning: the schemas are spectree's, each named by a pydantic model and a hash of its module, with a "
                + "copy of each model another holds under the holder's name: each is named by its model (`Forest.1111111.Node` is "
                + "`Tree.Node`), and the 1 copy is read as the model it copies",
        ])
        try await expectSpecs(result.files, hold: [
            "  Tree:\n    properties: { root: Tree.Node? }\n",
            "  Forest:\n    properties: { trees: \"Tree.Node[]?\" }\n",
            "  Graph:\n    properties: { start: Graph.Node? }\n",
            "  Tree.Node:\n    properties: { name: string?, children: \"Tree.Node[]?\" }\n",
            "  Graph.Node:\n    properties: { name: int?, children: \"Graph.Node[]?\" }\n",
        ])
    }
}
