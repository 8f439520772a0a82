/// JSON writes a character past U+FFFF as the escapes of its two UTF-16 halves
/// (`"\uD83D\uDCA9"`, as Python's `json.dump` does by default), but YAML's `\u` takes
/// one whole character, so libyaml refuses such a JSON document. Its pairs are
/// rewritten as YAML's escape of the same character (`\U0001F4A9`), which is two
/// characters shorter, and columns libyaml reports after one are moved back.
///
/// Only a document that reads as JSON is rewritten: outside its double-quoted
/// strings there are only JSON's punctuation, numbers and `true`, `false`, `null`.
/// In YAML the same six characters may stand in a single-quoted or plain scalar
/// (a pattern, say), where they are not an escape and must stay as written.
struct SurrogatePairEscapes {
    /// The document with each pair written as one escape.
    private(set) var bytes: [UInt8] = []
    /// For each 0-based line, the 0-based columns in `bytes` where a rewritten escape starts.
    private var rewrittenColumns: [Int: [Int]] = [:]

    /// The rewrite of a JSON document's surrogate pairs, or `nil` when the document
    /// is not JSON or has none.
    static func rewriting(_ document: [UInt8]) -> SurrogatePairEscapes? {
        guard mayHavePair(document) else { return nil }
        var rewrite = SurrogatePairEscapes()
        guard rewrite.scan(document), !rewrite.rewrittenColumns.isEmpty else { return nil }
        return rewrite
    }

    /// The column in the document as written of a 0-based line and column in `bytes`.
    func originalColumn(line: Int, column: Int) -> Int {
        guard let starts = rewrittenColumns[line] else { return column }
        return column + 2 * starts.count(where: { $0 < column })
    }

    /// A quick look for `\uD8`…`\uDB`, so a document without one costs one pass over its bytes.
    private static func mayHavePair(_ document: [UInt8]) -> Bool {
        guard document.count >= 12 else { return false }
        for index in 0..<(document.count - 3)
        where document[index] == backslash && document[index + 1] == UInt8(ascii: "u")
            && (document[index + 2] | 0x20) == UInt8(ascii: "d") {
            if let half = hexValue(document, at: index + 2, digits: 4), (0xD800...0xDBFF).contains(half) { return true }
        }
        return false
    }

    /// Copies `document` into `bytes`, rewriting pairs; `false` when it is not JSON.
    private mutating func scan(_ document: [UInt8]) -> Bool {
        bytes.reserveCapacity(document.count)
        var index = 0
        var line = 0
        var column = 0
        var inString = false
        if document.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.append(contentsOf: document[0..<3])
            index = 3
        }
        while index < document.count {
            let byte = document[index]
            if let breakLength = Self.lineBreakLength(document, at: index) {
                // A raw CR or LF inside a JSON string is not JSON; NEL, LS and PS may stand there.
                if inString && byte < 0x80 { return false }
                bytes.append(contentsOf: document[index..<(index + breakLength)])
                index += breakLength
                line += 1
                column = 0
                continue
            }
            if inString {
                if byte == Self.backslash, index + 1 < document.count {
                    if let character = Self.pair(document, at: index) {
                        rewrittenColumns[line, default: []].append(column)
                        let hex = String(character, radix: 16, uppercase: true)
                        bytes.append(contentsOf: Array(("\\U" + String(repeating: "0", count: 8 - hex.count) + hex).utf8))
                        index += 12
                        column += 10
                        continue
                    }
                    bytes.append(contentsOf: document[index...(index + 1)])
                    index += 2
                    column += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
                    UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                    UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "E"):
                    break
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    var end = index
                    while end < document.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(document[end]) { end += 1 }
                    let word = document[index..<end]
                    // `e` alone is a number's exponent; any other word makes the document YAML.
                    guard ["true", "false", "null", "e"].contains(where: { word.elementsEqual($0.utf8) }) else { return false }
                    bytes.append(contentsOf: word)
                    column += word.count
                    index = end
                    continue
                default:
                    return false
                }
            }
            bytes.append(byte)
            if byte & 0xC0 != 0x80 { column += 1 }  // libyaml counts characters, not bytes
            index += 1
        }
        return true
    }

    /// The character of a valid pair of escapes at `index` (`\uD83D\uDCA9`), or `nil`.
    private static func pair(_ document: [UInt8], at index: Int) -> UInt32? {
        guard index + 12 <= document.count,
              document[index + 1] == UInt8(ascii: "u"), document[index + 6] == backslash, document[index + 7] == UInt8(ascii: "u"),
              let high = hexValue(document, at: index + 2, digits: 4), (0xD800...0xDBFF).contains(high),
              let low = hexValue(document, at: index + 8, digits: 4), (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private static func hexValue(_ document: [UInt8], at index: Int, digits: Int) -> UInt32? {
        guard index + digits <= document.count else { return nil }
        var value: UInt32 = 0
        for byte in document[index..<(index + digits)] {
            guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            value = value << 4 + UInt32(digit)
        }
        return value
    }

    /// The length of the line break at `index` as libyaml counts breaks (CR LF, CR, LF,
    /// NEL, LS, PS), or `nil`.
    private static func lineBreakLength(_ document: [UInt8], at index: Int) -> Int? {
        switch document[index] {
        case UInt8(ascii: "\r"):
            return index + 1 < document.count && document[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        case UInt8(ascii: "\n"):
            return 1
        case 0xC2 where index + 1 < document.count && document[index + 1] == 0x85:
            return 2
        case 0xE2 where index + 2 < document.count && document[index + 1] == 0x80 && (document[index + 2] == 0xA8 || document[index + 2] == 0xA9):
            return 3
        default:
            return nil
        }
    }

    private static let backslash = UInt8(ascii: "\\")
}
