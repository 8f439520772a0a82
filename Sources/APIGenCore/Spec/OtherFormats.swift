/// What apigen writes where OpenAPI and JSON Schema write something else, so that one
/// error can say what to write instead (see "Coming from OpenAPI" in SpecLanguage.md).
enum OtherFormats {
    /// Type names apigen spells otherwise (keys lowercased), and how it spells them.
    static let typeNames = [
        "integer": "`int` (or `int32`, `int64`)",
        "number": "`double` (or `float`, `decimal`)",
        "boolean": "`bool`",
        "array": "`T[]` or `array<T>`",
        "object": "`properties:` for an object, `map<T>` or `any`",
    ]

    /// Formats that are types of their own in apigen, and the type.
    static let typesForFormats = [
        "date-time": "date-time", "date": "date", "uuid": "uuid", "uri": "url", "url": "url",
        "binary": "data", "byte": "data", "int32": "int32", "int64": "int64",
        "float": "float", "double": "double", "decimal": "decimal",
    ]

    /// Where each part of an OpenAPI document given whole goes, by its top-level key.
    static let documentKeyHints: [String: String] = {
        let document = "this reads like an OpenAPI document; apigen reads its own shorter YAML, "
            + "and `apigen import FILE --output DIR` translates an OpenAPI 3 document into it"
        let schemas = "schemas go under `models:`, each under its name"
        return [
            "openapi": document, "swagger": document, "components": schemas, "definitions": schemas,
            "info": "the API's name, version and description go in the `api` block",
            "paths": "operations go under `endpoints:`, each under its name with its `method` and `path`",
            "servers": "servers go in the `api` block: `baseURL`, and `servers` for the others",
            "security": "the API's `auth` goes in the `api` block",
        ]
    }()

    /// What to write instead of a key apigen says another way, where the spelling is too far
    /// off for `closestMatch` to find; and the key to read the value as, when it is a plain rename.
    static func keyHint(_ entry: YAMLMappingEntry, allowed: [String]) -> (hint: String, meant: String?)? {
        if allowed.contains("endpoints"), let hint = documentKeyHints[entry.key] {
            return (hint, nil)
        }
        switch entry.key {
        case "$ref":
            let name = entry.value.scalar.flatMap { $0.text.split(separator: "/").last }.map(String.init) ?? "Model"
            return ("name the model as the type: `type: \(name)`", nil)
        case "required" where allowed.contains("properties"):
            return ("a property is required unless it is optional (`T?` or `optional: true`) or has a `default`", nil)
        case "parameters" where allowed.contains("params"):
            return ("did you mean `params`?", "params")
        case "requestBody" where allowed.contains("body"):
            return ("did you mean `body`?", "body")
        case "operationId" where allowed.contains("method"):
            return ("the endpoint's key is its name (`getPet:` gives `GetPetRequest`); `name:` sets another Swift name", nil)
        case "title" where allowed.contains("baseURL"):
            return ("did you mean `name`?", "name")
        case "example", "examples":
            return ("apigen keeps no examples; show one in the `description`", nil)
        case "security" where allowed.contains("method") || allowed.contains("baseURL"):
            return ("did you mean `auth`?", nil)
        default:
            return nil
        }
    }
}
