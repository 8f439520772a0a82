import Foundation
import Testing
@testable import APIGenCore

/// Every input the fuzzers ever flagged (Fuzz/regressions/, Fuzz/template-regressions/)
/// and their seeds (Fuzz/seeds/, Fuzz/template-seeds/), held to the fuzzing property:
/// no crash, and a failure always explains itself with errors that point into a file.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folders = ["Fuzz/regressions", "Fuzz/seeds"]

    static let templateFolders = ["Fuzz/template-regressions", "Fuzz/template-seeds"]

    static var inputs: [String] { files(in: folders) }
    static var templateInputs: [String] { files(in: templateFolders) }

    static func files(in folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let path = CommandLineTests.packageRoot.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0 != "README.md" }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test(arguments: inputs)
    func inputHoldsTheFuzzingProperty(_ input: String) throws {
        let data = try Data(contentsOf: CommandLineTests.packageRoot.appendingPathComponent(input))
        let (files, diagnostics) = APIGen.generate(specBytes: [UInt8](data), path: "fuzz.yaml")
        if files == nil {
            #expect(!diagnostics.errors.isEmpty, "\(input): generation failed without an error")
            #expect(diagnostics.errors.allSatisfy { $0.location != nil }, "\(input): an error without a position")
        }
    }

    /// As `Fuzz/Sources/TemplateFuzz` does: the input is up to six templates split at NUL
    /// bytes (`struct`, `file`, `request`, a partial `p`, `api` and `events`), rendering
    /// `Fuzz/template-api.yaml`.
    @Test(arguments: templateInputs)
    func templateInputHoldsTheFuzzingProperty(_ input: String) throws {
        let root = CommandLineTests.packageRoot
        let data = try [UInt8](Data(contentsOf: root.appendingPathComponent(input)))
        let folder = try ScratchFolder()
        let names = ["struct", "file", "request", "p", "api", "events"]
        for (name, part) in zip(names, data.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)) {
            try Data(part).write(to: URL(fileURLWithPath: folder.path + "/\(name).mustache"))
        }
        let (model, diagnostics) = APIGen.load(folder: root.appendingPathComponent("Fuzz/template-api.yaml").path)
        #expect(!diagnostics.hasErrors)
        let (files, all) = APIGen.emit(model, diagnostics, templates: folder.path, access: .public, apiFileName: nil,
                                       budget: RenderBudget(maximumOutput: 8 << 20, maximumSteps: 200_000))
        if files == nil {
            #expect(!all.errors.isEmpty, "\(input): generation failed without an error")
            #expect(all.errors.allSatisfy { $0.location != nil }, "\(input): an error without a position")
        }
    }
}
