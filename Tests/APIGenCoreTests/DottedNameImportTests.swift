import Testing
@testable import APIGenCore

extension OpenAPIImportTests {
    /// Dotted schema names (Kubernetes', Java's and .NET's full names) are imported by the
    /// shortest ending no other schema shares, with one warning; references follow.
    @Test func dottedSchemaNamesGoByTheirShortestUniqueEnding() async throws {
        let text = document(schemas: """
            io.k8s.api.core.v1.Pod:
              type: object
              properties:
                events: { type: array, items: { $ref: '#/components/schemas/io.k8s.api.core.v1.Event' } }
                job: { $ref: '#/components/schemas/io.k8s.api.batch.v1beta1.CronJob' }
            io.k8s.api.core.v1.Event: { type: object, properties: { reason: { type: string } } }
            io.k8s.api.events.v1.Event: { type: object, properties: { note: { type: string } } }
            io.k8s.api.batch.v1.CronJob: { type: object, properties: { schedule: { type: string } } }
            io.k8s.api.batch.v1beta1.CronJob: { type: object, properties: { schedule: { type: string } } }
            Item: { type: object, properties: { id: { type: string } } }
            stats.Item: { type: object, properties: { count: { type: integer } } }
            """)
        #expect(imported(text).diagnostics == [
            "openapi.yaml:6:5: warning: schemas with dotted names are imported by the shortest ending of their name that no other "
                + "schema shares (`io.k8s.api.core.v1.Pod` is the model `Pod`)",
        ])
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Pod:\n    properties: { events: \"core.v1.Event[]?\", job: v1beta1.CronJob? }",
            "core.v1.Event:", "events.v1.Event:", "v1.CronJob:", "v1beta1.CronJob:",
            // An ending another schema has as its whole name is no name of its own.
            "Item:", "stats.Item:",
        ])
    }

    /// OpenAPI tags a variant its `mapping` leaves out by the schema's name; where the model
    /// goes by another name (a dotted name's ending, a name Swift cannot spell), the mapping
    /// says so, so the tags on the wire stay the document's.
    @Test func aRenamedVariantKeepsItsSchemaNameAsItsTag() async throws {
        let text = document(schemas: """
            com.zoo.Pet:
              oneOf: [{ $ref: '#/components/schemas/com.zoo.Cat' }, { $ref: '#/components/schemas/Dog House' }]
              discriminator: { propertyName: kind }
            com.zoo.Cat: { type: object, required: [kind], properties: { kind: { type: string } } }
            Dog House: { type: object, required: [kind], properties: { kind: { type: string } } }
            """)
        try await expectSpecs(OpenAPIImport.translate(bytes: Array(text.utf8), path: "openapi.yaml").files, hold: [
            "Pet:\n    oneOf: [Cat, DogHouse]\n    discriminator: kind\n    mapping: { com.zoo.Cat: Cat, Dog House: DogHouse }",
        ])
    }
}
