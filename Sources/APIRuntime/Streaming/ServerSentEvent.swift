/// One Server-Sent Event (`text/event-stream`), its `data` decoded.
///
/// ```swift
/// for try await event in try await client.send(StreamChatRequest(body: prompt)) {
///     if event.event == "delta" { print(event.data.text, terminator: "") }
/// }
/// ```
public struct ServerSentEvent<Payload: Sendable>: Sendable {
    /// The event's type (its `event:` field); `nil` for the default type, `message`.
    public var event: String?
    /// The event's `data:` lines, joined by line feeds and decoded: JSON as the spec's type,
    /// or the text itself for `string`.
    public var data: Payload
    /// The last event ID the stream set (an `id:` field, in this event or an earlier one),
    /// which a client sends back as `Last-Event-ID` when it reconnects; `nil` when none.
    public var id: String?
    /// The reconnection time in milliseconds this event asks for (`retry:`), if any.
    public var retry: Int?

    /// Creates an event.
    public init(event: String? = nil, data: Payload, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}

extension ServerSentEvent: Equatable where Payload: Equatable {}
extension ServerSentEvent: Hashable where Payload: Hashable {}
