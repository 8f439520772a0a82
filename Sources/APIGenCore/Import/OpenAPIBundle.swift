/// Brings the files an OpenAPI document refers to (`$ref: ./schemas/pet.yaml`,
/// `$ref: 'common.yaml#/components/schemas/Error'`) into the document, so the import reads one
/// tree, as `redocly bundle` would have made it:
///
/// - a schema from another file becomes a schema component of its own, under the name the
///   reference ends with (`Error`; the file's name for a whole file, `pet`), or under the name
///   of a component of the document that is nothing but that reference; another schema of that
///   name gets a number (`Error2`), with a warning;
/// - anything else (a parameter, a response, a request body, a path item) is written where it
///   is referred to;
/// - within another file, `#/...` refers to that file;
/// - in the document too, a schema that stands within another and is referred to
///   (`#/components/schemas/Pet/properties/owner`) becomes a schema component, named from its
///   pointer (`owner`), and where it stands a reference to that component takes its place, so one
///   JSON shape gives one model.
///
/// Every node keeps the file and place it was written at, so problems found later are reported
/// there. References are files only, read relative to the file that writes them; a URL is an error,
/// unless it has the origin of the file's `$self` (`SelfBase`).
struct OpenAPIBundle {
    /// Reads another file, given its path.
    typealias Reader = (String) -> Result<[UInt8], UserFileError>

    /// The most files one import reads, the document included.
    static let maxFiles = 1_000

    private let rootPath: String
    private let rootNode: YAMLNode
    private let read: Reader?
    private(set) var diagnostics = Diagnostics()
    /// Errors reported so far: a node inlined while one was found is left as its reference.
    private var failures = 0
    /// Each file read, by path; `nil` for one that could not be read (reported once).
    private var files: [String: YAMLNode?] = [:]
    private var bytesRead = 0
    /// The schema component each schema of another file became, by `path#pointer`.
    private var schemaNames: [String: String] = [:]
    private var takenNames: Set<String> = []
    /// Schemas of other files, to append to `components/schemas` in the order they were met.
    private var addedSchemas: [YAMLMappingEntry] = []
    /// The document's own components that are nothing but a reference to another file's schema:
    /// their name goes to that schema, and their node is replaced by it.
    private var adoptedComponents: [String: YAMLNode] = [:]
    /// Inlined nodes being rewritten, by `path#pointer`: meeting one again is a cycle.
    private var inlining: Set<String> = []
    /// Each inlined node as rewritten, by `path#pointer` (`nil` for one left as its reference),
    /// and how many nodes it stands for with its own inlined nodes written out. Rewritten once,
    /// however often it is referred to.
    private var inlined: [String: (node: YAMLNode?, size: Int)] = [:]
    /// Nodes of the bundled document, each inlined node counted wherever it is written: what a
    /// walk over the result visits. Like YAML aliases, references may not multiply a document
    /// (files that each refer to the next twice, 64 levels deep), so this is bounded.
    private var expandedNodes = 0
    private var tooLarge = false
    /// Each schema that became a component, by the place it stands at (`file:line:column`, which
    /// no other node shares): met there by the walk, it is replaced by a reference to the component.
    private var componentPlaces: [SourceLocation: (file: String, pointer: String)] = [:]
    /// Where the document keeps its schemas: `components/schemas`, or a Swagger 2.0 document's
    /// `definitions`.
    private var schemaHome = ["components", "schemas"]

    private enum Context {
        case schema, schemaMap, other
    }

    /// `root` with every reference to another file made local; `root` itself when it has none.
    /// With `swagger`, `root` is a Swagger 2.0 document, and so are the files it refers to: what
    /// they hold is written into it as 2.0 (a `body` parameter, a response's `schema`), and their
    /// schemas become `definitions`, so that the document is read as 3.0 after, as one.
    static func bundle(_ root: YAMLNode, path: String, read: Reader?, bytes: Int, swagger: Bool = false) -> (root: YAMLNode, diagnostics: Diagnostics) {
        let home = swagger ? ["definitions"] : ["components", "schemas"]
        var bundle = OpenAPIBundle(rootPath: normalized(path), root: root, read: read, bytes: bytes)
        bundle.schemaHome = home
        var result = LargeStack.run { bundle.bundled(root) }
        // The walk may pass a schema's place before a reference makes it a component; a second
        // walk, knowing every such place from the start, writes the reference there too.
        if !bundle.componentPlaces.isEmpty {
            var again = OpenAPIBundle(rootPath: bundle.rootPath, root: root, read: read, bytes: bytes)
            again.schemaHome = home
            again.componentPlaces = bundle.componentPlaces
            result = LargeStack.run { again.bundled(root) }
            bundle = again
        }
        return (result, bundle.diagnostics)
    }

    private init(rootPath: String, root: YAMLNode, read: Reader?, bytes: Int) {
        self.rootPath = rootPath
        rootNode = root
        self.read = read
        files[rootPath] = root
        bytesRead = bytes
    }

    private mutating func bundled(_ root: YAMLNode) -> YAMLNode {
        let schemas = schemaHome.reduce(Optional(root)) { node, key in node?.mapping?.first { $0.key == key }?.value }?.mapping ?? []
        takenNames = Set(schemas.map(\.key))
        adoptReexports(schemas)
        var result = rewritten(root, in: rootPath, .other) ?? root
        if !addedSchemas.isEmpty { result.appendSchemas(addedSchemas, at: schemaHome[...]) }
        return result
    }

    /// `Pet: { $ref: './pet.yaml' }` among the document's schemas: `Pet` is the name of what
    /// `pet.yaml` holds, not of a second name for it.
    private mutating func adoptReexports(_ schemas: [YAMLMappingEntry]) {
        for entry in schemas {
            guard let entries = entry.value.mapping, entries.count == 1, entries[0].key == "$ref",
                  let target = entries[0].value.scalar?.text, let (file, pointer) = external(target, from: rootPath),
                  file != rootPath, schemaNames[file + "#" + pointer] == nil else { continue }
            schemaNames[file + "#" + pointer] = entry.key
            adoptedComponents[entry.key] = entry.value
        }
    }

    // MARK: The walk

    /// `node` with its references to other files rewritten; `nil` when nothing in it changed.
    /// `isComponent`: `node` is being written as the component it became, not met where it stands.
    private mutating func rewritten(_ node: YAMLNode, in file: String, _ context: Context, isComponent: Bool = false) -> YAMLNode? {
        expandedNodes += 1
        if context == .schema, !isComponent, !componentPlaces.isEmpty, let place = componentPlaces[node.location] {
            let reference = componentReference(place.file, place.pointer, node, at: node.location)
            let entry = YAMLMappingEntry(key: "$ref", keyLocation: node.location,
                                         value: YAMLNode(.scalar(YAMLScalar(reference, style: .doubleQuoted)), at: node.location))
            return YAMLNode(.mapping([entry]), at: node.location)
        }
        if let sequence = node.sequence {
            let itemContext: Context = context == .schemaMap ? .schema : context
            var items = sequence
            var changed = false
            for index in items.indices {
                guard let item = rewritten(items[index], in: file, itemContext) else { continue }
                items[index] = item
                changed = true
            }
            return changed ? YAMLNode(.sequence(items), at: node.location) : nil
        }
        guard var entries = node.mapping else { return nil }
        if context != .schemaMap, let reference = entries.first(where: { $0.key == "$ref" }) {
            return referenceRewritten(node, reference, in: file, schema: context == .schema)
        }
        var changed = false
        for index in entries.indices {
            guard let entryContext = self.context(of: entries[index].key, in: context) else { continue }
            let value: YAMLNode?
            // The component itself, not a property of the same name: nodes differ by place.
            if file == rootPath, context == .schemaMap, let adopted = adoptedComponents[entries[index].key],
               adopted.location == entries[index].value.location {
                value = adoptedContent(adopted)
            } else if entries[index].key == "discriminator", context == .schema {
                value = discriminatorRewritten(entries[index].value, in: file)
            } else {
                value = rewritten(entries[index].value, in: file, entryContext)
            }
            guard let value else { continue }
            entries[index].value = value
            changed = true
        }
        return changed ? YAMLNode(.mapping(entries), at: node.location) : nil
    }

    /// What the value under `key` is, in a node of `context`; `nil` for a value that holds no
    /// references to follow (an example, a default, an extension).
    private func context(of key: String, in context: Context) -> Context? {
        switch context {
        case .schemaMap:
            return .schema
        case .schema:
            switch key {
            case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas": return .schemaMap
            case "items", "additionalProperties", "not", "allOf", "oneOf", "anyOf", "prefixItems", "contains",
                 "propertyNames", "if", "then", "else", "unevaluatedProperties", "unevaluatedItems", "additionalItems":
                return .schema
            case "discriminator": return .other
            default: return nil
            }
        case .other:
            if key == "example" || key == "examples" || key.hasPrefix("x-") { return nil }
            if key == "schema" || key == "itemSchema" { return .schema }
            // A Swagger 2.0 document's schemas are its `definitions`.
            if key == "schemas" || key == "definitions" && schemaHome == ["definitions"] { return .schemaMap }
            return .other
        }
    }

    /// A node that is a `$ref`: kept when it is local to the document (but for one to a schema
    /// within another, which makes that schema a component), made local otherwise.
    private mutating func referenceRewritten(
        _ node: YAMLNode, _ reference: YAMLMappingEntry, in file: String, schema: Bool
    ) -> YAMLNode? {
        guard let target = reference.value.scalar?.text else { return nil }  // reported by the import
        if let definition = swaggerShorthand(target, in: file) {
            let local = node.replacingReference(with: definition)
            guard let entry = local.mapping?.first(where: { $0.key == "$ref" }) else { return local }
            return referenceRewritten(local, entry, in: file, schema: schema) ?? local
        }
        guard let (targetFile, written) = located(target, from: file, at: reference.value.location) else { return nil }
        if targetFile == rootPath {
            let pointer = schema ? schemaPointer(written, in: rootNode, target, at: reference.value.location) : written
            // A schema within another (`#/components/schemas/Pet/properties/owner`, a response's
            // schema under `paths`) has no name: it becomes a model of its own, as another file's does.
            if schema, pointer.hasPrefix("/"), !namesSchemaComponent(pointer), let pointee = Self.node(at: pointer, in: rootNode) {
                // One that is itself a reference to a component is that component, under its own name.
                if let onward = pointee.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text, onward.hasPrefix("#"),
                   namesSchemaComponent(String(onward.dropFirst())) {
                    return node.replacingReference(with: onward)
                }
                return node.replacingReference(with: componentReference(rootPath, pointer, pointee, at: reference.value.location))
            }
            // Into the document itself: a local reference, which the import follows.
            return target.hasPrefix("#") ? nil : node.replacingReference(with: "#" + pointer)
        }
        guard let targetRoot = self.file(targetFile, for: target, at: reference.value.location) else { return nil }
        let pointer = schema ? schemaPointer(written, in: targetRoot, target, at: reference.value.location) : written
        guard let pointee = Self.node(at: pointer, in: targetRoot) else {
            fail("reference `\(target)` points at nothing in `\(targetFile)`", at: reference.value.location)
            return nil
        }
        if schema {
            return node.replacingReference(with: componentReference(targetFile, pointer, pointee, at: reference.value.location))
        }
        let key = targetFile + "#" + pointer
        if let known = inlined[key] {
            // A failure was reported the first time; what holds it is left as written too.
            guard let node = known.node else {
                failures += 1
                return nil
            }
            expandedNodes += known.size
            return checkedSize(at: reference.value.location) ? node : nil
        }
        guard inlining.insert(key).inserted else {
            fail("reference `\(target)` leads back to itself", at: reference.value.location)
            return nil
        }
        defer { inlining.remove(key) }
        let failuresBefore = failures, nodesBefore = expandedNodes
        let content = rewritten(pointee, in: targetFile, .other) ?? pointee
        // Left as written, a reference to another file is passed over by the import; the
        // pointee, with a reference in it that could not be followed, would be read wrongly.
        let result = failures == failuresBefore && checkedSize(at: reference.value.location) ? content : nil
        inlined[key] = (result, expandedNodes - nodesBefore)
        return result
    }

    /// Where the schema a schema reference leads to is: `pointer`, or, for a header or parameter
    /// component (`$ref: '#/components/headers/X-CSRF-Token'`, as Flask-Security's document
    /// writes), that component's `schema`, the schema its value has, with a warning.
    private mutating func schemaPointer(_ pointer: String, in root: YAMLNode, _ reference: String, at location: SourceLocation) -> String {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard tokens.count == 4, tokens[0].isEmpty, tokens[1] == "components",
              let kind = ["headers": "a header", "parameters": "a parameter"][String(tokens[2])],
              Self.node(at: pointer + "/schema", in: root) != nil
        else { return pointer }
        diagnostics.warning("`\(reference)` is \(kind), not a schema: its `schema` is used", at: location)
        return pointer + "/schema"
    }

    /// `#/definitions/Pet` for a Swagger 2.0 reference that is a definition's name alone
    /// (`$ref: Pet`, as documents converted from Swagger 1.2 write, and 2.0 tools read), where
    /// `file` has that definition; `nil` for any other reference, a file's name among them.
    private func swaggerShorthand(_ reference: String, in file: String) -> String? {
        guard schemaHome == ["definitions"], !reference.isEmpty, !reference.contains(where: { "#/.:".contains($0) }),
              let root = files[file] ?? nil, Self.node(at: "/definitions/" + Self.escapedPointerToken(reference), in: root) != nil
        else { return nil }
        return "#/definitions/" + Self.escapedPointerToken(reference)
    }

    /// Whether the bundled document is still within the limit; reports once when it is not.
    private mutating func checkedSize(at location: SourceLocation) -> Bool {
        guard expandedNodes > OpenAPIImport.yamlLimits.maxExpandedNodes else { return true }
        if !tooLarge {
            tooLarge = true
            fail("with this reference written out, the document passes \(OpenAPIImport.yamlLimits.maxExpandedNodes) nodes; "
                 + "references to other files may not multiply a document", at: location)
        } else {
            failures += 1
        }
        return false
    }

    /// The local reference to the component a schema becomes (`#/components/schemas/owner`).
    private mutating func componentReference(_ file: String, _ pointer: String, _ schema: YAMLNode, at location: SourceLocation) -> String {
        "#/" + schemaHome.joined(separator: "/") + "/" + Self.escapedPointerToken(schemaName(file, pointer, schema, at: location))
    }

    /// The schema component that a schema of another file, or one within another, becomes: named
    /// and added the first time.
    private mutating func schemaName(_ file: String, _ pointer: String, _ schema: YAMLNode, at location: SourceLocation) -> String {
        let key = file + "#" + pointer
        if let known = schemaNames[key] { return known }
        let wanted = Self.name(fromPointer: pointer) ?? Self.stem(of: file)
        var name = wanted
        var suffix = 2
        while takenNames.contains(name) {
            name = wanted + String(suffix)
            suffix += 1
        }
        if name != wanted {
            diagnostics.warning("the schema at `\(Self.fileName(file))#\(pointer)` is imported as `\(name)`: another schema is named `\(wanted)`",
                                at: location)
        }
        takenNames.insert(name)
        schemaNames[key] = name
        componentPlaces[schema.location] = (file, pointer)
        // Its place first, so schemas come in the order they are met, before those they name.
        let place = addedSchemas.count
        addedSchemas.append(YAMLMappingEntry(key: name, keyLocation: schema.location, value: schema))
        if let content = rewritten(schema, in: file, .schema, isComponent: true) { addedSchemas[place].value = content }
        return name
    }

    /// The content of the other file's schema that a component of the document only referred to.
    private mutating func adoptedContent(_ component: YAMLNode) -> YAMLNode? {
        guard let reference = component.mapping?.first, let target = reference.value.scalar?.text,
              let (file, pointer) = located(target, from: rootPath, at: reference.value.location),
              let targetRoot = self.file(file, for: target, at: reference.value.location) else { return nil }
        guard let pointee = Self.node(at: pointer, in: targetRoot) else {
            fail("reference `\(target)` points at nothing in `\(file)`", at: reference.value.location)
            return nil
        }
        componentPlaces[pointee.location] = (file, pointer)
        return rewritten(pointee, in: file, .schema, isComponent: true) ?? pointee
    }

    /// A discriminator's `mapping` may name schemas of other files (`cat: './cat.yaml#/Cat'`):
    /// they become components, named there by local reference.
    private mutating func discriminatorRewritten(_ discriminator: YAMLNode, in file: String) -> YAMLNode? {
        guard var entries = discriminator.mapping, let index = entries.firstIndex(where: { $0.key == "mapping" }),
              var mapping = entries[index].value.mapping else { return nil }
        var changed = false
        for item in mapping.indices {
            guard let scalar = mapping[item].value.scalar, Self.isReference(scalar.text),
                  let (targetFile, pointer) = located(scalar.text, from: file, at: mapping[item].value.location) else { continue }
            let local: String
            if targetFile == rootPath {
                guard !scalar.text.hasPrefix("#") else { continue }
                local = "#" + pointer
            } else {
                guard let targetRoot = self.file(targetFile, for: scalar.text, at: mapping[item].value.location) else { continue }
                guard let pointee = Self.node(at: pointer, in: targetRoot) else {
                    fail("reference `\(scalar.text)` points at nothing in `\(targetFile)`", at: mapping[item].value.location)
                    continue
                }
                local = componentReference(targetFile, pointer, pointee, at: mapping[item].value.location)
            }
            mapping[item].value = YAMLNode(.scalar(YAMLScalar(local, style: .doubleQuoted)), at: mapping[item].value.location)
            changed = true
        }
        guard changed else { return nil }
        entries[index].value = YAMLNode(.mapping(mapping), at: entries[index].value.location)
        return YAMLNode(.mapping(entries), at: discriminator.location)
    }

    private mutating func fail(_ message: String, at location: SourceLocation) {
        failures += 1
        diagnostics.error(message, at: location)
    }

    // MARK: Files

    /// The file and JSON pointer a reference names, relative to `file`; `nil`, after reporting,
    /// for a URL or a reference a reader cannot follow.
    private mutating func located(_ reference: String, from file: String, at location: SourceLocation) -> (file: String, pointer: String)? {
        if reference.hasPrefix("#") { return (file, String(reference.dropFirst())) }
        guard let found = external(reference, from: file) else {
            fail("reference `\(reference)` is a URL; apigen import reads files only: save it beside the document and refer to the file "
                 + "(a URL of the same origin as the file's `$self` is read as the file at that place)", at: location)
            return nil
        }
        return found
    }

    /// A reference to a file (`pet.yaml#/Pet`), as a normalized path and a pointer; `nil` for
    /// a local reference, or a URL of another origin than `file`'s `$self`.
    private func external(_ reference: String, from file: String) -> (file: String, pointer: String)? {
        var reference = reference
        if Self.isURL(reference) {
            guard let relative = SelfBase.relative(reference, in: files[file] ?? nil) else { return nil }
            if relative.hasPrefix("#") { return (file, String(relative.dropFirst())) }
            reference = relative
        }
        guard !reference.hasPrefix("#") else { return nil }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let written = OpenAPIDocument.percentDecoded(String(parts[0])) ?? String(parts[0])
        let path = written.hasPrefix("/") ? written : Self.directory(of: file) + written
        return (Self.normalized(path), parts.count > 1 ? String(parts[1]) : "")
    }

    /// The tree of another file, read and parsed once; `nil`, after reporting at `location`, when
    /// it cannot be.
    private mutating func file(_ path: String, for reference: String, at location: SourceLocation) -> YAMLNode? {
        if let known = files[path] { return known }
        files[path] = .some(nil)
        guard let read else {
            fail("reference `\(reference)` is to another file, which is not read when the document is given as text; "
                 + "import the document from its path", at: location)
            return nil
        }
        guard files.count <= Self.maxFiles else {
            fail("reference `\(reference)` would be file \(files.count) of this import; it reads \(Self.maxFiles) at most", at: location)
            return nil
        }
        switch read(path) {
        case .failure(let problem):
            fail("reference `\(reference)`: \(problem.message) (`\(problem.location)`)", at: location)
            return nil
        case .success(let bytes):
            bytesRead += bytes.count
            guard bytesRead <= OpenAPIImport.maxDocumentSize else {
                fail("reference `\(reference)`: the document and the files it refers to pass \(OpenAPIImport.maxDocumentSize) bytes together",
                     at: location)
                return nil
            }
            let parsed = YAMLParser.parse(bytes, file: path, limits: OpenAPIImport.yamlLimits)
            diagnostics.append(contentsOf: parsed.diagnostics)
            guard let root = parsed.root, !parsed.diagnostics.hasErrors else {
                if parsed.diagnostics.hasErrors {
                    failures += 1
                } else {
                    fail("reference `\(reference)` is to an empty file", at: location)
                }
                return nil
            }
            files[path] = root
            return root
        }
    }

    // MARK: Paths and pointers

    /// Whether the reference starts with a URL scheme (`https:`, `file:`).
    private static func isURL(_ reference: String) -> Bool {
        guard let colon = reference.firstIndex(of: ":") else { return false }
        let scheme = reference[..<colon]
        return scheme.first?.isLetter == true && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// Pointer tokens that say where a schema stands, not what it is: passed over when a schema
    /// is named after its pointer (`/paths/~1pets/get/responses/200/content/application~1json/schema`).
    private static let structuralTokens = Set(PathItemOperations.fixedMethods + [
        "schema", "schemas", "items", "properties", "additionalProperties", "allOf", "oneOf", "anyOf", "not",
        "content", "responses", "parameters", "requestBody", "requestBodies", "headers", "components", "paths",
        "additionalOperations", "itemSchema", "mediaTypes", "$defs", "definitions",
    ])

    /// A schema's name from where its pointer leads: the last token that says what it is
    /// (`Error` in `/components/schemas/Error`, `owner` in `/components/schemas/Pet/properties/owner`;
    /// a path's words, `pets id` for `/pets/{id}`); `Schema` when none does; `nil` for a whole file.
    private static func name(fromPointer pointer: String) -> String? {
        let tokens = pointer.split(separator: "/").map { OpenAPIDocument.unescapePointer(String($0)) }
        guard !tokens.isEmpty else { return nil }
        for token in tokens.reversed() where !structuralTokens.contains(token) && Int(token) == nil {
            guard token.hasPrefix("/") else {
                if token.contains("/") { continue }  // a media type
                return token
            }
            let words = token.split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
            if !words.isEmpty { return words }
        }
        return "Schema"
    }

    /// Whether a pointer names a schema component itself (`/components/schemas/Pet`, 2.0's `/definitions/Pet`).
    private func namesSchemaComponent(_ pointer: String) -> Bool {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard tokens.count == schemaHome.count + 2, tokens[0].isEmpty else { return false }
        return zip(tokens.dropFirst(), schemaHome).allSatisfy { $0 == $1 }
    }

    /// Whether a discriminator mapping's value is a reference rather than a schema's name.
    private static func isReference(_ value: String) -> Bool {
        value.contains("#") || value.contains("/") || [".yaml", ".yml", ".json"].contains { value.hasSuffix($0) }
    }

    /// `a/b/../c/./d.yaml` -> `a/c/d.yaml`; leading `..` is kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    private static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[...slash])
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `schemas/pet.yaml` -> `pet`.
    private static func stem(of path: String) -> String {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func escapedPointerToken(_ name: String) -> String {
        name.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// The node at a JSON pointer (`/components/schemas/Pet`, or empty for the whole file). `/`
    /// names the key `""`, but documents write `file.yaml#/` for the whole file, as most
    /// resolvers read it: so it is, where the file has no such key.
    private static func node(at pointer: String, in root: YAMLNode) -> YAMLNode? {
        guard !pointer.isEmpty else { return root }
        return OpenAPIDocument.node(at: "#" + pointer, in: root) ?? (pointer == "/" ? root : nil)
    }
}

private extension YAMLNode {
    /// This `$ref` mapping with the reference changed, and what is written beside it kept.
    func replacingReference(with reference: String) -> YAMLNode {
        guard var entries = mapping, let index = entries.firstIndex(where: { $0.key == "$ref" }) else { return self }
        let old = entries[index].value
        entries[index].value = YAMLNode(.scalar(YAMLScalar(reference, style: .doubleQuoted)), at: old.location)
        return YAMLNode(.mapping(entries), at: location)
    }

    /// This mapping with `schemas` appended to the mapping at `path` (`components`, `schemas`),
    /// made where missing; left as it is where something else stands on the way.
    mutating func appendSchemas(_ schemas: [YAMLMappingEntry], at path: ArraySlice<String>) {
        guard var entries = mapping else { return }
        guard let key = path.first else {
            self = YAMLNode(.mapping(entries + schemas), at: location)
            return
        }
        guard let index = entries.firstIndex(where: { $0.key == key }) else {
            var made = YAMLNode(.mapping([]), at: location)
            made.appendSchemas(schemas, at: path.dropFirst())
            entries.append(YAMLMappingEntry(key: key, keyLocation: location, value: made))
            self = YAMLNode(.mapping(entries), at: location)
            return
        }
        entries[index].value.appendSchemas(schemas, at: path.dropFirst())
        self = YAMLNode(.mapping(entries), at: location)
    }
}
