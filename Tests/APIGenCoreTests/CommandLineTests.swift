import Foundation
import Testing

/// Runs the built `apigen` executable, as a user or CI would.
@Suite("Command line")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `apigen` sits beside the test bundle in the build folder.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("apigen")
    }

    func apigen(_ arguments: [String], in directory: URL = packageRoot) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                   standardError: String(decoding: errorData, as: UTF8.self))
    }

    init() {}

    @Test func theExampleSpecsLintClean() throws {
        let run = try apigen(["lint", "Specs/"])
        #expect(run.standardError == "")
        #expect(run.status == 0)
    }

    @Test func specErrorsExitOneWithSwiftcStyleLines() throws {
        let folder = try ScratchFolder()
        try folder.write("pets.yaml", "models:\n  Pet: { properties: { tag: Tga } }\n  Tag: { properties: { name: string } }\n")
        let relative = try apigen(["lint", "."], in: URL(fileURLWithPath: folder.path))
        #expect(relative.status == 1)
        #expect(relative.standardError == "./pets.yaml:2:29: error: no type named `Tga`; did you mean `Tag`?\n1 error found\n")
    }

    @Test func aMissingFolderExitsOne() throws {
        let run = try apigen(["lint", "no-such-folder"])
        #expect(run.status == 1)
        #expect(run.standardError == "apigen: error: cannot read `no-such-folder`: No such file or directory\n1 error found\n")
    }

    @Test func badUsageExitsTwo() throws {
        let run = try apigen(["lint"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("Missing expected argument"))
        #expect(try apigen(["lint", "Specs/", "--nonsense"]).status == 2)
    }

    @Test func helpExplainsTheCommand() throws {
        let run = try apigen(["lint", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("apigen lint Specs/"))
    }
}
