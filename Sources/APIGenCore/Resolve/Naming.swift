// `String._nfd`, the standard library's canonical decomposition (what Foundation's
// `decomposedStringWithCanonicalMapping` returns), without linking Foundation and ICU.
@_spi(_Unicode) import Swift

/// The naming rules: spec spellings (`user_id`, `X-Request-ID`, `getPet`) to
/// Swift identifiers (`userID`, `xRequestID`, `GetPet`). The one place names are made.
///
/// Words split on any character that is not a letter or digit and on case
/// changes (`petId`, `HTTPServer`); words in `acronyms` are upper-cased (`ID`,
/// `URL`, and their plurals `IDs`, `URLs`) except as the first word of a
/// lowerCamel name. Identifiers are ASCII: accents are dropped (`é` -> `e`) and
/// other characters are spelled out as `uXXXX`. A `+` or `-` before a digit that
/// does not follow a letter or digit is a word (`-1` -> `minus1`). A name that would
/// start with a digit gets a leading `_`. Keywords are left to the emitter's escaping.
struct Naming: Sendable {
    /// The default acronyms, as in the spec format.
    static let defaultAcronyms = ["id", "url", "uri", "http", "https", "api", "json", "uuid", "html", "ip"]

    let acronyms: Set<String>

    init(acronyms: [String] = Naming.defaultAcronyms) {
        self.acronyms = Set(acronyms.map { $0.lowercased() })
    }

    /// UpperCamelCase: `pet_status` -> `PetStatus`, `get pet by id` -> `GetPetByID`.
    func typeName(_ text: String) -> String {
        finish(words(text).map { cased($0, first: false) }.joined(), fallback: "Unnamed")
    }

    /// Names a nested type cannot have: Swift reads `Pet.Type`, `Pet.Protocol` and `Pet.Self`
    /// as something else, and does not let `Any` name a type.
    static let misreadNestedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any"]

    /// lowerCamelCase: `photo_urls` -> `photoURLs`, `ID` -> `id`. `self` becomes `self_`:
    /// a parameter named `self` would hide `self` inside the generated initializer.
    func memberName(_ text: String) -> String {
        let words = words(text)
        let joined = words.enumerated().map { cased($0.element, first: $0.offset == 0) }.joined()
        let name = finish(joined, fallback: "value")
        return name == "self" ? "self_" : name
    }

    /// An enum case for a raw value: like `memberName`, but a value with no letters
    /// or digits is spelled out (`+` -> `plus`, `` -> `empty`), so every value gets a readable case.
    func caseName(_ raw: String) -> String {
        if raw.isEmpty { return "empty" }
        if words(raw).isEmpty {
            let spelled = raw.unicodeScalars.map { Self.symbolNames[$0] ?? "u\(String($0.value, radix: 16, uppercase: true))" }
            return memberName(spelled.joined(separator: " "))
        }
        return memberName(raw)
    }

    /// The words of a name, ASCII-only.
    func words(_ text: String) -> [String] {
        // Almost every name is ASCII already; only others pay for Unicode folding.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text : Self.asciiFolded(text)
        let bytes = Array(folded.utf8)
        var words: [String] = []
        var start: Int?
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isWordByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
        for index in bytes.indices {
            let byte = bytes[index]
            guard isWordByte(byte) else {
                if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                start = nil
                // A sign before a number is a word, or `+1` and `-1` (GitHub's reactions) would
                // both be `_1`; after a letter or digit, `-` only separates words (`1-2`).
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), index + 1 < bytes.count, isDigit(bytes[index + 1]),
                   index == 0 || !isWordByte(bytes[index - 1]) {
                    words.append(byte == UInt8(ascii: "+") ? "plus" : "minus")
                }
                continue
            }
            if let first = start, isUpper(byte) {
                let previous = bytes[index - 1]
                let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                let nextIsLower = next.map(isLower) ?? false
                // `petId` splits before `I`; `HTTPServer` splits before the `S` that starts `Server`,
                // but `URLs` keeps its plural `s` (followed by a boundary, not more lowercase letters).
                let pluralS = next == UInt8(ascii: "s") && (index + 2 >= bytes.count || !isLower(bytes[index + 2]))
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower && !pluralS) {
                    words.append(String(decoding: bytes[first..<index], as: UTF8.self))
                    start = index
                }
            }
            if start == nil { start = index }
        }
        if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
        return words
    }

    private func cased(_ word: String, first: Bool) -> String {
        let lower = word.lowercased()
        if first { return lower }
        if acronyms.contains(lower) { return lower.uppercased() }
        // An acronym with a number (`API30`, `HTTP2`) stays upper-case, so a name spelled
        // as this returns it (`OpenAPI30`) reads back the same.
        if let last = lower.utf8.last, last >= 0x30 && last <= 0x39 {
            let letters = lower.utf8.prefix { $0 < 0x30 || $0 > 0x39 }
            let rest = lower.utf8.dropFirst(letters.count)
            if rest.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), acronyms.contains(String(decoding: letters, as: UTF8.self)) {
                return lower.uppercased()
            }
        }
        if lower.hasSuffix("s"), acronyms.contains(String(lower.dropLast())) {
            return lower.dropLast().uppercased() + "s"
        }
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    private func finish(_ name: String, fallback: String) -> String {
        guard let first = name.first else { return fallback }
        return first.isNumber ? "_" + name : name
    }

    /// Drops accents (`é` -> `e`) and spells any other non-ASCII character as ` uXXXX `,
    /// a word of its own, so every identifier is ASCII and reviewers see what was there.
    static func asciiFolded(_ text: String) -> String {
        var result = ""
        for scalar in text._nfd {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || scalar.properties.isEmojiPresentation {
                result += " u\(String(scalar.value, radix: 16, uppercase: true)) "
            } else {
                result += " "
            }
        }
        return result
    }

    static let symbolNames: [Unicode.Scalar: String] = [
        "+": "plus", "-": "minus", "*": "asterisk", "/": "slash", "\\": "backslash", ".": "dot",
        "_": "underscore", "=": "equals", "<": "less than", ">": "greater than", "!": "exclamation",
        "?": "question", "@": "at", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand",
        "~": "tilde", "^": "caret", "|": "pipe", ":": "colon", ",": "comma", " ": "space", ";": "semicolon",
        "\"": "quote", "'": "apostrophe", "`": "backtick", "(": "open paren", ")": "close paren",
        "[": "open bracket", "]": "close bracket", "{": "open brace", "}": "close brace",
    ]
}
