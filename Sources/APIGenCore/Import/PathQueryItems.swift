/// Paths that carry a query (`/1.0/certificates?recursion=1`, `/1.0/images?public`), as LXD's
/// document and other go-swagger users write them to give one path several operations of a
/// method. OpenAPI's paths have no query, and the spec's cannot hold one: the path is imported
/// without it, and each of its items as a query parameter whose default is the value written.
extension OpenAPITranslator {
    /// `path` up to its `?`, and a parameter for each item of the query after it (decoded, as
    /// the client encodes what it sends), with a warning; `path` itself and none without one.
    mutating func queryInPath(_ path: String, at location: SourceLocation) -> (path: String, parameters: [YAMLNode]) {
        guard let mark = path.firstIndex(of: "?") else { return (path, []) }
        let query = path[path.index(after: mark)...]
        var parameters: [YAMLNode] = []
        var names: [String] = []
        func decode(_ text: Substring) -> String {
            let spaced = String(text.map { $0 == "+" ? " " : $0 })
            return OpenAPIDocument.percentDecoded(spaced) ?? spaced
        }
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(pair[0]), value = pair.count > 1 ? decode(pair[1]) : ""
            guard !name.isEmpty, !names.contains(name) else { continue }
            names.append(name)
            parameters.append(Self.queryParameter(name, value, path: path, at: location))
        }
        let stem = String(path[..<mark])
        let items = names.map { "`\($0)`" }.joined(separator: ", ")
        let told = names.isEmpty ? "" : ", each item of its query (\(items)) a query parameter whose default is the value written"
        document.diagnostics.warning("path `\(path)` is imported as `\(stem)`\(told): OpenAPI's paths have no query", at: location)
        return (stem, parameters)
    }

    /// `{ name: recursion, in: query, description: …, schema: { type: string, default: "1" } }`:
    /// sent as the path wrote it unless the caller gives another value.
    private static func queryParameter(_ name: String, _ value: String, path: String, at location: SourceLocation) -> YAMLNode {
        func text(_ text: String) -> YAMLNode { YAMLNode(.scalar(YAMLScalar(text, style: .doubleQuoted)), at: location) }
        func map(_ entries: [(String, YAMLNode)]) -> YAMLNode {
            YAMLNode(.mapping(entries.map { YAMLMappingEntry(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
        }
        let description = "The document gives this operation the path `\(path)`."
        return map([
            ("name", text(name)), ("in", text("query")), ("description", text(description)),
            ("schema", map([("type", text("string")), ("default", text(value))])),
        ])
    }
}
