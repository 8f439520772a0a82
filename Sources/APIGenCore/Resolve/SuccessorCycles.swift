/// Cycles among names of which each leads to at most one other: a named scalar to the name its
/// type holds (`Tree: map<Tree>`, `A: B[]`). The resolver reports such cycles of named scalars,
/// and the import rewrites the collections on them, each over its own form of the models.
enum SuccessorCycles {
    /// Each cycle, from the name a walk came back to (`[A, B]` for `A -> B -> A`). `successor`
    /// gives the name one leads to, or `nil` for none (a name that is no named scalar leads
    /// nowhere). As each name leads to at most one other, one walk from each name of `order`,
    /// stopping at any name an earlier walk passed, visits every name once.
    static func find(in order: [String], successor: (String) -> String?) -> [[String]] {
        var cycles: [[String]] = []
        var done: Set<String> = []
        for start in order where !done.contains(start) {
            var path: [String] = []
            var position: [String: Int] = [:]
            var next: String? = start
            while let name = next, !done.contains(name), position[name] == nil {
                position[name] = path.count
                path.append(name)
                next = successor(name)
            }
            done.formUnion(path)
            // A walk that comes back to a name on its own path has found a cycle, from that name on.
            if let name = next, let first = position[name] { cycles.append(Array(path[first...])) }
        }
        return cycles
    }
}
