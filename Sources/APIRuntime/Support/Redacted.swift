/// What a generated type shows in place of a value the spec marks `secret`: printing,
/// `dump`, `String(describing:)` and string interpolation go through the type's mirror,
/// which holds this instead of the value. It keeps nothing of the value.
///
/// ```swift
/// print(LoginForm(username: "ana", password: "hunter2!"))
/// // LoginForm(username: "ana", password: <redacted>, remember: nil)
/// ```
public struct Redacted: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The stand-in.
    public init() {}

    /// `<redacted>`, as logs show credentials.
    public var description: String { LoggingMiddleware.redacted }

    /// `<redacted>`: a struct's printed form shows each property's debug description.
    public var debugDescription: String { description }
}
