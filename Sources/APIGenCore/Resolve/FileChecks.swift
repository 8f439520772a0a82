/// Where `file` may stand. A file (`FileUpload`: bytes, a filename, a content type) goes to
/// a server only as a part of a multipart body, so it is a property of an object model
/// (`file`, `file?`, `file[]`), and a model with such properties is sent only as a
/// `multipart` body. Anywhere else it would have to travel as JSON or text, which have no
/// place for its name.
extension Resolver {
    /// What a type has to do with files.
    private enum FileUse {
        /// `file` itself; `asProperty` when in a shape a property may have.
        case file(asProperty: Bool)
        /// A model with file properties.
        case holder(String)
    }

    mutating func checkFileUses(_ files: [SpecFileModel]) {
        let models = files.allModels
        var holders: Set<String> = []
        for model in models {
            guard case .object(let object) = model.kind,
                  object.properties.contains(where: { Self.fileUse($0.field.type, holders: []) != nil }) else { continue }
            holders.insert(model.qualifiedName)
        }
        for model in models { checkFileUses(in: model, holders: holders) }
        for file in files {
            for endpoint in file.endpoints { checkFileUses(in: endpoint, holders: holders) }
        }
    }

    private mutating func checkFileUses(in model: Model, holders: Set<String>) {
        let name = model.qualifiedName
        switch model.kind {
        case .object(let object):
            for property in object.properties {
                switch Self.fileUse(property.field.type, holders: holders) {
                case nil, .file(asProperty: true)?:
                    break
                case .file(asProperty: false)?:
                    diagnostics.error("property `\(property.jsonKey)` is `\(describe(property.field.type))`; "
                                      + "a file property is `file`, `file?` or `file[]`", at: property.location)
                case .holder(let holder)?:
                    reportFileUse(.holder(holder), what: "property `\(property.jsonKey)`", at: property.location)
                }
            }
            if case .collected(let field) = object.additionalProperties,
               let use = Self.fileUse(field.type, holders: holders) {
                reportFileUse(use, what: "the additional properties of `\(name)`", at: model.location)
            }
        case .union(let union):
            for variant in union.variants {
                guard let use = Self.fileUse(variant.type, holders: holders) else { continue }
                reportFileUse(use, what: "a variant of `\(name)`", at: model.location)
            }
        case .alias(let field):
            if let use = Self.fileUse(field.type, holders: holders) {
                reportFileUse(use, what: "model `\(model.specName)`", at: model.location)
            }
        case .enumeration:
            break
        }
    }

    private mutating func checkFileUses(in endpoint: Endpoint, holders: Set<String>) {
        let name = endpoint.specName
        // Parameters sent as text are checked as such already: neither a file nor an object with
        // one is text. A parameter sent as JSON is not.
        for parameter in endpoint.parameters where parameter.jsonEncoded {
            guard let use = Self.fileUse(parameter.field.type, holders: holders) else { continue }
            reportFileUse(use, what: "parameter `\(parameter.key)`", at: parameter.location)
        }
        // A form body's fields are checked as text already; a multipart body is where files go,
        // and a raw body may be one file (its bytes, from memory or the disk).
        if let body = endpoint.body, body.encoding == .json || (body.encoding == .raw && !Self.isOneFile(body.field.type)),
           let use = Self.fileUse(body.field.type, holders: holders) {
            let remedy = if case .holder = use { "; write `encoding: multipart`" } else { "" }
            reportFileUse(use, what: "the body of `\(name)`", at: body.location, remedy: remedy)
        }
        if let field = endpoint.response.content.jsonField, let use = Self.fileUse(field.type, holders: holders) {
            reportFileUse(use, what: "the response of `\(name)`", at: endpoint.response.location,
                          remedy: "; a file to download is `data`")
        }
        for error in endpoint.errors {
            guard case .json(let field, _) = error.content, let use = Self.fileUse(field.type, holders: holders) else { continue }
            reportFileUse(use, what: "error `\(error.status)`", at: error.location)
        }
    }

    private mutating func reportFileUse(_ use: FileUse, what: String, at location: SourceLocation, remedy: String = "") {
        switch use {
        case .file:
            diagnostics.error("\(what) cannot hold a `file`: a file is a property of a model sent as a `multipart` body, or a raw body\(remedy)",
                              at: location)
        case .holder(let holder):
            diagnostics.error("\(what) holds `\(holder)`, whose `file` properties are sent only as parts of a `multipart` body\(remedy)",
                              at: location)
        }
    }

    /// Whether `type` is one `file`, optional or not.
    private static func isOneFile(_ type: TypeRef) -> Bool {
        if case .primitive(.file) = type.nonOptional { return true }
        return false
    }

    /// How `type` involves files: `file` (in a shape a property may have, or not), or a
    /// model with file properties. Named scalars are not followed: one standing for `file`
    /// is reported where it is defined.
    private static func fileUse(_ type: TypeRef, holders: Set<String>) -> FileUse? {
        switch type.nonOptional {
        case .primitive(.file), .array(.primitive(.file)): return .file(asProperty: true)
        default: break
        }
        var pending = [type]
        while let current = pending.popLast() {
            switch current {
            case .primitive(let primitive): if primitive == .file { return .file(asProperty: false) }
            case .named(let name): if holders.contains(name) { return .holder(name) }
            case .array(let inner), .map(let inner), .optional(let inner): pending.append(inner)
            }
        }
        return nil
    }
}
