/// The Swift names already taken in one scope (a type's members, the top level),
/// so a second spec name that maps to the same Swift name is reported with both sources.
struct NameScope {
    private var taken: [String: (source: String, location: SourceLocation?)] = [:]
    /// Describes the scope in messages: "model `Pet`".
    let what: String

    init(_ what: String, reserved: [String: String] = [:]) {
        self.what = what
        for (name, reason) in reserved { taken[name] = (reason, nil) }
    }

    /// Claims `swiftName` for `source` (its spelling in the spec). Reports a collision,
    /// ending with `remedy`, and returns `false` when the name is taken.
    mutating func claim(
        _ swiftName: String, for source: String, at location: SourceLocation, diagnostics: inout Diagnostics,
        remedy: String = "choose another with `name:`"
    ) -> Bool {
        if let existing = taken[swiftName] {
            let notes = existing.location.map { [Diagnostic.Note("\(existing.source) is here", at: $0)] } ?? []
            let other = existing.location.map { "\(existing.source) (line \($0.line))" } ?? existing.source
            diagnostics.error(
                "\(source) becomes the Swift name `\(swiftName)` in \(what), which \(other) already has; \(remedy)",
                at: location, notes: notes)
            return false
        }
        taken[swiftName] = (source, location)
        return true
    }

    /// `swiftName`, or when it is taken, the first free `swiftName2`, `swiftName3`, …, with what
    /// took it ("the generated `knownValues`", or "the Swift case `x`"), for the warning.
    func numbered(_ swiftName: String) -> (name: String, repeated: String?) {
        guard !isFree(swiftName) else { return (swiftName, nil) }
        var suffix = 2
        while !isFree("\(swiftName)\(suffix)") { suffix += 1 }
        return ("\(swiftName)\(suffix)", reservation(of: swiftName) ?? "the Swift case `\(swiftName)`")
    }

    /// Whether `swiftName` is free.
    func isFree(_ swiftName: String) -> Bool { taken[swiftName] == nil }

    /// What holds `swiftName` when the generated code does (a reserved name), such as
    /// "the generated `knownValues`"; `nil` when it is free or a spec name holds it.
    func reservation(of swiftName: String) -> String? {
        guard let holder = taken[swiftName], holder.location == nil else { return nil }
        return holder.source
    }
}
