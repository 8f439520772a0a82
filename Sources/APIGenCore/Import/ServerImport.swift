/// A server whose URL has variables (`https://{region}.example.com`), as a spec server with
/// `variables`, so that the client can be pointed at each of its URLs.
extension OpenAPITranslator {
    /// `{ url, description, variables }` for a server whose URL has variables; `nil` for one
    /// without, or, with a warning, for one a value of which cannot stand in its URL (its URL
    /// with the defaults is still imported).
    mutating func serverTemplate(_ server: OpenAPIMapping) -> SpecValue? {
        guard let node = server["url"], var url = node.scalar?.text, url.contains("{") else { return nil }
        if url.hasSuffix("/") && !url.hasSuffix("//") { url.removeLast() }
        guard case .success(let parts) = Resolver.serverURLParts(url) else {
            document.diagnostics.warning("the variables of server `\(url)` are not imported: its URL is not a template", at: node.location)
            return nil
        }
        let declared = server["variables"]?.mapping ?? []
        var variables: [(key: String, value: SpecValue)] = []
        for case .variable(let name, let place) in parts where !variables.contains(where: { $0.key == name }) {
            let entry = declared.first { $0.key == name }
            let fields = entry?.value.mapping ?? []
            func text(_ key: String) -> String? { fields.first { $0.key == key }?.value.scalar?.text }
            var values = fields.first { $0.key == "enum" }?.value.sequence?.compactMap { $0.scalar?.text }
            let defaultValue = text("default")
            if let listed = values, let defaultValue, !listed.contains(defaultValue) {
                document.diagnostics.warning(
                    "the `enum` of variable `\(name)` of server `\(url)` is not imported: it does not list the default `\(defaultValue)`",
                    at: entry?.keyLocation ?? node.location)
                values = nil
            }
            if values?.isEmpty == true { values = nil }
            if let bad = ((values ?? []) + [defaultValue].compactMap { $0 }).first(where: { !place.admits($0) }) {
                document.diagnostics.warning(
                    "the variables of server `\(url)` are not imported: `\(bad)` cannot be `{\(name)}`: \(place.takes)",
                    at: entry?.keyLocation ?? node.location)
                return nil
            }
            var fieldsOut: [(key: String, value: SpecValue)] = []
            if let values { fieldsOut.append(("enum", .list(values.map { .text($0) }))) }
            if let defaultValue { fieldsOut.append(("default", .text(defaultValue))) }
            if let description = text("description") { fieldsOut.append(("description", .text(description))) }
            variables.append((name, .map(fieldsOut)))
        }
        var template: [(key: String, value: SpecValue)] = [("url", .text(url))]
        if let description = server["description"]?.scalar?.text { template.append(("description", .text(description))) }
        template.append(("variables", .map(variables)))
        return .map(template)
    }
}
