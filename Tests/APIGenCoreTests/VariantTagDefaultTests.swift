import Testing
@testable import APIGenCore

/// A variant that declares its union's discriminator (as Java and .NET documents do through a
/// base class) is sent with its tag whatever the property holds, so its initializer takes that
/// tag by default. `HostileShapeTests` compiles and runs such initializers of every tag type.
@Suite("Tags as initializer defaults")
struct VariantTagDefaultTests {
    static let spec = """
        models:
          Shape: { oneOf: [Circle, Square, Blob, Spot], discriminator: kind, mapping: { round: Circle } }
          Mark: { oneOf: [Circle, Tick], discriminator: kind }
          Circle: { properties: { kind: string, radius: double } }
          Square: { properties: { kind: string, side: double } }
          Blob: { properties: { kind: { enum: [blob, splat] } } }
          Spot: { properties: { kind: string? } }
          Tick: { properties: { kind: string } }
        """

    @Test func theTagIsTheDefaultWhereEveryUnionSendsTheVariantWithOne() async throws {
        let files = try SpecHarness.generate(["shapes.yaml": Self.spec])
        let swift = files.map(\.contents).joined()
        #expect(swift.contains("public init(\n        kind: String = \"Square\",\n        side: Double\n    )"), "\(swift)")
        #expect(swift.contains("public init(\n        kind: String = \"Tick\"\n    )"), "\(swift)")
        // `Shape` sends a circle as `round` and `Mark` as `Circle`: neither is the default.
        #expect(swift.contains("public init(\n        kind: String,\n        radius: Double\n    )"), "\(swift)")
        // An open enum without the tag among its cases takes no default; an optional keeps `nil`.
        #expect(swift.contains("public init(\n        kind: Blob.Kind\n    )"), "\(swift)")
        #expect(swift.contains("public init(\n        kind: String? = nil\n    )"), "\(swift)")
        #expect(try await SwiftCompiler.compile(files) == "")
    }
}
