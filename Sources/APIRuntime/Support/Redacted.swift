/// What a generated type shows in place of a value the spec marks `secret`: printing,
/// `dump`, `String(describing:)` and string interpolation go through the type's mirror,
/// which holds this instead of the value.
///
/// ```swift
/// print(LoginForm(username: "ana", password: "hunter2!"))
/// // LoginForm(username: "ana", password: <redacted>, remember: nil)
/// ```
///
/// Made with `init(hiding:)`, it keeps the value's text out of sight, for one purpose: an
/// error that quotes the server's answer leaves out a secret the request sent and the server
/// echoed back. Nothing prints that text; every `Redacted` equals every other.
public struct Redacted: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The texts an echo of the hidden value would hold (`SecretTexts`).
    let hiddenTexts: [String]

    /// The stand-in, hiding nothing.
    public init() {
        hiddenTexts = []
    }

    /// The stand-in for `value`.
    public init<Value>(hiding value: Value) {
        hiddenTexts = SecretTexts.of(value)
    }

    /// `<redacted>`, as logs show credentials.
    public var description: String { LoggingMiddleware.redacted }

    /// `<redacted>`: a struct's printed form shows each property's debug description.
    public var debugDescription: String { description }

    /// No children, so that `dump` shows `<redacted>` alone.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// Every stand-in prints the same, so every two are equal.
    public static func == (lhs: Redacted, rhs: Redacted) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
