/// The operations of an OpenAPI path item: its fixed fields (`get` … `patch`, and OpenAPI 3.2's
/// `query`), then 3.2's `additionalOperations`, keyed by the method as sent (`PURGE`).
struct PathItemOperations {
    /// An operation the spec can declare: its method in lower case (`get`, `query`).
    struct Operation {
        var method: String
        var node: YAMLNode
    }

    /// An operation whose method the spec has no endpoint for (`trace`, `PURGE`), or a second
    /// operation for one method.
    struct Skipped {
        var method: String
        var location: SourceLocation
        var isRepeated: Bool
    }

    /// The path item's fields that hold operations.
    static let fixedMethods = ["get", "put", "post", "delete", "options", "head", "patch", "query"]

    private(set) var imported: [Operation] = []
    private(set) var skipped: [Skipped] = []

    init(_ item: [YAMLMappingEntry]) {
        for entry in item where Self.fixedMethods.contains(entry.key) {
            imported.append(Operation(method: entry.key, node: entry.value))
        }
        if let trace = item.first(where: { $0.key == "trace" }) {
            skipped.append(Skipped(method: "TRACE", location: trace.keyLocation, isRepeated: false))
        }
        let additional = item.first { $0.key == "additionalOperations" }?.value.mapping ?? []
        for entry in additional {
            let method = entry.key.lowercased()
            let known = Self.fixedMethods.contains(method)
            if known, !imported.contains(where: { $0.method == method }) {
                imported.append(Operation(method: method, node: entry.value))
            } else {
                skipped.append(Skipped(method: entry.key, location: entry.keyLocation, isRepeated: known))
            }
        }
    }
}
