@testable import APIGenCore

/// JSON texts shaped as the resolved API says (keys, optional and defaulted properties, numbers
/// sent as strings, enum values known and unknown, union variants and their tags, collected
/// unknown keys), written independently of the generated code, so that a round trip through that
/// code can be checked: what the API describes must decode, and what decodes must encode to JSON
/// that decodes to the same value.
struct SampleJSON {
    private var random: SplitMix
    private let table: TypeTable

    init(api: APIModel, seed: UInt64) {
        random = SplitMix(state: seed)
        table = TypeTable(api)
    }

    /// A JSON text for a value of `type`, or `nil` when none was found within the depth budget
    /// (a recursive type whose every choice goes deeper).
    mutating func sample(_ type: TypeRef, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        switch type {
        case .optional(let wrapped):
            if depth > 6 || chance(0.3) { return "null" }
            return sample(wrapped, depth: depth + 1) ?? "null"
        case .array(let element):
            let count = depth > 6 ? 0 : int(0...3)
            return "[" + (0..<count).compactMap { _ in sample(element, depth: depth + 1) }.joined(separator: ",") + "]"
        case .map(let value):
            let count = depth > 6 ? 0 : int(0...2)
            var entries: [String] = []
            for index in 0..<count {
                if let text = sample(value, depth: depth + 1) { entries.append(Self.string("k\(index)\(one(Self.strings))") + ":" + text) }
            }
            return "{" + entries.joined(separator: ",") + "}"
        case .primitive(let primitive):
            return self.primitive(primitive)
        case .named(let name):
            guard let model = table.model(name) else { return nil }
            switch model.kind {
            case .alias(let field): return sample(field.type, depth: depth + 1)
            case .enumeration(let enumeration): return enumValue(enumeration)
            case .object(let object): return self.object(object, depth: depth, tag: nil)
            case .union(let union): return self.union(union, depth: depth)
            }
        }
    }

    private mutating func object(_ object: ObjectModel, depth: Int, tag: (key: String, value: String)?) -> String? {
        var entries: [(key: String, value: String)] = []
        for property in object.properties {
            if !property.isRequired, depth > 6 || chance(0.4) { continue }
            let value = property.field.wireString ? numberAsText(property.field.type) : sample(property.field.type, depth: depth + 1)
            guard let value else {
                if property.isRequired { return nil }
                continue
            }
            entries.append((property.jsonKey, value))
        }
        let known = Set(object.properties.map(\.jsonKey))
        switch object.additionalProperties {
        case .collected(let field):
            for index in 0..<int(0...2) {
                let key = "extra \(index)"
                if !known.contains(key), let value = sample(field.type, depth: depth + 1) { entries.append((key, value)) }
            }
        case .ignored:
            if chance(0.2), !known.contains("zz_unknown") { entries.append(("zz_unknown", "[1,{\"a\":null}]")) }
        case .forbidden:
            break
        }
        if let tag {
            entries.removeAll { $0.key == tag.key }
            entries.append((tag.key, Self.string(tag.value)))
        }
        return "{" + entries.map { Self.string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    private mutating func union(_ union: UnionModel, depth: Int) -> String? {
        var variants = union.variants
        variants.shuffle(using: &random)
        for variant in variants {
            if let key = union.discriminator {
                guard case .named(let name) = variant.type, case .object(let object)? = table.model(name)?.kind,
                      let tag = variant.tag else { continue }
                if let text = self.object(object, depth: depth + 1, tag: (key, tag)) { return text }
            } else if let text = sample(variant.type, depth: depth + 1) {
                return text
            }
        }
        return nil
    }

    private mutating func enumValue(_ enumeration: EnumModel) -> String {
        let integer = enumeration.rawType == .int
        if !enumeration.frozen, enumeration.cases.isEmpty || chance(0.2) {
            return integer ? "99991" : Self.string("zz-new-value")
        }
        let raw = one(enumeration.cases).raw
        return integer ? raw : Self.string(raw)
    }

    private mutating func numberAsText(_ type: TypeRef) -> String? {
        if case .optional(let wrapped) = type {
            return chance(0.3) ? "null" : numberAsText(wrapped)
        }
        guard case .primitive(let primitive) = type, let number = self.primitive(primitive) else { return nil }
        return Self.string(number)
    }

    private mutating func primitive(_ primitive: Primitive) -> String? {
        switch primitive {
        case .string: return Self.string(one(Self.strings))
        case .int, .int64: return one(["0", "-1", "42", "9007199254740993", "-9223372036854775808"])
        case .int32: return one(["0", "-1", "2147483647", "-2147483648"])
        case .double: return one(["0", "1.5", "-0.25", "1e3", "0.1", "1.7976931348623157e308"])
        case .float: return one(["0", "0.5", "-2.25", "0.1", "3.4028235e38"])
        case .decimal: return one(["0", "12.30", "-0.001", "9007199254740993.5", "0.1"])
        case .bool: return one(["true", "false"])
        case .dateTime:
            return Self.string(one(["2024-02-29T12:30:00Z", "2024-02-29T12:30:00.123+05:30", "1970-01-01T00:00:00Z",
                                    "2024-02-29T23:59:59.999999999-08:00", "0001-01-01T00:00:00Z"]))
        case .date: return Self.string(one(["2024-02-29", "1970-01-01", "9999-12-31"]))
        case .uuid: return Self.string(one(["0F6B2E1C-3A5D-4F7E-9B8A-1C2D3E4F5A6B", "0f6b2e1c-3a5d-4f7e-9b8a-1c2d3e4f5a6b"]))
        case .url: return Self.string(one(["https://example.com/a?b=c#d", "relative/path", "mailto:a@example.com"]))
        case .data: return Self.string(one(["", "aGVsbG8=", "AP8="]))
        case .any: return one(["null", "1", "-0.5", "\"s\"", "[1,\"a\",null]", "{\"k\":true,\"n\":{}}"])
        case .file: return nil
        }
    }

    static let strings = ["", "a", "héllo", "\"quoted\"", "line\nbreak", "🐶", "\\", "</script>", "\u{0}", "e\u{301}"]

    /// A JSON string holding exactly `text`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func one<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
