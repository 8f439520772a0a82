import Foundation

/// A `pattern` constraint: an ICU regular expression (`NSRegularExpression`)
/// that the whole value must match. Compiled once, when created.
///
/// apigen compiles every pattern when it generates code, so a pattern in
/// generated code always compiles; if one ever did not, validation reports it
/// as a violation instead of crashing.
public final class ValidationPattern: Sendable {
    /// The pattern as written in the spec.
    public let pattern: String
    private let wholeValue: NSRegularExpression?

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        // Anchoring both ends makes the engine backtrack into every alternative
        // (`a|ab` matches all of "ab"), which a prefix match would not.
        wholeValue = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
    }

    /// Whether the whole of `text` matches; `nil` when the pattern does not compile.
    public func matchesWhole(_ text: String) -> Bool? {
        guard let wholeValue else { return nil }
        return wholeValue.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
