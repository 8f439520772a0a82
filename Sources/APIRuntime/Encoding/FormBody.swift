/// The fields of an `application/x-www-form-urlencoded` body, in order.
///
/// ```swift
/// request.formBody { form in
///     form.add("username", body.username)
///     form.add("remember", body.remember)   // nil leaves the field out
/// }
/// ```
public struct FormBody: Sendable {
    /// Each field's name and its text, or a joined array's items (`explode: false`), which are
    /// encoded one by one so that the commas between them travel as commas.
    private(set) var pairs: [(name: String, texts: [String])] = []
    /// Values without a text (`httpTextProblem`); the request builder reports them,
    /// so the request fails instead of going out with an empty field.
    private(set) var problems = ValidationReport()
    /// How values sent in brackets encode (`addDeepObject`): as the request's JSON body would.
    private let coding: JSONCoding

    init(coding: JSONCoding) {
        self.coding = coding
    }

    /// Adds a field; `nil` adds nothing.
    public mutating func add(_ name: String, _ value: (some HTTPTextValue)?) {
        if let value { pairs.append((name, [problems.text(of: value, at: ValidationPath.root["body"][name])])) }
    }

    /// Adds one field per element, with the same name (`tag=a&tag=b`), or with `explode:
    /// false` one field of the elements joined by commas (`tag=a,b`, Swagger 2.0's `csv`), a
    /// comma inside one sent as `%2C`. `nil`, or no elements joined, adds nothing.
    public mutating func add<Value: HTTPTextValue>(_ name: String, _ values: [Value]?, explode: Bool = true) {
        let texts = problems.texts(of: values ?? [], at: ValidationPath.root["body"][name])
        if explode {
            for text in texts { pairs.append((name, [text])) }
        } else if !texts.isEmpty {
            pairs.append((name, texts))
        }
    }

    /// Adds a field in brackets, as a body with `style: deepObject` sends each field that is
    /// not a single value: an object's (or a map's) fields nested to any depth
    /// (`card[exp_month]=12`, `metadata[order]=6735`), an array of single values under `[]`
    /// (`expand[]=customer`), any other array by index (`items[0][price]=p_1`); `null` is left
    /// out. A single value (a union's) is `name=value`. `nil` adds nothing.
    public mutating func addDeepObject(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value else { return }
        pairs += problems.deepObjectItems(of: value, named: name, at: ValidationPath.root["body"][name], coding: coding)
            .map { ($0.name, [$0.text]) }
    }

    /// The encoded body: `a=1&b=x+y`.
    var encoded: String {
        pairs.map { PercentEncoding.encodeForm($0.name) + "=" + $0.texts.map(PercentEncoding.encodeForm).joined(separator: ",") }
            .joined(separator: "&")
    }
}
