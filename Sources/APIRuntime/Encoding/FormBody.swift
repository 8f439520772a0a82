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

    /// Adds a field; `nil` adds nothing.
    public mutating func add(_ name: String, _ value: (some HTTPTextValue)?) {
        if let value { pairs.append((name, value.httpText)) }
    }

    /// Adds one field per element, with the same name (`tag=a&tag=b`).
    public mutating func add<Value: HTTPTextValue>(_ name: String, _ values: [Value]?) {
        for value in values ?? [] { pairs.append((name, value.httpText)) }
    }

    /// The encoded body: `a=1&b=x+y`.
    var encoded: String {
        pairs.map { PercentEncoding.encodeForm($0.0) + "=" + PercentEncoding.encodeForm($0.1) }.joined(separator: "&")
    }
}
