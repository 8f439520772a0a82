#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Settings for `apigen generate` kept in a file: `{ "access": "package", "templates": "../Templates" }`.
///
/// The build plugin passes its `apigen.json` with `--settings`, so apigen reads the file
/// each time it runs: SwiftPM does not ask the plugin again when the file changes
/// (swiftlang/swift-package-manager#7891), and settings the plugin turned into options
/// would go stale. The file is JSON, read with the YAML reader (JSON is YAML's flow
/// style), so every problem has a line and column.
public struct GenerateSettings: Sendable, Equatable {
    /// The access level of generated declarations.
    public var access: AccessLevel?
    /// The templates folder, relative to the current directory (the file gives it
    /// relative to itself).
    public var templates: String?

    /// Creates settings.
    public init(access: AccessLevel? = nil, templates: String? = nil) {
        self.access = access
        self.templates = templates
    }

    /// The keys a settings file may hold.
    static let keys = ["access", "templates"]
    /// More than any settings file needs; a larger one is not read.
    static let maxFileSize = 64 << 10

    /// Reads a settings file: the settings, or `nil` with the errors.
    public static func read(_ path: String) -> (settings: GenerateSettings?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let bytes: [UInt8]
        switch readUserFile(path, what: "the settings file", plural: "settings files", limit: maxFileSize) {
        case .success(let read): bytes = read
        case .failure(let error):
            diagnostics.error(error.message, at: error.location)
            return (nil, diagnostics)
        }
        let parsed = YAMLParser.parse(bytes, file: path, limits: YAMLLimits.default)
        diagnostics.append(contentsOf: parsed.diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        guard let root = parsed.root else { return (GenerateSettings(), diagnostics) }
        guard let mapping = MappingView(root, what: "the settings", allowed: keys, diagnostics: &diagnostics) else {
            return (nil, diagnostics)
        }
        var settings = GenerateSettings()
        if let node = mapping["access"] {
            if let text = node.scalar?.text, let access = AccessLevel(rawValue: text) {
                settings.access = access
            } else {
                let levels = AccessLevel.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                diagnostics.error("`access` is one of \(levels)", at: node.location)
            }
        }
        if let node = mapping["templates"] {
            if let scalar = node.scalar, !scalar.text.isEmpty, isText(scalar) {
                let text = scalar.text
                let folder = PathText.folder(of: path)
                settings.templates = text.hasPrefix("/") || folder.isEmpty ? text : folder + "/" + text
            } else {
                diagnostics.error("`templates` is a folder's path, relative to the settings file", at: node.location)
            }
        }
        return (diagnostics.hasErrors ? nil : settings, diagnostics)
    }

    /// Whether a scalar is a JSON string: quoted, or plain text that JSON would not read
    /// as a number, `true`, `false` or `null`.
    private static func isText(_ scalar: YAMLScalar) -> Bool {
        guard scalar.style == .plain else { return true }
        return !["true", "false", "null"].contains(scalar.text) && Double(scalar.text) == nil
    }
}
