import Foundation
import Testing
import APIGenCore

/// Every input the fuzzer ever flagged (Fuzz/regressions/) and its seeds (Fuzz/seeds/),
/// held to the fuzzing property: no crash, and a failure always explains itself with
/// errors that point into the file.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folders = ["Fuzz/regressions", "Fuzz/seeds"]

    static var inputs: [String] {
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
}
