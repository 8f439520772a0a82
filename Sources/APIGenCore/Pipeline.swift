#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    case `public`, package, `internal`
}

/// The generator's entry points: each runs the stages in order and returns
/// every diagnostic found, sorted by file and position.
public enum APIGen {
    /// Reads and checks a spec folder without generating anything.
    ///
    /// ```swift
    /// let diagnostics = APIGen.lint(folder: "Specs/")
    /// diagnostics.sorted.forEach { print($0) }
    /// ```
    public static func lint(folder: String, limits: YAMLLimits = .default) -> Diagnostics {
        lint(inputs: [folder], limits: limits)
    }

    /// Reads and checks several spec folders or files that together form one API, and the
    /// names of the files they would generate (`apiFileName` as `generate` takes it), so that
    /// a clean lint means `generate` accepts the specs.
    public static func lint(inputs: [String], apiFileName: String? = nil, limits: YAMLLimits = .default) -> Diagnostics {
        var (model, diagnostics) = load(inputs: inputs, limits: limits)
        if let model { diagnostics.append(contentsOf: Emitter.fileNameProblems(model, apiFileName: apiFileName)) }
        return diagnostics
    }

    /// Generates Swift for a spec folder, in memory: the files to write, or `nil` with the errors.
    ///
    /// ```swift
    /// let (files, diagnostics) = APIGen.generate(folder: "Specs/")
    /// let (plan, problems) = OutputPlan.make(files: files ?? [], output: "Generated", specFolders: ["Specs/"])
    /// ```
    /// `inputs` are spec folders or single spec files; `apiFileName` fixes the API file's name
    /// (by default `<Namespace>.swift`), as the build plugin does to know its outputs in advance.
    public static func generate(
        folder: String, templates directory: String? = nil, access: AccessLevel = .public, apiFileName: String? = nil,
        limits: YAMLLimits = .default
    ) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        generate(inputs: [folder], templates: directory, access: access, apiFileName: apiFileName, limits: limits)
    }

    /// Generates Swift for several spec folders or files that together form one API.
    public static func generate(
        inputs: [String], templates directory: String? = nil, access: AccessLevel = .public, apiFileName: String? = nil,
        limits: YAMLLimits = .default
    ) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        let (model, diagnostics) = load(inputs: inputs, limits: limits)
        return emit(model, diagnostics, templates: directory, access: access, apiFileName: apiFileName)
    }

    /// Generates from one spec file held in memory, as `path` (for tools, tests and fuzzing).
    public static func generate(
        specBytes bytes: [UInt8], path: String, access: AccessLevel = .public, limits: YAMLLimits = .default
    ) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        let file = SpecFolder.File(displayPath: path, relativePath: path, bytes: bytes)
        let (model, diagnostics) = resolve([file], diagnostics: Diagnostics(), limits: limits)
        return emit(model, diagnostics, templates: nil, access: access, apiFileName: nil)
    }

    /// The last stage: templates and emitter, when the earlier stages found no error.
    static func emit(
        _ model: APIModel?, _ earlier: Diagnostics, templates directory: String?, access: AccessLevel, apiFileName: String?,
        budget: RenderBudget = RenderBudget()
    ) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        // Built-in templates have nothing to report, so after an error they are not parsed
        // (a user's are, so that one run reports every problem).
        guard directory != nil || !earlier.hasErrors else { return (nil, earlier) }
        var diagnostics = earlier
        let (templates, templateDiagnostics) = TemplateSet.load(directory: directory, budget: budget)
        diagnostics.append(contentsOf: templateDiagnostics)
        if let model { diagnostics.append(contentsOf: Emitter.fileNameProblems(model, apiFileName: apiFileName)) }
        guard !diagnostics.hasErrors, let model, let templates else { return (nil, diagnostics) }
        if directory != nil { diagnostics.append(contentsOf: TemplateSecretsCheck.warnings(model, templates: templates)) }
        let files = LargeStack.run { Emitter(api: model, templates: templates, access: access.rawValue, apiFileName: apiFileName).emit() }
        if let (message, location) = templates.renderingError() {
            diagnostics.error(message, at: location)
            return (nil, diagnostics)
        }
        // The writer tells its own files by their first line; a file template that drops it would
        // make the next run refuse to overwrite what this one wrote.
        if let file = files.first(where: { !$0.contents.hasPrefix(OutputPlan.header) }) {
            diagnostics.error(
                "the file template must start every file with `\(OutputPlan.header)`, which tells apigen the files it may "
                    + "overwrite; `\(file.name)` starts with `\(file.contents.prefix { $0 != "\n" }.prefix(40))`",
                at: SourceLocation(file: templates.path(of: "file"), line: 1, column: 1))
            return (nil, diagnostics)
        }
        return (files, diagnostics)
    }

    /// Reads, parses and resolves a spec folder. The model is `nil` when any error was found.
    static func load(folder: String, limits: YAMLLimits = .default) -> (model: APIModel?, diagnostics: Diagnostics) {
        load(inputs: [folder], limits: limits)
    }

    static func load(inputs: [String], limits: YAMLLimits = .default) -> (model: APIModel?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        var files: [SpecFolder.File] = []
        var seen: [String: String] = [:]
        for input in inputs {
            let (read, folderDiagnostics) = SpecFolder.read(input, limits: limits)
            diagnostics.append(contentsOf: folderDiagnostics)
            for file in read {
                if let other = seen[file.relativePath] {
                    diagnostics.error("`\(file.displayPath)` and `\(other)` would generate the same file; rename one", at: nil)
                    continue
                }
                seen[file.relativePath] = file.displayPath
                files.append(file)
            }
        }
        return resolve(files, diagnostics: diagnostics, limits: limits)
    }

    /// Parses, reads and resolves spec files already in memory.
    static func resolve(
        _ files: [SpecFolder.File], diagnostics earlier: Diagnostics, limits: YAMLLimits
    ) -> (model: APIModel?, diagnostics: Diagnostics) {
        LargeStack.run {
            var diagnostics = earlier
            let (syntax, parseDiagnostics) = read(files, limits: limits)
            diagnostics.append(contentsOf: parseDiagnostics)
            // Handed over, not copied: the resolver frees each file's syntax once it is resolved.
            let (model, resolverDiagnostics) = Resolver.resolve(consume syntax)
            diagnostics.append(contentsOf: resolverDiagnostics)
            return (diagnostics.hasErrors ? nil : model, diagnostics)
        }
    }

    /// Parses and reads every file. Files parse independently, so they parse in parallel;
    /// results keep the files' order.
    private static func read(_ files: [SpecFolder.File], limits: YAMLLimits) -> ([SpecFileSyntax], Diagnostics) {
        let parsed = ParallelSlots<(SpecFileSyntax, Diagnostics)>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let yaml = YAMLParser.parse(file.bytes, file: file.displayPath, limits: limits)
            var fileDiagnostics = yaml.diagnostics
            let (fileSyntax, readerDiagnostics) = SpecReader.read(yaml.root, path: file.displayPath, relativePath: file.relativePath)
            fileDiagnostics.append(contentsOf: readerDiagnostics)
            parsed.set(index, (fileSyntax, fileDiagnostics))
        }
        var diagnostics = Diagnostics()
        var syntax: [SpecFileSyntax] = []
        syntax.reserveCapacity(files.count)
        for (fileSyntax, fileDiagnostics) in parsed.values {
            diagnostics.append(contentsOf: fileDiagnostics)
            syntax.append(fileSyntax)
        }
        return (syntax, diagnostics)
    }
}
