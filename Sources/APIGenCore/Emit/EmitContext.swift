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
        // Byte by byte: splitting into lines and joining them again took a tenth of apigen's time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(block.utf8.count + block.utf8.count / 4)
        var atLineStart = true
        for byte in block.utf8 {
            if atLineStart && byte != UInt8(ascii: "\n") { bytes.append(contentsOf: "    ".utf8) }
            bytes.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return String(decoding: bytes, as: UTF8.self)
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

extension Property {
    /// The property as a member that reads its value: `name`, or `name?.value` for a `Nullable`
    /// one (`nullable: explicit`), whose `.null` reads as `nil`, as validation checks it and a
    /// form, a multipart body or a page leaves it out.
    var valueMember: String { EmitContext.valueMember(swiftName, explicitNull: explicitNull) }
}

extension EmitContext {
    /// A member named `swiftName` as it reads its value: through `?.value` when it is `Nullable`.
    static func valueMember(_ swiftName: String, explicitNull: Bool) -> String {
        SwiftText.identifier(swiftName) + (explicitNull ? "?.value" : "")
    }
}
