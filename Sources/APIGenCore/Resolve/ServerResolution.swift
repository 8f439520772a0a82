/// The `api` block's servers: their names, their URLs' variables and the values each takes,
/// checked so that the URL the generated code makes from them is one; and an endpoint's
/// `server:`.
extension Resolver {
    /// The API namespace's members other than its servers, which no server may be named.
    static let namespaceMembers = [
        "baseURL": "the base URL", "version": "the version", "headers": "the default headers",
        "auth": "the default credentials", "timeout": "the default timeout", "client": "the generated `client(…)`",
    ]

    /// The servers of the `api` block; each enum of variable values is in `choices`, once.
    mutating func resolveServers(_ written: [ServerSyntax], namespace: String) -> (servers: [ServerInfo], choices: [ServerChoices]) {
        var servers: [ServerInfo] = []
        var serverScope = NameScope("`servers`", reserved: Self.namespaceMembers)
        var enums = ServerEnums(namespace: namespace)
        for server in written {
            let swiftName = naming.memberName(server.name.value)
            guard serverScope.claim(swiftName, for: "server `\(server.name.value)`", at: server.name.location,
                                    diagnostics: &diagnostics, remedy: "rename the server") else { continue }
            if let variables = resolveServerVariables(server, enums: &enums) {
                servers.append(ServerInfo(name: server.name.value, swiftName: swiftName, url: server.url.value,
                                          description: server.description?.value, variables: variables))
            }
        }
        return (servers, enums.all)
    }

    /// The variables of `server`'s URL, after checking that every value they may take makes a
    /// URL; `nil` after an error.
    private mutating func resolveServerVariables(_ server: ServerSyntax, enums: inout ServerEnums) -> [ServerVariable]? {
        let what = "server `\(server.name.value)`"
        let parts: [ServerURLPart]
        switch Self.serverURLParts(server.url.value) {
        case .success(let read): parts = read
        case .failure(let problem):
            diagnostics.error("the URL of \(what): \(problem.message)", at: server.url.location)
            return nil
        }
        let errorsBefore = diagnostics.errors.count
        var placeholders: [(name: String, place: ServerURLPlace)] = []
        for case .variable(let name, let place) in parts {
            if let index = placeholders.firstIndex(where: { $0.name == name }) {
                placeholders[index].place = max(placeholders[index].place, place)
            } else {
                placeholders.append((name, place))
            }
        }
        for declared in server.variables where !placeholders.contains(where: { $0.name == declared.name.value }) {
            diagnostics.warning("the URL of \(what) has no `{\(declared.name.value)}`; the variable is left out",
                                at: declared.name.location)
        }
        var parameters = NameScope("the parameters of \(what)")
        var variables: [ServerVariable] = []
        var checks: [(name: String, values: [Located<String>])] = []
        for placeholder in placeholders {
            let declared = server.variables.first { $0.name.value == placeholder.name }
            let location = declared?.name.location ?? server.url.location
            let swiftName = naming.memberName(placeholder.name)
            _ = parameters.claim(swiftName, for: "variable `\(placeholder.name)`", at: location, diagnostics: &diagnostics,
                                 remedy: "rename one of the URL's variables")
            var variable = ServerVariable(name: placeholder.name, swiftName: swiftName, description: declared?.description?.value,
                                          defaultValue: declared?.defaultValue?.value, place: placeholder.place)
            if let values = declared?.values {
                variable.choices = serverChoices(values, of: placeholder.name, in: what, at: location, enums: &enums)
                if let written = declared?.defaultValue, !values.contains(where: { $0.value == written.value }) {
                    diagnostics.error("the default `\(written.value)` of variable `\(placeholder.name)` is not one of its `enum` values",
                                      at: written.location)
                }
            }
            if placeholder.place != .path {
                let taken = (declared?.values ?? []) + [declared?.defaultValue].compactMap { $0 }
                let part = placeholder.place == .scheme ? "the scheme" : "in the host or port"
                for value in taken where !placeholder.place.admits(value.value) {
                    diagnostics.error("`\(value.value)` cannot be `{\(placeholder.name)}`, which is \(part) of \(what)'s URL: "
                                      + placeholder.place.takes, at: value.location)
                }
                if let values = declared?.values, variable.choices != nil { checks.append((placeholder.name, values)) }
            }
            variables.append(variable)
        }
        guard diagnostics.errors.count == errorsBefore else { return nil }
        let samples = variables.map { variable in
            (variable.name, variable.defaultValue ?? variable.choices?.cases.first?.value ?? (variable.place == .scheme ? "https" : "a"))
        }
        checkServerURLs(parts, of: what, at: server.url.location, samples: Dictionary(uniqueKeysWithValues: samples), choices: checks)
        return diagnostics.errors.count == errorsBefore ? variables : nil
    }

    /// Checks the URL with each variable at its sample (its default, else its first value, else
    /// `a`, or `https` in the scheme), and with every mix of the values its scheme, host and port
    /// list: the generated code expands those without a check.
    private mutating func checkServerURLs(
        _ parts: [ServerURLPart], of what: String, at location: SourceLocation, samples: [String: String],
        choices: [(name: String, values: [Located<String>])]
    ) {
        func expand(_ values: [String: String]) -> String {
            parts.map { part in
                switch part {
                case .text(let text): return text
                // A value in the path is percent-encoded, so any value stands there as `a` does.
                case .variable(let name, let place): return place == .path ? "a" : values[name] ?? "a"
                }
            }.joined()
        }
        if samples.isEmpty {
            if let problem = Self.absoluteURLProblem(expand(samples)) { diagnostics.error(problem, at: location) }
            return
        }
        if let problem = Self.absoluteURLProblem(expand(samples)) {
            diagnostics.error("the URL of \(what), with each variable at its default: \(problem)", at: location)
            return
        }
        // Every mix, unless there are too many (counted no further than that, so that it cannot
        // overflow): then each value beside the others' samples.
        let mixCount = choices.reduce(1) { min($0 * $1.values.count, 4_097) }
        let mixes = mixCount <= 4_096
            ? choices.reduce([samples]) { partial, choice in
                partial.flatMap { mix in choice.values.map { mix.merging([choice.name: $0.value]) { $1 } } }
            }
            : choices.flatMap { choice in choice.values.map { samples.merging([choice.name: $0.value]) { $1 } } }
        for mix in mixes {
            guard let problem = Self.absoluteURLProblem(expand(mix)) else { continue }
            let values = choices.compactMap { choice in mix[choice.name].map { "`\(choice.name)` as `\($0)`" } }
            diagnostics.error("the URL of \(what), with \(values.joined(separator: ", ")): \(problem)", at: location)
            return
        }
    }

    /// The enum of a variable's `enum` values, after checking them.
    private mutating func serverChoices(
        _ values: [Located<String>], of variable: String, in what: String, at location: SourceLocation, enums: inout ServerEnums
    ) -> ServerChoices? {
        guard !values.isEmpty else {
            diagnostics.error("the `enum` of variable `\(variable)` of \(what) lists no values", at: location)
            return nil
        }
        var seen: [String: SourceLocation] = [:]
        var scope = NameScope("the values of variable `\(variable)`", reserved: ["allCases": "`CaseIterable`'s `allCases`"])
        var cases: [ServerChoices.Case] = []
        for value in values {
            if let first = seen[value.value] {
                diagnostics.error("`\(value.value)` is listed twice in the `enum` of variable `\(variable)` of \(what)", at: value.location,
                                  notes: [Diagnostic.Note("first listed here", at: first)])
                continue
            }
            seen[value.value] = value.location
            let numbered = scope.numbered(naming.caseName(value.value))
            if let repeated = numbered.repeated {
                diagnostics.warning("`\(value.value)` would repeat \(repeated) in the values of variable `\(variable)`; "
                                    + "it is named `\(numbered.name)`", at: value.location)
            }
            _ = scope.claim(numbered.name, for: "`\(value.value)`", at: value.location, diagnostics: &diagnostics)
            cases.append(.init(swiftName: numbered.name, value: value.value))
        }
        return enums.choices(named: naming.typeName(variable), for: variable, cases: cases, at: location, diagnostics: &diagnostics)
    }

    /// An endpoint's `server:` names one of the api block's `servers`.
    mutating func checkServerName(_ name: Located<String>, among servers: [ServerSyntax]) {
        guard !servers.contains(where: { $0.name.value == name.value }) else { return }
        let names = servers.map(\.name.value)
        let hint = closestMatch(to: name.value, among: names).map { "; did you mean `\($0)`?" }
            ?? (names.isEmpty ? "; declare it under `servers:` in the `api` block" : "")
        diagnostics.error("`\(name.value)` is not one of the `api` block's `servers`\(hint)", at: name.location)
    }
}

/// The enums of server variables, named in the API namespace: variables of the same name and
/// values share one; others of the same name are numbered.
private struct ServerEnums {
    private(set) var all: [ServerChoices] = []
    private var scope: NameScope

    init(namespace: String) {
        var reserved = [namespace: "the API namespace"]
        for name in ["Swift", "Foundation", "APIRuntime"] { reserved[name] = "the module `\(name)`, which generated code names" }
        for name in Naming.misreadNestedTypeNames { reserved[name] = "Swift's `\(name)`" }
        scope = NameScope("the API namespace `\(namespace)`", reserved: reserved)
    }

    mutating func choices(
        named typeName: String, for variable: String, cases: [ServerChoices.Case], at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> ServerChoices {
        if let same = all.first(where: { $0.variable == variable && $0.cases == cases }) { return same }
        let numbered = scope.numbered(typeName)
        if numbered.repeated != nil {
            let holder = scope.reservation(of: typeName) ?? "the values of another variable"
            diagnostics.warning("the values of variable `\(variable)` would be named `\(typeName)`, which \(holder) has; "
                                + "their enum is named `\(numbered.name)`", at: location)
        }
        _ = scope.claim(numbered.name, for: "variable `\(variable)`", at: location, diagnostics: &diagnostics)
        let choices = ServerChoices(typeName: numbered.name, variable: variable, cases: cases)
        all.append(choices)
        return choices
    }
}
