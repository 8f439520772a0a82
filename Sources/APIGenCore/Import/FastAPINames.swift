/// FastAPI's operation IDs, which it makes from a function's name, the path and the method
/// (`list_items` on `GET /items` is `list_items_items_get`): an endpoint named by its function
/// reads as the code that serves it (`ListItemsRequest`, not `ListItemsItemsGetRequest`). FastAPI
/// names a body of several fields or a form by the same ID (`Body_login_login_post`), so that
/// model is named by the function too (`LoginBody`).
struct FastAPINames {
    /// The function's name for each operation ID.
    let functions: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation

    /// The function names, when every operation ID of the document is FastAPI's and the names
    /// are unique (FastAPI adds the path because they need not be); else `nil`.
    init?(_ paths: OpenAPIMapping) {
        guard let found = FrameworkOperationIDs.names(in: paths, { path, method, id, _ in
            let suffix = Self.generatedSuffix(path: path, method: method)
            return id.hasSuffix(suffix) && id.count > suffix.count ? String(id.dropLast(suffix.count)) : nil
        }) else { return nil }
        (functions, location) = found
    }

    /// What FastAPI appends to a function's name: the path with each character that is not a
    /// letter, digit or `_` as `_`, then `_` and the method (`/items/{id}`, GET: `_items__id__get`).
    static func generatedSuffix(path: String, method: String) -> String {
        let path = String(path.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        return path + "_" + method.lowercased()
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
            functions, framework: "FastAPI", made: "a function's name, the path and the method", kind: "function") else { return }
        if let body = bodyModels.min(by: { $0.key < $1.key }) {
            text += ", and so is each body schema FastAPI named by an operation ID (`\(body.key)` is the model `\(body.value)`)"
        }
        document.diagnostics.warning(text, at: location)
    }
}
