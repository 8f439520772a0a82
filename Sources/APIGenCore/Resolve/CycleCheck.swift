/// Reference cycles: a struct cannot contain itself. A cycle is fine when it
/// passes through an optional, an array, a map or a union variant (generated
/// as an `indirect` case); otherwise it is reported with its path.
extension Resolver {
    private struct Edge {
        var target: String
        var property: String
        var location: SourceLocation
    }

    /// Reports each cycle; returns the models on them.
    @discardableResult
    mutating func checkContainmentCycles(_ files: [SpecFileModel]) -> Set<String> {
        var edges: [String: [Edge]] = [:]
        var order: [String] = []
        func collect(_ model: Model, _ resolver: inout Resolver) {
            order.append(model.qualifiedName)
            if case .object(let object) = model.kind {
                edges[model.qualifiedName] = object.properties.compactMap { property in
                    resolver.containedStruct(property.field.type).map {
                        Edge(target: $0, property: property.jsonKey, location: property.location)
                    }
                }
            }
            for inner in model.nested { collect(inner, &resolver) }
        }
        for file in files {
            for model in file.models { collect(model, &self) }
            for endpoint in file.endpoints { endpoint.nested.forEach { collect($0, &self) } }
        }
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        var onCycles: Set<String> = []
        var path: [(node: String, edge: Edge?)] = []
        func visit(_ node: String, _ diagnostics: inout Diagnostics) {
            state[node] = false
            for edge in edges[node] ?? [] {
                path.append((node, edge))
                switch state[edge.target] {
                case nil:
                    visit(edge.target, &diagnostics)
                case false?:
                    let start = path.firstIndex { $0.node == edge.target } ?? 0
                    let cycle = path[start...].map(\.node) + [edge.target]
                    onCycles.formUnion(cycle)
                    diagnostics.error(
                        "`\(node).\(edge.property)` makes `\(edge.target)` contain itself (\(cycle.joined(separator: " -> "))); make one property of the cycle optional, an array or a map",
                        at: edge.location)
                case true?:
                    break
                }
                path.removeLast()
            }
            state[node] = true
        }
        for node in order where state[node] == nil { visit(node, &diagnostics) }
        return onCycles
    }

    /// Reports named scalars that hold themselves through arrays and maps (`Tree: map<Tree>`,
    /// or `A: B[]`, `B: A[]`): each is a Swift `typealias`, which cannot refer to itself. A
    /// recursive structure needs an object model or a union on the way, which Swift can nest.
    mutating func checkAliasCycles() {
        let cycles = SuccessorCycles.find(in: registryOrder) { name in
            guard case .alias(let field)? = resolved[name]?.kind else { return nil }
            return field.type.heldName(throughCollections: true).name.flatMap { specNameBySwiftName[$0] }
        }
        for cycle in cycles {
            guard let name = cycle.first, let entry = registry[name] else { continue }
            // A cycle of names alone (`A: B`, `B: A`) is reported where it is resolved.
            guard !cycle.contains(where: reportedAliasCycles.contains) else { continue }
            // A map has an object of the same JSON, and an array a union of one variant.
            let collections = cycle.lazy.compactMap { [resolved] name -> (name: String, type: TypeRef)? in
                guard case .alias(let field)? = resolved[name]?.kind else { return nil }
                return (name, field.type.nonOptional)
            }
            let map = collections.first { if case .map = $0.type { true } else { false } }
            let array = collections.first { if case .array = $0.type { true } else { false } }
            let advice = if let map, case .map(let values) = map.type {
                "write `\(map.name)` as an object that keeps every key, which reads the same JSON "
                    + "(`\(map.name): { properties: {}, additionalProperties: \(describe(values)) }`)"
            } else if let array {
                "write `\(array.name)` as a union of that one variant, which reads the same JSON "
                    + "(`\(array.name): { oneOf: [\"\(describe(array.type))\"] }`)"
            } else {
                "make one model of the cycle an object that holds the other"
            }
            diagnostics.error(
                "`\(name)` holds itself through arrays or maps (\((cycle + [name]).joined(separator: " -> "))), which Swift "
                    + "cannot say of a named scalar; \(advice)",
                at: entry.name.location)
        }
    }

    /// The object type a property stores inline (not behind an optional, array or map), if any.
    /// Follows named scalars in a loop, with one set of the names passed.
    private mutating func containedStruct(_ type: TypeRef) -> String? {
        var current = type
        var visited: Set<String> = []
        while case .named(let qualified) = current, visited.insert(qualified).inserted {
            if let kind = nestedKinds[qualified] {
                if case .object = kind { return qualified }
                return nil
            }
            guard let specName = specNameBySwiftName[qualified], let entry = registry[specName] else { return nil }
            switch entry.form {
            case .object: return qualified
            case .union, .enumeration: return nil
            case .alias:
                guard case .alias(let field)? = resolveModel(specName)?.kind else { return nil }
                current = field.type
            }
        }
        return nil
    }
}
