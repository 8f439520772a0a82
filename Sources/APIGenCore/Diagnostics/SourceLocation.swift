/// A position in a spec file, 1-based, as editors and swiftc count it.
///
/// `file` is the path as the user gave it (`Specs/pets.yaml`, not an absolute
/// path), so diagnostics read the same on every machine and in CI logs.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user spelled it.
    public var file: String
    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, counted in characters (Unicode scalars), as libyaml counts them.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    // Four bytes each: a parsed spec holds a location for every value in it, and no spec file
    // comes near 4 billion lines or columns (`YAMLLimits` caps a file's size far below that).
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
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
