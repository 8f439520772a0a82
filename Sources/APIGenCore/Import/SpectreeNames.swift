/// spectree's operation IDs, which it makes from the method and the path with `_` for each `/`
/// (`get__pets_{pet_id}`), a key the spec would write quoted and Swift could not spell: each
/// endpoint is named by its method and path, as an operation without an ID is (`getPetsPetId`).
/// Not by the function spectree's summary names where the function has no docstring (`list_pets
/// <GET>`): a docstring written later would rename the endpoint. That summary documents nothing.
struct SpectreeNames: FrameworkNames {
    static let framework = "spectree"
    static let made = "the method and the path"
    static let kind = "method and path, as an operation without an ID is"

    /// The name of the method and path for each operation ID.
    let names: [String: String]
    /// Where the first operation ID is written.
    let location: SourceLocation
    /// spectree's summaries for functions without a docstring, by operation ID.
    let summaries: [String: String]

    /// The names, when every operation of the document with an ID is spectree's; else `nil`.
    init?(_ paths: OpenAPIMapping) {
        var summaries: [String: String] = [:]
        guard let found = FrameworkOperationIDs.names(in: paths, { path, method, id, operation in
            guard id == method.lowercased() + "_" + path.replacing("/", with: "_") else { return nil }
            if let summary = operation.first(where: { $0.key == "summary" })?.value.scalar?.text,
               summary.hasSuffix(" <\(method.uppercased())>") {
                summaries[id] = summary
            }
            return OpenAPITranslator.derivedName(method.lowercased(), path)
        }) else { return nil }
        (names, location, self.summaries) = (found.names, found.first, summaries)
    }
}
