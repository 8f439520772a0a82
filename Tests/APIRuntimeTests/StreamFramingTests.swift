@testable import APIRuntime
import Foundation
import Testing

/// How streamed bodies are cut into items, wherever the network splits them: every test
/// feeds its body in chunks of every size from 1 byte to the whole.
@Suite("Streamed bodies")
struct StreamFramingTests {
    @Test func jsonLinesEndAtEachLineEndAndSkipBlankLines() async throws {
        let body = "{\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n\r\n  {\"id\":2,\"name\":\"B\",\"photo_urls\":[]}\r\n \t\n{\"id\":3,\"name\":\"C\",\"photo_urls\":[]}"
        for size in 1...body.utf8.count {
            let pets = try await items(decoder.stream(of: Pet.self, framing: .jsonLines, from: streamed(body, every: size)))
            #expect(pets.map(\.name) == ["A", "B", "C"], "chunks of \(size) bytes")
        }
    }

    @Test func jsonSequenceRecordsMayHoldLineBreaks() async throws {
        let body = "\u{1E}{\n  \"id\": 1,\n  \"name\": \"A\",\n  \"photo_urls\": []\n}\n\u{1E}{\"id\":2,\"name\":\"B\",\"photo_urls\":[]}\n"
        for size in 1...body.utf8.count {
            let pets = try await items(decoder.stream(of: Pet.self, framing: .jsonSequence, from: streamed(body, every: size)))
            #expect(pets.map(\.id) == [1, 2], "chunks of \(size) bytes")
        }
    }

    /// The content type says which JSON framing the server used, whatever the spec declared.
    @Test func theContentTypeNamesTheFraming() async throws {
        let sequence = "\u{1E}{\"id\":1,\n\"name\":\"A\",\"photo_urls\":[]}\n"
        let asSequence = streamed(sequence, every: 4, contentType: "application/json-seq")
        #expect(try await items(decoder.stream(of: Pet.self, framing: .jsonLines, from: asSequence)).map(\.id) == [1])
        let lines = "{\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n{\"id\":2,\"name\":\"B\",\"photo_urls\":[]}\n"
        let asLines = streamed(lines, every: 4, contentType: "application/x-ndjson; charset=utf-8")
        #expect(try await items(decoder.stream(of: Pet.self, framing: .jsonSequence, from: asLines)).map(\.id) == [1, 2])
    }

    /// The WHATWG HTML standard's rules: a byte order mark at the start, comments, fields
    /// without a colon or a space, CR, LF and CR LF line ends, several `data:` lines, a sticky
    /// `id` (one holding NUL is ignored), `retry` in digits only, a block without data, and an
    /// unfinished last event (dropped).
    @Test func eventsAreReadAsTheHTMLStandardSays() async throws {
        let body = "\u{FEFF}: hello\r\n"
            + "event: greeting\ndata: one\ndata:two\ndata:  three\nid: 7\nretry: 1500\n\n"
            + "data\rid: 8\0x\rretry: 15s\r\r"
            + "id: 9\n\n"
            + "unknown: field\ndata: {\"a\": 1}\r\n\r\n"
            + "id\ndata: last\n\n"
            + "data: never dispatched\n"
        let expected = [
            ServerSentEvent(event: "greeting", data: "one\ntwo\n three", id: "7", retry: 1500),
            ServerSentEvent(data: "", id: "7"),
            ServerSentEvent(data: "{\"a\": 1}", id: "9"),
            ServerSentEvent(data: "last"),
        ]
        for size in 1...body.utf8.count {
            let events = try await items(decoder.textEvents(from: streamed(body, every: size)))
            #expect(events == expected, "chunks of \(size) bytes")
        }
    }

    /// Bytes are handed over as they come, chunk by chunk, whatever they hold (a byte order
    /// mark, line ends, record separators) and however large the whole (no item limit).
    @Test func bytesComeAsTheyArrive() async throws {
        let body = "\u{FEFF}a\r\nb\u{1E}\n\n" + String(repeating: "z", count: 100)
        var limited = decoder
        limited.itemLimit = 8
        for size in [1, 3, 50, body.utf8.count] {
            let chunks = try await items(limited.bytes(from: streamed(body, every: size)))
            #expect(chunks.count == (body.utf8.count + size - 1) / size, "chunks of \(size) bytes")
            #expect(Data(chunks.joined()) == Data(body.utf8))
        }
    }

    /// Events read as plain items: each one's data, decoded.
    @Test func eventsMayBeReadAsTheirDataAlone() async throws {
        let body = "event: a\ndata: {\"id\":1,\"name\":\"A\",\n\ndata: \"photo_urls\":[]}\n\n"
        let joined = "event: a\ndata: {\"id\":1,\"name\":\"A\",\ndata: \"photo_urls\":[]}\n\n"
        let pets = try await items(decoder.stream(of: Pet.self, framing: .events, from: streamed(joined, every: 3, contentType: "application/jsonl")))
        #expect(pets.map(\.id) == [1], "the content type does not turn events into lines")
        do throws(APIError<Never>) {
            _ = try await items(decoder.stream(of: Pet.self, framing: .events, from: streamed(body, every: 3)))
            Issue.record("half a pet decoded")
        } catch .decoding(let failure) {
            #expect(failure.path == "[0]")
        } catch {
            Issue.record("not a decoding error: \(error)")
        }
    }

    @Test func anItemEqualToTheEndMarkerEndsTheStream() async throws {
        let body = "data: {\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n\ndata: [DONE]\n\ndata: not JSON\n\n"
        let events = try await items(decoder.events(of: Pet.self, from: streamed(body, every: 5), until: "[DONE]"))
        #expect(events.map(\.data.id) == [1])
        let lines = try await items(decoder.stream(of: Pet.self, framing: .jsonLines, from: streamed("[DONE]\n{", every: 3), until: "[DONE]"))
        #expect(lines.isEmpty)
    }

    /// A transport that reads the body whole (a custom one, or a stub's `raw`) still gives items.
    @Test func aBodyReadWholeIsCutTheSameWay() async throws {
        let response = HTTPResponse(status: 200, body: Data("{\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n{\"id\":2,\"name\":\"B\",\"photo_urls\":[]}".utf8))
        #expect(try await items(decoder.stream(of: Pet.self, framing: .jsonLines, from: response)).map(\.id) == [1, 2])
    }

    @Test func anItemThatDoesNotDecodeEndsTheStreamAtItsIndex() async throws {
        let body = "{\"id\":1,\"name\":\"A\",\"photo_urls\":[]}\n{\"id\":2,\"name\":5,\"photo_urls\":[]}\n{\"id\":3,\"name\":\"C\",\"photo_urls\":[]}\n"
        var names: [String] = []
        do throws(APIError<Never>) {
            for try await pet in decoder.stream(of: Pet.self, framing: .jsonLines, from: streamed(body, every: 7)) { names.append(pet.name) }
            Issue.record("the second item decoded")
        } catch .decoding(let failure) {
            #expect(failure.path == "[1].name")
            #expect(String(decoding: failure.body, as: UTF8.self) == "{\"id\":2,\"name\":5,\"photo_urls\":[]}")
        } catch {
            Issue.record("not a decoding error: \(error)")
        }
        #expect(names == ["A"])
    }

    private var decoder: ResponseDecoder { ResponseDecoder() }

    /// A success whose body arrives in chunks of `size` bytes.
    private func streamed(_ text: String, every size: Int, contentType: String? = nil) -> HTTPResponse {
        let bytes = Array(text.utf8)
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        for start in stride(from: 0, to: bytes.count, by: size) {
            continuation.yield(Data(bytes[start..<min(start + size, bytes.count)]))
        }
        continuation.finish()
        return HTTPResponse(status: 200, headers: contentType.map { ["Content-Type": $0] } ?? [:], streamedBody: chunks)
    }
}

/// Every item of `stream`.
func items<Element>(_ stream: ResponseStream<Element>) async throws(APIError<Never>) -> [Element] {
    var all: [Element] = []
    for try await item in stream { all.append(item) }
    return all
}
