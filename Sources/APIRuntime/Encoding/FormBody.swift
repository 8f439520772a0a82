/// The fields of an `application/x-www-form-urlencoded` body, in order.
///
/// ```swift
/// request.formBody { form in
///     form.add("username", body.username)
///     form.add("remember", body.remember)   // nil leaves the field out
/// }
/// ```
public struct FormBody: Sendable {
    private(set) var pairs: [(String, String)] = []
    /// Values without a text (`httpTextProblem`); the request builder reports them,
    /// so the request fails instead of going out with an empty field.
    private(set) var problems = ValidationReport()

    /// Adds a field; `nil` adds nothing.
    public mutating func add(_ name: String, _ value: (some HTTPTextValue)?) {
        if let value { pairs.append((name, problems.text(of: value, at: ValidationPath.root["body"][name]))) }
    }

    /// Adds one field per element, with the same name (`tag=a&tag=b`).
    public mutating func add<Value: HTTPTextValue>(_ name: String, _ values: [Value]?) {
        for text in problems.texts(of: values ?? [], at: ValidationPath.root["body"][name]) { pairs.append((name, text)) }
    }

    /// The encoded body: `a=1&b=x+y`.
    var encoded: String {
        pairs.map { PercentEncoding.encodeForm($0.0) + "=" + PercentEncoding.encodeForm($0.1) }.joined(separator: "&")
    }
}
