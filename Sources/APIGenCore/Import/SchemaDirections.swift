/// Which schema components an OpenAPI document's operations send (in request bodies) and
/// which they receive (in responses), following references to schemas, request bodies and
/// responses through any depth. `readOnly` and `writeOnly` mean something only against
/// this: a required `writeOnly` property is missing from every response, so a model that
/// is also received cannot require it.
struct SchemaDirections {
    /// Schema components reachable from a request body.
    private(set) var sent: Set<String> = []
    /// Schema components reachable from a response, success or error.
    private(set) var received: Set<String> = []
    /// Schema components reachable from the request body of a PATCH, where `null` clears a
    /// field and a key left out leaves it as it is.
    private(set) var patched: Set<String> = []

    /// The directions of a schema component, or of a schema written inline where the
    /// direction is known.
    struct Use {
        var sent: Bool
        var received: Bool
        /// Sent in the body of a PATCH.
        var patched = false

        static let neither = Use(sent: false, received: false)
        static let sentOnly = Use(sent: true, received: false)
        static let receivedOnly = Use(sent: false, received: true)
    }

    init(root: YAMLNode) {
        guard let paths = root.mapping?.first(where: { $0.key == "paths" })?.value.mapping else { return }
        var followedFromBodies: Set<String> = [], followedFromResponses: Set<String> = [], followedFromPatches: Set<String> = []
        for item in paths {
            var pathItem = item.value
            // A path item of `components/pathItems` (3.1), by reference.
            if let target = pathItem.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text, target.hasPrefix("#/"),
               let pointee = OpenAPIDocument.node(at: target, in: root) {
                pathItem = pointee
            }
            for operation in PathItemOperations(pathItem.mapping ?? []).operations {
                let fields = operation.node.mapping ?? []
                if let body = fields.first(where: { $0.key == "requestBody" })?.value {
                    Self.collect(body, root: root, into: &sent, followed: &followedFromBodies)
                    if operation.method == "PATCH" { Self.collect(body, root: root, into: &patched, followed: &followedFromPatches) }
                }
                if let responses = fields.first(where: { $0.key == "responses" })?.value {
                    Self.collect(responses, root: root, into: &received, followed: &followedFromResponses)
                }
            }
        }
    }

    /// How the component `name` (its key under `components/schemas`) is used.
    func use(of name: String) -> Use {
        Use(sent: sent.contains(name), received: received.contains(name), patched: patched.contains(name))
    }

    /// Adds every schema component that `node` reaches to `components`. A reference is
    /// followed once per direction (`followed`), so cycles end and shared schemas are walked
    /// once; broken references are reported where the import reads them, not here.
    private static func collect(_ node: YAMLNode, root: YAMLNode, into components: inout Set<String>, followed: inout Set<String>) {
        var pending = [node]
        while let next = pending.popLast() {
            switch next.content {
            case .scalar:
                break
            case .sequence(let items):
                pending += items
            case .mapping(let entries):
                for entry in entries {
                    guard entry.key == "$ref", let target = entry.value.scalar?.text else {
                        pending.append(entry.value)
                        continue
                    }
                    guard target.hasPrefix("#/"), followed.insert(target).inserted,
                          let pointee = OpenAPIDocument.node(at: target, in: root) else { continue }
                    let schemas = "#/components/schemas/"
                    if target.hasPrefix(schemas) { components.insert(OpenAPITranslator.componentName(target)) }
                    pending.append(pointee)
                }
            }
        }
    }
}
