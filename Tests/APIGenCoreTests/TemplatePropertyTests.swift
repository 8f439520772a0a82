import Testing
@testable import APIGenCore

/// Random templates against a reference: a template built from random pieces
/// renders what the pieces say it should, and a damaged one either still
/// parses or is reported at a place inside the text.
@Suite("Template property")
struct TemplatePropertyTests {
    /// Data the random templates read: a flag, a list of items with names, and a missing value.
    private struct Item: TemplateData {
        let name: String
        func field(named key: String) -> (any TemplateData)? { key == "name" ? name : nil }
    }

    private struct Root: TemplateData {
        let items = [Item(name: "a"), Item(name: "b")]
        func field(named key: String) -> (any TemplateData)? {
            switch key {
            case "title": return "T"
            case "yes": return true
            case "no": return false
            case "items": return items
            case "none": return String?.none as any TemplateData
            default: return nil
            }
        }
    }

    /// A template and the text it must render, built together. `inItem` says whether
    /// an item is the innermost value, so `{{name}}` and `{{.}}` have a known answer.
    private static func piece(_ random: inout InjectionPropertyTests.Text, depth: Int, inItem: String?) -> (template: String, expected: String) {
        let plain = [" ", "\n", "é", "}", "{", "#", "a}b", "👍🏽"]
        switch Int.random(in: 0..<(depth < 3 ? 9 : 5), using: &random) {
        case 0: let text = "x" + (plain.randomElement(using: &random) ?? "") + "x"; return (text, text)
        case 1: return ("x{{title}}", "xT")
        case 2: return ("x{{{ title }}}", "xT")
        case 3: return ("x{{missing}}{{! a note }}", "x")
        case 4: return inItem.map { ("x{{name}}", "x" + $0) } ?? ("x{{& title}}", "xT")
        case 5, 6:
            let (inner, expected) = sequence(&random, depth: depth + 1, inItem: "?")
            let rendered = ["a", "b"].map { name in expected.replacingOccurrences(of: "\u{1}", with: name) }.joined()
            return ("x{{#items}}\(inner.replacingOccurrences(of: "\u{1}", with: "{{name}}")){{/items}}", "x" + rendered)
        case 7:
            let (inner, expected) = sequence(&random, depth: depth + 1, inItem: inItem)
            return ("x{{#yes}}\(inner){{/yes}}{{#no}}\(inner){{/no}}{{#none}}\(inner){{/none}}", "x" + expected)
        default:
            let (inner, expected) = sequence(&random, depth: depth + 1, inItem: inItem)
            return ("x{{^no}}\(inner){{/no}}{{^items}}\(inner){{/items}}{{^none}}\(inner){{/none}}", "x" + expected + expected)
        }
    }

    /// Several pieces; inside an item section, `\u{1}` marks where the item's name goes.
    private static func sequence(_ random: inout InjectionPropertyTests.Text, depth: Int, inItem: String?) -> (String, String) {
        var template = "", expected = ""
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let (text, output) = piece(&random, depth: depth, inItem: inItem == "?" ? "\u{1}" : inItem)
            template += text
            expected += output
        }
        return (template, expected)
    }

    @Test(arguments: 1...4)
    func randomTemplatesRenderWhatTheySay(seed: UInt64) throws {
        var random = InjectionPropertyTests.Text(state: seed)
        for _ in 0..<250 {
            let (template, expected) = Self.sequence(&random, depth: 0, inItem: nil)
            let renderer = TemplateRenderer(templates: ["main": try Template(parsing: template)])
            #expect(renderer.render("main", with: Root()) == expected, "\(template)")
        }
    }

    @Test(arguments: 1...4)
    func damagedTemplatesFailAtAPlaceInTheText(seed: UInt64) {
        var random = InjectionPropertyTests.Text(state: seed &* 7919)
        let damage = ["{{", "}}", "{{#", "{{/", "{{^", "{{>", "{{=", "=}}", "{{{", "}", "\n", "{{!", "{{%"]
        for _ in 0..<250 {
            var scalars = Array(Self.sequence(&random, depth: 0, inItem: nil).0.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...scalars.count, using: &random)
                if Bool.random(using: &random), at < scalars.count {
                    scalars.removeSubrange(at..<min(scalars.count, at + Int.random(in: 1...3, using: &random)))
                } else {
                    scalars.insert(contentsOf: (damage.randomElement(using: &random) ?? "").unicodeScalars, at: at)
                }
            }
            let text = String(String.UnicodeScalarView(scalars))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
            do {
                let template = try Template(parsing: text)
                _ = TemplateRenderer(templates: ["main": template]).render("main", with: Root())
            } catch {
                #expect((1...lines.count).contains(error.line), "\(text)")
                #expect(error.column >= 1 && error.column <= (lines[safe: error.line - 1] ?? 0) + 1, "\(text)")
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
