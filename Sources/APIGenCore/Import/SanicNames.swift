/// Sanic's operation IDs, which sanic-ext makes from the method and the handler's name
/// (`get~list_pets`): an endpoint named by its handler reads as the code that serves it
/// (`ListPetsRequest`, not `GetListPetsRequest` from a key Swift cannot spell as written).
struct SanicNames: FrameworkNames {
    static let framework = "Sanic"
    static let made = "the method and a handler's name"
    static let kind = "handler"

    /// The handler's name for each operation ID.
    let names: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation

    /// The handlers' names, when every operation of the document with an ID is sanic-ext's (its ID
    /// its method in lower case, `~` and a name) and the names are unique (a handler that serves
    /// two methods has two IDs of one name); else `nil`.
    init?(_ paths: OpenAPIMapping) {
        guard let found = FrameworkOperationIDs.names(in: paths, { _, method, id, _ in
            let prefix = method.lowercased() + "~"
            guard id.hasPrefix(prefix), id.count > prefix.count else { return nil }
            return String(id.dropFirst(prefix.count))
        }) else { return nil }
        (names, location) = found
    }
}
