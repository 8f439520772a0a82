/// Bounds that keep a hostile or broken spec file from exhausting time or memory.
///
/// libyaml has no limits of its own: a 400-byte "billion laughs" file expands
/// to billions of nodes, and 100,000 nested `[` take libyaml tens of seconds.
/// The defaults are far above what a real spec needs.
public struct YAMLLimits: Sendable, Hashable {
    /// The largest file read, in bytes.
    public var maxFileSize: Int
    /// The deepest nesting of lists and mappings, checked while events are read.
    public var maxDepth: Int
    /// The most nodes a document may hold once every alias is expanded.
    public var maxExpandedNodes: Int

    /// Creates limits.
    public init(maxFileSize: Int = 4 << 20, maxDepth: Int = 64, maxExpandedNodes: Int = 1_000_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxExpandedNodes = maxExpandedNodes
    }

    /// The limits apigen uses unless told otherwise.
    public static let `default` = YAMLLimits()
}
