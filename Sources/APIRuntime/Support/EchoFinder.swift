/// Finds where a server's answer quotes any of several values back: character for character,
/// or inside a JSON string, where the server's encoder may have escaped any character its own
/// way (`\/` by PHP and Foundation, `\u003c` by Go, `\u00e9` for non-ASCII by Python and PHP,
/// `\"` and `\\` by all). One search covers every mix of these, so no list of encoders is kept.
struct EchoFinder: Sendable {
    /// The values as a tree of their characters, so that values sharing a start (`sk_live_…`)
    /// are followed together rather than one by one.
    private var nodes: [Node] = [Node()]

    private struct Node: Sendable {
        var next: [Unicode.Scalar: Int] = [:]
        /// Whether a value ends here.
        var isEnd = false
    }

    init(values: some Sequence<String>) {
        for value in values {
            var node = 0
            for scalar in value.unicodeScalars {
                if let child = nodes[node].next[scalar] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].next[scalar] = nodes.count - 1
                    node = nodes.count - 1
                }
            }
            if node != 0 { nodes[node].isEnd = true }
        }
    }

    var isEmpty: Bool { nodes[0].next.isEmpty }

    /// Where the longest echo of a value that starts at `start` in `text` ends, or `nil` when
    /// none starts there.
    func longestEcho(in text: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < text.count, nodes[0].next[text[start]] != nil || text[start] == "\\" else { return nil }
        // A backslash in the text may stand for itself or start an escape, and only the rest
        // of a value tells which; so every (place in the tree, place in the text) an echo could
        // have reached is followed.
        var reached = [(node: 0, position: start)]
        var longest: Int?
        while !reached.isEmpty {
            var next: [(node: Int, position: Int)] = []
            for (node, position) in reached where position < text.count {
                var steps = [(text[position], position + 1)]
                if let escape = Self.escape(in: text, at: position) { steps.append(escape) }
                for (scalar, end) in steps {
                    guard let child = nodes[node].next[scalar], !next.contains(where: { $0 == (child, end) }) else { continue }
                    next.append((child, end))
                    if nodes[child].isEnd { longest = max(longest ?? end, end) }
                }
            }
            reached = next
        }
        return longest
    }

    /// The character a JSON escape starting at `position` stands for, and where it ends.
    private static func escape(in text: [Unicode.Scalar], at position: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        guard text[position] == "\\", position + 1 < text.count else { return nil }
        switch text[position + 1] {
        case "\"": return ("\"", position + 2)
        case "\\": return ("\\", position + 2)
        case "/": return ("/", position + 2)
        case "b": return ("\u{08}", position + 2)
        case "f": return ("\u{0C}", position + 2)
        case "n": return ("\n", position + 2)
        case "r": return ("\r", position + 2)
        case "t": return ("\t", position + 2)
        case "u":
            guard let unit = codeUnit(in: text, at: position) else { return nil }
            if let scalar = Unicode.Scalar(unit) { return (scalar, position + 6) }
            // A character outside the Basic Multilingual Plane is written as a surrogate pair.
            guard (0xD800...0xDBFF).contains(unit), let low = codeUnit(in: text, at: position + 6),
                  (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            else { return nil }
            return (scalar, position + 12)
        default:
            return nil
        }
    }

    /// The UTF-16 code unit of the `\uXXXX` at `position` (hex digits in either case).
    private static func codeUnit(in text: [Unicode.Scalar], at position: Int) -> UInt32? {
        guard position + 6 <= text.count, text[position] == "\\", text[position + 1] == "u" else { return nil }
        var unit: UInt32 = 0
        for scalar in text[(position + 2)..<(position + 6)] {
            let digit: UInt32
            switch scalar {
            case "0"..."9": digit = scalar.value - 0x30
            case "a"..."f": digit = scalar.value - 0x61 + 10
            case "A"..."F": digit = scalar.value - 0x41 + 10
            default: return nil
            }
            unit = unit << 4 | digit
        }
        return unit
    }
}
