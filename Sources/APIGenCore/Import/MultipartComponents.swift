/// Schema components that an OpenAPI document uses only as the whole schema of
/// `multipart/form-data` request bodies, as OpenAI's `CreateFileRequest` is. Their
/// `format: binary` properties can be files (`file`), which the spec sends only in a
/// multipart body: a component referenced anywhere else (a JSON body, a response, another
/// schema, a discriminator's `mapping`) keeps `data`, which can stand there too.
///
/// Each reference is judged by where it is written, so a request body shared through
/// `components/requestBodies` counts once, and a YAML alias counts where it stands.
struct MultipartComponents {
    /// The components' names, as keyed under `components/schemas`.
    private(set) var names: Set<String> = []
    /// The `encoding` of each multipart body that is a component, by the component's name:
    /// of these, and of components that other places use too.
    private(set) var encodings: [String: [YAMLNode]] = [:]

    init(root: YAMLNode) {
        var inBodies: Set<String> = [], elsewhere: Set<String> = []
        // Each node with the keys that lead to it, the last few only: enough to tell a body's schema.
        var pending: [(node: YAMLNode, keys: ArraySlice<String>)] = [(root, [])]
        while let (node, keys) = pending.popLast() {
            switch node.content {
            case .scalar:
                break
            case .sequence(let items):
                pending += items.map { ($0, (keys + ["-"]).suffix(Self.keysKept)) }
            case .mapping(let entries):
                for entry in entries {
                    if entry.key == "$ref", let target = entry.value.scalar?.text {
                        guard let name = Self.component(target) else { continue }
                        if Self.isMultipartBodySchema(keys) { inBodies.insert(name) } else { elsewhere.insert(name) }
                    } else if entry.key == "mapping", keys.last == "discriminator", let mapping = entry.value.mapping {
                        // A mapping names its schemas by reference or by bare name.
                        for value in mapping {
                            guard let text = value.value.scalar?.text else { continue }
                            elsewhere.insert(Self.component(text) ?? text)
                        }
                    } else {
                        if Self.isBodyContent(keys), entry.key.mediaTypeEssence.lowercased() == "multipart/form-data",
                           let media = entry.value.mapping, let name = Self.reference(in: media.first { $0.key == "schema" }?.value),
                           let encoding = media.first(where: { $0.key == "encoding" })?.value {
                            encodings[name, default: []].append(encoding)
                        }
                        pending.append((entry.value, (keys + [entry.key]).suffix(Self.keysKept)))
                    }
                }
            }
        }
        names = inBodies.subtracting(elsewhere)
    }

    private static let keysKept = 6

    /// Whether a `$ref` under these keys is the schema of a multipart request body.
    private static func isMultipartBodySchema(_ keys: ArraySlice<String>) -> Bool {
        keys.count >= 2 && keys.last == "schema" && keys.dropLast().last?.mediaTypeEssence.lowercased() == "multipart/form-data"
            && isBodyContent(keys.dropLast(2))
    }

    /// Whether these keys lead to the `content` of a request body: an operation's, or one of
    /// `components/requestBodies`.
    private static func isBodyContent(_ keys: ArraySlice<String>) -> Bool {
        let keys = Array(keys)
        guard keys.count >= 2, keys[keys.count - 1] == "content" else { return false }
        if keys[keys.count - 2] == "requestBody" { return true }
        return keys.count >= 4 && keys[keys.count - 3] == "requestBodies" && keys[keys.count - 4] == "components"
    }

    /// The component a schema refers to, when it is a reference to one.
    private static func reference(in schema: YAMLNode?) -> String? {
        guard let entries = schema?.mapping, let target = entries.first(where: { $0.key == "$ref" })?.value.scalar?.text else { return nil }
        return component(target)
    }

    /// The schema component a reference names, when it names one of this document
    /// (`#/components/schemas/Pet`, or a part of it, `#/components/schemas/Pet/properties/id`).
    private static func component(_ target: String) -> String? {
        let prefix = "#/components/schemas/"
        guard target.hasPrefix(prefix) else { return nil }
        let token = target.dropFirst(prefix.count).prefix { $0 != "/" }
        return OpenAPIDocument.unescapePointer(String(token))
    }
}
