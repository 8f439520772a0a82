/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token, upper-case: `GET`.
    public let rawValue: String

    /// Creates a method from its token.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `OPTIONS`.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `QUERY`: a safe, idempotent read whose query travels in the body (the HTTP working
    /// group's draft-ietf-httpbis-safe-method-w-body; OpenAPI 3.2's `query` operation).
    public static let query = HTTPMethod(rawValue: "QUERY")

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2),
    /// so a retry is safe: GET, HEAD, PUT, DELETE, OPTIONS, QUERY.
    public var isIdempotent: Bool {
        [Self.get, .head, .put, .delete, .options, .query].contains(self)
    }

    public var description: String { rawValue }
}
