import Testing
@testable import APIGenCore

/// What an initializer takes by default beyond `nil` and the spec's `default`: a value the
/// caller could only write one way.
@Suite("Initializer defaults")
struct InitializerDefaultTests {
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

    /// A variant that declares its union's discriminator (as Java and .NET documents do through a
    /// base class) is sent with its tag whatever the property holds, so its initializer takes
    /// that tag. `HostileShapeTests` compiles and runs such initializers of every tag type.
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

    /// An enum of one value (3.1's `const`, JSON:API's `type`, Azure's `api-version`) is the
    /// default of a property or parameter of that type that is not optional.
    @Test func anEnumOfOneValueIsTheDefault() async throws {
        let files = try SpecHarness.generate(["geo.yaml": """
            models:
              Version: { type: int, enum: [2], frozen: true }
              Feature:
                properties:
                  type: { enum: [Feature] }
                  version: Version
                  tier: { enum: [free], optional: true }
                  shape: { enum: [point, line] }
            endpoints:
              listFeatures:
                method: GET
                path: /features
                params:
                  api-version: { in: query, enum: ["2024-01-01"] }
                response: "Feature[]"
            """])
        let swift = files.map(\.contents).joined()
        let initializer = "public init(\n        type: Feature.TypeValue = .feature,\n        version: Version = .value2,\n"
            + "        tier: Feature.Tier? = nil,\n        shape: Feature.Shape\n    )"
        #expect(swift.contains(initializer), "\(swift)")
        #expect(swift.contains("public init(\n        apiVersion: ListFeaturesRequest.APIVersion = ._20240101\n    )"), "\(swift)")
        #expect(try await SwiftCompiler.compile(files) == "")
    }
}
