/// Spots the classic shape of catastrophic backtracking in a pattern that `LinearPattern`
/// does not read, and that generated code therefore matches with Swift's `Regex`.
///
/// A scan, not a parse: the pattern already compiled with `Regex`, so only escapes, bracket
/// classes, groups and quantifiers need telling apart. It finds the shape, not ambiguity:
/// `(?i)(a+b)+` has the shape yet backtracks little, so the warning says "may".
enum PatternBacktracking {
    /// Whether `pattern` repeats without bound a group that itself repeats without bound,
    /// directly or deeper inside (`(a+)+`, `(?i)(\w*,?)*`). Possessive quantifiers (`a++`)
    /// and atomic groups (`(?>a+)+`) never backtrack, so they do not count.
    static func nestsUnboundedRepeats(_ pattern: String) -> Bool {
        var scan = Scan(Array(pattern.unicodeScalars))
        return scan.findsNestedRepeat()
    }

    private struct Scan {
        private enum Previous {
            case nothing, atom, quantifier
            /// A group just closed, and whether it holds an unbounded repeat that backtracks.
            case group(repeats: Bool)
        }

        /// An open group: whether it holds an unbounded repeat, and whether it is atomic.
        private struct Group {
            var repeats = false
            var atomic = false
        }

        private let scalars: [Unicode.Scalar]
        private var index = 0
        private var groups = [Group()]
        private var previous = Previous.nothing

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func findsNestedRepeat() -> Bool {
            while let scalar = next {
                index += 1
                switch scalar {
                case "\\":
                    skipEscape()
                    previous = .atom
                case "[":
                    skipClass()
                    previous = .atom
                case "(":
                    groups.append(Group(atomic: next == "?" && index + 1 < scalars.count && scalars[index + 1] == ">"))
                    previous = .nothing
                case ")" where groups.count > 1:
                    let group = groups.removeLast()
                    let repeats = group.repeats && !group.atomic
                    if repeats { groups[groups.count - 1].repeats = true }
                    previous = .group(repeats: repeats)
                case "*", "+", "?", "{":
                    guard let unbounded = quantifier(startingWith: scalar) else {
                        previous = .atom
                        continue
                    }
                    if case .quantifier = previous { continue }  // `a*?` is one quantifier
                    _ = consume("?")
                    let possessive = consume("+")
                    if unbounded && !possessive {
                        if case .group(repeats: true) = previous { return true }
                        groups[groups.count - 1].repeats = true
                    }
                    previous = .quantifier
                default:
                    previous = .atom
                }
            }
            return false
        }

        /// Whether the quantifier at `scalar` is unbounded, or `nil` when `{` is a literal.
        private mutating func quantifier(startingWith scalar: Unicode.Scalar) -> Bool? {
            switch scalar {
            case "*", "+": return true
            case "?": return false
            default:
                // `{m}`, `{m,}`, `{m,n}` or `{,n}`; anything else is a literal brace.
                var cursor = index
                var digits = (before: 0, after: 0)
                var comma = false
                while cursor < scalars.count, scalars[cursor] != "}" {
                    switch scalars[cursor] {
                    case "0"..."9": if comma { digits.after += 1 } else { digits.before += 1 }
                    case "," where !comma: comma = true
                    default: return nil
                    }
                    cursor += 1
                }
                guard cursor < scalars.count, digits.before + digits.after > 0 else { return nil }
                index = cursor + 1
                return comma && digits.after == 0
            }
        }

        private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            index += 1
            return true
        }

        /// After `\`: the escaped scalar, and a braced argument (`\p{L}`, `\u{41}`, `\k{name}`).
        private mutating func skipEscape() {
            guard let escaped = next else { return }
            index += 1
            guard "pPuxkgNo".unicodeScalars.contains(escaped), consume("{") else { return }
            while let scalar = next, scalar != "}" { index += 1 }
            _ = consume("}")
        }

        /// After `[`: to the matching `]`, through escapes and nested classes.
        private mutating func skipClass() {
            var depth = 1
            while depth > 0, let scalar = next {
                index += 1
                switch scalar {
                case "\\": skipEscape()
                case "[": depth += 1
                case "]": depth -= 1
                default: break
                }
            }
        }
    }
}
