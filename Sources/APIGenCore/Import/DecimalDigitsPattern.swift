/// The pattern drf-spectacular writes for a Django decimal sent as text (`DecimalField(max_digits=5,
/// decimal_places=2)` is `^-?\d{0,3}(?:\.\d{0,2})?$`), read as what it says of the number: less
/// than 10³ either side of zero, in steps of 0.01. A decimal's pattern would check its text, which
/// the client writes itself; its bounds check the value.
struct DecimalDigitsPattern {
    /// The digits allowed before the point.
    let whole: Int
    /// The digits allowed after it.
    let fraction: Int

    /// The digits `pattern` allows, if it is drf-spectacular's pattern for a decimal (`^-?0?(?:…)`
    /// for one without whole digits).
    init?(_ pattern: String) {
        var rest = Substring(pattern)
        func take(_ prefix: String) -> Bool {
            guard rest.hasPrefix(prefix) else { return false }
            rest = rest.dropFirst(prefix.count)
            return true
        }
        func count() -> Int? {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            return digits.count <= 2 ? Int(digits) : nil
        }
        if take("^-?0?") {
            whole = 0
        } else if take(#"^-?\d{0,"#), let digits = count(), take("}") {
            whole = digits
        } else {
            return nil
        }
        guard take(#"(?:\.\d{0,"#), let digits = count(), take("})?$"), rest.isEmpty else { return nil }
        fraction = digits
    }

    /// The bounds and step as spec keys: `minimum: -1000`, `exclusiveMinimum: true`, the same
    /// for the maximum, and `multipleOf: 0.01`, each unless `schema` has its own.
    func constrain(_ schema: inout ImportedSchema) {
        let limit = "1" + String(repeating: "0", count: whole)
        let step = fraction == 0 ? "1" : "0." + String(repeating: "0", count: fraction - 1) + "1"
        for (key, value) in [("minimum", "-" + limit), ("maximum", limit)] where !schema.has(key) {
            schema.append(key, .literal(value))
            schema.append(key == "minimum" ? "exclusiveMinimum" : "exclusiveMaximum", .literal("true"))
        }
        if !schema.has("multipleOf") { schema.append("multipleOf", .literal(step)) }
    }
}
