import APIGenCore
import ArgumentParser

extension AccessLevel: ExpressibleByArgument {}

/// `apigen generate DIR`: writes the Swift for a spec folder.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generates Swift from the specs (what `apigen Specs/` runs).",
        discussion: """
            Writes one Swift file per spec file, plus the API file, into the output folder.
            Only files that change are written; generated files whose spec is gone are
            removed; a file without apigen's header is never touched.

            Examples:
              apigen Specs/                    # apigen generate Specs/ -o Generated
              apigen generate Specs/ -o Sources/Client --access package
              apigen generate Specs/ --settings Specs/apigen.json
              apigen generate Specs/ --check   # in CI: exit 1 when Generated/ is stale
            """
    )

    @Argument(help: "The spec folder (or spec files and folders that together form one API).")
    var specs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "Generated"

    @Option(help: ArgumentHelp("Render with the Mustache templates in this folder (`apigen templates DIR` writes copies to edit; missing ones fall back to the built-in templates).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The access level of generated declarations: public, package or internal (default: public).", valueName: "level"))
    var access: AccessLevel?

    @Option(help: ArgumentHelp("Read `access` and `templates` from this JSON file, as the build plugin does with `apigen.json` (`templates` is relative to the file); --access and --templates win over it.", valueName: "file"))
    var settings: String?

    @Option(help: ArgumentHelp("Name the API namespace file this (a `.swift` file name, written in the output folder), instead of `<Name>API.swift` (the build plugin fixes it in advance).", valueName: "name"))
    var apiFile: String?

    @Flag(help: "Write nothing; print a unified diff of what would change and exit 1 when the output is stale.")
    var check = false

    func run() throws {
        var diagnostics = Diagnostics()
        var fromFile = GenerateSettings()
        if let settings {
            let (read, settingsDiagnostics) = GenerateSettings.read(settings)
            diagnostics.append(contentsOf: settingsDiagnostics)
            fromFile = read ?? fromFile
        }
        // With a broken settings file the specs are still read, so one run reports every problem.
        let (files, generateDiagnostics) = APIGen.generate(
            inputs: specs, templates: templates ?? fromFile.templates, access: access ?? fromFile.access ?? .public, apiFileName: apiFile)
        diagnostics.append(contentsOf: generateDiagnostics)
        report(diagnostics)
        guard let files, !diagnostics.hasErrors else { throw ExitCode(1) }
        let (plan, planDiagnostics) = OutputPlan.make(files: files, output: output, specFolders: specs)
        report(planDiagnostics)
        guard let plan else { throw ExitCode(1) }
        if check {
            guard plan.isUpToDate else {
                print(plan.diff, terminator: "")
                var standardError = StandardError()
                print("\(output) is stale: \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") would change; run `apigen generate \(specs.joined(separator: " ")) --output \(output)`",
                      to: &standardError)
                throw ExitCode(1)
            }
            print("\(output) is up to date (\(plan.unchanged.count) files)")
            return
        }
        let writeDiagnostics = plan.apply()
        report(writeDiagnostics)
        if writeDiagnostics.hasErrors { throw ExitCode(1) }
        print(summary(plan))
    }

    private func summary(_ plan: OutputPlan) -> String {
        var created = 0, updated = 0, deleted = 0
        for change in plan.changes {
            switch change {
            case .create: created += 1
            case .update: updated += 1
            case .delete: deleted += 1
            }
        }
        return "\(output): \(created) created, \(updated) updated, \(deleted) removed, \(plan.unchanged.count) unchanged"
    }
}
