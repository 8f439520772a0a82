import Foundation
import Testing
@testable import APIGenCore

/// `apigen templates DIR`: the built-in templates written out, to edit and pass back.
@Suite("Templates command")
struct TemplatesCommandTests {
    let cli = CommandLineTests()

    @Test func writesTheBuiltInTemplatesAndRendersTheSameWithThem() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", GenerateCommandTests.spec)
        let directory = URL(fileURLWithPath: folder.path)
        let first = try await cli.apigen(["templates", "Mine"], in: directory)
        #expect(first.status == 0)
        #expect(first.standardOutput == "Mine: 10 written, 0 unchanged\n")
        for (name, text) in BuiltinTemplates.texts {
            #expect(try String(contentsOfFile: folder.path + "/Mine/\(name).mustache", encoding: .utf8) == text)
        }
        let again = try await cli.apigen(["templates", "Mine/"], in: directory)
        #expect(again.standardOutput == "Mine/: 0 written, 10 unchanged\n")

        #expect(try await cli.apigen(["generate", "Specs", "--templates", "Mine", "--output", "WithCopies"], in: directory).status == 0)
        #expect(try await cli.apigen(["generate", "Specs", "--output", "Builtin"], in: directory).status == 0)
        for name in ["shop.swift", "ShopAPI.swift"] {
            #expect(try String(contentsOfFile: folder.path + "/WithCopies/" + name, encoding: .utf8)
                == String(contentsOfFile: folder.path + "/Builtin/" + name, encoding: .utf8))
        }
    }

    @Test func anEditedCopyIsNeverOverwrittenAndThenNothingIsWritten() async throws {
        let folder = try ScratchFolder()
        try folder.write("Mine/struct.mustache", "my own struct\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Mine/enum.mustache", withDestinationPath: "elsewhere")
        let run = try await cli.apigen(["templates", "Mine"], in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 1)
        #expect(run.standardError == """
            apigen: error: `Mine/enum.mustache` is a symbolic link; apigen writes only regular files it created
            apigen: error: `Mine/struct.mustache` already exists and differs from the built-in template; apigen does not overwrite it (move it away to get the built-in one)
            2 errors found

            """)
        #expect(try String(contentsOfFile: folder.path + "/Mine/struct.mustache", encoding: .utf8) == "my own struct\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Mine").sorted() == ["enum.mustache", "struct.mustache"])
    }
}
