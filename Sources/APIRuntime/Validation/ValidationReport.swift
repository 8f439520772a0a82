/// One broken constraint.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// Where the value is.
    public var path: ValidationPath
    /// The constraint, as the spec names it: `maxLength`, `pattern`, `minimum`.
    public var constraint: String
    /// What is wrong, for people: "is 70 characters long; the most is 64".
    public var message: String

    /// Creates a violation.
    public init(path: ValidationPath, constraint: String, message: String) {
        self.path = path
        self.constraint = constraint
        self.message = message
    }

    /// `name: is 70 characters long; the most is 64 (maxLength)`, on one line: a line break
    /// or control character in a key or value (a server's, say) is spelled out as `\u{A}`.
    public var description: String { "\(path): \(message) (\(constraint))".loggable() }
}

/// Every violation found while validating a value: validation never stops at the first.
public struct ValidationReport: Sendable, Hashable, Error, CustomStringConvertible {
    /// The violations, in the order found.
    public private(set) var violations: [Violation] = []
    /// Whether the value being validated sits inside a secret (`validate(_:at:redactingValues:)`):
    /// every message then leaves values out. False whenever no validation is under way.
    var redactsValues = false
    /// Whether the value being validated is what a request sends (`APIRequest.validationReport()`):
    /// a `readOnly` property, which no request sends, is then not checked. False whenever no
    /// such validation is under way.
    public internal(set) var isValidatingRequest = false

    /// Creates an empty report.
    public init() {}

    /// Whether nothing is wrong.
    public var isValid: Bool { violations.isEmpty }

    /// Records a violation.
    public mutating func add(_ path: ValidationPath, _ constraint: String, _ message: String) {
        violations.append(Violation(path: path, constraint: constraint, message: message))
    }

    /// Records every violation another report found (a body builder's, say).
    mutating func add(contentsOf other: ValidationReport) {
        violations.append(contentsOf: other.violations)
    }

    /// One violation a line.
    public var description: String {
        violations.map(\.description).joined(separator: "\n")
    }
}

/// A value whose constraints can be checked: every generated model and request.
public protocol Validatable {
    /// Adds every violation in this value (and the values it contains) to `report`,
    /// with paths below `path`.
    func validate(into report: inout ValidationReport, at path: ValidationPath)
}

extension Validatable {
    /// Every violation in this value, with paths from its root.
    public func validationReport() -> ValidationReport {
        var report = ValidationReport()
        validate(into: &report, at: .root)
        return report
    }
}
