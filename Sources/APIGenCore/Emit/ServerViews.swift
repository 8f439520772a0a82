/// The views of the `api` block's servers: a static URL each, or a function of the URL's
/// variables, and the enums of the values those variables list.
enum ServerViews {
    static func servers(_ servers: [ServerInfo], names: TypeNames.View) -> [ServerView] {
        servers.map { server in
            var doc = SwiftText.docLines(server.description)
            let function = server.variables.isEmpty ? nil : function(server, names: names)
            if function != nil {
                if !doc.isEmpty { doc.append("") }
                doc += parameterDoc(server.variables)
                let failing = server.placesThatCanFail
                if !failing.isEmpty {
                    let rules = [
                        failing.contains(.scheme) ? "in the scheme, a value is `http` or `https`" : nil,
                        failing.contains(.authority) ? "in the host or port, a value takes ASCII letters, digits, `-` and `.`" : nil,
                    ].compactMap { $0 }
                    doc.append("- Throws: `ServerURLError` when a value cannot stand in its place:")
                    doc += rules.enumerated().map { "  \($0.element)" + ($0.offset == rules.count - 1 ? "." : ";") }
                }
            }
            if !doc.isEmpty { doc.insert("", at: 0) }
            return ServerView(name: SwiftText.identifier(server.swiftName), specName: SwiftText.docInline(server.name),
                              literal: SwiftText.stringLiteral(server.url), doc: doc.docText, function: function)
        }
    }

    static func choices(_ choices: [ServerChoices], of servers: [ServerInfo]) -> [ServerChoicesView] {
        choices.map { choice in
            let users = servers.filter { $0.variables.contains { $0.choices?.typeName == choice.typeName } }
                .map { SwiftText.docCode($0.name) }
            let place = users.count == 1 ? "the URL of the server \(users[0])" : "the URLs of the servers \(users.joined(separator: ", "))"
            let cases = choice.cases.enumerated().map { index, item in
                let literal = SwiftText.stringLiteral(item.value)
                return EnumCaseView(name: SwiftText.identifier(item.swiftName), literal: literal,
                                    rawLiteral: item.swiftName == item.value ? nil : literal,
                                    separator: index == choice.cases.count - 1 ? "" : ", ")
            }
            return ServerChoicesView(doc: ["The values of \(SwiftText.docCode("{\(choice.variable)}")) in \(place)."].docText,
                                     name: choice.typeName, cases: cases)
        }
    }

    /// The client's `servers` by default, when endpoints name servers: each such server whose URL
    /// needs no argument (a plain URL; variables that all have defaults, in a function that does not throw).
    static func endpointServers(_ info: APIInfo, named: Set<String>) -> String? {
        guard !named.isEmpty else { return nil }
        let entries = info.servers.filter { named.contains($0.name) }.compactMap { server -> String? in
            let member = "\(info.namespace).\(SwiftText.identifier(server.swiftName))"
            if server.variables.isEmpty { return "\(SwiftText.stringLiteral(server.name)): \(member)" }
            guard server.placesThatCanFail.isEmpty, server.variables.allSatisfy({ $0.defaultValue != nil }) else { return nil }
            return "\(SwiftText.stringLiteral(server.name)): \(member)()"
        }
        return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    }

    private static func function(_ server: ServerInfo, names: TypeNames.View) -> ServerFunctionView {
        let parameters = server.variables.map { variable in
            let name = SwiftText.identifier(variable.swiftName)
            if let choices = variable.choices {
                let defaultCase = variable.defaultValue.flatMap(choices.swiftName(of:))
                return "\(name): \(choices.typeName)" + (defaultCase.map { " = .\(SwiftText.identifier($0))" } ?? "")
            }
            return "\(name): \(names.string)" + (variable.defaultValue.map { " = \(SwiftText.stringLiteral($0))" } ?? "")
        }
        let values = server.variables.map { variable in
            let value = SwiftText.identifier(variable.swiftName) + (variable.choices == nil ? "" : ".rawValue")
            return "\(SwiftText.stringLiteral(variable.name)): \(value)"
        }
        let canFail = !server.placesThatCanFail.isEmpty
        return ServerFunctionView(
            urlText: SwiftText.docCode(server.url), parameters: parameters.joined(separator: ", "),
            throwsClause: canFail ? " throws(\(names.serverURLError))" : "",
            call: canFail ? "try \(names.serverURL).expand" : "\(names.serverURL).checked",
            values: "[" + values.joined(separator: ", ") + "]")
    }

    /// `- Parameter region: …`, or a `- Parameters:` list: each variable's description, or where
    /// it stands.
    private static func parameterDoc(_ variables: [ServerVariable]) -> [String] {
        let entries = variables.map { variable -> (name: String, lines: [String]) in
            let lines = SwiftText.docLines(variable.description)
            return (variable.swiftName, lines.isEmpty ? ["\(SwiftText.docCode("{\(variable.name)}")) in the URL."] : lines)
        }
        if entries.count == 1, let only = entries.first {
            return ["- Parameter \(only.name): \(only.lines[0])"] + only.lines.dropFirst().map { "  " + $0 }
        }
        return ["- Parameters:"] + entries.flatMap { entry in
            ["  - \(entry.name): \(entry.lines[0])"] + entry.lines.dropFirst().map { "    " + $0 }
        }
    }
}
