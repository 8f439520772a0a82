import Foundation

/// RFC 3339 timestamps, parsed and written without `DateFormatter`.
///
/// Accepts `2024-02-29T12:30:00Z`, lower-case `t` and `z`, 0 to 9 fractional
/// digits, and any `±hh:mm` offset. Rejects impossible dates and times
/// (`2023-02-29`, `24:00`, month 13), which `ISO8601DateFormatter` on Linux
/// silently rolls over. A leap second (`:60`) is read as the next second.
public enum RFC3339 {
    /// Parses a timestamp, or returns `nil` when the text is not a valid one.
    public static func date(from text: String) -> Date? {
        var cursor = ASCIICursor(text)
        guard let year = cursor.digits(4), cursor.read("-"), let month = cursor.digits(2), cursor.read("-"),
              let day = cursor.digits(2), cursor.read(anyOf: "Tt"), let hour = cursor.digits(2), cursor.read(":"),
              let minute = cursor.digits(2), cursor.read(":"), let second = cursor.digits(2),
              (1...12).contains(month), (1...CalendarDate.daysIn(month: month, year: year)).contains(day),
              hour <= 23, minute <= 59, second <= 60 else { return nil }
        var fraction = 0.0
        if cursor.read(".") {
            var scale = 0.1
            var count = 0
            while let byte = cursor.next, let digit = ASCIICursor.digit(byte) {
                fraction += Double(digit) * scale
                scale /= 10
                count += 1
                cursor.skip()
            }
            guard (1...9).contains(count) else { return nil }
        }
        var offset = 0
        if !cursor.read(anyOf: "Zz") {
            let negative = cursor.read("-")
            guard negative || cursor.read("+"), let hours = cursor.digits(2), cursor.read(":"),
                  let minutes = cursor.digits(2), hours <= 23, minutes <= 59 else { return nil }
            offset = (negative ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard cursor.isAtEnd else { return nil }
        let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Writes a timestamp in UTC: `2024-02-29T12:30:00Z`, with milliseconds
    /// (`.250`) when the date has a fraction of a second. `nil` for a date
    /// outside the years 0000 to 9999 (RFC 3339 years have four digits) or one
    /// that is not finite.
    public static func string(from date: Date) -> String? {
        guard let (seconds, milliseconds) = writableTime(date) else { return nil }
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let secondOfDay = seconds - days * 86_400
        let civil = CalendarDate(daysSinceEpoch: days)
        var text = civil.description + "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay % 3600 / 60)
            + ":" + twoDigits(secondOfDay % 60)
        if milliseconds > 0 {
            text += "." + String(String(milliseconds + 1000).dropFirst())
        }
        return text + "Z"
    }

    /// Why `string(from:)` has no text for `date`, or `nil` when it has one. Asks without
    /// writing the text, which a request then writes once.
    static func problem(writing date: Date) -> String? {
        guard writableTime(date) == nil else { return nil }
        return date.timeIntervalSince1970.isFinite
            ? "is outside the years 0000 to 9999, which RFC 3339 can write" : "is not a finite date"
    }

    /// The whole seconds since 1970 and the milliseconds `string(from:)` writes for `date`,
    /// or `nil` when they fall outside the years 0000 to 9999.
    private static func writableTime(_ date: Date) -> (seconds: Int, milliseconds: Int)? {
        let interval = date.timeIntervalSince1970
        // Also false for NaN, and keeps the conversions to `Int` below in range.
        guard interval >= Double(firstWritableSecond), interval < Double(pastLastWritableSecond) else { return nil }
        var seconds = Int(interval.rounded(.down))
        var milliseconds = Int(((interval - Double(seconds)) * 1000).rounded())
        if milliseconds == 1000 {
            seconds += 1
            milliseconds = 0
        }
        guard seconds < pastLastWritableSecond else { return nil }
        return (seconds, milliseconds)
    }

    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
    private static let firstWritableSecond = CalendarDate.daysSinceEpoch(year: 0, month: 1, day: 1) * 86_400
    private static let pastLastWritableSecond = CalendarDate.daysSinceEpoch(year: 10_000, month: 1, day: 1) * 86_400

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
