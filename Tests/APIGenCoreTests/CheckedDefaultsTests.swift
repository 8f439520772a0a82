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
            #expect(DefaultText.isDateTime(text) == (RFC3339.date(from: text) != nil), "\(text.debugDescription)")
        }
    }
}
