import APIRuntime
import Foundation

/// Defaults that generated code parses when it runs (`CalendarDate(checked:)`,
/// `Date(checked:)`, `UUID(checked:)`, `URL(checked:)`), checked here with the
/// runtime's own parsers, so that no default apigen accepts can trap.
extension Resolver {
    /// The types whose defaults are parsed from text: what a default must be, and the check.
    static let checkedDefaults: [Primitive: (expected: String, parses: @Sendable (String) -> Bool)] = [
        .date: ("a day that exists, written yyyy-mm-dd", { CalendarDate($0) != nil }),
        .dateTime: ("an RFC 3339 date-time such as `2024-02-29T12:30:00Z`", { RFC3339.date(from: $0) != nil }),
        .uuid: ("a UUID", { UUID(uuidString: $0) != nil }),
        .url: ("a URL", { URL(string: $0) != nil }),
    ]
}
