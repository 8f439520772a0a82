extension SchemaReader {
    /// `servers:`: each a URL, or `{ url, description, variables }`.
    mutating func servers(_ node: YAMLNode) -> [ServerSyntax] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping of server names to URLs for `servers`, found \(node.kindDescription)",
                              at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            let what = "server `\(entry.key)`"
            guard entry.value.mapping != nil else {
                return scalars.string(entry.value, what).map { ServerSyntax(name: name, url: $0) }
            }
            guard let map = MappingView(entry.value, what: what, allowed: ["url", "description", "variables"],
                                        diagnostics: &diagnostics) else { return nil }
            guard let urlNode = map["url"] else {
                diagnostics.error("\(what) needs a `url`", at: entry.value.location)
                return nil
            }
            guard let url = scalars.string(urlNode, "`url` of \(what)") else { return nil }
            var server = ServerSyntax(name: name, url: url)
            if let v = map["description"] { server.description = scalars.string(v, "`description` of \(what)") }
            if let v = map["variables"] { server.variables = serverVariables(v, of: what) }
            return server
        }
    }

    /// `variables:`: each a default, or `{ enum, default, description }`.
    private mutating func serverVariables(_ node: YAMLNode, of server: String) -> [ServerVariableSyntax] {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping of variable names for `variables` of \(server), found \(node.kindDescription)",
                              at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            let what = "variable `\(entry.key)` of \(server)"
            guard entry.value.mapping != nil else {
                return scalars.string(entry.value, what).map { ServerVariableSyntax(name: name, defaultValue: $0) }
            }
            guard let map = MappingView(entry.value, what: what, allowed: ["enum", "default", "description"],
                                        diagnostics: &diagnostics) else { return nil }
            var variable = ServerVariableSyntax(name: name)
            if let v = map["enum"] { variable.values = scalars.strings(v, "`enum` of \(what)") }
            if let v = map["default"] { variable.defaultValue = scalars.string(v, "`default` of \(what)") }
            if let v = map["description"] { variable.description = scalars.string(v, "`description` of \(what)") }
            return variable
        }
    }
}
