// A server's URL as a template: text, and `{name}`s in the scheme, host, port or path. The
// runtime's `ServerURL.expand` reads templates the same way, so that where apigen checks a
// value is where it lands.

/// A piece of a server's URL template.
enum ServerURLPart: Equatable {
    case text(String)
    /// `{name}`, and where it stands.
    case variable(String, place: ServerURLPlace)
}

/// Where a variable stands in a server's URL, from the place that takes any text to the one
/// that takes the fewest values.
enum ServerURLPlace: Comparable, Hashable, Sendable {
    /// Percent-encoded: any text.
    case path
    /// The host or port: ASCII letters, digits, `-` and `.`.
    case authority
    /// Before `://`: `http` or `https`.
    case scheme

    /// Whether `value` can stand here, as `ServerURL.expand` decides.
    func admits(_ value: String) -> Bool {
        switch self {
        case .path: return true
        case .authority: return Resolver.isHostText(value)
        case .scheme: return ["http", "https"].contains(value.lowercased())
        }
    }

    /// What this place takes, for a message.
    var takes: String {
        switch self {
        case .path: return "any text"
        case .authority: return "a host name or port takes ASCII letters, digits, `-` and `.`"
        case .scheme: return "a scheme is `http` or `https`"
        }
    }
}

/// Why a server's URL is not a template.
struct ServerURLProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Resolver {
    /// The parts of `url`, or why it is not a template: a `{` without its `}`, an empty or
    /// nested name, a `}` alone. The scheme runs to `://`, and the authority from there to the
    /// first `/` the template writes, as `ServerURL.expand` reads it.
    static func serverURLParts(_ url: String) -> Result<[ServerURLPart], ServerURLProblem> {
        var parts: [ServerURLPart] = []
        var rest = Substring(url)
        var place = ServerURLPlace.scheme
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            let literal = rest[..<open]
            if let schemeEnd = literal.firstRange(of: "://") {
                place = literal[schemeEnd.upperBound...].contains("/") ? .path : .authority
            } else if place == .authority && literal.contains("/") {
                place = .path
            }
            if !literal.isEmpty { parts.append(.text(String(literal))) }
            guard rest[open] == "{" else { return .failure(.init("a `}` closes no `{`")) }
            guard let close = rest[rest.index(after: open)...].firstIndex(where: { $0 == "{" || $0 == "}" }),
                  rest[close] == "}" else {
                return .failure(.init("a `{` is not closed by a `}` before the next `{`"))
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard !name.isEmpty else { return .failure(.init("`{}` names no variable")) }
            parts.append(.variable(name, place: place))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return .success(parts)
    }

    /// What `ServerURL.expand` lets stand in a host or port.
    static func isHostText(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."):
                return true
            default:
                return false
            }
        }
    }
}
