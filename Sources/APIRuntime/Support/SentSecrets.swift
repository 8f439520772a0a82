import Foundation

/// The credential and secret values a request carried, so that text quoting the server's
/// answer can leave them out where the server echoes them back ("invalid key sk_live_…").
struct SentSecrets: Sendable {
    /// Shorter values are left alone: replacing every `42` in an error page would hide more
    /// than it protects.
    static let minimumLength = 4

    private let echoes: EchoFinder

    /// How much searching one text may take (`EchoFinder.longestEcho`): 15 times what a 64 KB
    /// body made of one 40-character value, echoed over and over, takes. Past it, the rest of
    /// the text is left out; a value of a thousand backslashes against 64 KB of them gets there
    /// within a few tens of milliseconds instead of minutes.
    static let searchBudget = 1_000_000

    static let none = SentSecrets(values: [])

    /// Leaves out `values` (each as it is, as any JSON string may escape it, and
    /// percent-encoded), except those shorter than `minimumLength`.
    init(values: some Sequence<String>) {
        echoes = EchoFinder(values: values.filter { $0.count >= Self.minimumLength })
    }

    /// The values of `requests`' headers named in `headers` (and of `Authorization`, whose
    /// token is also taken alone) and of their query items named in `queryItems`, both as
    /// sent and percent-decoded; and the secrets `apiRequest` holds anywhere, its body
    /// included.
    init(of requests: [HTTPRequest], headers: Set<String>, queryItems: Set<String>, apiRequest: any APIRequest) {
        var found = Set(SecretTexts.hidden(in: apiRequest))
        for request in requests {
            Self.collect(from: request, headers: headers, queryItems: queryItems, into: &found)
        }
        self.init(values: found)
    }

    private static func collect(from request: HTTPRequest, headers: Set<String>, queryItems: Set<String>, into found: inout Set<String>) {
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
    }

    /// `text` with each value, as it is, escaped in a JSON string or percent-encoded, replaced
    /// by `LoggingMiddleware.redacted`. Echoes that overlap (two values sharing text) are left out
    /// together, under one mark.
    func redacting(_ text: String) -> String {
        guard !echoes.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var hiddenUntil = 0
        var budget = Self.searchBudget
        for position in scalars.indices {
            let echoEnd = echoes.longestEcho(in: scalars, from: position, budget: &budget)
            if position < hiddenUntil {
                hiddenUntil = max(hiddenUntil, echoEnd ?? 0)
            } else if let echoEnd {
                result.append(contentsOf: LoggingMiddleware.redacted.unicodeScalars)
                hiddenUntil = echoEnd
            } else {
                result.append(scalars[position])
            }
            // Hidden to the end (an echo that runs there, or a search out of budget): nothing
            // later can show, so the rest is not searched.
            if hiddenUntil == scalars.count { break }
        }
        return String(result)
    }
}
