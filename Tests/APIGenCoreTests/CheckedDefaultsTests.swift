import APIRuntime
import Foundation
import Testing
@testable import APIGenCore

/// apigen checks date and date-time defaults by its own reading of the runtime's
/// grammar (it does not link APIRuntime). A default it accepts must parse when the
/// generated code runs, and one the runtime would parse must not be refused.
@Suite("Checked defaults")
struct CheckedDefaultsTests {
    /// Every text one edit away from each sample: a character replaced, removed or added.
    static func variants(of samples: [String]) -> [String] {
        let alphabet: [Character] = ["0", "1", "2", "9", "-", ":", "T", "t", "Z", "z", ".", "+", " ", "x", "٣"]
        var texts = Set(samples)
        for sample in samples {
            let characters = Array(sample)
            for index in characters.indices {
                var removed = characters
                removed.remove(at: index)
                texts.insert(String(removed))
                for replacement in alphabet {
                    var changed = characters
                    changed[index] = replacement
                    texts.insert(String(changed))
                    var added = characters
                    added.insert(replacement, at: index)
                    texts.insert(String(added))
                }
            }
        }
        return texts.sorted()
    }

    @Test func calendarDatesAgreeWithTheRuntime() {
        let samples = ["2024-02-29", "2023-02-28", "0001-01-01", "9999-12-31", "2024-04-30", "1900-02-28", "2000-02-29"]
        let texts = Self.variants(of: samples)
        #expect(texts.count > 1_000)
        for text in texts {
            #expect(DefaultText.isCalendarDate(text) == (CalendarDate(text) != nil), "\(text.debugDescription)")
        }
    }

    @Test func dateTimesAgreeWithTheRuntime() {
        let samples = [
            "2024-02-29T12:30:00Z", "2024-02-29t12:30:00.5z", "2016-12-31T23:59:60+01:00", "0000-01-01T00:00:00-23:59",
            "2024-02-29T12:30:00.123456789Z", "1999-12-31T23:59:59.9+05:30",
        ]
        let texts = Self.variants(of: samples)
        #expect(texts.count > 1_000)
        for text in texts {
            // The same instant, not only the same verdict: `uniqueItems` compares defaults by it.
            #expect(DefaultText.dateTime(text) == RFC3339.date(from: text), "\(text.debugDescription)")
        }
    }

    /// Defaults are held to their constraints by apigen's copies of the runtime's checks: a
    /// default apigen accepts must pass the generated code's validation, and one that passes
    /// must not be refused.
    @Test func constraintChecksAgreeWithTheRuntime() {
        let patterns = ["^[a-z]+$", "[a-z]+", "a|ab", "\\d{3}-\\d{4}", "(?i)abc", "^.*\\*/.*$", "[\"\\\\]", "é", "\\p{L}+"]
        let emails = ["a@example.com", "a@b", "@example.com", "a@.com", "a@com.", "a b@example.com", "a@@example.com", "é@例え.jp"]
        let texts = Self.variants(of: ["abc", "123-4567", "ab", "ABC", "é", "e\u{301}", "x*/y"]) + emails
        for pattern in patterns {
            let runtime = ValidationPattern(pattern)
            for text in texts {
                #expect(DefaultText.matchesWhole(text, pattern: pattern) == runtime.matchesWhole(text), "\(pattern) \(text.debugDescription)")
            }
        }
        for text in texts {
            var report = ValidationReport()
            report.checkEmail(text, at: .root)
            #expect(DefaultText.isEmailAddress(text) == report.isValid, "\(text.debugDescription)")
        }
        let numbers = ["0", "0.1", "0.125", "12.30", "-7", "1e3", "1e-3", "9007199254740993", "0.3", "1.0000000001"]
        for step in ["0.01", "0.1", "3", "0.25", "1e-3"] {
            for number in numbers {
                guard let value = Decimal(string: number), let divisor = Decimal(string: step) else { continue }
                var report = ValidationReport()
                report.check(value, at: .root, multipleOf: divisor)
                #expect(DefaultText.isMultiple(value, of: divisor) == report.isValid, "\(number) of \(step)")
            }
        }
    }

    /// Number defaults are held to bounds and `multipleOf` as generated validation holds the
    /// values: exactly for integers and decimals, after rounding to the type for `double` and `float`.
    @Test func numberChecksAgreeWithTheRuntime() throws {
        let numbers = ["0", "0.1", "0.09999999999999999999", "0.1000000000000000001", "0.30000000000000001", "0.3", "1",
                       "1.00000001", "-2.5", "16777217", "9007199254740993", "1e-3"]
        for bound in numbers {
            let limit = try #require(ExactNumber(bound))
            for exclusive in [false, true] {
                for number in numbers {
                    let value = try #require(ExactNumber(number))
                    var constraints = Constraints()
                    constraints.minimum = .init(value: limit, exclusive: exclusive)
                    constraints.multiplesOf = limit.decimal > 0 ? [limit] : []
                    var upper = Constraints()
                    upper.maximum = .init(value: limit, exclusive: exclusive)
                    var doubles = ValidationReport(), floats = ValidationReport(), decimals = ValidationReport()
                    doubles.check(Double(number), at: .root, minimum: Double(bound), exclusiveMinimum: exclusive,
                                  multipleOf: constraints.multiplesOf.first.flatMap { Double($0.text) })
                    doubles.check(Double(number), at: .root["upper"], maximum: Double(bound), exclusiveMaximum: exclusive)
                    floats.check(Float(number), at: .root, minimum: Float(bound), exclusiveMinimum: exclusive,
                                 multipleOf: constraints.multiplesOf.first.flatMap { Float($0.text) })
                    floats.check(Float(number), at: .root["upper"], maximum: Float(bound), exclusiveMaximum: exclusive)
                    decimals.check(value.decimal, at: .root, minimum: limit.decimal, exclusiveMinimum: exclusive,
                                   multipleOf: constraints.multiplesOf.first?.decimal)
                    decimals.check(value.decimal, at: .root["upper"], maximum: limit.decimal, exclusiveMaximum: exclusive)
                    for (primitive, report) in [(Primitive.double, doubles), (.float, floats), (.decimal, decimals)] {
                        // Which constraints each finds broken: `minimum`, `maximum`, `multipleOf`.
                        let found = (Resolver.defaultProblems(.number(value, as: primitive), constraints)
                            + Resolver.defaultProblems(.number(value, as: primitive), upper)).map { problem in
                                ["multipleOf", "minimum", "maximum"].first { problem.reason.contains("`\($0)`") } ?? problem.reason
                            }
                        let expected = report.violations.map { violation in
                            ["multipleOf", "minimum", "maximum"].first { violation.constraint.lowercased().hasSuffix($0.lowercased()) }
                                ?? violation.constraint
                        }
                        #expect(found.sorted() == expected.sorted(), "\(primitive) \(number) against \(bound), exclusive: \(exclusive)")
                    }
                }
            }
        }
    }
}
