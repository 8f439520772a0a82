/// OpenAPI security requirements and schemes into the spec's `auth`.
extension OpenAPITranslator {
    /// `security`: each requirement an alternative; `[]` (or only `{}`) is `none`. A
    /// requirement of several schemes is an `allOf`.
    mutating func auth(_ node: YAMLNode) -> SpecValue? {
        guard let requirements = node.sequence else {
            document.diagnostics.error("expected a list of security requirements", at: node.location)
            return nil
        }
        var alternatives: [SpecValue] = []
        for requirement in requirements {
            guard let entries = requirement.mapping else { continue }
            var schemes: [SpecValue] = []
            var takenBy: [String: String] = [:]
            for entry in entries {
                guard let scheme = self.scheme(entry) else { continue }
                let slot = Self.credentialSlot(of: scheme)
                if let taken = takenBy[slot.key] {
                    document.diagnostics.warning(
                        "security scheme `\(entry.key)` is not imported: it travels in \(slot.shown), as `\(taken)` does in the same requirement",
                        at: entry.keyLocation)
                    continue
                }
                takenBy[slot.key] = entry.key
                schemes.append(scheme)
            }
            switch schemes.count {
            case 0: continue
            case 1: alternatives.append(schemes[0])
            default: alternatives.append(.map([("allOf", .list(schemes))]))
            }
        }
        if alternatives.isEmpty { return .text("none") }
        return alternatives.count == 1 ? alternatives[0] : .list(alternatives)
    }

    /// Where an imported scheme puts its credential: two schemes of one requirement cannot
    /// share a place.
    private static func credentialSlot(of scheme: SpecValue) -> (key: String, shown: String) {
        guard case .entries(let entries) = scheme, entries.first?.key == "apiKey", case .text(let name)? = entries.first?.value else {
            return ("authorization", "`Authorization`")
        }
        var place = "header"
        if let written = entries.first(where: { $0.key == "in" }), case .text(let text) = written.value { place = text }
        if place == "header" && name.lowercased() == "authorization" { return ("authorization", "`Authorization`") }
        // Header names are case-insensitive; query item and cookie names are not.
        return (place + ":" + (place == "header" ? name.lowercased() : name), "the \(place) `\(name)`")
    }

    /// The scheme word a description names as the prefix of the `Authorization` header's
    /// value: `Token` in `Token-based authentication with required prefix "Token"`.
    static func authorizationPrefix(in description: String) -> String? {
        let characters = Array(description)
        let key = Array("prefix")
        guard let start = characters.indices.first(where: { index in
            index + key.count <= characters.count && zip(characters[index...], key).allSatisfy { $0.lowercased() == String($1) }
        }) else { return nil }
        let quotes: Set<Character> = ["\"", "'", "`", "\u{201C}", "\u{201D}"]
        let rest = characters[(start + key.count)...].drop { $0 == " " || $0 == ":" }
        guard let open = rest.first, quotes.contains(open) else { return nil }
        let word = rest.dropFirst().prefix { !quotes.contains($0) }
        return Resolver.isHTTPToken(String(word)) && !word.isEmpty ? String(word) : nil
    }

    /// The header and the word before the key, where an API key's name writes both as a header
    /// line would (`Authorization: Bearer`): only the `Authorization` header takes such a word.
    static func headerAndWord(_ name: String) -> (header: String, word: String)? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        let header = String(name[..<colon])
        let word = String(name[name.index(after: colon)...].drop { $0 == " " })
        guard header.lowercased() == "authorization", Resolver.isHTTPToken(word) else { return nil }
        return (header, word)
    }

    /// `Bearer` where a description says the key is a bearer token (Kubernetes' `Bearer Token
    /// authentication`), as a word of its own.
    static func bearerNamed(in description: String) -> String? {
        let words = description.split { !$0.isLetter }
        return words.contains { $0.lowercased() == "bearer" } ? "Bearer" : nil
    }

    private mutating func scheme(_ requirement: YAMLMappingEntry) -> SpecValue? {
        guard let node = securitySchemes[requirement.key] else {
            let place = document.fromSwagger ? "securityDefinitions" : "components/securitySchemes"
            document.diagnostics.error("security scheme `\(requirement.key)` is not in `\(place)`",
                                       at: requirement.keyLocation)
            return nil
        }
        guard let resolved = document.resolved(node), let map = document.mapping(resolved, "security scheme `\(requirement.key)`"),
              let type = map["type"].flatMap({ document.text($0, "`type`") }) else { return nil }
        switch type {
        case "http":
            let word = map["scheme"]?.scalar?.text ?? ""
            switch word.lowercased() {
            case "bearer": return .text("bearer")
            case "basic": return .text("basic")
            // Schemes that answer a challenge or sign each request, which a token cannot do.
            case "", "digest", "negotiate", "ntlm", "hoba", "mutual", "scram-sha-1", "scram-sha-256", "vapid", "aws4-hmac-sha256",
                 "dpop", "privatetoken", "concealed":
                break
            default:
                // A token under a scheme word of the API's own (`Token`, `SSWS`).
                if Resolver.isHTTPToken(word) { return .map([("scheme", .text(word))]) }
            }
        case "apiKey":
            if var name = map["name"].flatMap({ document.text($0, "`name`") }) {
                let place = map["in"]?.scalar?.text ?? "header"
                var namedWord: String?
                if place == "header", let (header, word) = Self.headerAndWord(name) {
                    (name, namedWord) = (header, word)
                }
                if place == "header" && name.lowercased() == "authorization" {
                    // OpenAPI sends such a key as it is. Where the name or the description names
                    // the word before it (CrowdSec's `Authorization: Bearer`, Django REST
                    // Framework's `required prefix "Token"`, Kubernetes' `Bearer Token
                    // authentication`), the scheme that writes the word is what the API means,
                    // and a bearer credential is refreshed on a 401.
                    let description = map["description"]?.scalar?.text ?? ""
                    if let word = namedWord ?? Self.authorizationPrefix(in: description) ?? Self.bearerNamed(in: description) {
                        let isBearer = word.lowercased() == "bearer"
                        warnOnce(about: requirement,
                            "security scheme `\(requirement.key)`, an API key in the `\(name)` header "
                                + (namedWord == nil ? "whose description names `\(word)`" : "written with `\(word)` in its name")
                                + ", is imported as `\(isBearer ? "bearer" : "{ scheme: \(word) }")`: the client sends `\(word) "
                                + "<token>` there, the token of its bearer credential; if the API wants the key alone, write "
                                + "`{ apiKey: \(name) }`")
                        return isBearer ? .text("bearer") : .map([("scheme", .text(word))])
                    }
                } else if place == "header" && Resolver.reservedHeaders.contains(name.lowercased()) {
                    warnOnce(about: requirement, "security scheme `\(requirement.key)`, an API key in the `\(name)` header, which the "
                                                 + "client sets itself, is not imported")
                    return nil
                }
                var entries: [(key: String, value: SpecValue)] = [("apiKey", .text(name))]
                if place != "header" { entries.append(("in", .text(place))) }
                return .map(entries)
            }
        case "oauth2", "openIdConnect":
            let scopes = requirement.value.sequence?.compactMap { $0.scalar?.text } ?? []
            return .map([("oauth2", .list(scopes.map(SpecValue.text)))])
        default: break
        }
        warnOnce(about: requirement, "security scheme `\(requirement.key)` has no spec equivalent and is not imported")
        return nil
    }

    /// Tells `message` about the scheme `requirement` names, unless an earlier requirement of it told it.
    private mutating func warnOnce(about requirement: YAMLMappingEntry, _ message: String) {
        guard warnedSecuritySchemes.insert(requirement.key).inserted else { return }
        document.diagnostics.warning(message, at: requirement.keyLocation)
    }
}
