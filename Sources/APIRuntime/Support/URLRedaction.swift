import Foundation

extension URL {
    /// The URL as text with its user information redacted, for logs and error messages:
    /// `https://key:secret@host/x` is `https://<redacted>@host/x` (some APIs take a key as the
    /// user name).
    var absoluteStringRedactingUserInfo: String { Self.redactingUserInfo(absoluteString) }

    /// The URL as text with its user information redacted, and the values of the query items
    /// named in `names` (the API's credential query items, say): `…?api_key=<redacted>&page=2`.
    func absoluteStringRedacting(queryItems names: Set<String>) -> String {
        let text = absoluteStringRedactingUserInfo
        guard !names.isEmpty, let question = text.firstIndex(of: "?") else { return text }
        let afterQuestion = text[text.index(after: question)...]
        let fragmentStart = afterQuestion.firstIndex(of: "#") ?? text.endIndex
        let pairs = afterQuestion[..<fragmentStart].split(separator: "&", omittingEmptySubsequences: false)
            .map { pair -> String in
                let name = String(pair.split(separator: "=", maxSplits: 1).first ?? "")
                return names.namesQueryItem(name) ? "\(name)=\(LoggingMiddleware.redacted)" : String(pair)
            }
        return text[..<question] + "?" + pairs.joined(separator: "&") + text[fragmentStart...]
    }

    /// The authority's user information in `text`, up to its last `@`, replaced by
    /// `LoggingMiddleware.redacted`.
    static func redactingUserInfo(_ text: String) -> String {
        // Only a scheme may come before `://`; a later one (in a query value) starts no authority.
        guard let scheme = text.range(of: "://"), text[..<scheme.lowerBound].unicodeScalars.allSatisfy(isSchemeScalar) else {
            return text
        }
        let authority = text[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return text }
        return text[..<scheme.upperBound] + LoggingMiddleware.redacted + text[at...]
    }

    /// `ALPHA / DIGIT / "+" / "-" / "."` (RFC 3986 §3.1).
    private static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": return true
        default: return false
        }
    }
}

extension Set<String> {
    /// Whether the query item named `encodedName` (as the URL spells it) is one of these names,
    /// or within one sent as a deep object: `filter[owner]` for `filter`, and
    /// `filter[card][number]` or `filter[card][]` for `filter[card]`.
    func namesQueryItem(_ encodedName: String) -> Bool {
        let name = encodedName.removingPercentEncoding ?? encodedName
        return contains(name) || name.indices.contains { name[$0] == "[" && contains(String(name[..<$0])) }
    }
}
