import Foundation

/// How the client opens an event stream (Server-Sent Events) again after its connection ends,
/// as a browser's `EventSource` does; set it as `APIClient.Configuration.eventStreamReconnection`.
///
/// ```swift
/// var configuration = APIClient.Configuration()
/// configuration.eventStreamReconnection = EventStreamReconnection()
/// let client = APIClient(baseURL: PetstoreAPI.baseURL, configuration: configuration)
/// for try await change in try await client.send(WatchPetsRequest()) { ... }   // one loop, over many connections
/// ```
///
/// When the connection drops (or, with `reconnectsAfterEnd`, when the server ends the body
/// before the end marker), the stream waits and sends the same request again, through the
/// middleware and credentials, with `Last-Event-ID` set to the last event ID the server sent
/// (replacing the request's own; left out once the server set an empty ID), and goes on with
/// the events of the new response. The loop sees one stream. Only requests with an idempotent
/// method (GET, say) reconnect: sending a POST again would start what it asks for again.
///
/// The stream ends without an error when a reconnection is answered with 204 No Content (the
/// standard's way for a server to say "stop"), or when `maxAttempts` reconnections in a row
/// brought no event and the last one ended cleanly. It ends with the error when one is answered
/// with any other status that is not a 2xx (`unexpectedStatus`, whatever the endpoint declares:
/// a stream's failure is `APIError<Never>`), or when the last allowed attempt fails.
public struct EventStreamReconnection: Sendable {
    /// The most reconnections in a row without an event between them.
    public var maxAttempts: Int
    /// The wait before reconnecting, in seconds, until the server sets another (`retry:`).
    public var delay: TimeInterval
    /// The longest wait, in seconds: after an attempt that brought no event the wait doubles,
    /// up to this (or up to the server's own reconnection time, when that is longer).
    public var maxDelay: TimeInterval
    /// Whether a body the server ends before the end marker is reconnected too, as `EventSource`
    /// does (default on); when off, only a connection that fails is.
    public var reconnectsAfterEnd: Bool
    let sleep: @Sendable (TimeInterval) async throws -> Void

    /// Creates a reconnection policy. `sleep` waits the given seconds (tests can record instead).
    public init(
        maxAttempts: Int = 5, delay: TimeInterval = 3, maxDelay: TimeInterval = 60, reconnectsAfterEnd: Bool = true,
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = RetryMiddleware.sleep(seconds:)
    ) {
        self.maxAttempts = max(0, maxAttempts)
        self.delay = max(0, delay)
        self.maxDelay = max(0, maxDelay)
        self.reconnectsAfterEnd = reconnectsAfterEnd
        self.sleep = sleep
    }

    /// The wait before the `attempt`th reconnection in a row (from 1), in seconds, when the
    /// server last asked for `serverTime` milliseconds (`retry:`), if it did.
    func wait(before attempt: Int, serverTime: Int?) -> TimeInterval {
        let base = serverTime.map { TimeInterval($0) / 1000 } ?? delay
        return min(max(base, maxDelay), base * pow(2, Double(attempt - 1)))
    }
}

/// What a stream needs to open itself again: the policy, and the request to send.
struct StreamReconnector: Sendable {
    let policy: EventStreamReconnection
    /// Sends the request again with this last event ID (`nil`: none was set yet) and returns
    /// its 2xx response; any other status is thrown as `unexpectedStatus`.
    let reopen: @Sendable (_ lastEventID: String?) async throws(APIError<Never>) -> HTTPResponse
}
