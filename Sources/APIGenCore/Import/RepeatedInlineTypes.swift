/// Enums and objects written out in place, the same in several places. Java's and .NET's
/// frameworks write a property's enum in place wherever it is used (Spring's `Pet.species` and the
/// `species` query parameter that filters by it), and so do Marshmallow's and Pydantic's where an
/// input schema repeats an output schema's field (`Pet` and `PetIn`); documents written by hand
/// repeat an object (GitHub's `permissions` in each kind of repository). In place, each would be a
/// type of its own (`Pet.Species`, `ListPetsRequest.SpeciesItem`, `PetIn.Species`), and a value
/// read from one could not be sent as the other. Where a property or parameter of the same name
/// holds the same enum or object as a model's property written before it, it takes that
/// property's type instead, `Pet.species` (`"Pet.species[]"` for a list).
extension OpenAPITranslator {
    /// The keys that make an inline enum or object what it is; the rest (description, default,
    /// `optional`, `strict`, a parameter's `in`) belong to the place it stands.
    private static let enumKeys: Set<String> = ["enum", "type", "frozen", "caseNames", "caseDescriptions"]
    private static let objectKeys: Set<String> = ["properties", "include", "additionalProperties"]

    /// An inline type's definition, and the name of the property or parameter that holds it.
    private struct TypeKey: Hashable {
        var name: String
        var definition: [SpecEntry]
    }

    /// The model property whose type a repeated enum or object takes.
    private struct Holder {
        var model: String
        /// `Pet.species`.
        var reference: String
    }

    /// Makes each property and parameter whose enum or object repeats one of a model's properties
    /// written before it take that property's type.
    static func shareRepeatedInlineTypes(_ parts: inout Parts) {
        let modelNames = Set(parts.models.map(\.name))
        let order = Dictionary(parts.models.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var holders: [TypeKey: Holder] = [:]
        for model in parts.models {
            for property in properties(of: model.value) {
                guard let key = typeKey(property.key, property.value), holders[key] == nil else { continue }
                let reference = "\(model.name).\(property.key)"
                guard readsAsPropertyType(reference, model: model.name, among: modelNames) else { continue }
                holders[key] = Holder(model: model.name, reference: reference)
            }
        }
        guard !holders.isEmpty else { return }
        // What resolving each model resolves first: the models it includes, and the models whose
        // properties' types it takes. A use that would close a circle is left out: the resolver
        // would meet a model it is still resolving (`Arbor` includes `Leafy`, so `Leafy` cannot
        // take `Arbor.color`).
        var neededBy: [String: [String]] = [:]
        for model in parts.models {
            for needed in includedModels(in: model.value) { neededBy[needed, default: []].append(model.name) }
        }
        for index in parts.models.indices {
            let name = parts.models[index].name
            var needingIt: Set<String>?
            var used: Set<String> = []
            parts.models[index].value = schemaSharing(parts.models[index].value, used: &used) { key in
                // Only a model written before, which also keeps a model from its own properties.
                guard let holder = holders[key], (order[holder.model] ?? index) < index else { return nil }
                if needingIt == nil { needingIt = models(needing: name, neededBy: neededBy) }
                return needingIt?.contains(holder.model) == true ? nil : holder
            }
            for holder in used { neededBy[holder, default: []].append(name) }
        }
        for index in parts.endpoints.indices {
            var used: Set<String> = []
            parts.endpoints[index].value = endpointSharing(parts.endpoints[index].value, used: &used) { holders[$0] }
            parts.endpoints[index].models.formUnion(used)
        }
    }

    /// Every model named in an `include:` of the value, nested objects' included.
    private static func includedModels(in value: SpecValue) -> Set<String> {
        switch value {
        case .text, .literal: return []
        case .list(let items): return items.reduce(into: []) { $0.formUnion(includedModels(in: $1)) }
        case .entries(let entries):
            return entries.reduce(into: []) { names, entry in
                if entry.key == "include", case .list(let items) = entry.value {
                    for case .text(let name) in items { names.insert(name) }
                } else {
                    names.formUnion(includedModels(in: entry.value))
                }
            }
        }
    }

    /// The models whose resolution leads to `model`'s, itself included, given the models that
    /// need each one resolved first.
    private static func models(needing model: String, neededBy: [String: [String]]) -> Set<String> {
        var found: Set<String> = [model]
        var pending = [model]
        while let next = pending.popLast() {
            for name in neededBy[next] ?? [] where found.insert(name).inserted { pending.append(name) }
        }
        return found
    }

    /// The properties a schema value declares itself.
    private static func properties(of value: SpecValue) -> [SpecEntry] {
        guard case .entries(let entries) = value, case .entries(let properties)? = entries.first(where: { $0.key == "properties" })?.value
        else { return [] }
        return properties
    }

    /// The enum or object a property or parameter holds in place, as its type or its items' or
    /// values'.
    private static func typeKey(_ name: String, _ value: SpecValue) -> TypeKey? {
        guard case .entries(let entries) = value, let definition = definition(in: entries) else { return nil }
        return TypeKey(name: name, definition: definition.entries.filter { definition.keys.contains($0.key) })
    }

    /// Where a place's mapping defines its enum or object: in itself (`slot` nil), or in its
    /// `items` or `values` at `slot`; with that mapping's entries and the keys that define it.
    private static func definition(in entries: [SpecEntry]) -> (slot: Int?, entries: [SpecEntry], keys: Set<String>)? {
        if let keys = definitionKeys(of: entries) { return (nil, entries, keys) }
        guard !entries.contains(where: { $0.key == "type" }),
              let slot = entries.firstIndex(where: { $0.key == "items" || $0.key == "values" }),
              case .entries(let inner) = entries[slot].value, let keys = definitionKeys(of: inner) else { return nil }
        return (slot, inner, keys)
    }

    /// The keys that define the enum or object a mapping writes in place. An enum of one value is
    /// left out: it is a constant, as a union's variants tag themselves (`type: { enum: [message] }`),
    /// not a set of values to choose from, and it reads best where it is. So is an object without
    /// properties, which says nothing of its own.
    private static func definitionKeys(of entries: [SpecEntry]) -> Set<String>? {
        if case .list(let values)? = entries.first(where: { $0.key == "enum" })?.value { return values.count > 1 ? enumKeys : nil }
        guard case .entries(let properties)? = entries.first(where: { $0.key == "properties" })?.value, !properties.isEmpty else { return nil }
        return objectKeys
    }

    /// Whether `Model.key` reads back as that model's property: written with the characters
    /// of a type's name, and with no other model named by the part before another of its dots.
    private static func readsAsPropertyType(_ reference: String, model: String, among models: Set<String>) -> Bool {
        guard reference.allSatisfy(TypeExpression.isNameCharacter), !models.contains(reference) else { return false }
        let dots = reference.indices.filter { reference[$0] == "." }
        return dots.allSatisfy { dot in String(reference[..<dot]) == model || !models.contains(String(reference[..<dot])) }
    }

    /// Properties or parameters, each taking its holder's type where its enum or object repeats
    /// one, and otherwise with the places nested in it shared.
    private static func placesSharing(
        _ places: [SpecEntry], used: inout Set<String>, holder: (TypeKey) -> Holder?
    ) -> [SpecEntry] {
        var shared = places
        for position in shared.indices {
            let place = shared[position]
            if let key = typeKey(place.key, place.value), let holder = holder(key) {
                shared[position].value = referring(place.value, to: holder.reference)
                used.insert(holder.model)
            } else {
                shared[position].value = schemaSharing(place.value, used: &used, holder: holder)
            }
        }
        return shared
    }

    /// A schema value with its repeated enums and objects shared, nested objects' properties included.
    private static func schemaSharing(
        _ value: SpecValue, used: inout Set<String>, holder: (TypeKey) -> Holder?
    ) -> SpecValue {
        guard case .entries(var entries) = value else { return value }
        for index in entries.indices {
            switch entries[index].key {
            case "properties":
                guard case .entries(let properties) = entries[index].value else { continue }
                entries[index].value = .entries(placesSharing(properties, used: &used, holder: holder))
            case "items", "values", "additionalProperties":
                entries[index].value = schemaSharing(entries[index].value, used: &used, holder: holder)
            case "oneOf":
                guard case .list(let variants) = entries[index].value else { continue }
                entries[index].value = .list(variants.map { schemaSharing($0, used: &used, holder: holder) })
            default:
                continue
            }
        }
        return .entries(entries)
    }

    /// An endpoint with its parameters' repeated enums and objects shared, and those of the
    /// objects its body, response and errors write in place.
    private static func endpointSharing(
        _ value: SpecValue, used: inout Set<String>, holder: (TypeKey) -> Holder?
    ) -> SpecValue {
        guard case .entries(var entries) = value else { return value }
        for index in entries.indices {
            switch entries[index].key {
            case "params":
                guard case .entries(let params) = entries[index].value else { continue }
                entries[index].value = .entries(placesSharing(params, used: &used, holder: holder))
            case "body", "response":
                entries[index].value = schemaSharing(entries[index].value, used: &used, holder: holder)
            case "errors":
                guard case .entries(var errors) = entries[index].value else { continue }
                for position in errors.indices { errors[position].value = schemaSharing(errors[position].value, used: &used, holder: holder) }
                entries[index].value = .entries(errors)
            default:
                continue
            }
        }
        return .entries(entries)
    }

    /// The place's value with its enum's or object's definition replaced by the holder's type:
    /// `{ type: Pet.species, description: … }`, `"Pet.species[]"` for a list, `Pet.species?`
    /// where nothing else is left to say.
    private static func referring(_ value: SpecValue, to holder: String) -> SpecValue {
        guard case .entries(var entries) = value, let definition = definition(in: entries) else { return value }
        if let slot = definition.slot {
            let inner = definition.entries.filter { !definition.keys.contains($0.key) }
            if inner.isEmpty {
                let type = entries[slot].key == "items" ? "\(holder)[]" : "map<\(holder)>"
                entries.remove(at: slot)
                entries.insert(SpecEntry(key: "type", value: .text(type)), at: 0)
            } else {
                entries[slot].value = .entries([SpecEntry(key: "type", value: .text(holder))] + inner)
            }
        } else {
            entries.removeAll { definition.keys.contains($0.key) }
            entries.insert(SpecEntry(key: "type", value: .text(holder)), at: 0)
        }
        let rest = entries.filter { $0.key != "type" }
        if case .text(let type)? = entries.first?.value, entries.first?.key == "type" {
            if rest.isEmpty { return .text(type) }
            if rest == [SpecEntry(key: "optional", value: .literal("true"))] { return .text(type + "?") }
        }
        return .entries(entries)
    }
}
