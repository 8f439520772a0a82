/// The parts of a multipart body as OpenAPI describes them beyond their schemas: the media
/// type's `encoding` (each part's `contentType`), and 3.1's `contentMediaType` on a
/// property, which makes it a file with that content type.
extension OpenAPITranslator {
    /// A multipart body whose schema the import reads: written in place, or a component.
    struct MultipartBody {
        /// Where its schema is written.
        var location: SourceLocation
        /// Whether its bytes (`format: binary`) are files: in place, or a component that only
        /// multipart bodies use (`MultipartComponents`); else they stay `data`.
        var files: Bool
        /// The content types its `encoding` gives its parts, by property.
        var parts: [String: PartContentType]
        /// Where its (first) `encoding` is written.
        var encoding: SourceLocation?
        /// Whether its properties were read, which takes the `encoding` in.
        var isRead = false
    }

    /// Warns when the multipart body just read had an `encoding` that no object with
    /// properties took in (a schema of `allOf`, a map).
    mutating func warnUnreadEncoding(of what: String) {
        guard let body = multipartBody, !body.isRead, !body.parts.isEmpty else { return }
        document.diagnostics.warning(
            "the `encoding` of \(what) is not imported: its schema is not an object with properties written out, whose parts it would name",
            at: body.encoding)
    }

    /// A part's content type, as an `encoding` gives it.
    struct PartContentType {
        var value: String
        var location: SourceLocation
    }

    /// The content types that a multipart media type's `encoding` gives its parts, by
    /// property. A list (`image/png, image/jpeg`) gives its first, which a `FileUpload` of
    /// another type replaces as it is sent; a range (`image/*`) names no one type and is left
    /// out, as is a part's `headers`, each with a warning.
    mutating func partContentTypes(_ encoding: YAMLNode?) -> [String: PartContentType] {
        guard let encoding, let parts = document.mapping(encoding, "`encoding`") else { return [:] }
        var contentTypes: [String: PartContentType] = [:]
        for part in parts.entries {
            guard let map = document.mapping(part.value, "the encoding of part `\(part.key)`") else { continue }
            // `style`, `explode` and `allowReserved` shape form fields; a multipart part ignores them.
            document.warnUnread(map, known: ["contentType", "style", "explode", "allowReserved"], in: "the encoding of part `\(part.key)`")
            guard let node = map["contentType"], let text = document.text(node, "`contentType`") else { continue }
            let first = text.split(separator: ",").first.map { String($0.trimmingSpaces) } ?? ""
            guard Resolver.isMediaType(first), !first.mediaTypeEssence.contains("*") else {
                document.diagnostics.warning(
                    "the content type `\(text)` of part `\(part.key)` is not imported: a part is sent as one media type such as `image/png`",
                    at: node.location)
                continue
            }
            contentTypes[part.key] = PartContentType(value: first, location: node.location)
        }
        return contentTypes
    }

    /// What the `encoding` of each multipart body that sends the schema component `name`
    /// gives its parts; where two bodies give one part different types, the first is kept,
    /// with a warning.
    mutating func partContentTypes(ofComponent name: String) -> [String: PartContentType] {
        var merged: [String: PartContentType] = [:]
        for encoding in (multipartComponents.encodings[name] ?? []).sorted(by: { $0.location < $1.location }) {
            for (part, contentType) in partContentTypes(encoding) {
                guard let kept = merged[part] else {
                    merged[part] = contentType
                    continue
                }
                if kept.value != contentType.value {
                    document.diagnostics.warning(
                        "part `\(part)` of `\(name)` is sent as `\(kept.value)` (\(kept.location)), so `\(contentType.value)` here is not imported: "
                            + "the spec gives a part one content type",
                        at: contentType.location)
                }
            }
        }
        return merged
    }

    /// The content type of a property that is a file part, as its schema written in place
    /// gives it: `format: binary` (with 3.1's `contentMediaType` when it has one), or 3.1's
    /// `contentMediaType` alone on a string, of what is not text and not encoded in text
    /// (`contentEncoding`). `.some(nil)` for bytes of no named type, `nil` for a property that is
    /// not a file. Of an array, its items'.
    static func filePart(_ node: YAMLNode) -> String?? {
        guard let entries = node.mapping else { return nil }
        let map = OpenAPIMapping(node: node, entries: entries)
        func text(_ key: String) -> String? { map[key]?.scalar?.text }
        if let items = map["items"] { return filePart(items) }
        let mediaType = text("contentMediaType").flatMap { Resolver.isMediaType($0) && !$0.contains("*") ? $0 : nil }
        if text("format") == "binary" { return .some(mediaType) }
        guard let mediaType, text("contentEncoding") == nil, [nil, "string"].contains(text("type")),
              !mediaType.mediaTypeEssence.lowercased().hasPrefix("text/") else { return nil }
        return .some(mediaType)
    }
}
