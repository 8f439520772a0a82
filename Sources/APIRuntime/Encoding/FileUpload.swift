import Foundation

/// A file to send as a part of a multipart body: what the spec type `file` is.
///
/// The server sees `filename` in the part's `Content-Disposition`, and `contentType` as the
/// part's `Content-Type`; without one, the part takes the content type the spec gives the
/// property (`contentType:`), or `application/octet-stream`.
///
/// ```swift
/// PhotoUpload(caption: "Rex", file: FileUpload(png, filename: "rex.png"))
/// ```
///
/// apigen sends a `file` only as a multipart part. The `Codable` form, an object holding
/// `data` (base64), `filename` and `content_type`, lets a model that holds files be saved and
/// read back like any other; it never goes to a server.
public struct FileUpload: Sendable, Hashable, Codable {
    /// The file's bytes.
    public var data: Data
    /// The name the server sees (`rex.png`).
    public var filename: String
    /// The part's content type, or `nil` for the one the spec gives the property.
    public var contentType: String?

    /// A file with its bytes, its name and, optionally, its content type.
    public init(_ data: Data, filename: String, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    private enum CodingKeys: String, CodingKey {
        case data
        case filename
        case contentType = "content_type"
    }
}
