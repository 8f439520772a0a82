/// HTTP header fields in order, looked up without regard to case.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One field.
    public struct Field: Sendable, Hashable {
        /// The name as it was set.
        public var name: String
        /// The value.
        public var value: String
    }

    private var fields: [Field] = []

    /// Creates empty headers.
    public init() {}

    /// Creates headers from pairs, in order.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Whether `value` can stand in a header as it is: no CR, LF or NUL, which would end
    /// the header or the message (URLSession on Linux drops such a header silently).
    static func canHold(_ value: String) -> Bool {
        !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }

    /// Whether `name` can name a header: an HTTP token (RFC 9110 §5.6.2). URLSession sends
    /// any other name as it is, so a colon or a line break in it would make another header.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                return true
            default:
                return tokenPunctuation.utf8.contains(byte)
            }
        }
    }

    /// What an HTTP token holds besides letters and digits.
    private static let tokenPunctuation = "!#$%&'*+-.^_`|~"

    /// What is wrong with a `kind` ("header", "cookie") name that `isValidName` refuses.
    static func invalidName(_ kind: String) -> String {
        "is not a valid \(kind) name (letters, digits and \(tokenPunctuation) only)"
    }

    /// Why the field cannot be sent as it is, or `nil` when it can. The value, which may be
    /// a credential, is never quoted.
    static func problem(name: String, value: String) -> String? {
        if !isValidName(name) { return invalidName("header") }
        if !canHold(value) { return "contains a line break or NUL" }
        return nil
    }

    /// Each field that cannot be sent as it is, with why.
    var problems: [(name: String, problem: String)] {
        fields.compactMap { field in Self.problem(name: field.name, value: field.value).map { (field.name, $0) } }
    }

    /// The first value for `name`; setting replaces every value for `name` (`nil` removes them).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            remove(name)
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Adds a value, keeping existing ones.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every value for `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// Whether a value for `name` is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { $0.name.caseInsensitiveEquals(name) }
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    public var description: String {
        fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }
}

extension String {
    /// ASCII case-insensitive comparison, as header names and URL schemes compare.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
