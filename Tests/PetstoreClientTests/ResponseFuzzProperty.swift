// Shared by the response fuzzer (Fuzz/Sources/ResponseFuzz, through a symbolic link) and
// the test that replays its seeds and findings (ResponseFuzzRegressionTests).

import APIRuntime
import Foundation
import PetstoreClient

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

/// The lines a `LoggingMiddleware` logged (here, because the fuzzer compiles this file alone). (A lock, not `Mutex`, which needs macOS 15.)
final class LogSink: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    var text: String {
        lock.withLock { lines.joined(separator: "\n") }
    }
}

/// Answers every request with the same response, as a server under the fuzzer's control.
struct ReplayTransport: HTTPTransport {
    let response: HTTPResponse
    /// The header values and body the client sent, to tell which secrets a call carried.
    let sent = LogSink()

    func send(_ request: HTTPRequest, context: TransportContext) async throws -> HTTPResponse {
        sent.add(request.headers.map(\.value).joined(separator: "\n"))
        let body = String(decoding: request.body ?? Data(), as: UTF8.self)
        sent.add(body)
        // A form body, as the server reads it.
        sent.add(body.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "")
        return response
    }
}

/// How one call ended, as the property sorts outcomes.
enum Outcome: Equatable {
    case success, invalidRequest, transport, endpoint, unexpectedStatus, decoding, invalidResponse
}

/// Sends `request` and returns how it ended, with the error's description.
func outcome<R: APIRequest>(of request: R, through client: APIClient) async -> (Outcome, String) {
    switch await client.result(for: request) {
    case .success: return (.success, "")
    case .failure(let error): return sorted(error)
    }
}

/// Sends a request whose success is a stream, and reads the stream to its end: how it ended.
func streamOutcome<R: APIRequest, Item>(of request: R, through client: APIClient) async -> (Outcome, String)
where R.Response == ResponseStream<Item> {
    switch await client.result(for: request) {
    case .success(let items):
        do {
            for try await _ in items {}
            return (.success, "")
        } catch {
            return sorted(error)
        }
    case .failure(let error):
        return sorted(error)
    }
}

/// Reads a listing's pages, three at most, and returns how it ended. Every page is the same
/// answer, so the next request is read from what the fuzzer wrote.
func pagesOutcome<R: PagedRequest>(of request: R, through client: APIClient) async -> (Outcome, String) {
    var pages = 0
    do {
        for try await _ in client.pages(of: request) {
            pages += 1
            if pages == 3 { break }
        }
        return (.success, "")
    } catch {
        return sorted(error)
    }
}

private func sorted<Failure>(_ error: APIError<Failure>) -> (Outcome, String) {
    let description = error.description
    switch error {
    case .invalidRequest: return (.invalidRequest, description)
    case .transport: return (.transport, description)
    case .endpoint: return (.endpoint, description)
    case .unexpectedStatus: return (.unexpectedStatus, description)
    case .decoding: return (.decoding, description)
    case .invalidResponse: return (.invalidResponse, description)
    }
}

/// One valid request of every Petstore endpoint, so that every generated response
/// and error decoder meets the fuzzer's bytes.
let calls: [@Sendable (APIClient) async -> (Outcome, String)] = {
    let order = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") ?? UUID()
    let photo = PhotoUpload(caption: "Rex", file: FileUpload(Data([0x89, 0x50]), filename: "rex.png"))
    return [
        { await outcome(of: ListPetsRequest(), through: $0) },
        { await outcome(of: GetPetRequest(petID: 1), through: $0) },
        { await outcome(of: CreatePetRequest(body: NewPet(name: "Rex", species: .cat)), through: $0) },
        { await outcome(of: UpdatePetRequest(petID: 1, body: PetPatch(name: "Max")), through: $0) },
        { await outcome(of: DeletePetRequest(petID: 1), through: $0) },
        { await outcome(of: UploadPhotoRequest(petID: 1, body: photo), through: $0) },
        { await outcome(of: GetPetAvatarRequest(petID: 1), through: $0) },
        { await outcome(of: CheckPetRequest(petID: 1), through: $0) },
        { await (DeprecatedCalls() as any DeprecatedCalling).findPetsByTag(through: $0) },
        { await outcome(of: PlaceOrderRequest(body: NewOrder(petIDs: [1])), through: $0) },
        { await outcome(of: GetOrderRequest(orderID: order), through: $0) },
        { await outcome(of: CancelOrderRequest(orderID: order), through: $0) },
        { await outcome(of: GetStoreStatusRequest(), through: $0) },
        { await outcome(of: GetInventoryRequest(), through: $0) },
        { await outcome(of: ApplyDiscountRequest(orderID: order), through: $0) },
        { await outcome(of: UploadInvoiceRequest(orderID: order, body: Data("%PDF-1.7".utf8)), through: $0) },
        { await outcome(of: LoginRequest(body: LoginForm(username: "ann_1", password: password)), through: $0) },
        { await outcome(of: GetCurrentUserRequest(), through: $0) },
        { await outcome(of: GetUserRequest(username: "ann_1"), through: $0) },
        { await outcome(of: UpdatePreferencesRequest(username: "ann_1", body: Preferences()), through: $0) },
        { await outcome(of: ListContactsRequest(username: "ann_1"), through: $0) },
        // Last, so that the seeds' and findings' first bytes keep naming the calls they did.
        { await streamOutcome(of: WatchPetsRequest(lastEventID: "41"), through: $0) },
        { await streamOutcome(of: DownloadPhotosRequest(petID: 1), through: $0) },
        // Listings read page after page: each next request is read from the answer (a `Link`
        // header's query, a link in the body given to an object's fields and a list, a header).
        { await pagesOutcome(of: SearchUsersRequest(q: "ann"), through: $0) },
        { await pagesOutcome(of: ListNotificationsRequest(username: "ann_1", page: NotificationPaging(number: 2), filterKind: ["a", "b"]), through: $0) },
        { await pagesOutcome(of: ListTagsRequest(), through: $0) },
        { await pagesOutcome(of: ListOrdersRequest(), through: $0) },
        // Events told apart by their names (`events:`).
        { await streamOutcome(of: TrackOrderRequest(orderID: order), through: $0) },
    ]
}()

/// Calls of deprecated endpoints, which the fuzzer exercises like any other. Reached through
/// a protocol, so that the deprecation stays a warning for users and not for this target.
protocol DeprecatedCalling {
    func findPetsByTag(through client: APIClient) async -> (Outcome, String)
}

struct DeprecatedCalls: DeprecatedCalling {
    @available(*, deprecated, message: "calls a deprecated endpoint on purpose")
    func findPetsByTag(through client: APIClient) async -> (Outcome, String) {
        await outcome(of: FindPetsByTagRequest(tag: "cute"), through: client)
    }
}

/// The bearer token the fuzzed client sends; the log must never show it.
private let token = "fuzz-token-7f3a"
/// The password `LoginRequest` sends, a secret of its body.
private let password = "correct horse"

/// What the client did with `input` that it must not, or `nil` when it held the property:
/// it sorts the answer by its status, describes every failure briefly, and never logs a
/// credential or quotes a secret back. (Crashes and hangs are the fuzzer's, or the test runner's, to catch.)
func responseFuzzingViolation(_ input: ResponseInput) async -> String? {
    let log = LogSink()
    let transport = ReplayTransport(response: input.response)
    var client = PetstoreAPI.client(
        transport: transport,
        credentials: .bearer { token },
        middleware: [
            LoggingMiddleware { log.add($0) },
            RetryMiddleware(sleep: { _ in }),
        ])
    client.configuration.validatesResponses = true
    let (outcome, description) = await calls[input.call % calls.count](client)

    let status = input.response.status
    let expected: [Outcome] = (200...299).contains(status)
        ? [.success, .decoding, .invalidResponse] : [.endpoint, .unexpectedStatus, .invalidResponse]
    guard expected.contains(outcome) else {
        return "call \(input.call % calls.count), status \(status): \(outcome), expected one of \(expected): \(description)"
    }
    guard outcome == .success || !description.isEmpty else { return "a \(outcome) failure without a description" }
    // What the server sent is quoted only so far (a validation report lists every violation instead).
    guard outcome == .invalidResponse || description.count <= 1_001 else {
        return "a \(outcome) description of \(description.count) characters"
    }
    // However the server echoes what it was sent, the description leaves the secrets out.
    let sent = transport.sent.text
    for secret in [token, password] where outcome == .unexpectedStatus && sent.contains(secret) {
        for form in [secret, PercentEncoding.encodeForm(secret), PercentEncoding.encode(secret)] where description.contains(form) {
            return "the description shows `\(form)`: \(description)"
        }
    }
    let logged = log.text
    guard !logged.contains(token) || input.text.contains(token) else { return "the log shows the token:\n\(logged)" }
    for line in logged.split(separator: "\n") where line.hasPrefix("  ") {
        guard let colon = line.range(of: ": ") else { continue }
        let name = line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound].lowercased()
        if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(name),
           line[colon.upperBound...] != LoggingMiddleware.redacted {
            return "a secret header logged in clear: \(line)"
        }
    }
    return nil
}
