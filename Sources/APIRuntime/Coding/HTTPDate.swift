import Foundation

/// HTTP dates (RFC 9110 §5.6.7), as `Retry-After`, `Last-Modified`, `Expires` and
/// `Date` carry them, read without `DateFormatter`.
///
/// Accepts the three forms RFC 9110 asks recipients to accept, case-sensitive as it
/// specifies: `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate), `Sunday, 06-Nov-94
/// 08:49:37 GMT` (RFC 850; a two-digit year more than 50 years ahead is read in the
/// century before) and `Sun Nov  6 08:49:37 1994` (asctime). Rejects impossible dates
/// and times; a leap second (`:60`) is read as the next second. The day name is not
/// checked against the date: it says nothing the date does not.
public enum HTTPDate {
    /// Parses an HTTP date, or returns `nil` when the text is not one.
    public static func date(from text: String) -> Date? {
        date(from: text, now: Date())
    }

    /// `date(from:)`, with the moment a two-digit year is read against.
    static func date(from text: String, now: Date) -> Date? {
        imfFixdate(text) ?? rfc850(text, now: now) ?? asctime(text)
    }

    private static let dayNames: [StaticString] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames: [StaticString] = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]
    private static let monthNames: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `Sun, 06 Nov 1994 08:49:37 GMT`
    private static func imfFixdate(_ text: String) -> Date? {
        var cursor = ASCIICursor(text)
        guard cursor.read(oneOf: dayNames) != nil, cursor.read(", "), let day = cursor.digits(2), cursor.read(" "),
              let month = month(&cursor), cursor.read(" "), let year = cursor.digits(4), cursor.read(" "),
              let time = timeOfDay(&cursor), cursor.read(" GMT"), cursor.isAtEnd else { return nil }
        return date(year: year, month: month, day: day, secondOfDay: time)
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`
    private static func rfc850(_ text: String, now: Date) -> Date? {
        var cursor = ASCIICursor(text)
        guard cursor.read(oneOf: longDayNames) != nil, cursor.read(", "), let day = cursor.digits(2), cursor.read("-"),
              let month = month(&cursor), cursor.read("-"), let shortYear = cursor.digits(2), cursor.read(" "),
              let time = timeOfDay(&cursor), cursor.read(" GMT"), cursor.isAtEnd else { return nil }
        let interval = now.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 1e15 else { return nil }
        let thisYear = CalendarDate(daysSinceEpoch: Int((interval / 86_400).rounded(.down))).year
        var year = thisYear - thisYear % 100 + shortYear
        if year > thisYear + 50 { year -= 100 }
        return date(year: year, month: month, day: day, secondOfDay: time)
    }

    /// `Sun Nov  6 08:49:37 1994`: the day is padded with a space, not a zero.
    private static func asctime(_ text: String) -> Date? {
        var cursor = ASCIICursor(text)
        guard cursor.read(oneOf: dayNames) != nil, cursor.read(" "), let month = month(&cursor), cursor.read(" ") else {
            return nil
        }
        let day = cursor.read(" ") ? cursor.digits(1) : cursor.digits(2)
        guard let day, cursor.read(" "), let time = timeOfDay(&cursor), cursor.read(" "), let year = cursor.digits(4),
              cursor.isAtEnd else { return nil }
        return date(year: year, month: month, day: day, secondOfDay: time)
    }

    /// A month name, as 1 to 12.
    private static func month(_ cursor: inout ASCIICursor) -> Int? {
        cursor.read(oneOf: monthNames).map { $0 + 1 }
    }

    /// `08:49:37`, as seconds since midnight.
    private static func timeOfDay(_ cursor: inout ASCIICursor) -> Int? {
        guard let hour = cursor.digits(2), cursor.read(":"), let minute = cursor.digits(2), cursor.read(":"),
              let second = cursor.digits(2), hour <= 23, minute <= 59, second <= 60 else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    private static func date(year: Int, month: Int, day: Int, secondOfDay: Int) -> Date? {
        guard (1...CalendarDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + secondOfDay))
    }
}
