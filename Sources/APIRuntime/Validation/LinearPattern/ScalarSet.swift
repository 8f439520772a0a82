// This folder is also compiled into APIGenCore (through a symbolic link), so that apigen
// checks defaults with the very matcher generated code runs. Keep it internal and
// Foundation-free.

/// A set of Unicode scalars that one step of a pattern can match: `.`, `\d`, `[a-z_]`, a literal.
///
/// The built-in classes are defined as Swift's `Regex` defines them under
/// `.matchingSemantics(.unicodeScalar)`: ASCII scalars by their ASCII meaning, others by
/// Unicode properties. `LinearPatternTests` holds each one to `Regex`, scalar by scalar.
struct ScalarSet: Sendable {
    /// A built-in class, and whether it is the class or its complement (`\d` or `\D`).
    enum Builtin: Sendable {
        /// `\d`: ASCII digits, and any other scalar with a numeric type.
        case digit
        /// `\w`: ASCII letters, digits and `_`, and any other alphabetic scalar.
        case word
        /// `\s`: ASCII space, tab and line breaks, and any other white space.
        case whitespace
        /// `.`: anything but a line break.
        case notNewline
        /// `\p{L}`, `\p{Nd}` and the like: scalars of these general categories.
        case categories([Unicode.GeneralCategory])

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .digit:
                scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
            case .word:
                scalar.isASCII
                    ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                    : scalar.properties.isAlphabetic
            case .whitespace:
                scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace
            case .notNewline:
                !(("\n"..."\r").contains(scalar) || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}")
            case .categories(let categories):
                categories.contains(scalar.properties.generalCategory)
            }
        }
    }

    /// Scalar ranges in the set.
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    /// Built-in classes in the set, each with whether it stands complemented (`\D`).
    var builtins: [(class: Builtin, complemented: Bool)] = []
    /// Whether the set is everything the members above do not match (`[^...]`).
    var inverted = false

    /// The set of one scalar.
    static func scalar(_ scalar: Unicode.Scalar) -> ScalarSet { ScalarSet(ranges: [scalar...scalar]) }

    /// The set of one built-in class.
    static func builtin(_ builtin: Builtin, complemented: Bool = false) -> ScalarSet {
        ScalarSet(builtins: [(builtin, complemented)])
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let member = ranges.contains { $0.contains(scalar) }
            || builtins.contains { $0.class.contains(scalar) != $0.complemented }
        return member != inverted
    }
}

/// A `ScalarSet`'s ASCII members, one bit each: most values are ASCII, and reading two words
/// costs less than reading the set's arrays.
struct ASCIITable: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ set: ScalarSet) {
        for value in UInt8(0)..<128 where set.contains(Unicode.Scalar(value)) {
            if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
        }
    }

    /// Whether the ASCII scalar of this value (below 128) is in the set.
    func contains(_ value: UInt32) -> Bool {
        (value < 64 ? low >> value : high >> (value - 64)) & 1 == 1
    }
}
