#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Mustache templates the emitter renders: the ones built into apigen, or a
/// user's copies from `--templates DIR` (a template missing there falls back to
/// the built-in one). A partial (`{{>name}}`) names one of these templates, or
/// `name.mustache` in that folder.
struct TemplateSet: Sendable {
    /// Every template the emitter uses.
    static let names = ["file", "struct", "validation", "enum", "union", "events", "alias", "request", "response", "mirror", "api"]

    /// The largest template file read, in bytes: hundreds of times the built-in ones,
    /// and far below what would make parsing slow.
    static let maximumFileSize = 1 << 20

    private let renderer: TemplateRenderer
    /// Where each template came from: `Templates/struct.mustache` for a built-in one,
    /// the user's folder as spelled for a copy.
    private let paths: [String: String]

    /// Loads the templates; a template that does not parse, or names a partial
    /// that cannot be found, is reported at its line and column.
    ///
    /// The built-in templates are parsed on every call (about a millisecond, in a
    /// run that takes ten for the smallest spec) rather than kept in a global: a
    /// parsed template's nodes hold their children through tagged pointers, which
    /// LeakSanitizer does not follow, so a global copy showed up as leaked memory
    /// in every sanitized run of apigen.
    static func load(directory: String? = nil, budget: RenderBudget = RenderBudget()) -> (TemplateSet?, Diagnostics) {
        var loader = Loader(directory: directory)
        loader.checkFolder()
        for name in names { loader.load(name, fallback: BuiltinTemplates.texts[name]) }
        // Partials that are not among the templates come from the folder, and may name more partials.
        var index = 0
        while index < loader.order.count {
            let name = loader.order[index]
            index += 1
            for partial in loader.templates[name]?.partials ?? [] where !loader.tried.contains(partial.name) {
                if Self.isFileName(partial.name), loader.file(partial.name) != nil {
                    loader.load(partial.name, fallback: nil)
                }
            }
        }
        loader.checkPartials()
        loader.warnAboutUnusedFiles()
        let renderer = TemplateRenderer(templates: loader.templates, budget: budget)
        return (loader.diagnostics.hasErrors ? nil : TemplateSet(renderer: renderer, paths: loader.paths), loader.diagnostics)
    }

    /// Letters, digits, `_` and `-`: a partial's name never reaches outside the templates folder.
    private static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    /// Renders a view model with a template; empty once the rendering budget is spent.
    func render(_ view: any TemplateData, _ template: String) -> String {
        renderer.render(template, with: view)
    }

    /// Why rendering stopped, if the templates asked for more than the budget
    /// allows, as an error at the tag that was rendering.
    func renderingError() -> (message: String, location: SourceLocation)? {
        guard let failure = renderer.budget.failure else { return nil }
        let place = failure.place
        return (failure.message, SourceLocation(file: path(of: place.template), line: place.line, column: place.column))
    }

    /// Whether `template`, or a partial it includes, has a tag that starts with `field`
    /// (`{{field}}`, `{{#field}}`, `{{^field}}`, `{{field.name}}`).
    func reads(_ field: String, from template: String) -> Bool {
        var visited: Set<String> = []
        func search(_ name: String) -> Bool {
            guard visited.insert(name).inserted, let template = renderer.templates[name] else { return false }
            return search(template.nodes)
        }
        func search(_ nodes: [TemplateNode]) -> Bool {
            nodes.contains { node in
                switch node {
                case let .variable(path): return path.first == field
                case let .section(path, _, content, _, _): return path.first == field || search(content)
                case let .partial(name, _, _, _): return search(name)
                case .text, .lineStart: return false
                }
            }
        }
        return search(template)
    }

    /// `folder/name.mustache`, with the folder as the user spelled it (as spec paths are in diagnostics).
    static func file(_ name: String, in folder: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/\(name).mustache"
    }

    /// The file a template was read from, for diagnostics about what it renders.
    func path(of template: String) -> String {
        paths[template] ?? "Templates/\(template).mustache"
    }

    /// Reads and parses templates, remembering where each came from.
    private struct Loader {
        let directory: String?
        var templates: [String: Template] = [:]
        var paths: [String: String] = [:]
        /// Names in the order they were loaded: the emitter's templates, then partials.
        var order: [String] = []
        var tried: Set<String> = []
        /// The `.mustache` files in the folder, by template name.
        var filesInFolder: [String] = []
        var diagnostics = Diagnostics()

        /// The folder must be there: a misspelt one would otherwise pass for a folder of no
        /// templates, and the built-in ones would be used without a word.
        mutating func checkFolder() {
            guard let directory else { return }
            var status = stat()
            guard stat(directory, &status) == 0 else {
                diagnostics.error("cannot read the templates folder `\(directory)`: \(String(cString: strerror(errno)))", at: nil)
                return
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                diagnostics.error("`\(directory)` is not a folder; `--templates` takes the folder that holds your `.mustache` files", at: nil)
                return
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            filesInFolder = names.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }.sorted()
            if filesInFolder.isEmpty {
                diagnostics.warning("the templates folder `\(directory)` holds no `.mustache` files; the built-in templates are used", at: nil)
            }
        }

        /// A file that is neither a template nor a partial any template includes is
        /// most likely misnamed (`Struct.mustache`), and its edits would be lost.
        mutating func warnAboutUnusedFiles() {
            guard let directory, !diagnostics.hasErrors else { return }
            // Compared without case: on macOS `Struct.mustache` is the file `struct` is read from.
            let read = Set(paths.values.map { $0.lowercased() })
            for name in filesInFolder where !read.contains(TemplateSet.file(name, in: directory).lowercased()) {
                diagnostics.warning(
                    "`\(name).mustache` is not used: it is not one of apigen's templates (\(TemplateSet.names.sorted().joined(separator: ", "))) "
                        + "and no template includes it as a partial",
                    at: SourceLocation(file: TemplateSet.file(name, in: directory), line: 1, column: 1))
            }
        }

        /// `name`'s file in the folder, when there is a folder and it holds one. A link
        /// that leads nowhere counts, so that it is reported rather than passed over.
        func file(_ name: String) -> String? {
            guard let directory else { return nil }
            let path = TemplateSet.file(name, in: directory)
            var status = stat()
            return lstat(path, &status) == 0 ? path : nil
        }

        /// Loads `name` from the folder, or else from `fallback` (a built-in template's text).
        mutating func load(_ name: String, fallback: String?) {
            tried.insert(name)
            var text = fallback ?? ""
            var path = "Templates/\(name).mustache"
            if let candidate = file(name) {
                path = candidate
                guard let contents = read(candidate) else { return }
                text = contents
                if let builtin = fallback { checkOrigin(of: contents, name: name, builtin: builtin, at: path) }
            }
            paths[name] = path
            order.append(name)
            do {
                templates[name] = try Template(parsing: text)
            } catch {
                diagnostics.error("template does not parse: \(error.message)",
                                  at: SourceLocation(file: path, line: error.line, column: error.column))
            }
        }

        /// A copy made by `apigen templates` from a built-in template that has changed since.
        mutating func checkOrigin(of copy: String, name: String, builtin: String, at path: String) {
            guard let recorded = TemplateOrigin.recordedFingerprint(in: copy, of: name) else { return }
            let current = TemplateOrigin.fingerprint(of: builtin)
            guard recorded != current else { return }
            diagnostics.warning(
                "`\(name).mustache` is a copy of an older built-in template (fingerprint \(recorded); this apigen's is \(current)), "
                    + "so what apigen added to it since is missing from the generated code; compare it with the one "
                    + "`apigen templates NEW_FOLDER` writes, then set the fingerprint on this line to \(current)",
                at: SourceLocation(file: path, line: 1, column: 1))
        }

        /// A template file's text: a regular file, at most `maximumFileSize` bytes, UTF-8;
        /// `nil` after reporting why not.
        mutating func read(_ path: String) -> String? {
            let bytes: [UInt8]
            switch readUserFile(path, what: "the template", plural: "templates", limit: TemplateSet.maximumFileSize) {
            case .success(let read): bytes = read
            case .failure(let error):
                diagnostics.error(error.message, at: error.location)
                return nil
            }
            // A byte order mark is the editor's, not the template's: it would land before `// Generated by apigen`.
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            return String(decoding: bytes.starts(with: bom) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
        }

        /// Every partial must have been found, and no template may include itself,
        /// directly or through others: rendering would never end.
        mutating func checkPartials() {
            for name in order {
                guard let template = templates[name], let path = paths[name] else { continue }
                for partial in template.partials {
                    let location = SourceLocation(file: path, line: partial.line, column: partial.column)
                    if !tried.contains(partial.name) {
                        let place = directory.map { "`\($0)`" } ?? "the built-in templates (pass `--templates DIR` to add partials)"
                        diagnostics.error("`{{>\(partial.name)}}` names no template: there is no `\(partial.name).mustache` in \(place)",
                                          at: location)
                    } else if let chain = inclusionPath(from: partial.name, to: name) {
                        diagnostics.error("`{{>\(partial.name)}}` makes `\(name)` include itself (\(([name] + chain).joined(separator: " -> ")))",
                                          at: location)
                    }
                }
            }
            guard !diagnostics.hasErrors else { return }
            var depths: [String: Int] = [:]
            for name in order {
                guard let path = paths[name], let depth = renderDepth(name, memo: &depths),
                      depth > TemplateTreeBuilder.maximumDepth else { continue }
                diagnostics.error("sections nest \(depth) deep through partials; at most \(TemplateTreeBuilder.maximumDepth) are allowed",
                                  at: SourceLocation(file: path, line: 1, column: 1))
            }
        }

        /// How deep sections nest when `name` renders, through its partials (which include no cycle).
        private func renderDepth(_ name: String, memo: inout [String: Int]) -> Int? {
            if let known = memo[name] { return known }
            guard let template = templates[name] else { return nil }
            var depth = template.sectionDepth
            for partial in template.partials {
                if let inner = renderDepth(partial.name, memo: &memo) { depth = max(depth, partial.depth + inner) }
            }
            memo[name] = depth
            return depth
        }

        /// The templates leading from `start` to `target` through partials, if any do.
        private func inclusionPath(from start: String, to target: String) -> [String]? {
            var visited: Set<String> = []
            func search(_ current: String) -> [String]? {
                if current == target { return [current] }
                guard visited.insert(current).inserted, let template = templates[current] else { return nil }
                for partial in Set(template.partials.map(\.name)).sorted() {
                    if let rest = search(partial) { return [current] + rest }
                }
                return nil
            }
            return search(start)
        }
    }
}
