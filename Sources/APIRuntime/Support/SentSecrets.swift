import Foundation

/// The credential and secret values a request carried, so that text quoting the server's
/// answer can leave them out where the server echoes them back ("invalid key sk_live_…").
struct SentSecrets: Sendable {
    /// Shorter values are left alone: replacing every `42` in an error page would hide more
    /// than it protects.
    static let minimumLength = 4

    /// Longest first, so that a value that holds another is replaced whole.
    private let values: [String]

    static let none = SentSecrets(values: [])

    private init(values: [String]) {
        self.values = values
    }

    /// The values of `request`'s headers named in `headers` (and of `Authorization`, whose
    /// token is also taken alone) and of its query items named in `queryItems`, both as
    /// sent and percent-decoded; and the secrets `apiRequest` holds anywhere, its body
    /// included, as they are and as a JSON string holds them.
    init(of request: HTTPRequest, headers: Set<String>, queryItems: Set<String>, apiRequest: any APIRequest) {
        var found: Set<String> = []
        for text in SecretTexts.hidden(in: apiRequest) {
            found.insert(text)
            found.insert(Self.inJSONString(text))
        }
        // `RedirectPolicy.alwaysSensitiveHeaders` without `Cookie`: a server quotes a token back,
        // hardly a whole cookie header, and a cookie parameter is not a credential unless declared.
        let alwaysSecret: Set<String> = ["authorization", "proxy-authorization"]
        for field in request.headers {
            let name = field.name.lowercased()
            guard alwaysSecret.contains(name) || headers.contains(name) else { continue }
            found.insert(field.value)
            // `Bearer abc`: a server that echoes the token may leave the scheme out.
            if alwaysSecret.contains(name), let space = field.value.firstIndex(of: " ") {
                found.insert(String(field.value[field.value.index(after: space)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        if !queryItems.isEmpty, let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems {
            for item in query where queryItems.namesQueryItem(item.name) {
                guard let value = item.value else { continue }
                found.insert(value)
                if let decoded = value.removingPercentEncoding { found.insert(decoded) }
            }
        }
        values = found.filter { $0.count >= Self.minimumLength }.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// `text` as it stands between a JSON string's quotes, where it differs by its quotes and
    /// backslashes (the other escapes a server might write are rare in a secret).
    private static func inJSONString(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// `text` with each value replaced by `LoggingMiddleware.redacted`.
    func redacting(_ text: String) -> String {
        values.reduce(text) { $0.replacingOccurrences(of: $1, with: LoggingMiddleware.redacted) }
    }
}
