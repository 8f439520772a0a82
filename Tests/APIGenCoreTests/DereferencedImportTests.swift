import Testing
@testable import APIGenCore

/// Documents served with every reference resolved, as Connexion serves its spec: each schema
/// component is written out again where it is used.
extension OpenAPIImportTests {
    /// The same API twice: as written, with references, and as Connexion serves it, every
    /// reference replaced by a copy of what it names (a component that refers to another holds a
    /// copy too). The copies import as the components they copy, so both give one spec.
    @Test func aDereferencedDocumentImportsAsTheOneWithReferences() {
        let owner = "{ type: object, required: [name], properties: { name: { type: string }, email: { type: string } } }"
        let problem = "{ type: object, properties: { title: { type: string }, status: { type: integer } } }"
        func document(owner ownerUse: String, pet petUse: String, problem problemUse: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths:
              /pets:
                post:
                  operationId: createPet
                  requestBody: { required: true, content: { application/json: { schema: \(petUse) } } }
                  responses:
                    '201': { description: Made, content: { application/json: { schema: \(petUse) } } }
                    '400': { description: Bad, content: { application/problem+json: { schema: \(problemUse) } } }
              /owners/{id}:
                get:
                  operationId: getOwner
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  responses:
                    '200': { description: OK, content: { application/json: { schema: \(ownerUse) } } }
                    '404': { description: Gone, content: { application/problem+json: { schema: \(problemUse) } } }
            components:
              schemas:
                Owner: \(owner)
                Pet: { type: object, required: [name], properties: { name: { type: string }, owner: { allOf: [\(ownerUse)], nullable: true } } }
                Problem: \(problem)
            """
        }
        let written = imported(document(owner: "{ $ref: '#/components/schemas/Owner' }",
                                        pet: "{ $ref: '#/components/schemas/Pet' }",
                                        problem: "{ $ref: '#/components/schemas/Problem' }"))
        // As Connexion writes a copy: the same keys, not always in the same order.
        let ownerCopy = "{ properties: { email: { type: string }, name: { type: string } }, required: [name], type: object }"
        let petCopy = "{ type: object, required: [name], properties: { name: { type: string }, owner: { allOf: [\(ownerCopy)], nullable: true } } }"
        let served = imported(document(owner: ownerCopy, pet: petCopy, problem: problem))
        #expect(written.diagnostics == [])
        #expect(served.diagnostics == [
            "openapi.yaml:19:3: warning: the document refers to none of its schema components but writes each out where it is used "
                + "(as Connexion serves a document, dereferenced): 6 copies of a component are read as references to it",
        ])
        #expect(served.text == written.text)
        #expect(written.text.contains("    body: Pet\n"))
        #expect(written.text.contains("    properties: { name: string, owner: Owner? }"))
    }

    /// Only a copy of a whole component, in a document that refers to none, is read as one: a
    /// document with one reference to a schema keeps its copies as written; a schema that differs
    /// from the component in one word stays inline; a component that is only a type
    /// (`{ type: string }`) does not name every string; an `example` is data.
    @Test func onlyExactCopiesOfModelsInADocumentWithoutSchemaReferencesAreReadAsReferences() {
        let tag = "{ type: object, properties: { label: { type: string } } }"
        func document(_ other: String, example: String = "") -> String {
            """
            openapi: 3.0.3
            info: { title: Tags, version: "1" }
            paths:
              /tags:
                get:
                  operationId: listTags
                  parameters: [{ name: q, in: query, schema: { type: string } }]
                  responses:
                    '200': { description: OK, content: { application/json: { schema: { type: array, items: \(tag) }\(example) } } }
                    '400': { description: Other, content: { application/json: { schema: \(other) } } }
            components:
              schemas:
                Tag: \(tag)
                Query: { type: string }
            """
        }
        let copies = imported(document(tag, example: ", example: { type: object, properties: { label: { type: string } } }"))
        #expect(copies.diagnostics.count == 1)
        #expect(copies.text.contains("    response: \"Tag[]\"\n"), "\(copies.text)")
        #expect(copies.text.contains("    params: { q: string? }\n"))
        #expect(copies.text.contains("    errors:\n      400: { type: Tag, description: Other }\n"), "\(copies.text)")

        let referring = imported(document("{ $ref: '#/components/schemas/Tag' }"))
        #expect(referring.diagnostics == [])
        #expect(referring.text.contains("    response:\n      items:\n        properties: { label: string? }"), "\(referring.text)")

        let different = imported(document("{ type: object, properties: { label: { type: string, maxLength: 3 } } }"))
        #expect(different.diagnostics.count == 1)
        #expect(different.text.contains("label: { type: string?, maxLength: 3 }"), "\(different.text)")
    }

    /// Quart-Schema writes a route's own pydantic model in place and refers to the models within
    /// it. In a document that refers to its components, a copy is read as one only where the
    /// component's `title` is its name, as pydantic titles every model: a copy of an untitled
    /// component, or of one titled otherwise, stays in place.
    @Test func whereReferencesAreWrittenOnlyCopiesOfComponentsTitledByTheirNamesAreReadAsReferences() {
        let pet = "{ title: Pet, type: object, required: [id], properties: { id: { type: integer, title: Id }, species: { $ref: '#/components/schemas/Species' } } }"
        let tag = "{ type: object, properties: { label: { type: string } } }"
        let owner = "{ title: An owner, type: object, properties: { name: { type: string } } }"
        let document = """
            openapi: 3.1.0
            info: { title: Quart Pets, version: "1.0" }
            paths:
              /pets/{pet_id}:
                get:
                  operationId: get_get_pet
                  parameters: [{ name: pet_id, in: path, required: true, schema: { type: integer } }]
                  responses:
                    '200': { description: The pet, content: { application/json: { schema: \(pet) } } }
              /tags:
                get:
                  operationId: get_tags
                  responses:
                    '200': { description: A tag, content: { application/json: { schema: \(tag) } } }
                    '404': { description: Its owner, content: { application/json: { schema: \(owner) } } }
            components:
              schemas:
                Pet: \(pet)
                Species: { title: Species, type: string, enum: [dog, cat] }
                Tag: \(tag)
                Owner: \(owner)
            """
        let result = imported(document)
        #expect(result.diagnostics == [
            "openapi.yaml:17:3: warning: the document writes schemas in place that are exactly components titled by their names (as "
                + "Quart-Schema writes a route's model): 1 copy of a component is read as a reference to it",
        ])
        #expect(result.text.contains("    response: { type: Pet, description: The pet }\n"), "\(result.text)")
        #expect(result.text.contains("    response:\n      description: A tag\n      properties: { label: string? }\n"), "\(result.text)")
        #expect(result.text.contains("      404:\n        description: Its owner\n        properties: { name: string? }\n"), "\(result.text)")
    }
}
