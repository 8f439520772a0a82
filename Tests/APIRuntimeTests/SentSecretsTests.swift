import Testing
@testable import APIRuntime

/// A server's error body quotes a secret back in whatever form its JSON encoder or its
/// percent-encoding writes it: the description of the error leaves out every one of them, and
/// nothing that only looks alike.
@Suite("Secrets echoed back")
struct SentSecretsTests {
    private func redacting(_ text: String, _ values: String...) -> String {
        SentSecrets(values: values).redacting(text)
    }

    @Test func eachWayAJSONEncoderEscapesASecretIsLeftOut() {
        let token = "ab/c+d=<é>&\"q\"\\z😀"
        let echoes = [
            #"ab/c+d=<é>&"q"\z😀"#,  // as sent, in text
            #"ab/c+d=<é>&\"q\"\\z😀"#,  // JavaScript
            #"ab\/c+d=<é>&\"q\"\\z😀"#,  // Foundation's JSONEncoder
            #"ab\/c+d=<\u00e9>&\"q\"\\z\ud83d\ude00"#,  // PHP
            #"ab/c+d=<\u00e9>&\"q\"\\z\ud83d\ude00"#,  // Python
            #"ab/c+d=\u003cé\u003e\u0026\"q\"\\z😀"#,  // Go
            #"\u0061\u0062\u002F\u0063+d=\u003C\u00E9\u003E&\u0022q\u0022\u005Cz\uD83D\uDE00"#,  // every character, capitals
        ]
        for echo in echoes {
            #expect(redacting(#"{"error":"bad token \#(echo)!"}"#, token) == #"{"error":"bad token <redacted>!"}"#, "\(echo)")
        }
    }

    /// A server that quotes the form body or URL it received shows the secret percent-encoded.
    @Test func aPercentEncodedSecretIsLeftOut() {
        let secret = "correct horse!é+1"
        for echo in [
            "correct+horse%21%C3%A9%2B1", "correct%20horse%21%c3%a9%2b1", "correct horse%21é+1",
            #"correct+horse!é+1"#,
        ] {
            #expect(redacting("password=\(echo)&remember=true", secret) == "password=<redacted>&remember=true", "\(echo)")
        }
        for text in ["correct+horse%21%E9%2B1", "correct+horse%21%C3%2B1", "correct+horse%2", "correct+horse%2G"] {
            #expect(redacting(text, secret) == text, "not the secret's bytes: \(text)")
        }
        #expect(redacting("a+b+c a%2Bb c", "a+b c") == "<redacted> <redacted>", "a `+` may be a space or itself")
        #expect(redacting("%F0%9F%98%80-tok", "😀-tok") == "<redacted>", "four bytes")
    }

    @Test func controlCharactersMatchTheirShortAndLongEscapes() {
        let secret = "line1\nline2\ttab"
        for echo in [#"line1\nline2\ttab"#, #"line1\u000aline2\u0009tab"#, "line1\nline2\ttab"] {
            #expect(redacting("[\(echo)]", secret) == "[<redacted>]", "\(echo)")
        }
    }

    /// A backslash in the body may be the secret's own or start an escape; both readings count.
    @Test func aSecretWithBackslashesMatchesRawAndEscaped() {
        let secret = #"a\\b\nc"#  // a, two backslashes, b, backslash, n, c
        #expect(redacting(#"x a\\b\nc y"#, secret) == "x <redacted> y")
        #expect(redacting(#"x a\\\\b\\nc y"#, secret) == "x <redacted> y")
        #expect(redacting("x a\\b\nc y", secret) == "x a\\b\nc y", "one backslash and a newline are another text")
    }

    @Test func nearMissesStayAsTheyAre() {
        let secret = "hunter2!"
        for text in [
            "hunter2", "hunter3!", "Hunter2!", #"hunter2\!"#, #"hunter\u00322"#,
            #"hunt\ud800er2!"#, #"hunter2\u002"#, #"hunter2\"#,
        ] {
            #expect(redacting(text, secret) == text, "\(text)")
        }
        #expect(redacting(#"hunter\u0032\u0021"#, secret) == "<redacted>", #"\u0032 is "2", \u0021 "!""#)
        for broken in [#"ab\ud83dcd"#, #"ab\ude00\ud83dcd"#, #"ab\ud83d\u0041cd"#] {
            #expect(redacting(broken, "ab😀cd") == broken, "not a surrogate pair: \(broken)")
        }
        #expect(redacting("pin 123 and 1234", "123") == "pin 123 and 1234", "shorter than four characters")
    }

    @Test func aLongBodyIsSearchedForEveryValue() {
        let values = (0..<1_000).map { "secret-\($0)" }
        let filler = String(repeating: #"sec\"ret-\\ "#, count: 5_000)
        let body = filler + #"secret-500 secret\u002d999 secret-1000"# + filler
        let redacted = SentSecrets(values: values).redacting(body)
        #expect(redacted == filler + "<redacted> <redacted> <redacted>0" + filler, "secret-100 starts secret-1000")
    }

    /// A backslash may stand for itself or start an escape, so a value of many backslashes can
    /// reach one place in a body of them in very many ways. Such a search stops early and leaves
    /// the rest of the text out, echo or not.
    @Test func aSearchTooLongToFinishHidesTheRest() {
        let secret = String(repeating: "\\", count: 1_000) + "x"
        let body = "status: " + String(repeating: "\\", count: 64 * 1024) + "y"
        let redacted = redacting(body, secret)
        #expect(redacted.hasPrefix("status: ") && redacted.hasSuffix("<redacted>"))
        #expect(!redacted.contains("y"))

        let finder = EchoFinder(values: [secret])
        let text = Array(body.unicodeScalars)
        var spent = 0
        #expect(finder.longestEcho(in: text, from: 8, budget: &spent) == text.count, "no budget: taken as an echo to the end")
        #expect(finder.longestEcho(in: text, from: 0, budget: &spent) == nil, "no value starts with `s`")
        var budget = SentSecrets.searchBudget
        #expect(EchoFinder(values: ["\\\\\\x"]).longestEcho(in: text, from: 8, budget: &budget) == nil)
        #expect(budget < SentSecrets.searchBudget, "a search spends the budget")
    }

    @Test func overlappingAndRepeatedEchoesAreLeftOutWhole() {
        #expect(redacting("zabcdef", "abcdef", "zabc") == "<redacted>", "no part of either shows")
        #expect(redacting("abcdabcd-abcd", "abcd") == "<redacted><redacted>-<redacted>")
        #expect(redacting("hunter2! dact", "hunter2!", "dact") == "<redacted> <redacted>", "not found in the mark")
        #expect(redacting("nothing to hide") == "nothing to hide")
    }
}
