import Foundation
import Testing
@testable import APIGenCore

/// The output folder under stress: name collisions, failed and interrupted writes.
@Suite("Output folder")
struct OutputFolderTests {
    let cli = CommandLineTests()

    @Test func specFilesThatWouldGenerateOneFileAreRefused() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/User.yaml", "models:\n  A: { properties: { a: int } }\n")
        try folder.write("Specs/user.yaml", "models:\n  B: { properties: { b: int } }\n")
        try folder.write("Specs/store/orders.yaml", "models:\n  C: { properties: { c: int } }\n")
        try folder.write("Specs/store.orders.yml", "models:\n  D: { properties: { d: int } }\n")
        try folder.write("Specs/API.yaml", "models:\n  E: { properties: { e: int } }\n")
        let run = try await cli.apigen(["Specs"], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 1)
        #expect(run.standardError == """
            Specs/API.yaml:1:1: error: this spec file and the API file would generate the same file, `API.swift`; rename the spec file, or name the API file with `--api-file`
            Specs/store/orders.yaml:1:1: error: this spec file and `Specs/store.orders.yml` would generate the same file, `store.orders.swift`; rename one
            Specs/user.yaml:1:1: error: this spec file and `Specs/User.yaml` would generate `user.swift` and `User.swift`, one file on macOS; rename one
            3 errors found

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
        // The writer checks names too, for tools that hand it files of their own.
        let files = [GeneratedFile(name: "User.swift", contents: ""), GeneratedFile(name: "user.swift", contents: "")]
        let (plan, problems) = OutputPlan.make(files: files, output: folder.path + "/Out", specFolders: [])
        #expect(plan == nil)
        #expect(problems.sorted.map(\.description)
            == ["apigen: error: `user.swift` and `User.swift` differ only in case; they would be one file on macOS. Rename a spec file."])
    }

    /// swiftc compiles a file named `main.swift` as a program's top-level code, which breaks an
    /// executable target that has `@main` or a `main.swift` of its own.
    @Test func noSpecFileOrAPIFileBecomesMainSwift() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/main.yaml", "models:\n  A: { properties: { a: int } }\n")
        try folder.write("Specs/app/main.yaml", "models:\n  B: { properties: { b: int } }\n")
        let directory = URL(fileURLWithPath: folder.path)
        let run = try await cli.apigen(["Specs"], in: directory)
        #expect(run.status == 1)
        #expect(run.standardError == """
            Specs/main.yaml:1:1: error: this spec file would generate `main.swift`, which Swift compiles as a program's top-level code (in an executable target that has `@main` or a `main.swift` of its own, the build fails); rename the spec file
            1 error found

            """)
        try FileManager.default.removeItem(atPath: folder.path + "/Specs/main.yaml")
        let named = try await cli.apigen(["generate", "Specs", "--api-file", "main.swift"], in: directory)
        #expect(named.status == 1)
        #expect(named.standardError.contains("`--api-file main.swift`: `main.swift` is compiled as a program's top-level code"))
        #expect(try await cli.apigen(["Specs"], in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Generated/app.main.swift"))
    }

    /// The API file's name is a file of the output folder: a folder in it would write elsewhere,
    /// over files apigen did not write.
    @Test func theAPIFileNameCannotLeaveTheOutputFolder() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/pets.yaml", "models:\n  A: { properties: { a: int } }\n")
        try folder.write("Mine.swift", "let mine = 1\n")
        let directory = URL(fileURLWithPath: folder.path)
        let expected = [
            "../Mine.swift": "give a file name, without a folder; the file goes in the output folder",
            "sub/API.swift": "give a file name, without a folder; the file goes in the output folder",
            ".API.swift": "a name starting with `.` makes a hidden file, which builds leave out",
            "API.txt": "the name must end in `.swift`",
        ]
        for (name, problem) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try await cli.apigen(["generate", "Specs", "--api-file", name], in: directory)
            #expect(run.status == 1, "\(name)")
            #expect(run.standardError == "apigen: error: `--api-file \(name)`: \(problem)\n1 error found\n")
        }
        #expect(try String(contentsOfFile: folder.path + "/Mine.swift", encoding: .utf8) == "let mine = 1\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Generated"))
        // The writer refuses such names too, for tools that hand it files of their own, even when
        // the output folder does not exist yet and nothing there can be read.
        let files = [GeneratedFile(name: "../Mine.swift", contents: OutputPlan.header), GeneratedFile(name: "a.swift", contents: OutputPlan.header)]
        let (plan, problems) = OutputPlan.make(files: files, output: folder.path + "/Out", specFolders: [])
        #expect(plan == nil)
        #expect(problems.sorted.map(\.description) == ["apigen: error: `../Mine.swift` is not a file name in the output folder; not writing it"])
        #expect(try String(contentsOfFile: folder.path + "/Mine.swift", encoding: .utf8) == "let mine = 1\n")
    }

    @Test func aFailedWriteLeavesThePreviousFileIntactAndNoTemporaryFile() throws {
        let folder = try ScratchFolder()
        try folder.write("out/a.swift", "// Generated by apigen: the previous version\n")
        let directory = folder.path + "/out"
        #expect(chmod(directory, 0o555) == 0)
        defer { chmod(directory, 0o755) }
        let problem = OutputPlan.writeAtomically(Data("// Generated by apigen: new\n".utf8), to: directory + "/a.swift")
        if getuid() == 0 {
            // root ignores the read-only bit; the write goes through, whole.
            #expect(problem == nil)
            #expect(try String(contentsOfFile: directory + "/a.swift", encoding: .utf8) == "// Generated by apigen: new\n")
        } else {
            #expect(problem != nil)
            #expect(try String(contentsOfFile: directory + "/a.swift", encoding: .utf8) == "// Generated by apigen: the previous version\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["a.swift"])
    }

    @Test func anOutputThatIsNoFolderIsOneErrorInTheSystemsWords() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", "models:\n  Item: { properties: { name: string } }\n")
        try folder.write("Notes.txt", "mine\n")
        let directory = URL(fileURLWithPath: folder.path)
        let file = try await cli.apigen(["generate", "Specs", "--output", "Notes.txt"], in: directory)
        #expect(file.status == 1)
        #expect(file.standardError == "apigen: error: `Notes.txt` is not a folder; apigen writes its files into a folder\n1 error found\n")
        let below = try await cli.apigen(["generate", "Specs", "--output", "Notes.txt/Generated", "--check"], in: directory)
        #expect(below.standardError
            == "apigen: error: cannot use `Notes.txt/Generated` as the output folder: Not a directory\n1 error found\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Dangling", withDestinationPath: folder.path + "/Gone")
        let dangling = try await cli.apigen(["generate", "Specs", "--output", "Dangling"], in: directory)
        #expect(dangling.standardError
            == "apigen: error: `Dangling` is a symbolic link to nothing; apigen does not create its target\n1 error found\n")
        let export = try await cli.apigen(["templates", "Notes.txt"], in: directory)
        #expect(export.standardError == "apigen: error: `Notes.txt` is not a folder; apigen writes its files into a folder\n1 error found\n")
        #expect(try String(contentsOfFile: folder.path + "/Notes.txt", encoding: .utf8) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Gone"))
    }

    @Test func aFolderThatCannotBeCreatedIsNamedWithTheSystemsReason() throws {
        let folder = try ScratchFolder()
        try folder.write("Notes.txt", "mine\n")
        let problem = createFolder(folder.path + "/Notes.txt/a/b")
        #expect(problem?.hasSuffix("`: \(String(cString: strerror(ENOTDIR)))") == true)
        #if os(Linux)
        // Foundation here names the folder that failed, which lies above the one asked for.
        #expect(problem == "cannot create `\(folder.path)/Notes.txt/a`: \(String(cString: strerror(ENOTDIR)))")
        #endif
        // Foundation on Linux describes that failure only as "NSCocoaErrorDomain error 512".
        let wrapped = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOTDIR)])
        #expect(systemReason(wrapped) == String(cString: strerror(ENOTDIR)))
        #expect(systemReason(POSIXError(.ENOSPC)) == String(cString: strerror(ENOSPC)))
        #expect(systemReason(CocoaError(.fileWriteUnknown)) == "the operation failed (Foundation's CocoaError 512)")
    }

    @Test func aRenameOntoAFolderFailsWithoutTouchingIt() throws {
        let folder = try ScratchFolder()
        try folder.write("out/a.swift/keep.txt", "mine\n")
        let problem = OutputPlan.writeAtomically(Data("x".utf8), to: folder.path + "/out/a.swift")
        #expect(problem != nil)
        #expect(try String(contentsOfFile: folder.path + "/out/a.swift/keep.txt", encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["a.swift"])
    }

    @Test func temporaryFilesLeftByAKilledRunAreRemoved() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", "models:\n  Item: { properties: { name: string } }\n")
        try folder.write("Generated/.shop.swift.apigen-0D1E.tmp", "// Generated by apigen, half writ")
        try folder.write("Generated/.shop.swift.apigen-0D1E.tmp.x9Qz", "// Generated by apigen, ha")
        try folder.write("Generated/.notes.txt", "mine")
        let run = try await cli.apigen(["Specs"], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated").sorted()
        #expect(names == [".notes.txt", "API.swift", "shop.swift"])
    }

    /// Kills apigen at random moments while it writes a large client: every file left is
    /// whole (the finished text), never a prefix of it.
    @Test func killingARunNeverLeavesAPartialFile() async throws {
        let folder = try ScratchFolder()
        for file in 0..<4 {
            var spec = "models:\n"
            for model in 0..<150 {
                spec += "  M\(file)x\(model): { description: \"Model \(model).\", properties: { a: { type: string, maxLength: 9 }, b: int?, c: \"string[]\" } }\n"
            }
            try folder.write("Specs/part\(file).yaml", spec)
        }
        let directory = URL(fileURLWithPath: folder.path)
        #expect(try await cli.apigen(["generate", "Specs", "--output", "Expected"], in: directory).status == 0)
        var expected: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Expected") {
            expected[name] = try String(contentsOfFile: folder.path + "/Expected/" + name, encoding: .utf8)
        }
        var random = SystemRandomNumberGenerator()
        for attempt in 0..<8 {
            try? FileManager.default.removeItem(atPath: folder.path + "/Generated")
            let delay = Double.random(in: 0.005...0.25, using: &random)
            try await offThePool { try Self.runApigen(in: directory, killedAfter: delay) }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated")) ?? []
            for name in names where !OutputPlan.isTemporaryName(name) {
                let contents = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Generated/" + name))
                let whole = Data((expected[name] ?? "").utf8)
                let firstDifference = zip(contents, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                #expect(contents == whole,
                        "attempt \(attempt): \(name) has \(contents.count) bytes, the finished file \(whole.count); first difference at \(firstDifference.map(String.init) ?? "none"); files: \(names)")
            }
        }
        let finish = try await cli.apigen(["Specs"], in: directory)
        #expect(finish.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated").sorted()
        #expect(names == expected.keys.sorted())
    }

    /// Starts `apigen Specs` in `directory`, kills it after `delay` seconds and waits for it to end.
    private static func runApigen(in directory: URL, killedAfter delay: TimeInterval) throws {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["Specs"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A file over the limit is refused from its size alone: apigen neither reads it nor
    /// writes anything. Under the limit, the same file is replaced as usual.
    @Test func anExistingFileLargerThanAnythingApigenWritesIsNotRead() throws {
        let folder = try ScratchFolder()
        let output = folder.path + "/out"
        try folder.write("out/a.swift", OutputPlan.header + "\n" + String(repeating: "// padding\n", count: 100))
        let files = [GeneratedFile(name: "a.swift", contents: OutputPlan.header + "\n")]
        let (refused, diagnostics) = OutputPlan.make(files: files, output: output, specFolders: [], existingLimit: 1000)
        #expect(refused == nil)
        #expect(diagnostics.all.map(\.message) == ["`\(output)/a.swift` is larger than anything apigen writes in one run (1000 bytes); not reading it"])
        let (plan, _) = OutputPlan.make(files: files, output: output, specFolders: [], existingLimit: 2000)
        #expect(plan?.changes.map(\.name) == ["a.swift"])
    }

    /// A FIFO where a generated file goes, or beside the generated files, is never opened:
    /// opening one blocks until a writer comes, and none will.
    @Test func aFIFOInTheOutputIsRefusedWithoutBlocking() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", "models:\n  Item: { properties: { name: string } }\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Generated", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/Generated/shop.swift", 0o644) == 0)
        #expect(mkfifo(folder.path + "/Generated/stale.swift", 0o644) == 0)
        let run = try await cli.apigen(["Specs"], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 1)
        #expect(run.standardError.contains("`Generated/shop.swift` is not a regular file; apigen writes only regular files it created"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Generated").sorted() == ["shop.swift", "stale.swift"])
    }

    /// `readBounded`'s own check, for a FIFO that appears after the caller's `stat`: it is
    /// opened without blocking and refused.
    @Test func readingAFIFODirectlyNeitherBlocksNorSucceeds() throws {
        let folder = try ScratchFolder()
        #expect(mkfifo(folder.path + "/pipe", 0o644) == 0)
        #expect(readBounded(folder.path + "/pipe", limit: 10) == nil)
        try folder.write("file", "abc")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: folder.path + "/file")
        #expect(readBounded(folder.path + "/link", limit: 10) == Array("abc".utf8))
        #expect(readBounded(folder.path + "/link", limit: 10, followingLinks: false) == nil)
    }

    /// A file is read whole up to the limit, and one byte past it, so callers can tell it is too large.
    @Test func readingStopsOneBytePastTheLimit() throws {
        let folder = try ScratchFolder()
        let text = (0..<20_000).map { "line \($0)\n" }.joined()
        try folder.write("large", text)
        try folder.write("empty", "")
        #expect(readBounded(folder.path + "/large", limit: 1_000_000) == Array(text.utf8))
        #expect(readBounded(folder.path + "/large", limit: 10) == Array(text.utf8.prefix(11)))
        #expect(readBounded(folder.path + "/empty", limit: 10) == [])
        #expect(readBounded(folder.path + "/missing", limit: 10) == nil)
    }
}
