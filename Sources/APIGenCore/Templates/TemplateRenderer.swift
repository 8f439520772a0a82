/// Renders parsed templates with view models, following the Mustache spec's
/// rules for name lookup, sections and partial indentation.
struct TemplateRenderer: Sendable {
    /// The templates, by name; partials name them too.
    let templates: [String: Template]

    /// The named template rendered with `data`; empty when there is no such template.
    func render(_ name: String, with data: any TemplateData) -> String {
        var output = ""
        var stack: [any TemplateData] = [data]
        if let template = templates[name] {
            render(template.nodes, indentation: "", stack: &stack, into: &output)
        }
        // Appending doubles the string's storage as it grows, so up to half of it is
        // unused; the emitter holds every rendered file until it writes them, so keep
        // an exact copy instead.
        return String(decoding: output.utf8, as: UTF8.self)
    }

    private func render(
        _ nodes: [TemplateNode], indentation: String, stack: inout [any TemplateData], into output: inout String
    ) {
        for node in nodes {
            switch node {
            case let .text(text):
                output += text
            case .lineStart:
                output += indentation
            case let .variable(path):
                if let value = Self.resolve(path, in: stack) { output += value.text }
            case let .section(path, inverted, content):
                let value = Self.resolve(path, in: stack)
                if inverted {
                    if value?.hidesSection ?? true { render(content, indentation: indentation, stack: &stack, into: &output) }
                } else {
                    value?.forEachSectionValue { item in
                        stack.append(item)
                        render(content, indentation: indentation, stack: &stack, into: &output)
                        stack.removeLast()
                    }
                }
            case let .partial(name, ownIndentation, _, _):
                guard let template = templates[name] else { continue }
                // A partial that shares its line is not indented, even inside an indented one.
                let partialIndentation = ownIndentation.map { indentation + $0 } ?? ""
                render(template.nodes, indentation: partialIndentation, stack: &stack, into: &output)
            }
        }
    }

    /// `.` is the innermost value; `a.b` is `a` from the innermost value that has
    /// a field `a`, then its field `b`.
    private static func resolve(_ path: [String], in stack: [any TemplateData]) -> (any TemplateData)? {
        guard let first = path.first else { return stack.last }
        var value = stack.reversed().lazy.compactMap { $0.field(named: first) }.first
        for name in path.dropFirst() {
            value = value?.field(named: name)
        }
        return value
    }
}
