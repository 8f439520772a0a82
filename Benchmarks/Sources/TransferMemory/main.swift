import APIRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Peak memory of large transfers through APIClient + URLSessionTransport, one transfer per
// process: `TransferMemory <mode> <megabytes> <base URL>`, against `transfer-server.py`.
// It prints `<mode> <megabytes> <seconds> <peak RSS in MB>`. `Benchmarks/transfers` runs every
// mode and prints the table; `baseline` sends a request with no body, for what the process
// holds without any transfer.

/// `PUT /sink`: the body is the file's bytes alone (`body: { type: file }`), as apigen generates it.
struct PutFileRequest: APIRequest {
    typealias Response = NoContent
    typealias Failure = Never
    static var method: HTTPMethod { .put }
    static var pathTemplate: String { "/sink" }
    var body: FileUpload

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.rawBody(self.body, contentType: "application/octet-stream")
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.empty(from: response)
    }
}

/// `POST /sink`: a multipart body with a caption and a file, as apigen generates it.
struct PostFormRequest: APIRequest {
    typealias Response = NoContent
    typealias Failure = Never
    static var method: HTTPMethod { .post }
    static var pathTemplate: String { "/sink" }
    var file: FileUpload

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.multipartBody { form in
            form.add("caption", "benchmark")
            form.addFile("file", self.file, contentType: "application/octet-stream")
        }
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.empty(from: response)
    }
}

/// `GET /file?mb=N` read whole (`response: { type: data }`).
struct GetFileRequest: APIRequest {
    typealias Response = Data
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/file" }
    var megabytes: Int

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.query("mb", megabytes)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.data(from: response)
    }
}

/// `GET /file?mb=N` as a stream of bytes (`response: { stream: bytes, type: data }`).
struct StreamFileRequest: APIRequest {
    typealias Response = ResponseStream<Data>
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/file" }
    static var streamsResponse: Bool { true }
    var megabytes: Int

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.query("mb", megabytes)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.bytes(from: response)
    }
}

/// The largest resident set this process has had, in MB.
func peakMemory() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / (1 << 20)  // bytes on Darwin
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #endif
}

/// A file of `megabytes` MB, written a megabyte at a time.
func makeFile(megabytes: Int) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString).bin")
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    let chunk = Data(repeating: 0x5A, count: 1 << 20)
    for _ in 0..<megabytes { try handle.write(contentsOf: chunk) }
    return url
}

func run(mode: String, megabytes: Int, client: APIClient) async throws {
    switch mode {
    case "baseline":
        _ = try await client.send(PutFileRequest(body: FileUpload(Data(), filename: "empty")))
    case "upload-memory":
        _ = try await client.send(PutFileRequest(body: FileUpload(Data(repeating: 0x5A, count: megabytes << 20), filename: "big.bin")))
    case "upload-disk", "upload-disk-multipart":
        let file = try makeFile(megabytes: megabytes)
        defer { try? FileManager.default.removeItem(at: file) }
        if mode == "upload-disk" {
            _ = try await client.send(PutFileRequest(body: FileUpload(contentsOf: file)))
        } else {
            _ = try await client.send(PostFormRequest(file: FileUpload(contentsOf: file)))
        }
    case "download-whole":
        let data = try await client.send(GetFileRequest(megabytes: megabytes))
        guard data.count == megabytes << 20 else { throw TransportError.other("got \(data.count) bytes") }
    case "download-stream":
        var count = 0
        for try await chunk in try await client.send(StreamFileRequest(megabytes: megabytes)) { count += chunk.count }
        guard count == megabytes << 20 else { throw TransportError.other("got \(count) bytes") }
    default:
        throw TransportError.other("unknown mode \(mode)")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let megabytes = Int(arguments[2]), let baseURL = URL(string: arguments[3]) else {
    print("usage: TransferMemory baseline|upload-memory|upload-disk|upload-disk-multipart|download-whole|download-stream MB BASE-URL")
    exit(2)
}
var configuration = APIClient.Configuration(maxResponseBodySize: (megabytes + 1) << 20, timeout: 600)
configuration.validatesRequests = false
let client = APIClient(baseURL: baseURL, configuration: configuration)
let start = Date()
do {
    try await run(mode: arguments[1], megabytes: megabytes, client: client)
} catch {
    print("\(arguments[1]) failed: \(error)")
    exit(1)
}
print(arguments[1], megabytes, String(format: "%.2f", Date().timeIntervalSince(start)), peakMemory())
