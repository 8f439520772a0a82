import Testing
@testable import APIGenCore

@Suite("Swift text escaping")
struct SwiftTextTests {
    @Test func docLinesSplitOnEveryLineBreakKind() {
        #expect(SwiftText.docLines("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g\u{0B}h\u{0C}i") == ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
        #expect(SwiftText.docLines("ends */ here /** and \"\"\" \\(x)") == ["ends */ here /** and \"\"\" \\(x)"])
        #expect(SwiftText.docLines("trailing  \n\n\n") == ["trailing"])
        #expect(SwiftText.docLines(nil) == [])
    }

    @Test func docLinesShowInvisibleCharacters() {
        #expect(SwiftText.docLines("a\u{202E}b\u{0}c\u{200B}d\u{1B}e🐶") == ["a\\u{202E}b\\u{0}c\\u{200B}d\\u{1B}e🐶"])
    }

    /// A name in a doc comment's code span shows whole, whatever backticks it holds.
    @Test func docCodeSpansOutlastTheBackticksInside() {
        #expect(SwiftText.docCode("X-Api-Key") == "`X-Api-Key`")
        #expect(SwiftText.docCode("k`*") == "``k`*``")
        #expect(SwiftText.docCode("a``b`") == "``` a``b` ```")
        #expect(SwiftText.docCode("`x") == "`` `x ``")
        #expect(SwiftText.docCode("GET /a\nb */") == "`GET /a b */`")
        #expect(SwiftText.docCode("a\u{202E}b") == "`a\\u{202E}b`")
    }

    @Test func stringLiteralsEscapeEverythingThatCouldEndThemOrHide() {
        #expect(SwiftText.stringLiteral(#"a "b" \(c) #d"#) == #""a \"b\" \\(c) #d""#)
        #expect(SwiftText.stringLiteral("\n\r\t\0") == #""\n\r\t\0""#)
        #expect(SwiftText.stringLiteral("\u{2028}\u{2029}\u{202E}\u{85}") == #""\u{2028}\u{2029}\u{202E}\u{85}""#)
        #expect(SwiftText.stringLiteral("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftText.stringLiteral("é🐶") == "\"é🐶\"")
    }

    @Test func keywordsAreBackticked() {
        for keyword in ["default", "class", "init", "self", "Type", "Protocol", "in", "is", "nil", "true", "internal", "await"] {
            #expect(SwiftText.identifier(keyword) == "`\(keyword)`")
        }
        #expect(SwiftText.identifier("name") == "name")
        #expect(SwiftText.identifier("type") == "type")
    }

    /// Contextual words that Swift takes bare as a member, a case and a parameter stay bare:
    /// an issue's state reads `case open`, not ``case `open` ``.
    @Test func contextualWordsThatStandBareAreNotBackticked() {
        for word in ["open", "package", "some", "any", "borrowing", "consuming"] {
            #expect(SwiftText.identifier(word) == word)
        }
    }

    /// A call's argument labels take every keyword bare but `inout`; backticks there make
    /// swiftc warn ("keyword 'default' does not need to be escaped in argument list").
    @Test func argumentLabelsAreBacktickedOnlyForInout() {
        #expect(SwiftText.argumentLabel("default") == "default")
        #expect(SwiftText.argumentLabel("self") == "self")
        #expect(SwiftText.argumentLabel("inout") == "`inout`")
        #expect(SwiftText.argumentLabel("eTag") == "eTag")
    }

    @Test func outputFileNames() {
        #expect(Emitter.outputName(for: "pets.yaml") == "pets.swift")
        #expect(Emitter.outputName(for: "store/orders.yml") == "store.orders.swift")
        #expect(Emitter.sourceText("evil\n// injected.yaml") == "evil // injected.yaml")
    }
}
