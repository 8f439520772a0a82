/// The problems one run has found so far. Stages append to it instead of
/// throwing, so a single run reports every problem in every file.
public struct Diagnostics: Sendable {
    /// Everything reported, in the order it was found.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// Whether any error (not just warnings) was reported.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The errors only.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }

    /// What `all` holds, for dropping repeats: the api block's errors are resolved once per
    /// endpoint, and a problem in one would otherwise be reported once per endpoint.
    private var reported: Set<Diagnostic> = []

    /// Reports an error.
    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.error, message, at: location, notes: notes))
    }

    /// Reports a warning.
    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// Adds diagnostics found elsewhere.
    public mutating func append(contentsOf other: Diagnostics) {
        for diagnostic in other.all { append(diagnostic) }
    }

    /// Adds one diagnostic, unless the same one (message, place and notes) is already here.
    public mutating func append(_ diagnostic: Diagnostic) {
        guard reported.insert(diagnostic).inserted else { return }
        all.append(diagnostic)
    }

    /// Everything, sorted by file and position; problems with no location come first.
    /// The sort is stable, so two problems at one place keep the order they were found in.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l == r ? lhs.offset < rhs.offset : l < r
            }
        }.map(\.element)
    }
}
