/// Finds where a server's answer quotes any of several values back: character for character,
/// inside a JSON string, where the server's encoder may have escaped any character its own
/// way (`\/` by PHP and Foundation, `\u003c` by Go, `\u00e9` for non-ASCII by Python and PHP,
/// `\"` and `\\` by all), or percent-encoded, as a form body or a URL carries it (`%C3%A9`,
/// `+` for a space). One search covers every mix of these, so no list of encoders is kept.
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
    ///
    /// The search spends `budget`: one for a single place in the tree an echo reaches, more
    /// when it reaches many at once. A search that runs out answers that an echo runs to the
    /// end of `text`, so an echo it could not rule out stays hidden. Only values with long runs
    /// of backslashes or `%` come near it, against text made of the same: each such character
    /// may stand for itself or start an escape, so an echo can reach one place many ways.
    func longestEcho(in text: [Unicode.Scalar], from start: Int, budget: inout Int) -> Int? {
        guard start < text.count, Self.readings(of: text, at: start).contains(where: { nodes[0].next[$0.scalar] != nil }) else {
            return nil
        }
        // A backslash, `%` or `+` in the text may stand for itself or start an escape, and only
        // the rest of a value tells which; so every (place in the tree, place in the text) an
        // echo could have reached is followed.
        var reached = [(node: 0, position: start)]
        var longest: Int?
        while !reached.isEmpty {
            var next: [(node: Int, position: Int)] = []
            // Following each state checks it against those already reached at this depth.
            budget -= reached.count * reached.count
            guard budget > 0 else { return text.count }
            for (node, position) in reached where position < text.count {
                for (scalar, end) in Self.readings(of: text, at: position) {
                    guard let child = nodes[node].next[scalar], !next.contains(where: { $0 == (child, end) }) else { continue }
                    next.append((child, end))
                    if nodes[child].isEnd { longest = max(longest ?? end, end) }
                }
            }
            reached = next
        }
        return longest
    }

    /// The characters the text at `position` may stand for, each with where it ends: itself,
    /// and what a JSON escape or percent-encoding starting there stands for.
    private static func readings(of text: [Unicode.Scalar], at position: Int) -> [(scalar: Unicode.Scalar, end: Int)] {
        var readings = [(scalar: text[position], end: position + 1)]
        switch text[position] {
        case "\\": if let escape = escape(in: text, at: position) { readings.append(escape) }
        case "%": if let encoded = percentEncoded(in: text, at: position) { readings.append(encoded) }
        case "+": readings.append((" ", position + 1))
        default: break
        }
        return readings
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

    /// The character whose UTF-8 bytes are percent-encoded from `position` on (`%C3%A9`), and
    /// where they end.
    private static func percentEncoded(in text: [Unicode.Scalar], at position: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        guard let lead = percentByte(in: text, at: position) else { return nil }
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        var bytes = [lead]
        for index in 1..<length {
            guard let byte = percentByte(in: text, at: position + 3 * index) else { return nil }
            bytes.append(byte)
        }
        guard let character = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else { return nil }
        return (character, position + 3 * length)
    }

    /// The byte of the `%XX` at `position`.
    private static func percentByte(in text: [Unicode.Scalar], at position: Int) -> UInt8? {
        guard position + 3 <= text.count, text[position] == "%",
              let high = hexValue(text[position + 1]), let low = hexValue(text[position + 2]) else { return nil }
        return UInt8(high << 4 | low)
    }

    /// The UTF-16 code unit of the `\uXXXX` at `position`.
    private static func codeUnit(in text: [Unicode.Scalar], at position: Int) -> UInt32? {
        guard position + 6 <= text.count, text[position] == "\\", text[position + 1] == "u" else { return nil }
        var unit: UInt32 = 0
        for scalar in text[(position + 2)..<(position + 6)] {
            guard let digit = hexValue(scalar) else { return nil }
            unit = unit << 4 | digit
        }
        return unit
    }

    /// A hex digit's value, in either case.
    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
