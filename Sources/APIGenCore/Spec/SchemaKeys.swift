/// Which keys a schema may have at each place it can stand.
enum SchemaPlace {
    case model
    case property
    case parameter
    case element        // `items:`, `values:`, `additionalProperties:`
    case body
    case response
    case error
    case responseHeader
    case event          // an entry of a response's `events:`

    static let typeKeys = [
        "type", "properties", "include", "additionalProperties", "enum", "frozen", "caseNames",
        "caseDescriptions", "oneOf", "discriminator", "mapping", "items", "values",
    ]
    static let constraintKeys = [
        "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "minProperties",
        "maxProperties", "strict",
    ]

    /// The keys allowed here, in the order they are suggested.
    var allowedKeys: [String] {
        let types = Self.typeKeys, constraints = Self.constraintKeys
        switch self {
        case .model:
            return types + constraints + ["description", "deprecated", "name", "wire", "secret"]
        case .property:
            return types + constraints + [
                "description", "deprecated", "name", "wire", "optional", "nullable", "default", "contentType", "secret", "readOnly",
            ]
        case .parameter:
            return types + constraints + [
                "description", "deprecated", "name", "wire", "optional", "default",
                "in", "style", "explode", "encoding", "wireName", "secret",
            ]
        case .element:
            return types + constraints + ["description", "wire", "nullable", "default"]
        case .body:
            return types + constraints + ["description", "optional", "encoding", "contentType", "style", "explode"]
        case .response:
            return types + constraints + ["description", "status", "contentType", "headers", "stream", "until", "events"]
        case .error:
            return types + constraints + ["description", "contentType", "headers"]
        case .responseHeader:
            return types + constraints + ["description", "optional", "name", "secret", "encoding"]
        case .event:
            return types + constraints + ["description", "deprecated", "name"]
        }
    }

    /// How the place is named in messages.
    func describe(_ name: String) -> String {
        switch self {
        case .model: return "model `\(name)`"
        case .property: return "property `\(name)`"
        case .parameter: return "parameter `\(name)`"
        case .element: return name
        case .body: return "the body of `\(name)`"
        case .response: return "the response of `\(name)`"
        case .error: return "error `\(name)`"
        case .responseHeader: return "response header `\(name)`"
        case .event: return "event `\(name)`"
        }
    }
}
