/// A YAML mapping whose keys have been checked against the keys a place allows.
struct MappingView {
    let node: YAMLNode
    let entries: [YAMLMappingEntry]
    private let byKey: [String: YAMLMappingEntry]

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
        for entry in entries {
            if allowed.contains(entry.key) {
                byKey[entry.key] = entry
            } else {
                diagnostics.error(unknownKeyMessage(entry, in: what, allowed: allowed), at: entry.keyLocation)
            }
        }
        self.byKey = byKey
    }

    /// The value under `key`, if present.
    subscript(key: String) -> YAMLNode? { byKey[key]?.value }

    /// Whether `key` is present.
    func has(_ key: String) -> Bool { byKey[key] != nil }

    /// Where `key` is written, if present.
    func keyLocation(_ key: String) -> SourceLocation? { byKey[key]?.keyLocation }
}

/// "unknown key `minLenght` in property `name`; did you mean `minLength`?"
func unknownKeyMessage(_ entry: YAMLMappingEntry, in what: String, allowed: [String]) -> String {
    let key = entry.key
    let base = "unknown key `\(key)` in \(what)"
    if let hint = otherFormatsHint(entry, allowed: allowed) {
        return "\(base); \(hint)"
    }
    if let suggestion = closestMatch(to: key, among: allowed) {
        return "\(base); did you mean `\(suggestion)`?"
    }
    if key.contains(" ") {
        return "\(base); inside `{ }` a comma ends the value, so quote text that contains one"
    }
    return "\(base); expected one of: \(allowed.map { "`\($0)`" }.joined(separator: ", "))"
}

/// What to write instead of a key that OpenAPI and JSON Schema use, where apigen says it
/// another way and the spelling is too far off for `closestMatch` to find.
private func otherFormatsHint(_ entry: YAMLMappingEntry, allowed: [String]) -> String? {
    switch entry.key {
    case "$ref":
        let name = entry.value.scalar.flatMap { $0.text.split(separator: "/").last }.map(String.init) ?? "Model"
        return "name the model as the type: `type: \(name)`"
    case "required" where allowed.contains("properties"):
        return "a property is required unless it is optional (`T?` or `optional: true`) or has a `default`"
    case "parameters" where allowed.contains("params"):
        return "did you mean `params`?"
    case "requestBody" where allowed.contains("body"):
        return "did you mean `body`?"
    default:
        return nil
    }
}

/// The candidate closest to `word` by edit distance, when it is close enough to be
/// a likely typo (a third of the word's length, at least 1; case differences are free).
func closestMatch(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, candidate.lowercased())
        if distance <= limit, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// Levenshtein distance with adjacent transpositions counted as one edit (`minLenght`).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previousPrevious[j - 2] + 1)
            }
        }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
