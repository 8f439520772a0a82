/// The names and text random specs draw from: ordinary API words, and the words
/// that have broken generated code before or could (Swift keywords, names of the
/// standard library's, Foundation's and the runtime's types, names generated code
/// declares, spellings that fold to the same Swift name).
enum SpecWords {
    static let modelNames = [
        "Pet", "Owner", "Order", "Tag", "Status", "Kind", "Item", "Node", "Page", "Problem", "pet_status", "order-line",
        "Type", "Protocol", "Value", "Body", "Error", "Result", "Optional", "Array", "Dictionary", "Set", "Never",
        "String", "Int", "Int64", "Double", "Bool", "Date", "Data", "URL", "UUID", "Decimal", "Character", "Void",
        "Codable", "Hashable", "Sendable", "Equatable", "Encoder", "Decoder", "CodingKey", "CaseIterable",
        "RawRepresentable", "Hasher", "KeyedDecodingContainer", "DecodingError", "JSONValue", "Indirect", "Validatable",
        "ValidationReport", "ValidationPath", "APIClient", "APIRequest", "APIError", "HTTPTextValue", "FileUpload",
        "CalendarDate", "HTTPHeaders", "NoContent", "MultipartBody", "FormBody", "AdditionalProperties", "Violation",
        "UnexpectedResponse", "DecodingFailure", "Unknown", "名前", "café", "2fa", "3DSecure", "_", "AuthRequirement",
        "RequestBuilder", "ResponseDecoder", "HTTPResponse", "HTTPMethod", "Credentials", "TimeInterval",
        "Identifiable", "ID", "Event", "EventData", "NamedEvent", "ServerSentEvent", "JSONEncoder",
    ]

    /// Model names apigen refuses (each error names `name:` as the fix); drawn rarely, so that most
    /// specs get as far as generating code.
    static let refusedModelNames = ["Swift", "Foundation", "APIRuntime", "Response", "Failure", "CodingKeys", "Self", "Any"]

    static let propertyNames = [
        "id", "name", "status", "owner", "kind", "created_at", "user_id", "photo_urls", "tags", "items", "value",
        "type", "self", "Self", "init", "default", "class", "protocol", "Type", "is", "as", "in", "do", "case",
        "where", "_", "__", "x", "description", "debug_description", "encode", "decode", "validate", "from", "to",
        "container", "decoder", "encoder", "path", "report", "values", "rawValue", "all_cases", "known_values",
        "unknown", "body", "headers", "request", "response", "error", "errors", "optional", "some", "none", "nil",
        "true", "let", "var", "func", "return", "throws", "try", "await", "super", "Any", "inout", "subscript", "get",
        "set", "open", "public", "static", "struct", "enum", "import", "guard", "switch", "catch", "String", "Data",
        "URL", "Date", "Int", "Codable", "JSONValue", "2nd", "名前", "café", "a-b", "a.b", "a b", "@type", "$id",
        "additional_properties", "hash", "copy", "map", "data", "client", "send", "key", "keys", "string_value",
        "int_value", "coding_path", "super_decoder", "Pet", "Owner", "any", "package", "borrowing", "consuming",
        "internal", "inout", "ID", "i_d",
    ]

    static let enumValues = [
        "available", "pending", "sold", "a", "b", "A", "a_b", "aB", "a-b", "a b", "", "+", "-", "<=", "*", "1", "2nd",
        "unknown", "undocumented", "knownValues", "known_values", "allCases", "rawValue", "self", "Self", "default",
        "case", "init", "Type", "none", "some", "名前", "café", "yes", "NO", "null", "true", "description", "open",
        "any", "package", "inout",
    ]

    static let endpointNames = [
        "getPet", "list_pets", "createPet", "get", "list", "self", "type", "default", "init", "Pet", "request",
        "send", "api", "名前", "café", "2fa", "do thing", "get-order", "Failure", "Response",
    ]

    static let pathWords = ["pets", "orders", "a-b", "x.json", "名前", "café", "v1", "self", "~me", "a+b"]

    static let headerNames = [
        "X-Trace-ID", "X-Request", "If-Match", "request", "X_Under", "x-lower", "X-Rate-Limit", "Etag", "Default",
        "Inout", "Open", "Some",
    ]

    static let discriminators = ["kind", "type", "@type", "self", "object_type"]

    static let serverNames = ["staging", "prod-eu", "default", "self", "local", "名前", "2nd"]

    /// Variables of a server's URL: keywords, the types its function names, a namespace's members.
    static let serverVariables = ["region", "self", "default", "Region", "version", "名前", "a-b", "type", "URL", "APIRuntime", "String"]

    static let serverHostValues = ["eu", "us-east", "a1", "x.y", "allCases", "init", "0"]

    static let serverPathValues = ["v1", "*/", "a b", "\\(x)", "🐶", "allCases", "init", "a/b", "\""]

    static let apiNames = ["Petstore", "API", "My API", "store", "Swift", "Client", "名前", "2fa", "Foundation"]

    static let swiftNames = ["value2", "myName", "kindValue", "the_name", "other", "Renamed", "self2"]

    /// Pieces of documentation text: ordinary words and the characters that end
    /// comments, strings and interpolations.
    static let textPieces = [
        "A pet.", "the", "name", "*/", "/*", "\"\"\"", "\"", "\\(", "\\", "#", "\n", "\r\n", "\u{2028}", "`", "🐶",
        "é", " ", "- ", "* ", "# heading", "<b>", "&amp;", "  ",
    ]

    static let contentTypes = [
        "application/octet-stream", "image/png", "text/plain; charset=utf-8", "application/pdf", "text/csv",
    ]
}
