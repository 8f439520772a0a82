/// Reads fixed-form ASCII text byte by byte: what the timestamp parsers share.
/// Every read either consumes what it matched and returns it, or returns `nil`
/// (or `false`) and leaves the position where it was.
struct ASCIICursor {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// The next byte, without reading it.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Reads exactly `count` decimal digits as a number.
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<(index + count)] {
            guard let digit = Self.digit(byte) else { return nil }
            value = value * 10 + digit
        }
        index += count
        return value
    }

    /// Reads one byte if it is among `characters`.
    mutating func read(anyOf characters: String) -> Bool {
        guard let next, characters.utf8.contains(next) else { return false }
        index += 1
        return true
    }

    /// Reads `text` exactly (case included).
    mutating func read(_ text: String) -> Bool {
        let expected = text.utf8
        guard bytes.count - index >= expected.count, bytes[index..<(index + expected.count)].elementsEqual(expected) else {
            return false
        }
        index += expected.count
        return true
    }

    /// Reads the first of `words` the text continues with, and returns its position in `words`.
    mutating func read(oneOf words: [String]) -> Int? {
        words.firstIndex { read($0) }
    }

    /// Skips one byte (one already looked at through `next`).
    mutating func skip() {
        index = min(index + 1, bytes.count)
    }

    /// The value of a decimal digit byte.
    static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
