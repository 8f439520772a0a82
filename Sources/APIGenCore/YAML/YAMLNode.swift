/// A YAML node with its position: the YAML layer's whole output.
///
/// Scalars keep the exact text the user wrote (after YAML's own unquoting and
/// folding) and its style; nothing is converted to a number or a boolean here.
/// The spec reader converts a scalar by what the spec expects at its place, so
/// `NO` stays the string "NO" where a string is expected and `012` is never octal.
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    /// The node's value.
    public var content: Content
    /// Where the node starts (for an alias, where the anchored node starts).
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries in written order, if this node is a mapping.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// "a scalar", "a list" or "a mapping", for messages.
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "nothing" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Hashable, Sendable {
    /// How the scalar was written in the file.
    public enum Style: Hashable, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    /// The text, after YAML unquoting and folding; never converted.
    public var text: String
    /// The quoting style.
    public var style: Style

    /// Creates a scalar.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Whether this is YAML's null: an unquoted `~`, `null` or nothing at all.
    public var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(text)
    }
}

/// One `key: value` pair of a mapping. Keys are always scalars (the YAML layer rejects others).
public struct YAMLMappingEntry: Sendable {
    /// The key's text.
    public var key: String
    /// Where the key is written.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
