import Foundation
import Testing
import APIGenCore

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

    /// Runs the built `apigen` in `directory`, and waits for it off the pool (see `offThePool`).
    func apigen(_ arguments: [String], in directory: URL = packageRoot) async throws -> Run {
        try await offThePool { try Self.run(arguments, in: directory) }
    }

    private static func run(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Standard error goes to a file: with a second pipe, a run that filled it (64 KiB of
        // errors) would block while this thread still read standard output to its end.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = try Data(contentsOf: errorFile)
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                   standardError: String(decoding: errorData, as: UTF8.self))
    }

    init() {}

    @Test func theExampleSpecsLintClean() async throws {
        let run = try await apigen(["lint", "Specs/"])
        #expect(run.standardError == "")
        #expect(run.status == 0)
    }

    @Test func specErrorsExitOneWithSwiftcStyleLines() async throws {
        let folder = try ScratchFolder()
        try folder.write("pets.yaml", "models:\n  Pet: { properties: { tag: Tga } }\n  Tag: { properties: { name: string } }\n")
        let relative = try await apigen(["lint", "."], in: URL(fileURLWithPath: folder.path))
        #expect(relative.status == 1)
        #expect(relative.standardError == "./pets.yaml:2:29: error: no type named `Tga`; did you mean `Tag`?\n1 error found\n")
    }

    /// A clean lint means `generate` takes the specs: the names of the files they would
    /// generate are checked too, against the API file name `generate` would use.
    @Test func lintRefusesTheFileNamesGenerateRefuses() async throws {
        let folder = try ScratchFolder()
        try folder.write("main.yaml", "models:\n  A: { properties: { a: int } }\n")
        try folder.write("APIGenAPI.yaml", "models:\n  B: { properties: { b: int } }\n")
        let directory = URL(fileURLWithPath: folder.path)
        let run = try await apigen(["lint", "."], in: directory)
        #expect(run.status == 1)
        #expect(run.standardError == """
            ./main.yaml:1:1: error: this spec file would generate `main.swift`, which Swift compiles as a program's top-level code (in an executable target that has `@main` or a `main.swift` of its own, the build fails); rename the spec file
            1 error found

            """)
        try FileManager.default.removeItem(atPath: folder.path + "/main.yaml")
        #expect(try await apigen(["lint", "."], in: directory).status == 0)
        // The build plugin names the API file APIGenAPI.swift, which this spec file would take too.
        let plugin = try await apigen(["lint", ".", "--api-file", "APIGenAPI.swift"], in: directory)
        #expect(plugin.status == 1)
        #expect(plugin.standardError.hasPrefix(
            "./APIGenAPI.yaml:1:1: error: this spec file and the API file would generate the same file, `APIGenAPI.swift`"))
        let outside = try await apigen(["lint", ".", "--api-file", "../Mine.swift"], in: directory)
        #expect(outside.standardError.contains("`--api-file ../Mine.swift`: give a file name, without a folder"))
        #expect(outside.status == 1)
    }

    /// Every error in one run, however many: 1,500 of them make more standard error than a
    /// pipe holds at once, and each looks for a close name among 1,500 models.
    @Test func thousandsOfErrorsAreAllReported() async throws {
        let folder = try ScratchFolder()
        let models = (0..<1_500).map { "  M\($0): { properties: { p: Nope\($0) } }\n" }.joined()
        try folder.write("many.yaml", "models:\n" + models)
        let run = try await apigen(["lint", "."], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n")
        #expect(run.standardError.utf8.count > 64 * 1024)
        #expect(lines.count == 1_501)
        #expect(lines.first == "./many.yaml:2:26: error: no type named `Nope0`")
        #expect(lines.last == "1500 errors found")
    }

    /// `--version` prints the release a package would depend on, and nothing else.
    @Test func versionPrintsTheRelease() async throws {
        let run = try await apigen(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == APIGenVersion.current + "\n")
        #expect(APIGenVersion.current.split(separator: ".").map { Int($0) != nil } == [true, true, true])
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#"from: "\#(APIGenVersion.current)")"#), "the README's manifests name another release")
    }

    @Test func aMissingFolderExitsOne() async throws {
        let run = try await apigen(["lint", "no-such-folder"])
        #expect(run.status == 1)
        #expect(run.standardError == "apigen: error: cannot read `no-such-folder`: No such file or directory\n1 error found\n")
    }

    @Test func badUsageExitsTwo() async throws {
        let run = try await apigen(["lint"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("Missing expected argument"))
        #expect(try await apigen(["lint", "Specs/", "--nonsense"]).status == 2)
    }

    @Test func helpExplainsTheCommand() async throws {
        let run = try await apigen(["lint", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("apigen lint Specs/"))
    }
}
