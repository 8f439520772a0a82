/// Error bodies written out in place, the same in several places. Litestar writes its error
/// body (`status_code`, `detail`, `extra`) into every operation's 400, and into each 404 it
/// declares; documents also share one inline schema through `components/responses`. In place,
/// each would be a type of its own nested in its request (`GetPetRequest.BadRequestBody`), so
/// code that reads the error could not be written once, and the client would repeat it. An
/// object body written the same way (its documentation apart) in two places or more becomes
/// one model that each error names.
extension OpenAPITranslator {
    /// One shape of error body and where it stands: the endpoint's index and the error's status.
    private struct RepeatedBody {
        var shape: [SpecEntry]
        var descriptions: [String?]
        var places: [(endpoint: Int, status: String)]
        var location: SourceLocation
    }

    /// Replaces each object error body whose shape stands in more than one place by a model of
    /// that shape, named from the description all its places share where it reads as a name
    /// (Litestar's `Validation Exception`), else from the status they share (`NotFoundBody`),
    /// else `ErrorBody`.
    mutating func shareRepeatedErrorBodies(_ parts: inout Parts) {
        var bodies: [RepeatedBody] = []
        var bodyIndex: [[SpecEntry]: Int] = [:]
        for (index, endpoint) in parts.endpoints.enumerated() {
            for error in Self.errors(of: endpoint.value) {
                guard case .entries(let entries) = error.value, entries.contains(where: { $0.key == "properties" }),
                      !entries.contains(where: { $0.key == "type" }) else { continue }
                let shape = entries.filter { Self.modelKeys.contains($0.key) }
                let description = entries.first { $0.key == "description" }.flatMap { if case .text(let text) = $0.value { text } else { nil } }
                if let found = bodyIndex[shape] {
                    bodies[found].descriptions.append(description)
                    bodies[found].places.append((index, error.key))
                } else if let location = endpoint.errorLocations[error.key] {
                    bodyIndex[shape] = bodies.count
                    bodies.append(RepeatedBody(shape: shape, descriptions: [description], places: [(index, error.key)], location: location))
                }
            }
        }
        for body in bodies where body.places.count > 1 {
            let name = newModelName(modelStem(of: body))
            let description = Set(body.descriptions).count == 1 ? body.descriptions[0] : nil
            let documented = description.map { [SpecEntry(key: "description", value: .text($0))] } ?? []
            parts.models.append((name, .entries(documented + body.shape), body.location))
            for place in body.places {
                parts.endpoints[place.endpoint].value = Self.withErrorBody(place.status, of: parts.endpoints[place.endpoint].value, as: name)
                parts.endpoints[place.endpoint].models.insert(name)
            }
        }
    }

    /// Keys of an error body that its model holds; the rest (`contentType`, `headers`, and the
    /// description, which each error keeps as its own) stay with the error.
    private static let modelKeys = Set(SchemaPlace.model.allowedKeys).subtracting(["description"])

    /// The errors of an endpoint's spec value.
    private static func errors(of endpoint: SpecValue) -> [SpecEntry] {
        guard case .entries(let entries) = endpoint, let errors = entries.first(where: { $0.key == "errors" }),
              case .entries(let list) = errors.value else { return [] }
        return list
    }

    /// The endpoint with the body of its error `status` replaced by the model `name`.
    private static func withErrorBody(_ status: String, of endpoint: SpecValue, as name: String) -> SpecValue {
        guard case .entries(var entries) = endpoint, let slot = entries.firstIndex(where: { $0.key == "errors" }),
              case .entries(var errors) = entries[slot].value, let index = errors.firstIndex(where: { $0.key == status }),
              case .entries(let written) = errors[index].value else { return endpoint }
        let kept = written.filter { !modelKeys.contains($0.key) }
        errors[index].value = kept.isEmpty ? .text(name) : .entries([SpecEntry(key: "type", value: .text(name))] + kept)
        entries[slot].value = .entries(errors)
        return .entries(entries)
    }

    /// The name a shared body's model is made from.
    private func modelStem(of body: RepeatedBody) -> String {
        if Set(body.descriptions).count == 1, let description = body.descriptions[0], Self.readsAsName(description) {
            return naming.typeName(description)
        }
        let statuses = Set(body.places.map(\.status))
        if statuses.count == 1, let status = statuses.first, let code = Int(status), let reason = ReasonPhrases.caseNames[code] {
            return naming.typeName(reason) + "Body"
        }
        return "ErrorBody"
    }

    /// Whether a description is a short name (`Validation Exception`) rather than prose.
    private static func readsAsName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        return (1...4).contains(words.count) && words.allSatisfy { word in word.allSatisfy { $0.isLetter || $0.isNumber } }
            && words.first?.first?.isLetter == true
    }
}
