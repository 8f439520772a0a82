import Foundation

/// The character encoding of a text body, as the `charset` parameter of its content type
/// names it (RFC 9110 §8.3.2): `text/plain; charset=ISO-8859-1`, which Java servers send by
/// default. A content type without one is UTF-8.
struct TextCharset: Sendable, Equatable {
    /// The name as the content type wrote it (for messages).
    let name: String
    let encoding: String.Encoding

    /// The names this runtime reads and writes, lower-cased. apigen refuses a text body whose
    /// content type names any other (its list is held to this one by a test).
    static let encodings: [String: String.Encoding] = [
        "utf-8": .utf8, "utf8": .utf8,
        "us-ascii": .ascii, "ascii": .ascii,
        "iso-8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1, "l1": .isoLatin1,
        "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
        "utf-16": .utf16, "utf-16be": .utf16BigEndian, "utf-16le": .utf16LittleEndian,
    ]

    static let utf8 = TextCharset(name: "utf-8", encoding: .utf8)

    /// The charset `contentType` names, UTF-8 when it names none, or the unknown name.
    static func of(contentType: String?) -> Result<TextCharset, UnknownCharset> {
        guard let contentType, let name = charsetParameter(of: contentType) else { return .success(.utf8) }
        guard let encoding = encodings[name.lowercased()] else { return .failure(UnknownCharset(name: name)) }
        return .success(TextCharset(name: name, encoding: encoding))
    }

    /// The value of the `charset` parameter, without quotes: `UTF-8` for
    /// `text/plain;format=flowed; Charset="UTF-8"`.
    static func charsetParameter(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }

    /// The text the bytes spell, or `nil` when they are not valid in this charset. A byte
    /// order mark at the start is not part of the text (`utf-16` reads it for the byte order).
    func decode(_ data: Data) -> String? {
        let bytes = data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data[...]
        guard encoding == .utf8 else { return String(data: Data(bytes), encoding: encoding) }
        // Decoding replaces each invalid sequence with U+FFFD, so valid input is what reads back.
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The byte order mark a body in this charset may start with; `utf-16` leaves it to
    /// Foundation, which reads the byte order from it.
    private var byteOrderMark: [UInt8] {
        switch encoding {
        case .utf8: return [0xEF, 0xBB, 0xBF]
        case .utf16BigEndian: return [0xFE, 0xFF]
        case .utf16LittleEndian: return [0xFF, 0xFE]
        default: return []
        }
    }

    /// The text's bytes, or `nil` when it holds a character this charset cannot write (`€` in
    /// ISO-8859-1). UTF-16 is written with a byte order mark.
    func encode(_ text: String) -> Data? {
        text.data(using: encoding, allowLossyConversion: false)
    }

    /// A charset name this runtime does not know.
    struct UnknownCharset: Error {
        let name: String

        var message: String {
            "the charset `\(name)` is not one this client reads or writes (\(TextCharset.listedNames))"
        }
    }

    /// The names, for messages.
    static var listedNames: String {
        ["utf-8", "us-ascii", "iso-8859-1", "windows-1252", "utf-16", "utf-16be", "utf-16le"].joined(separator: ", ")
    }
}
