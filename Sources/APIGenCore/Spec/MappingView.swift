/// A YAML mapping whose keys have been checked against the keys a place allows.
struct MappingView {
    let node: YAMLNode
    let entries: [YAMLMappingEntry]
    private var byKey: [String: YAMLMappingEntry]

    /// Checks that `node` is a mapping and that every key is one of `allowed`;
    /// reports each unknown key with a suggestion when a known key is close.
    /// Returns `nil` (after reporting) when the node is not a mapping.
    init?(_ node: YAMLNode, what: String, allowed: [String], diagnostics: inout Diagnostics) {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        self.node = node
        self.entries = entries
        var byKey: [String: YAMLMappingEntry] = [:]
        var misspelt: [(entry: YAMLMappingEntry, meant: String)] = []
        for entry in entries {
            if allowed.contains(entry.key) {
                byKey[entry.key] = entry
            } else {
                let (message, meant) = unknownKeyMessage(entry, in: what, allowed: allowed)
                diagnostics.error(message, at: entry.keyLocation)
                if let meant { misspelt.append((entry, meant)) }
            }
        }
        // A misspelt key is read as the key it was taken for, when that key is not written
        // too: its value is still checked, and "needs a `response`" does not follow
        // "did you mean `response`?".
        for (entry, meant) in misspelt where byKey[meant] == nil {
            byKey[meant] = entry
        }
        self.byKey = byKey
    }

    /// The value under `key`, if present.
    subscript(key: String) -> YAMLNode? { byKey[key]?.value }

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { byKey[key] != nil }

    /// Reads on as though `key` were not written (after it was reported).
    mutating func remove(_ key: String) { byKey[key] = nil }

    /// Where `key` is written, if present.
    func keyLocation(_ key: String) -> SourceLocation? { byKey[key]?.keyLocation }
}

/// "unknown key `minLenght` in property `name`; did you mean `minLength`?", and the key it
/// suggests, if any.
func unknownKeyMessage(_ entry: YAMLMappingEntry, in what: String, allowed: [String]) -> (String, suggested: String?) {
    let key = entry.key
    let base = "unknown key `\(key)` in \(what)"
    if let (hint, meant) = OtherFormats.keyHint(entry, allowed: allowed) {
        return ("\(base); \(hint)", meant)
    }
    if let suggestion = closestMatch(to: key, among: allowed) {
        return ("\(base); did you mean `\(suggestion)`?", suggestion)
    }
    if key.contains(" ") {
        return ("\(base); inside `{ }` a comma ends the value, so quote text that contains one", nil)
    }
    return ("\(base); expected one of: \(allowed.map { "`\($0)`" }.joined(separator: ", "))", nil)
}

/// The candidate closest to `word` by edit distance, when it is close enough to be
/// a likely typo (a third of the word's length, at least 1; case differences are free).
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased())
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        // Only a candidate nearer than the best so far wins, so no distance is needed beyond
        // that: a spec with thousands of models and unknown names took a minute otherwise.
        let bound = min(limit, (best?.distance ?? .max) - 1)
        guard bound >= 0 else { break }
        if let distance = editDistance(lowered, Array(candidate.lowercased()), atMost: bound) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// Levenshtein distance with adjacent transpositions counted as one edit (`minLenght`).
func editDistance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a), Array(b), atMost: .max) ?? .max
}

/// The distance between `a` and `b`, or `nil` when it is more than `bound`, found out as
/// soon as it is sure: the length difference alone, or two rows all over `bound` (no row's
/// smallest entry is below the smaller of the last row's and the one before's plus one).
func editDistance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
    if abs(a.count - b.count) > bound { return nil }
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    var previousMinimum = 0
    for i in 1...a.count {
        current[0] = i
        var minimum = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previousPrevious[j - 2] + 1)
            }
            minimum = min(minimum, current[j])
        }
        if minimum > bound, previousMinimum >= bound { return nil }
        previousMinimum = minimum
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
}
