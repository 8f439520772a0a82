import Foundation

/// A value that travels as text in a path, query, header, cookie or form field,
/// and can be read back from a response header.
///
/// Booleans are `true`/`false`; dates are RFC 3339 in UTC; UUIDs are lower-case;
/// enums travel as their raw values.
public protocol HTTPTextValue: Sendable {
    /// The value as text, before percent-encoding.
    var httpText: String { get }
    /// Why the value has no text to travel as, or `nil` when it has one: a number
    /// that is not finite, a date outside the years RFC 3339 writes. A request
    /// holding such a value fails with `invalidRequest` before it is sent.
    var httpTextProblem: String? { get }
    /// Reads the value from text, or returns `nil` when the text is not one.
    init?(httpText: String)
}

extension HTTPTextValue {
    /// Most values always have a text.
    public var httpTextProblem: String? { nil }

    /// Why `text` (from a response header, or a number sent as a JSON string) is not a value
    /// of this type; with `redactingValue` (a `secret`), `<redacted>` stands for the text.
    static func unreadable(_ text: String, redactingValue: Bool) -> String {
        "`\(redactingValue ? LoggingMiddleware.redacted : text)` is not a \(Self.self)"
    }
}

extension String: HTTPTextValue {
    public var httpText: String { self }
    public init?(httpText: String) { self = httpText }
}

extension Bool: HTTPTextValue {
    public var httpText: String { self ? "true" : "false" }
    public init?(httpText: String) {
        switch httpText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}

extension Int: HTTPTextValue {
    public var httpText: String { String(self) }
    public init?(httpText: String) { self.init(httpText) }
}

extension Int32: HTTPTextValue {
    public var httpText: String { String(self) }
    public init?(httpText: String) { self.init(httpText) }
}

extension Int64: HTTPTextValue {
    public var httpText: String { String(self) }
    public init?(httpText: String) { self.init(httpText) }
}

extension Double: HTTPTextValue {
    public var httpText: String { description }
    public var httpTextProblem: String? { isFinite ? nil : "is \(self), not a finite number" }
    public init?(httpText: String) { self.init(finiteNumberText: httpText) }
}

extension Float: HTTPTextValue {
    public var httpText: String { description }
    public var httpTextProblem: String? { isFinite ? nil : "is \(self), not a finite number" }
    public init?(httpText: String) { self.init(finiteNumberText: httpText) }
}

extension BinaryFloatingPoint where Self: LosslessStringConvertible {
    /// A decimal number as JSON writes one (`-0.25`, `1e3`), and finite: Swift's own reading
    /// also takes `nan`, `inf` and hex (`0x1p3`), and turns `1e400` into infinity.
    init?(finiteNumberText text: String) {
        guard ExactDecimal.isNumberLiteral(text), let value = Self(text), value.isFinite else { return nil }
        self = value
    }
}

extension Decimal: HTTPTextValue {
    public var httpText: String { description }
    public var httpTextProblem: String? { isNaN ? "is not a number" : nil }
    public init?(httpText: String) {
        guard ExactDecimal.isNumberLiteral(httpText), let value = Decimal(string: httpText) else { return nil }
        self = value
    }
}

extension UUID: HTTPTextValue {
    public var httpText: String { uuidString.lowercased() }
    public init?(httpText: String) { self.init(uuidString: httpText) }
}

extension URL: HTTPTextValue {
    public var httpText: String { absoluteString }
    public init?(httpText: String) { self.init(string: httpText) }
}

extension Date: HTTPTextValue {
    /// RFC 3339 in UTC; empty for a date it cannot write (see `httpTextProblem`).
    public var httpText: String { RFC3339.string(from: self) ?? "" }
    public var httpTextProblem: String? { RFC3339.problem(writing: self) }
    public init?(httpText: String) {
        guard let date = RFC3339.date(from: httpText) else { return nil }
        self = date
    }
}

extension HTTPTextValue where Self: RawRepresentable, RawValue: HTTPTextValue {
    /// An enum travels as its raw value.
    public var httpText: String { rawValue.httpText }

    /// An enum has a text when its raw value has one.
    public var httpTextProblem: String? { rawValue.httpTextProblem }

    /// Reads an enum from its raw value.
    public init?(httpText: String) {
        guard let raw = RawValue(httpText: httpText) else { return nil }
        self.init(rawValue: raw)
    }
}

extension ValidationReport {
    /// The value's text; a value without one is recorded at `path` (as `encoding`).
    mutating func text(of value: some HTTPTextValue, at path: ValidationPath) -> String {
        if let problem = value.httpTextProblem { add(path, "encoding", problem) }
        return value.httpText
    }

    /// The texts of an array's elements; an element without one is recorded at its index.
    mutating func texts<Value: HTTPTextValue>(of values: [Value], at path: ValidationPath) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            texts.append(text(of: value, at: path[index]))
        }
        return texts
    }
}
