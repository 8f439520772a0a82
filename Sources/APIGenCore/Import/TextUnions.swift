/// Unions whose variants are all text, as drf-spectacular writes a Django field that may be
/// blank: `oneOf: [{ $ref: TemperEnum }, { $ref: BlankEnum }]` (`BlankEnum` being `enum: ['']`)
/// for a choice, and `oneOf: [{ type: string, format: email, maxLength: 254 }, { type: string,
/// maxLength: 0 }]` for an email. Any text either variant takes is one value, so the union is
/// one text schema that takes what each variant takes: the enums' values together, or the
/// loosest lengths. As a union, each variant would be a model of its own, and the first would
/// take every text, since decoding does not check lengths, patterns or formats.
extension OpenAPITranslator {
    /// Keys a text variant may have for the union to be merged: documentation, and what one text schema can say.
    private static let textVariantKeys: Set<String> = [
        "type", "enum", "format", "minLength", "maxLength", "pattern", "description", "title", "example", "examples", "deprecated",
    ]

    /// Formats that make text another Swift type (a date, a UUID, a URL, bytes, a decimal): a
    /// variant with one of these is not merged, so the union keeps its typed variant.
    private static let typedTextFormats: Set<String> = ["date-time", "date", "uuid", "uri", "url", "byte", "binary", "base64", "decimal"]

    /// The union's variants (without `null`) as one text schema, or `nil` unless there are
    /// several and each is text: either every one an enum of text (their values together, in
    /// order), or none an enum (the smallest `minLength`, the largest `maxLength`, and a
    /// `format` or `pattern` only where every variant has the same one, with a warning for one
    /// left out).
    mutating func mergedTextVariants(_ members: [YAMLNode], at location: SourceLocation) -> YAMLNode? {
        guard members.count > 1 else { return nil }
        let texts = members.compactMap { member in document.quietlyResolved(member)?.mapping.map { OpenAPIMapping(node: member, entries: $0) } }
        guard texts.count == members.count, texts.allSatisfy(Self.isPlainText) else { return nil }
        let described = texts.compactMap { $0["description"]?.scalar?.text }.filter { !$0.isEmpty }
        func entry(_ key: String, _ value: YAMLNode) -> YAMLMappingEntry { YAMLMappingEntry(key: key, keyLocation: location, value: value) }
        func entry(_ key: String, text: String) -> YAMLMappingEntry { entry(key, YAMLNode(.scalar(YAMLScalar(text)), at: location)) }
        var entries = [entry("type", text: "string")]
        if !described.isEmpty { entries.append(entry("description", text: described.joined(separator: "\n"))) }
        let enums = texts.compactMap { $0["enum"]?.sequence }
        if enums.count == texts.count {
            var seen: Set<String> = []
            let values = enums.joined().filter { $0.scalar.map { seen.insert($0.text).inserted } ?? false }
            entries.append(entry("enum", YAMLNode(.sequence(values), at: location)))
            return YAMLNode(.mapping(entries), at: location)
        }
        guard enums.isEmpty else { return nil }
        let minimums = texts.map { $0["minLength"]?.scalar.flatMap { Int($0.text) } }
        let maximums = texts.map { $0["maxLength"]?.scalar.flatMap { Int($0.text) } }
        if let least = minimums.map({ $0 ?? 0 }).min(), least > 0 {
            entries.append(entry("minLength", text: String(least)))
        }
        if maximums.allSatisfy({ $0 != nil }), let most = maximums.compactMap({ $0 }).max() {
            entries.append(entry("maxLength", text: String(most)))
        }
        var leftOut: [String] = []
        for key in ["format", "pattern"] {
            let written = texts.map { $0[key]?.scalar?.text }
            guard let first = written.compactMap({ $0 }).first else { continue }
            if written.allSatisfy({ $0 == first }), let node = texts[0][key] {
                entries.append(entry(key, node))
            } else {
                leftOut.append("`\(key): \(first)`")
            }
        }
        if !leftOut.isEmpty {
            document.diagnostics.warning(
                "this union of text variants is imported as one text that takes each, without \(leftOut.joined(separator: " and ")), "
                    + "which not every variant has",
                at: location)
        }
        return YAMLNode(.mapping(entries), at: location)
    }

    /// Whether a variant is text and nothing more: `type: string` (or no type, with an enum of
    /// text) and keys one text schema can say, without a format that makes it another Swift type.
    private static func isPlainText(_ map: OpenAPIMapping) -> Bool {
        // Extensions are documentation, except those naming enum cases, which a merge would lose.
        guard map.entries.allSatisfy({ textVariantKeys.contains($0.key) || $0.key.hasPrefix("x-") && !$0.key.lowercased().hasPrefix("x-enum") })
        else { return false }
        if let format = map["format"]?.scalar?.text, typedTextFormats.contains(format) { return false }
        if let type = map["type"] { return type.scalar?.text == "string" }
        guard let values = map["enum"]?.sequence, !values.isEmpty else { return false }
        return values.allSatisfy { value in
            guard let scalar = value.scalar else { return false }
            return scalar.style != .plain || (!scalar.isNull && ExactNumber(scalar.text) == nil && !["true", "false"].contains(scalar.text))
        }
    }
}
