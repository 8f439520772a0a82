import Foundation

/// The link to the next page in a `Link` header (RFC 8288), as GitHub's API and others give
/// it: `<https://api.example.com/items?page=2>; rel="next", <…?page=9>; rel="last"`, or as a
/// URL in the body. Generated `nextPage(after:)` functions of listings that page by links
/// (`pages: { link: Link }`, `pages: { nextLink: links.next }`) read the next request's query
/// parameters from it.
public struct PageLink: Sendable, Hashable {
    /// The link's target, as written between `<` and `>`.
    public let target: String
    /// The query items, percent-decoded; an item that does not decode is left out.
    private let queryItems: [(name: String, value: String)]
    /// The query items as the link writes them, percent-encoded.
    let encodedQueryItems: [(name: String, value: String)]

    init(target: String) {
        self.target = target
        encodedQueryItems = Self.encodedQuery(of: target)
        queryItems = encodedQueryItems.compactMap { item in
            guard let name = item.name.removingPercentEncoding, let value = item.value.removingPercentEncoding else { return nil }
            return (name, value)
        }
    }

    /// The query items of `target` as written, split at `&` and the first `=`: read from the
    /// text itself, as Foundation re-encodes a whole query that has one bad escape.
    private static func encodedQuery(of target: String) -> [(name: String, value: String)] {
        let beforeFragment = target.prefix { $0 != "#" }
        guard let mark = beforeFragment.firstIndex(of: "?") else { return [] }
        return beforeFragment[beforeFragment.index(after: mark)...].split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    public static func == (lhs: PageLink, rhs: PageLink) -> Bool { lhs.target == rhs.target }

    public func hash(into hasher: inout Hasher) { hasher.combine(target) }

    /// The first link in `header` whose relation types include `next` (in any case); `nil`
    /// when there is none, or when the header is not a list of links.
    public static func next(in header: String?) -> PageLink? {
        guard let header else { return nil }
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = String(rest[rest.index(after: open)..<close])
            let (parameters, after) = Self.parameters(rest[rest.index(after: close)...])
            if parameters.contains(where: { $0.name == "rel" && $0.value.split(whereSeparator: \.isWhitespace).contains { $0.lowercased() == "next" } }) {
                return PageLink(target: target)
            }
            rest = after
        }
        return nil
    }

    /// The link to the next page given as a URL in the body (Azure's `nextLink`, JSON:API's
    /// `links.next`), absolute or relative; `nil` when there is none, or it is empty.
    public static func url(_ text: String?) -> PageLink? {
        guard let text, !text.isEmpty else { return nil }
        return PageLink(target: text)
    }

    /// The link to the next page given as a URL in the body; `nil` when there is none.
    public static func url(_ url: URL?) -> PageLink? {
        url.flatMap { Self.url($0.absoluteString) }
    }

    /// The text of the query item `name` in the link, read as `T`; `nil` when the link has no
    /// such item, or its text is not a `T`.
    public func value<T: HTTPTextValue>(_ name: String, as type: T.Type) -> T? {
        guard let text = queryItems.first(where: { $0.name == name })?.value else { return nil }
        return T(httpText: text)
    }

    /// The `; name=value` parameters after a link's target, names in lower case and quotes
    /// taken off, up to the comma that starts the next link; and what follows that comma.
    private static func parameters(_ text: Substring) -> ([(name: String, value: String)], Substring) {
        var parameters: [(name: String, value: String)] = []
        var current = ""
        var quoted = false
        var escaped = false
        var index = text.startIndex
        func finish() {
            let pair = current.split(separator: "=", maxSplits: 1)
            if let name = pair.first?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
                let value = pair.count > 1 ? pair[1].trimmingCharacters(in: .whitespaces) : ""
                parameters.append((name.lowercased(), value))
            }
            current = ""
        }
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted {
                if character == "\\" { escaped = true } else if character == "\"" { quoted = false } else { current.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == ";" {
                finish()
            } else if character == "," {
                break
            } else {
                current.append(character)
            }
        }
        finish()
        return (parameters, text[index...])
    }
}
