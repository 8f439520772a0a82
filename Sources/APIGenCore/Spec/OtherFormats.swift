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

    /// What to write instead of a key apigen says another way, where the spelling is too far
    /// off for `closestMatch` to find; and the key to read the value as, when it is a plain rename.
    static func keyHint(_ entry: YAMLMappingEntry, allowed: [String]) -> (hint: String, meant: String?)? {
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
        default:
            return nil
        }
    }
}
