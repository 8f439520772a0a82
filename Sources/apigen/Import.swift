import APIGenCore
import ArgumentParser

/// `apigen import DOC -o DIR`: an OpenAPI document as a spec folder, once.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turns an OpenAPI 3.0, 3.1 or 3.2 or Swagger 2.0 document (YAML or JSON) into a spec folder, to edit from then on.",
        discussion: """
            Writes api.yaml, a spec file per tag (with the models only its endpoints
            use; split every 50 endpoints) and models.yaml, then checks them as
            `apigen lint` would. A document split over files is read whole: each
            `$ref` to another file is followed, and its schemas become models.
            What the spec language cannot say is an error at its
            place in the document, and then nothing is written; what is left out (a
            second media type, a callback) is a warning. Existing files are never
            written over: import into a new folder.

            Examples:
              apigen import openapi.yaml -o Specs
              apigen import openapi.json -o Specs && apigen Specs/
            """
    )

    @Argument(help: ArgumentHelp("The OpenAPI document; the files its references name are read too, relative to the file that names them.",
                                 valueName: "document"))
    var document: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The spec folder to create or add to.", valueName: "dir"))
    var output = "Specs"

    @Flag(help: ArgumentHelp("Leave out each operation the spec language cannot say, its errors told as warnings, and import the rest (errors elsewhere still stop the import)."))
    var partial = false

    func run() throws {
        let (files, diagnostics) = OpenAPIImport.translate(documentAt: document, partial: partial)
        report(diagnostics)
        guard !diagnostics.hasErrors else { throw ExitCode(1) }
        let (written, writeDiagnostics) = OpenAPIImport.write(files, to: output)
        report(writeDiagnostics)
        guard !writeDiagnostics.hasErrors else { throw ExitCode(1) }
        print("\(output): \(written.count) spec file\(written.count == 1 ? "" : "s") written (\(files.map(\.name).joined(separator: ", ")))")
        // Checked after writing, so that each problem points at a line that can be opened and fixed.
        let problems = OpenAPIImport.check(files, folder: output)
        report(problems)
        if problems.hasErrors {
            var standardError = StandardError()
            print("the imported specs need the fixes above before apigen generates from them", to: &standardError)
            throw ExitCode(1)
        }
    }
}
