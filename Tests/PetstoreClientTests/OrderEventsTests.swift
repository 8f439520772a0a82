import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// `trackOrder` streams Server-Sent Events whose data's type depends on the event's name
/// (`events:`): each name decodes as the spec says, and a name the spec does not list comes
/// through as text rather than ending the stream.
@Suite("Events told apart by their names")
struct OrderEventsTests {
    static let orderID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    @Test func eachEventDecodesAsItsNameSays() async throws {
        let body = StreamedBody()
        try await TestServer.with({ _ in body.response(200, headers: ["Content-Type": "text/event-stream"]) }) { server in
            var events = try await client(server).send(TrackOrderRequest(orderID: Self.orderID)).makeAsyncIterator()
            body.write("id: 1\nevent: status\ndata: \"approved\"\n\n")
            let first = try #require(try await events.next())
            #expect(first.data == .status(.approved))
            #expect(first.event == "status")
            #expect(first.id == "1")
            body.write("event: shipped\ndata: {\"carrier\":\"PetExpress\",\n")
            body.write("data: \"tracking_number\":\"PX12345678\",\"ship_date\":\"2024-03-01\"}\n\n")
            guard case .shipped(let shipment)? = try await events.next()?.data else {
                Issue.record("the second event was not `shipped`")
                return
            }
            #expect(shipment.trackingNumber == "PX12345678")
            #expect(shipment.shipDate == CalendarDate(year: 2024, month: 3, day: 1))
            // Text as it is: not JSON, and spread over two `data:` lines.
            body.write("event: note\ndata: Left at the door,\ndata: as asked.\n\n")
            #expect(try await events.next()?.data == .note("Left at the door,\nas asked."))
            // A name this client's spec does not list, and the default name, `message`.
            body.write("event: refund\ndata: {\"amount\":5}\n\ndata: plain\n\n")
            #expect(try await events.next()?.data == .unknown(name: "refund", data: "{\"amount\":5}"))
            let plain = try #require(try await events.next())
            #expect(plain.data == .unknown(name: "message", data: "plain"))
            #expect(plain.event == nil)
            body.end()
            #expect(try await events.next() == nil)
            #expect(server.requests.first?.target == "/v1/store/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/events")
            #expect(server.requests.first?.headers["accept"] == "text/event-stream, application/json")
        }
    }

    /// An event's data that does not decode as its name says ends the stream with the event's
    /// index in the path; with response validation on, so does data that breaks the spec's
    /// constraints (the shipment's `pattern`).
    @Test func badDataEndsTheStreamAtItsEvent() async throws {
        let undecodable = "event: status\ndata: \"approved\"\n\nevent: shipped\ndata: {\"carrier\":\"PetExpress\"}\n\n"
        try await TestServer.with(answering(200, undecodable, contentType: "text/event-stream")) { server in
            let events = try await client(server).send(TrackOrderRequest(orderID: Self.orderID))
            var read: [TrackOrderRequest.Event] = []
            do throws(APIError<Never>) {
                for try await event in events { read.append(event.data) }
                Issue.record("the shipment without a tracking number decoded")
            } catch .decoding(let failure) {
                #expect(failure.path == "[1].tracking_number")
            } catch {
                Issue.record("not a decoding error: \(error)")
            }
            #expect(read == [.status(.approved)])
        }
        let invalid = "event: shipped\ndata: {\"carrier\":\"PetExpress\",\"tracking_number\":\"px-1\",\"ship_date\":\"2024-03-01\"}\n\n"
        try await TestServer.with(answering(200, invalid, contentType: "text/event-stream")) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            let checked = try await strict.send(TrackOrderRequest(orderID: Self.orderID))
            do throws(APIError<Never>) {
                for try await _ in checked {}
                Issue.record("a tracking number against the pattern passed")
            } catch .invalidResponse(let invalid) {
                #expect(invalid.report.violations.map(\.path.description) == ["[0].tracking_number"])
            } catch {
                Issue.record("not an invalid response: \(error)")
            }
            // Without validation, the same data is handed over.
            var lenient = try await client(server).send(TrackOrderRequest(orderID: Self.orderID)).makeAsyncIterator()
            guard case .shipped(let shipment)? = try await lenient.next()?.data else {
                Issue.record("the shipment was not handed over")
                return
            }
            #expect(shipment.trackingNumber == "px-1")
        }
    }

    /// With reconnection on, events told apart by their names go on over a new connection from
    /// the last event ID, as any event stream does.
    @Test func theEventsGoOnOverANewConnection() async throws {
        let first = StreamedBody()
        let second = StreamedBody()
        let handler: TestServer.Handler = { received in
            let body = received.headers["last-event-id"] == "7" ? second : first
            return body.response(200, headers: ["Content-Type": "text/event-stream"])
        }
        try await TestServer.with(handler) { server in
            var reconnecting = client(server)
            reconnecting.configuration.streamReconnection = StreamReconnection(delay: 0.05)
            var events = try await reconnecting.send(TrackOrderRequest(orderID: Self.orderID)).makeAsyncIterator()
            first.write("id: 7\nevent: status\ndata: \"approved\"\n\n")
            #expect(try await events.next()?.data == .status(.approved))
            first.drop()
            second.write("event: status\ndata: \"delivered\"\n\n")
            let next = try #require(try await events.next())
            #expect(next.data == .status(.delivered))
            #expect(next.id == "7")
            second.end()
            #expect(server.requests.map { $0.headers["last-event-id"] } == [nil, "7"])
        }
    }

    /// An event reads without a stream, from its name and data as a server sends them, as a
    /// test of code that handles events would; its errors are those of the first event.
    @Test func anEventReadsFromItsNameAndData() throws {
        #expect(try TrackOrderRequest.Event(eventName: "status", data: EventData("\"cancelled\"")) == .status(.cancelled))
        #expect(try TrackOrderRequest.Event(eventName: "note", data: EventData("{\"not\": \"JSON\"")) == .note("{\"not\": \"JSON\""))
        #expect(try TrackOrderRequest.Event(eventName: "later", data: EventData("x")) == .unknown(name: "later", data: "x"))
        do {
            _ = try TrackOrderRequest.Event(eventName: "shipped", data: EventData("{\"carrier\":\"PetExpress\"}"))
            Issue.record("a shipment without a tracking number decoded")
        } catch .decoding(let failure) {
            #expect(failure.path == "[0].tracking_number")
        } catch {
            Issue.record("not a decoding error: \(error)")
        }
    }

    /// `StubTransport` writes each event under its data's name, so code that reads the stream
    /// can be tested without a server.
    @Test func aStubWritesEachEventUnderItsName() async throws {
        let stub = StubTransport()
        let shipment = TrackOrderRequest.Event.Shipped(carrier: "PetExpress", trackingNumber: "PX12345678",
                                                       shipDate: try #require(CalendarDate(year: 2024, month: 3, day: 1)))
        let sent: [ServerSentEvent<TrackOrderRequest.Event>] = [
            ServerSentEvent(data: .status(.delivered), id: "9"),
            ServerSentEvent(data: .shipped(shipment)),
            ServerSentEvent(data: .note("two\nlines")),
            ServerSentEvent(data: .unknown(name: "refund", data: "{}")),
        ]
        stub.on(TrackOrderRequest.self, respond: .events(sent))
        var read: [ServerSentEvent<TrackOrderRequest.Event>] = []
        for try await event in try await PetstoreAPI.client(transport: stub).send(TrackOrderRequest(orderID: Self.orderID)) {
            read.append(event)
        }
        #expect(read.map(\.data) == sent.map(\.data))
        #expect(read.map(\.event) == ["status", "shipped", "note", "refund"])
        #expect(read.map(\.id) == ["9", "9", "9", "9"], "the last event ID stays until another replaces it")
    }
}
