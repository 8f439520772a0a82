/// A pattern as `LinearPattern` reads it: what one step matches, sequences, choices and repeats.
indirect enum PatternNode: Sendable {
    /// One scalar from the set.
    case scalar(ScalarSet)
    /// Each part in turn; empty matches the empty text.
    case sequence([PatternNode])
    /// Any one of the branches.
    case choice([PatternNode])
    /// The node repeated `minimum` times or more, up to `maximum` (no limit when `nil`).
    case repetition(PatternNode, minimum: Int, maximum: Int?)
}

/// Reads the part of Swift's `Regex` syntax whose meaning is a regular language: literals,
/// escapes (`\n`, `\u{1F600}`, `\.`), `.`, `\d \w \s` and their complements, general
/// categories (`\p{L}`), bracket classes with ranges, groups, alternation and greedy or lazy
/// quantifiers, with `^` and `$` where they open or close the whole pattern.
///
/// Everything else (lookaround, backreferences, possessive quantifiers, atomic groups,
/// options, other Unicode properties, anchors inside the pattern, set operations in classes) and
/// every spelling whose reading is not certain (`}` alone, `[]a]`, `a{,3}`) makes `parse`
/// return `nil`, and the pattern is matched by `Regex` itself. A lazy quantifier changes
/// which match `Regex` finds, never whether there is one, so it reads as a greedy one.
struct PatternParser {
    /// Deepest group nesting read; deeper patterns go to `Regex` (which refuses 64 levels).
    static let maximumDepth = 32
    /// Largest count in `{m,n}`.
    static let maximumCount = 1000

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    private init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// The pattern's tree, or `nil` when it uses anything outside the regular part of the syntax.
    static func parse(_ pattern: String) -> PatternNode? {
        // A character of several scalars (e and a combining accent) may be one atom to `Regex`'s
        // parser, so that a quantifier after it repeats both; such patterns are left to `Regex`.
        guard pattern.unicodeScalars.count == pattern.count else { return nil }
        var parser = PatternParser(Array(pattern.unicodeScalars))
        return parser.wholePattern()
    }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        index += 1
        return true
    }

    /// Top-level branches. A whole match starts where `^` holds and ends where `$` holds,
    /// so `^` opening a branch and `$` closing one are dropped.
    private mutating func wholePattern() -> PatternNode? {
        var branches: [PatternNode] = []
        repeat {
            _ = consume("^")
            guard let branch = sequence() else { return nil }
            _ = consume("$")
            guard next == nil || next == "|" else { return nil }
            branches.append(branch)
        } while consume("|")
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func alternation() -> PatternNode? {
        var branches: [PatternNode] = []
        repeat {
            guard let branch = sequence() else { return nil }
            branches.append(branch)
        } while consume("|")
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    private mutating func sequence() -> PatternNode? {
        var parts: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")", scalar != "$" {
            guard let atom = atom(), let part = quantified(atom) else { return nil }
            parts.append(part)
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func atom() -> PatternNode? {
        guard let scalar = next else { return nil }
        index += 1
        switch scalar {
        case "(": return group()
        case "[": return bracketClass().map(PatternNode.scalar)
        case ".": return .scalar(.builtin(.notNewline))
        case "\\": return escape().map { .scalar($0.set) }
        case "^", "*", "+", "?", "{", "}", "]": return nil
        default: return .scalar(.scalar(scalar))
        }
    }

    private mutating func quantified(_ atom: PatternNode) -> PatternNode? {
        let minimum: Int
        let maximum: Int?
        switch next {
        case "*": (minimum, maximum) = (0, nil)
        case "+": (minimum, maximum) = (1, nil)
        case "?": (minimum, maximum) = (0, 1)
        case "{":
            guard let counts = counts() else { return nil }
            (minimum, maximum) = counts
        default: return atom
        }
        index += 1  // the quantifier, or the `}` that `counts` left
        _ = consume("?")
        // A possessive `+` changes whether there is a match; a second quantifier is an error.
        if let scalar = next, "*+?{".unicodeScalars.contains(scalar) { return nil }
        return .repetition(atom, minimum: minimum, maximum: maximum)
    }

    /// `{m}`, `{m,}` or `{m,n}` with `m <= n`; the braces are consumed, but for the last.
    private mutating func counts() -> (Int, Int?)? {
        index += 1
        guard let minimum = number() else { return nil }
        var maximum: Int? = minimum
        if consume(",") {
            maximum = next == "}" ? nil : number()
            guard maximum != nil || next == "}" else { return nil }
        }
        guard next == "}", maximum.map({ minimum <= $0 }) ?? true else { return nil }
        return (minimum, maximum)
    }

    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = next, ("0"..."9").contains(scalar) {
            value = value * 10 + Int(scalar.value - 48)
            digits += 1
            index += 1
            guard value <= Self.maximumCount else { return nil }
        }
        return digits > 0 ? value : nil
    }

    /// After `(`: a capturing, non-capturing (`(?:`) or named (`(?<name>`) group.
    private mutating func group() -> PatternNode? {
        if consume("?") {
            if consume("<") {
                guard let first = next, Self.isNameScalar(first), !("0"..."9").contains(first) else { return nil }
                while let scalar = next, Self.isNameScalar(scalar) { index += 1 }
                guard consume(">") else { return nil }
            } else if !consume(":") {
                return nil
            }
        }
        depth += 1
        guard depth <= Self.maximumDepth, let inside = alternation(), consume(")") else { return nil }
        depth -= 1
        return inside
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// After `[`: literals, ranges and built-in classes, perhaps inverted.
    private mutating func bracketClass() -> ScalarSet? {
        var set = ScalarSet()
        set.inverted = consume("^")
        // `[]a]`, `[:alpha:]` and the like read differently across engines.
        guard let first = next, first != "]", first != ":" else { return nil }
        var isFirst = true
        while let scalar = next, scalar != "]" {
            defer { isFirst = false }
            if scalar == "-" {
                index += 1
                // `-` is a literal only first or last; elsewhere it would be a range or an operator.
                guard isFirst || next == "]" else { return nil }
                set.ranges.append("-"..."-")
                continue
            }
            guard let member = classMember() else { return nil }
            switch member {
            case .builtin(let builtin, let complemented):
                set.builtins.append((builtin, complemented))
            case .literal(let low):
                guard next == "-", let afterDash = peek(1), afterDash != "]" else {
                    set.ranges.append(low...low)
                    continue
                }
                index += 1
                guard case .literal(let high)? = classMember(), low <= high else { return nil }
                set.ranges.append(low...high)
            }
        }
        guard consume("]") else { return nil }
        return set
    }

    private mutating func classMember() -> Escape? {
        guard let scalar = next else { return nil }
        index += 1
        switch scalar {
        case "\\": return escape()
        // A nested class, or a set operator (`&&`, `--`, `~~`, `||`).
        case "[", "-": return nil
        case "&", "~", "|": return next == scalar ? nil : .literal(scalar)
        default: return .literal(scalar)
        }
    }

    /// What a backslash escape stands for.
    private enum Escape {
        case literal(Unicode.Scalar)
        case builtin(ScalarSet.Builtin, complemented: Bool)

        var set: ScalarSet {
            switch self {
            case .literal(let scalar): .scalar(scalar)
            case .builtin(let builtin, let complemented): .builtin(builtin, complemented: complemented)
            }
        }
    }

    /// Punctuation a backslash makes literal.
    private static let escapedLiterals = Set(#"\.*+?()[]{}|^$/-#&~,:=!<>@%'";` "#.unicodeScalars)

    /// After `\`.
    private mutating func escape() -> Escape? {
        guard let scalar = next else { return nil }
        index += 1
        switch scalar {
        case "d": return .builtin(.digit, complemented: false)
        case "D": return .builtin(.digit, complemented: true)
        case "w": return .builtin(.word, complemented: false)
        case "W": return .builtin(.word, complemented: true)
        case "s": return .builtin(.whitespace, complemented: false)
        case "S": return .builtin(.whitespace, complemented: true)
        case "n": return .literal("\n")
        case "t": return .literal("\t")
        case "r": return .literal("\r")
        case "f": return .literal("\u{0C}")
        case "u": return unicodeEscape().map(Escape.literal)
        case "p", "P": return generalCategory().map { .builtin(.categories($0), complemented: scalar == "P") }
        default: return Self.escapedLiterals.contains(scalar) ? .literal(scalar) : nil
        }
    }

    /// After `\p` or `\P`: a general category by its short name in braces (`{L}`, `{Nd}`).
    /// Long names, scripts and other properties are left to `Regex`.
    private mutating func generalCategory() -> [Unicode.GeneralCategory]? {
        guard consume("{") else { return nil }
        var name = ""
        while let scalar = next, scalar != "}", name.unicodeScalars.count < 2 {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard consume("}") else { return nil }
        return Self.generalCategories[name]
    }

    /// General categories by their short names, as Unicode gives them.
    private static let generalCategories: [String: [Unicode.GeneralCategory]] = {
        let groups: [String: [(String, Unicode.GeneralCategory)]] = [
            "L": [("Lu", .uppercaseLetter), ("Ll", .lowercaseLetter), ("Lt", .titlecaseLetter), ("Lm", .modifierLetter), ("Lo", .otherLetter)],
            "M": [("Mn", .nonspacingMark), ("Mc", .spacingMark), ("Me", .enclosingMark)],
            "N": [("Nd", .decimalNumber), ("Nl", .letterNumber), ("No", .otherNumber)],
            "P": [
                ("Pc", .connectorPunctuation), ("Pd", .dashPunctuation), ("Ps", .openPunctuation), ("Pe", .closePunctuation),
                ("Pi", .initialPunctuation), ("Pf", .finalPunctuation), ("Po", .otherPunctuation),
            ],
            "S": [("Sm", .mathSymbol), ("Sc", .currencySymbol), ("Sk", .modifierSymbol), ("So", .otherSymbol)],
            "Z": [("Zs", .spaceSeparator), ("Zl", .lineSeparator), ("Zp", .paragraphSeparator)],
            "C": [("Cc", .control), ("Cf", .format), ("Cs", .surrogate), ("Co", .privateUse), ("Cn", .unassigned)],
        ]
        var table: [String: [Unicode.GeneralCategory]] = [:]
        for (group, members) in groups {
            table[group] = members.map(\.1)
            for (name, category) in members { table[name] = [category] }
        }
        return table
    }()

    /// After `\u`: four hexadecimal digits, or one to eight in braces (`\u{1F600}`).
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        let braced = consume("{")
        var digits = ""
        while digits.unicodeScalars.count < (braced ? 8 : 4), let scalar = next, scalar.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(scalar)
            index += 1
        }
        guard braced ? !digits.isEmpty && consume("}") : digits.unicodeScalars.count == 4,
              let value = UInt32(digits, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }
}
