import Foundation

/// How the client carries a stream over to a new connection when its connection ends early;
/// set it as `APIClient.Configuration.streamReconnection`. Two kinds of stream can go on:
///
/// - **Server-Sent Events**, as a browser's `EventSource` does: when the connection drops (or,
///   with `reconnectsAfterEnd`, when the server ends the body before the end marker), the
///   request is sent again with `Last-Event-ID` set to the ID of the last complete event
///   (replacing the request's own; left out once the server set an empty ID). A 204 answer
///   is the server's "stop": the stream ends without an error.
/// - **Downloads** (`stream: bytes`) whose first response named a validator (a strong `ETag`,
///   else `Last-Modified`): when the connection drops, the request is sent again with
///   `Range: bytes=N-` from the first byte not yet read and `If-Range` with the validator. A
///   206 from that byte goes on; a 200 of the same strong `ETag` (a server that ignores
///   `Range`) goes on past the bytes already read; anything else (the file changed) ends the
///   stream with `unexpectedStatus`.
///
/// ```swift
/// var configuration = APIClient.Configuration()
/// configuration.streamReconnection = StreamReconnection()
/// let client = APIClient(baseURL: PetstoreAPI.baseURL, configuration: configuration)
/// for try await change in try await client.send(WatchPetsRequest()) { ... }   // one loop, over many connections
/// ```
///
/// The loop sees one stream. Each new request goes through the middleware and credentials.
/// Only requests with an idempotent method (GET, say) go on: sending a POST again would start
/// what it asks for again. JSON Lines and JSON text sequences have no way to say where to go on
/// from, and end with their connection.
///
/// A new connection answered with a status that is not a 2xx ends the stream with
/// `unexpectedStatus`, whatever the endpoint declares (a stream's failure is
/// `APIError<Never>`). After `maxAttempts` reconnections in a row that brought no item, the
/// stream ends as the last connection did: cleanly, or with its failure.
public struct StreamReconnection: Sendable {
    /// The most reconnections in a row without an item between them.
    public var maxAttempts: Int
    /// The wait before reconnecting, in seconds, until an event stream's server sets another
    /// (`retry:`).
    public var delay: TimeInterval
    /// The longest wait, in seconds: after a reconnection that brought no item the wait
    /// doubles, up to this (or up to the server's own reconnection time, when that is longer).
    public var maxDelay: TimeInterval
    /// Whether an event stream whose server ends the body before the end marker goes on too,
    /// as `EventSource` does (default on); when off, only a connection that fails does. A
    /// download that ends is complete.
    public var reconnectsAfterEnd: Bool
    /// How much longer each wait may be, at random, as a share of it (0.2: up to 20% longer; 0
    /// to 1), so that the clients of a server that dropped them all at once do not all come back
    /// at once. Never shorter: the event stream standard lets a client wait more than the
    /// server's reconnection time, not less.
    public var jitter: Double
    let sleep: @Sendable (TimeInterval) async throws -> Void

    /// Creates a reconnection policy. `sleep` waits the given seconds (tests can record instead).
    public init(
        maxAttempts: Int = 5, delay: TimeInterval = 3, maxDelay: TimeInterval = 60, reconnectsAfterEnd: Bool = true,
        jitter: Double = 0.2, sleep: @escaping @Sendable (TimeInterval) async throws -> Void = RetryMiddleware.sleep(seconds:)
    ) {
        self.maxAttempts = max(0, maxAttempts)
        self.delay = max(0, delay)
        self.maxDelay = max(0, maxDelay)
        self.reconnectsAfterEnd = reconnectsAfterEnd
        self.jitter = jitter.unitShare
        self.sleep = sleep
    }

    /// The wait before the `attempt`th reconnection in a row (from 1), in seconds, when the
    /// server last asked for `serverTime` milliseconds (`retry:`), if it did: doubled after each
    /// reconnection that brought no item, up to `maxDelay`, then made longer by up to `jitter`.
    func wait(before attempt: Int, serverTime: Int?) -> TimeInterval {
        let base = serverTime.map { TimeInterval($0) / 1000 } ?? delay
        let backedOff = min(max(base, maxDelay), base * pow(2, Double(attempt - 1)))
        // Clamped here too: the property may have been set after `init` clamped it.
        let share = jitter.unitShare
        return share == 0 ? backedOff : backedOff * Double.random(in: 1...(1 + share))
    }
}

/// What a stream needs to open itself again: the policy, and the request to send.
struct StreamReconnector: Sendable {
    /// A header of the request sent again: set to `value`, or left out when it is `nil`.
    typealias HeaderChange = (name: String, value: String?)

    let policy: StreamReconnection
    /// Sends the request again with these header changes and returns its 2xx response; any
    /// other status is thrown as `unexpectedStatus`.
    let reopen: @Sendable (_ changes: [HeaderChange]) async throws(APIError<Never>) -> HTTPResponse
}

/// Where a stream stands, for going on over a new connection: what to ask for, and whether
/// the answer goes on from there.
struct StreamPosition: Sendable {
    let framing: StreamFraming
    /// A download's validator, from its first response: what `If-Range` sends.
    let validator: String?
    /// The bytes of a download handed out so far.
    private(set) var bytesRead = 0
    /// The bytes a new response repeats from the start (a 200 sent whole), to leave out.
    private var bytesToSkip = 0

    init(framing: StreamFraming, validator: String?) {
        self.framing = framing
        self.validator = validator
    }

    /// The validator a download's response names, when it can go on from a byte: a strong
    /// `ETag` (a weak one does not promise the same bytes), else `Last-Modified`.
    static func validator(of response: HTTPResponse) -> String? {
        guard response.status == 200 else { return nil }  // a 206 is part of something larger
        if let tag = response.headers["ETag"], !tag.hasPrefix("W/"), !tag.isEmpty { return tag }
        return response.headers["Last-Modified"]
    }

    /// What the request sent again changes to ask for the rest; `nil` when nothing says where
    /// the rest begins.
    func headerChanges(lastEventID: String?) -> [StreamReconnector.HeaderChange]? {
        switch framing {
        case .events:
            // `nil`: the stream set no ID, and the request's own `Last-Event-ID` (if any) stays.
            guard let lastEventID else { return [] }
            return [("Last-Event-ID", lastEventID.isEmpty ? nil : lastEventID)]
        case .bytes:
            guard let validator else { return nil }
            return [("Range", "bytes=\(bytesRead)-"), ("If-Range", validator)]
        case .jsonLines, .jsonSequence:
            return nil
        }
    }

    /// Whether a new connection's 2xx `response` goes on with the stream (`false`: an event
    /// stream's server said "stop" with 204); throws when a download cannot go on from it.
    mutating func goesOn(with response: HTTPResponse) throws(APIError<Never>) -> Bool {
        switch framing {
        case .events:
            return response.status != 204
        case .bytes:
            // What an earlier connection left to skip is not in this one.
            bytesToSkip = 0
            if response.status == 206, Self.firstByte(of: response.headers["Content-Range"]) == bytesRead { return true }
            if response.status == 200, response.headers["ETag"] == validator, validator?.hasPrefix("\"") == true {
                bytesToSkip = bytesRead
                return true
            }
            throw .unexpectedStatus(UnexpectedResponse(
                response, decodingProblem: "the download could not go on from byte \(bytesRead): the answer is not the rest of the same file"))
        case .jsonLines, .jsonSequence:
            return false
        }
    }

    /// `chunk` without what the stream had already handed out; counts the bytes of a download.
    mutating func unread(_ chunk: Data) -> Data {
        guard framing == .bytes else { return chunk }
        let skipped = min(bytesToSkip, chunk.count)
        bytesToSkip -= skipped
        bytesRead += chunk.count - skipped
        return skipped == 0 ? chunk : chunk.dropFirst(skipped)
    }

    /// The first byte a `Content-Range` of bytes names (`bytes 6-10/11`).
    private static func firstByte(of contentRange: String?) -> Int? {
        guard let range = contentRange?.trimmingCharacters(in: .whitespaces), range.hasPrefix("bytes ") else { return nil }
        let digits = range.dropFirst(6).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, range.dropFirst(6 + digits.count).first == "-" else { return nil }
        return Int(digits)
    }
}
