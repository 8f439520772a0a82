import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What happens to a request when the server redirects it.
///
/// URLSession on Linux forwards every header to wherever a redirect points;
/// this policy refuses https -> http, and on a move to another scheme, host or
/// port drops `Authorization`, `Cookie`, `Proxy-Authorization` and the API's own
/// credential headers and query items. A refusal names the target with those credentials
/// redacted, since errors end up in logs.
enum RedirectPolicy {
    enum Decision {
        case follow(URLRequest)
        case refuse(TransportError)
    }

    static let alwaysSensitiveHeaders: Set<String> = ["authorization", "cookie", "proxy-authorization"]

    static func decide(from original: URL, to redirected: URLRequest, credentialHeaders: Set<String>, credentialQueryItems: Set<String>) -> Decision {
        guard let target = redirected.url else { return .refuse(.other("a redirect without a URL")) }
        if original.scheme?.lowercased() == "https" && target.scheme?.lowercased() != "https" {
            return .refuse(.insecureRedirect(to: target.absoluteStringRedacting(queryItems: credentialQueryItems)))
        }
        guard !sameOrigin(original, target) else { return .follow(redirected) }
        var request = redirected
        let sensitive = alwaysSensitiveHeaders.union(credentialHeaders)
        for name in (request.allHTTPHeaderFields ?? [:]).keys where sensitive.contains(name.lowercased()) {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        if !credentialQueryItems.isEmpty, var components = URLComponents(url: target, resolvingAgainstBaseURL: false),
           let query = components.percentEncodedQuery {
            let kept = query.split(separator: "&").filter { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                return !credentialQueryItems.namesQueryItem(name)
            }
            components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
            request.url = components.url ?? target
        }
        return .follow(request)
    }

    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
