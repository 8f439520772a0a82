import Foundation
import Testing
@testable import APIGenCore

/// `Generated/` is always what `swift run apigen Specs/` produces, and the built-in
/// templates are always the files in `Templates/`.
@Suite("Generated folder")
struct GeneratedFolderTests {
    static let root = CommandLineTests.packageRoot
    static var recording: Bool { ProcessInfo.processInfo.environment["APIGEN_RECORD"] == "1" }

    /// Committed generated folders and the specs they come from.
    static let outputs = [
        ("Specs", "Generated", "swift run apigen Specs/"),
        ("Tests/Fixtures/HostileSpecs", "Tests/Fixtures/HostileGenerated",
         "swift run apigen generate Tests/Fixtures/HostileSpecs --output Tests/Fixtures/HostileGenerated"),
    ]

    @Test(arguments: outputs.map(\.0))
    func generatedMatchesTheSpecs(_ specs: String) throws {
        let (_, output, command) = try #require(Self.outputs.first { $0.0 == specs })
        let (files, diagnostics) = APIGen.generate(folder: Self.root.appendingPathComponent(specs).path)
        #expect(diagnostics.all.map(\.description) == [])
        let generated = try #require(files)
        let folder = Self.root.appendingPathComponent(output)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(onDisk == generated.map(\.name).sorted(), "\(output) is stale: run `\(command)`")
        for file in generated {
            let contents = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(contents == file.contents, "\(output)/\(file.name) is stale: run `\(command)`")
        }
    }

    @Test func generatedHoldsNoHTMLEscapes() throws {
        let folder = Self.root.appendingPathComponent("Generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let contents = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for escape in ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#x"] {
                #expect(!contents.contains(escape), "\(name) holds \(escape)")
            }
        }
    }

    @Test func builtinTemplatesAreTheTemplatesFolder() throws {
        let folder = Self.root.appendingPathComponent("Templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            templates[String(name.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(Set(templates.keys) == Set(TemplateSet.names))
        let source = Self.root.appendingPathComponent("Sources/APIGenCore/Emit/BuiltinTemplates.swift")
        if Self.recording {
            try Data(BuiltinTemplatesWriter.source(templates).utf8).write(to: source)
        }
        #expect(BuiltinTemplates.texts == templates, "BuiltinTemplates.swift is stale: run `APIGEN_RECORD=1 swift test`")
        #expect(try String(contentsOf: source, encoding: .utf8) == BuiltinTemplatesWriter.source(templates))
    }
}
