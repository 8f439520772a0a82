import Foundation
import Testing
@testable import APIRuntime

/// A multipart body holding a file on the disk is the same bytes as one holding them in
/// memory, read from the disk only as it is sent.
@Suite("Files from the disk")
struct FileBackedBodyTests {
    @Test func aFileFromTheDiskMakesTheSameBodyAsItsBytes() throws {
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) })
        let url = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        var inMemory = MultipartBody(boundary: "b")
        var onDisk = MultipartBody(boundary: "b")
        inMemory.add("caption", "Rex")
        inMemory.addFile("file", FileUpload(bytes, filename: "rex.png"), contentType: "image/png")
        inMemory.add("tag", "last")
        onDisk.add("caption", "Rex")
        onDisk.addFile("file", FileUpload(contentsOf: url, filename: "rex.png"), contentType: "image/png")
        onDisk.add("tag", "last")
        #expect(!inMemory.holdsFiles)
        #expect(onDisk.holdsFiles)
        let body = FileBackedBody(onDisk.pieces)
        // Compared outside `#expect`, which would diff the bytes one by one on a failure.
        let same = try body.data() == inMemory.encoded
        #expect(same)
        #expect(body.length == inMemory.encoded.count)
        #expect(body.pieces.count == 3, "the bytes before the file, the file, the bytes after it")
        let copy = url.appendingPathExtension("sent")
        defer { try? FileManager.default.removeItem(at: copy) }
        try body.write(to: copy)
        let written = try Data(contentsOf: copy) == inMemory.encoded
        #expect(written)
    }

    /// A file that is not there, or not a regular file, is a problem of the request, found
    /// before anything is sent; so is a file that goes away before it is read.
    @Test func aFileThatCannotBeReadIsAProblem() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/apigen/photo.png")
        for url in [missing, FileManager.default.temporaryDirectory] {
            var form = MultipartBody(boundary: "b")
            form.addFile("file", FileUpload(contentsOf: url), contentType: "image/png")
            #expect(form.problems.violations.map(\.path.description) == ["body.file"])
            #expect(form.problems.violations.first?.message.contains(url.path) == true)
            #expect(!form.holdsFiles)
        }
        #expect(FileBackedBody([.file(missing)]).length == nil)
        #expect(throws: (any Error).self) { try FileBackedBody([.bytes(Data("a".utf8)), .file(missing)]).data() }
    }

    /// The `Codable` form keeps a file on the disk by its URL, and bytes as base64.
    @Test func theCodableFormKeepsTheFileOrTheBytes() throws {
        let onDisk = FileUpload(contentsOf: URL(fileURLWithPath: "/tmp/rex.png"), contentType: "image/png")
        #expect(onDisk.filename == "rex.png")
        let json = try JSONEncoder().encode(onDisk)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(Set(object.keys) == ["file", "filename", "content_type"])
        #expect(try JSONDecoder().decode(FileUpload.self, from: json) == onDisk)
        let inMemory = FileUpload(Data([1, 2, 3]), filename: "a.bin")
        let bytes = try JSONEncoder().encode(inMemory)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"data\":\"AQID\""))
        #expect(try JSONDecoder().decode(FileUpload.self, from: bytes) == inMemory)
    }

    private func temporaryFile(_ bytes: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-test-\(UUID().uuidString).png")
        try bytes.write(to: url)
        return url
    }
}
