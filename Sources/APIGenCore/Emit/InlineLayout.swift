/// Decides which struct properties are boxed, by counting the values each generated type
/// stores inline: one for a scalar, an enum, an array, a map or a box, the sum of its
/// properties for a struct, the sum of its cases for a union (one if it is `indirect`).
/// Every type is counted once, so this is linear in the size of the API.
struct InlineLayout {
    let table: TypeTable
    private var counts: [String: Int] = [:]
    private var boxed: [String: Set<String>] = [:]
    /// Types being counted, to stop on a cycle that nothing boxes (none reaches here:
    /// a cycle through structs is boxed on its edges, one through a union makes it `indirect`).
    private var inProgress: Set<String> = []

    init(table: TypeTable) { self.table = table }

    /// Boxed property names by the qualified name of their struct (structs without one omitted).
    consuming func boxedProperties() -> [String: Set<String>] {
        for name in table.qualifiedNames.sorted() { _ = count(name) }
        return boxed
    }

    private mutating func count(_ type: TypeRef) -> Int {
        switch type {
        case .primitive, .array, .map: return 1
        case .optional(let wrapped): return count(wrapped)
        case .named(let name): return count(name)
        }
    }

    private mutating func count(_ name: String) -> Int {
        if let known = counts[name] { return known }
        guard let model = table.model(name), inProgress.insert(name).inserted else { return 1 }
        defer { inProgress.remove(name) }
        let total: Int
        switch model.kind {
        case .object(let object):
            var sum = 0
            var boxedHere: Set<String> = []
            for property in object.properties {
                var visited: Set<String> = []
                // Checked first, so counting never walks into a cycle.
                let closesCycle = property.field.type.isOptional
                    && table.storesInline(property.field.type, name, visited: &visited)
                let inline = closesCycle ? 0 : count(property.field.type)
                if closesCycle || inline > TypeTable.inlineValueLimit {
                    boxedHere.insert(property.swiftName)
                    sum += 1
                } else {
                    sum += inline
                }
            }
            if case .collected = object.additionalProperties { sum += 1 }
            if !boxedHere.isEmpty { boxed[name] = boxedHere }
            total = max(sum, 1)
        case .union(let union):
            if table.unionIsIndirect(model.qualifiedName, union) {
                total = 1
            } else {
                total = union.variants.reduce(0) { $0 + count($1.type) }
            }
        case .alias(let field):
            total = count(field.type)
        case .enumeration:
            total = 1
        }
        counts[name] = total
        return total
    }
}
