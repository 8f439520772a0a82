import Dispatch

/// Turns the resolved API into Swift files: one per spec file, plus the API
/// namespace file. Output depends only on the model, so identical specs give
/// byte-identical files.
struct Emitter {
    let context: EmitContext

    init(api: APIModel, templates: TemplateSet, access: String, apiFileName: String? = nil) {
        self.apiFileName = Self.apiFileName(apiFileName, for: api)
        let table = TypeTable(api)
        let names = TypeNames(shadowed: table.simpleNames.union([api.info.namespace]).union(api.info.serverChoices.map(\.typeName)))
        context = EmitContext(templates: templates, table: table, names: names,
                              literals: SwiftLiterals(table: table, names: names), access: access)
        self.api = api
    }

    private let api: APIModel
    private let apiFileName: String

    func emit() -> [GeneratedFile] {
        let models = ModelEmitter(context: context)
        let describesAuth = api.files.contains { $0.endpoints.contains { $0.auth != .none } }
        let requests = RequestEmitter(context: context, models: models, describesAuth: describesAuth)
        let mirrors = MirrorCode(context: context)
        // Spec files render independently, so they render in parallel; each lands at its own index,
        // which keeps the output order (and bytes) the same on every run.
        let rendered = ParallelSlots<GeneratedFile>(count: api.files.count)
        DispatchQueue.concurrentPerform(iterations: api.files.count) { index in
            let file = api.files[index]
            // Each type's `CustomReflectable` extension, if it holds a secret, follows its declaration.
            let declarations = file.models.flatMap { [models.render($0)] + mirrors.extensions(for: $0) }
                + file.endpoints.flatMap { [requests.render($0)] + mirrors.extensions(for: $0) }
            let imports = PublicImports(file, access: context.access, table: context.table).lines(access: context.access)
            let view = FileView(source: Self.sourceText(file.relativePath), imports: imports, declarations: declarations)
            rendered.set(index, GeneratedFile(name: Self.outputName(for: file.relativePath), contents: context.templates.render(view, "file")))
        }
        var files = rendered.values
        let apiView = FileView(source: "the api block of the spec folder",
                               imports: PublicImports.apiFile.lines(access: context.access), declarations: [renderAPI(requests)])
        files.append(GeneratedFile(name: apiFileName, contents: context.templates.render(apiView, "file")))
        return files
    }

    /// The API file's name: as given, or `<Namespace>.swift`.
    static func apiFileName(_ given: String?, for api: APIModel) -> String {
        given ?? "\(api.info.namespace).swift"
    }

    /// Names the generated files cannot take: an API file name that is not a plain `.swift`
    /// file name, `main.swift`, and spec files whose generated files would take one name: with
    /// each other (`x.yaml` and `x.yml`, `a/b.yaml` and `a.b.yaml`) or with the API file,
    /// ignoring case as macOS does.
    static func fileNameProblems(_ api: APIModel, apiFileName given: String?) -> Diagnostics {
        var diagnostics = Diagnostics()
        if let given, let problem = apiFileNameProblem(given) {
            diagnostics.error("`--api-file \(given)`: \(problem)", at: nil)
        }
        let apiFile = apiFileName(given, for: api)
        var taken: [String: (name: String, holder: String?)] = [apiFile.lowercased(): (apiFile, nil)]
        for file in api.files {
            let name = outputName(for: file.relativePath)
            if name == programFileName {
                diagnostics.error(
                    "this spec file would generate `\(programFileName)`, which Swift compiles as a program's top-level code "
                        + "(in an executable target that has `@main` or a `main.swift` of its own, the build fails); rename the spec file",
                    at: SourceLocation(file: file.path, line: 1, column: 1))
                continue
            }
            guard let (otherName, holder) = taken[name.lowercased()] else {
                taken[name.lowercased()] = (name, file.path)
                continue
            }
            let clash = otherName == name ? "the same file, `\(name)`" : "`\(name)` and `\(otherName)`, one file on macOS"
            let message = holder.map { "this spec file and `\($0)` would generate \(clash); rename one" }
                ?? "this spec file and the API file would generate \(clash); rename the spec file, or name the API file with `--api-file`"
            diagnostics.error(message, at: SourceLocation(file: file.path, line: 1, column: 1))
        }
        return diagnostics
    }

    /// The file name swiftc takes for a program's entry point, whatever the module.
    static let programFileName = "main.swift"

    /// Why `name` cannot name the API file, or `nil`: it must be a file of the output folder
    /// (no folder part, so nothing is written elsewhere), visible, a Swift file, and not the
    /// program's entry point.
    static func apiFileNameProblem(_ name: String) -> String? {
        if !OutputPlan.isPlainFileName(name) || name.contains("\\") { return "give a file name, without a folder; the file goes in the output folder" }
        if name.hasPrefix(".") { return "a name starting with `.` makes a hidden file, which builds leave out" }
        if !name.hasSuffix(".swift") { return "the name must end in `.swift`" }
        if name == programFileName { return "`\(programFileName)` is compiled as a program's top-level code; choose another name" }
        return nil
    }

    /// `store/orders.yaml` -> `store.orders.swift`: the relative path joined with dots, so
    /// files from different folders never collide inside one target.
    static func outputName(for relativePath: String) -> String {
        var stem = relativePath
        for suffix in [".yaml", ".yml", ".YAML", ".YML"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem.split(separator: "/").joined(separator: ".") + ".swift"
    }

    /// A path as it may appear in the `//` header line.
    static func sourceText(_ path: String) -> String {
        SwiftText.docInline(path)
    }

    private func renderAPI(_ requests: RequestEmitter) -> String {
        let info = api.info
        var doc = SwiftText.docLines(info.description)
        if doc.isEmpty { doc = [info.name.hasSuffix("API") ? "The \(info.name)." : "The \(info.name) API."] }
        let headers = info.headers.isEmpty
            ? "[:]"
            : "[" + info.headers.map { "\(SwiftText.stringLiteral($0.name)): \(SwiftText.stringLiteral($0.value))" }.joined(separator: ", ") + "]"
        let view = APIView(
            doc: doc.docText, access: context.access, name: info.namespace, names: context.names.view,
            version: info.version.map(SwiftText.stringLiteral), baseURL: info.baseURL.map(SwiftText.stringLiteral),
            servers: ServerViews.servers(info.servers, names: context.names.view),
            serverChoices: ServerViews.choices(info.serverChoices, of: info.servers),
            endpointServers: ServerViews.endpointServers(info, named: Set(api.files.flatMap { $0.endpoints.compactMap(\.server) })),
            headers: headers, auth: requests.authLiteral(info.auth), timeout: info.timeout?.text)
        return EmitContext.trimmed(context.templates.render(view, "api"))
    }
}
