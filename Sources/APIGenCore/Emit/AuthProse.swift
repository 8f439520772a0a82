/// A request's auth in words, for its doc comment: reviewers check it against the API's docs,
/// and `static var auth` says it only in code.
enum AuthProse {
    /// "Auth: both a bearer token and the API key `X-App-Id` in a header, or none."
    static func sentence(_ auth: AuthScheme) -> String {
        "Auth: \(phrase(auth))."
    }

    private static func phrase(_ auth: AuthScheme) -> String {
        switch auth {
        case .none: return "none"
        case .bearer: return "a bearer token"
        case .scheme(let word): return "a token under the scheme \(SwiftText.docCode(word)) (the bearer credential)"
        case .basic: return "HTTP Basic"
        case .apiKey(let name, let placement):
            let place = switch placement {
            case .header: "a header"
            case .query: "the query"
            case .cookie: "a cookie"
            }
            return "the API key \(SwiftText.docCode(name)) in \(place)"
        case .oauth2(let scopes):
            let names = scopes.map(SwiftText.docCode)
            return names.isEmpty ? "an OAuth 2 token" : "an OAuth 2 token with scope\(names.count == 1 ? "" : "s") \(list(names, "and"))"
        case .anyOf(let alternatives):
            return alternatives.map(phrase).joined(separator: ", or ")
        case .allOf(let schemes):
            return (schemes.count == 2 ? "both " : "all of ") + list(schemes.map(phrase), "and")
        }
    }

    /// `a, b and c`.
    private static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
