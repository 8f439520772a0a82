import Foundation
import Testing
@testable import APIGenCore

/// Random hostile text in every place spec text reaches generated code: the code
/// still compiles (with warnings as errors), and every string literal and doc
/// comment carries exactly the spec's text.
@Suite("Injection property")
struct InjectionPropertyTests {
    static let pieces = [
        "*/", "/*", "/**", "\"\"\"", "\"", "\\(", "\\", ")", "#", "##\"", "\r", "\n", "\r\n", "\u{2028}", "\u{2029}",
        "\u{202E}", "\u{200B}", "\u{0}", "\u{7}", "\u{85}", "🐶", "👍🏽", "é", "e\u{301}", "default", "self", "class", "Type",
        "init", "1", "2nd", "a", "b", "_", "-", " ", "'", "`", "$", "{", "}", "<", ">", "&",
    ]

    /// A reproducible generator of hostile strings.
    struct Text: RandomNumberGenerator {
        var base: SplitMix

        init(state: UInt64) {
            base = SplitMix(state: state)
        }

        mutating func next() -> UInt64 { base.next() }

        mutating func hostile() -> String {
            (0..<Int.random(in: 1...6, using: &self)).map { _ in pieces.randomElement(using: &self) ?? "" }.joined()
        }
    }

    /// A YAML double-quoted scalar holding exactly `text`.
    static func yaml(_ text: String) -> String { YAMLTree.quoted(text) }

    /// A `Regex` pattern that matches exactly `text`: every ASCII character that is not a
    /// letter or digit escaped, which Swift's syntax reads as that character itself.
    static func literalPattern(_ text: String) -> String {
        var pattern = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII && !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) { pattern += "\\" }
            pattern.unicodeScalars.append(scalar)
        }
        return pattern
    }

    struct Case {
        var spec = ""
        var rawValues: [String] = []
        var keys: [String] = []
        var descriptions: [String] = []
        var defaults: [String] = []
    }

    static func makeCase(seed: UInt64) -> Case {
        var random = Text(state: seed)
        var made = Case()
        var spec = "models:\n  Ref: { properties: { a: string } }\n"
        for model in 0..<12 {
            let description = random.hostile()
            made.descriptions.append(description)
            spec += "  \(yaml("M\(model) " + random.hostile())):\n    description: \(yaml(description))\n    properties:\n"
            for property in 0..<4 {
                let key = random.hostile() + " p\(property)"
                let propertyDescription = random.hostile()
                let defaultValue = random.hostile()
                made.keys.append(key)
                made.descriptions.append(propertyDescription)
                made.defaults.append(defaultValue)
                spec += "      \(yaml(key)): { type: string, description: \(yaml(propertyDescription)), default: \(yaml(defaultValue)), "
                spec += "pattern: \(yaml("^" + Self.literalPattern(defaultValue) + "$")) }\n"
            }
            let values = (0..<3).map { random.hostile() + "\($0)" }
            made.rawValues += values
            spec += "      kind: { enum: [\(values.map(yaml).joined(separator: ", "))] }\n"
        }
        spec += "endpoints:\n"
        for endpoint in 0..<4 {
            let summary = random.hostile()
            let parameter = random.hostile() + " q"
            made.descriptions.append(summary)
            // A query key's and a scope's names reach the request's `auth` literal and its doc comment.
            let key = random.hostile() + " k"
            let scope = random.hostile() + " s"
            made.keys += [parameter, key, scope]
            spec += "  \(yaml("E\(endpoint) " + random.hostile())):\n    method: GET\n    path: /e\(endpoint)\n    summary: \(yaml(summary))\n"
            spec += "    params: { \(yaml(parameter)): { in: query, type: string, optional: true } }\n    response: Ref\n"
            spec += "    auth: [{ apiKey: \(yaml(key)), in: query }, { oauth2: [\(yaml(scope))] }]\n"
        }
        made.spec = spec
        return made
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func hostileTextCompilesAndIsKeptExactly(seed: UInt64) async throws {
        let made = Self.makeCase(seed: seed)
        let files = try SpecHarness.generate(["random.yaml": made.spec])
        let code = files.map(\.contents).joined(separator: "\n")
        let literals = Set(SwiftLiteralReader.literals(in: code))
        for value in made.rawValues + made.keys + made.defaults {
            #expect(literals.contains(value), "seed \(seed): \(value.debugDescription) is not kept exactly in a literal")
        }
        let docs = SwiftLiteralReader.docText(in: code)
        for description in made.descriptions {
            let expected = SwiftLiteralReader.normalizedDoc(description)
            // A description of only line breaks leaves no doc comment to find.
            #expect(expected.isEmpty || docs.contains(expected),
                    "seed \(seed): the doc for \(description.debugDescription) lost text")
        }
        let problems = try await SwiftCompiler.compile(files)
        #expect(problems == "", "seed \(seed) does not compile:\n\(problems)")
    }
}

/// Reads back what generated code says, independently of the escaping code that wrote it.
enum SwiftLiteralReader {
    /// The values of every single-line string literal in `code`.
    static func literals(in code: String) -> [String] {
        var values: [String] = []
        var scalars = Array(code.unicodeScalars)[...]
        while let start = scalars.firstIndex(of: "\"") {
            scalars = scalars[(start + 1)...]
            var value = String.UnicodeScalarView()
            var closed = false
            while let scalar = scalars.first {
                scalars = scalars.dropFirst()
                if scalar == "\"" { closed = true; break }
                if scalar == "\n" { break }
                guard scalar == "\\", let escaped = scalars.first else { value.append(scalar); continue }
                scalars = scalars.dropFirst()
                switch escaped {
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "0": value.append("\0")
                case "u":
                    let hex = scalars.dropFirst().prefix { $0 != "}" }
                    scalars = scalars.dropFirst(hex.count + 2)
                    if let number = UInt32(String(String.UnicodeScalarView(hex)), radix: 16), let decoded = Unicode.Scalar(number) {
                        value.append(decoded)
                    }
                default: value.append(escaped)
                }
            }
            if closed { values.append(String(value)) }
        }
        return values
    }

    /// The text of every `///` comment block, lines joined with `\n` and `\u{…}` shown as written.
    static func docText(in code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("///") }
            .map { line -> String in
                let text = line.dropFirst(3)
                return text.hasPrefix(" ") ? String(text.dropFirst()) : String(text)
            }
            .joined(separator: "\n")
    }

    /// What a description looks like in a doc comment: each line break kind a new line,
    /// invisible characters as `\u{…}`, trailing spaces and blank trailing lines dropped.
    static func normalizedDoc(_ text: String) -> String {
        var lines: [String] = []
        var current = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = scalar == "\r"
            if ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                lines.append(current)
                current = ""
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x061C, 0xFEFF].contains(scalar.value)
                        || (0x200B...0x200F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                        || (0x2060...0x2064).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        lines = lines.map { line in
            var trimmed = line
            while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
            return trimmed
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
