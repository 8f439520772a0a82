import Foundation

extension StubResponse {
    /// A success whose body arrives in these chunks, handed over one by one as a streaming
    /// transport hands them: for cutting a line or an event in two, say.
    public static func chunks(_ chunks: [Data], status: Int = 200, headers: HTTPHeaders = [:]) -> StubResponse {
        StubResponse { _ in
            let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
            return HTTPResponse(status: status, headers: headers, streamedBody: stream)
        }
    }

    /// A streamed success of these items as JSON Lines (`application/jsonl`), one chunk each.
    /// An endpoint declared as JSON text sequences reads them too: the content type says which.
    public static func items<Item: Encodable & Sendable>(
        _ items: [Item], status: Int = 200, headers: HTTPHeaders = [:]
    ) -> StubResponse where Body == ResponseStream<Item> {
        StubResponse { coding in
            let encoder = coding.makeEncoder()
            encoder.outputFormatting.remove(.prettyPrinted)
            let lines = try items.map { try encoder.encode($0) + Data([0x0A]) }
            var headers = headers
            headers["Content-Type"] = headers["Content-Type"] ?? "application/jsonl"
            return try chunks(lines, status: status, headers: headers).make(coding)
        }
    }

    /// A streamed success of these Server-Sent Events (`text/event-stream`), their data as
    /// JSON, one chunk each.
    public static func events<Payload: Encodable & Sendable>(
        _ events: [ServerSentEvent<Payload>], status: Int = 200, headers: HTTPHeaders = [:]
    ) -> StubResponse where Body == ResponseStream<ServerSentEvent<Payload>> {
        encodedEvents(events, status: status, headers: headers) { event, encoder in
            EventText.make(event, data: String(decoding: try encoder.encode(event.data), as: UTF8.self))
        }
    }

    /// A streamed success of these Server-Sent Events (`text/event-stream`), their data as
    /// text, one chunk each.
    public static func events(
        _ events: [ServerSentEvent<String>], status: Int = 200, headers: HTTPHeaders = [:]
    ) -> StubResponse where Body == ResponseStream<ServerSentEvent<String>> {
        eventChunks(events.map { EventText.make($0, data: $0.data) }, status: status, headers: headers)
    }

    /// A streamed success of these Server-Sent Events (`text/event-stream`) whose data's type
    /// depends on their names (a spec's `events:`), one chunk each: each event is written
    /// under its data's name (`event:`, left out for `message`), its data as JSON or as text.
    public static func events<Payload: NamedEvent>(
        _ events: [ServerSentEvent<Payload>], status: Int = 200, headers: HTTPHeaders = [:]
    ) -> StubResponse where Body == ResponseStream<ServerSentEvent<Payload>> {
        encodedEvents(events, status: status, headers: headers) { event, encoder in
            var named = event
            named.event = event.data.eventName == "message" ? nil : event.data.eventName
            return EventText.make(named, data: try event.data.eventData(encoder: encoder))
        }
    }

    /// Events written by `text` with the client's JSON encoder (compact, one event a line).
    private static func encodedEvents<Payload>(
        _ events: [ServerSentEvent<Payload>], status: Int, headers: HTTPHeaders,
        text: @escaping @Sendable (ServerSentEvent<Payload>, JSONEncoder) throws -> String
    ) -> StubResponse {
        StubResponse { coding in
            let encoder = coding.makeEncoder()
            encoder.outputFormatting.remove(.prettyPrinted)
            let texts = try events.map { try text($0, encoder) }
            return try eventChunks(texts, status: status, headers: headers).make(coding)
        }
    }

    private static func eventChunks(_ texts: [String], status: Int, headers: HTTPHeaders) -> StubResponse {
        var headers = headers
        headers["Content-Type"] = headers["Content-Type"] ?? "text/event-stream"
        return chunks(texts.map { Data($0.utf8) }, status: status, headers: headers)
    }
}

/// An event as a server writes it.
private enum EventText {
    static func make<Payload>(_ event: ServerSentEvent<Payload>, data: String) -> String {
        var text = ""
        if let type = event.event { text += "event: \(type)\n" }
        if let id = event.id { text += "id: \(id)\n" }
        if let retry = event.retry { text += "retry: \(retry)\n" }
        // Each line of the data is a `data:` line of its own; the reader joins them again.
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return text + "\n"
    }
}
