import Foundation
import Mustache

/// The Mustache templates the emitter renders: the ones built into apigen, or a
/// user's copies from `--templates DIR` (a template missing there falls back to
/// the built-in one).
struct TemplateSet {
    /// Every template the emitter uses.
    static let names = ["file", "struct", "validation", "enum", "union", "alias", "request", "response", "api"]

    private let library: MustacheLibrary

    /// The built-in templates, parsed once.
    private static let builtin = parse(directory: nil)

    /// Loads the templates; a template that does not parse is reported at its line and column.
    static func load(directory: String? = nil) -> (TemplateSet?, Diagnostics) {
        directory == nil ? builtin : parse(directory: directory)
    }

    private static func parse(directory: String?) -> (TemplateSet?, Diagnostics) {
        var diagnostics = Diagnostics()
        var library = MustacheLibrary()
        for name in names {
            var text = BuiltinTemplates.texts[name] ?? ""
            var path = "Templates/\(name).mustache"
            if let directory {
                let candidate = URL(fileURLWithPath: directory).appendingPathComponent("\(name).mustache").path
                if FileManager.default.fileExists(atPath: candidate) {
                    guard let data = FileManager.default.contents(atPath: candidate),
                          let contents = String(data: data, encoding: .utf8) else {
                        diagnostics.error("cannot read template `\(candidate)` as UTF-8 text", at: nil)
                        continue
                    }
                    text = contents
                    path = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/\(name).mustache"
                }
            }
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error("template does not parse: \(Self.explain(error.error))",
                                  at: SourceLocation(file: path, line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                diagnostics.error("template does not parse: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
        return (diagnostics.hasErrors ? nil : TemplateSet(library: library), diagnostics)
    }

    /// swift-mustache's parser errors, in words.
    static func explain(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return String(describing: error) }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a name that does not match its `{{#name}}`"
        case .unfinishedName: return "a tag is not finished (a missing `}}`?)"
        case .expectedSectionEnd: return "a section is never closed (a missing `{{/name}}`)"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: return "a `{{% ... }}` pragma is malformed or unknown"
        default: return String(describing: error)
        }
    }

    /// Renders a view model with a template.
    func render(_ view: Any, _ template: String) -> String {
        library.render(view, withTemplate: template) ?? ""
    }
}
