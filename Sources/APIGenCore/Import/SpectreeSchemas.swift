/// spectree (pydantic models validated in Flask, Falcon, Starlette and Quart apps) names each
/// model's schema by the model and a hash of its Python module (`Pet.3a64a9f`), and copies every
/// model that one holds into a schema of its own under the holder's name (`PetList.3a64a9f.Pet`,
/// `PetIn.3a64a9f.Species`, `Pet.3a64a9f.Species`). Read as written, one pydantic `Species` would
/// be four Swift enums, and a `Pet` in a list another struct than the `Pet` an endpoint answers.
/// Where every schema component is named so, the copies of one model (the same name after the
/// last dot, and the same schema, references to copies counted as the same) are read as one
/// component, and each is named without the hash: `Pet`, `Species`, `PetList`.
enum SpectreeSchemas {
    /// The document with its schema components merged and renamed, and a warning that says so;
    /// the document unchanged when its component names are not all spectree's.
    static func restore(_ root: YAMLNode) -> (root: YAMLNode, diagnostics: Diagnostics) {
        guard let schemas = OpenAPIDocument.componentSchemas(in: root), let entries = schemas.value.mapping, !entries.isEmpty else {
            return (root, Diagnostics())
        }
        let keys = entries.map(\.key)
        guard keys.allSatisfy({ unhashed($0) != nil }), Set(keys).count == keys.count else { return (root, Diagnostics()) }
        let classes = copyClasses(entries)
        let names = newNames(keys, classes: classes)
        var diagnostics = Diagnostics()
        var classesMet: Set<Int> = []
        let copies = keys.filter { !classesMet.insert(classes[$0] ?? -1).inserted }
        // A copy shows both changes; without one, any renamed schema does.
        if let example = copies.first ?? keys.first(where: { names[$0] != $0 }), let name = names[example] {
            let copied = copies.isEmpty ? "" : copies.count == 1 ? ", and the 1 copy is read as the model it copies"
                : ", and the \(copies.count) copies are read as the models they copy"
            diagnostics.warning(
                "the schemas are spectree's, each named by a pydantic model and a hash of its module, with a copy of each model "
                    + "another holds under the holder's name: each is named by its model (`\(example)` is `\(name)`)\(copied)",
                at: schemas.keyLocation)
        }
        let renamed = rewritingReferences(root, names)
        let rewritten = OpenAPIDocument.componentSchemas(in: renamed)?.value.mapping ?? []
        let dropped = Set(copies)
        var kept: [YAMLMappingEntry] = []
        for entry in rewritten where !dropped.contains(entry.key) {
            kept.append(YAMLMappingEntry(key: names[entry.key] ?? entry.key, keyLocation: entry.keyLocation, value: entry.value))
        }
        return (OpenAPIDocument.replacingSchemas(in: renamed, with: YAMLNode(.mapping(kept), at: schemas.value.location)), diagnostics)
    }

    /// `Pet` for `Pet.3a64a9f`, `PetList.Pet` for `PetList.3a64a9f.Pet`; `nil` for a name spectree
    /// does not write (its second part is not the 7 hexadecimal digits of a hash).
    static func unhashed(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }), parts[1].count == 7,
              parts[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        return ([parts[0]] + parts.dropFirst(2)).joined(separator: ".")
    }

    /// The model's own name, after its holder's: `Species` for `Pet.3a64a9f.Species`, `Pet` for `Pet.3a64a9f`.
    private static func ownName(_ name: String) -> String {
        let unhashed = unhashed(name) ?? name
        return unhashed.split(separator: ".").last.map(String.init) ?? unhashed
    }

    /// A number for each component, the same for copies of one model: the coarsest split of the
    /// components by own name in which those of one class have the same schema when each
    /// reference is read as its target's class. Each schema is written out once, its references
    /// left as holes; then a class splits where its members' holes hold different classes, and
    /// only the components that refer to a moved one are looked at again, so a chain of N copies
    /// that differ at its end costs N small steps, not N passes over the document.
    private static func copyClasses(_ entries: [YAMLMappingEntry]) -> [String: Int] {
        let index = Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var templates: [String: Int] = [:]
        var template: [Int] = []
        var targets: [[Int]] = []
        var referrers = Array(repeating: [Int](), count: entries.count)
        var classOf: [Int] = []
        var ownNames: [String: Int] = [:]
        let components = Set(index.keys)
        for (position, entry) in entries.enumerated() {
            var named: [String] = []
            template.append(number(canonical(entry.value, components: components, targets: &named), in: &templates))
            let found = named.compactMap { index[$0] }
            targets.append(found)
            for target in Set(found) { referrers[target].append(position) }
            classOf.append(number(ownName(entry.key), in: &ownNames))
        }
        var members: [Int: [Int]] = [:]
        for position in entries.indices { members[classOf[position], default: []].append(position) }
        var classCount = ownNames.count
        /// What tells a component from others of its class: its schema and its holes' classes.
        func signature(_ position: Int) -> [Int] { [template[position]] + targets[position].map { classOf[$0] } }
        var dirty = Set(entries.indices)
        while !dirty.isEmpty {
            var moved: [Int] = []
            for klass in Set(dirty.map { classOf[$0] }).sorted() {
                guard let inClass = members[klass], inClass.count > 1 else { continue }
                var groups: [[Int]: [Int]] = [:]
                var order: [[Int]] = []
                for position in inClass {
                    let key = signature(position)
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append(position)
                }
                guard order.count > 1 else { continue }
                // The first group keeps the class; each other becomes a class of its own.
                members[klass] = groups[order[0]]
                for key in order.dropFirst() {
                    let group = groups[key] ?? []
                    for position in group { classOf[position] = classCount }
                    members[classCount] = group
                    classCount += 1
                    moved.append(contentsOf: group)
                }
            }
            dirty = Set(moved.flatMap { referrers[$0] })
        }
        return Dictionary(entries.enumerated().map { ($0.element.key, classOf[$0.offset]) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of `key` among `numbers`, numbered in the order first met.
    private static func number(_ key: String, in numbers: inout [String: Int]) -> Int {
        if let number = numbers[key] { return number }
        numbers[key] = numbers.count
        return numbers.count - 1
    }

    /// A node's content as text in which mappings' keys are sorted, scalars keep whether YAML
    /// reads them as text (as `OpenAPITranslator.sameContent` compares them), and a reference to
    /// one of `components` is a hole (`#`), its target appended to `targets` in the text's order.
    private static func canonical(_ node: YAMLNode, components: Set<String>, targets: inout [String]) -> String {
        switch node.content {
        case .scalar(let scalar):
            return (OpenAPITranslator.isTyped(scalar) ? "t" : "s") + scalar.text.debugDescription
        case .sequence(let items):
            var parts: [String] = []
            for item in items { parts.append(canonical(item, components: components, targets: &targets)) }
            return "[" + parts.joined(separator: ",") + "]"
        case .mapping(let entries):
            var fields: [String] = []
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                let target = entry.key == "$ref" ? entry.value.scalar.map { OpenAPITranslator.componentName($0.text) } : nil
                if let target, components.contains(target) {
                    targets.append(target)
                    fields.append(entry.key.debugDescription + ":#")
                } else {
                    fields.append(entry.key.debugDescription + ":" + canonical(entry.value, components: components, targets: &targets))
                }
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    /// The name each component is read by. A model named by a schema of its own (`Pet.3a64a9f`,
    /// and its copies) is named by its model, numbered in written order where two differ
    /// (`Pet`, `Pet2`: two modules' `Pet`s). A model only ever copied into others' (pydantic's
    /// nested `Species`) is named by its model where no other takes that name; else after the
    /// model that first holds it (`Pet.Species`, `Pet2.Species`).
    private static func newNames(_ keys: [String], classes: [String: Int]) -> [String: String] {
        var members: [Int: [String]] = [:]
        var order: [Int] = []
        for key in keys {
            guard let number = classes[key] else { continue }
            if members[number] == nil { order.append(number) }
            members[number, default: []].append(key)
        }
        /// The parts of a name without the hash: the model alone, or the holder and the model.
        func parts(_ key: String) -> [Substring] { (unhashed(key) ?? key).split(separator: ".") }
        let isNamed = { (number: Int) in members[number]?.contains { parts($0).count == 1 } == true }
        var names: [Int: String] = [:]
        var taken: Set<String> = []
        for group in [order.filter(isNamed), order.filter { !isNamed($0) }] {
            let own = group.map { members[$0]?.first.map(ownName) ?? "" }
            var counts: [String: Int] = [:]
            for name in own { counts[name, default: 0] += 1 }
            // Names only one model of the group goes by are its, before any other is numbered.
            let alone = Set(own.filter { counts[$0] == 1 }).subtracting(taken)
            taken.formUnion(alone)
            for (number, own) in zip(group, own) {
                let name: String
                if alone.contains(own) {
                    name = own
                } else if isNamed(number) {
                    name = SpecLayout.unique(own, in: taken)
                } else {
                    let holderKey = members[number]?.first.map { $0.split(separator: ".").prefix(2).joined(separator: ".") } ?? ""
                    let holder = classes[holderKey].flatMap { names[$0] } ?? parts(holderKey).first.map(String.init) ?? ""
                    name = SpecLayout.unique(holder + "." + own, in: taken)
                }
                names[number] = name
                taken.insert(name)
            }
        }
        var result: [String: String] = [:]
        for key in keys { result[key] = classes[key].flatMap { names[$0] } ?? key }
        return result
    }

    /// `node` with each reference to a schema component (`$ref`, and a discriminator's `mapping`)
    /// pointing at the component's new name.
    private static func rewritingReferences(_ node: YAMLNode, _ names: [String: String]) -> YAMLNode {
        switch node.content {
        case .scalar:
            return node
        case .sequence(let items):
            return YAMLNode(.sequence(items.map { rewritingReferences($0, names) }), at: node.location)
        case .mapping(let entries):
            let rewritten = entries.map { entry -> YAMLMappingEntry in
                let value: YAMLNode
                if entry.key == "$ref" {
                    value = renamed(entry.value, names)
                } else if entry.key == "mapping", let targets = entry.value.mapping {
                    let mapped = targets.map { YAMLMappingEntry(key: $0.key, keyLocation: $0.keyLocation, value: renamed($0.value, names)) }
                    value = YAMLNode(.mapping(mapped), at: entry.value.location)
                } else {
                    value = rewritingReferences(entry.value, names)
                }
                return YAMLMappingEntry(key: entry.key, keyLocation: entry.keyLocation, value: value)
            }
            return YAMLNode(.mapping(rewritten), at: node.location)
        }
    }

    /// A reference to a renamed component, pointing at its new name; any other node with the
    /// references below it rewritten (a property may be named `mapping`).
    private static func renamed(_ reference: YAMLNode, _ names: [String: String]) -> YAMLNode {
        guard let text = reference.scalar?.text else { return rewritingReferences(reference, names) }
        guard text.hasPrefix("#/components/schemas/"), let name = names[OpenAPITranslator.componentName(text)] else { return reference }
        return YAMLNode(.scalar(YAMLScalar(OpenAPITranslator.schemaReference(name))), at: reference.location)
    }
}
