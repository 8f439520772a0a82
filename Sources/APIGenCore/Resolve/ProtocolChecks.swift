#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks of values that end up on the wire: header names and values, URLs,
/// timeouts, auth schemes.
extension Resolver {
    /// HTTP field names and methods are tokens (RFC 9110 §5.6.2).
    static func isHTTPToken(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }

    mutating func checkTokenName(_ name: String, at location: SourceLocation, what: String) {
        if !Self.isHTTPToken(name) {
            diagnostics.error("`\(name)` is not a valid HTTP \(what) name (letters, digits and !#$%&'*+-.^_`|~ only)", at: location)
        }
    }

    mutating func checkHeaderValue(_ value: String, at location: SourceLocation) {
        if value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            diagnostics.error("a header value cannot contain a line break or NUL", at: location)
        }
    }

    mutating func checkAbsoluteURL(_ url: Located<String>) {
        if let problem = Self.absoluteURLProblem(url.value) { diagnostics.error(problem, at: url.location) }
    }

    /// Why `url` cannot be a base URL, or `nil` when it can.
    static func absoluteURLProblem(_ url: String) -> String? {
        // FoundationEssentials' `URLComponents` percent-encodes what a URL cannot hold, where
        // the `URL(string:)` that generated code calls finds no URL at all on some systems
        // (before iOS 17 and macOS 14, for any character outside RFC 3986): so only those
        // characters pass, and a `%` only before two hex digits.
        if let stray = Self.strayURLCharacter(url) {
            let shown = stray.character == " " ? "a space" : "`\(SwiftText.docInline(String(stray.character)))`"
            let remedy = stray.inHost
                ? "a host is written in ASCII, a name in another script as its Punycode (`xn--`)"
                : "write it percent-encoded"
            return "`\(url)` is not an absolute http or https URL: it holds \(shown); \(remedy)"
        }
        // `encodedHost` is the host as written. A punycode label (`xn--`) must decode: apigen
        // decodes it itself, as FoundationEssentials does not (that takes ICU, and Foundation).
        // Only the root's label, after a final `.`, may be empty.
        guard let components = URLComponents(string: url),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.encodedHost, !host.isEmpty,
              host.split(separator: ".", omittingEmptySubsequences: false).dropLast().allSatisfy({ !$0.isEmpty }),
              host.split(separator: ".").allSatisfy(Punycode.isValidLabel) else {
            return "`\(url)` is not an absolute http or https URL"
        }
        if components.query != nil || components.fragment != nil {
            return "a base URL cannot have a query or a fragment"
        }
        return nil
    }

    /// The first character of `url` that RFC 3986 does not let a URL hold as it is, and
    /// whether it is in the host (between `://` and the next `/`).
    private static func strayURLCharacter(_ url: String) -> (character: Character, inHost: Bool)? {
        let scalars = Array(url.unicodeScalars)
        var slashes = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == "/" { slashes += 1 }
            if scalar == "%" {
                let hex = scalars.dropFirst(index + 1).prefix(2)
                if hex.count < 2 || !hex.allSatisfy(\.properties.isASCIIHexDigit) { return ("%", slashes == 2) }
            } else if !scalar.isASCII || !uriCharacters.contains(UInt8(scalar.value)) {
                return (Character(scalar), slashes == 2)
            }
        }
        return nil
    }

    private static let uriCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=".utf8)

    /// A content type is a media type, `type/subtype`, with optional `; name=value`
    /// parameters (RFC 9110 §8.3.1): it goes into a header as written.
    mutating func checkMediaType(_ contentType: Located<String>) {
        if !Self.isMediaType(contentType.value) {
            diagnostics.error("`\(contentType.value)` is not a media type such as `image/png` or `text/plain; charset=utf-8`",
                              at: contentType.location)
        }
    }

    /// Whether `text` is `type/subtype` with optional `; name=value` parameters.
    static func isMediaType(_ text: String) -> Bool {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        let essence = parts[0].trimmingSpaces.split(separator: "/", omittingEmptySubsequences: false)
        let parametersAreValid = parts.dropFirst().allSatisfy { parameter in
            let pair = parameter.trimmingSpaces.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, Self.isHTTPToken(String(pair[0])) else { return false }
            let value = String(pair[1])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                return !value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            }
            return Self.isHTTPToken(value)
        }
        return essence.count == 2 && essence.allSatisfy({ Self.isHTTPToken(String($0)) }) && parametersAreValid
    }

    /// The charsets APIRuntime reads and writes text in (its `TextCharset.encodings`; a test
    /// holds the two lists equal).
    static let textCharsets: Set<String> = [
        "utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1", "l1",
        "windows-1252", "cp1252", "utf-16", "utf-16be", "utf-16le",
    ]

    /// A text body's content type may name only a charset the runtime reads and writes: a
    /// client could otherwise neither send nor read the body.
    mutating func checkTextCharset(_ contentType: Located<String>) {
        if let name = Self.charsetParameter(of: contentType.value), !Self.textCharsets.contains(name.lowercased()) {
            diagnostics.error("text bodies are read and written in utf-8, us-ascii, iso-8859-1, windows-1252, utf-16, "
                              + "utf-16be or utf-16le, not `\(name)`", at: contentType.location)
        }
    }

    /// The `charset` parameter of a media type, without quotes, as the runtime reads it
    /// (`TextCharset.charsetParameter(of:)`; a test holds the two to the same answers).
    static func charsetParameter(of contentType: String) -> Substring? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces.lowercased() == "charset" else { continue }
            var name = pair[1].trimmingSpaces
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
            return name
        }
        return nil
    }

    mutating func checkTimeout(_ timeout: Located<ExactNumber>) {
        if timeout.value.decimal <= 0 {
            diagnostics.error("`timeout` is in seconds and must be more than 0", at: timeout.location)
        }
    }

    mutating func resolveAuth(_ syntax: AuthSyntax) -> AuthScheme {
        switch syntax.kind {
        case .none: return .none
        case .bearer: return .bearer
        case .scheme(let word):
            // `Authorization: <word> <token>`: the word is an HTTP token (RFC 9110 §11.1), and the
            // two that say another form have words of their own.
            checkTokenName(word.value, at: word.location, what: "auth scheme")
            switch word.value.lowercased() {
            case "bearer": return .bearer
            case "basic": diagnostics.error("`Basic` sends a user name and password; write `basic`", at: word.location)
            default: break
            }
            return .scheme(word.value)
        case .basic: return .basic
        case .apiKey(let name, let placement):
            if placement == .header {
                checkTokenName(name.value, at: name.location, what: "header")
                // A key in `Authorization` is sent as it is (`Authorization: <key>`); the client
                // writes the other reserved headers itself, `Cookie` from the cookies it sends.
                switch name.value.lowercased() {
                case "authorization":
                    break
                case "cookie":
                    diagnostics.error("an API key cannot travel in `\(name.value)`, which the client writes from its cookies; "
                                      + "write `in: cookie`", at: name.location)
                case let lowered where Self.reservedHeaders.contains(lowered):
                    diagnostics.error("an API key cannot travel in `\(name.value)`, which the client sets itself", at: name.location)
                default:
                    break
                }
            } else if name.value.isEmpty {
                diagnostics.error("an API key needs a name", at: name.location)
            } else if placement == .cookie {
                checkTokenName(name.value, at: name.location, what: "cookie")
            }
            return .apiKey(name: name.value, placement: placement)
        case .oauth2(let scopes):
            return .oauth2(scopes: scopes.map(\.value))
        case .anyOf(let alternatives):
            if alternatives.isEmpty {
                diagnostics.error("an `auth` list needs at least one scheme", at: syntax.location)
                return .none
            }
            return .anyOf(alternatives.map { resolveAuth($0) })
        case .allOf(let members):
            return .allOf(resolveAllOf(members, at: syntax.location))
        }
    }

    /// The schemes of an `allOf`: at least two, each sent on its own (so `none` is not one),
    /// at most one in `Authorization`, and no API key twice.
    private mutating func resolveAllOf(_ members: [AuthSyntax], at location: SourceLocation) -> [AuthScheme] {
        if members.count < 2 {
            diagnostics.error("`allOf` needs at least two schemes; write a single scheme on its own", at: location)
        }
        var authorization: String?
        var keys: Set<String> = []
        var schemes: [AuthScheme] = []
        for member in members {
            let scheme = resolveAuth(member)
            if case .none = scheme {
                diagnostics.error("`none` cannot be one of an `allOf`'s schemes", at: member.location)
                continue
            }
            if let word = Self.authorizationWord(of: scheme) {
                if let first = authorization {
                    diagnostics.error("`\(word)` and `\(first)` both travel in `Authorization`, which holds one credential",
                                      at: member.location)
                }
                authorization = authorization ?? word
            } else if case .apiKey(let name, let placement) = scheme {
                // Header names are case-insensitive; query and cookie names are not.
                let key = placement.rawValue + ":" + (placement == .header ? name.lowercased() : name)
                if !keys.insert(key).inserted {
                    diagnostics.error("the API key `\(name)` (in \(placement.rawValue)) is in this `allOf` twice", at: member.location)
                }
            }
            schemes.append(scheme)
        }
        return schemes
    }

    /// How a scheme that sends its credential in `Authorization` is written, for messages;
    /// `nil` for one that sends it elsewhere.
    private static func authorizationWord(of scheme: AuthScheme) -> String? {
        switch scheme {
        case .basic: "basic"
        case .bearer: "bearer"
        case .oauth2: "oauth2"
        case .scheme(let word): "{ scheme: \(word) }"
        case .apiKey(let name, .header) where name.lowercased() == "authorization": "{ apiKey: \(name) }"
        case .none, .apiKey, .anyOf, .allOf: nil
        }
    }
}

extension Substring {
    /// The text without the spaces and tabs around it: HTTP's optional whitespace
    /// (RFC 9110 §5.6.3). Any other space stays, and makes a header value invalid.
    var trimmingSpaces: Substring {
        let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let first = unicodeScalars.firstIndex(where: { !isSpace($0) }),
              let last = unicodeScalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return Substring(unicodeScalars[first...last])
    }
}
