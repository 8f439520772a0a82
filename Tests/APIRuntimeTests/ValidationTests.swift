import Foundation
import Testing
@testable import APIRuntime

@Suite("Validation helpers")
struct ValidationTests {
    @Test func lengthsCountUnicodeScalars() {
        var report = ValidationReport()
        report.check("é", at: .root["composed"], maxLength: 1)
        report.check("e\u{301}", at: .root["decomposed"], maxLength: 1)
        report.check("👍🏽", at: .root["emoji"], maxLength: 1)
        report.check(nil, at: .root["absent"], minLength: 3)
        #expect(report.violations.map(\.description) == [
            "decomposed: is 2 characters long; the most is 1 (maxLength)",
            "emoji: is 2 characters long; the most is 1 (maxLength)",
        ])
    }

    @Test func integerRangesAreExact() {
        var report = ValidationReport()
        let big: Int64 = 9_007_199_254_740_993
        report.check(big, at: .root["a"], maximum: 9_007_199_254_740_992)
        report.check(big, at: .root["b"], maximum: big)
        report.check(5, at: .root["c"], minimum: 5, exclusiveMinimum: true)
        report.check(10, at: .root["d"], maximum: 10, exclusiveMaximum: true, multipleOf: 4)
        #expect(report.violations.map(\.constraint) == ["maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"])
        #expect(report.violations.map(\.path.description) == ["a", "c", "d", "d"])
    }

    @Test func multipleOfIsDecimalExact() {
        var report = ValidationReport()
        report.check(0.3, at: .root["double"], multipleOf: 0.1)
        report.check(Decimal(string: "19.99"), at: .root["price"], multipleOf: Decimal(string: "0.01"))
        report.check(Decimal(string: "19.995"), at: .root["bad"], multipleOf: Decimal(string: "0.01"))
        report.check(Double.nan, at: .root["nan"], minimum: 0)
        #expect(report.violations.map(\.description) == [
            "bad: is 19.995, not a multiple of 0.01 (multipleOf)",
            "nan: is not a finite number (type)",
        ])
    }

    @Test func patternsMatchTheWholeValue() {
        var report = ValidationReport()
        let code = ValidationPattern("[A-Z]{3}")
        report.check("EUR", at: .root["ok"], pattern: code)
        report.check("EURO", at: .root["long"], pattern: code)
        report.check("xEUR", at: .root["prefixed"], pattern: code)
        report.check("ab", at: .root["alternative"], pattern: ValidationPattern("a|ab"))
        report.check("x", at: .root["broken"], pattern: ValidationPattern("[a-"))
        #expect(report.violations.map(\.path.description) == ["long", "prefixed", "broken"])
        #expect(report.violations.last?.message == "cannot be checked: `[a-` is not a valid regular expression")
    }

    @Test func patternsMatchUnicodeScalarsAsLengthsCountThem() {
        // "é" written as `e` and a combining accent: two scalars, so two for `.`, and not
        // the one precomposed scalar of the pattern, though Swift's `==` calls them equal.
        let decomposed = "e\u{301}"
        #expect(ValidationPattern(".{2}").matchesWhole(decomposed) == true)
        #expect(ValidationPattern(".").matchesWhole(decomposed) == false)
        #expect(ValidationPattern("\u{E9}").matchesWhole(decomposed) == false)
        #expect(ValidationPattern("\u{E9}").matchesWhole("\u{E9}") == true)
        #expect(ValidationPattern("[a-z]+\\u{301}").matchesWhole("cafe\u{301}") == true)
    }

    @Test func onePatternMatchesFromManyTasksAtOnce() async {
        let code = ValidationPattern("[A-Z]{3}(-[0-9]+)?")
        let results = await withTaskGroup(of: [Bool?].self) { group in
            for task in 0..<8 {
                group.addTask { (0..<200).map { code.matchesWhole($0 % 2 == 0 ? "EUR-\(task)\($0)" : "eur") } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 1_600)
        #expect(results.filter { $0 == true }.count == 800)
        #expect(results.filter { $0 == false }.count == 800)
    }

    @Test func emailIsALightCheck() {
        var report = ValidationReport()
        for (index, value) in ["a@b.co", "a@b", "@b.co", "a b@c.d", "a@@b.c", "a@.b", "a@b.c."].enumerated() {
            report.checkEmail(value, at: .root[index])
        }
        #expect(report.violations.map(\.path.description) == ["[1]", "[2]", "[3]", "[4]", "[5]", "[6]"])
    }

    @Test func countsUniquenessAndEnums() {
        var report = ValidationReport()
        report.check([1, 2, 1, 2], at: .root["tags"], minItems: 5, uniqueItems: true)
        report.check(["a": 1], at: .root["labels"], minProperties: 2, maxProperties: 3)
        report.checkKnown(Status(rawValue: "lost"), at: .root["status"], allowed: ["available", "sold"])
        report.checkKnown(Status(rawValue: "sold"), at: .root["other"], allowed: ["available", "sold"])
        // A value from the server is quoted only so far.
        report.checkKnown(Status(rawValue: String(repeating: "x", count: 5_000)), at: .root["long"], allowed: ["sold"])
        #expect(report.violations.map(\.description) == [
            "tags: has 4 items; the least is 5 (minItems)",
            "tags[2]: repeats an earlier item (uniqueItems)",
            "tags[3]: repeats an earlier item (uniqueItems)",
            "labels: has 1 properties; the least is 2 (minProperties)",
            "status: is `lost`, not one of `available`, `sold` (enum)",
            "long: is `\(String(repeating: "x", count: 100))…`, not one of `sold` (enum)",
        ])
    }

    @Test func uniqueStringsCompareCodePointForCodePoint() {
        var report = ValidationReport()
        // Swift's `==` calls the two spellings of "é" equal; JSON Schema does not.
        report.check(["\u{E9}", "e\u{301}", "\u{E9}", "b", "B"], at: .root["names"], maxItems: 4, uniqueItems: true)
        report.check(["x"], at: .root["one"], minItems: 2)
        report.check(nil as [String]?, at: .root["absent"], minItems: 1, uniqueItems: true)
        #expect(report.violations.map(\.description) == [
            "names: has 5 items; the most is 4 (maxItems)",
            "names[2]: repeats an earlier item (uniqueItems)",
            "one: has 1 items; the least is 2 (minItems)",
        ])
    }

    struct Status: RawRepresentable {
        var rawValue: String
    }

    @Test func nestedValuesReportTheirWholePath() {
        struct Shelf: Validatable {
            var pets: [Pet]
            func validate(into report: inout ValidationReport, at path: ValidationPath) {
                report.validate(pets, at: path["pets"])
            }
        }
        let shelf = Shelf(pets: [Pet(id: 1, name: "A"), Pet(id: 2, name: ""), Pet(id: 0, name: "C")])
        #expect(shelf.validationReport().violations.map(\.path.description) == ["pets[1].name", "pets[2].id"])
    }

    /// Inside a value validated with `redactingValues` (a secret), no message quotes a value,
    /// at any depth; outside it, messages quote values again.
    @Test func valuesInsideASecretAreLeftOutOfMessages() {
        struct Safe: Validatable {
            var codes: [Pet]
            var spare: Pet
            func validate(into report: inout ValidationReport, at path: ValidationPath) {
                report.validate(codes, at: path["codes"], redactingValues: true)
                report.validate(spare, at: path["spare"])
            }
        }
        let safe = Safe(codes: [Pet(id: -4242, name: "A")], spare: Pet(id: -7, name: "B"))
        #expect(safe.validationReport().violations.map(\.description) == [
            "codes[0].id: is <redacted>; it must be at least 1 (minimum)", "spare.id: is -7; it must be at least 1 (minimum)",
        ])
    }
}
