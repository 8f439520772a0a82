/// Punycode (RFC 3492), the ASCII spelling of an internationalised domain label
/// (`xn--bcher-kva` is `bücher`). apigen only needs to know that a label decodes.
enum Punycode {
    /// Whether a host label is usable: any label that does not start with `xn--`, or one
    /// whose rest decodes to a label with at least one non-ASCII scalar (an all-ASCII
    /// result would have been written as itself, so IDNA rejects it too).
    static func isValidLabel(_ label: Substring) -> Bool {
        guard label.utf8.count >= 4, label.prefix(4).lowercased() == "xn--" else { return true }
        guard let decoded = decode(label.dropFirst(4)) else { return false }
        return decoded.contains { !$0.isASCII }
    }

    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700

    /// The scalars `encoded` spells, or `nil` when it is not valid Punycode: a digit
    /// outside `a-z0-9`, a number cut short, an overflow, or a scalar that does not exist.
    static func decode(_ encoded: Substring) -> [Unicode.Scalar]? {
        let bytes = Array(encoded.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let delimiter = bytes.lastIndex(of: UInt8(ascii: "-"))
        var output = delimiter.map { bytes[..<$0].map { Unicode.Scalar($0) } } ?? []
        var position = delimiter.map { $0 + 1 } ?? 0
        var code = 0x80, bias = 72, index = 0
        while position < bytes.count {
            let start = index
            var weight = 1
            var k = base
            while true {
                guard position < bytes.count, let digit = digitValue(bytes[position]) else { return nil }
                position += 1
                let (step, stepOverflow) = digit.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = index.addingReportingOverflow(step)
                guard !stepOverflow, !sumOverflow else { return nil }
                index = sum
                let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < threshold { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - threshold)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            bias = adapt(delta: index - start, count: output.count + 1, first: start == 0)
            let (nextCode, codeOverflow) = code.addingReportingOverflow(index / (output.count + 1))
            guard !codeOverflow, nextCode <= 0x10FFFF, let scalar = Unicode.Scalar(nextCode) else { return nil }
            code = nextCode
            index %= output.count + 1
            output.insert(scalar, at: index)
            index += 1
        }
        return output
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
