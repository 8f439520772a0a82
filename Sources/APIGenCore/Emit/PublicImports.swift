/// Which modules a generated file's declarations name in their signatures, so that the file
/// imports those with the declarations' access level (`public import Foundation`).
///
/// Where imports are internal by default (the `InternalImportsByDefault` upcoming feature, and
/// later language modes), a public declaration cannot use a type from a plain `import`. An
/// access-level import that no declaration needs is a warning in every mode, so a module is
/// imported so only when the file's declarations name one of its types.
struct PublicImports: Sendable {
    var foundation = false
    var runtime = false

    /// The API namespace file names `URL`, `APIClient` and `HTTPHeaders` in `client(...)`.
    static let apiFile = PublicImports(foundation: true, runtime: true)

    /// The import lines of a file at `access`: plain imports when generated code is internal.
    ///
    /// A `package import` is written only where imports are internal by default: elsewhere a
    /// plain `import` of the same module in any file of the target (the user's own, too) is
    /// implicitly public, and swiftc refuses the pair ("ambiguous implicit access level"). A
    /// `public import` agrees with a plain one, so it needs no such guard.
    func lines(access: String) -> [String] {
        let plain = ["import Foundation", "import APIRuntime"]
        guard (access == "public" || access == "package") && (foundation || runtime) else { return plain }
        let modified = [(foundation ? access + " " : "") + plain[0], (runtime ? access + " " : "") + plain[1]]
        guard access == "package" else { return modified }
        return ["#if hasFeature(InternalImportsByDefault)"] + modified + ["#else"] + plain + ["#endif"]
    }
}

extension PublicImports {
    /// What a spec file's models and requests name in their signatures at `access`; `table`
    /// finds what a type alias (perhaps in another file) stands for.
    init(_ file: SpecFileModel, access: String, table: TypeTable) {
        var walk = SignatureWalk(table: table, checksThrough: access == "public")
        file.models.forEach { walk.add($0) }
        file.endpoints.forEach { walk.add($0) }
        self = walk.imports
    }
}

/// Walks the types a file's declarations name in their signatures.
private struct SignatureWalk {
    let table: TypeTable
    /// swiftc checks a `public` declaration through its conformances and the type aliases it
    /// names: those count as uses of their modules. For a `package` one they do not, and a
    /// `package import` that only they need is reported as unused.
    let checksThrough: Bool
    var imports = PublicImports()
    /// The aliases already followed, so that each is read once.
    private var followed: Set<String> = []

    init(table: TypeTable, checksThrough: Bool) {
        self.table = table
        self.checksThrough = checksThrough
    }

    mutating func add(_ endpoint: Endpoint) {
        // `RequestBuilder` in `encode(into:)`, `HTTPMethod` in `method`.
        imports.runtime = true
        if endpoint.timeout != nil { imports.foundation = true }  // `TimeInterval`
        endpoint.parameters.forEach { add($0.field.type) }
        if let body = endpoint.body { add(body.field.type) }
        add(endpoint.response.content)
        endpoint.response.headers.forEach { add($0.field.type) }
        for error in endpoint.errors {
            add(error.content)
            error.headers.forEach { add($0.field.type) }
        }
        endpoint.nested.forEach { add($0) }
    }

    mutating func add(_ model: Model) {
        switch model.kind {
        case .object:
            imports.runtime = true  // `ValidationReport` in `validate(into:at:)`
        case .enumeration:
            // Only its conformances name the runtime: `Validatable`, `HTTPTextValue`.
            if checksThrough { imports.runtime = true }
        case .union(let union):
            imports.runtime = true  // `ValidationReport` in `validate(into:at:)`
            if union.otherEventsCase != nil { imports.foundation = true }  // `JSONEncoder` in `eventData(encoder:)`
        case .alias:
            break
        }
        model.kind.memberTypes.forEach { add($0) }
        model.nested.forEach { add($0) }
    }

    private mutating func add(_ content: ResponseContent) {
        switch content {
        case .none, .text: break
        case .json(let field, _), .stream(let field, _, _, _): add(field.type)
        case .binary: imports.foundation = true  // `Data`
        }
    }

    private mutating func add(_ type: TypeRef) {
        switch type {
        case .primitive(let primitive):
            switch primitive {
            case .dateTime, .uuid, .url, .data, .decimal: imports.foundation = true
            case .date, .any, .file: imports.runtime = true
            case .string, .int, .int32, .int64, .double, .float, .bool: break
            }
        case .named(let name):
            // A public signature that names a type alias names what it aliases, wherever it is declared.
            guard checksThrough, case .alias(let field)? = table.model(name)?.kind, followed.insert(name).inserted else {
                return
            }
            add(field.type)
        case .array(let element), .map(let element), .optional(let element):
            add(element)
        }
    }
}
