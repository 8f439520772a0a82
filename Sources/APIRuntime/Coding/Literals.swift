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
