/// Parsing and checking endpoint paths: `/pets/{pet_id}/photo`.
enum PathTemplate {
    struct Problem: Error {
        var message: String
        /// The character offset in the path where the problem is.
        var offset: Int
    }

    /// Splits a path into literal text and `{name}` placeholders, enforcing the
    /// rules: one leading `/`, no `//`, `?`, `#`, `.` or `..` segments, balanced
    /// braces, each placeholder once.
    static func parse(_ path: String) -> Result<[(part: PathPart, offset: Int)], Problem> {
        let characters = Array(path)
        guard characters.first == "/" else { return .failure(Problem(message: "a path starts with `/`", offset: 0)) }
        if let index = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let offset = path.distance(from: path.startIndex, to: index)
            return .failure(Problem(message: "a path cannot contain `\(characters[offset])`; declare query parameters under `params`", offset: offset))
        }
        var offset = 0
        for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            offset += 1
            if segment.isEmpty && offset + segment.count < characters.count {
                return .failure(Problem(message: "a path cannot contain an empty segment (`//`)", offset: offset))
            }
            if segment == "." || segment == ".." {
                return .failure(Problem(message: "a path cannot contain a `\(segment)` segment", offset: offset))
            }
            offset += segment.count
        }
        var parts: [(PathPart, Int)] = []
        var literal = ""
        var index = 0
        var seen: Set<String> = []
        while index < characters.count {
            let character = characters[index]
            if character == "}" { return .failure(Problem(message: "`}` without a matching `{`", offset: index)) }
            guard character == "{" else {
                literal.append(character)
                index += 1
                continue
            }
            guard let close = characters[index...].firstIndex(of: "}") else {
                return .failure(Problem(message: "`{` without a matching `}`", offset: index))
            }
            let name = String(characters[(index + 1)..<close])
            if name.isEmpty || name.contains("{") || name.contains("/") {
                return .failure(Problem(message: "`{\(name)}` is not a parameter placeholder", offset: index))
            }
            guard seen.insert(name).inserted else {
                return .failure(Problem(message: "`{\(name)}` appears twice in the path", offset: index))
            }
            if !literal.isEmpty { parts.append((.literal(literal), index - literal.count)) }
            literal = ""
            parts.append((.parameter(name: name, swiftName: ""), index))
            index = close + 1
        }
        if !literal.isEmpty { parts.append((.literal(literal), characters.count - literal.count)) }
        return .success(parts)
    }
}
