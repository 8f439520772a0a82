import Foundation

/// The credentials a client holds. Each endpoint says which schemes it accepts
/// (`AuthRequirement`); the client sends the first one it has, or, where an endpoint
/// needs several at once, all of them.
///
/// Providers are async, so a token can come from a keychain or a refresh call:
///
/// ```swift
/// let credentials = Credentials.bearer({ try await tokens.current() }, refresh: { try await tokens.refresh() })
///     .adding(.apiKey { "k-123" })
/// ```
public struct Credentials: Sendable {
    typealias Provider = @Sendable () async throws -> String

    var bearerToken: Provider?
    var basicPair: (@Sendable () async throws -> (username: String, password: String))?
    /// API keys by name; the key `""` serves every name.
    var apiKeys: [String: Provider] = [:]
    let refresher: TokenRefresher?

    init(bearerToken: Provider? = nil, refresher: TokenRefresher? = nil) {
        self.bearerToken = bearerToken
        self.refresher = refresher
    }

    /// No credentials.
    public static let none = Credentials()

    /// A bearer token (also used for OAuth 2 endpoints, and sent under the scheme word of an
    /// endpoint whose auth names another, such as `Token`). When `refresh` is given, a 401
    /// answer triggers it (once, however many requests got the 401 at the same time)
    /// and the request is sent again with the new token.
    public static func bearer(_ token: @escaping @Sendable () async throws -> String,
                              refresh: (@Sendable () async throws -> Void)? = nil) -> Credentials {
        Credentials(bearerToken: token, refresher: refresh.map(TokenRefresher.init))
    }

    /// HTTP basic credentials. A user name holding `:` fails each call with `invalidRequest`:
    /// the server would take the name to end there (RFC 7617).
    public static func basic(username: String, password: String) -> Credentials {
        var credentials = Credentials()
        credentials.basicPair = { (username, password) }
        return credentials
    }

    /// An API key. With a `name`, only for API keys of that name (a header's in any case);
    /// without, for every API key (so an endpoint that needs two keys at once would get this
    /// one twice: name each).
    public static func apiKey(_ name: String? = nil, _ value: @escaping @Sendable () async throws -> String) -> Credentials {
        var credentials = Credentials()
        credentials.apiKeys[name ?? ""] = value
        return credentials
    }

    /// These credentials and `other`'s; where both have one, `other`'s wins.
    public func adding(_ other: Credentials) -> Credentials {
        var result = Credentials(bearerToken: other.bearerToken ?? bearerToken, refresher: other.refresher ?? refresher)
        result.basicPair = other.basicPair ?? basicPair
        result.apiKeys = apiKeys.merging(other.apiKeys) { _, new in new }
        return result
    }

    /// What was applied to a request.
    enum Applied {
        case nothing
        case bearer
        case other
    }

    /// Adds the first credential this requirement accepts and these credentials have (for
    /// an `allOf`, every one of its credentials, or none when one is missing).
    func apply(_ requirement: AuthRequirement, to builder: inout RequestBuilder) async throws -> Applied {
        switch requirement {
        case .none:
            return .nothing
        case .bearer, .oauth2, .scheme:
            guard let bearerToken else { return .nothing }
            let word = if case .scheme(let word) = requirement { word } else { "Bearer" }
            builder.setHeader("Authorization", word + " " + (try await bearerToken()))
            return .bearer
        case .basic:
            guard let basicPair else { return .nothing }
            let pair = try await basicPair()
            builder.setBasicAuthorization(username: pair.username, password: pair.password)
            return .other
        case .apiKey(let name, let location):
            guard let provider = apiKey(name, in: location) else { return .nothing }
            let value = try await provider()
            switch location {
            case .header: builder.setHeader(name, value)
            case .query: builder.query(name, value)
            case .cookie: builder.cookie(name, value)
            }
            return .other
        case .anyOf(let alternatives):
            for alternative in alternatives {
                let applied = try await apply(alternative, to: &builder)
                if case .nothing = applied { continue }
                return applied
            }
            return .nothing
        case .allOf(let schemes):
            // Part of a requirement would be refused anyway; sending it would only show a
            // credential to an endpoint that cannot accept it (and would keep an alternative
            // after this one from being tried).
            guard schemes.allSatisfy(holds) else { return .nothing }
            var applied = Applied.nothing
            for scheme in schemes {
                switch try await apply(scheme, to: &builder) {
                case .bearer: applied = .bearer
                case .other: if case .nothing = applied { applied = .other }
                case .nothing: break
                }
            }
            return applied
        }
    }

    /// The key for `name`: given under that name, or, for a header, under any spelling of
    /// it (header names ignore case), or else the key given for every name.
    private func apiKey(_ name: String, in location: AuthRequirement.APIKeyLocation) -> Provider? {
        if let exact = apiKeys[name] { return exact }
        // Sorted, so that two spellings given for one header always resolve the same way.
        if location == .header, let spelled = apiKeys.keys.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
            return apiKeys[spelled]
        }
        return apiKeys[""]
    }

    /// Whether these credentials can meet `requirement` (without asking any provider).
    private func holds(_ requirement: AuthRequirement) -> Bool {
        switch requirement {
        case .none: return true
        case .bearer, .oauth2, .scheme: return bearerToken != nil
        case .basic: return basicPair != nil
        case .apiKey(let name, let location): return apiKey(name, in: location) != nil
        case .anyOf(let alternatives): return alternatives.contains(where: holds)
        case .allOf(let schemes): return schemes.allSatisfy(holds)
        }
    }
}

/// Runs a token refresh at most once at a time, and not at all for a request
/// that got its 401 before a refresh that has since finished.
actor TokenRefresher {
    private let refresh: @Sendable () async throws -> Void
    private var generation = 0
    private var inFlight: Task<Void, any Error>?

    init(_ refresh: @escaping @Sendable () async throws -> Void) {
        self.refresh = refresh
    }

    /// The number of refreshes done so far; a request notes it before sending.
    var currentGeneration: Int { generation }

    /// Refreshes unless a refresh finished since `seen`; joins one under way.
    func refresh(after seen: Int) async throws {
        guard generation == seen else { return }
        if let inFlight {
            try await inFlight.value
            return
        }
        let task = Task { try await refresh() }
        inFlight = task
        defer { inFlight = nil }
        try await task.value
        generation += 1
    }
}
