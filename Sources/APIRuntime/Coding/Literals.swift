import Foundation

extension URL {
    /// A URL from a literal that apigen checked when it generated the code.
    /// It traps only if a hand-edited literal is not a URL.
    public init(checked literal: StaticString) {
        guard let url = URL(string: "\(literal)") else {
            preconditionFailure("`\(literal)` is not a URL; generated literals are checked by apigen")
        }
        self = url
    }
}

extension UUID {
    /// A UUID from a default that apigen checked when it generated the code.
    /// It traps only if a hand-edited literal is not a UUID.
    public init(checked literal: StaticString) {
        guard let uuid = UUID(uuidString: "\(literal)") else {
            preconditionFailure("`\(literal)` is not a UUID; generated literals are checked by apigen")
        }
        self = uuid
    }
}

extension Date {
    /// A date-time from an RFC 3339 default that apigen checked when it generated
    /// the code. It traps only if a hand-edited literal is not one.
    public init(checked literal: StaticString) {
        guard let date = RFC3339.date(from: "\(literal)") else {
            preconditionFailure("`\(literal)` is not an RFC 3339 date-time; generated literals are checked by apigen")
        }
        self = date
    }
}

extension CalendarDate {
    /// A date (`2024-02-29`) from a default that apigen checked when it generated
    /// the code. It traps only if a hand-edited literal is not one.
    public init(checked literal: StaticString) {
        guard let date = CalendarDate("\(literal)") else {
            preconditionFailure("`\(literal)` is not a date (yyyy-mm-dd); generated literals are checked by apigen")
        }
        self = date
    }
}

extension Decimal {
    /// A decimal from literal text, exactly: `Decimal(exactly: "0.01")` (a `Double`
    /// literal would round first). Generated code uses it for `decimal` constraints and defaults.
    public init(exactly literal: StaticString) {
        self = Decimal(string: "\(literal)") ?? .nan
    }
}

extension Validatable where Self: RawRepresentable {
    /// Enums carry no constraints of their own.
    public func validate(into report: inout ValidationReport, at path: ValidationPath) {}
}
