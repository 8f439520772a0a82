/// How generated types hold each other: which unions must be `indirect` and which struct
/// properties are kept in an `Indirect` box. Linear in the size of the API and free of
/// recursion, so a spec that chains a hundred thousand models neither hangs nor overflows.
struct InlineLayout {
    /// Properties kept in `Indirect` storage, by the qualified name of their struct (structs without one omitted).
    let boxed: [String: Set<String>]
    /// Unions that can hold themselves through their cases.
    let indirectUnions: Set<String>

    /// A struct property whose type would store more than this many values inline is boxed.
    /// Swift copies, compares and destroys a struct field by field through every struct it
    /// holds inline, so without a cap each model in a chain of models that hold the previous
    /// one costs as much as the whole chain before it: the compiler's work (and its memory)
    /// grows with the square of the chain's length. A typical model stays under it.
    static let inlineValueLimit = 32

    init(models: [String: Model]) {
        let names = models.keys.sorted()
        // Any holding, through optionals, arrays and maps: a union on a cycle of these is `indirect`.
        let holds = stronglyConnectedComponents(names) { Self.heldTypes(models[$0], throughCollections: true) }
        var sizes: [Int: Int] = [:]
        for component in holds.values { sizes[component, default: 0] += 1 }
        var indirectUnions: Set<String> = []
        for name in names {
            guard case .union? = models[name]?.kind, let component = holds[name] else { continue }
            if sizes[component, default: 0] > 1 || Self.heldTypes(models[name], throughCollections: true).contains(name) {
                indirectUnions.insert(name)
            }
        }
        // Inline storage: structs (and aliases of them) through optionals only; unions box their cases when needed.
        let inline = stronglyConnectedComponents(names) { name in
            guard let model = models[name], case .union = model.kind else { return Self.heldTypes(models[name], throughCollections: false) }
            return []
        }
        var counter = ValueCounter(models: models, inline: inline, indirectUnions: indirectUnions)
        for name in names { counter.count(name) }
        self.indirectUnions = indirectUnions
        boxed = counter.boxed
    }

    /// The generated types a model holds directly, optionals unwrapped (and arrays and maps too, when asked).
    static func heldTypes(_ model: Model?, throughCollections: Bool) -> [String] {
        switch model?.kind {
        case .object(let object)?: return object.properties.compactMap { $0.field.type.heldName(throughCollections: throughCollections).name }
        case .union(let union)?: return union.variants.compactMap { $0.type.heldName(throughCollections: throughCollections).name }
        case .alias(let field)?: return field.type.heldName(throughCollections: throughCollections).name.map { [$0] } ?? []
        case .enumeration?, nil: return []
        }
    }
}

/// Counts the values each type stores inline: one for a scalar, an enum, an array, a map or a
/// box; the sum of its properties for a struct; the sum of its cases for a union (one if it is
/// `indirect`). Each type is counted once, after the types it holds, with an explicit stack.
private struct ValueCounter {
    let models: [String: Model]
    /// Component numbers of the inline-storage graph: a property whose type shares its
    /// struct's component stores the struct inside itself, and must be boxed.
    let inline: [String: Int]
    let indirectUnions: Set<String>
    var counts: [String: Int] = [:]
    var boxed: [String: Set<String>] = [:]

    mutating func count(_ root: String) {
        var pending: [(name: String, ready: Bool)] = [(root, false)]
        var started: Set<String> = []
        while let (name, ready) = pending.popLast() {
            guard counts[name] == nil else { continue }
            if ready {
                counts[name] = total(name)
                continue
            }
            // A type met again before it is counted lies on a cycle nothing boxes; the resolver
            // rejects those, and `total` counts such a member as one value.
            guard started.insert(name).inserted else { continue }
            pending.append((name, true))
            for held in dependencies(name) where counts[held] == nil && !started.contains(held) {
                pending.append((held, false))
            }
        }
    }

    private func closesCycle(_ property: Property, in name: String) -> Bool {
        guard property.field.type.isOptional,
              let held = property.field.type.heldName(throughCollections: false).name else { return false }
        return held == name || (inline[held] != nil && inline[held] == inline[name])
    }

    /// The types whose counts `total(name)` uses.
    private func dependencies(_ name: String) -> [String] {
        switch models[name]?.kind {
        case .object(let object)?:
            return object.properties.filter { !closesCycle($0, in: name) }
                .compactMap { $0.field.type.heldName(throughCollections: false).name }
        case .union?:
            return indirectUnions.contains(name) ? [] : InlineLayout.heldTypes(models[name], throughCollections: false)
        case .alias?:
            return InlineLayout.heldTypes(models[name], throughCollections: false)
        case .enumeration?, nil:
            return []
        }
    }

    /// Addition that stops at a billion: unions of unions can double at every level.
    private static func sum(_ a: Int, _ b: Int) -> Int { min(a, 1 << 30) + min(b, 1 << 30) }

    private func count(of type: TypeRef) -> Int {
        type.heldName(throughCollections: false).name.map { counts[$0] ?? 1 } ?? 1
    }

    private mutating func total(_ name: String) -> Int {
        switch models[name]?.kind {
        case .object(let object)?:
            var sum = 0
            var boxedHere: Set<String> = []
            for property in object.properties {
                let inline = closesCycle(property, in: name) ? Int.max : count(of: property.field.type)
                if inline > InlineLayout.inlineValueLimit {
                    boxedHere.insert(property.swiftName)
                    sum = Self.sum(sum, 1)
                } else {
                    sum = Self.sum(sum, inline)
                }
            }
            if case .collected = object.additionalProperties { sum = Self.sum(sum, 1) }
            if !boxedHere.isEmpty { boxed[name] = boxedHere }
            return max(sum, 1)
        case .union(let union)?:
            return indirectUnions.contains(name) ? 1 : union.variants.reduce(0) { Self.sum($0, count(of: $1.type)) }
        case .alias(let field)?:
            return count(of: field.type)
        case .enumeration?, nil:
            return 1
        }
    }
}
