/// The operations of an OpenAPI path item: its fixed fields (`get` … `trace`, and OpenAPI
/// 3.2's `query`), then 3.2's `additionalOperations`, keyed by the method as sent (`PURGE`).
struct PathItemOperations {
    /// An operation, and its method as it is sent (`GET`, `PURGE`).
    struct Operation {
        var method: String
        var node: YAMLNode
    }

    /// An operation of `additionalOperations` for a method that a fixed field declares already.
    struct Repeated {
        var method: String
        var location: SourceLocation
    }

    /// The path item's fields that hold operations.
    static let fixedMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    private(set) var operations: [Operation] = []
    private(set) var repeated: [Repeated] = []

    init(_ item: [YAMLMappingEntry]) {
        for entry in item where Self.fixedMethods.contains(entry.key) {
            operations.append(Operation(method: entry.key.uppercased(), node: entry.value))
        }
        let additional = item.first { $0.key == "additionalOperations" }?.value.mapping ?? []
        for entry in additional {
            // OpenAPI keys these by the method as sent; the ones apigen knows by name are sent in capitals.
            let known = Self.fixedMethods.contains(entry.key.lowercased())
            let method = known ? entry.key.uppercased() : entry.key
            if operations.contains(where: { $0.method == method }) {
                repeated.append(Repeated(method: entry.key, location: entry.keyLocation))
            } else {
                operations.append(Operation(method: method, node: entry.value))
            }
        }
    }
}
