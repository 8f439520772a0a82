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
        load(folder: folder, limits: limits).diagnostics
    }

    /// Generates Swift for a spec folder, in memory: the files to write, or `nil` with the errors.
    ///
    /// ```swift
    /// let (files, diagnostics) = APIGen.generate(folder: "Specs/")
    /// let (plan, problems) = OutputPlan.make(files: files ?? [], output: "Generated", specFolder: "Specs/")
    /// ```
    public static func generate(
        folder: String, templates directory: String? = nil, access: AccessLevel = .public, limits: YAMLLimits = .default
    ) -> (files: [GeneratedFile]?, diagnostics: Diagnostics) {
        var (model, diagnostics) = load(folder: folder, limits: limits)
        let (templates, templateDiagnostics) = TemplateSet.load(directory: directory)
        diagnostics.append(contentsOf: templateDiagnostics)
        guard let model, let templates else { return (nil, diagnostics) }
        return (Emitter(api: model, templates: templates, access: access.rawValue).emit(), diagnostics)
    }

    /// Reads, parses and resolves a spec folder. The model is `nil` when any error was found.
    static func load(folder: String, limits: YAMLLimits = .default) -> (model: APIModel?, diagnostics: Diagnostics) {
        let (files, folderDiagnostics) = SpecFolder.read(folder, limits: limits)
        var diagnostics = folderDiagnostics
        var syntax: [SpecFileSyntax] = []
        for file in files {
            let parsed = YAMLParser.parse(file.bytes, file: file.displayPath, limits: limits)
            diagnostics.append(contentsOf: parsed.diagnostics)
            let (fileSyntax, readerDiagnostics) = SpecReader.read(parsed.root, path: file.displayPath, relativePath: file.relativePath)
            diagnostics.append(contentsOf: readerDiagnostics)
            syntax.append(fileSyntax)
        }
        let (model, resolverDiagnostics) = Resolver.resolve(syntax)
        diagnostics.append(contentsOf: resolverDiagnostics)
        return (diagnostics.hasErrors ? nil : model, diagnostics)
    }
}
