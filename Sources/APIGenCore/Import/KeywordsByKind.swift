/// JSON Schema keywords that apply to one kind of value (`maxLength` to text, `items` to
/// arrays) and let any other kind through. Written beside a list of types (Litestar's
/// `{ type: ['null', object, array], additionalProperties: {} }`) or beside `oneOf`
/// (Litestar's `{ maximum: 200, oneOf: [{ type: number }, { type: 'null' }] }`), each applies
/// to the variants of its kind, so it is moved into them: a list of types becomes a union of
/// one variant per type, and a constraint beside a union is checked on the variants it
/// constrains, where it would otherwise be lost without a word.
extension OpenAPITranslator {
    /// Keywords that constrain a value of one kind, by that kind.
    private static let constraintKinds: [String: Set<String>] = [
        "minLength": ["string"], "maxLength": ["string"], "pattern": ["string"],
        "minimum": numbers, "maximum": numbers, "exclusiveMinimum": numbers, "exclusiveMaximum": numbers, "multipleOf": numbers,
        "minItems": ["array"], "maxItems": ["array"], "uniqueItems": ["array"],
        "minProperties": ["object"], "maxProperties": ["object"],
    ]

    /// Keywords that say what an array or object holds, by that kind.
    private static let structureKinds: [String: Set<String>] = [
        "items": ["array"], "prefixItems": ["array"], "additionalItems": ["array"],
        "properties": ["object"], "required": ["object"], "additionalProperties": ["object"],
    ]

    private static let numbers: Set<String> = ["integer", "number"]

    /// Formats of numbers; any other format is one of text.
    private static let numberFormats: Set<String> = ["int32", "int64", "float", "double"]

    /// The kinds a keyword applies to, `nil` for one that applies to every value (`description`).
    private static func kinds(of entry: YAMLMappingEntry, structure: Bool) -> Set<String>? {
        if entry.key == "format" {
            return entry.value.scalar.map { numberFormats.contains($0.text) } == true ? numbers : ["string"]
        }
        return constraintKinds[entry.key] ?? (structure ? structureKinds[entry.key] : nil)
    }

    /// `type: [a, b, …]` as the members of a union, one `{ type: a, … }` per type, each with the
    /// keywords of `map` that apply to its kind; `{ type: 'null' }` among them when `nullable`.
    /// `nil` when `map` says more than a union of those variants can: an enum or a union of its own.
    func variantsOfTypes(_ types: [String], nullable: Bool, _ map: OpenAPIMapping) -> YAMLNode? {
        guard !["enum", "const", "oneOf", "anyOf", "allOf", "$ref"].contains(where: { map[$0] != nil }) else { return nil }
        let place = map.location(of: "type")
        var variants = types.map { type in
            let typed = map.entries.filter { entry in Self.kinds(of: entry, structure: true)?.contains(type) == true }
            return YAMLNode(.mapping([Self.typeEntry(type, at: place)] + typed), at: place)
        }
        if nullable { variants.append(YAMLNode(.mapping([Self.typeEntry("null", at: place)]), at: place)) }
        return YAMLNode(.sequence(variants), at: place)
    }

    /// The members of the union `map`, each with the constraints beside `oneOf` (or `anyOf`) that
    /// apply to its kind. A member that says the same constraint keeps its own; a warning names
    /// a constraint that differs from the member's, and one beside a member whose kind is unknown.
    /// An enum takes none: its values say what it takes (drf-spectacular writes a 64-bit
    /// integer's bounds beside `oneOf: [SizeEnum, NullEnum]`), and with them it would be a copy
    /// of the enum in place rather than the named one.
    mutating func withSiblingConstraints(_ members: [YAMLNode], of map: OpenAPIMapping) -> [YAMLNode] {
        // `minProperties` and `maxProperties` would make each object variant a model of its own,
        // which a discriminator's tags no longer name; the spec counts only a map's entries anyway.
        let siblings = map.entries.filter { entry in Self.kinds(of: entry, structure: false).map { $0 != ["object"] } ?? false }
        guard !siblings.isEmpty else { return members }
        return members.map { member in
            let target = document.quietlyResolved(member)?.mapping ?? []
            guard !admitsOnlyNull(member), let entries = member.mapping, !target.contains(where: { $0.key == "enum" || $0.key == "const" })
            else { return member }
            guard let kinds = Self.valueKinds(target) else {
                warnLeftOut(siblings, "which does not say what kind of value it is", at: member.location)
                return member
            }
            let applying = siblings.filter { Self.kinds(of: $0, structure: false)?.isDisjoint(with: kinds) == false }
            // Moved into a union or an `allOf` of its own, they would make an `allOf` that holds a
            // union, which the spec can say of objects only.
            if !applying.isEmpty, target.contains(where: { ["oneOf", "anyOf", "allOf"].contains($0.key) }) {
                warnLeftOut(applying, "which is a union or an `allOf` of its own", at: member.location)
                return member
            }
            var added: [YAMLMappingEntry] = []
            for sibling in applying {
                guard let own = entries.first(where: { $0.key == sibling.key }) else { added.append(sibling); continue }
                if !Self.sameContent(own.value, sibling.value) {
                    document.diagnostics.warning(
                        "`\(sibling.key)` beside this union is not imported for this variant, which says its own",
                        at: sibling.keyLocation)
                }
            }
            return added.isEmpty ? member : YAMLNode(.mapping(entries + added), at: member.location)
        }
    }

    /// Warns that the constraints `left` beside a union are not imported for a variant, and `why`.
    private mutating func warnLeftOut(_ left: [YAMLMappingEntry], _ why: String, at location: SourceLocation) {
        document.diagnostics.warning(
            "\(Self.keyList(left)) beside this union \(left.count == 1 ? "is" : "are") not imported for this variant, \(why)", at: location)
    }

    /// The kinds of value a schema (its `entries`, a reference's target's) admits, as its `type`
    /// says, or the keys of an object (`properties`, `allOf`) or an array (`items`) without one;
    /// `nil` when nothing says.
    private static func valueKinds(_ entries: [YAMLMappingEntry]) -> Set<String>? {
        if let type = entries.first(where: { $0.key == "type" })?.value {
            return Set(type.sequence.map { $0.compactMap(\.scalar?.text) } ?? type.scalar.map { [$0.text] } ?? [])
        }
        let keys = Set(entries.map(\.key))
        if !keys.isDisjoint(with: ["properties", "additionalProperties", "allOf"]) { return ["object"] }
        if !keys.isDisjoint(with: ["items", "prefixItems"]) { return ["array"] }
        return nil
    }

    private static func typeEntry(_ type: String, at place: SourceLocation) -> YAMLMappingEntry {
        YAMLMappingEntry(key: "type", keyLocation: place, value: YAMLNode(.scalar(YAMLScalar(type)), at: place))
    }

    private static func keyList(_ entries: [YAMLMappingEntry]) -> String {
        entries.map { "`\($0.key)`" }.joined(separator: ", ")
    }
}
