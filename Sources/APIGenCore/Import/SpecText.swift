/// A spec file's content as the importer builds it, and the YAML text it writes.
///
/// The writer decides quoting, so that no text from an imported document can mean
/// anything but itself in the spec: a description is a string, never YAML syntax.
enum SpecValue: Hashable {
    /// Text: written plain when YAML reads it back as the same text, quoted otherwise.
    case text(String)
    /// A number or boolean, written as is (already checked to be one).
    case literal(String)
    case list([SpecValue])
    /// A mapping's entries, in the order they are written.
    case entries([SpecEntry])

    /// A mapping of `pairs`, in order.
    static func map(_ pairs: [(key: String, value: SpecValue)]) -> SpecValue {
        .entries(pairs.map { SpecEntry(key: $0.key, value: $0.value) })
    }

    /// The value with one more key: a type expression becomes `{ type: Pet, key: value }`.
    func adding(_ key: String, _ value: SpecValue) -> SpecValue {
        if case .entries(let entries) = self { return .entries(entries + [SpecEntry(key: key, value: value)]) }
        return .map([("type", self), (key, value)])
    }

    /// Whether this is a scalar (text or literal).
    var isScalar: Bool {
        switch self {
        case .text, .literal: return true
        case .list, .entries: return false
        }
    }
}

/// One `key: value` of a mapping. A struct, not a tuple: swiftc 6.3 reported a circular
/// reference in the enum when its own case held tuples of it.
struct SpecEntry: Hashable {
    var key: String
    var value: SpecValue
}

/// Writes spec values as block YAML, the way a person writes a spec: small mappings of
/// scalars on one line (`{ type: string, minLength: 1 }`), the rest indented.
enum SpecText {
    /// The longest line a mapping is folded onto before it is written as a block.
    static let flowWidth = 100

    /// The text of a file whose top level is `map`, after `header` comment lines.
    static func file(header: [String], _ entries: [(key: String, value: SpecValue)]) -> String {
        var out = header.map { "# " + $0 + "\n" }.joined()
        if !header.isEmpty { out += "\n" }
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "\n" }
            write(key: entry.key, entry.value, indent: 0, into: &out)
        }
        return out
    }

    /// The most characters YAML reads as a key before its `:` (1,024 in YAML 1.2 and libyaml),
    /// less a margin; a longer key is written as an explicit key (`? key`).
    static let implicitKeyLimit = 1_000

    private static func write(key: String, _ value: SpecValue, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        let written = scalar(key)
        // A long key on a line of its own after `?`, and its value after `:` on the next.
        let head = written.unicodeScalars.count <= implicitKeyLimit ? pad + written + ":" : pad + "? " + written + "\n" + pad + ":"
        switch value {
        case .text(let text) where text.contains("\n") && literalBlockAllowed(text):
            out += head + (text.hasSuffix("\n") ? " |\n" : " |-\n")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
                out += line.isEmpty ? "\n" : pad + "  " + line + "\n"
            }
        case .text, .literal:
            out += head + " " + inline(value) + "\n"
        case .list(let items) where items.isEmpty:
            out += head + " []\n"
        case .entries(let entries) where entries.isEmpty:
            out += head + " {}\n"
        default:
            if let flow = flow(value), head.count + 1 + flow.count <= flowWidth {
                out += head + " " + flow + "\n"
                return
            }
            out += head + "\n"
            write(value, indent: indent + 2, into: &out)
        }
    }

    /// A list's items or a mapping's entries, one per line, at `indent`.
    private static func write(_ value: SpecValue, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .list(let items):
            for item in items {
                if let flow = flow(item), pad.count + 2 + flow.count <= flowWidth {
                    out += pad + "- " + flow + "\n"
                } else if case .entries(let entries) = item, !entries.isEmpty {
                    // The first entry shares the dash's line; the rest line up under it.
                    var nested = ""
                    write(item, indent: indent + 2, into: &nested)
                    out += pad + "- " + nested.dropFirst(indent + 2)
                } else if case .list(let nested) = item, !nested.isEmpty {
                    out += pad + "-\n"
                    write(item, indent: indent + 2, into: &out)
                } else {
                    out += pad + "- " + inline(item) + "\n"
                }
            }
        case .entries(let entries):
            for entry in entries { write(key: entry.key, entry.value, indent: indent, into: &out) }
        case .text, .literal:
            out += pad + inline(value) + "\n"
        }
    }

    /// A value on one line, if it has no nested list or mapping of more than scalars.
    static func flow(_ value: SpecValue) -> String? {
        switch value {
        case .text, .literal:
            return inline(value)
        case .list(let items):
            guard items.allSatisfy(\.isScalar) else { return nil }
            return "[" + items.map(inline).joined(separator: ", ") + "]"
        case .entries(let entries):
            guard !entries.isEmpty else { return "{}" }
            var parts: [String] = []
            for entry in entries {
                guard entry.value.isScalar || isShortList(entry.value) else { return nil }
                parts.append(scalar(entry.key) + ": " + (flow(entry.value) ?? ""))
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    private static func isShortList(_ value: SpecValue) -> Bool {
        if case .list(let items) = value { return items.allSatisfy(\.isScalar) }
        return false
    }

    private static func inline(_ value: SpecValue) -> String {
        switch value {
        case .text(let text): return scalar(text)
        case .literal(let text): return text
        case .list, .entries: return flow(value) ?? "{}"
        }
    }

    /// Text for a `#` comment line: what would end the line or hide in it is escaped.
    static func commentSafe(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text as a YAML scalar that reads back as exactly `text`, in block and flow context.
    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// Plain where YAML reads the text back unchanged in block and flow context: no
    /// indicator first (`-` only before a digit), no `,[]{}`, no `: ` or ` #`, no `:` last,
    /// no white space at either end, nothing to escape, and not YAML's null.
    static func isPlainSafe(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last, !["null", "Null", "NULL", "~", "<<"].contains(text) else { return false }
        if "?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if first == "-" && !(scalars.count > 1 && ("0"..."9").contains(scalars[1])) { return false }
        if first == " " || last == " " || last == ":" { return false }
        for (index, scalar) in scalars.enumerated() {
            if ",[]{}\t\n\r".unicodeScalars.contains(scalar) || needsEscape(scalar) { return false }
            if scalar == ":" && index + 1 < scalars.count && scalars[index + 1] == " " { return false }
            if scalar == "#" && index > 0 && scalars[index - 1] == " " { return false }
        }
        return true
    }

    /// A double-quoted scalar: `\` and `"` escaped, and every control, line-breaking or
    /// invisible formatting character written as an escape, so a reviewer sees it.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += scalar.value <= 0xFFFF
                        ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                        : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// A literal block keeps text exactly when every line is printable, no line but an
    /// empty one starts with a space (which would change the block's indentation), no line
    /// ends in white space, and the text ends in at most one line break.
    private static func literalBlockAllowed(_ text: String) -> Bool {
        guard !text.hasSuffix("\n\n"), !text.hasPrefix("\n") else { return false }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first == " " || line.last == " " { return false }
            if line.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\r" || needsEscape($0) }) { return false }
        }
        return true
    }
}
