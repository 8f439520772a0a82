import Foundation

/// A server's URL with variables, as a spec's `servers` declares it:
/// `https://{region}.api.example.com/{version}`. The generated functions of the API's
/// namespace (`PetstoreAPI.regional(region: .eu)`) call it with their arguments.
///
/// Each value is checked or encoded for its place, so that no value can send a request
/// (and its credentials) to another host:
///
/// - in the scheme (before `://`), a value is `http` or `https`;
/// - in the host or port, a value takes ASCII letters, digits, `-` and `.`, and is not
///   empty: `acme` makes `https://acme.api.example.com`, while `evil.example/`,
///   `user@host` and `a b` are refused;
/// - in the path, each part of a value between `/`s is percent-encoded as a path segment
///   is, so `v2` and `api/v2` add segments, and `?`, `#` and `%` arrive encoded.
public enum ServerURL {
    /// The URL `template` makes with each `{name}` replaced by its value in `values`.
    ///
    /// - Throws: `ServerURLError` when a value cannot stand in its place, a placeholder has no
    ///   value, or the result is not an absolute URL with a host.
    public static func expand(_ template: String, _ values: [String: String]) throws(ServerURLError) -> URL {
        var text = ""
        var rest = Substring(template)
        // The scheme runs to `://`, the authority from there to the first `/` that the template
        // itself writes.
        var place = Place.scheme
        while let open = rest.firstIndex(of: "{") {
            let literal = rest[..<open]
            text += literal
            if let schemeEnd = literal.range(of: "://") {
                place = literal[schemeEnd.upperBound...].contains("/") ? .path : .authority
            } else if place == .authority && literal.contains("/") {
                place = .path
            }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw ServerURLError(template: template, message: "an unclosed `{`")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = values[name] else {
                throw ServerURLError(template: template, message: "no value for `\(name)`")
            }
            switch place {
            case .scheme:
                guard ["http", "https"].contains(value.lowercased()) else {
                    throw ServerURLError(template: template, message: "`\(value)` cannot be `\(name)`: a scheme is `http` or `https`")
                }
                text += value
            case .authority:
                guard isHostText(value) else {
                    throw ServerURLError(
                        template: template,
                        message: "`\(value)` cannot be `\(name)`: a host name or port takes ASCII letters, digits, `-` and `.`")
                }
                text += value
            case .path:
                text += value.split(separator: "/", omittingEmptySubsequences: false)
                    .map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, isHostName(host) else {
            throw ServerURLError(template: template, message: "`\(text)` is not an absolute http or https URL with a host")
        }
        return url
    }

    /// As `expand(_:_:)`, for values apigen checked when it generated the code: the cases of a
    /// variable's enum and the defaults. It traps only if a hand-edited template or value does
    /// not make a URL.
    public static func checked(_ template: StaticString, _ values: [String: String]) -> URL {
        do {
            return try expand("\(template)", values)
        } catch {
            preconditionFailure("\(error); generated server URLs are checked by apigen")
        }
    }

    private enum Place {
        case scheme, authority, path
    }

    private static func isHostText(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.allSatisfy { byte in
            PercentEncoding.isUnreserved(byte) && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "~")
        }
    }

    /// A host whose labels are not empty (but for the root's, after a final `.`).
    private static func isHostName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return !host.isEmpty && labels.dropLast().allSatisfy { !$0.isEmpty }
    }
}

/// A value that cannot stand in a server URL's template, or a template that does not make a URL.
public struct ServerURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template, as the spec writes it.
    public let template: String
    /// What is wrong.
    public let message: String

    public var description: String { "server URL `\(template)`: \(message)" }
}
