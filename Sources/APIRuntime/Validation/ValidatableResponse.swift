/// A response that is a list or a map of validatable values (`[Pet]`, `[String: Pet]`).
/// The standard library's collections are not `Validatable`, so without this a client
/// that validates responses would let every list response through unchecked.
protocol ValidatableResponse {
    /// Every violation in the response, each element at its index or key.
    func responseReport() -> ValidationReport
}

extension Array: ValidatableResponse where Element: Validatable {
    func responseReport() -> ValidationReport {
        var report = ValidationReport()
        report.validate(self, at: .root)
        return report
    }
}

extension Dictionary: ValidatableResponse where Key == String, Value: Validatable {
    func responseReport() -> ValidationReport {
        var report = ValidationReport()
        report.validate(self, at: .root)
        return report
    }
}
