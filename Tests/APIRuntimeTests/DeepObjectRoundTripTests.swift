import Foundation
import Testing
@testable import APIRuntime

/// Random values sent in brackets (`style: deepObject`, in the query and in a form) and read back
/// as a server that parses brackets reads them (Rails, PHP, qs): what it reads must be the value,
/// its `null`s and empty arrays and objects left out, each single value as text.
@Suite struct DeepObjectRoundTripTests {
    @Test(arguments: 0..<4)
    func aValueInBracketsReadsBackAsItself(batch: Int) throws {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var random = SplitMix(seed: seed)
            let value = Self.value(depth: 0, &random)
            let name = Self.key(&random)
            let expected = Read(value)

            var builder = RequestBuilder()
            builder.deepObjectQuery(name, value)
            #expect(builder.problems.isValid)
            #expect(try Read.parsing(builder.queryString, plusIsSpace: false)[name] == expected,
                    "seed \(seed): \(value) sent as \(builder.queryString)")

            var form = RequestBuilder()
            form.formBody { $0.addDeepObject(name, value) }
            let body = String(decoding: try #require(form.body), as: UTF8.self)
            #expect(try Read.parsing(body, plusIsSpace: true)[name] == expected, "seed \(seed): \(value) sent as \(body)")
        }
    }

    /// Keys with what a query or form escapes (`&`, `=`, `+`, `%`, `#`, spaces, non-ASCII), but
    /// neither brackets, which would end or open a level for any server, nor digits alone, which
    /// a server reads as an array's index: those the format cannot carry.
    static func key(_ random: inout SplitMix) -> String {
        let pieces = ["a", "id", "card", "exp_month", "x y", "a&b", "k=v", "1+1", "50%", "#tag", "é", "名前", "🐶", "a.b", "-", "~"]
        return (0...random.next(below: 2)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
    }

    /// Numbers with a fraction, and the text JSON writes for each.
    static let numberTexts: [Double: String] = [0.5: "0.5", -2.25: "-2.25", 1e-3: "0.001", 12.75: "12.75"]

    static func value(depth: Int, _ random: inout SplitMix) -> JSONValue {
        let texts = ["", "x", "a b", "a+b", "a&b=c", "100%", "[0]", "]", "é", "🐶", "line\nbreak", "4242 4242"]
        switch random.next(below: depth >= 3 ? 5 : 8) {
        case 0: return .null
        case 1: return .bool(random.next(below: 2) == 0)
        case 2: return .integer(Int64(random.next(below: 2_000_001)) - 1_000_000)
        case 3: return .number(Array(numberTexts.keys).sorted()[random.next(below: numberTexts.count)])
        case 4: return .string(texts[random.next(below: texts.count)])
        case 5, 6:
            let count = random.next(below: 4)
            var fields: [String: JSONValue] = [:]
            for _ in 0..<count { fields[key(&random)] = value(depth: depth + 1, &random) }
            return .object(fields)
        default:
            return .array((0..<random.next(below: 4)).map { _ in value(depth: depth + 1, &random) })
        }
    }
}

/// A value as a server reads it back from bracketed items: single values as text, arrays and
/// objects without what sends no item.
private indirect enum Read: Equatable, CustomStringConvertible {
    case text(String)
    case list([Read])
    case fields([String: Read])

    /// What `value` sends; `nil` for what sends nothing (`null`, empty arrays and objects).
    init?(_ value: JSONValue) {
        switch value {
        case .null: return nil
        case .bool(let flag): self = .text(flag ? "true" : "false")
        case .integer(let number): self = .text(String(number))
        case .number(let number): self = .text(DeepObjectRoundTripTests.numberTexts[number] ?? "\(number)")
        case .string(let text): self = .text(text)
        case .array(let elements):
            let read = elements.compactMap(Read.init)
            guard !read.isEmpty else { return nil }
            self = .list(read)
        case .object(let fields):
            let read = fields.compactMapValues(Read.init)
            guard !read.isEmpty else { return nil }
            self = .fields(read)
        }
    }

    var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .list(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .fields(let fields): "{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.description)" }.joined(separator: ", ") + "}"
        }
    }

    /// A node while items are read: `[]` appends, a number is an index, anything else a key.
    private indirect enum Node {
        case text(String)
        case appended([String])
        case indexed([Int: Node])
        case keyed([String: Node])

        var read: Read {
            switch self {
            case .text(let text): .text(text)
            case .appended(let texts): .list(texts.map(Read.text))
            case .indexed(let elements): .list(elements.keys.sorted().compactMap { elements[$0]?.read })
            case .keyed(let fields): .fields(fields.mapValues(\.read))
            }
        }

        mutating func insert(_ text: String, at path: ArraySlice<String>) throws {
            guard let first = path.first else {
                self = .text(text)
                return
            }
            if first.isEmpty {
                guard path.count == 1 else { throw ParseError("`[]` before another level") }
                if case .appended(let texts) = self { self = .appended(texts + [text]) } else { self = .appended([text]) }
            } else if let index = Int(first) {
                var elements: [Int: Node] = [:]
                if case .indexed(let existing) = self { elements = existing }
                var element = elements[index] ?? .keyed([:])
                try element.insert(text, at: path.dropFirst())
                elements[index] = element
                self = .indexed(elements)
            } else {
                var fields: [String: Node] = [:]
                if case .keyed(let existing) = self { fields = existing }
                var field = fields[first] ?? .keyed([:])
                try field.insert(text, at: path.dropFirst())
                fields[first] = field
                self = .keyed(fields)
            }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Each name's value in `query` (a query string or a form body), as Rails, PHP and qs read
    /// brackets: `name[key]`, `name[0]`, `name[]`.
    static func parsing(_ query: String, plusIsSpace: Bool) throws -> [String: Read] {
        var roots: [String: Node] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { part in
                let spaced = plusIsSpace ? part.replacingOccurrences(of: "+", with: " ") : String(part)
                return spaced.removingPercentEncoding
            }
            guard parts.count == 2, let name = parts[0], let text = parts[1] else { throw ParseError("`\(pair)` is no item") }
            var path: [String] = []
            var rest = Substring(name)
            let root = String(rest.prefix { $0 != "[" })
            rest = rest.dropFirst(root.count)
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]") else { throw ParseError("`\(name)` has no closing `]`") }
                path.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
            }
            var node = roots[root] ?? .keyed([:])
            try node.insert(text, at: path[...])
            roots[root] = node
        }
        return roots.mapValues(\.read)
    }
}
