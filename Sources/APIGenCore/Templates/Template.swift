/// A parsed Mustache template.
///
/// apigen's templates write Swift, so the dialect differs from HTML Mustache in
/// one way: no tag escapes its value (`{{name}}`, `{{{name}}}` and `{{&name}}`
/// all write it as it is; the emitter has already escaped every piece of spec
/// text for its place in Swift). Lambdas, pragmas and template inheritance are
/// not supported.
struct Template: Sendable {
    /// The template's content, with standalone tag lines already removed.
    let nodes: [TemplateNode]
    /// Every partial tag in the template, in order, with where it is and how
    /// many sections enclose it.
    let partials: [(name: String, line: Int, column: Int, depth: Int)]
    /// How deep the template's own sections nest.
    let sectionDepth: Int

    /// Parses a template; throws the first syntax error with its line and column.
    init(parsing text: String) throws(TemplateSyntaxError) {
        nodes = try TemplateTreeBuilder.build(TemplateScanner.lines(of: text))
        // Both are asked for again and again while partials are checked; the tree never changes.
        var partials: [(name: String, line: Int, column: Int, depth: Int)] = []
        var deepest = 0
        func visit(_ nodes: [TemplateNode], depth: Int) {
            deepest = max(deepest, depth)
            for node in nodes {
                switch node {
                case let .section(_, _, content, _, _): visit(content, depth: depth + 1)
                case let .partial(name, _, line, column): partials.append((name, line, column, depth))
                case .text, .lineStart, .variable: break
                }
            }
        }
        visit(nodes, depth: 0)
        self.partials = partials
        sectionDepth = deepest
    }
}

/// One piece of a parsed template.
indirect enum TemplateNode: Sendable {
    /// Text written as it is.
    case text(String)
    /// The start of a line of the template's text: where a standalone partial's
    /// indentation goes when this template is included as one.
    case lineStart
    /// `{{name}}`: the value's text. The path is the dotted name split at its
    /// dots, and empty for `{{.}}` (the current value).
    case variable(path: [String])
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted; `line` and
    /// `column` are the opening tag's, for reports about rendering.
    case section(path: [String], inverted: Bool, content: [TemplateNode], line: Int, column: Int)
    /// `{{>name}}`: another template rendered in place. When the tag stands
    /// alone on its line, each line of the template is indented by the
    /// whitespace before the tag (`indentation`); otherwise `indentation` is `nil`.
    case partial(name: String, indentation: String?, line: Int, column: Int)
}

/// A template that does not parse: what is wrong, and where (1-based; columns
/// count Unicode scalars, as spec diagnostics do).
struct TemplateSyntaxError: Error, Equatable {
    let message: String
    let line: Int
    let column: Int
}
