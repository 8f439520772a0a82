/// Maps that hold themselves: an object without properties whose `additionalProperties` refer
/// to it (`Tree`, a JSON tree of any depth), or a cycle of such maps. The import writes a map
/// as a named scalar (`Tree: map<Tree>`), a Swift `typealias`, which cannot refer to itself; so
/// each map on such a cycle becomes an object that keeps every key in its
/// `additionalProperties` (`{ properties: {}, additionalProperties: Tree }`), which reads and
/// writes the same JSON. A cycle of arrays alone has no such form, and is left for `lint` to
/// report.
extension OpenAPITranslator {
    mutating func objectsForRecursiveMaps(_ parts: inout Parts) {
        var expressions: [String: TypeExpression] = [:]
        for model in parts.models {
            if let text = Self.typeText(of: model.value), case .success(let expression) = TypeExpression.parse(text) {
                expressions[model.name] = expression
            }
        }
        // Each named scalar holds at most one other name, so one walk from each name, stopping
        // at a name an earlier walk passed, visits every name once.
        var onCycles: Set<String> = []
        var done: Set<String> = []
        for start in parts.models.map(\.name) where !done.contains(start) {
            var path: [String] = []
            var position: [String: Int] = [:]
            var next: String? = start
            while let name = next, !done.contains(name), position[name] == nil, let expression = expressions[name] {
                position[name] = path.count
                path.append(name)
                next = Self.heldName(expression)
            }
            done.formUnion(path)
            if let name = next, let first = position[name] { onCycles.formUnion(path[first...]) }
        }
        for index in parts.models.indices where onCycles.contains(parts.models[index].name) {
            guard case .map(let values)? = expressions[parts.models[index].name],
                  let object = object(ofMap: parts.models[index], values: values) else { continue }
            parts.models[index].value = object
        }
    }

    /// The object that holds what `model`, a map of `values`, holds; `nil` for a secret map,
    /// which an object model cannot be.
    private mutating func object(
        ofMap model: (name: String, value: SpecValue, location: SourceLocation), values: TypeExpression
    ) -> SpecValue? {
        var entries: [SpecEntry] = []
        var valueConstraints: [SpecEntry] = []
        if case .entries(let written) = model.value {
            for entry in written {
                switch entry.key {
                case "type": break
                case "secret": return nil
                case "values": if case .entries(let constraints) = entry.value { valueConstraints = constraints }
                case "minProperties", "maxProperties":
                    document.diagnostics.warning(
                        "`\(entry.key)` on `\(model.name)` is not imported: the spec counts the entries of maps only, and "
                            + "`\(model.name)` is imported as an object", at: model.location)
                default: entries.append(entry)
                }
            }
        }
        let extra: SpecValue = valueConstraints.isEmpty
            ? .text(values.description) : .entries([SpecEntry(key: "type", value: .text(values.description))] + valueConstraints)
        entries += [SpecEntry(key: "properties", value: .entries([])), SpecEntry(key: "additionalProperties", value: extra)]
        document.diagnostics.warning(
            "`\(model.name)` is a map that holds itself, which a named scalar (a Swift typealias) cannot say; it is imported "
                + "as an object that keeps every key in `additionalProperties`, which reads and writes the same JSON",
            at: model.location)
        return .entries(entries)
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
