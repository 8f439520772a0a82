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
        #expect(first.standardOutput == "Mine: 11 written, 0 unchanged\n")
        for (name, text) in BuiltinTemplates.texts {
            let origin = "{{! Copied from apigen's built-in `\(name).mustache` at fingerprint \(TemplateOrigin.fingerprint(of: text)). "
                + "Keep this line: apigen warns when that template changes. }}\n"
            #expect(try String(contentsOfFile: folder.path + "/Mine/\(name).mustache", encoding: .utf8) == origin + text)
        }
        let again = try await cli.apigen(["templates", "Mine/"], in: directory)
        #expect(again.standardOutput == "Mine/: 0 written, 11 unchanged\n")

        let withCopies = try await cli.apigen(["generate", "Specs", "--templates", "Mine", "--output", "WithCopies"], in: directory)
        #expect(withCopies.status == 0 && withCopies.standardError.isEmpty, "\(withCopies.standardError)")
        #expect(try await cli.apigen(["generate", "Specs", "--output", "Builtin"], in: directory).status == 0)
        for name in ["shop.swift", "ShopAPI.swift"] {
            #expect(try String(contentsOfFile: folder.path + "/WithCopies/" + name, encoding: .utf8)
                == String(contentsOfFile: folder.path + "/Builtin/" + name, encoding: .utf8))
        }
    }

    /// A copy whose first line names a fingerprint other than the built-in template's was
    /// made from an older apigen: it gets a warning, and still renders. A copy edited below
    /// that line, or without it, gets none.
    @Test func aCopyOfAnOlderBuiltInTemplateGetsAWarning() async throws {
        let folder = try ScratchFolder()
        try folder.write("Specs/shop.yaml", GenerateCommandTests.spec)
        let directory = URL(fileURLWithPath: folder.path)
        #expect(try await cli.apigen(["templates", "Mine"], in: directory).status == 0)
        let current = TemplateOrigin.fingerprint(of: BuiltinTemplates.texts["request"] ?? "")
        func edit(_ name: String, _ change: (String) -> String) throws {
            let path = folder.path + "/Mine/\(name).mustache"
            try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
        }
        try edit("request") { $0.replacingOccurrences(of: current, with: "00000000deadbeef") }
        try edit("enum") { $0 + "{{! my note }}\n" }
        try edit("union") { String($0.drop { $0 != "\n" }.dropFirst()) }

        let run = try await cli.apigen(["generate", "Specs", "--templates", "Mine", "--output", "Out"], in: directory)
        #expect(run.status == 0)
        #expect(run.standardError == """
            Mine/request.mustache:1:1: warning: `request.mustache` is a copy of an older built-in template (fingerprint 00000000deadbeef; \
            this apigen's is \(current)), so what apigen added to it since is missing from the generated code; compare it with the one \
            `apigen templates NEW_FOLDER` writes, then set the fingerprint on this line to \(current)

            """)
    }

    /// FNV-1a's published 64-bit values, so that a fingerprint means the same on every machine.
    @Test func fingerprintsAreFNV1a() {
        #expect(TemplateOrigin.fingerprint(of: "") == "cbf29ce484222325")
        #expect(TemplateOrigin.fingerprint(of: "a") == "af63dc4c8601ec8c")
        #expect(TemplateOrigin.fingerprint(of: "foobar") == "85944171f73967e8")
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
