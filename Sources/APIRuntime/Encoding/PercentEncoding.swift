/// Percent-encoding as apigen's wire rules define it: every byte of the UTF-8
/// form is encoded except the unreserved characters `A-Z a-z 0-9 - . _ ~`,
/// exactly once, with upper-case hex. No Unicode normalization is applied.
///
/// | value | path segment | query value | form body |
/// |---|---|---|---|
/// | `a b` | `a%20b` | `a%20b` | `a+b` |
/// | `a+b` | `a%2Bb` | `a%2Bb` | `a%2Bb` |
/// | `a/b`, `a,b`, `a&b`, `100%` | `%2F` `%2C` `%26` `%25` | same | same |
/// | `é` | `%C3%A9` | same | same |
///
/// `URLComponents.queryItems` leaves `+` and `,` raw, which servers read as a
/// space and a list separator; this encoder does not.
public enum PercentEncoding {
    /// Encodes a path segment, query name or query value.
    public static func encode(_ text: String) -> String {
        encode(text, spaceAsPlus: false)
    }

    /// Encodes a name or value of an `application/x-www-form-urlencoded` body: a space is `+`.
    public static func encodeForm(_ text: String) -> String {
        encode(text, spaceAsPlus: true)
    }

    private static func encode(_ text: String, spaceAsPlus: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else if spaceAsPlus && byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
