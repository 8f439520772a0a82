import Foundation
import PackagePlugin

/// Generates a target's API client at build time, from the `Specs/` folder in the
/// target (or `*.apigen.yaml` files anywhere in it), into the plugin's work folder.
///
/// Output names are worked out from input names before the tool runs, so the build
/// system knows them: `Specs/store/orders.yaml` gives `store.orders.swift`, and the
/// API namespace always goes to `APIGenAPI.swift`. Settings come from an optional
/// `apigen.json` beside the specs: `{ "access": "package", "templates": "../Templates" }`.
@main
struct APIGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = target.directoryURL.standardizedFileURL.path
        let specsFolder = root + "/Specs"
        let files = target.sourceFiles.map { $0.url.standardizedFileURL.path }
        let inFolder = files.filter { $0.hasPrefix(specsFolder + "/") && Self.isSpec($0) }.sorted()
        let loose = files.filter { !$0.hasPrefix(specsFolder + "/") && $0.hasSuffix(".apigen.yaml") }.sorted()
        guard !inFolder.isEmpty || !loose.isEmpty else {
            Diagnostics.warning("APIGenPlugin: target `\(target.name)` has no Specs/ folder and no *.apigen.yaml files")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        var arguments = ["generate"]
        var inputs: [URL] = []
        var outputs: [URL] = [output.appendingPathComponent(Self.apiFile)]
        if !inFolder.isEmpty {
            arguments.append(specsFolder)
            for path in inFolder {
                inputs.append(URL(fileURLWithPath: path))
                outputs.append(output.appendingPathComponent(Self.outputName(String(path.dropFirst(specsFolder.count + 1)))))
            }
        }
        for path in loose {
            arguments.append(path)
            inputs.append(URL(fileURLWithPath: path))
            outputs.append(output.appendingPathComponent(Self.outputName((path as NSString).lastPathComponent)))
        }
        arguments += ["--output", output.path, "--api-file", Self.apiFile]
        let configFile = (inFolder.isEmpty ? root : specsFolder) + "/apigen.json"
        if FileManager.default.fileExists(atPath: configFile) {
            // apigen reads the file itself, every time it runs, and reports its problems at
            // their line and column: SwiftPM does not ask this plugin again when the file
            // changes, so settings turned into options here would go stale.
            arguments += ["--settings", configFile]
            inputs.append(URL(fileURLWithPath: configFile))
            if let templates = Settings.templatesFolder(configFile) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
                inputs += names.filter { $0.hasSuffix(".mustache") }.sorted().map { templates.appendingPathComponent($0) }
            }
        }
        return [
            .buildCommand(
                displayName: "apigen: generating the API client for \(target.name)",
                executable: try context.tool(named: "apigen").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputs)
        ]
    }

    static let apiFile = "APIGenAPI.swift"

    static func isSpec(_ path: String) -> Bool {
        let lower = path.lowercased()
        return (lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")) && !(path as NSString).lastPathComponent.hasPrefix(".")
    }

    /// The same rule as the tool: the relative path without its extension, joined with dots.
    static func outputName(_ relativePath: String) -> String {
        var stem = relativePath
        for suffix in [".yaml", ".yml", ".YAML", ".YML"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem.split(separator: "/").joined(separator: ".") + ".swift"
    }

    /// `apigen.json`: settings that would be options on the command line, read by apigen.
    /// The plugin looks only for the templates folder, to make its files inputs of the build.
    struct Settings: Decodable {
        var templates: String?

        /// The templates folder the file names, if it names one and is readable; apigen
        /// reports any problem with the file when it runs.
        static func templatesFolder(_ path: String) -> URL? {
            // Only a regular file is opened: a FIFO would block the build.
            guard (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType == .typeRegular,
                  let data = FileManager.default.contents(atPath: path),
                  let templates = (try? JSONDecoder().decode(Settings.self, from: data))?.templates
            else { return nil }
            return URL(fileURLWithPath: templates, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent()).standardizedFileURL
        }
    }
}
