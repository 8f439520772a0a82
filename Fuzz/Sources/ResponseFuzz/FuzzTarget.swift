import APIRuntime
import Dispatch
import PetstoreClient
import Synchronization

/// One fuzz input: any bytes, read as a server's answer to one Petstore call (see
/// `ResponseInput`), sent through the client with retry, logging and response validation.
/// The property: the client never crashes or hangs, sorts the answer by its status,
/// describes every failure briefly, and never logs a credential.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = ResponseInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await check(input)
        done.signal()
    }
    done.wait()
    return 0
}

/// The bearer token the fuzzed client sends; the log must never show it.
private let token = "fuzz-token-7f3a"

private func check(_ input: ResponseInput) async {
    let log = LogSink()
    let client = PetstoreAPI.client(
        transport: ReplayTransport(response: input.response),
        credentials: .bearer { token },
        middleware: [
            LoggingMiddleware { line in log.lines.withLock { $0.append(line) } },
            RetryMiddleware(sleep: { _ in }),
        ])
    var validating = client
    validating.configuration.validatesResponses = true
    let call = calls[input.call % calls.count]
    let (outcome, description) = await call(validating)

    let status = input.response.status
    let expected: [Outcome] = (200...299).contains(status)
        ? [.success, .decoding, .invalidResponse] : [.endpoint, .unexpectedStatus]
    guard expected.contains(outcome) else {
        fatalError("call \(input.call % calls.count), status \(status): \(outcome), expected one of \(expected): \(description)")
    }
    guard outcome == .success || !description.isEmpty else { fatalError("a \(outcome) failure without a description") }
    // What the server sent is quoted only so far (a validation report lists every violation instead).
    guard outcome == .invalidResponse || description.count <= 1_001 else {
        fatalError("a \(outcome) description of \(description.count) characters")
    }
    let logged = log.lines.withLock { $0.joined(separator: "\n") }
    guard !logged.contains(token) || input.text.contains(token) else { fatalError("the log shows the token:\n\(logged)") }
    for line in logged.split(separator: "\n") where line.hasPrefix("  ") {
        guard let colon = line.range(of: ": ") else { continue }
        let name = line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound].lowercased()
        if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(name),
           line[colon.upperBound...] != LoggingMiddleware.redacted {
            fatalError("a secret header logged in clear: \(line)")
        }
    }
}

/// The lines a call logged.
private final class LogSink: Sendable {
    let lines = Mutex<[String]>([])
}
