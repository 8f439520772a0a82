/// Collections that hold themselves: an object without properties whose `additionalProperties`
/// refer to it (`Tree`, a JSON tree of any depth), an array of itself (`Item`, `[[[]]]`), or a
/// cycle of such maps and arrays. The import writes each as a named scalar (`Tree: map<Tree>`),
/// a Swift `typealias`, which cannot refer to itself. So each map on such a cycle becomes an
/// object that keeps every key in its `additionalProperties` (`{ properties: {}, additionalProperties:
/// Tree }`); a cycle of arrays alone, the first array on it a union of that one variant
/// (`{ oneOf: ["Item[]"] }`). Either reads and writes the same JSON.
extension OpenAPITranslator {
    mutating func modelsForRecursiveCollections(_ parts: inout Parts) {
        var expressions: [String: TypeExpression] = [:]
        for model in parts.models {
            if let text = Self.typeText(of: model.value), case .success(let expression) = TypeExpression.parse(text) {
                expressions[model.name] = expression
            }
        }
        let cycles = SuccessorCycles.find(in: parts.models.map(\.name)) { name in expressions[name].flatMap(Self.heldName) }
        let indices = Dictionary(parts.models.indices.map { (parts.models[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for cycle in cycles {
            let maps = cycle.filter { if case .map = expressions[$0] { true } else { false } }
            if !maps.isEmpty {
                for name in maps {
                    guard let index = indices[name], case .map(let values)? = expressions[name],
                          let object = object(ofMap: parts.models[index], values: values) else { continue }
                    parts.models[index].value = object
                }
            } else if let name = Self.arrayToNest(cycle, expressions, parts.models, indices),
                      let index = indices[name], let expression = expressions[name],
                      let union = union(ofArray: parts.models[index], expression) {
                parts.models[index].value = union
            }
        }
    }

    /// The array of a cycle of arrays to make a union: the first that states nothing a union
    /// could not (a constraint), else the first.
    private static func arrayToNest(
        _ cycle: [String], _ expressions: [String: TypeExpression],
        _ models: [(name: String, value: SpecValue, location: SourceLocation)], _ indices: [String: Int]
    ) -> String? {
        let arrays = cycle.filter { if case .array = expressions[$0] { true } else { false } }
        let plain = arrays.first { name in
            guard let index = indices[name], case .entries(let entries) = models[index].value else { return true }
            return entries.allSatisfy { ["type", "description", "deprecated", "name"].contains($0.key) }
        }
        return plain ?? arrays.first
    }

    /// The union of one variant, the array `model` is, which Swift can nest (an `indirect`
    /// enum); `nil` for a secret array, which a union cannot be.
    private mutating func union(
        ofArray model: (name: String, value: SpecValue, location: SourceLocation), _ array: TypeExpression
    ) -> SpecValue? {
        guard let (kept, _) = keptEntries(of: model, as: "a union") else { return nil }
        document.diagnostics.warning(
            "`\(model.name)` is an array that holds itself, which a named scalar (a Swift typealias) cannot say; it is imported "
                + "as a union of that one variant, `\(array)`, which reads and writes the same JSON",
            at: model.location)
        return .entries(kept + [SpecEntry(key: "oneOf", value: .list([.text(array.description)]))])
    }

    /// The object that holds what `model`, a map of `values`, holds, the constraints on the
    /// values with them; `nil` for a secret map, which an object model cannot be.
    private mutating func object(
        ofMap model: (name: String, value: SpecValue, location: SourceLocation), values: TypeExpression
    ) -> SpecValue? {
        guard let (kept, valueConstraints) = keptEntries(of: model, as: "an object", values: true) else { return nil }
        let extra: SpecValue = valueConstraints.isEmpty
            ? .text(values.description) : .entries([SpecEntry(key: "type", value: .text(values.description))] + valueConstraints)
        document.diagnostics.warning(
            "`\(model.name)` is a map that holds itself, which a named scalar (a Swift typealias) cannot say; it is imported "
                + "as an object that keeps every key in `additionalProperties`, which reads and writes the same JSON",
            at: model.location)
        return .entries(kept + [SpecEntry(key: "properties", value: .entries([])), SpecEntry(key: "additionalProperties", value: extra)])
    }

    /// What a named scalar that becomes `kind` keeps: its description, deprecation and Swift
    /// name, and with `values`, the constraints on a map's values; the rest (its own
    /// constraints) is left out, with a warning. `nil` for a secret one, which only a named
    /// scalar can be.
    private mutating func keptEntries(
        of model: (name: String, value: SpecValue, location: SourceLocation), as kind: String, values: Bool = false
    ) -> (kept: [SpecEntry], values: [SpecEntry])? {
        guard case .entries(let written) = model.value else { return ([], []) }
        if written.contains(where: { $0.key == "secret" }) { return nil }
        var kept: [SpecEntry] = []
        var valueConstraints: [SpecEntry] = []
        var dropped: [String] = []
        for entry in written {
            switch entry.key {
            case "type": break
            case "description", "deprecated", "name": kept.append(entry)
            case "values" where values: if case .entries(let constraints) = entry.value { valueConstraints = constraints }
            default: dropped.append("`\(entry.key)`")
            }
        }
        if !dropped.isEmpty {
            document.diagnostics.warning(
                "\(dropped.joined(separator: ", ")) on `\(model.name)` \(dropped.count == 1 ? "is" : "are") not imported: "
                    + "`\(model.name)` is imported as \(kind), which takes no constraint", at: model.location)
        }
        return (kept, valueConstraints)
    }

    /// The type expression a model is written as, if it is one: `map<Tree>` or `{ type: map<Tree>, … }`.
    private static func typeText(of value: SpecValue) -> String? {
        switch value {
        case .text(let text): return text
        case .entries(let entries):
            guard case .text(let text)? = entries.first(where: { $0.key == "type" })?.value else { return nil }
            return text
        case .literal, .list: return nil
        }
    }

    /// The name an expression holds through optionals, arrays and maps.
    private static func heldName(_ expression: TypeExpression) -> String? {
        switch expression {
        case .named(let name): return name
        case .array(let inner), .map(let inner), .optional(let inner): return heldName(inner)
        }
    }
}
