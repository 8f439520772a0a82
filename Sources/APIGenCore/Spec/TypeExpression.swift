/// A type as written in a spec: `string`, `Pet`, `Pet[]`, `array<Pet>`,
/// `map<int>`, `Tag?`, `string[][]`, `map<string[]>?`.
indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// A built-in type name (`string`, `date-time`, ...), `none`, or a model name.
    case named(String)
    /// `T[]` or `array<T>`.
    case array(TypeExpression)
    /// `map<T>`: a JSON object with string keys.
    case map(TypeExpression)
    /// `T?`: the key may be absent or `null`.
    case optional(TypeExpression)

    /// The expression in its canonical spelling.
    var description: String {
        switch self {
        case .named(let name): return name
        case .array(let element): return "\(element)[]"
        case .map(let value): return "map<\(value)>"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }

    /// The expression without a top-level `?`.
    var nonOptional: TypeExpression {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Whether the expression ends in `?`.
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// A parse failure: what went wrong and at which character offset of the text.
    struct ParseError: Error, Equatable {
        /// What is wrong.
        var message: String
        /// The 0-based character offset in the expression's text.
        var offset: Int
    }

    /// The most arrays and maps a type may nest, here and through named types. Real APIs nest
    /// two or three; the limit keeps a hostile spec from building types a million deep, which
    /// every later stage (and the Swift compiler) would have to walk.
    static let maxNesting = 32

    /// Parses an expression. Whitespace around names and inside `< >` is allowed.
    static func parse(_ text: String) -> Result<TypeExpression, ParseError> {
        var parser = Parser(characters: Array(text))
        do throws(ParseError) {
            let (expression, _) = try parser.parseExpression(enclosing: 0)
            parser.skipSpaces()
            if parser.index < parser.characters.count {
                throw ParseError(
                    message: "unexpected `\(parser.characters[parser.index])` in type `\(text)`", offset: parser.index)
            }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        /// The expression and how many arrays and maps it nests. `enclosing` counts those around it.
        mutating func parseExpression(enclosing: Int) throws(ParseError) -> (TypeExpression, nesting: Int) {
            skipSpaces()
            var (expression, nesting) = try parseBase(enclosing: enclosing)
            while true {
                skipSpaces()
                guard index < characters.count else { return (expression, nesting) }
                if characters[index] == "?" {
                    if expression.isOptional {
                        throw ParseError(message: "a type can be optional only once (`??`)", offset: index)
                    }
                    expression = .optional(expression)
                    index += 1
                } else if characters[index] == "[" {
                    guard index + 1 < characters.count, characters[index + 1] == "]" else {
                        throw ParseError(message: "expected `[]` after a type", offset: index)
                    }
                    nesting += 1
                    try checkNesting(enclosing + nesting)
                    expression = .array(expression)
                    index += 2
                } else {
                    return (expression, nesting)
                }
            }
        }

        mutating func parseBase(enclosing: Int) throws(ParseError) -> (TypeExpression, nesting: Int) {
            let start = index
            while index < characters.count, TypeExpression.isNameCharacter(characters[index]) { index += 1 }
            let name = String(characters[start..<index])
            guard !name.isEmpty else {
                let found = index < characters.count ? "`\(characters[index])`" : "the end"
                throw ParseError(message: "expected a type name, found \(found)", offset: index)
            }
            skipSpaces()
            guard index < characters.count, characters[index] == "<" else { return (.named(name), 0) }
            guard name == "array" || name == "map" else {
                throw ParseError(message: "only `array<T>` and `map<T>` take a type argument", offset: start)
            }
            try checkNesting(enclosing + 1)
            index += 1
            let (argument, nesting) = try parseExpression(enclosing: enclosing + 1)
            skipSpaces()
            guard index < characters.count, characters[index] == ">" else {
                throw ParseError(message: "expected `>` to close `\(name)<`", offset: index)
            }
            index += 1
            return (name == "array" ? .array(argument) : .map(argument), nesting + 1)
        }

        func checkNesting(_ nesting: Int) throws(ParseError) {
            guard nesting <= TypeExpression.maxNesting else {
                throw ParseError(message: "a type nests at most \(TypeExpression.maxNesting) arrays and maps", offset: index)
            }
        }
    }

    /// Whether a character may stand in a name of a type expression (a model's, or
    /// `Pet.species`, a property's type).
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
    }
}
