/// A schema as a spec writes it: a type expression (`Pet`, `string[]`), the keys of an
/// inline type or constraints, or both.
struct ImportedSchema {
    /// The type expression, when the schema has one (an inline object or enum has none).
    var type: String?
    /// Every other key, in the order a person would write them.
    var keys: [(key: String, value: SpecValue)] = []
    /// Whether `null` is a value (OpenAPI 3.0's `nullable`, 3.1's `type: [T, "null"]`).
    var nullable = false

    init(type: String? = nil, keys: [(key: String, value: SpecValue)] = [], nullable: Bool = false) {
        self.type = type
        self.keys = keys
        self.nullable = nullable
    }

    /// Whether the schema is a type expression and nothing more.
    var isTypeOnly: Bool { type != nil && keys.isEmpty }

    /// Whether it has a key (an inline definition or a constraint).
    func has(_ key: String) -> Bool { keys.contains { $0.key == key } }

    mutating func append(_ key: String, _ value: SpecValue) {
        keys.append((key, value))
    }

    /// Sets the description, first among the keys, in place of any it had.
    mutating func describe(_ text: String) {
        keys.removeAll { $0.key == "description" }
        keys.insert(("description", .text(text)), at: 0)
    }

    /// The value to write at a place; `optional` adds `?` to the type, or `optional: true`.
    func value(optional: Bool = false) -> SpecValue {
        let typeText = type.map { optional ? $0 + "?" : $0 }
        if keys.isEmpty, let typeText { return .text(typeText) }
        var entries: [(key: String, value: SpecValue)] = []
        if let typeText { entries.append(("type", .text(typeText))) }
        entries += keys
        if optional && type == nil { entries.append(("optional", .literal("true"))) }
        return .map(entries)
    }

    /// The keys that are not allowed at `place`, dropped: each is named in a warning by the caller.
    mutating func keep(only allowed: [String]) -> [String] {
        let dropped = keys.map(\.key).filter { !allowed.contains($0) }
        keys.removeAll { !allowed.contains($0.key) }
        return dropped
    }
}
