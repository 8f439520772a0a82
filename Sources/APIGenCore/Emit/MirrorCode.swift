/// Renders the `CustomReflectable` extension of each generated type that holds a `secret`
/// (a model, a request, a `Response` struct), placed after the type's declaration. Its mirror
/// lists each stored value under its Swift name, as Swift's default mirror does, but with
/// `Redacted(hiding:)` in place of a secret. An extension rather than a member keeps custom templates
/// copied before secrets existed compiling: a folder without `mirror.mustache` uses the built-in one.
struct MirrorCode {
    /// One stored value: its label, the expression that reads it, and whether it is optional and secret.
    struct Member {
        let label: String
        let expression: String
        let isOptional: Bool
        let secret: Bool
    }

    let context: EmitContext

    /// The extensions a model and the types it nests need, outermost first. In a deprecated
    /// request, they are deprecated too: an extension that names a deprecated type warns.
    func extensions(for model: Model, inDeprecatedRequest: Bool = false) -> [String] {
        var result: [String] = []
        if case .object(let object) = model.kind {
            var members = object.properties.map {
                member($0.swiftName, isOptional: $0.field.type.isOptional, secret: $0.secret)
            }
            if case .collected = object.additionalProperties {
                members.append(member("additionalProperties", isOptional: false, secret: false))
            }
            result += declaration(of: model.qualifiedName, members, deprecated: inDeprecatedRequest)
        }
        return result + model.nested.flatMap { extensions(for: $0, inDeprecatedRequest: inDeprecatedRequest) }
    }

    /// The extensions a request, its `Response` struct and its inline types need.
    func extensions(for endpoint: Endpoint) -> [String] {
        var members = endpoint.parameters.map { member($0.swiftName, isOptional: $0.field.type.isOptional, secret: $0.secret) }
        if let body = endpoint.body { members.append(member("body", isOptional: body.field.type.isOptional, secret: body.secret)) }
        var result = declaration(of: endpoint.swiftName, members, deprecated: endpoint.deprecated)
        let response = endpoint.response
        if !response.headers.isEmpty {
            var fields: [Member] = []
            if case .none = response.content {} else {
                fields.append(member("body", isOptional: response.content.field?.type.isOptional ?? false, secret: false))
            }
            fields += response.headers.map { member($0.swiftName, isOptional: $0.field.type.isOptional, secret: $0.secret) }
            result += declaration(of: "\(endpoint.swiftName).Response", fields, deprecated: endpoint.deprecated)
        }
        return result + endpoint.nested.flatMap { extensions(for: $0, inDeprecatedRequest: endpoint.deprecated) }
    }

    private func member(_ swiftName: String, isOptional: Bool, secret: Bool) -> Member {
        Member(label: swiftName, expression: "self." + SwiftText.identifier(swiftName), isOptional: isOptional, secret: secret)
    }

    /// The extension, or none when no member is secret (the default mirror shows the same).
    private func declaration(of qualifiedName: String, _ members: [Member], deprecated: Bool) -> [String] {
        guard members.contains(where: \.secret) else { return [] }
        let view = MirrorView(access: context.access, names: context.names.view, qualifiedName: qualifiedName,
                              deprecated: deprecated, children: children(members))
        return [EmitContext.trimmed(context.templates.render(view, "mirror"))]
    }

    /// `"name": self.name`, `"nickname": self.nickname as Any`, `"password": Redacted(hiding:
    /// self.password)`, `"pin": self.pin.map { Redacted(hiding: $0) } as Any`: an optional secret
    /// shows whether it is set. The stand-in hides the value so that the client can leave a
    /// server's echo of it out of error messages.
    private func children(_ members: [Member]) -> [String] {
        let redacted = context.names.view.redacted
        return members.map { member in
            let value: String
            switch (member.secret, member.isOptional) {
            case (true, true): value = "\(member.expression).map { \(redacted)(hiding: $0) } as Any"
            case (true, false): value = "\(redacted)(hiding: \(member.expression))"
            case (false, true): value = "\(member.expression) as Any"
            case (false, false): value = member.expression
            }
            return "\(SwiftText.stringLiteral(member.label)): \(value)"
        }
    }
}
