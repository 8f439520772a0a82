import Foundation

extension ResponseDecoder {
    /// A body of JSON values, one per line (`application/jsonl`) or each after a record
    /// separator (`application/json-seq`, RFC 7464), decoded as `Item`s as they arrive.
    /// `framing` is the one the spec declares; a response whose content type names the other
    /// is read as that. With `.events`, each Server-Sent Event's data is an item, its other
    /// fields dropped (`events(of:from:until:)` keeps them); with `.bytes`, each chunk as it
    /// arrives, as one JSON value (`bytes(from:)` hands out the bytes themselves). An item whose
    /// bytes are exactly `end` ends the stream.
    public func stream<Item: Decodable & Sendable>(
        of type: Item.Type, framing declared: StreamFraming, from response: HTTPResponse, until end: String? = nil
    ) -> ResponseStream<Item> {
        var framing = declared
        if declared == .jsonLines || declared == .jsonSequence, let type = response.mediaType {
            if type == "application/json-seq" || type.hasSuffix("+json-seq") {
                framing = .jsonSequence
            } else if Self.jsonLinesMediaTypes.contains(type) {
                framing = .jsonLines
            }
        }
        let settings = streamSettings(response, end: end)
        let read = itemReader(Item.self, settings: settings)
        return ResponseStream(
            chunks: Self.chunks(of: response), framing: framing, settings: settings, reconnector: framing == .events ? reconnector : nil
        ) { item, index throws(APIError<Never>) in
            try read(item.data, index)
        }
    }

    /// A body of Server-Sent Events (`text/event-stream`) whose `data` is JSON, decoded as
    /// `Payload` as each event arrives. An event whose data is exactly `end` (`[DONE]`) ends
    /// the stream. When the client's configuration asks for it, the stream goes on over a new
    /// connection when its connection ends early (`StreamReconnection`).
    public func events<Payload: Decodable & Sendable>(
        of type: Payload.Type, from response: HTTPResponse, until end: String? = nil
    ) -> ResponseStream<ServerSentEvent<Payload>> {
        let settings = streamSettings(response, end: end)
        let read = itemReader(Payload.self, settings: settings)
        return ResponseStream(
            chunks: Self.chunks(of: response), framing: .events, settings: settings, reconnector: reconnector
        ) { item, index throws(APIError<Never>) in
            ServerSentEvent(event: item.event, data: try read(item.data, index), id: item.id, retry: item.retry)
        }
    }

    /// A body of Server-Sent Events whose `data` is text, handed out as it arrives. An event
    /// whose data is exactly `end` ends the stream.
    public func textEvents(from response: HTTPResponse, until end: String? = nil) -> ResponseStream<ServerSentEvent<String>> {
        let settings = streamSettings(response, end: end)
        return ResponseStream(
            chunks: Self.chunks(of: response), framing: .events, settings: settings, reconnector: reconnector
        ) { item, index throws(APIError<Never>) in
            ServerSentEvent(event: item.event, data: try Self.text(of: item.data, index: index, settings: settings), id: item.id, retry: item.retry)
        }
    }

    /// The body's bytes, handed out in chunks as they arrive: a download of any size, held a
    /// chunk at a time (`maxResponseBodySize` does not apply). When the client's configuration
    /// asks for it, a download whose response names a validator goes on after a dropped
    /// connection with a `Range` request (`StreamReconnection`).
    public func bytes(from response: HTTPResponse) -> ResponseStream<Data> {
        var settings = streamSettings(response, end: nil)
        settings.validator = StreamPosition.validator(of: response)
        return ResponseStream(chunks: Self.chunks(of: response), framing: .bytes, settings: settings, reconnector: reconnector) { item, _ in
            Data(item.data)
        }
    }

    /// The media types of JSON Lines in use, besides the registered `application/jsonl`.
    static let jsonLinesMediaTypes: Set<String> = [
        "application/jsonl", "application/x-ndjson", "application/ndjson", "application/jsonlines",
        "application/x-jsonlines", "application/json-lines", "application/x-json-stream",
    ]

    func streamSettings(_ response: HTTPResponse, end: String?) -> StreamSettings {
        StreamSettings(status: response.status, itemLimit: itemLimit, end: end)
    }

    /// The body as the transport streams it, or, from a transport that read it whole, as one chunk.
    static func chunks(of response: HTTPResponse) -> AsyncThrowingStream<Data, any Error> {
        if let streamed = response.streamedBody { return streamed }
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        continuation.yield(response.body)
        continuation.finish()
        return chunks
    }

    /// Decodes one item's JSON as `Item` and, when the client validates responses, checks it.
    private func itemReader<Item: Decodable & Sendable>(
        _ type: Item.Type, settings: StreamSettings
    ) -> @Sendable ([UInt8], Int) throws(APIError<Never>) -> Item {
        let coding = coding
        let validates = validatesItems
        return { bytes, index throws(APIError<Never>) in
            let value = try Self.decodeJSON(Item.self, from: bytes, index: index, coding: coding, settings: settings)
            if validates { try Self.validate(value, index: index, settings: settings) }
            return value
        }
    }

    /// An event's data as text, or a decoding error when it is not UTF-8.
    static func text(of bytes: [UInt8], index: Int, settings: StreamSettings) throws(APIError<Never>) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .decoding(DecodingFailure(status: settings.status, path: "[\(index)]", message: "the event's data is not valid UTF-8", body: Data(bytes)))
        }
        return text
    }

    static func decodeJSON<Item: Decodable>(
        _ type: Item.Type, from bytes: [UInt8], index: Int, coding: JSONCoding, settings: StreamSettings
    ) throws(APIError<Never>) -> Item {
        let data = Data(bytes)
        do {
            return try coding.makeDecoder().decode(Item.self, from: data)
        } catch {
            let inner = (error as? DecodingError).map { ResponseDecodingError($0, in: data) }
                ?? ResponseDecodingError(path: "", message: String(describing: error))
            throw .decoding(DecodingFailure(
                status: settings.status, path: inner.path(below: "[\(index)]"), message: inner.message, body: Data(bytes.prefix(UnexpectedResponse.bodyLimit))))
        }
    }

    static func validate(_ value: some Any, index: Int, settings: StreamSettings) throws(APIError<Never>) {
        guard let value = value as? any Validatable else { return }
        var report = ValidationReport()
        value.validate(into: &report, at: ValidationPath.root[index])
        guard report.isValid else { throw .invalidResponse(InvalidResponse(status: settings.status, report: report)) }
    }
}
