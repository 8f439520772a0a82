/// A response that is a list or a map of validatable values (`[Pet]`, `[String: Pet]`).
/// The standard library's collections are not `Validatable`, so without this a client
/// that validates responses would let every list response through unchecked.
protocol ValidatableResponse {
    /// Adds every violation in the response's elements, each at its index or key.
    func validateElements(into report: inout ValidationReport)
}

extension Array: ValidatableResponse where Element: Validatable {
    func validateElements(into report: inout ValidationReport) {
        report.validate(self, at: .root)
    }
}

extension Dictionary: ValidatableResponse where Key == String, Value: Validatable {
    func validateElements(into report: inout ValidationReport) {
        report.validate(self, at: .root)
    }
}
