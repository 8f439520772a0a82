/// Where a value sits in a request or response, as a JSON path:
/// `pets[2].photo_urls[0]`. Keys are the wire names, not the Swift names.
public struct ValidationPath: Sendable, Hashable, CustomStringConvertible {
    private var text: String

    /// The root (the whole value).
    public static let root = ValidationPath(text: "")

    private init(text: String) { self.text = text }

    /// The path of a key inside this value: `path["photo_urls"]`.
    public subscript(key: String) -> ValidationPath {
        ValidationPath(text: text.isEmpty ? key : text + "." + key)
    }

    /// The path of an element inside this array: `path[2]`.
    public subscript(index: Int) -> ValidationPath {
        ValidationPath(text: text + "[\(index)]")
    }

    /// `pets[2].photo_urls[0]`, or `(root)` for the whole value.
    public var description: String { text.isEmpty ? "(root)" : text }
}
