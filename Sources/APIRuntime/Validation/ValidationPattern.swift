/// A `pattern` constraint: a regular expression in Swift's `Regex` syntax that the
/// whole value must match, Unicode scalar by Unicode scalar. Compiled once, when created.
///
/// apigen compiles every pattern when it generates code, so a pattern in
/// generated code always compiles; if one ever did not, validation reports it
/// as a violation instead of crashing.
///
/// Patterns in the regular part of the syntax (no lookaround, backreferences, possessive
/// quantifiers or options; see `PatternParser`) are matched by `LinearPattern`, in time
/// linear in the value's length. `Regex` backtracks, which can take exponential time; it
/// still decides which patterns compile, and matches the rest.
public final class ValidationPattern: Sendable {
    /// The pattern as written in the spec.
    public let pattern: String
    private let linear: LinearPattern?
    // `Regex` is not declared `Sendable` because its output type might not be. This one's
    // output is never read, and matching only reads the regex: its compiled program is
    // built here, by the match below, and swift-string-processing stores it atomically.
    nonisolated(unsafe) private let regex: Regex<AnyRegexOutput>?

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        // Unicode scalars, not characters, as lengths count: `.` is one scalar, so `e` with a
        // combining accent is two to a pattern, as it is two to `maxLength`.
        regex = try? Regex(pattern).matchingSemantics(.unicodeScalar)
        linear = regex == nil ? nil : LinearPattern(pattern)
        if linear == nil { _ = try? regex?.wholeMatch(in: "") }
    }

    /// Whether the whole of `text` matches; `nil` when the pattern does not compile.
    public func matchesWhole(_ text: String) -> Bool? {
        guard let regex else { return nil }
        if let linear { return linear.matchesWhole(text) }
        // `wholeMatch` backtracks into every alternative (`a|ab` matches all of "ab"),
        // which a prefix match would not. A match that throws (it cannot here: nothing
        // in the regex runs code) counts as no match.
        return (try? regex.wholeMatch(in: text)) != nil
    }
}
