/// The children of a generated type's `customMirror`, written where a stored value is `secret`:
/// each value under its Swift name, as Swift's default mirror shows it, but `Redacted()` in
/// place of a secret. A boxed property is listed by its plain name, not its private storage.
struct MirrorCode {
    /// One stored value: its label, the expression that reads it, and whether it is optional and secret.
    struct Member {
        let label: String
        let expression: String
        let isOptional: Bool
        let secret: Bool
    }

    let names: TypeNames

    /// `"name": self.name`, `"nickname": self.nickname as Any`, `"password": Redacted()`,
    /// `"pin": self.pin.map { _ in Redacted() } as Any`: an optional secret shows whether it is set.
    func children(_ members: [Member]) -> [String] {
        members.map { member in
            let redacted = names.view.redacted
            let value: String
            switch (member.secret, member.isOptional) {
            case (true, true): value = "\(member.expression).map { _ in \(redacted)() } as Any"
            case (true, false): value = "\(redacted)()"
            case (false, true): value = "\(member.expression) as Any"
            case (false, false): value = member.expression
            }
            return "\(SwiftText.stringLiteral(member.label)): \(value)"
        }
    }
}
