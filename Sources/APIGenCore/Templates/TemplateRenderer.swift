/// Renders parsed templates with view models, following the Mustache spec's
/// rules for name lookup, sections and partial indentation.
struct TemplateRenderer: Sendable {
    /// The templates, by name; partials name them too.
    let templates: [String: Template]
    /// Shared by every rendering of these templates; see `RenderBudget`.
    let budget: RenderBudget

    init(templates: [String: Template], budget: RenderBudget = RenderBudget()) {
        self.templates = templates
        self.budget = budget
    }

    /// The named template rendered with `data`. Empty when there is no such
    /// template, or when the budget is spent (`budget.failure` then says where).
    func render(_ name: String, with data: any TemplateData) -> String {
        var rendering = Rendering(templates: templates, budget: budget, template: name, data: data)
        // A budget spent by another rendering stops this one before it starts.
        guard let template = templates[name], rendering.report() else { return "" }
        rendering.render(template.nodes, indentation: "")
        guard rendering.report() else { return "" }
        // Appending doubles the string's storage as it grows, so up to half of it is
        // unused; the emitter holds every rendered file until it writes them, so keep
        // an exact copy instead.
        return String(decoding: rendering.output.utf8, as: UTF8.self)
    }
}

/// One rendering in progress: its output, the values sections opened, and the
/// work not yet reported to the budget.
private struct Rendering {
    /// Work is reported to the shared budget in batches, so that parallel
    /// renderings seldom meet at its lock.
    static let stepsPerReport = 4096
    static let outputPerReport = 1 << 20

    let templates: [String: Template]
    let budget: RenderBudget
    var output = ""
    var stack: [any TemplateData]
    /// The template whose nodes are rendering now: the one asked for, or a partial.
    var template: String
    /// The sections and partials open now, innermost last, for the budget's report.
    var openTags: [(template: String, line: Int, column: Int, sigil: String, path: [String])] = []
    var stepsSinceReport = 0
    var outputReported = 0
    var stopped = false

    init(templates: [String: Template], budget: RenderBudget, template: String, data: any TemplateData) {
        self.templates = templates
        self.budget = budget
        self.template = template
        stack = [data]
    }

    mutating func render(_ nodes: [TemplateNode], indentation: String) {
        for node in nodes {
            stepsSinceReport += 1
            if stepsSinceReport >= Self.stepsPerReport || output.utf8.count - outputReported > Self.outputPerReport {
                guard report() else { return }
            }
            switch node {
            case let .text(text):
                output += text
            case .lineStart:
                output += indentation
            case let .variable(path):
                if let value = Self.resolve(path, in: stack) { output += value.text }
            case let .section(path, inverted, content, line, column):
                let value = Self.resolve(path, in: stack)
                openTags.append((template, line, column, inverted ? "^" : "#", path))
                if inverted {
                    if value?.hidesSection ?? true { render(content, indentation: indentation) }
                } else {
                    value?.forEachSectionValue { item in
                        // Each repetition is a step too: an empty section over a list does nothing many times.
                        stepsSinceReport += 1
                        if stepsSinceReport >= Self.stepsPerReport { _ = report() }
                        guard !stopped else { return }
                        stack.append(item)
                        render(content, indentation: indentation)
                        stack.removeLast()
                    }
                }
                openTags.removeLast()
            case let .partial(name, ownIndentation, line, column):
                guard let partial = templates[name] else { continue }
                openTags.append((template, line, column, ">", [name]))
                let enclosing = template
                template = name
                // A partial that shares its line is not indented, even inside an indented one.
                render(partial.nodes, indentation: ownIndentation.map { indentation + $0 } ?? "")
                template = enclosing
                openTags.removeLast()
            }
            if stopped { return }
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

    /// Hands the work since the last report to the budget; `false`, and the
    /// rendering stops, once the budget is spent.
    mutating func report() -> Bool {
        let written = output.utf8.count - outputReported
        if !budget.spend(output: written, steps: stepsSinceReport, place: { place }) { stopped = true }
        outputReported += written
        stepsSinceReport = 0
        return !stopped
    }

    /// The innermost open tag, as the budget reports it.
    var place: RenderPlace {
        guard let tag = openTags.last else { return RenderPlace(template: template, line: 1, column: 1, tag: nil) }
        let name = tag.path.isEmpty ? "." : tag.path.joined(separator: ".")
        return RenderPlace(template: tag.template, line: tag.line, column: tag.column, tag: "{{\(tag.sigil)\(name)}}")
    }
}
