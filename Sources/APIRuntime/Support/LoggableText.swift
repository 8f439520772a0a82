extension String {
    /// The text as one line a log can hold: line breaks, control characters (a terminal's
    /// escape sequences among them), bidirectional controls and invisible format characters
    /// spelled out as `\u{1B}`; cut after `limit` characters and marked `…` when longer.
    /// Error descriptions quote what the server sent (bodies, keys, values): logging an error
    /// must neither log a whole body nor let one forge log lines or recolour a terminal.
    func loggable(limit: Int = 1_000) -> String {
        let source = prefix(limit)
        var result = ""
        for scalar in source.unicodeScalars {
            if Self.isHidden(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        let kept = result.prefix(limit)
        return source.endIndex == endIndex && kept.endIndex == result.endIndex ? result : kept + "…"
    }

    /// apigen's diagnostics spell out the same characters (`SwiftText` in APIGenCore).
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064,
             0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
