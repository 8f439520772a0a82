@testable import APIGenCore
import APIRuntime
import Foundation

/// JSON texts shaped as the resolved API says (keys, optional and defaulted properties, numbers
/// sent as strings, enum values known and unknown, union variants and their tags, collected
/// unknown keys), written independently of the generated code, so that a round trip through that
/// code can be checked: what the API describes must decode, and what decodes must encode to JSON
/// that decodes to the same value.
///
/// Each sample also comes with the violations its values must draw from the generated
/// `validate`: every value is held to the resolved constraints of the place it stands, by the
/// runtime's own checks (which have tests of their own). What is checked here is the generated
/// code's part: that each constraint is checked, at the right path, and nothing else is.
struct SampleJSON {
    /// What validating a sample's decoded value must report.
    struct Expectation {
        /// `path<tab>constraint`, one per violation.
        var violations: Set<String>
        /// Paths whose violations cannot be foreseen (under an untagged union, which decodes as the
        /// first variant that fits, not necessarily the one the sample was written from), with the
        /// constraint they concern, or `nil` for all.
        var unforeseen: [(path: String, constraint: String?)]
    }

    private var random: SplitMix
    private let table: TypeTable
    private var report = ValidationReport()
    private var unforeseen: [(path: String, constraint: String?)] = []
    /// Whether the sample is what a request sends, which does not check a `readOnly` property.
    private var sendsRequest = false

    init(api: APIModel, seed: UInt64) {
        random = SplitMix(state: seed)
        table = TypeTable(api)
    }

    /// A sample of `type`, or `nil` when none was found within the depth budget (a recursive
    /// type whose every choice goes deeper).
    mutating func sample(of type: TypeRef) -> (json: String, expectation: Expectation)? {
        report = ValidationReport()
        unforeseen = []
        sendsRequest = false
        guard let json = sample(type, depth: 0, constraints: Constraints(), path: .root) else { return nil }
        return (json, Expectation(violations: foreseen, unforeseen: unforeseen))
    }

    /// An answer to a request: what the server sends, and what the client must make of it.
    struct Answer {
        /// The body as sent.
        var body: String
        /// The JSON sample a JSON or text body was made from: what it must decode to.
        var bodySample: String
        /// The header fields as sent.
        var headers: [(name: String, value: String)]
        /// The JSON sample of each typed header sent, by name: the value it must decode to.
        var headerSamples: [String: String]
        /// What validating the decoded response must report.
        var expectation: Expectation
    }

    /// A response's body as sent (JSON, the text a JSON string holds, bytes of any kind, or
    /// nothing) and its headers: `Content-Type` for a body, and a sample of each typed header as
    /// text (an optional one sometimes left out), each held to its constraints at
    /// `header NAME`, where the `Response` struct validates it. `nil` when a required value has
    /// no sample.
    mutating func answer(_ content: ResponseContent, headers: [ResponseHeader]) -> Answer? {
        report = ValidationReport()
        unforeseen = []
        sendsRequest = false
        var answer = Answer(body: "", bodySample: "", headers: [], headerSamples: [:], expectation: Expectation(violations: [], unforeseen: []))
        switch content {
        case .json(let field, let contentType), .text(let field, let contentType):
            guard let json = sample(field.type, depth: 0, constraints: field.constraints, path: .root) else { return nil }
            if case .text = content { answer.body = Self.text(of: json) } else { answer.body = json }
            answer.bodySample = json
            answer.headers.append(("Content-Type", contentType))
        case .binary(let contentType):
            answer.body = one(Self.strings)
            answer.headers.append(("Content-Type", contentType))
        case .stream:
            // Its items decode and validate while a loop reads them, after `send` returns: not
            // answered here (see `answers(of:)`).
            return nil
        case .none:
            break
        }
        for header in headers {
            if !header.isRequired, chance(0.3) { continue }
            let path = ValidationPath.root["header \(header.name)"]
            // A header left out after its sample is made takes the violations that sample foresaw with it.
            let beforeHeader = (report, unforeseen)
            guard let json = sample(header.field.type, depth: 0, constraints: header.field.constraints, path: path) else { return nil }
            // A `null` sample leaves the header out, but where the response requires it: there it
            // travels as a JSON header's text (`any`), and a header of another kind has no answer.
            guard json != "null" || (header.jsonEncoded && header.isRequired) else {
                if header.isRequired { return nil }
                (report, unforeseen) = beforeHeader
                continue
            }
            let text: String
            if header.jsonEncoded {
                text = json
            } else if json.hasPrefix("[") {
                // A list header: its items' texts joined by commas, where each can travel so.
                guard let items = Self.listItems(of: json) else {
                    if header.isRequired { return nil }
                    (report, unforeseen) = beforeHeader
                    continue
                }
                text = items.joined(separator: ", ")
            } else {
                text = Self.text(of: json)
            }
            answer.headers.append((header.name, text))
            answer.headerSamples[header.name] = json
        }
        answer.expectation = Expectation(violations: foreseen, unforeseen: unforeseen)
        return answer
    }

    /// A sample as HTTP text carries it: a string's text, and any other scalar as its JSON text.
    private static func text(of json: String) -> String {
        (try? JSONDecoder().decode(String.self, from: Data(json.utf8))) ?? json
    }

    /// The texts of a JSON array of scalars as a list header carries them; `nil` when an item
    /// cannot travel in one (`null`, empty, a comma, a quote or spaces around it).
    private static func listItems(of json: String) -> [String]? {
        var elements: [String] = []
        var current = ""
        var inString = false, escaped = false
        for character in json.dropFirst().dropLast() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                elements.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { elements.append(current) }
        let texts = elements.map { text(of: $0.trimmingCharacters(in: .whitespaces)) }
        let travels = { (item: String) in
            item != "null" && !item.isEmpty && !item.contains(where: { ",\"\r\n".contains($0) })
                && item.trimmingCharacters(in: .whitespaces) == item
        }
        return texts.allSatisfy(travels) ? texts : nil
    }

    /// The arguments of a request of `endpoint`, in the order of its `init` (parameters, then
    /// the body), each as a label and a JSON text; a parameter with a default is sometimes left
    /// out. `nil` when a required argument has no sample (a file).
    mutating func request(_ endpoint: Endpoint) -> (arguments: [(label: String, json: String)], expectation: Expectation)? {
        report = ValidationReport()
        unforeseen = []
        sendsRequest = true
        var arguments: [(label: String, json: String)] = []
        for parameter in endpoint.parameters {
            if !parameter.isRequired, chance(0.3) { continue }
            let path = ValidationPath.root[parameter.name]
            guard let json = sample(parameter.field.type, depth: 0, constraints: parameter.field.constraints, path: path) else { return nil }
            arguments.append((parameter.swiftName, json))
        }
        if let body = endpoint.body {
            let path = ValidationPath.root["body"]
            guard let json = sample(body.field.type, depth: 0, constraints: body.field.constraints, path: path) else { return nil }
            arguments.append(("body", json))
        }
        return (arguments, Expectation(violations: foreseen, unforeseen: unforeseen))
    }

    /// The violations foreseen so far, as `path<tab>constraint`.
    private var foreseen: Set<String> { Set(report.violations.map { "\($0.path)\t\($0.constraint)" }) }

    /// Runs `make`, and forgets what it foresaw when it finds no value: an object whose required
    /// property has no sample, or a union variant given up, is not in the JSON.
    private mutating func attempt(_ make: (inout SampleJSON) -> String?) -> String? {
        let saved = (report, unforeseen)
        let result = make(&self)
        if result == nil { (report, unforeseen) = saved }
        return result
    }

    private mutating func sample(_ type: TypeRef, depth: Int, constraints: Constraints, path: ValidationPath) -> String? {
        attempt { $0.value(type, depth: depth, constraints: constraints, path: path) }
    }

    private mutating func value(_ type: TypeRef, depth: Int, constraints: Constraints, path: ValidationPath) -> String? {
        guard depth < 16 else { return nil }
        switch type {
        case .optional(let wrapped):
            if depth > 6 || chance(0.3) { return "null" }
            return sample(wrapped, depth: depth + 1, constraints: constraints, path: path) ?? "null"
        case .array(let element):
            let count = depth > 6 ? 0 : int(0...3)
            var items: [String] = []
            let inner = constraints.items?.value ?? Constraints()
            for _ in 0..<count {
                if let text = sample(element, depth: depth + 1, constraints: inner, path: path[items.count]) { items.append(text) }
            }
            checkItems(items, of: element, constraints: constraints, path: path)
            return "[" + items.joined(separator: ",") + "]"
        case .map(let value):
            let count = depth > 6 ? 0 : int(0...2)
            var entries: [String] = []
            let inner = constraints.values?.value ?? Constraints()
            for index in 0..<count {
                let key = "k\(index)\(one(Self.strings))"
                if let text = sample(value, depth: depth + 1, constraints: inner, path: path[key]) {
                    entries.append(YAMLTree.quoted(key) + ":" + text)
                }
            }
            report.check([String: Int](uniqueKeysWithValues: entries.indices.map { ("\($0)", $0) }), at: path,
                         minProperties: constraints.minProperties, maxProperties: constraints.maxProperties)
            return "{" + entries.joined(separator: ",") + "}"
        case .primitive(let primitive):
            guard let text = self.primitive(primitive) else { return nil }
            checkScalar(text, primitive, constraints: constraints, path: path)
            return text
        case .named(let name):
            guard let model = table.model(name) else { return nil }
            switch model.kind {
            case .alias(let field):
                // The use site carries the named scalar's constraints already (merging them again
                // changes nothing); holding the value to them here checks that they were carried.
                return sample(field.type, depth: depth + 1, constraints: Resolver.merged(constraints, field.constraints), path: path)
            case .enumeration(let enumeration):
                let (text, known) = enumValue(enumeration)
                if constraints.strictEnum, !enumeration.frozen, !known { report.add(path, "enum", "") }
                return text
            case .object(let object): return self.object(object, depth: depth, path: path, tag: nil)
            case .union(let union): return self.union(union, depth: depth, path: path)
            }
        }
    }

    private mutating func object(_ object: ObjectModel, depth: Int, path: ValidationPath, tag: (key: String, value: String)?) -> String? {
        var entries: [(key: String, value: String)] = []
        for property in object.properties {
            let at = path[property.jsonKey]
            if let tag, property.jsonKey == tag.key {
                checkScalar(YAMLTree.quoted(tag.value), .string, constraints: property.field.constraints, path: at)
                continue
            }
            if !property.isRequired, depth > 6 || chance(0.4) { continue }
            let beforeProperty = (report, unforeseen)
            let value = property.field.wireString
                ? numberAsText(property.field.type, constraints: property.field.constraints, path: at)
                : sample(property.field.type, depth: depth + 1, constraints: property.field.constraints, path: at)
            // A request leaves a `readOnly` property out, and does not check it.
            if property.readOnly && sendsRequest { (report, unforeseen) = beforeProperty }
            guard let value else {
                if property.isRequired { return nil }
                continue
            }
            entries.append((property.jsonKey, value))
        }
        let known = Set(object.properties.map(\.jsonKey))
        switch object.additionalProperties {
        case .collected(let field):
            for index in 0..<int(0...2) {
                let key = "extra \(index)"
                if !known.contains(key), let value = sample(field.type, depth: depth + 1, constraints: field.constraints, path: path[key]) {
                    entries.append((key, value))
                }
            }
        case .ignored:
            if chance(0.2), !known.contains("zz_unknown") { entries.append(("zz_unknown", "[1,{\"a\":null}]")) }
        case .forbidden:
            break
        }
        if let tag { entries.append((tag.key, YAMLTree.quoted(tag.value))) }
        return "{" + entries.map { YAMLTree.quoted($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    private mutating func union(_ union: UnionModel, depth: Int, path: ValidationPath) -> String? {
        var variants = union.variants
        variants.shuffle(using: &random)
        if union.discriminator == nil { unforeseen.append((path.description, nil)) }
        for variant in variants {
            if let key = union.discriminator {
                guard case .named(let name) = variant.type, case .object(let object)? = table.model(name)?.kind,
                      let tag = variant.tag else { continue }
                if let text = attempt({ $0.object(object, depth: depth + 1, path: path, tag: (key, tag)) }) { return text }
            } else if let text = sample(variant.type, depth: depth + 1, constraints: Constraints(), path: path) {
                return text
            }
        }
        return nil
    }

    /// A value of the enum, and whether the spec lists it.
    private mutating func enumValue(_ enumeration: EnumModel) -> (text: String, known: Bool) {
        let integer = enumeration.rawType == .int
        if !enumeration.frozen, enumeration.cases.isEmpty || chance(0.2) {
            return (integer ? "99991" : YAMLTree.quoted("zz-new-value"), false)
        }
        let raw = one(enumeration.cases).raw
        return (integer ? raw : YAMLTree.quoted(raw), true)
    }

    private mutating func numberAsText(_ type: TypeRef, constraints: Constraints, path: ValidationPath) -> String? {
        if case .optional(let wrapped) = type {
            return chance(0.3) ? "null" : numberAsText(wrapped, constraints: constraints, path: path)
        }
        guard case .primitive(let primitive) = table.kind(type), let number = self.primitive(primitive) else { return nil }
        checkScalar(number, primitive, constraints: constraints, path: path)
        return YAMLTree.quoted(number)
    }

    // MARK: What validation must report

    /// Holds a scalar (its JSON text) to `constraints` by the runtime's checks.
    private mutating func checkScalar(_ json: String, _ primitive: Primitive, constraints: Constraints, path: ValidationPath) {
        guard !constraints.isEmpty else { return }
        switch primitive {
        case .string:
            guard let text = try? JSONDecoder().decode(String.self, from: Data(json.utf8)) else { return }
            report.check(text, at: path, minLength: constraints.minLength, maxLength: constraints.maxLength)
            for pattern in constraints.patterns { report.check(text, at: path, pattern: ValidationPattern(pattern)) }
            if constraints.email { report.checkEmail(text, at: path) }
        case .int, .int64, .int32:
            guard let value = Int64(json) else { return }
            report.check(value, at: path, minimum: constraints.minimum?.value.int64,
                         exclusiveMinimum: constraints.minimum?.exclusive ?? false,
                         maximum: constraints.maximum?.value.int64,
                         exclusiveMaximum: constraints.maximum?.exclusive ?? false)
            for step in constraints.multiplesOf { report.check(value, at: path, multipleOf: step.int64) }
        case .double:
            check(Double(json), constraints, path)
        case .float:
            check(Float(json), constraints, path)
        case .decimal:
            report.check(Decimal(string: json), at: path, minimum: constraints.minimum?.value.decimal,
                         exclusiveMinimum: constraints.minimum?.exclusive ?? false,
                         maximum: constraints.maximum?.value.decimal,
                         exclusiveMaximum: constraints.maximum?.exclusive ?? false)
            for step in constraints.multiplesOf { report.check(Decimal(string: json), at: path, multipleOf: step.decimal) }
        default:
            break
        }
    }

    private mutating func check<T: BinaryFloatingPoint & LosslessStringConvertible & Sendable>(
        _ value: T?, _ constraints: Constraints, _ path: ValidationPath
    ) {
        report.check(value, at: path, minimum: constraints.minimum.flatMap { T($0.value.text) },
                     exclusiveMinimum: constraints.minimum?.exclusive ?? false,
                     maximum: constraints.maximum.flatMap { T($0.value.text) },
                     exclusiveMaximum: constraints.maximum?.exclusive ?? false)
        for step in constraints.multiplesOf { report.check(value, at: path, multipleOf: T(step.text)) }
    }

    /// `minItems`, `maxItems` and `uniqueItems` on the items' JSON texts. Texts that differ can
    /// still decode to equal values (a UUID in either case, objects that differ in a default or an
    /// ignored key), so repeats are foreseen only among scalars whose text says their value.
    private mutating func checkItems(_ items: [String], of element: TypeRef, constraints: Constraints, path: ValidationPath) {
        let comparable: Bool
        switch table.kind(element) {
        case .primitive(let primitive): comparable = ![.uuid, .any, .dateTime].contains(primitive)
        case .enumeration: comparable = true
        default: comparable = false
        }
        let unique = constraints.uniqueItems && comparable
        if constraints.uniqueItems && !comparable { unforeseen.append((path.description, "uniqueItems")) }
        report.check(items, at: path, minItems: constraints.minItems, maxItems: constraints.maxItems, uniqueItems: unique)
    }

    // MARK: Values

    private mutating func primitive(_ primitive: Primitive) -> String? {
        switch primitive {
        case .string: return YAMLTree.quoted(one(Self.strings))
        case .int, .int64: return one(["0", "-1", "42", "9007199254740993", "-9223372036854775808"])
        case .int32: return one(["0", "-1", "2147483647", "-2147483648"])
        case .double: return one(["0", "1.5", "-0.25", "1e3", "0.1", "1.7976931348623157e308"])
        case .float: return one(["0", "0.5", "-2.25", "0.1", "3.4028235e38"])
        case .decimal: return one(["0", "12.30", "-0.001", "9007199254740993.5", "0.1"])
        case .bool: return one(["true", "false"])
        case .dateTime:
            return YAMLTree.quoted(one(["2024-02-29T12:30:00Z", "2024-02-29T12:30:00.123+05:30", "1970-01-01T00:00:00Z",
                                    "2024-02-29T23:59:59.999999999-08:00", "0001-01-01T00:00:00Z"]))
        case .date: return YAMLTree.quoted(one(["2024-02-29", "1970-01-01", "9999-12-31"]))
        case .uuid: return YAMLTree.quoted(one(["0F6B2E1C-3A5D-4F7E-9B8A-1C2D3E4F5A6B", "0f6b2e1c-3a5d-4f7e-9b8a-1c2d3e4f5a6b"]))
        case .url: return YAMLTree.quoted(one(["https://example.com/a?b=c#d", "relative/path", "mailto:a@example.com"]))
        case .data: return YAMLTree.quoted(one(["", "aGVsbG8=", "AP8="]))
        case .any: return one(["null", "1", "-0.5", "\"s\"", "[1,\"a\",null]", "{\"k\":true,\"n\":{}}"])
        case .file: return nil
        }
    }

    /// Strings that stress escaping and counting (`e\u{301}` is two Unicode scalars), and some
    /// that the random specs' patterns and e-mail check accept.
    static let strings = ["", "a", "héllo", "\"quoted\"", "line\nbreak", "🐶", "\\", "</script>", "\u{0}", "e\u{301}",
                          "abc", "555-1234", "ab()", "x */ y", "a,b", "c|d", "a@example.com", "a really rather long string of sixty-five characters, and then more"]

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func one<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
