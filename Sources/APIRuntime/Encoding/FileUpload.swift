import Foundation

/// A file to send as a part of a multipart body, or as a raw body: what the spec type `file` is.
///
/// In a multipart body the server sees `filename` in the part's `Content-Disposition`, and
/// `contentType` as the part's `Content-Type`; without one, the part takes the content type the
/// spec gives the property (`contentType:`), or `application/octet-stream`. As a raw body the
/// file is the bytes alone, with `contentType` or else the body's, and no filename.
///
/// ```swift
/// PhotoUpload(caption: "Rex", file: FileUpload(png, filename: "rex.png"))
/// PhotoUpload(caption: "Rex", file: FileUpload(contentsOf: videoURL))   // read from the disk as it is sent
/// ```
///
/// A file on the disk (`init(contentsOf:)`) is never held in memory whole: a raw body is sent
/// from the file itself, a multipart body from a temporary file written a chunk at a time and
/// removed when the call ends, both with their length. A file that is not there, or not a
/// regular file, fails the call with `invalidRequest` before anything is sent.
///
/// apigen sends a `file` only as a multipart part or a raw body. The `Codable` form, an object
/// holding `data` (base64) or `file` (the URL of a file on the disk), `filename` and
/// `content_type`, lets a model that holds files be saved and read back like any other; it
/// never goes to a server.
public struct FileUpload: Sendable, Hashable, Codable {
    /// The file's bytes, when they are in memory; empty for a file on the disk.
    public var data: Data
    /// The file on the disk whose bytes are sent, read as the request goes out; `nil` when
    /// the bytes are `data`.
    public var fileURL: URL?
    /// The name the server sees (`rex.png`); empty for bytes without a name.
    public var filename: String
    /// The part's content type, or `nil` for the one the spec gives the property.
    public var contentType: String?

    /// A file with its bytes, its name and, optionally, its content type.
    public init(_ data: Data, filename: String, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    /// Bytes without a name, for a raw body, which sends none (in a multipart part, the
    /// field's name stands for it), and, optionally, their content type.
    public init(_ data: Data, contentType: String? = nil) {
        self.init(data, filename: "", contentType: contentType)
    }

    /// The file at `url` on the disk, under its own name unless `filename` gives another.
    public init(contentsOf url: URL, filename: String? = nil, contentType: String? = nil) {
        data = Data()
        fileURL = url
        self.filename = filename ?? url.lastPathComponent
        self.contentType = contentType
    }

    private enum CodingKeys: String, CodingKey {
        case data
        case file
        case filename
        case contentType = "content_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fileURL = try container.decodeIfPresent(URL.self, forKey: .file)
        data = fileURL == nil ? try container.decode(Data.self, forKey: .data) : Data()
        filename = try container.decode(String.self, forKey: .filename)
        contentType = try container.decodeIfPresent(String.self, forKey: .contentType)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let fileURL {
            try container.encode(fileURL, forKey: .file)
        } else {
            try container.encode(data, forKey: .data)
        }
        try container.encode(filename, forKey: .filename)
        try container.encodeIfPresent(contentType, forKey: .contentType)
    }
}
