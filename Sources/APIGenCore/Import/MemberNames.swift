/// Swift names kept apart for the members of one type: properties, or an endpoint's parameters.
extension OpenAPITranslator {
    /// A member and where its key is written.
    struct Member {
        var key: String
        var value: SpecValue
        var location: SourceLocation
    }

    /// Gives members whose keys Swift would spell alike (`_id` and `id`, `@type` and `type`,
    /// `X-Trace` and `x_trace`) names apart with `name:`, as the spec refuses two members of
    /// one Swift name. The member whose key is already its Swift name keeps it, else the first;
    /// each other one spells out its symbols (`underscoreID`, `atType`), or else is numbered.
    mutating func nameApart(_ members: [Member], _ kind: String, of what: String) -> [(key: String, value: SpecValue)] {
        let swiftNames = members.map { naming.memberName($0.key) }
        var taken = Set<String>()
        var renamed: [Int: String] = [:]
        var keeperByName: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            let name = swiftNames[index]
            if let keeper = keeperByName[name] {
                // A later member whose key is its Swift name takes the name over.
                if member.key == name && members[keeper].key != name { keeperByName[name] = index }
            } else {
                keeperByName[name] = index
            }
        }
        taken.formUnion(keeperByName.keys)
        for (index, member) in members.enumerated() where keeperByName[swiftNames[index]] != index {
            let candidate = SpecLayout.unique(naming.memberName(spelledOut(member.key)), in: taken)
            taken.insert(candidate)
            renamed[index] = candidate
            let keeper = members[keeperByName[swiftNames[index]] ?? index]
            document.diagnostics.warning(
                "\(kind) `\(member.key)` of \(what) is the Swift name `\(candidate)`: `\(swiftNames[index])` is \(kind) `\(keeper.key)`'s",
                at: member.location)
        }
        return members.enumerated().map { index, member in
            guard let name = renamed[index] else { return (member.key, member.value) }
            return (member.key, member.value.adding("name", .text(name)))
        }
    }

    /// A key with each symbol spelled out as a word: `_id` -> `underscore id`, `@type` -> `at type`.
    private func spelledOut(_ key: String) -> String {
        key.unicodeScalars.map { scalar in Naming.symbolNames[scalar].map { " \($0) " } ?? String(scalar) }.joined()
    }
}
