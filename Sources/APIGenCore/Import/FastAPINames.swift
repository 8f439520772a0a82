/// FastAPI's operation IDs, which it makes from a function's name, the path and the method
/// (`list_items` on `GET /items` is `list_items_items_get`): an endpoint named by its function
/// reads as the code that serves it (`ListItemsRequest`, not `ListItemsItemsGetRequest`).
enum FastAPINames {
    /// The function's name for each operation ID, when every operation ID of the document is
    /// FastAPI's and the names are unique (FastAPI adds the path because they need not be);
    /// else none. One warning says so, at the first.
    static func functionNames(_ paths: OpenAPIMapping, in document: inout OpenAPIDocument) -> [String: String] {
        var names: [String: String] = [:]
        var first: SourceLocation?
        for entry in paths.entries where entry.key.hasPrefix("/") {
            guard let item = entry.value.mapping else { continue }
            for operation in PathItemOperations(item).operations {
                guard let idNode = operation.node.mapping?.first(where: { $0.key == "operationId" })?.value,
                      let id = idNode.scalar?.text else { continue }
                let suffix = generatedSuffix(path: entry.key, method: operation.method)
                guard id.hasSuffix(suffix), id.count > suffix.count else { return [:] }
                names[id] = String(id.dropLast(suffix.count))
                first = first.map { min($0, idNode.location) } ?? idNode.location
            }
        }
        guard let first, Set(names.values).count == names.count, let example = names.min(by: { $0.key < $1.key }) else { return [:] }
        document.diagnostics.warning(
            "the operation IDs are FastAPI's, made of a function's name, the path and the method; each endpoint is named by its "
                + "function (`\(example.key)` is `\(example.value)`)",
            at: first)
        return names
    }

    /// What FastAPI appends to a function's name: the path with each character that is not a
    /// letter, digit or `_` as `_`, then `_` and the method (`/items/{id}`, GET: `_items__id__get`).
    static func generatedSuffix(path: String, method: String) -> String {
        let path = String(path.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        return path + "_" + method.lowercased()
    }
}
