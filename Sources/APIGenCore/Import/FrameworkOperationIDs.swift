/// Operation IDs a web framework makes from a name in its code (FastAPI's functions, Litestar's
/// handlers) and the route, read back for that name.
enum FrameworkOperationIDs {
    /// The name `name` reads from each operation's ID (given its path, method, ID and the
    /// operation), and where the first ID is written; `nil` unless every operation with an ID
    /// gives one and the names are unique (the framework adds the route because they need not be).
    static func names(
        in paths: OpenAPIMapping, _ name: (_ path: String, _ method: String, _ id: String, _ operation: [YAMLMappingEntry]) -> String?
    ) -> (names: [String: String], first: SourceLocation)? {
        var names: [String: String] = [:]
        var first: SourceLocation?
        for entry in paths.entries where entry.key.hasPrefix("/") {
            guard let item = entry.value.mapping else { continue }
            for operation in PathItemOperations(item).operations {
                guard let entries = operation.node.mapping, let idNode = entries.first(where: { $0.key == "operationId" })?.value,
                      let id = idNode.scalar?.text else { continue }
                guard let found = name(entry.key, operation.method, id, entries) else { return nil }
                names[id] = found
                first = first.map { min($0, idNode.location) } ?? idNode.location
            }
        }
        guard let first, Set(names.values).count == names.count else { return nil }
        return (names, first)
    }

    /// The text of the one warning that says endpoints are named by the framework's code: how
    /// `framework` makes its IDs (`made`), what each endpoint is named by (`kind`), and an example
    /// of `names`; `nil` for no names.
    static func warning(_ names: [String: String], framework: String, made: String, kind: String) -> String? {
        guard let example = names.min(by: { $0.key < $1.key }) else { return nil }
        return "the operation IDs are \(framework)'s, made of \(made); each endpoint is named by its \(kind) "
            + "(`\(example.key)` is `\(example.value)`)"
    }

    /// Python's `str.title()`, with which Python frameworks write names: each letter after one
    /// that is not a letter upper-cased, the rest lower-cased.
    static func pythonTitleCased(_ text: some StringProtocol) -> String {
        var result = ""
        var afterLetter = false
        for character in text {
            result += afterLetter ? character.lowercased() : character.uppercased()
            afterLetter = character.isLetter
        }
        return result
    }
}

/// A framework's operation IDs read back for the names in its code, where that is all they give
/// (Django Ninja's, Litestar's, Sanic's; FastAPI's also name body models, `FastAPINames`).
protocol FrameworkNames: Sendable {
    /// Whose IDs they are, what the framework makes them of, and what names each endpoint, for
    /// the one warning.
    static var framework: String { get }
    static var made: String { get }
    static var kind: String { get }

    /// The names, when every operation of the document with an ID is the framework's and the
    /// names are unique; else `nil`.
    init?(_ paths: OpenAPIMapping)
    /// The name in the code for each operation ID.
    var names: [String: String] { get }
    /// Where the first operation ID is written.
    var location: SourceLocation { get }
    /// The summary the framework writes, by operation ID, for code that gives none: it only
    /// repeats the name, so it is left out.
    var summaries: [String: String] { get }
}

extension FrameworkNames {
    var summaries: [String: String] { [:] }

    /// The one warning that says endpoints are named by the framework's code.
    func warn(in document: inout OpenAPIDocument) {
        guard let text = FrameworkOperationIDs.warning(names, framework: Self.framework, made: Self.made, kind: Self.kind) else { return }
        document.diagnostics.warning(text, at: location)
    }
}

extension FrameworkOperationIDs {
    /// The frameworks whose IDs name endpoints, in the order tried: the first whose rule every
    /// operation's ID fits names them.
    private static let frameworks: [any FrameworkNames.Type] = [NinjaNames.self, LitestarNames.self, SanicNames.self, SpectreeNames.self]

    /// The names the first framework whose IDs every operation's fits reads from them, if any.
    static func frameworkNames(in paths: OpenAPIMapping) -> (any FrameworkNames)? {
        for framework in frameworks {
            if let names = framework.init(paths) { return names }
        }
        return nil
    }
}
