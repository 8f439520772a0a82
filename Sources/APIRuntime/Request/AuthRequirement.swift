/// What credentials an endpoint accepts.
public indirect enum AuthRequirement: Sendable, Hashable {
    /// No credentials are sent.
    case none
    /// `Authorization: Bearer <token>`.
    case bearer
    /// `Authorization: <scheme> <token>`: the bearer credential's token under another scheme
    /// word, as Django REST Framework reads `Token <token>`.
    case scheme(String)
    /// `Authorization: Basic <base64(user:password)>`.
    case basic
    /// An API key under a header, query item or cookie name.
    case apiKey(name: String, in: APIKeyLocation)
    /// An OAuth 2 access token, sent as a bearer token; the scopes are documentation.
    case oauth2(scopes: [String])
    /// Alternatives: the client uses the first it has a credential for.
    case anyOf([AuthRequirement])
    /// Several schemes at once (an API key and an application ID, say): the client sends
    /// them all when it has a credential for each, and otherwise none of them.
    case allOf([AuthRequirement])

    /// Where an API key travels.
    public enum APIKeyLocation: String, Sendable, Hashable {
        case header, query, cookie
    }

    /// Header names that carry credentials under this requirement (for redaction and redirects).
    var credentialHeaders: Set<String> {
        switch self {
        case .apiKey(let name, .header): return [name.lowercased()]
        case .anyOf(let schemes), .allOf(let schemes): return schemes.reduce(into: []) { $0.formUnion($1.credentialHeaders) }
        default: return []
        }
    }

    /// Query item names that carry credentials under this requirement.
    var credentialQueryItems: Set<String> {
        switch self {
        case .apiKey(let name, .query): return [name]
        case .anyOf(let schemes), .allOf(let schemes): return schemes.reduce(into: []) { $0.formUnion($1.credentialQueryItems) }
        default: return []
        }
    }
}
