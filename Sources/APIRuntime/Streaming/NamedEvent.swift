import Foundation

/// The data of a Server-Sent Event whose type depends on the event's name (its `event:`
/// field): what apigen generates for a spec's `events:`, an enum with a case for each name the
/// spec lists, each holding that event's data, and one for the names it does not.
///
/// ```swift
/// for try await event in try await client.send(StreamTimelineRequest()) {
///     switch event.data {
///     case .update(let status): timeline.insert(status)
///     case .delete(let id): timeline.remove(id)
///     case .unknown: break   // an event this client's spec does not name
///     }
/// }
/// ```
public protocol NamedEvent: Sendable {
    /// Decodes the data of an event named `eventName` (`message` when the event names none,
    /// as the standard says).
    init(eventName: String, data: EventData) throws(APIError<Never>)
    /// The name a server writes this event under.
    var eventName: String { get }
    /// This event's data as a server writes it: JSON, or the text itself.
    func eventData(encoder: JSONEncoder) throws -> String
}

/// One event's data, for a `NamedEvent` to read as its name says: as JSON of a type, or as
/// the text itself.
public struct EventData: Sendable {
    /// The event's `data:` lines, joined by line feeds.
    let bytes: [UInt8]
    /// The event's place in the stream, counted from 0, for the paths of errors.
    let index: Int
    let coding: JSONCoding
    let settings: StreamSettings

    init(bytes: [UInt8], index: Int, coding: JSONCoding, settings: StreamSettings) {
        self.bytes = bytes
        self.index = index
        self.coding = coding
        self.settings = settings
    }

    /// An event's data as a server sent it, to read an event without a stream (in a test:
    /// `try TrackOrderRequest.Event(eventName: "status", data: EventData("\"approved\""))`).
    /// Errors name the data as the first event of a 200 response (`[0].name`).
    public init(_ text: String, coding: JSONCoding = JSONCoding()) {
        self.init(bytes: Array(text.utf8), index: 0, coding: coding, settings: StreamSettings(status: 200, itemLimit: .max, end: nil))
    }

    /// The data decoded as JSON of this type. Data that does not decode ends the stream with
    /// `APIError.decoding`, at a path that starts with the event's index (`[3].name`).
    public func decode<Value: Decodable>(_ type: Value.Type) throws(APIError<Never>) -> Value {
        try ResponseDecoder.decodeJSON(Value.self, from: bytes, index: index, coding: coding, settings: settings)
    }

    /// The data as text; data that is not UTF-8 ends the stream with `APIError.decoding`.
    public func text() throws(APIError<Never>) -> String {
        try ResponseDecoder.text(of: bytes, index: index, settings: settings)
    }

    /// A value's JSON as an event's data, for `NamedEvent.eventData(encoder:)`.
    public static func json(_ value: some Encodable, encoder: JSONEncoder) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension ResponseDecoder {
    /// A body of Server-Sent Events whose data's type depends on each event's name, decoded as
    /// `Payload` (a generated `NamedEvent`) as each event arrives. An event whose data is
    /// exactly `end` (`[DONE]`) ends the stream. When the client's configuration asks for it,
    /// the stream goes on over a new connection when its connection ends early
    /// (`StreamReconnection`).
    public func namedEvents<Payload: NamedEvent>(
        of type: Payload.Type, from response: HTTPResponse, until end: String? = nil
    ) -> ResponseStream<ServerSentEvent<Payload>> {
        let settings = streamSettings(response, end: end)
        let coding = coding
        let validates = validatesItems
        return ResponseStream(
            chunks: Self.chunks(of: response), framing: .events, settings: settings, reconnector: reconnector
        ) { item, index throws(APIError<Never>) in
            let data = EventData(bytes: item.data, index: index, coding: coding, settings: settings)
            let payload = try Payload(eventName: item.event ?? "message", data: data)
            if validates { try Self.validate(payload, index: index, settings: settings) }
            return ServerSentEvent(event: item.event, data: payload, id: item.id, retry: item.retry)
        }
    }
}
