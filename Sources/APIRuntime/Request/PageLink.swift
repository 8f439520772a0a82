import Foundation

/// The link to the next page in a `Link` header (RFC 8288), as GitHub's API and others give
/// it: `<https://api.example.com/items?page=2>; rel="next", <…?page=9>; rel="last"`, or as a
/// URL in the body. Generated `nextPage(after:)` functions of listings that page by links
/// (`pages: { link: Link }`, `pages: { nextLink: links.next }`) read the next request's query
/// parameters from it.
public struct PageLink: Sendable, Hashable {
    /// The link's target, as written between `<` and `>`.
    public let target: String
    /// The query items, decoded as servers read them (`decoded(_:)`); an item that does not
    /// decode is left out.
    private let queryItems: [(name: String, value: String)]
    /// The query items as the link writes them, percent-encoded.
    let encodedQueryItems: [(name: String, value: String)]

    init(target: String) {
        self.target = target
        encodedQueryItems = Self.encodedQuery(of: target)
        queryItems = encodedQueryItems.compactMap { item in
            guard let name = Self.decoded(item.name), let value = Self.decoded(item.value) else { return nil }
            return (name, value)
        }
    }

    /// Query text as servers read it: a `+` is a space (the encoding of HTML forms, which query
    /// strings follow: Python's `urlencode` writes `q=a+b`), then percent-decoded; `nil` for text
    /// that is not valid percent-encoding.
    static func decoded(_ text: some StringProtocol) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
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
        url.flatMap { Self.url(text(of: $0)) }
    }

    /// The text `url` was most likely decoded from. Text that is not a valid URL (JSON:API's
    /// `?page[cursor]=a%2Bb`, its brackets unescaped) is percent-encoded whole by Foundation on
    /// Linux, escapes included (`%2B` becomes `%252B`), which would change the link's values:
    /// where that is how `url` can have come about (Foundation makes it of its own text decoded
    /// once), it is read as that text: a server that means an escaped percent sign before two
    /// hex digits (`%252B`) is rarer than one that leaves brackets unescaped.
    static func text(of url: URL) -> String {
        let written = url.absoluteString
        guard written.contains("%25"), let original = written.removingPercentEncoding,
              URL(string: original)?.absoluteString == written
        else { return written }
        return original
    }

    /// The text of the query item `name` in the link, read as `T`; `nil` when the link has no
    /// such item, or its text is not a `T`.
    public func value<T: HTTPTextValue>(_ name: String, as type: T.Type) -> T? {
        guard let text = queryItems.first(where: { $0.name == name })?.value else { return nil }
        return T(httpText: text)
    }

    /// The texts of every query item `name` in the link, each read as `T` (`ids=1&ids=2`, as an
    /// exploded list is written); `nil` when the link has no such item, or one is not a `T`.
    public func values<T: HTTPTextValue>(_ name: String, as type: T.Type) -> [T]? {
        let texts = queryItems.filter { $0.name == name }.map(\.value)
        return texts.isEmpty ? nil : Self.read(texts, as: type)
    }

    /// The query item `name` in the link split at `separator`, each part read as `T`
    /// (`ids=1,2`, as a list joined into one item is written); `nil` when the link has no such
    /// item, or a part is not a `T`. Where the item writes the separator as it is, only those
    /// separate (`a%2Cb,c` is `a,b` and `c`, as the client writes a comma inside a value);
    /// where it escapes every one (`ids=1%2C2`, as Python's `urlencode` writes a list), those do.
    public func values<T: HTTPTextValue>(_ name: String, as type: T.Type, separator: String) -> [T]? {
        guard let encoded = encodedQueryItems.first(where: { Self.decoded($0.name) == name })?.value else { return nil }
        var parts: [String] = []
        if encoded.contains(separator) {
            for part in encoded.components(separatedBy: separator) {
                guard let text = Self.decoded(part) else { return nil }
                parts.append(text)
            }
        } else {
            guard let text = Self.decoded(encoded) else { return nil }
            parts = text.isEmpty ? [] : text.components(separatedBy: separator)
        }
        return Self.read(parts, as: type)
    }

    /// Whether the link has a query item named one of `names`: an object parameter whose items
    /// it leaves out is left out of the next request too.
    public func contains(anyOf names: [String]) -> Bool {
        queryItems.contains { names.contains($0.name) }
    }

    private static func read<T: HTTPTextValue>(_ texts: [String], as type: T.Type) -> [T]? {
        var values: [T] = []
        for text in texts {
            guard let value = T(httpText: text) else { return nil }
            values.append(value)
        }
        return values
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
