import Testing
@testable import APIRuntime

/// `LinearPattern` is one source compiled into both APIRuntime (validation) and APIGenCore
/// (default checks); these tests hold the runtime's copy to Swift's `Regex`, whose syntax
/// specs are written in. (Here, beside the random patterns' generator, `SplitMix`.)
@Suite("Linear-time patterns")
struct LinearPatternTests {
    /// Pieces random patterns are made of: the syntax the linear matcher reads, the spellings
    /// it leaves to `Regex`, and the ones `Regex` refuses.
    static let pieces = [
        "a", "b", "c", "-", "_", "1", "9", " ", ".", "é", "٣", "½", "\u{A0}", ",", "#", "&", "~", ":", "{", "}",
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\.", "\\-", "\\n", "\\t", "\\f", "\\/", "\\#", "\\&", "\\~",
        "\\,", "\\:", "\\=", "\\!", "\\<", "\\>", "\\@", "\\%", "\\'", "\\\"", "\\;", "\\`", "\\ ", "\\_", "\\b",
        "(", ")", "(?:", "(?<n>", "(?<_x1>", "(?=", "|", "*", "+", "?", "*?", "+?", "??", "*+", "++",
        "{2}", "{0,3}", "{1,}", "{2,1}", "{,2}", "{1,2}?", "^", "$",
        "[", "]", "[^", "a-c", "&&", "~~", "||", "--", "[a-z]", "[^a-c]", "[\\d_-]", "[-\\w]", "[.]", "[a-]",
        "\\u0041", "\\u{42}", "\\u{1F44D}", "\\u00e9", "\\u{0}", "\\u{110000}", "\\u004", "\\u{41 42}", "[\\u0061-\\u{63}]",
        "\\p{L}", "\\P{Lu}", "[\\p{N}_]", "\\p{Zs}", "\\p{Letter}", "\\p{lu}", "[^\\p{Ll}\\d]", "\\p{M}", "\\P{C}", "\\p{So}",
    ]
    /// Scalars random texts are made of, among them line breaks, digits and letters beyond
    /// ASCII, combining marks and scalars that are characters of their own.
    static let textPieces = [
        "a", "b", "c", "-", "_", "1", "9", " ", ".", "é", "e", "\u{301}", "٣", "½", "\u{A0}", "\n", "\r", "\u{0B}",
        "\u{0C}", "\u{85}", "\u{2028}", "👍", "/", "#", "&", "~", ":", "]", "[", "{", "}", "\\", "\t", "Ω", "ǅ", "x", "A", "B", "\u{0}",
        "\u{200B}", "€", "∑", "Ⅻ", "\u{E000}", "\u{378}", "「", "‿",
    ]

    /// Where `Regex`'s answer depends on the scalar after the one it reads, which its own
    /// scalar semantics rule out; the linear matcher reads scalars one by one (see
    /// `readsEachScalarAlone`). Such texts are left out of the comparison.
    static func regexLooksAhead(in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return zip(scalars, scalars.dropFirst()).contains { scalar, next in
            (scalar == "\r" && next == "\n") || ((scalar == "_" || ("0"..."9").contains(scalar)) && !next.isASCII)
        }
    }

    @Test func agreesWithRegexOnRandomPatterns() throws {
        var random = SplitMix(state: 0x5EED)
        var read = 0
        var compared = 0
        for _ in 0..<4_000 {
            let pattern = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else {
                continue
            }
            guard let linear = LinearPattern(pattern) else { continue }
            read += 1
            for _ in 0..<20 {
                let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.textPieces.randomElement(using: &random) ?? "" }.joined()
                guard !Self.regexLooksAhead(in: text) else { continue }
                compared += 1
                let expected = try regex.wholeMatch(in: text) != nil
                #expect(linear.matchesWhole(text) == expected, "\(pattern.debugDescription) on \(text.debugDescription)")
            }
        }
        // Many compiling patterns are read, and many texts compared: the test is not vacuous.
        #expect(read > 1_000)
        #expect(compared > 15_000)
    }

    /// `.`, `\d`, `\w` and `\s`, each scalar alone, as `Regex` reads them: all of the Basic
    /// Multilingual Plane's first part, then every seventh scalar.
    @Test func builtinClassesAreRegexs() throws {
        let classes: [(String, ScalarSet.Builtin)] = [(".", .notNewline), ("\\d", .digit), ("\\w", .word), ("\\s", .whitespace)]
        for (pattern, builtin) in classes {
            let regex = try Regex(pattern).matchingSemantics(.unicodeScalar)
            var mismatches: [UInt32] = []
            for value in stride(from: UInt32(0), through: 0x10FFFF, by: 1) where value < 0x3400 || value % 7 == 0 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = try regex.wholeMatch(in: String(Character(scalar))) != nil
                if builtin.contains(scalar) != expected { mismatches.append(value) }
            }
            #expect(mismatches.isEmpty, "\(pattern): \(mismatches.prefix(10).map { String($0, radix: 16) })")
        }
    }

    /// `\p{…}` with each general category's short name, and `\P{…}`, as `Regex` reads them:
    /// the first 768 scalars, then every 251st.
    @Test func generalCategoriesAreRegexs() throws {
        let names = ["L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Ps", "Pe",
                     "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So", "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Co", "Cn"]
        let texts = (Array(0..<0x300) + Array(stride(from: 0x300, through: 0x10FFFF, by: 251)))
            .compactMap { Unicode.Scalar(UInt32($0)) }
            .map { String(Character($0)) }
        for name in names {
            for pattern in ["\\p{\(name)}", "\\P{\(name)}"] {
                let regex = try Regex(pattern).matchingSemantics(.unicodeScalar)
                let linear = try #require(LinearPattern(pattern), "\(pattern)")
                let mismatches = try texts.filter { try linear.matchesWhole($0) != (regex.wholeMatch(in: $0) != nil) }
                #expect(mismatches.isEmpty, "\(pattern): \(mismatches.prefix(10).map(\.unicodeScalars.first))")
            }
        }
    }

    /// Where `Regex` reads ahead (`\W` takes `\r\n` as one; `\w` takes `_` or a digit for a word
    /// scalar only when an ASCII scalar follows), the linear matcher keeps to one scalar per
    /// step, as lengths are counted.
    @Test func readsEachScalarAlone() throws {
        #expect(try #require(LinearPattern("\\W")).matchesWhole("\r\n") == false)
        #expect(try #require(LinearPattern("\\W{2}")).matchesWhole("\r\n") == true)
        #expect(try #require(LinearPattern("\\w\\W")).matchesWhole("_👍") == true)
        #expect(try #require(LinearPattern("\\w+")).matchesWhole("9_") == true)
    }

    /// Escapes of scalars by number, common in patterns taken from JSON Schema, are read.
    @Test func readsUnicodeEscapes() throws {
        let ascii = try #require(LinearPattern("^[\\u0000-\\u007F]*$"))
        #expect(ascii.matchesWhole("plain text") == true)
        #expect(ascii.matchesWhole("caf\u{E9}") == false)
        #expect(try #require(LinearPattern("\\u{1F44D}+")).matchesWhole("👍👍") == true)
    }

    /// Patterns that take `Regex` exponential time take the linear matcher the same number of
    /// steps for each further thousand scalars of the text.
    @Test func stepsGrowLinearlyWithTheText() throws {
        let patterns = ["(a+)+", "(a|a)*b", "(a*)*$", "(\\w+\\s?)+$", "^(([a-z])+.)+[A-Z]([a-z])+$", "(a|aa)+c", "(.*a){12}"]
        for pattern in patterns {
            let linear = try #require(LinearPattern(pattern), "\(pattern)")
            let steps = try [1_000, 2_000, 3_000].map { length in
                var steps = 0
                try #require(linear.matchesWhole(String(repeating: "a", count: length) + "!", steps: &steps) == false)
                return steps
            }
            #expect(steps[2] - steps[1] == steps[1] - steps[0], "\(pattern): \(steps)")
        }
    }

    /// The same pattern through `ValidationPattern`, as generated code runs it, with a value
    /// `Regex` would not finish in any lifetime.
    @Test(.timeLimit(.minutes(1))) func validationRunsNestedQuantifiersInLinearTime() {
        let almost = String(repeating: "a", count: 10_000) + "!"
        #expect(ValidationPattern("(a+)+").matchesWhole(almost) == false)
        #expect(ValidationPattern("^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@)").matchesWhole(almost) == false)
        #expect(ValidationPattern("(a+)+").matchesWhole(String(repeating: "a", count: 10_000)) == true)
    }

    /// Syntax beyond the regular part is left to `Regex`, which still decides and matches it.
    @Test func leavesTheRestToRegex() throws {
        let cases: [(pattern: String, text: String, matches: Bool)] = [
            ("(?=.*\\d)[a-z\\d]{3}", "ab1", true), ("(?=.*\\d)[a-z\\d]{3}", "abc", false), ("(a)\\1", "aa", true),
            ("a*+a", "aaa", false), ("\\p{Uppercase_Letter}+", "ÀB", true), ("\\p{Greek}", "Ω", true), ("(?i)abc", "ABC", true), ("a\\b", "a", true),
            ("[[:alpha:]]+", "ab", true), ("[a-z&&[^b]]+", "ac", true), ("[a-z&&[^b]]+", "ab", false), ("a{,2}", "aa", true),
            ("x^", "x", false), ("\\x41", "A", true), ("\\u{41 42}", "AB", true), ("e\u{301}+", "e\u{301}e\u{301}", true),
        ]
        for (pattern, text, matches) in cases {
            #expect(LinearPattern(pattern) == nil, "\(pattern)")
            #expect(ValidationPattern(pattern).matchesWhole(text) == matches, "\(pattern) on \(text)")
        }
        #expect(LinearPattern(String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40)) == nil)
        #expect(LinearPattern("(a{1000}){1000}") == nil)
        #expect(ValidationPattern("[a-").matchesWhole("a") == nil)
    }
}
