import APIGenCore
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `apigen`: YAML endpoint specs in, reviewable Swift out.
@main
struct APIGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apigen",
        abstract: "Turns a folder of YAML endpoint specs into Swift.",
        discussion: """
            Diagnostics are printed as `path:line:column: error: message`.
            Exit codes: 0 done, 1 spec errors or stale output (--check), 2 bad usage.
            """,
        version: APIGenVersion.current,
        subcommands: [Generate.self, Lint.self, Templates.self, Import.self],
        defaultSubcommand: Generate.self
    )

    /// Runs the command, mapping argument errors to exit code 2 (the documented "bad usage").
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                var standardError = StandardError()
                print(fullMessage(for: error), to: &standardError)
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}

/// `apigen lint DIR`: parse and check only.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reads and checks the specs, and the names of the files they would generate, without generating anything.",
        discussion: "Example: apigen lint Specs/"
    )

    @Argument(help: "The spec folder (or spec files and folders that together form one API).")
    var specs: [String]

    @Option(help: ArgumentHelp("Check generated file names against this API file name, as `generate --api-file` would (the build plugin uses APIGenAPI.swift).", valueName: "name"))
    var apiFile: String?

    func run() throws {
        let diagnostics = APIGen.lint(inputs: specs, apiFileName: apiFile)
        report(diagnostics)
        if diagnostics.hasErrors { throw ExitCode(1) }
    }
}

/// `apigen templates DIR`: writes the built-in templates out, to copy and edit.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the built-in Mustache templates into a folder, to edit and pass to --templates.",
        discussion: """
            A template already there is left alone when it holds the built-in text; an
            edited one is an error, and then nothing is written.

            Examples:
              apigen templates MyTemplates/
              apigen generate Specs/ --templates MyTemplates/
            """
    )

    @Argument(help: ArgumentHelp("The folder to write the templates into.", valueName: "dir"))
    var folder: String

    func run() throws {
        let result = TemplateExport.write(to: folder)
        report(result.diagnostics)
        if result.diagnostics.hasErrors { throw ExitCode(1) }
        print("\(folder): \(result.written.count) written, \(result.unchanged.count) unchanged")
    }
}

/// Prints diagnostics to standard error, sorted, with a closing count when there are errors.
func report(_ diagnostics: Diagnostics) {
    var standardError = StandardError()
    for diagnostic in diagnostics.sorted {
        print(diagnostic, to: &standardError)
    }
    let errors = diagnostics.errors.count
    if errors > 0 {
        print("\(errors) error\(errors == 1 ? "" : "s") found", to: &standardError)
    }
}

/// Standard error as a `TextOutputStream`, unbuffered.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        writeToStandardError(Array(string.utf8)[...])
    }
}

private func writeToStandardError(_ bytes: ArraySlice<UInt8>) {
    var bytes = bytes
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
