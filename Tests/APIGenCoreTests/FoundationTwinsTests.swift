import Foundation
import Testing
@testable import APIGenCore

/// apigen links only FoundationEssentials on Linux, so it does for itself a few things the
/// rest of Foundation (and ICU) did. Each is held here to what Foundation answers.
@Suite("What apigen does without Foundation")
struct FoundationTwinsTests {
    @Test func pathsSplitAsNSStringSplitsThem() {
        let paths = ["a/b/c.yaml", "c.yaml", "/c", "/", "a/b/", "a//b", "/a/b//", "", "./x", "../y/z", "a/.apigen.yaml"]
        for path in paths {
            #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
            #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
        // Where NSString answers "" for both, `//` is the root.
        #expect(PathText.folder(of: "//") == "/" && PathText.lastComponent(of: "//") == "/")
    }

    @Test func namesDecomposeAsFoundationDecomposes() {
        // The Basic Multilingual Plane: every script a name is likely to be written in.
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            #expect(Naming.asciiFolded(text) == Self.foldedByFoundation(text), "U+\(String(value, radix: 16))")
        }
    }

    /// `Naming.asciiFolded` as it was written against Foundation's decomposition.
    static func foldedByFoundation(_ text: String) -> String {
        var result = ""
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.isEmojiPresentation {
                result += " u\(String(scalar.value, radix: 16, uppercase: true)) "
            } else {
                result += " "
            }
        }
        return result
    }

    @Test func punycodeDecodesTheRFCsSamples() {
        #expect(Punycode.decode("bcher-kva").map(Self.text) == "bücher")
        #expect(Punycode.decode("ihqwcrb4cv8a8dqg056pqjye").map(Self.text) == "他们为什么不说中文")
        #expect(Punycode.decode("-> $1.00 <--").map(Self.text) == "-> $1.00 <-")
        #expect(Punycode.decode("zz") == nil)  // a number cut short
        #expect(Punycode.decode("ab!") == nil)  // not a Punycode digit
        #expect(Punycode.decode("99999999999999") == nil)  // past Int, or past the last scalar
        #expect(!Punycode.isValidLabel("xn--abc-"))  // decodes, but to ASCII alone
        #expect(Punycode.isValidLabel("api"))
    }

    /// Every label that Foundation's IDNA (ICU) decodes, apigen decodes to the same text.
    /// ICU also refuses labels that decode to text IDNA does not allow (unassigned scalars,
    /// compatibility forms); apigen, without ICU's tables, checks only that a label decodes.
    @Test func everyLabelFoundationDecodesApigenDecodesAlike() {
        var random = SplitMix(state: 3_492)
        let digits = Array("abcdefghijklmnopqrstuvwxyz0123456789-")
        var decodedByFoundation = 0
        for _ in 0..<5_000 {
            let label = "xn--" + String((0..<Int.random(in: 1...8, using: &random)).map { _ in digits.randomElement(using: &random) ?? "a" })
            guard let host = URLComponents(string: "https://\(label).com/")?.host else { continue }
            decodedByFoundation += 1
            #expect(Punycode.isValidLabel(label[...]), "\(label)")
            #expect(Punycode.decode(label.dropFirst(4)).map(Self.text).map { $0 + ".com" } == host, "\(label)")
        }
        #expect(decodedByFoundation > 1_000)
    }

    static func text(_ scalars: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(scalars)) }
}
