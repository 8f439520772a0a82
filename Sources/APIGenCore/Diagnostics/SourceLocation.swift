/// A position in a spec file, 1-based, as editors and swiftc count it.
///
/// `file` is the path as the user gave it (`Specs/pets.yaml`, not an absolute
/// path), so diagnostics read the same on every machine and in CI logs.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user spelled it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in characters (Unicode scalars), as libyaml counts them.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// The same place, `count` columns further right (for a position inside a single-line scalar).
    public func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + count)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
