import APIRuntime
import Foundation

/// One fuzz input read as a server's answer to one Petstore call.
///
/// Byte 0 picks the call and byte 1 the status. The rest is the response: header
/// lines (`Name: value`) up to the first empty line, then the body. Without an
/// empty line, all of it is the body.
struct ResponseInput {
    /// Statuses a server (or a custom transport) may hand the client, the odd ones included.
    static let statuses = [
        200, 201, 202, 204, 206, 299, 100, 301, 304, 400, 401, 403, 404, 409, 410, 412, 418, 422, 429,
        500, 502, 503, 504, 599, 0, -1, 999,
    ]

    let call: Int
    let response: HTTPResponse
    /// The input's bytes as text, to tell a secret the server echoed from one the client leaked.
    let text: String

    init(_ bytes: [UInt8]) {
        call = bytes.first.map(Int.init) ?? 0
        let status = bytes.count > 1 ? Self.statuses[Int(bytes[1]) % Self.statuses.count] : 200
        let rest = bytes.dropFirst(2)
        let newline = UInt8(ascii: "\n")
        var headers = HTTPHeaders()
        var body = Data(rest)
        if let split = rest.indices.first(where: { rest[$0] == newline && $0 + 1 < rest.endIndex && rest[$0 + 1] == newline }) {
            body = Data(rest[(split + 2)...])
            for line in String(decoding: rest[..<split], as: UTF8.self).split(separator: "\n") {
                guard let colon = line.range(of: ": ") else { continue }
                headers[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
            }
        }
        response = HTTPResponse(status: status, headers: headers, body: body)
        text = String(decoding: bytes, as: UTF8.self)
    }
}

/// Answers every request with the same response, as a server under the fuzzer's control.
struct ReplayTransport: HTTPTransport {
    let response: HTTPResponse

    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse { response }
}
