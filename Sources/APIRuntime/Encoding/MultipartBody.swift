import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578), in order.
///
/// ```swift
/// request.multipartBody { form in
///     form.add("caption", body.caption)
///     form.addFile("photo", body.photo, contentType: "image/png")   // a FileUpload
///     form.addFile("scan", body.scan, filename: "scan")             // bytes, under a fixed name
/// }
/// ```
public struct MultipartBody: Sendable {
    struct Part: Sendable {
        var name: String
        var filename: String?
        var contentType: String?
        var data: Data
        /// A file on the disk whose bytes are the part's, read as the request is sent.
        var file: URL?
    }

    private(set) var parts: [Part] = []
    /// Parts that could not be added, and why; the request builder reports them,
    /// so the request fails instead of going out without them.
    private(set) var problems = ValidationReport()
    /// The boundary; random, so it cannot occur in a part by accident.
    let boundary: String
    /// How JSON parts and values sent in brackets encode: as the request's JSON body would.
    private let coding: JSONCoding

    init(boundary: String = "apigen-" + UUID().uuidString, coding: JSONCoding = JSONCoding()) {
        self.boundary = boundary
        self.coding = coding
    }

    /// Adds a text field; `nil` adds nothing.
    public mutating func add(_ name: String, _ value: (some HTTPTextValue)?) {
        guard let value else { return }
        parts.append(Part(name: name, data: Data(problems.text(of: value, at: ValidationPath.root["body"][name]).utf8)))
    }

    /// Adds one text field per element, with the same name, or with `explode: false` one
    /// field of the elements joined by commas (`a,b`, Swagger 2.0's `csv`). `nil`, or no
    /// elements joined, adds nothing.
    public mutating func add<Value: HTTPTextValue>(_ name: String, _ values: [Value]?, explode: Bool = true) {
        let texts = problems.texts(of: values ?? [], at: ValidationPath.root["body"][name])
        if explode {
            for text in texts { parts.append(Part(name: name, data: Data(text.utf8))) }
        } else if !texts.isEmpty {
            parts.append(Part(name: name, data: Data(texts.joined(separator: ",").utf8)))
        }
    }

    /// Adds a file part; `nil` adds nothing. A content type with a line break or NUL
    /// is a problem, and the part is left out.
    public mutating func addFile(_ name: String, _ data: Data?, filename: String, contentType: String = "application/octet-stream") {
        guard let data else { return }
        addFilePart(Part(name: name, filename: filename, contentType: contentType, data: data))
    }

    /// Adds one file part per element, with the same name (several files under one
    /// field); `nil` adds nothing.
    public mutating func addFiles(_ name: String, _ files: [Data]?, filename: String, contentType: String = "application/octet-stream") {
        for data in files ?? [] { addFile(name, data, filename: filename, contentType: contentType) }
    }

    /// Adds a file part with the file's own name (the field's, for a file without one), and
    /// its own content type or else `contentType`; `nil` adds nothing.
    public mutating func addFile(_ name: String, _ file: FileUpload?, contentType: String = "application/octet-stream") {
        guard let file else { return }
        addFilePart(Part(name: name, filename: file.filename.isEmpty ? name : file.filename, contentType: file.contentType ?? contentType,
                         data: file.data, file: file.fileURL))
    }

    /// Adds one file part per element, each with its own name (several files under one
    /// field); `nil` adds nothing.
    public mutating func addFiles(_ name: String, _ files: [FileUpload]?, contentType: String = "application/octet-stream") {
        for file in files ?? [] { addFile(name, file, contentType: contentType) }
    }

    /// Adds a file part, unless its content type holds a line break or NUL, or its file on the
    /// disk cannot be read: either is a problem, and the part is left out.
    private mutating func addFilePart(_ part: Part) {
        if let contentType = part.contentType, !HTTPHeaders.canHold(contentType) {
            problems.add(ValidationPath.root["body"][part.name], "header", "Content-Type contains a line break or NUL")
            return
        }
        if let file = part.file, let problem = FileBackedBody.problem(with: file) {
            problems.add(ValidationPath.root["body"][part.name], "file", problem)
            return
        }
        parts.append(part)
    }

    /// Adds a part holding a value as JSON (for an object or array field), encoded as
    /// `coding` says, or else as the client's configuration says for a JSON body; `nil` adds
    /// nothing. A value that does not encode (a `Double.nan`) is a problem, as it is for a
    /// JSON body.
    public mutating func addJSON(_ name: String, _ value: (some Encodable)?, coding: JSONCoding? = nil) {
        guard let value else { return }
        var coding = coding ?? self.coding
        coding.encodesRequests = true
        do {
            parts.append(Part(name: name, contentType: "application/json", data: try coding.makeEncoder().encode(value)))
        } catch {
            problems.addJSONFailure(error, at: ValidationPath.root["body"][name])
        }
    }

    /// Adds a field in brackets, one text part per item, as a body with `style: deepObject`
    /// sends each field that is not a single value (Stripe's `file_link_data[create]=true`,
    /// `expand[]=file`): as `FormBody.addDeepObject` does. `nil` adds nothing.
    public mutating func addDeepObject(_ name: String, _ value: (some Encodable & Sendable)?) {
        guard let value else { return }
        for item in problems.deepObjectItems(of: value, named: name, at: ValidationPath.root["body"][name], coding: coding) {
            parts.append(Part(name: item.name, data: Data(item.text.utf8)))
        }
    }

    /// `multipart/form-data; boundary=...`.
    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The encoded body, when no part is a file on the disk: then its one piece, not a copy.
    var encoded: Data {
        let pieces = pieces
        if pieces.count == 1, case .bytes(let data) = pieces[0] { return data }
        return pieces.reduce(into: Data()) { body, piece in
            if case .bytes(let data) = piece { body.append(data) }
        }
    }

    /// Whether a part is a file on the disk, so that the body is sent from there.
    var holdsFiles: Bool { parts.contains { $0.file != nil } }

    /// The encoded body: its bytes, with each file on the disk standing where its bytes go.
    var pieces: [FileBackedBody.Piece] {
        var pieces: [FileBackedBody.Piece] = []
        var bytes = Data()
        for part in parts {
            bytes.append(Data("--\(boundary)\r\n".utf8))
            var disposition = "Content-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { disposition += "; filename=\"\(Self.quoted(filename))\"" }
            bytes.append(Data("\(disposition)\r\n".utf8))
            if let contentType = part.contentType { bytes.append(Data("Content-Type: \(contentType)\r\n".utf8)) }
            bytes.append(Data("\r\n".utf8))
            if let file = part.file {
                pieces.append(.bytes(bytes))
                pieces.append(.file(file))
                bytes = Data()
            } else {
                bytes.append(part.data)
            }
            bytes.append(Data("\r\n".utf8))
        }
        bytes.append(Data("--\(boundary)--\r\n".utf8))
        pieces.append(.bytes(bytes))
        return pieces
    }

    /// Escapes a name for a quoted header parameter as browsers do (WHATWG): `"`, CR and LF
    /// become `%22`, `%0D`, `%0A`, so a name can never end the header or start a new one.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
