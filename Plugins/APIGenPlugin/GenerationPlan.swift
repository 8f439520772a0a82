import Foundation

/// One run of apigen for one target: its arguments, and every file it reads and writes.
///
/// Worked out from the target's file list before the tool runs, so the build system
/// knows every output by name. It reads `apigen.json` and lists the specs folder, as apigen
/// will; the rest is paths, so the plugin's tests (`Tests/APIGenCoreTests/Plugin`, which
/// compile this file) can check it for package targets and for Xcode targets alike.
struct GenerationPlan: Equatable {
    var arguments: [String]
    var inputs: [String]
    var outputs: [String]

    /// The API namespace file: a fixed name, as the build system must know it in advance.
    static let apiFile = "APIGenAPI.swift"

    /// Why a target's files make no plan.
    enum Problem: Error, Equatable {
        /// No spec files: no `Specs/` folder with YAML in it, and no `*.apigen.yaml` file.
        case noSpecs
        /// An Xcode target whose YAML files lie in more than one folder named `Specs`.
        case severalSpecsFolders([String])
        /// An Xcode target with only loose spec files and more than one `apigen.json`.
        case severalSettingsFiles([String])

        /// The message the plugin reports, after `APIGenPlugin: target `NAME` `.
        var message: String {
            switch self {
            case .noSpecs:
                return "has no Specs/ folder and no *.apigen.yaml files"
            case .severalSpecsFolders(let folders):
                return "has spec files in more than one Specs folder (\(folders.joined(separator: ", "))); "
                    + "one target generates one API: keep its specs in one Specs folder"
            case .severalSettingsFiles(let files):
                return "has more than one apigen.json (\(files.joined(separator: ", "))); "
                    + "keep one, in the Specs folder or beside the *.apigen.yaml files"
            }
        }
    }

    /// A package target: the specs are its `Specs/` folder and any `*.apigen.yaml` file
    /// elsewhere in it; `apigen.json` is in `Specs/`, or at the target's root when it has
    /// only loose spec files.
    static func forPackageTarget(root: String, files: [String], workDirectory: String) -> Result<GenerationPlan, Problem> {
        let specsFolder = root + "/Specs"
        let inFolder = files.filter { $0.hasPrefix(specsFolder + "/") && isSpec(String($0.dropFirst(specsFolder.count + 1))) }.sorted()
        let loose = files.filter { !$0.hasPrefix(specsFolder + "/") && isLooseSpec($0) }.sorted()
        guard !inFolder.isEmpty || !loose.isEmpty else { return .failure(.noSpecs) }
        let settings = (inFolder.isEmpty ? root : specsFolder) + "/apigen.json"
        return .success(plan(
            specsFolder: inFolder.isEmpty ? nil : specsFolder, inFolder: inFolder, loose: loose,
            settingsFile: exists(settings) ? settings : nil, workDirectory: workDirectory))
    }

    /// An Xcode target, which has files but no folder of its own: the specs are the YAML
    /// files in a folder named `Specs` (the one nearest the root, when they nest) and any
    /// `*.apigen.yaml` file elsewhere; `apigen.json` is in that `Specs` folder, or, with
    /// only loose spec files, the one among the target's files.
    static func forXcodeTarget(files: [String], workDirectory: String) -> Result<GenerationPlan, Problem> {
        var folders: Set<String> = []
        var inFolder: [String] = []
        var loose: [String] = []
        for file in files {
            if let folder = specsFolder(holding: file) {
                guard isSpec(String(file.dropFirst(folder.count + 1))) else { continue }
                folders.insert(folder)
                inFolder.append(file)
            } else if isLooseSpec(file) {
                loose.append(file)
            }
        }
        guard folders.count <= 1 else { return .failure(.severalSpecsFolders(folders.sorted())) }
        guard !inFolder.isEmpty || !loose.isEmpty else { return .failure(.noSpecs) }
        let settings: String?
        if let folder = folders.first {
            settings = exists(folder + "/apigen.json") ? folder + "/apigen.json" : nil
        } else {
            let candidates = files.filter { ($0 as NSString).lastPathComponent == "apigen.json" }.sorted()
            guard candidates.count <= 1 else { return .failure(.severalSettingsFiles(candidates)) }
            settings = candidates.first
        }
        return .success(plan(
            specsFolder: folders.first, inFolder: inFolder.sorted(), loose: loose.sorted(),
            settingsFile: settings, workDirectory: workDirectory))
    }

    private static func plan(
        specsFolder: String?, inFolder: [String], loose: [String], settingsFile: String?, workDirectory: String
    ) -> GenerationPlan {
        let output = workDirectory + "/Generated"
        var plan = GenerationPlan(arguments: ["generate"], inputs: [], outputs: [output + "/" + apiFile])
        if let specsFolder {
            plan.arguments.append(specsFolder)
            // apigen reads the whole folder, so a spec file there that the target leaves out
            // (not a member in Xcode, `exclude:` in a package) is generated too, and is named here.
            for path in Set(inFolder).union(specs(onDiskIn: specsFolder)).sorted() {
                plan.inputs.append(path)
                plan.outputs.append(output + "/" + outputName(String(path.dropFirst(specsFolder.count + 1))))
            }
        }
        for path in loose {
            plan.arguments.append(path)
            plan.inputs.append(path)
            plan.outputs.append(output + "/" + outputName((path as NSString).lastPathComponent))
        }
        plan.arguments += ["--output", output, "--api-file", apiFile]
        if let settingsFile {
            // apigen reads the file itself, every time it runs, and reports its problems at
            // their line and column: SwiftPM does not ask this plugin again when the file
            // changes, so settings turned into options here would go stale.
            plan.arguments += ["--settings", settingsFile]
            plan.inputs.append(settingsFile)
            if let templates = templatesFolder(settingsFile) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []
                plan.inputs += names.filter { $0.hasSuffix(".mustache") }.sorted().map { templates + "/" + $0 }
            }
        }
        return plan
    }

    /// The spec files below `folder` on disk, as apigen finds them.
    static func specs(onDiskIn folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if isSpec(relative) && !isFolder(folder + "/" + relative) { found.append(folder + "/" + relative) }
        }
        return found
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder named `Specs` nearest the root among the folders holding `path`.
    static func specsFolder(holding path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.dropLast().firstIndex(of: "Specs") else { return nil }
        return components[...index].joined(separator: "/")
    }

    /// What apigen reads in a spec folder: YAML files, but for hidden files and folders.
    static func isSpec(_ relativePath: String) -> Bool {
        let lower = relativePath.lowercased()
        return (lower.hasSuffix(".yaml") || lower.hasSuffix(".yml"))
            && !relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static func isLooseSpec(_ path: String) -> Bool {
        path.hasSuffix(".apigen.yaml")
    }

    /// The same rule as the tool (`Emitter.outputName(for:)`, held equal by a test): the
    /// relative path without its extension, joined with dots.
    static func outputName(_ relativePath: String) -> String {
        var stem = relativePath
        for suffix in [".yaml", ".yml", ".YAML", ".YML"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem.split(separator: "/").joined(separator: ".") + ".swift"
    }

    /// The templates folder `apigen.json` names, if it names one and is readable; apigen
    /// reports any problem with the file when it runs.
    static func templatesFolder(_ settingsFile: String) -> String? {
        struct Settings: Decodable { var templates: String? }
        // Only a regular file is opened: a FIFO would block the build.
        guard isRegularFile(settingsFile),
              let data = FileManager.default.contents(atPath: settingsFile),
              let templates = (try? JSONDecoder().decode(Settings.self, from: data))?.templates
        else { return nil }
        let folder = URL(fileURLWithPath: settingsFile).deletingLastPathComponent()
        return URL(fileURLWithPath: templates, relativeTo: folder).standardizedFileURL.path
    }

    /// Whatever is there is passed on: apigen says what is wrong with a settings file.
    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType == .typeRegular
    }
}
