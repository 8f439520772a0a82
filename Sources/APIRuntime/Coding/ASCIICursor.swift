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
        for position in index..<(index + count) {
            guard let digit = Self.digit(bytes[position]) else { return nil }
            value = value * 10 + digit
        }
        index += count
        return value
    }

    /// Reads one byte if it is among `characters`.
    mutating func read(anyOf characters: StaticString) -> Bool {
        guard let next else { return false }
        let matches = characters.withUTF8Buffer { $0.contains(next) }
        if matches { index += 1 }
        return matches
    }

    /// Reads `text` exactly (case included).
    mutating func read(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = text.withUTF8Buffer { expected in expected.indices.allSatisfy { bytes[index + $0] == expected[$0] } }
        if matches { index += count }
        return matches
    }

    /// Reads the first of `words` the text continues with, and returns its position in `words`.
    mutating func read(oneOf words: [StaticString]) -> Int? {
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
