#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Defaults that generated code parses when it runs (`CalendarDate(checked:)`,
/// `Date(checked:)`, `UUID(checked:)`, `URL(checked:)`), checked here by the rules
/// of the runtime's parsers, so that no default apigen accepts can trap.
extension Resolver {
    /// The types whose defaults are parsed from text: what a default must be, and the check.
    static let checkedDefaults: [Primitive: (expected: String, parses: @Sendable (String) -> Bool)] = [
        .date: ("a day that exists, written yyyy-mm-dd", DefaultText.isCalendarDate),
        .dateTime: ("an RFC 3339 date-time such as `2024-02-29T12:30:00Z`", DefaultText.isDateTime),
        .uuid: ("a UUID", { UUID(uuidString: $0) != nil }),
        .url: ("a URL", { URL(string: $0) != nil }),
    ]
}

/// The grammar of the runtime's `CalendarDate` and `RFC3339` parsers. apigen does not
/// link APIRuntime, whose URLSession transport would load FoundationNetworking and
/// libcurl into every run (6 MB, and a tenth of a second at N=1000); a test holds
/// both to the same answers.
enum DefaultText {
    /// `yyyy-mm-dd`, a day that exists in the years 1 to 9999.
    static func isCalendarDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, let (year, _, _) = date(bytes) else { return false }
        return year >= 1
    }

    /// RFC 3339: `yyyy-mm-ddThh:mm:ss`, `t` or `T`, 0 to 9 fractional digits after a
    /// `.`, then `Z`, `z` or `±hh:mm`. The date and the time must exist (second 60 is
    /// a leap second).
    static func isDateTime(_ text: String) -> Bool {
        dateTime(text) != nil
    }

    /// The instant of an RFC 3339 date-time, computed as the runtime's `RFC3339.date(from:)`
    /// computes it, down to the rounding of its fraction: `uniqueItems` compares defaults by it.
    static func dateTime(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, let (year, month, day) = date(bytes), bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              let hour = number(bytes, at: 11, digits: 2), bytes[13] == UInt8(ascii: ":"),
              let minute = number(bytes, at: 14, digits: 2), bytes[16] == UInt8(ascii: ":"),
              let second = number(bytes, at: 17, digits: 2), hour <= 23, minute <= 59, second <= 60 else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            var scale = 0.1
            while index < bytes.count, (48...57).contains(bytes[index]) {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start, index - start <= 9 else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            guard index + 1 == bytes.count else { return nil }
        } else {
            guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
                  let hours = number(bytes, at: index + 1, digits: 2), bytes[index + 3] == UInt8(ascii: ":"),
                  let minutes = number(bytes, at: index + 4, digits: 2), hours <= 23, minutes <= 59 else { return nil }
            offset = (bytes[index] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (negative before 1970).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        // Counted from March, so that a leap day is the last day of its year.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date at the start of `bytes`, if it is `yyyy-mm-dd` and exists (year 0 included).
    private static func date(_ bytes: [UInt8]) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count >= 10, let year = number(bytes, at: 0, digits: 4), bytes[4] == UInt8(ascii: "-"),
              let month = number(bytes, at: 5, digits: 2), bytes[7] == UInt8(ascii: "-"),
              let day = number(bytes, at: 8, digits: 2), (1...12).contains(month) else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        return (1...days).contains(day) ? (year, month, day) : nil
    }

    private static func number(_ bytes: [UInt8], at start: Int, digits: Int) -> Int? {
        guard start + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + digits)] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }
}
