import Testing
@testable import APIGenCore
@testable import APIRuntime

/// `stream:` on a response: a sequence of items, each decoded as it arrives.
@Suite("Streamed responses")
struct StreamResponseTests {
    static let spec = """
        models:
          Pet: { properties: { id: int64, name: { type: string, maxLength: 5 } } }
          Label: { type: string, maxLength: 10 }
        endpoints:
          lines: { method: GET, path: /a, response: { stream: json-lines, type: Pet } }
          records: { method: GET, path: /b, response: { stream: json-seq, type: Pet, contentType: application/vnd.pets+json-seq } }
          chat: { method: POST, path: /c, body: Pet, response: { stream: events, type: Pet, until: "[DONE]" }, errors: { 400: Pet } }
          log: { method: GET, path: /d, response: { stream: events, type: string, headers: { X-Run: string } } }
          inline: { method: GET, path: /e, response: { stream: json-lines, properties: { step: int } } }
          labels: { method: GET, path: /f, response: { stream: json-lines, type: Label } }
          download: { method: GET, path: /g, response: { stream: bytes, type: data, contentType: application/zip } }
        """

    @Test func eachFormNamesItsItemsAndContentType() throws {
        let model = try #require(SpecHarness.model(Self.spec))
        func stream(_ name: String) -> (TypeRef, StreamForm, String, String?)? {
            guard case .stream(let field, let form, let contentType, let end)? = model.endpoint(name)?.response.content else { return nil }
            return (field.type, form, contentType, end)
        }
        let lines = try #require(stream("lines"))
        #expect(lines.0 == .named("Pet") && lines.1 == .jsonLines && lines.2 == "application/jsonl" && lines.3 == nil)
        let records = try #require(stream("records"))
        #expect(records.1 == .jsonSeq && records.2 == "application/vnd.pets+json-seq")
        let chat = try #require(stream("chat"))
        #expect(chat.1 == .events && chat.2 == "text/event-stream" && chat.3 == "[DONE]")
        #expect(try #require(stream("log")).0 == .primitive(.string))
        #expect(try #require(stream("inline")).0 == .named("InlineRequest.Item"))
        #expect(model.endpoint("log")?.response.headers.map(\.name) == ["X-Run"])
        let download = try #require(stream("download"))
        #expect(download.0 == .primitive(.data) && download.1 == .bytes && download.2 == "application/zip")
    }

    /// Each form compiles against the runtime, with its `Accept`, its decoding call and the
    /// flag that asks the transport for a stream.
    @Test func theGeneratedRequestsCompile() async throws {
        let files = try SpecHarness.generate(["spec.yaml": Self.spec])
        let code = files.map(\.contents).joined()
        for expected in [
            "public typealias Response = ResponseStream<Pet>",
            "decoder.stream(of: Pet.self, framing: .jsonLines, from: response)",
            "decoder.stream(of: Pet.self, framing: .jsonSequence, from: response)",
            "public typealias Response = ResponseStream<ServerSentEvent<Pet>>",
            #"decoder.events(of: Pet.self, from: response, until: "[DONE]")"#,
            #"public static var accept: String? { "text/event-stream, application/json" }"#,
            "body: decoder.textEvents(from: response)",
            "public var body: ResponseStream<ServerSentEvent<String>>",
            "public typealias Response = ResponseStream<InlineRequest.Item>",
            "/// - 200: events of `Pet` (text/event-stream), until an item `[DONE]`",
            "public typealias Response = ResponseStream<Data>",
            "decoder.bytes(from: response)",
            "/// - 200: bytes as they arrive (application/zip)",
        ] {
            #expect(code.contains(expected), "\(expected)")
        }
        #expect(code.components(separatedBy: "public static var streamsResponse: Bool { true }").count == 8, "seven streaming requests")
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// The import reads as JSON Lines the media types the runtime reads as lines.
    @Test func apigenAndTheRuntimeKnowTheSameJSONLinesMediaTypes() {
        #expect(StreamForm.jsonLinesMediaTypes == ResponseDecoder.jsonLinesMediaTypes)
        for type in StreamForm.jsonLinesMediaTypes { #expect(StreamForm(mediaType: type + "; charset=utf-8") == .jsonLines) }
        #expect(StreamForm(mediaType: "Text/Event-Stream") == .events)
        #expect(StreamForm(mediaType: "application/geo+json-seq") == .jsonSeq)
        #expect(StreamForm(mediaType: "application/json") == nil)
    }

    /// An end marker no item can be is a warning: items are read without the whitespace around
    /// them, a line ends at a line break, a record at a record separator, an event's line at CR.
    @Test func anEndMarkerNoItemCanBeIsAWarning() {
        let spec = """
            endpoints:
              a: { method: GET, path: /a, response: { stream: json-lines, type: string, until: "a\\nb" } }
              b: { method: GET, path: /b, response: { stream: json-seq, type: string, until: " DONE" } }
              c: { method: GET, path: /c, response: { stream: json-seq, type: string, until: "" } }
              d: { method: GET, path: /d, response: { stream: events, type: string, until: "a\\rb" } }
              e: { method: GET, path: /e, response: { stream: events, type: string, until: "a\\nb" } }
              f: { method: GET, path: /f, response: { stream: json-seq, type: string, until: "a\\u001Eb" } }
            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:2:84: warning: `until` can never match an item: it holds a line break, where a line ends",
            "spec.yaml:3:82: warning: `until` can never match an item: it starts or ends with whitespace, which is no part of an item",
            "spec.yaml:4:82: warning: `until` can never match an item: it is empty, and empty items are skipped",
            "spec.yaml:5:80: warning: `until` can never match an item: it holds a carriage return, where a line of an event ends",
            "spec.yaml:7:82: warning: `until` can never match an item: it holds a record separator (U+001E), where a record ends",
        ])
    }

    static let eventsSpec = """
        models:
          Status: { properties: { id: int64, text: { type: string, maxLength: 5 } } }
          Visibility: { enum: [public, private] }
        endpoints:
          timeline:
            method: GET
            path: /timeline
            response:
              stream: events
              until: "[DONE]"
              events:
                update: { type: Status, description: A new status. }
                delete: { type: string, description: The deleted status's ID. }
                status.counts: { properties: { likes: { type: int, minimum: 0 } } }
                visibility: { type: Visibility, name: seenBy, deprecated: true }
                unknown: "int[]"
                eventName: string
        """

    /// `events:` types each event's data by its name: the request's `Response` is a stream of
    /// a nested enum with a case per name, and one for names the spec does not list.
    @Test func eventsByNameBecomeANestedEnum() async throws {
        let model = try #require(SpecHarness.model(Self.eventsSpec))
        guard case .stream(let field, .events, "text/event-stream", "[DONE]")? = model.endpoint("timeline")?.response.content else {
            Issue.record("not an event stream")
            return
        }
        #expect(field.type == .named("TimelineRequest.Event"))
        let event = try #require(model.files.allModels.first { $0.qualifiedName == "TimelineRequest.Event" })
        guard case .union(let union) = event.kind else {
            Issue.record("the events are not an enum of their data")
            return
        }
        #expect(union.variants.map(\.caseName) == ["update", "delete", "statusCounts", "seenBy", "unknown", "eventName2"])
        #expect(union.variants.map(\.tag) == ["update", "delete", "status.counts", "visibility", "unknown", "eventName"])
        #expect(union.variants.map(\.type) == [
            .named("Status"), .primitive(.string), .named("TimelineRequest.Event.StatusCounts"), .named("Visibility"), .array(.primitive(.int)),
            .primitive(.string),
        ])
        #expect(union.otherEventsCase == "undocumented", "`unknown` is an event's case")
        #expect(event.nested.map(\.qualifiedName) == ["TimelineRequest.Event.StatusCounts"])

        let files = try SpecHarness.generate(["spec.yaml": Self.eventsSpec])
        let code = files.map(\.contents).joined()
        for expected in [
            "public typealias Response = ResponseStream<ServerSentEvent<TimelineRequest.Event>>",
            #"decoder.namedEvents(of: TimelineRequest.Event.self, from: response, until: "[DONE]")"#,
            "/// - 200: events of `TimelineRequest.Event`: `update`, `delete`, `status.counts`, `visibility`, `unknown`, `eventName` (text/event-stream), until an item `[DONE]`",
            #"case "eventName": self = .eventName2(try data.text())"#,
            "public nonisolated enum Event: Hashable, Sendable, Validatable, NamedEvent {",
            "/// `update`: A new status.",
            "case seenBy(Visibility)",
            "case undocumented(name: String, data: String)",
            #"case "status.counts": self = .statusCounts(try data.decode(TimelineRequest.Event.StatusCounts.self))"#,
            #"case "delete": self = .delete(try data.text())"#,
            "default: self = .undocumented(name: eventName, data: try data.text())",
            #"case .seenBy: return "visibility""#,
            "case .delete(let value): return value",
            "case .update(let value): return try EventData.json(value, encoder: encoder)",
            "case .statusCounts(let value): report.validate(value, at: path)",
            "public nonisolated struct StatusCounts: Codable, Hashable, Sendable, Validatable {",
        ] {
            #expect(code.contains(expected), "\(expected)")
        }
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// A model named `Event` keeps its name where the events hold it: the nested enum becomes
    /// `EventValue`, as an inline type does beside a model of its name.
    @Test func theEventsGiveWayToAModelNamedEvent() async throws {
        let spec = """
            models:
              Event: { properties: { id: string } }
            endpoints:
              watch: { method: GET, path: /w, response: { stream: events, events: { update: Event, many: "Event[]" } } }
            """
        let files = try SpecHarness.generate(["spec.yaml": spec])
        let code = files.map(\.contents).joined()
        #expect(code.contains("public typealias Response = ResponseStream<ServerSentEvent<WatchRequest.EventValue>>"))
        #expect(code.contains("case update(Event)"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    @Test func whatEventsCannotBeIsAnError() {
        let spec = """
            models:
              Pet: { properties: { id: int64 } }
              Name: { type: string, maxLength: 5 }
            endpoints:
              a: { method: GET, path: /a, response: { events: { x: Pet } } }
              b: { method: GET, path: /b, response: { stream: json-lines, events: { x: Pet } } }
              c: { method: GET, path: /c, response: { stream: events, type: Pet, events: { x: Pet } } }
              d: { method: GET, path: /d, response: { stream: events, events: {} } }
              e: { method: GET, path: /e, response: { stream: events, events: { "": Pet, "a\\rb": Pet } } }
              f: { method: GET, path: /f, response: { stream: events, events: { x: "Pet?", y: none, z: data } } }
              g: { method: GET, path: /g, response: { stream: events, events: { x: Name, y: { type: string, maxLength: 3 } } } }
              h: { method: GET, path: /h, response: { stream: events, events: [Pet] } }
              i: { method: GET, path: /i, response: { stream: events, events: { user.update: Pet, user_update: Pet, u: { type: Pet, name: userUpdate } } } }
            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:5:43: error: `events` types the data of Server-Sent Events by their names; add `stream: events`, or leave `events` out",
            "spec.yaml:6:63: error: `events` types the data of Server-Sent Events by their names, and this is `stream: json-lines`; give one `type` for its items",
            "spec.yaml:7:65: error: give either `type` (one type for every event's data) or `events` (a type for each event name), not both",
            "spec.yaml:8:59: error: `events` lists no event; name each event and the type of its data (`update: Status`)",
            "spec.yaml:9:69: error: an event's name is not empty: an event that names none (or an empty one) is `message`",
            "spec.yaml:9:78: error: an event's name is one line: `event:` ends at the line's end",
            "spec.yaml:10:72: error: an event's data is a value: a type that is not optional (an event without data is never dispatched)",
            "spec.yaml:10:83: error: an event's data is a value: a type that is not optional (an event without data is never dispatched)",
            "spec.yaml:10:92: error: a stream's items are JSON values, or for `events` text (`string`), not `data`; for bytes as they arrive, write `stream: bytes`",
            "spec.yaml:11:72: error: events of text are `type: string` (each event's data as sent); for JSON in the data, name a model",
            "spec.yaml:11:108: error: an event's data takes no constraints here; put them on the model or named type it is",
            "spec.yaml:12:67: error: expected a mapping of event names to their data's types for `events`, found a list",
            "spec.yaml:13:87: warning: event `user_update` would repeat the Swift case `userUpdate` in the events of the response of endpoint `i`; its case is `userUpdate2`",
            "spec.yaml:13:127: error: event `u` becomes the Swift name `userUpdate` in the events of the response of endpoint `i`, "
                + "which event `user.update` (line 13) already has; choose another with `name:`\nspec.yaml:13:69: note: event `user.update` is here",
        ])
    }

    @Test func whatAStreamCannotBeIsAnError() {
        let spec = """
            models:
              Pet: { properties: { id: int64 } }
              Name: { type: string, maxLength: 5 }
              Token: { type: string, secret: true }
            endpoints:
              a: { method: GET, path: /a, response: { stream: events, type: none } }
              b: { method: GET, path: /b, response: { stream: json-lines, type: "Pet[]", maxItems: 3 } }
              c: { method: GET, path: /c, response: { stream: json-seq, type: data } }
              d: { method: GET, path: /d, response: { stream: events, type: Name } }
              e: { method: GET, path: /e, response: { type: Pet, until: "[DONE]" } }
              f: { method: GET, path: /f, response: { stream: lines, type: Pet } }
              g: { method: GET, path: /g, response: { stream: json-lines, type: Token } }
              h: { method: HEAD, path: /h, response: { stream: events, type: Pet } }
              i: { method: GET, path: /i, response: { stream: bytes, type: string } }
              j: { method: GET, path: /j, response: { stream: bytes, type: data, until: "EOF" } }
            """
        #expect(SpecHarness.diagnostics(spec) == [
            "spec.yaml:6:65: error: a stream needs the `type` of its items",
            "spec.yaml:7:88: error: a stream's items take no constraints here; put them on the model or named type the items are",
            "spec.yaml:8:67: error: a stream's items are JSON values, or for `events` text (`string`), not `data`; "
                + "for bytes as they arrive, write `stream: bytes`",
            "spec.yaml:9:65: error: events of text are `type: string` (each event's data as sent); for JSON in the data, name a model",
            "spec.yaml:10:61: error: `until` ends a stream; add `stream: json-lines`, `json-seq` or `events`, or leave `until` out",
            "spec.yaml:11:51: error: `lines` is not a valid `stream`; expected one of: `json-lines`, `json-seq`, `events`, `bytes`",
            "spec.yaml:12:69: error: the response of endpoint `g` cannot stream a `secret` named scalar: an item the client receives prints as it is; "
                + "make it a model whose property holds the value",
            "spec.yaml:13:42: error: a HEAD response has no body; write `type: none` (headers may still be declared)",
            "spec.yaml:14:64: error: a stream of `bytes` is `type: data`: its chunks as they arrive",
            "spec.yaml:15:77: error: `until` ends a stream at an item, and `bytes` has none: its chunks fall wherever the network cuts",
        ])
    }
}
