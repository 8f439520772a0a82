import Foundation
import Testing
@testable import APIGenCore

@Suite("YAML layer")
struct YAMLParserTests {
    func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParser.Output {
        YAMLParser.parse(Array(text.utf8), file: "t.yaml", limits: limits)
    }

    func errors(_ text: String, limits: YAMLLimits = .default) -> [String] {
        parse(text, limits: limits).diagnostics.sorted.map(\.description)
    }

    @Test func scalarsKeepRawTextStyleAndPosition() throws {
        let output = parse("a: NO\nb: 012\nc: 1.10\nd: 'yes'\ne: \"x\\ty\"\nf: |\n  line\ng: 2024-01-01\n")
        #expect(output.diagnostics.all.isEmpty)
        let entries = try #require(output.root?.mapping)
        #expect(entries.map(\.key) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(entries.map { $0.value.scalar?.text } == ["NO", "012", "1.10", "yes", "x\ty", "line\n", "2024-01-01"])
        #expect(entries.map { $0.value.scalar?.style } == [.plain, .plain, .plain, .singleQuoted, .doubleQuoted, .literal, .plain])
        #expect(entries[1].keyLocation == SourceLocation(file: "t.yaml", line: 2, column: 1))
        #expect(entries[1].value.location == SourceLocation(file: "t.yaml", line: 2, column: 4))
    }

    @Test func emptyFileHasNoRoot() {
        let output = parse("")
        #expect(output.root == nil)
        #expect(output.diagnostics.all.isEmpty)
    }

    @Test func aliasesExpandToTheAnchoredNodeAndItsLocation() throws {
        let output = parse("base: &b { x: 1 }\ncopy: *b\n")
        #expect(output.diagnostics.all.isEmpty)
        let entries = try #require(output.root?.mapping)
        let copy = try #require(entries[1].value.mapping)
        #expect(copy.map(\.key) == ["x"])
        #expect(entries[1].value.location.line == 1)
    }

    @Test func aliasBombFailsFastAtTheAlias() {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
        var previous = "a"
        for name in names {
            text += "\(name): &\(name) [*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous),*\(previous)]\n"
            previous = name
        }
        #expect(text.utf8.count < 500)
        let start = Date()
        let found = errors(text)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(found.count == 1)
        #expect(found.first?.contains("aliases may not multiply a document") == true)
        #expect(found.first?.hasPrefix("t.yaml:7:") == true)
    }

    @Test func deepNestingFailsFastWithAPosition() {
        let text = String(repeating: "[", count: 100_000)
        let start = Date()
        let found = errors(text)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(found == ["t.yaml:1:65: error: lists and mappings are nested more than 64 deep"])
    }

    @Test func oversizedFileIsRefusedBeforeParsing() {
        let found = errors("a: 1234567890\n", limits: YAMLLimits(maxFileSize: 8))
        #expect(found == ["t.yaml:1:1: error: file is 14 bytes; spec files are limited to 8 bytes"])
    }

    @Test func duplicateKeyIsReportedAtTheSecondNamingTheFirst() {
        #expect(errors("a: 1\nb: 2\na: 3\n") == [
            "t.yaml:3:1: error: duplicate key `a`; it is already defined at line 1\nt.yaml:1:1: note: `a` first defined here",
        ])
    }

    @Test func quotedAndPlainKeysAreTheSameKey() {
        #expect(errors("200: x\n\"200\": y\n") == [
            "t.yaml:2:1: error: duplicate key `200`; it is already defined at line 1\nt.yaml:1:1: note: `200` first defined here",
        ])
    }

    @Test func nonScalarAndAliasKeysAreRejected() {
        #expect(errors("? [a, b]\n: 1\n") == ["t.yaml:1:3: error: a mapping key must be a scalar, not a list or a mapping"])
        #expect(errors("x: &k key\n*k : 1\n") == ["t.yaml:2:1: error: an alias (`*k`) cannot be a mapping key"])
    }

    /// `<<` copies in the keys a mapping does not write itself, at its own place; of
    /// several sources the earlier wins. A quoted `"<<"` is an ordinary key.
    @Test func mergeKeysCopyInTheKeysNotWritten() throws {
        let output = parse("""
            a: &a { x: 1, y: 1 }
            b: &b { x: 2, z: 2 }
            one: { w: 0, <<: *a, y: 3 }
            both: { <<: [*a, *b] }
            quoted: { "<<": 4 }
            """)
        #expect(output.diagnostics.all.isEmpty)
        let entries = try #require(output.root?.mapping)
        func pairs(_ index: Int) -> [String] {
            (entries[index].value.mapping ?? []).map { "\($0.key)=\($0.value.scalar?.text ?? "")" }
        }
        #expect(pairs(2) == ["w=0", "x=1", "y=3"])
        #expect(pairs(3) == ["x=1", "y=1", "z=2"])
        #expect(pairs(4) == ["<<=4"])
        // A merged key keeps the location where it is written: errors about it point at the anchor.
        #expect(entries[2].value.mapping?[1].keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 9))
    }

    @Test func mergeKeysTakeMappings() {
        #expect(errors("a: &a { x: 1 }\nb: { <<: 1 }\nc: { <<: *a, <<: *a }\n") == [
            "t.yaml:2:6: error: a merge key (`<<`) takes a mapping or a list of mappings, such as `*base` or `[*a, *b]`",
            "t.yaml:3:14: error: a mapping has one merge key (`<<`); list several sources in one: `<<: [*a, *b]`\nt.yaml:3:6: note: the first `<<` is here",
        ])
    }

    @Test func explicitTagsAreRejected() {
        #expect(errors("a: !!str 12\n") == [
            "t.yaml:1:4: error: explicit YAML tags (`tag:yaml.org,2002:str`) are not supported; apigen decides each value's type from where it stands",
        ])
        #expect(errors("a: !!python/object:os.system {}\n").count == 1)
    }

    @Test func secondDocumentIsRejected() {
        #expect(errors("a: 1\n---\nb: 2\n") == ["t.yaml:2:1: error: a spec file holds one YAML document; this starts a second one"])
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        var bytes = Array("a: ok\nb: é".utf8)
        bytes.append(0xFF)
        let output = YAMLParser.parse(bytes, file: "t.yaml")
        #expect(output.diagnostics.sorted.map(\.description) == [
            "t.yaml:2:5: error: invalid UTF-8 (byte 0xFF); spec files must be UTF-8",
        ])
        let overlong: [UInt8] = Array("a: ".utf8) + [0xC0, 0xAF]
        #expect(YAMLParser.parse(overlong, file: "t.yaml").diagnostics.hasErrors)
        let surrogate: [UInt8] = Array("a: ".utf8) + [0xED, 0xA0, 0x80]
        #expect(YAMLParser.parse(surrogate, file: "t.yaml").diagnostics.hasErrors)
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let output = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: "t.yaml")
        #expect(output.diagnostics.all.isEmpty)
        #expect(output.root?.mapping?.first?.keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 1))
    }

    @Test func libyamlErrorsKeepTheirMessageAndGetAPosition() {
        #expect(errors("a:\n\tb: 1\n") == ["t.yaml:2:1: error: found character that cannot start any token while scanning for the next token"])
        #expect(errors("a: [1, 2\n") == ["t.yaml:2:1: error: did not find expected ',' or ']' while parsing a flow sequence"])
    }

    @Test func controlCharactersAreReportedAtTheirPosition() {
        let found = errors("a: b\nc: \u{1}\n")
        #expect(found == ["t.yaml:2:4: error: control characters are not allowed"])
    }

    @Test func jsonSurrogatePairsReadAsTheirCharacter() throws {
        // Python's json.dump writes characters past U+FFFF so, in either case of hex digits.
        let output = parse(#"{"a": "poo \uD83D\uDCA9 and \ud83d\ude00", "b": [1.5e3, true, null]}"#)
        #expect(output.diagnostics.all.isEmpty)
        let entries = try #require(output.root?.mapping)
        try #require(entries.count == 2)
        #expect(entries[0].value.scalar?.text == "poo \u{1F4A9} and \u{1F600}")
        #expect(entries[1].keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 44))
    }

    @Test func placesAfterASurrogatePairAreTheFilesPlaces() {
        #expect(errors("{\r\n  \"a\": \"\\uD83D\\uDCA9\", \"a\": 1}") == [
            "t.yaml:2:24: error: duplicate key `a`; it is already defined at line 2\nt.yaml:2:3: note: `a` first defined here"])
        // A half without the other is not a character: libyaml's refusal, at its place.
        #expect(errors(#"{"a": "\uD83D\uDCA9", "b": "\uD83D"}"#) == [
            "t.yaml:1:31: error: found invalid Unicode character escape code while parsing a quoted scalar"])
    }

    @Test func yamlKeepsTheSameCharactersOutsideDoubleQuotes() throws {
        // In YAML they may be a pattern's text, not an escape.
        let output = parse(#"pattern: '\uD83D\uDCA9'"#)
        #expect(output.diagnostics.all.isEmpty)
        #expect(output.root?.mapping?.first?.value.scalar?.text == #"\uD83D\uDCA9"#)
    }

    @Test func undefinedAliasIsAnError() {
        #expect(errors("a: *nope\n") == ["t.yaml:1:4: error: alias `*nope` names no anchor defined before it"])
    }

    @Test func aSelfReferencingAnchorCannotRecurse() {
        #expect(errors("a: &x [*x]\n") == ["t.yaml:1:8: error: alias `*x` names no anchor defined before it"])
    }
}
