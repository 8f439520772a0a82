/// A YAML document built in memory and written in block style, every scalar
/// written so that it reads back as exactly the text it holds.
indirect enum YAMLTree {
    /// Text, written double-quoted.
    case text(String)
    /// A number or `true` / `false`, written as is.
    case plain(String)
    case list([YAMLTree])
    case map([(String, YAMLTree)])

    /// The document, with `indent` spaces before each top-level line.
    func written(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .text, .plain: return pad + inline + "\n"
        case .list(let items) where items.isEmpty: return pad + "[]\n"
        case .map(let entries) where entries.isEmpty: return pad + "{}\n"
        case .list(let items):
            return items.map { item in
                item.isCollection ? pad + "-\n" + item.written(indent: indent + 2) : pad + "- " + item.inline + "\n"
            }.joined()
        case .map(let entries):
            return entries.map { key, value in
                let quotedKey = Self.quoted(key)
                return value.isCollection
                    ? pad + quotedKey + ":\n" + value.written(indent: indent + 2)
                    : pad + quotedKey + ": " + value.inline + "\n"
            }.joined()
        }
    }

    private var isCollection: Bool {
        switch self {
        case .list(let items): !items.isEmpty
        case .map(let entries): !entries.isEmpty
        case .text, .plain: false
        }
    }

    /// Scalars and empty collections, on one line.
    private var inline: String {
        switch self {
        case .text(let text): Self.quoted(text)
        case .plain(let text): text
        case .list: "[]"
        case .map: "{}"
        }
    }

    /// A YAML double-quoted scalar holding exactly `text`. Its escapes are all JSON's too, so it
    /// is also a JSON string (CompileFuzz's JSON samples are written with it).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || value == 0xFEFF {
                    let hex = String(value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
