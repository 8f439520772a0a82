/// OpenAPI's `servers` as the api block's `baseURL` and `servers`, a server whose URL has
/// variables (`https://{region}.example.com`) as a spec server with `variables`, and an
/// operation's own `servers` as its `server:`.
extension OpenAPITranslator {
    /// The document's servers: the first one's URL at its defaults is the base URL; the others,
    /// and the first when its URL has variables, are named servers.
    mutating func documentServers(_ servers: [YAMLNode]) -> (baseURL: String?, named: [(key: String, value: SpecValue)]) {
        var named: [(key: String, value: SpecValue)] = []
        for (index, server) in servers.enumerated() {
            guard let map = document.mapping(server, "a server"),
                  let url = serverURL(map, otherwise: "it is not the spec's `baseURL`; give the client its base URL", namingItsPath: true) else { continue }
            let template = serverTemplate(map)
            if baseURLText == nil { baseURLText = url }
            // With variables, the base URL is a named server too, so that the client can be
            // given its other URLs.
            guard baseURLText != url || template != nil else { continue }
            let key = serverKey(label(of: map) ?? "server\(index + 1)")
            namedServers.append((key, url))
            named.append((key, template ?? .text(url)))
        }
        return (baseURLText, named)
    }

    /// The `server:` of an operation whose own `servers` (or its path item's) differ from the
    /// document's first: the key of the api block's server at the same URL, or of a new one,
    /// named after its `name` or description, or else its host's first label (`uploads`).
    mutating func endpointServer(_ node: YAMLNode, of what: String) -> String? {
        guard let servers = node.sequence, let first = servers.first,
              let map = document.mapping(first, "a server of \(what)"),
              let url = serverURL(map, otherwise: "\(what) is sent to the base URL") else { return nil }
        if servers.count > 1 {
            document.diagnostics.warning("only the first server of \(what) is imported: an endpoint has one", at: servers[1].location)
        }
        guard url != baseURLText else { return nil }
        if let known = namedServers.first(where: { $0.url == url }) { return known.key }
        let host = URLComponents(string: url)?.host?.split(separator: ".").first.map(String.init)
        let key = serverKey(label(of: map) ?? host.map { naming.words($0).joined(separator: "_").lowercased() } ?? "server")
        namedServers.append((key, url))
        operationServers.append((key, serverTemplate(map) ?? .text(url)))
        return key
    }

    /// OpenAPI 3.2's `name`, else the description, as a key (`Staging copy` -> `staging_copy`).
    private func label(of server: OpenAPIMapping) -> String? {
        guard let text = (server["name"] ?? server["description"])?.scalar?.text else { return nil }
        let key = naming.words(text).joined(separator: "_").lowercased()
        return key.isEmpty ? nil : key
    }

    /// `key`, or where a server or a member of the namespace has its Swift name, the first of
    /// `key2`, `key3`, … that none has.
    private func serverKey(_ key: String) -> String {
        func isTaken(_ candidate: String) -> Bool {
            let swiftName = naming.memberName(candidate)
            return Resolver.namespaceMembers[swiftName] != nil || namedServers.contains { naming.memberName($0.key) == swiftName }
        }
        guard isTaken(key) else { return key }
        var number = 2
        while isTaken("\(key)\(number)") { number += 1 }
        return "\(key)\(number)"
    }

    /// A server's URL with its variables at their defaults; `nil`, with a warning that ends with
    /// what happens `otherwise`, for a relative URL, or for one that is not a URL. With
    /// `namingItsPath`, the warning about a URL that is only a path (`/v1`, as spec-first servers
    /// write it) says the client's base URL ends with it.
    private mutating func serverURL(_ server: OpenAPIMapping, otherwise: String, namingItsPath: Bool = false) -> String? {
        guard let node = server["url"], var url = document.text(node, "`url`") else { return nil }
        if let variables = server["variables"]?.mapping {
            for variable in variables {
                guard let value = variable.value.mapping?.first(where: { $0.key == "default" })?.value.scalar?.text else { continue }
                url = url.replacing("{\(variable.key)}", with: value)
            }
        }
        guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
            let path = url.hasPrefix("/") && !url.hasPrefix("//") && url != "/" && namingItsPath ? ", ending in `\(url)`" : ""
            document.diagnostics.warning(
                "server `\(url)` is not an absolute http(s) URL, so \(otherwise)\(path)",
                at: node.location)
            return nil
        }
        if url.count > 1 && url.hasSuffix("/") && !url.hasSuffix("//") { url.removeLast() }
        if let problem = Resolver.absoluteURLProblem(url) {
            document.diagnostics.warning("server `\(url)` is not imported: \(problem)", at: node.location)
            return nil
        }
        return url
    }

    /// `{ url, description, variables }` for a server whose URL has variables; `nil` for one
    /// without, or, with a warning, for one a value of which cannot stand in its URL (its URL
    /// with the defaults is still imported).
    private mutating func serverTemplate(_ server: OpenAPIMapping) -> SpecValue? {
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

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
