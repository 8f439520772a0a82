/// What every part of the emitter shares: templates, names, the type table, the access level.
struct EmitContext {
    let templates: TemplateSet
    let table: TypeTable
    let names: TypeNames
    let literals: SwiftLiterals
    /// `public`, `package` or `internal`.
    let access: String

    /// Indents every non-empty line of a rendered block by four spaces, for nesting it in a type.
    static func indented(_ block: String) -> String {
        block.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    /// A rendered block without the line break at its end.
    static func trimmed(_ block: String) -> String {
        var text = block
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Doc lines for a declaration: its description, then a deprecation note.
    static func doc(_ description: String?, deprecated: Bool = false) -> [String] {
        var lines = SwiftText.docLines(description)
        if deprecated {
            if !lines.isEmpty { lines.append("") }
            lines.append("- Warning: Deprecated in the spec.")
        }
        return lines.docText
    }

    /// A key into a validation path, written as a subscript: `path["photo_urls"]`.
    static func path(_ base: String, key: String) -> String {
        "\(base)[\(SwiftText.stringLiteral(key))]"
    }
}
