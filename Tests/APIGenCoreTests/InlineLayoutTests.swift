import Testing
@testable import APIGenCore

/// Which struct properties are kept in an `Indirect` box: those that close a cycle, and
/// those whose type would store more than `InlineLayout.inlineValueLimit` values inline.
@Suite("Inline layout")
struct InlineLayoutTests {
    /// The boxed property names of every object model, by Swift name; models without any omitted.
    static func boxed(_ yaml: String) throws -> [String: Set<String>] {
        let api = try #require(SpecHarness.model(yaml), "the spec has errors: \(SpecHarness.diagnostics(yaml))")
        let table = TypeTable(api)
        var result: [String: Set<String>] = [:]
        for model in api.files.flatMap(\.models) {
            let names = table.boxedProperties(model)
            if !names.isEmpty { result[model.swiftName] = names }
        }
        return result
    }

    /// `count` models of seven values each, every one but the first holding the previous one.
    static func chain(_ count: Int) -> String {
        var yaml = "models:\n"
        for index in 0..<count {
            yaml += "  M\(index):\n    properties:\n"
            yaml += (1...7).map { "      f\($0): string\n" }.joined()
            if index > 0 { yaml += "      previous: M\(index - 1)\n" }
        }
        return yaml
    }

    @Test func aLongChainIsCutWhereTheHeldModelPassesTheLimit() throws {
        // M0 stores 7 values, M1 14, M2 21, M3 28, M4 35: M5 boxes M4 and stores 8, and so on.
        #expect(try Self.boxed(Self.chain(16)) == ["M5": ["previous"], "M10": ["previous"], "M15": ["previous"]])
    }

    @Test func smallModelsStayInline() throws {
        let yaml = """
            models:
              Address: { properties: { street: string, city: string, zip: string } }
              Owner: { properties: { name: string, home: Address, work: Address? } }
              Pet: { properties: { name: string, owner: Owner, tags: "string[]" } }
            """
        #expect(try Self.boxed(yaml) == [:])
    }

    @Test func arraysMapsAndEnumsCountAsOneValue() throws {
        // Wide stores 33 values: holding it inline would pass the limit, holding a list of it does not.
        let yaml = "models:\n  Wide:\n    properties:\n" + (1...33).map { "      f\($0): string\n" }.joined() + """
              Kind: { enum: [a, b] }
              Holder:
                properties:
                  one: Wide?
                  many: "Wide[]"
                  byName: "map<Wide>"
                  kind: Kind
            """
        #expect(try Self.boxed(yaml) == ["Holder": ["one"]])
    }

    @Test func sharedModelsAreCountedOnceAndAddUp() throws {
        // Each level holds the previous one twice: counting paths instead of types would take 2^40 steps.
        var yaml = "models:\n  L0: { properties: { value: int } }\n"
        for level in 1...40 {
            yaml += "  L\(level): { properties: { left: L\(level - 1), right: L\(level - 1) } }\n"
        }
        // L5 stores 32 values; L6 holds two of them inline (64); L7 boxes both L6s and stores 2,
        // so the doubling starts over: L13, L19, ... box theirs too.
        let expected = Dictionary(uniqueKeysWithValues: stride(from: 7, through: 40, by: 6).map { ("L\($0)", Set(["left", "right"])) })
        #expect(try Self.boxed(yaml) == expected)
    }

    @Test func aCycleIsBoxedWhateverItsSize() throws {
        let yaml = """
            models:
              Node: { properties: { value: int, next: Node? } }
              A: { properties: { b: B? } }
              B: { properties: { a: A? } }
            """
        #expect(try Self.boxed(yaml) == ["Node": ["next"], "A": ["b"], "B": ["a"]])
    }

    /// Each model refers to another, 5,000 deep, as a held struct, an optional, a named scalar,
    /// an array or a union, and a model holds the top of the chain. Written in both orders: a
    /// model may refer to one written before it or after it, and the second order makes
    /// resolution follow the whole chain at once. Walking such chains recursively on the
    /// caller's stack overflowed it. (Each case computes for seconds, so it runs off the pool.)
    @Test(arguments: ["M{0}", "M{0}?", "alias", "\"M{0}[]\"", "union"], [false, true])
    func deepChainsGenerateWithoutOverflowingTheStack(_ link: String, referToLater: Bool) async throws {
        let depth = 5_000
        let base = referToLater ? depth - 1 : 0
        var yaml = "models:\n  M\(base): { properties: { v: int } }\n"
        for index in 0..<depth where index != base {
            let next = "M\(referToLater ? index + 1 : index - 1)"
            switch link {
            case "alias": yaml += "  M\(index): \(next)\n"
            case "union": yaml += "  M\(index): { oneOf: [\(next), string] }\n"
            default: yaml += "  M\(index): { properties: { p: \(link.replacingOccurrences(of: "M{0}", with: next)) } }\n"
            }
        }
        yaml += "  Holder: { properties: { top: M\(referToLater ? 0 : depth - 1) } }\n"
        let spec = yaml
        let files = try await offThePool { try SpecHarness.generate(["deep.yaml": spec]) }
        let contents = files.first { $0.name == "deep.swift" }?.contents ?? ""
        #expect(contents.contains("M\(depth - 1)") && contents.contains("struct Holder"))
    }
}
