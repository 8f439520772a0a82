/// A tag as the scanner found it.
struct TemplateTag {
    enum Kind {
        case variable, section, inverted, close, comment, partial, delimiters
    }

    let kind: Kind
    /// The name, trimmed; for a comment or set-delimiter tag, its content.
    let name: String
    let line: Int
    let column: Int
    /// For a partial alone on its line, the whitespace before it; `nil` for a
    /// partial that shares its line.
    var indentation: String?

    /// Tags that, alone on a line with only spaces or tabs around them, take
    /// the whole line with them (the Mustache spec's "standalone" tags).
    var canStandAlone: Bool { kind != .variable }
}

/// What the tree builder reads: text, line starts and tags, with standalone
/// tag lines already removed.
enum TemplateToken {
    case text(String)
    case lineStart
    case tag(TemplateTag)
}

/// Splits a template into tokens, a line at a time, following set-delimiter tags.
struct TemplateScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var lineNumber = 1
    private var lineStartIndex = 0
    private var open: [Unicode.Scalar] = ["{", "{"]
    private var close: [Unicode.Scalar] = ["}", "}"]
    private var tokens: [TemplateToken] = []
    /// The current line's text and tags, until its line break.
    private var currentLine: [TemplateToken] = []

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The tokens of a whole template.
    static func lines(of text: String) throws(TemplateSyntaxError) -> [TemplateToken] {
        var scanner = TemplateScanner(text)
        try scanner.scan()
        return scanner.tokens
    }

    private mutating func scan() throws(TemplateSyntaxError) {
        var textStart = index
        while index < scalars.count {
            if scalars[index] == "\n" {
                index += 1
                appendText(from: textStart)
                endLine()
                lineNumber += 1
                lineStartIndex = index
                textStart = index
            } else if starts(with: open, at: index) {
                appendText(from: textStart)
                currentLine.append(.tag(try tag()))
                textStart = index
            } else {
                index += 1
            }
        }
        appendText(from: textStart)
        endLine()
    }

    private mutating func appendText(from start: Int) {
        guard start < index else { return }
        currentLine.append(.text(String(String.UnicodeScalarView(scalars[start..<index]))))
    }

    /// Moves the current line into the tokens: only its tag when that tag stands alone on it.
    private mutating func endLine() {
        defer { currentLine = [] }
        guard !currentLine.isEmpty else { return }
        var tags: [TemplateTag] = []
        var leading = ""
        var blank = true
        for token in currentLine {
            switch token {
            case let .tag(tag): tags.append(tag)
            case let .text(text):
                if !Self.isBlank(text) { blank = false } else if tags.isEmpty { leading += text }
            case .lineStart: break
            }
        }
        if blank, tags.count == 1, var tag = tags.first, tag.canStandAlone {
            if tag.kind == .partial { tag.indentation = leading }
            tokens.append(.tag(tag))
            return
        }
        tokens.append(.lineStart)
        tokens.append(contentsOf: currentLine)
    }

    /// Spaces and tabs, and the line break that may end them.
    private static func isBlank(_ text: String) -> Bool {
        var scalars = text.unicodeScalars[...]
        if scalars.last == "\n" {
            scalars = scalars.dropLast()
            if scalars.last == "\r" { scalars = scalars.dropLast() }
        }
        return scalars.allSatisfy { $0 == " " || $0 == "\t" }
    }

    private func starts(with delimiter: [Unicode.Scalar], at position: Int) -> Bool {
        guard position + delimiter.count <= scalars.count else { return false }
        for offset in delimiter.indices where scalars[position + offset] != delimiter[offset] { return false }
        return true
    }

    private func firstIndex(of delimiter: [Unicode.Scalar], from position: Int) -> Int? {
        var candidate = position
        while candidate + delimiter.count <= scalars.count {
            if starts(with: delimiter, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Reads the tag at `index` (at its opening delimiter) and moves past it.
    private mutating func tag() throws(TemplateSyntaxError) -> TemplateTag {
        let line = lineNumber, column = index - lineStartIndex + 1
        func failure(_ message: String) -> TemplateSyntaxError {
            TemplateSyntaxError(message: message, line: line, column: column)
        }
        let contentStart = index + open.count
        // `{{{name}}}`: the closing brace comes before the closing delimiter.
        let triple = open == ["{", "{"] && contentStart < scalars.count && scalars[contentStart] == "{"
        let closing = triple ? ["}"] + close : close
        guard let contentEnd = firstIndex(of: closing, from: contentStart) else {
            throw failure("a tag is not finished (a missing `\(String(String.UnicodeScalarView(close)))`)")
        }
        let content = String(String.UnicodeScalarView(scalars[(triple ? contentStart + 1 : contentStart)..<contentEnd]))
        // A comment may run over several lines; later columns count from the last of them.
        for position in contentStart..<contentEnd where scalars[position] == "\n" {
            lineNumber += 1
            lineStartIndex = position + 1
        }
        index = contentEnd + closing.count

        if triple { return TemplateTag(kind: .variable, name: try Self.name(content, failure), line: line, column: column) }
        let sigil = content.unicodeScalars.first
        let rest = String(content.unicodeScalars.dropFirst())
        let kind: TemplateTag.Kind
        switch sigil {
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case "!": return TemplateTag(kind: .comment, name: content, line: line, column: column)
        case ">": kind = .partial
        case "&": return TemplateTag(kind: .variable, name: try Self.name(rest, failure), line: line, column: column)
        case "=":
            try setDelimiters(content, failure)
            return TemplateTag(kind: .delimiters, name: content, line: line, column: column)
        case "%":
            throw failure("pragmas (`{{%…}}`) are not supported; no tag escapes its value, so none is needed")
        case "<", "$":
            throw failure("template inheritance (`{{<…}}`, `{{$…}}`) is not supported; use a partial (`{{>name}}`)")
        default:
            return TemplateTag(kind: .variable, name: try Self.name(content, failure), line: line, column: column)
        }
        if kind == .partial {
            let name = Self.trimmed(rest)
            guard !name.isEmpty, !name.unicodeScalars.contains(where: Self.isWhitespace) else {
                throw failure("`{{>…}}` needs the name of a template")
            }
            return TemplateTag(kind: kind, name: name, line: line, column: column)
        }
        return TemplateTag(kind: kind, name: try Self.name(rest, failure), line: line, column: column)
    }

    /// `{{=<% %>=}}`: two new delimiters, without spaces or `=` in them.
    private mutating func setDelimiters(_ content: String, _ failure: (String) -> TemplateSyntaxError) throws(TemplateSyntaxError) {
        let parts = content.unicodeScalars.count >= 2 && content.hasSuffix("=")
            ? String(content.unicodeScalars.dropFirst().dropLast()).unicodeScalars.split(whereSeparator: Self.isWhitespace)
            : []
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw failure("a set-delimiter tag needs two delimiters without spaces or `=`, as in `{{=<% %>=}}`")
        }
        open = Array(parts[0])
        close = Array(parts[1])
    }

    /// A variable or section name: `.`, or names joined by dots.
    private static func name(_ content: String, _ failure: (String) -> TemplateSyntaxError) throws(TemplateSyntaxError) -> String {
        let name = trimmed(content)
        guard !name.isEmpty else { throw failure("a tag needs a name") }
        guard name == "." || !name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty),
              !name.unicodeScalars.contains(where: isWhitespace) else {
            throw failure("`\(name)` is not a name: write a name, names joined by dots, or `.`")
        }
        return name
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
