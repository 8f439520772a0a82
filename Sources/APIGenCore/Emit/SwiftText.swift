/// Spec text made safe for the place it lands in generated Swift. Every piece of
/// spec text reaches generated code through one of these functions.
enum SwiftText {
    /// Doc comment lines (without `///`), one per line of `text`. Every line
    /// break kind (`\n`, `\r`, U+2028, U+2029, U+0085, VT, FF) starts a new
    /// line, so no text can end the comment; control, bidirectional and invisible
    /// characters are shown as `\u{…}` so a reviewer sees them in the diff.
    static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(current)
                current = ""
            } else if needsEscapeInText(scalar) {
                current += spelledOut(scalar)
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        while lines.last?.trimmingTrailingSpaces.isEmpty == true { lines.removeLast() }
        return lines.map(\.trimmingTrailingSpaces)
    }

    /// Spec text for the middle of one doc comment line: its lines joined with spaces,
    /// escaped as in `docLines`.
    static func docInline(_ text: String) -> String {
        docLines(text).joined(separator: " ")
    }

    /// Spec text as one Markdown code span in a doc comment line: escaped as in `docInline`,
    /// between more backticks than any run inside it (CommonMark's rule), so that a name such
    /// as `` k`* `` shows as written instead of ending the span early.
    static func docCode(_ text: String) -> String {
        let inline = docInline(text)
        var longestRun = 0
        var run = 0
        for byte in inline.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // A span that starts or ends with a backtick needs a space to part it from the fence;
        // CommonMark strips one space from each side.
        let padding = inline.hasPrefix("`") || inline.hasSuffix("`") ? " " : ""
        return fence + padding + inline + padding + fence
    }

    /// A Swift string literal, quotes included: `"a \"b\" \\(c)"`. Backslashes,
    /// quotes, line breaks and other invisible characters are escaped, so the
    /// literal's value is exactly `text` and no text can end the literal.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isLineBreak(scalar) || needsEscapeInText(scalar) {
                    result += spelledOut(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An identifier as written in code: keywords get backticks (`` `default` ``).
    /// Names come from `Naming`, so they are already ASCII letters, digits and `_`.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A name as the label of an argument in a call (`Response(default: ...)`). Swift takes any
    /// keyword bare there but `inout`, and warns about backticks on the others.
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// Swift's reserved words, and the contextual ones that cannot stand bare where generated
    /// code declares or uses a member (`internal`, `await`). Contextual words that can (`open`,
    /// `package`, `some`, `any`, `borrowing`, `consuming`) stay bare, as a reader would write them.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol",
    ]

    /// A character as Swift escapes it: `\u{1B}`.
    static func spelledOut(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// Control characters, bidirectional controls (U+202A-202E, U+2066-2069, U+200E/F, U+061C)
    /// and invisible format characters (zero-width spaces and joiners, BOM).
    static func needsEscapeInText(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " || copy.last == "\t" { copy.removeLast() }
        return copy
    }
}
