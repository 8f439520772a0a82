import APIRuntime
import FlyingFox
import Foundation
import NotesClient
import Testing

@Suite("Generated at build time")
struct NotesClientTests {
    static let note = #"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","title":"Milk","created_at":"2030-01-01T00:00:00Z"}"#

    @Test func stubTransportAnswersTheGeneratedRequests() async throws {
        let stub = StubTransport()
        let id = UUID()
        stub.on(CreateNoteRequest.self) { request in
            .ok(Note(id: id, title: request.body.title, createdAt: Date(timeIntervalSince1970: 0)), status: 201)
        }
        stub.on(DeleteNoteRequest.self, respond: .status(404))
        let client = NotesAPI.signedInClient(token: { "t" }, transport: stub)
        let note = try await client.send(CreateNoteRequest(body: NewNote(title: "Milk")))
        #expect(note.title == "Milk" && note.pinned == false)
        guard case .failure(.endpoint(.notFound)) = await client.result(for: DeleteNoteRequest(noteID: id)) else {
            Issue.record("404 was not the declared failure")
            return
        }
        guard case .failure(.invalidRequest(let report)) = await client.result(for: CreateNoteRequest(body: NewNote(title: ""))) else {
            Issue.record("an empty title was sent")
            return
        }
        #expect(report.violations.map(\.path.description) == ["body.title"])
        #expect(stub.requests.map(\.url.path) == ["/api/notes", "/api/notes/\(id.uuidString.lowercased())"])
    }

    /// `listNotes` says `pages:`, so the generated request pages: the loop asks for the next
    /// offset until a page is shorter than `limit`.
    @Test func theStubAnswersAListingPageAfterPage() async throws {
        let stub = StubTransport()
        let titles = ["Milk", "Eggs", "Bread"]
        stub.on(ListNotesRequest.self) { request in
            let page = titles.dropFirst(request.offset ?? 0).prefix(request.limit)
            return .ok(page.map { Note(id: UUID(), title: $0, createdAt: Date(timeIntervalSince1970: 0)) })
        }
        var seen: [String] = []
        for try await note in NotesAPI.signedInClient(token: { "t" }, transport: stub).items(of: ListNotesRequest(limit: 2)) {
            seen.append(note.title)
        }
        #expect(seen == titles)
        #expect(stub.requests.map(\.url.query) == ["limit=2", "offset=2&limit=2"])
    }

    @Test func aRealServerOnLoopback() async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 10, logger: .disabled,
                                handler: ClosureHTTPHandler { request in
            let authorized = request.headers[HTTPHeader("Authorization")] == "Bearer t"
            let body = authorized ? "[\(Self.note)]" : ""
            return HTTPResponse(statusCode: authorized ? .ok : .unauthorized,
                                headers: authorized ? [.contentType: "application/json"] : [:], body: Data(body.utf8))
        })
        let task = Task { try await server.run() }
        defer { task.cancel() }
        try await server.waitUntilListening(timeout: 5)
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            Issue.record("the server has no address")
            return
        }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/api"))
        let notes = try await NotesAPI.client(baseURL: base, credentials: .bearer { "t" }).send(ListNotesRequest(pinned: true))
        #expect(notes.map(\.title) == ["Milk"])
        guard case .failure(.endpoint(.unauthorized)) = await NotesAPI.client(baseURL: base).result(for: ListNotesRequest()) else {
            Issue.record("401 was not the API-level declared failure")
            return
        }
        await server.stop(timeout: 0)
    }
}
