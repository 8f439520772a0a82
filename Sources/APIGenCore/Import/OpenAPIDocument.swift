#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An OpenAPI document's node tree, with what the importer asks of it: mappings by
/// key, local references followed, and every problem reported where it is written.
struct OpenAPIDocument {
    let root: YAMLNode
    var diagnostics = Diagnostics()
    /// Whether the document was written as Swagger 2.0 (and is read as 3.0): messages name
    /// its own places (`securityDefinitions`).
    var fromSwagger = false

    /// Keys that carry documentation or tooling hints only: dropped without a word, as
    /// the spec has no place for them (an example belongs in a description).
    static let documentationKeys: Set<String> = [
        "example", "examples", "externalDocs", "xml", "title", "readOnly", "writeOnly", "$comment",
        "$schema", "$id", "contentMediaType", "contentEncoding",
    ]

    init(root: YAMLNode) {
        self.root = root
    }

    /// A mapping's entries by key, in written order; reports `what` when `node` is not a mapping.
    mutating func mapping(_ node: YAMLNode, _ what: String) -> OpenAPIMapping? {
        guard let entries = node.mapping else {
            diagnostics.error("expected a mapping for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return OpenAPIMapping(node: node, entries: entries)
    }

    /// Text, from any scalar.
    mutating func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.error("expected text for \(what), found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.text
    }

    /// A text that documents (a `description`, a `summary`): `nil`, without a word, where the
    /// document leaves it empty (`description:` and nothing, a YAML `null`, or `''` and white
    /// space, as drf-yasg writes every operation's), as documents often do.
    mutating func prose(_ node: YAMLNode, _ what: String) -> String? {
        if node.scalar?.isNull == true { return nil }
        guard let text = text(node, what), !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// `true` or `false`.
    mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        switch node.scalar?.text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            diagnostics.error("expected `true` or `false` for \(what)", at: node.location)
            return nil
        }
    }

    /// A number as written, if it is a JSON number.
    mutating func number(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, scalar.style == .plain, let number = ExactNumber(scalar.text) else {
            diagnostics.error("expected a number for \(what)", at: node.location)
            return nil
        }
        return number.text
    }

    /// The node a local reference (`#/components/parameters/limit`) points at, following
    /// references in turn; `nil`, after reporting, for a broken reference (or one to another
    /// file, which `OpenAPIBundle` reported).
    mutating func resolved(_ node: YAMLNode) -> YAMLNode? {
        var current = node
        var seen: Set<String> = []
        while let entries = current.mapping, let reference = entries.first(where: { $0.key == "$ref" }) {
            guard let target = reference.value.scalar?.text else {
                diagnostics.error("expected a reference for `$ref`", at: reference.value.location)
                return nil
            }
            guard seen.insert(target).inserted else {
                diagnostics.error("reference `\(target)` leads back to itself", at: reference.value.location)
                return nil
            }
            guard let next = pointee(target, at: reference.value.location) else { return nil }
            current = next
        }
        return current
    }

    /// The node at a JSON pointer within this document (`#/components/schemas/Pet`).
    mutating func pointee(_ reference: String, at location: SourceLocation) -> YAMLNode? {
        // A reference to another file that is still here is one `OpenAPIBundle` could not follow,
        // and reported.
        guard reference.hasPrefix("#") else { return nil }
        guard reference.hasPrefix("#/") else {
            diagnostics.error("reference `\(reference)` is not a JSON pointer (`#/components/...`), which apigen import follows",
                              at: location)
            return nil
        }
        guard let node = Self.node(at: reference, in: root) else {
            diagnostics.error("reference `\(reference)` points at nothing in this document", at: location)
            return nil
        }
        return node
    }

    /// The node `node` stands for, following `$ref`s in turn without a word: `nil` for a
    /// reference that is external, broken or leads back to itself, which is reported where
    /// the node itself is read (`resolved(_:)`).
    func quietlyResolved(_ node: YAMLNode) -> YAMLNode? {
        var current = node
        var seen: Set<String> = []
        while let target = current.mapping?.first(where: { $0.key == "$ref" })?.value.scalar?.text {
            guard seen.insert(target).inserted, let next = Self.node(at: target, in: root) else { return nil }
            current = next
        }
        return current
    }

    /// The schema of `components/schemas/<name>`, or `nil`.
    func schemaComponent(_ name: String) -> YAMLNode? {
        Self.componentSchemas(in: root)?.value.mapping?.first { $0.key == name }?.value
    }

    /// The `schemas` entry of a document's `components`, or `nil`.
    static func componentSchemas(in root: YAMLNode) -> YAMLMappingEntry? {
        root.mapping?.first { $0.key == "components" }?.value.mapping?.first { $0.key == "schemas" }
    }

    /// `root` with `components/schemas` replaced by `schemas`.
    static func replacingSchemas(in root: YAMLNode, with schemas: YAMLNode) -> YAMLNode {
        guard let entries = root.mapping else { return root }
        let rebuilt = entries.map { entry -> YAMLMappingEntry in
            guard entry.key == "components", let components = entry.value.mapping else { return entry }
            let inner = components.map { $0.key == "schemas" ? YAMLMappingEntry(key: $0.key, keyLocation: $0.keyLocation, value: schemas) : $0 }
            return YAMLMappingEntry(key: entry.key, keyLocation: entry.keyLocation, value: YAMLNode(.mapping(inner), at: entry.value.location))
        }
        return YAMLNode(.mapping(rebuilt), at: root.location)
    }

    /// The node at a local JSON pointer (`#/components/schemas/Pet`) below `root`, or `nil`.
    static func node(at reference: String, in root: YAMLNode) -> YAMLNode? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = unescapePointer(String(token))
            if let entries = node.mapping, let entry = entries.first(where: { $0.key == key }) {
                node = entry.value
            } else if let items = node.sequence, let index = Int(key), items.indices.contains(index) {
                node = items[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// A pointer token with `~1` and `~0` read back, and percent-escapes decoded.
    static func unescapePointer(_ token: String) -> String {
        let decoded = percentDecoded(token) ?? token
        return decoded.replacing("~1", with: "/").replacing("~0", with: "~")
    }

    /// `%20` read back as a space; `nil` for a broken escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Warns about each key of `mapping` that is neither read (`known`) nor documentation.
    mutating func warnUnread(_ mapping: OpenAPIMapping, known: Set<String>, in what: String) {
        for entry in mapping.entries
        where !known.contains(entry.key) && !Self.documentationKeys.contains(entry.key) && !entry.key.hasPrefix("x-") {
            diagnostics.warning("`\(entry.key)` in \(what) is not imported: the spec language has no equivalent", at: entry.keyLocation)
        }
    }
}

/// A mapping's entries, looked up by key.
struct OpenAPIMapping {
    let node: YAMLNode
    let entries: [YAMLMappingEntry]

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    func location(of key: String) -> SourceLocation {
        entries.first { $0.key == key }?.keyLocation ?? node.location
    }
}
