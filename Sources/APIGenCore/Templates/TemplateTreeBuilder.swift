/// Nests a template's tokens into sections, checking that each section is closed by its own name.
enum TemplateTreeBuilder {
    /// How deep sections may nest, counting those of partials too: rendering
    /// recurses once per level, on threads with ordinary stacks.
    static let maximumDepth = 100

    static func build(_ tokens: [TemplateToken]) throws(TemplateSyntaxError) -> [TemplateNode] {
        // The sections still open, outermost first, each with the content read so far.
        var open: [(tag: TemplateTag, content: [TemplateNode])] = []
        var nodes: [TemplateNode] = []
        for token in tokens {
            switch token {
            case let .text(text): nodes.append(.text(text))
            case .lineStart: nodes.append(.lineStart)
            case let .tag(tag):
                switch tag.kind {
                case .variable: nodes.append(.variable(path: path(tag.name)))
                case .partial: nodes.append(.partial(name: tag.name, indentation: tag.indentation, line: tag.line, column: tag.column))
                case .comment, .delimiters: break
                case .section, .inverted:
                    guard open.count < maximumDepth else {
                        throw TemplateSyntaxError(message: "sections nest more than \(maximumDepth) deep", line: tag.line, column: tag.column)
                    }
                    open.append((tag, nodes))
                    nodes = []
                case .close:
                    guard let (opening, outer) = open.popLast() else {
                        throw TemplateSyntaxError(message: "`{{/\(tag.name)}}` closes no section", line: tag.line, column: tag.column)
                    }
                    guard opening.name == tag.name else {
                        throw TemplateSyntaxError(
                            message: "`{{/\(tag.name)}}` does not match the open section `{{\(sigil(opening))\(opening.name)}}` "
                                + "(line \(opening.line)); close that one first, with `{{/\(opening.name)}}`",
                            line: tag.line, column: tag.column)
                    }
                    let section = TemplateNode.section(
                        path: path(opening.name), inverted: opening.kind == .inverted, content: nodes,
                        line: opening.line, column: opening.column)
                    nodes = outer
                    nodes.append(section)
                }
            }
        }
        if let (unclosed, _) = open.last {
            throw TemplateSyntaxError(
                message: "`{{\(sigil(unclosed))\(unclosed.name)}}` is never closed (a missing `{{/\(unclosed.name)}}`)",
                line: unclosed.line, column: unclosed.column)
        }
        return nodes
    }

    private static func sigil(_ tag: TemplateTag) -> String {
        tag.kind == .inverted ? "^" : "#"
    }

    /// `a.b` -> ["a", "b"]; `.` -> [].
    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".").map(String.init)
    }
}
