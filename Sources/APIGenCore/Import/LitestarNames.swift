/// Litestar's operation IDs, which it makes from the path and the handler's name (`get_pet` on
/// `/pets/{pet_id}` is `PetsPetIdGetPet`), and its summaries, which are the handler's name alone
/// (`GetPet`) unless the handler gives one: an endpoint named by its handler reads as the code
/// that serves it (`GetPetRequest`, not `PetsPetIDGetPetRequest`), and a summary that only
/// repeats that name documents nothing.
struct LitestarNames: FrameworkNames {
    static let framework = "Litestar"
    static let made = "the path and a handler's name"
    static let kind = "handler"

    /// The handler's name for each operation ID.
    let names: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation

    /// The handlers' names, when every operation of the document with an ID is Litestar's (its ID
    /// the path's words and then a name, and `deprecated` written out, as Litestar writes it on
    /// each) and the names are unique (Litestar adds the path because they need not be); else `nil`.
    init?(_ paths: OpenAPIMapping) {
        guard let found = FrameworkOperationIDs.names(in: paths, { path, _, id, operation in
            let prefix = Self.pathNamespace(path)
            guard id.hasPrefix(prefix), id.dropFirst(prefix.count).first?.isUppercase == true,
                  operation.contains(where: { $0.key == "deprecated" }) else { return nil }
            return String(id.dropFirst(prefix.count))
        }) else { return nil }
        (names, location) = found
    }

    /// What Litestar puts before a handler's name: each segment of the path (a parameter's name
    /// for a parameter) in Python's title case, but one already written in what comes before it,
    /// then the separators taken out (`/pets/{pet_id}` is `PetsPetId`).
    static func pathNamespace(_ path: String) -> String {
        var namespace = ""
        for segment in path.split(separator: "/") {
            var name = Substring(segment)
            if name.hasPrefix("{"), name.hasSuffix("}") { name = name.dropFirst().dropLast() }
            let titled = FrameworkOperationIDs.pythonTitleCased(name)
            if !namespace.contains(titled) { namespace += titled }
        }
        return withoutSeparators(namespace)
    }

    /// The summary Litestar writes for each operation ID's handler without one: its name.
    var summaries: [String: String] { names }

    /// Litestar's separators (`[!#$%&'*+\-.^_`|~:]`) taken out.
    private static func withoutSeparators(_ text: String) -> String {
        text.filter { !"!#$%&'*+-.^_`|~:".contains($0) }
    }
}
