import Foundation

/// A request body that holds files, read from the disk as the request is sent rather than
/// held in memory: a multipart body with a `FileUpload(contentsOf:)` in it.
public struct FileBackedBody: Sendable, Hashable {
    /// A run of the body: bytes in memory, or a whole file.
    public enum Piece: Sendable, Hashable {
        case bytes(Data)
        case file(URL)
    }

    /// The body's pieces, in order.
    public var pieces: [Piece]

    /// Creates a body of these pieces.
    public init(_ pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The body's length in bytes, from the files' sizes as they are now; `nil` when a file
    /// cannot be read.
    public var length: Int? {
        var total = 0
        for piece in pieces {
            switch piece {
            case .bytes(let data): total += data.count
            case .file(let url):
                guard let size = Self.size(of: url) else { return nil }
                total += size
            }
        }
        return total
    }

    /// The whole body in memory, for a stub or a test to look at. Throws when a file cannot
    /// be read.
    public func data() throws -> Data {
        var whole = Data()
        try forEachChunk { whole.append($0) }
        return whole
    }

    /// Writes the body into a new file at `url`, a chunk at a time.
    func write(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let output = try FileHandle(forWritingTo: url)
        defer { try? output.close() }
        try forEachChunk { try output.write(contentsOf: $0) }
    }

    /// Hands the body over in chunks of at most 1 MiB of each file, so that no file is held whole.
    private func forEachChunk(_ body: (Data) throws -> Void) throws {
        for piece in pieces {
            switch piece {
            case .bytes(let data):
                try body(data)
            case .file(let url):
                let input = try FileHandle(forReadingFrom: url)
                defer { try? input.close() }
                while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty { try body(chunk) }
            }
        }
    }

    /// Why the file at `url` cannot be sent, or `nil` when it can: it must be a regular file
    /// this process can read.
    static func problem(with url: URL) -> String? {
        guard size(of: url) != nil, FileManager.default.isReadableFile(atPath: url.path) else {
            return "`\(url.path)` is not a file this process can read"
        }
        return nil
    }

    /// The size of the regular file at `url`, or `nil`.
    static func size(of url: URL) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }
}
