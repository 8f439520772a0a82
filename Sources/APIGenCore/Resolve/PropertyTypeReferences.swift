/// `Pet.species` in a type expression: the type written in place at a model's property (an
/// object, enum or oneOf nested in the model as `Pet.Species`), used somewhere else, so that a
/// query parameter or another model takes the same Swift type instead of declaring its own
/// copy. For a property of an array or map of such a type (`tags: { items: { enum: … } }`)
/// it names the element type, `Pet.TagsItem`; `"Pet.tags[]"` is the list.
extension Resolver {
    /// What a dotted name that is no model's name turned out to be.
    enum PropertyTypeLookup {
        /// No model's name is the part before a dot: an unknown name, for the caller to report.
        case notAReference
        /// The nested type, by qualified Swift name.
        case type(TypeRef)
        /// A model was named but its property cannot be used; the error is reported.
        case reported
    }

    /// Reads `name` as `<model>.<property key>`, trying each dot (model names may hold dots, as
    /// `v1.Pod` does), and resolves the model now if it was not yet.
    mutating func propertyType(_ name: String, at location: SourceLocation) -> PropertyTypeLookup {
        let splits = name.indices.filter { name[$0] == "." }.compactMap { dot -> (model: String, key: String)? in
            let model = String(name[..<dot])
            let key = String(name[name.index(after: dot)...])
            return key.isEmpty || registry[model] == nil ? nil : (model, key)
        }
        // A split whose model lacks the key is taken only where no split fits, to report it.
        let fitting = splits.filter { propertyKeys(of: $0.model).contains($0.key) }
        guard let (model, key) = fitting.first ?? splits.first else { return .notAReference }
        guard let entry = registry[model], entry.form == .object else {
            diagnostics.error("`\(name)` names a property of `\(model)`, which is not an object model", at: location)
            return .reported
        }
        let property = "\(entry.swiftName).\(key)"
        var found = propertiesResolvedSoFar[entry.swiftName]?[key]
        if found == nil && !resolving.contains(model), case .object(let object)? = resolveModel(model)?.kind {
            found = object.properties.first { $0.jsonKey == key }?.field.type ?? propertiesResolvedSoFar[entry.swiftName]?[key]
        }
        // Its own error is reported where it is declared.
        if propertiesInError.contains(property) { return .reported }
        guard let type = found else {
            let keys = propertyKeys(of: model)
            if resolving.contains(model) && (keys.contains(key) || includesModels(model)) {
                // A model that needs itself on the way (its own property, or one of a model that
                // uses one of its own) finds only the properties it has resolved so far.
                diagnostics.error("`\(name)` is used while `\(model)` is being resolved, before it has its property `\(key)` (its own "
                                  + "properties come in order, then those it includes); declare `\(key)` before the property that leads "
                                  + "here, name the type where it is declared, or make it a model of its own", at: location)
            } else {
                var message = "model `\(model)` has no property `\(key)`"
                if let close = closestMatch(to: key, among: keys) { message += "; did you mean `\(close)`?" }
                diagnostics.error(message, at: location)
            }
            return .reported
        }
        guard let held = type.heldName(throughCollections: true).name, nestedKinds[held] != nil else {
            diagnostics.error("`\(name)` is not a type: property `\(key)` of `\(model)` is `\(describe(type))`, and only "
                              + "a property with an object, enum or oneOf written in place (or items or values so written) names one",
                              at: location)
            return .reported
        }
        return .type(.named(held))
    }

    /// The JSON keys of a model's properties: all of them once it is resolved, else those its
    /// schema declares itself (an included model's are found once it is resolved).
    private func propertyKeys(of model: String) -> [String] {
        if let resolvedModel = resolved[model] {
            guard case .object(let object) = resolvedModel.kind else { return [] }
            return object.properties.map(\.jsonKey)
        }
        guard case .object(let object)? = registry[model]?.syntax?.value.schema.shape else { return [] }
        return object.properties.map(\.key.value)
    }

    private func includesModels(_ model: String) -> Bool {
        guard case .object(let object)? = registry[model]?.syntax?.value.schema.shape else { return false }
        return !object.include.isEmpty
    }
}
