import Foundation
import Testing
@testable import APIGenCore

/// A scratch folder removed when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

@Suite("Spec folder")
struct SpecFolderTests {
    @Test func readsYAMLFilesRecursivelyInByteOrderSkippingHiddenOnes() throws {
        let folder = try ScratchFolder()
        try folder.write("b.yaml", "")
        try folder.write("a/z.yml", "")
        try folder.write("a/Y.YAML", "")
        try folder.write("B.yaml", "")
        try folder.write("notes.txt", "")
        try folder.write(".hidden/x.yaml", "")
        try folder.write(".x.yaml", "")
        let (files, diagnostics) = SpecFolder.read(folder.path + "/", limits: .default)
        #expect(diagnostics.all.isEmpty)
        #expect(files.map(\.relativePath) == ["B.yaml", "a/Y.YAML", "a/z.yml", "b.yaml"])
        #expect(files.first?.displayPath == folder.path + "/B.yaml")
    }

    @Test func aSingleFileCanBeGiven() throws {
        let folder = try ScratchFolder()
        try folder.write("one.yaml", "models: {}\n")
        let (files, diagnostics) = SpecFolder.read(folder.path + "/one.yaml", limits: .default)
        #expect(diagnostics.all.isEmpty)
        #expect(files.map(\.relativePath) == ["one.yaml"])
    }

    @Test func missingFolderAndEmptyFolderAreErrors() throws {
        let folder = try ScratchFolder()
        let missing = SpecFolder.read(folder.path + "/nope", limits: .default).diagnostics.sorted.map(\.description)
        #expect(missing == ["apigen: error: cannot read `\(folder.path)/nope`: No such file or directory"])
        let empty = SpecFolder.read(folder.path, limits: .default).diagnostics.sorted.map(\.description)
        #expect(empty == ["apigen: error: `\(folder.path)` holds no `.yaml` or `.yml` files"])
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try ScratchFolder()
        try folder.write("a.yaml", "")
        #expect(mkfifo(folder.path + "/pipe.yaml", 0o644) == 0)
        let (files, diagnostics) = SpecFolder.read(folder.path, limits: .default)
        #expect(files.map(\.relativePath) == ["a.yaml"])
        #expect(diagnostics.sorted.map(\.description) == [
            "apigen: error: `\(folder.path)/pipe.yaml` is not a regular file (a FIFO, socket or device); not read",
        ])
    }

    @Test func symlinkLoopsAreReportedNotWalked() throws {
        let folder = try ScratchFolder()
        try folder.write("sub/a.yaml", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub/back", withDestinationPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/self.yaml", withDestinationPath: folder.path + "/self.yaml")
        let (files, diagnostics) = SpecFolder.read(folder.path, limits: .default)
        #expect(files.map(\.relativePath) == ["sub/a.yaml"])
        #expect(diagnostics.sorted.map(\.description) == [
            "apigen: error: cannot read `\(folder.path)/self.yaml`: a symbolic link loop",
            "apigen: error: `\(folder.path)/sub/back` leads to a folder already read (a symbolic link loop?); skipped",
        ])
    }

    @Test func oversizedFilesAreRefusedBeforeReading() throws {
        let folder = try ScratchFolder()
        try folder.write("big.yaml", String(repeating: "#", count: 100))
        let (files, diagnostics) = SpecFolder.read(folder.path, limits: YAMLLimits(maxFileSize: 10))
        #expect(files.isEmpty)
        #expect(diagnostics.sorted.map(\.description) == [
            "apigen: error: `\(folder.path)/big.yaml` is 100 bytes; spec files are limited to 10 bytes",
        ])
    }

    @Test func tooManySpecFilesStopTheRead() throws {
        let folder = try ScratchFolder()
        for name in ["a", "b", "c", "d"] { try folder.write("\(name).yaml", "") }
        let (files, diagnostics) = SpecFolder.read(folder.path, limits: .default, maxFiles: 2)
        #expect(files.map(\.relativePath) == ["a.yaml", "b.yaml"])
        #expect(diagnostics.sorted.map(\.description) == ["apigen: error: more than 2 spec files below `\(folder.path)`; stopped reading"])
    }

    @Test func lintReportsEveryProblemInEveryFile() throws {
        let folder = try ScratchFolder()
        try folder.write("a.yaml", "models:\n  A: { type: Nope }\n")
        try folder.write("b.yaml", "models:\n  B: { type: string, minLenght: 1 }\n")
        try folder.write("c.yaml", "x: [\n")
        let found = APIGen.lint(folder: folder.path).sorted.map(\.description)
        #expect(found == [
            "\(folder.path)/a.yaml:2:14: error: no type named `Nope`",
            "\(folder.path)/b.yaml:2:22: error: unknown key `minLenght` in model `B`; did you mean `minLength`?",
            "\(folder.path)/c.yaml:2:1: error: did not find expected node content while parsing a flow node",
        ])
    }
}
