/// Turns the bytes of one YAML file into a node tree, or into diagnostics.
///
/// What the YAML layer guarantees on top of libyaml:
/// - every node carries its 1-based file:line:column;
/// - scalars keep their raw text and style, mappings keep their written order;
/// - bounded alias expansion, nesting depth and file size;
/// - merge keys (`<<: *base`, or a list of aliases) copy in the keys a mapping
///   does not write itself, at the place of the `<<`; an earlier source wins;
/// - rejected with a position: non-scalar keys, alias keys, duplicate keys
///   (`200` and `"200"` are the same key), explicit tags, a second document,
///   and invalid UTF-8. A UTF-8 byte order mark is accepted;
/// - a JSON document's escaped surrogate pairs (`"\uD83D\uDCA9"`) read as the
///   character they stand for, which YAML's own escapes cannot spell that way.
public enum YAMLParser {
    /// The outcome of reading one file.
    public struct Output: Sendable {
        /// The document's root, or `nil` when the file is empty or could not be read.
        public var root: YAMLNode?
        /// Every problem found; a libyaml syntax error ends the file, others do not.
        public var diagnostics: Diagnostics
    }

    /// Parses one file's bytes. `file` is the path to print in diagnostics.
    public static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) -> Output {
        var diagnostics = Diagnostics()
        guard bytes.count <= limits.maxFileSize else {
            diagnostics.error(
                "file is \(bytes.count) bytes; spec files are limited to \(limits.maxFileSize) bytes",
                at: SourceLocation(file: file, line: 1, column: 1))
            return Output(root: nil, diagnostics: diagnostics)
        }
        if let (message, location) = UTF8Validation.error(in: bytes, file: file, kind: "spec files") {
            diagnostics.error(message, at: location)
            return Output(root: nil, diagnostics: diagnostics)
        }
        let pairs = SurrogatePairEscapes.rewriting(bytes)
        let read = pairs?.bytes ?? bytes
        var builder = TreeBuilder(reader: LibYAMLEventReader(bytes: read), bytes: read, pairs: pairs, file: file, limits: limits)
        let root = builder.buildStream()
        return Output(root: root, diagnostics: builder.diagnostics)
    }
}

/// Builds the node tree from the event stream by recursive descent.
/// Recursion is bounded by `limits.maxDepth`, which is checked before descending.
private struct TreeBuilder {
    let reader: LibYAMLEventReader
    let bytes: [UInt8]
    /// The surrogate pairs rewritten in `bytes`, whose columns are moved back to the file's.
    let pairs: SurrogatePairEscapes?
    let file: String
    let limits: YAMLLimits
    var diagnostics = Diagnostics()
    /// Anchored nodes with their expanded sizes, so an alias costs what it expands to.
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var expandedNodes = 0

    init(reader: LibYAMLEventReader, bytes: [UInt8], pairs: SurrogatePairEscapes?, file: String, limits: YAMLLimits) {
        self.reader = reader
        self.bytes = bytes
        self.pairs = pairs
        self.file = file
        self.limits = limits
    }

    /// Thrown to unwind after a fatal problem; the diagnostic is already recorded.
    struct Stop: Error {}

    typealias Positioned = (event: YAMLEvent, location: SourceLocation)

    mutating func next() throws(Stop) -> Positioned {
        switch reader.next() {
        case .success(let item):
            return (item.event, location(line: item.line, column: item.column))
        case .failure(let error):
            var location = location(line: error.line, column: error.column)
            if let offset = error.byteOffset {
                let (line, column) = UTF8Validation.lineAndColumn(ofByte: min(offset, bytes.count), in: bytes)
                location = self.location(line: line - 1, column: column - 1)
            }
            diagnostics.error(error.message, at: location)
            throw Stop()
        }
    }

    /// The 1-based place in the file of libyaml's 0-based line and column.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: (pairs?.originalColumn(line: line, column: column) ?? column) + 1)
    }

    mutating func buildStream() -> YAMLNode? {
        do {
            _ = try next()  // stream start
            let first = try next()
            guard case .documentStart = first.event else { return nil }  // empty file
            let root = try buildNode(try next(), depth: 1)
            _ = try next()  // document end
            let after = try next()
            if case .documentStart = after.event {
                diagnostics.error("a spec file holds one YAML document; this starts a second one", at: after.location)
            }
            return root.node
        } catch {
            return nil
        }
    }

    /// Builds one node; returns it with its expanded size.
    mutating func buildNode(_ start: Positioned, depth: Int) throws(Stop) -> (node: YAMLNode, size: Int) {
        let built: (node: YAMLNode, size: Int)
        let anchor: String?
        switch start.event {
        case .alias(let name):
            guard let target = anchors[name] else {
                diagnostics.error("alias `*\(name)` names no anchor defined before it", at: start.location)
                throw Stop()
            }
            try count(target.size, at: start.location, alias: name)
            return target
        case .scalar(let scalarAnchor, let tag, let scalar):
            try rejectTag(tag, at: start.location)
            anchor = scalarAnchor
            try count(1, at: start.location, alias: nil)
            built = (YAMLNode(.scalar(scalar), at: start.location), 1)
        case .sequenceStart(let sequenceAnchor, let tag):
            try rejectTag(tag, at: start.location)
            try checkDepth(depth, at: start.location)
            anchor = sequenceAnchor
            built = try buildSequence(at: start.location, depth: depth)
        case .mappingStart(let mappingAnchor, let tag):
            try rejectTag(tag, at: start.location)
            try checkDepth(depth, at: start.location)
            anchor = mappingAnchor
            built = try buildMapping(at: start.location, depth: depth)
        default:
            diagnostics.error("unexpected YAML structure", at: start.location)
            throw Stop()
        }
        if let anchor { anchors[anchor] = built }
        return built
    }

    mutating func buildSequence(at location: SourceLocation, depth: Int) throws(Stop) -> (node: YAMLNode, size: Int) {
        try count(1, at: location, alias: nil)
        var items: [YAMLNode] = []
        var size = 1
        while true {
            let item = try next()
            if case .sequenceEnd = item.event { break }
            let child = try buildNode(item, depth: depth + 1)
            items.append(child.node)
            size += child.size
        }
        return (YAMLNode(.sequence(items), at: location), size)
    }

    mutating func buildMapping(at location: SourceLocation, depth: Int) throws(Stop) -> (node: YAMLNode, size: Int) {
        try count(1, at: location, alias: nil)
        var entries: [YAMLMappingEntry] = []
        var firstSeen: [String: SourceLocation] = [:]
        // What the merge key copies in, and the index of `entries` it stands before.
        var merged: (index: Int, entries: [YAMLMappingEntry], location: SourceLocation)?
        var size = 1
        while true {
            let keyEvent = try next()
            if case .mappingEnd = keyEvent.event { break }
            let key = try mappingKey(keyEvent, depth: depth)
            let value = try buildNode(try next(), depth: depth + 1)
            size += value.size + 1
            switch key {
            case nil:
                continue
            case .merge?:
                if let first = merged?.location {
                    diagnostics.error("a mapping has one merge key (`<<`); list several sources in one: `<<: [*a, *b]`",
                                      at: keyEvent.location, notes: [Diagnostic.Note("the first `<<` is here", at: first)])
                    continue
                }
                merged = (entries.count, mergedEntries(value.node, at: keyEvent.location), keyEvent.location)
            case .text(let key)?:
                if let first = firstSeen[key] {
                    diagnostics.error(
                        "duplicate key `\(key)`; it is already defined at line \(first.line)",
                        at: keyEvent.location,
                        notes: [Diagnostic.Note("`\(key)` first defined here", at: first)])
                    continue
                }
                firstSeen[key] = keyEvent.location
                entries.append(YAMLMappingEntry(key: key, keyLocation: keyEvent.location, value: value.node))
            }
        }
        if let merged {
            // A written key wins over a merged one, and an earlier source over a later one.
            var kept: [YAMLMappingEntry] = []
            for entry in merged.entries where firstSeen[entry.key] == nil {
                firstSeen[entry.key] = entry.keyLocation
                kept.append(entry)
            }
            entries.insert(contentsOf: kept, at: merged.index)
        }
        return (YAMLNode(.mapping(entries), at: location), size)
    }

    /// The entries a merge key's value copies in: one mapping's, or those of each
    /// mapping in a list, in order (so an earlier source wins).
    mutating func mergedEntries(_ value: YAMLNode, at location: SourceLocation) -> [YAMLMappingEntry] {
        switch value.content {
        case .mapping(let entries):
            return entries
        case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }):
            return items.flatMap { $0.mapping ?? [] }
        default:
            diagnostics.error("a merge key (`<<`) takes a mapping or a list of mappings, such as `*base` or `[*a, *b]`", at: location)
            return []
        }
    }

    /// A mapping key: text, or a plain `<<` (quoted, `"<<"` is text).
    enum MappingKey {
        case text(String)
        case merge
    }

    /// The key, or `nil` (with a diagnostic) when the key is not a scalar.
    mutating func mappingKey(_ keyEvent: Positioned, depth: Int) throws(Stop) -> MappingKey? {
        switch keyEvent.event {
        case .alias(let name):
            diagnostics.error("an alias (`*\(name)`) cannot be a mapping key", at: keyEvent.location)
            return nil
        case .scalar(_, _, let scalar):
            _ = try buildNode(keyEvent, depth: depth + 1)
            return scalar.style == .plain && scalar.text == "<<" ? .merge : .text(scalar.text)
        default:
            _ = try buildNode(keyEvent, depth: depth + 1)
            diagnostics.error("a mapping key must be a scalar, not a list or a mapping", at: keyEvent.location)
            return nil
        }
    }

    mutating func rejectTag(_ tag: String?, at location: SourceLocation) throws(Stop) {
        guard let tag else { return }
        diagnostics.error(
            "explicit YAML tags (`\(tag)`) are not supported; apigen decides each value's type from where it stands",
            at: location)
    }

    mutating func checkDepth(_ depth: Int, at location: SourceLocation) throws(Stop) {
        guard depth > limits.maxDepth else { return }
        diagnostics.error("lists and mappings are nested more than \(limits.maxDepth) deep", at: location)
        throw Stop()
    }

    mutating func count(_ nodes: Int, at location: SourceLocation, alias: String?) throws(Stop) {
        expandedNodes += nodes
        guard expandedNodes > limits.maxExpandedNodes else { return }
        if let alias {
            diagnostics.error(
                "alias `*\(alias)` expands the document past \(limits.maxExpandedNodes) nodes; aliases may not multiply a document",
                at: location)
        } else {
            diagnostics.error("the document has more than \(limits.maxExpandedNodes) nodes", at: location)
        }
        throw Stop()
    }
}
