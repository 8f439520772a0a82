/// A response's `events:`: the data of an event stream's events, typed by their names. They
/// become the request's nested `Event` (`EventValue` where a model takes `Event`), an enum
/// with a case per name and one for the names the spec does not list (a server may add
/// events, and a client should go on reading).
extension Resolver {
    /// Names the generated `NamedEvent` conformance takes in the enum.
    static let eventMembers = [
        "eventName": "the generated `eventName`",
        "eventData": "the generated `eventData(encoder:)`",
    ]

    mutating func eventUnion(
        _ events: [EventSyntax], at location: SourceLocation, what: String, nest: NestContext, nested: inout NestedTypes
    ) -> TypeRef? {
        guard !events.isEmpty else {
            diagnostics.error("`events` lists no event; name each event and the type of its data (`update: Status`)", at: location)
            return nil
        }
        // `EventValue` where a model is named `Event`, which the nested enum would hide.
        let typeName = inlineTypeName("Event")
        let qualified = "\(nest.parent).\(typeName)"
        guard nested.scope.claim(typeName, for: "the events of \(what)", at: location, diagnostics: &diagnostics) else { return nil }
        var inner = NestedTypes(scope: NameScope("`\(qualified)`", reserved: ["CodingKeys": "the generated `CodingKeys`"]))
        var cases = NameScope("the events of \(what)", reserved: Self.eventMembers)
        var variants: [UnionModel.Variant] = []
        for event in events {
            guard let variant = eventVariant(event, of: what, parent: qualified, cases: &cases, nested: &inner) else { continue }
            variants.append(variant)
        }
        let other = ["unknown", "undocumented", "unrecognized"].first(where: cases.isFree) ?? "unknownEvent"
        let kind = ModelKind.union(UnionModel(variants: variants, discriminator: nil, otherEventsCase: other))
        nestedKinds[qualified] = kind
        nested.models.append(Model(
            specName: "the events of \(what)", swiftName: typeName, qualifiedName: qualified, description: nil,
            deprecated: false, location: location, kind: kind, nested: inner.models))
        return .named(qualified)
    }

    private mutating func eventVariant(
        _ event: EventSyntax, of what: String, parent: String, cases: inout NameScope, nested: inout NestedTypes
    ) -> UnionModel.Variant? {
        let name = event.name
        let eventWhat = "event `\(name.value)` of \(what)"
        if name.value.isEmpty {
            diagnostics.error("an event's name is not empty: an event that names none (or an empty one) is `message`", at: name.location)
            return nil
        }
        if name.value.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            diagnostics.error("an event's name is one line: `event:` ends at the line's end", at: name.location)
            return nil
        }
        if let written = event.schema.constraints?.value, let location = Self.firstCheck(in: written) {
            diagnostics.error("an event's data takes no constraints here; put them on the model or named type it is", at: location)
        }
        var typeLocation = event.schema.location
        if case .expression(let expression) = event.schema.shape {
            typeLocation = expression.location
            if expression.value.isOptional || expression.value == .named("none") {
                diagnostics.error("an event's data is a value: a type that is not optional (an event without data is never dispatched)",
                                  at: typeLocation)
                return nil
            }
        }
        var caseName = memberName(event.schema.swiftName?.value ?? naming.caseName(name.value))
        // As an enum's values do: names that differ only in punctuation (`user.update`, `user_update`) both stay.
        // A name the spec chose (`name:`) that is taken is an error at the claim below.
        if event.schema.swiftName == nil {
            let numbered = cases.numbered(caseName)
            if let repeated = numbered.repeated {
                diagnostics.warning("event `\(name.value)` would repeat \(repeated) in the events of \(what); its case is `\(numbered.name)`",
                                    at: name.location)
            }
            caseName = numbered.name
        }
        let context = NestContext(parent: parent, typeName: naming.typeName(caseName))
        guard let resolved = resolveSchema(event.schema, what: eventWhat, nest: context, nested: &nested),
              checkStreamItem(resolved, form: .events, what: eventWhat, at: typeLocation),
              cases.claim(caseName, for: "event `\(name.value)`", at: event.schema.swiftName?.location ?? name.location,
                          diagnostics: &diagnostics) else { return nil }
        return UnionModel.Variant(caseName: caseName, type: resolved.field.type, tag: name.value,
                                  description: resolved.description, deprecated: resolved.deprecated)
    }
}
