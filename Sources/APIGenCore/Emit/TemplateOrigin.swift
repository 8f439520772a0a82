/// The first line `apigen templates` writes into each copy: which built-in template the copy
/// started from, by a fingerprint of its text. When apigen's built-in template changes, a copy
/// still carrying the old fingerprint gets a warning, so that what the new template adds (a
/// field, a conformance, a fix) is not lost without a word to the user who copied the old one.
///
/// A Mustache comment on a line of its own, so it renders as nothing. A copy without the
/// line (edited away, or written before apigen wrote it) is not checked.
enum TemplateOrigin {
    /// The line up to the fingerprint: written by `line` and looked for by `recordedFingerprint`.
    private static func lineStart(_ name: String) -> String {
        "{{! Copied from apigen's built-in `" + name + ".mustache` at fingerprint "
    }

    /// The line for the built-in template `name`, with `text`'s fingerprint.
    static func line(for name: String, text: String) -> String {
        lineStart(name) + fingerprint(of: text) + ". Keep this line: apigen warns when that template changes. }}"
    }

    /// The copy of the built-in template `name` that `apigen templates` writes.
    static func exported(_ name: String, text: String) -> String {
        line(for: name, text: text) + "\n" + text
    }

    /// The fingerprint `copy`'s first line names for the built-in template `name`, if it
    /// has the line.
    static func recordedFingerprint(in copy: String, of name: String) -> String? {
        let first = copy.prefix { $0 != "\n" && $0 != "\r\n" }
        let start = lineStart(name)
        guard first.hasPrefix(start) else { return nil }
        let fingerprint = first.dropFirst(start.count).prefix { $0.isHexDigit }
        return fingerprint.count == 16 ? String(fingerprint) : nil
    }

    /// 64-bit FNV-1a of the text's UTF-8, as 16 hex digits: stable across runs and machines,
    /// which `Hasher` is not.
    static func fingerprint(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
