/// FastAPI's operation IDs, which it makes from a function's name, the path and the method
/// (`list_items` on `GET /items` is `list_items_items_get`): an endpoint named by its function
/// reads as the code that serves it (`ListItemsRequest`, not `ListItemsItemsGetRequest`). FastAPI
/// names a body of several fields or a form by the same ID (`Body_login_login_post`), so that
/// model is named by the function too (`LoginBody`). flask-openapi3 makes its IDs the same way
/// from the Flask route, whose parameters may name a converter (`/pets/<int:pet_id>`:
/// `get_pet_pets__int_pet_id__get`).
struct FastAPINames {
    /// The function's name for each operation ID.
    let functions: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation
    /// Whose IDs they are, for the warning: flask-openapi3's where a route names a converter.
    let framework: String

    /// Werkzeug's converters, as a Flask route names them before a parameter (`<int:pet_id>`).
    private static let flaskConverters = ["string", "int", "float", "path", "uuid"]

    /// The function names, when every operation ID of the document is FastAPI's (or
    /// flask-openapi3's) and the names are unique (the path is added because they need not be);
    /// else `nil`.
    init?(_ paths: OpenAPIMapping) {
        var throughConverters = false
        guard let found = FrameworkOperationIDs.names(in: paths, { path, method, id, _ in
            let suffix = "_" + method.lowercased()
            guard id.hasSuffix(suffix) else { return nil }
            let match = Self.function(before: Self.pieces(of: path)[...], in: id.dropLast(suffix.count))
            throughConverters = throughConverters || match?.throughConverter == true
            return match.flatMap { $0.function.isEmpty ? nil : String($0.function) }
        }) else { return nil }
        (functions, location) = found
        framework = throughConverters ? "flask-openapi3" : "FastAPI"
    }

    /// A path's parts: text as written, and each parameter's name.
    private enum Piece { case text(String), parameter(String) }

    private static func pieces(of path: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.parameter(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// What comes before the path's `pieces` at the end of `id` (the method taken off), read from
    /// the end: each text as it is written into the ID, each parameter `_name_` (FastAPI's
    /// `{name}`, a route's `<name>`) or `_converter_name_` (`<int:name>`); a parameter is tried
    /// without a converter first. `nil` where the ID does not end so.
    private static func function(
        before pieces: ArraySlice<Piece>, in id: Substring
    ) -> (function: Substring, throughConverter: Bool)? {
        guard let last = pieces.last else { return (id, false) }
        let earlier = pieces.dropLast()
        switch last {
        case .text(let text):
            let written = wordCharacters(text)
            guard id.hasSuffix(written) else { return nil }
            return function(before: earlier, in: id.dropLast(written.count))
        case .parameter(let name):
            let written = wordCharacters(name) + "_"
            guard id.hasSuffix(written) else { return nil }
            let beforeName = id.dropLast(written.count)
            if beforeName.hasSuffix("_"), let match = function(before: earlier, in: beforeName.dropLast()) { return match }
            for converter in flaskConverters where beforeName.hasSuffix("_" + converter + "_") {
                if let match = function(before: earlier, in: beforeName.dropLast(converter.count + 2)) { return (match.function, true) }
            }
            return nil
        }
    }

    /// Text with each character that is not a letter, digit or `_` as `_`, as Python's `\W` reads it.
    private static func wordCharacters(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
    }

    /// The model name of each schema FastAPI named after an operation's body (`Body_` and the
    /// operation's ID): the function's name and `Body`, as a type (`LoginBody`), unless
    /// `taken` holds it.
    func bodyModelNames(_ schemaNames: [String], naming: Naming, taken: Set<String>) -> [String: String] {
        var names: [String: String] = [:]
        var taken = taken
        for schema in schemaNames.sorted() where schema.hasPrefix("Body_") {
            guard let function = functions[String(schema.dropFirst("Body_".count))] else { continue }
            let name = naming.typeName(function) + "Body"
            guard !taken.contains(name) else { continue }
            names[schema] = name
            taken.insert(name)
        }
        return names
    }

    /// The one warning that says endpoints, and the bodies' models, are named by functions.
    func warn(bodyModels: [String: String], in document: inout OpenAPIDocument) {
        guard var text = FrameworkOperationIDs.warning(
            functions, framework: framework, made: "a function's name, the path and the method", kind: "function") else { return }
        if let body = bodyModels.min(by: { $0.key < $1.key }) {
            text += ", and so is each body schema \(framework) named by an operation ID (`\(body.key)` is the model `\(body.value)`)"
        }
        document.diagnostics.warning(text, at: location)
    }
}
