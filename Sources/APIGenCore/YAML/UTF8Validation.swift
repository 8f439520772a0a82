/// UTF-8 checks that report where a file goes wrong, which the standard library's
/// validating initializers do not.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a valid UTF-8
    /// sequence (overlong forms, surrogates and values past U+10FFFF included), or `nil`.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            // Only the second byte has a narrowed range; the rest are plain continuation bytes.
            guard (lowerBound...upperBound).contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
                return index
            }
            index += length
        }
        return nil
    }

    /// The error for the first byte of `file` that is not UTF-8, at its line and column:
    /// "invalid UTF-8 (byte 0xE9); spec files must be UTF-8", with `kind` naming the files.
    static func error(in bytes: [UInt8], file: String, kind: String) -> (message: String, location: SourceLocation)? {
        guard let offset = firstInvalidByte(in: bytes) else { return nil }
        let (line, column) = lineAndColumn(ofByte: offset, in: bytes)
        return ("invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); \(kind) must be UTF-8",
                SourceLocation(file: file, line: line, column: column))
    }

    /// The 1-based line and column (counted in characters, as libyaml does) of a
    /// byte offset. Bytes after the offset are not looked at.
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && !(index < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) {
                column += 1  // count lead bytes only, so a multi-byte character is one column
            }
            index += 1
        }
        return (line, column)
    }
}
