import Testing
@testable import APIGenCore

/// What drf-spectacular writes for Django REST framework's fields, read as the values they take.
extension OpenAPIImportTests {
    /// A choice that may be blank or `null` is `oneOf` its enum and `BlankEnum` (`enum: ['']`) or
    /// `NullEnum` (`enum: [null]`), and an email that may be blank is `oneOf` an email and an
    /// empty text; the labels of integer choices are listed in the description. A reference to
    /// a schema that admits `null` alone is a `null` variant (and a component that is such a
    /// union may be `null` wherever it is referred to), and text variants are one text: as
    /// unions, each variant would be a model, and the first would take every text. The labels
    /// name the cases, which would otherwise be `value1` and `value2`.
    @Test func drfSpectacularsBlankAndNullChoicesAreTheValuesTheyTake() async throws {
        let text = document(schemas: """
            BlankEnum: { enum: [''] }
            NullEnum: { enum: [null] }
            TemperEnum: { type: string, enum: [calm, wild], description: "* `calm` - Calm\\n* `wild` - Wild" }
            SizeEnum: { type: integer, enum: [1, 2], description: "* `1` - Small\\n* `2` - Large" }
            Rating: { type: integer, enum: [1, 2], description: "* `1` - Low\\n* `3` - High" }
            Pet:
              type: object
              properties:
                temper: { oneOf: [{ $ref: '#/components/schemas/TemperEnum' }, { $ref: '#/components/schemas/BlankEnum' }] }
                size:
                  nullable: true
                  oneOf: [{ $ref: '#/components/schemas/SizeEnum' }, { $ref: '#/components/schemas/NullEnum' }]
                mood:
                  oneOf: [{ $ref: '#/components/schemas/TemperEnum' }, { $ref: '#/components/schemas/BlankEnum' }, { enum: [null] }]
                email:
                  oneOf: [{ type: string, format: email, maxLength: 254 }, { type: string, maxLength: 0 }]
                code:
                  anyOf: [{ type: string, minLength: 2, maxLength: 3, pattern: '^[A-Z]+$' }, { type: string, minLength: 5, pattern: '^[A-Z]+$' }]
                when: { oneOf: [{ type: string, format: date }, { type: string, format: date-time }] }
                kind: { oneOf: [{ $ref: '#/components/schemas/TemperEnum' }, { type: string, format: email }] }
            MaybeSize: { oneOf: [{ $ref: '#/components/schemas/SizeEnum' }, { $ref: '#/components/schemas/NullEnum' }] }
            Owner: { type: object, required: [size], properties: { size: { $ref: '#/components/schemas/MaybeSize' } } }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:7:15: warning: model `NullEnum` may be `null`, which a model cannot say in the spec; what refers to it may be "
                + "`null` instead",
            "openapi.yaml:21:18: warning: this union of text variants is imported as one text that takes each, without `format: email`, "
                + "which not every variant has",
            "openapi.yaml:25:70: warning: this inline union variant is imported as the model `PetKindVariant2`, named from where it stands",
            "openapi.yaml:26:16: warning: model `MaybeSize` may be `null`, which a model cannot say in the spec; what refers to it may be "
                + "`null` instead",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "enum: [1, 2]\n    caseNames: [Small, Large]",
            "Rating: { description: \"* `1` - Low\\n* `3` - High\", type: int, enum: [1, 2] }",
            "enum: [calm, wild, \"\"]\n        optional: true\n      size: SizeEnum?\n      mood:",
            "enum: [calm, wild, \"\"]\n        optional: true\n      email:",
            "email: { type: string?, maxLength: 254 }",
            "code: { type: string?, minLength: 2, pattern: \"^[A-Z]+$\" }",
            "when: { oneOf: [date, date-time], optional: true }",
            "kind: { oneOf: [TemperEnum, PetKindVariant2], optional: true }",
            "size: { type: MaybeSize?, nullable: true }",
        ])
    }

    /// drf-spectacular writes a decimal sent as text with a pattern of its digits
    /// (`max_digits=5, decimal_places=2` is `^-?\d{0,3}(?:\.\d{0,2})?$`): the client checks the
    /// value by what the pattern allows (less than 1000 either side of zero, in steps of 0.01).
    /// Another pattern on a decimal says nothing apigen checks, and is reported.
    @Test func aDecimalAsTextIsCheckedByTheDigitsItsPatternAllows() async throws {
        let text = document(schemas: #"""
            Price:
              type: object
              properties:
                amount: { type: string, format: decimal, pattern: '^-?\d{0,3}(?:\.\d{0,2})?$' }
                rate: { type: string, format: decimal, pattern: '^-?0?(?:\.\d{0,4})?$' }
                whole: { type: string, format: decimal, minimum: 0, pattern: '^-?\d{0,5}(?:\.\d{0,0})?$' }
                other: { type: string, format: decimal, pattern: '^\d+\.\d\d$' }
            """#)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:12:58: warning: this pattern is not imported: a decimal is checked by its value, and this pattern says no "
                + "bounds or step apigen reads",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "minimum: -1000\n        exclusiveMinimum: true\n        maximum: 1000\n        exclusiveMaximum: true\n        multipleOf: 0.01",
            "minimum: -1\n        exclusiveMinimum: true\n        maximum: 1\n        exclusiveMaximum: true\n        multipleOf: 0.0001",
            "minimum: 0\n        maximum: 100000\n        exclusiveMaximum: true\n        multipleOf: 1",
            "other: { type: decimal?, wire: string }",
        ])
    }
}

extension OpenAPIImportTests {
    /// A property that may be left out or `null` in what a PATCH sends (drf-spectacular's
    /// `PatchedPetRequest`, GitHub's issue update, where `milestone: null` takes the milestone
    /// away) is `nullable: explicit`, so the PATCH can clear it. What responses hold too, what
    /// other requests send (a POST's `PetRequest`: `T?` keeps it simple), and a multipart body,
    /// which has no `null`, keep `T?`, and so do one whose `default: null` says that leaving it
    /// out is `null` and a `readOnly` one, which requests do not send.
    @Test func whatAPatchSendsKeepsNullApartFromLeftOut() async throws {
        let text = """
            openapi: 3.0.3
            info: { title: Test, version: "1" }
            paths:
              /pets/{id}:
                patch:
                  operationId: patchPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  requestBody:
                    content:
                      application/json: { schema: { $ref: '#/components/schemas/PatchedPetRequest' } }
                  responses:
                    "200": { description: The pet., content: { application/json: { schema: { $ref: '#/components/schemas/Pet' } } } }
                put:
                  operationId: putPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  requestBody:
                    content:
                      application/json: { schema: { $ref: '#/components/schemas/Pet' } }
                  responses:
                    "204": { description: Done. }
              /pets:
                post:
                  operationId: createPet
                  requestBody:
                    content:
                      application/json: { schema: { $ref: '#/components/schemas/PetRequest' } }
                  responses:
                    "204": { description: Done. }
              /pets/{id}/photo:
                patch:
                  operationId: upload
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties: { caption: { type: string, nullable: true }, photo: { type: string, format: binary } }
                  responses:
                    "204": { description: Done. }
            components:
              schemas:
                PatchedPetRequest:
                  type: object
                  properties:
                    owner: { type: integer, nullable: true }
                    born_on: { type: string, format: date, nullable: true }
                    name: { type: string }
                    size: { type: integer, nullable: true, default: 1 }
                    note: { type: string, nullable: true, default: null }
                    owner_name: { type: string, nullable: true, readOnly: true }
                Pet:
                  type: object
                  properties:
                    owner: { type: integer, nullable: true }
                PetRequest:
                  type: object
                  properties:
                    born_on: { type: string, format: date, nullable: true }
            """
        #expect(imported(text).diagnostics == [])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "PatchedPetRequest:\n    properties:\n      owner: { type: int?, nullable: explicit }\n      born_on: { type: date?, nullable: explicit }\n"
                + "      name: string?\n      size: { type: int, default: 1 }\n      note: string?\n      owner_name: { type: string?, readOnly: true }",
            "Pet:\n    properties: { owner: int? }",
            "PetRequest:\n    properties: { born_on: date? }",
            "caption: string?",
        ])
    }

    /// drf-yasg gives a partial update (`PATCH`, the viewset's `partial_update`) the serializer's
    /// schema, required fields and all, where Django REST framework takes any of them. Such a
    /// body is read as drf-spectacular writes it: `PatchedPet`, a copy of `Pet` with nothing
    /// required (its `null` kept apart from left out, as a PATCH's is); the PUT keeps `Pet`.
    /// Their enums, a list field's items' too, are components both refer to, named as
    /// drf-spectacular names them: one for a field's name and values (`Owner`'s `species` is
    /// `Pet`'s), numbered where a schema has the name (`SizeEnum2`).
    @Test func aPartialUpdateTakesAnyField() async throws {
        let text = """
            swagger: "2.0"
            info: { title: Pets, version: v1 }
            host: 127.0.0.1:8000
            schemes: [http]
            basePath: /api
            consumes: [application/json]
            produces: [application/json]
            paths:
              /pets/{id}/:
                parameters: [{ name: id, in: path, required: true, type: integer }]
                put:
                  operationId: pets_update
                  parameters: [{ name: data, in: body, required: true, schema: { $ref: '#/definitions/Pet' } }]
                  responses: { "200": { description: '', schema: { $ref: '#/definitions/Pet' } } }
                patch:
                  operationId: pets_partial_update
                  parameters: [{ name: data, in: body, required: true, schema: { $ref: '#/definitions/Pet' } }]
                  responses: { "200": { description: '', schema: { $ref: '#/definitions/Pet' } } }
              /owners/{id}/:
                patch:
                  operationId: owners_partial_update
                  parameters:
                    - { name: id, in: path, required: true, type: integer }
                    - { name: data, in: body, required: true, schema: { $ref: '#/definitions/Owner' } }
                  responses: { "200": { description: '', schema: { $ref: '#/definitions/Owner' } } }
            definitions:
              Pet:
                required: [name, species]
                type: object
                properties:
                  id: { title: ID, type: integer, readOnly: true }
                  name: { type: string, maxLength: 20, minLength: 1 }
                  species: { title: Species, type: string, enum: [dog, cat] }
                  moods: { type: array, items: { type: string, enum: [calm, wild] } }
                  born_on: { type: string, format: date, x-nullable: true }
              Owner:
                required: [name]
                type: object
                properties:
                  name: { type: string }
                  species: { type: string, enum: [dog, cat], x-nullable: true }
                  size: { type: integer, enum: [1, 2] }
              SizeEnum: { type: string, enum: [S, M] }
            """
        #expect(imported(text).diagnostics == [
            "openapi.yaml:16:20: warning: `pets_partial_update` is Django REST framework's partial update, which takes any of `Pet`'s "
                + "fields: its body is `PatchedPet`, `Pet` with none required, as drf-spectacular writes it; both refer to its enums as "
                + "drf-spectacular names them (`SpeciesEnum`, `MoodsEnum`)",
            "openapi.yaml:21:20: warning: `owners_partial_update` is Django REST framework's partial update, which takes any of "
                + "`Owner`'s fields: its body is `PatchedOwner`, `Owner` with none required, as drf-spectacular writes it; both refer to "
                + "its enums as drf-spectacular names them (`SpeciesEnum`, `SizeEnum2`)",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Pet:\n    properties:\n      id: { type: int?, readOnly: true }\n      name: { type: string, minLength: 1, maxLength: 20 }\n"
                + "      species: SpeciesEnum\n      moods: \"MoodsEnum[]?\"\n      born_on: date?\n  PatchedPet:\n    properties:\n"
                + "      id: { type: int?, readOnly: true }\n      name: { type: string?, minLength: 1, maxLength: 20 }\n"
                + "      species: SpeciesEnum?\n      moods: \"MoodsEnum[]?\"\n      born_on: { type: date?, nullable: explicit }",
            "Owner:\n    properties: { name: string, species: SpeciesEnum?, size: SizeEnum2? }\n  PatchedOwner:\n    properties:\n"
                + "      name: string?\n      species: { type: SpeciesEnum?, nullable: explicit }\n      size: SizeEnum2?",
            "SpeciesEnum: { enum: [dog, cat] }",
            "MoodsEnum: { enum: [calm, wild] }",
            "SizeEnum2: { type: int, enum: [1, 2] }",
            "SizeEnum: { enum: [S, M] }",
            "pets_update:\n    method: PUT\n    path: \"/pets/{id}/\"\n    params: { id: int }\n    body: Pet\n",
            "pets_partial_update:\n    method: PATCH\n    path: \"/pets/{id}/\"\n    params: { id: int }\n    body: PatchedPet\n",
        ])
    }

    /// drf-spectacular's own `PatchedPet` requires nothing, and stays as it is; a schema that
    /// takes the copy's name already (here another `PatchedPet`) leaves it the next number.
    @Test func aPartialUpdatesCopyIsMadeOnlyWhereFieldsAreRequired() async throws {
        func document(_ body: String) -> String {
            """
            openapi: 3.0.3
            info: { title: Pets, version: v1 }
            paths:
              /pets/{id}/:
                parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                patch:
                  operationId: pets_partial_update
                  requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/\(body)' } } } }
                  responses: { "204": { description: Done } }
            components:
              schemas:
                Pet: { type: object, required: [name], properties: { name: { type: string } } }
                PatchedPet: { type: object, properties: { name: { type: string } } }
            """
        }
        let spectacular = imported(document("PatchedPet"))
        #expect(spectacular.diagnostics.isEmpty && !spectacular.text.contains("PatchedPet2"), "\(spectacular)")
        let numbered = imported(document("Pet"))
        #expect(numbered.diagnostics == [
            "openapi.yaml:7:20: warning: `pets_partial_update` is Django REST framework's partial update, which takes any of `Pet`'s "
                + "fields: its body is `PatchedPet2`, `Pet` with none required, as drf-spectacular writes it",
        ])
        #expect(numbered.text.contains("  PatchedPet2:\n    properties: { name: string? }"), "\(numbered.text)")
        #expect(numbered.text.contains("body: PatchedPet2"), "\(numbered.text)")
    }
}
