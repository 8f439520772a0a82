// Drives the FastAPI app in app.py through the client apigen generates from the document the app
// serves, and checks what FastAPI and pydantic parsed of each request: models with constraints,
// dates, decimals and UUIDs; query lists and aliases; path, header and cookie parameters; forms and
// multipart; a tagged union; text, bytes; a 404 and a 422; and an event stream that reconnects.
// Usage: FastAPIProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "FastAPIProbe")
let checks = Checks()
let client = APIClient(baseURL: baseURL)

do {
    let pet = PetInput(
        name: "Rex the Dog", species: .guineaPig, birthDate: CalendarDate(year: 2020, month: 2, day: 29),
        seenAt: Date(timeIntervalSince1970: 1_709_209_800.5), weight: 12.5, price: .string("19.99"), tags: ["a b", "ü"],
        owner: Owner(name: "Ann"), chip: UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"), extra: ["x": 1])
    let created = try await client.send(CreatePetRequest(body: pet))
    checks.expect(created.id == 1 && created.name == pet.name && created.species == .guineaPig && created.birthDate == pet.birthDate
                      && created.seenAt == pet.seenAt && created.weight == 12.5 && created.price == "19.99" && created.tags == pet.tags
                      && created.owner == pet.owner && created.chip == pet.chip && created.extra == pet.extra,
                  "a model with a pattern, a date, a date-time's fraction, a decimal, a UUID and a map, read back", "\(created)")
    _ = try await client.send(CreatePetRequest(body: PetInput(name: "Tom", species: .cat, price: .double(5))))
    let read = try await client.send(GetPetRequest(petID: 1))
    checks.expect(read == created, "the pet read by its ID", "\(read)")
    let listed = try await client.send(ListPetsRequest(species: [.guineaPig, .cat], limit: 10, namePrefix: "Rex"))
    checks.expect(listed.map(\.id) == [1], "a query list of enums and an aliased parameter", "\(listed)")
} catch {
    checks.expect(false, "pets", "\(error)")
}
let missing = await client.result(for: GetPetRequest(petID: 99))
if case .failure(.endpoint(.notFound)) = missing {
    checks.expect(true, "404 as the declared error")
} else {
    checks.expect(false, "404 as the declared error", "\(missing)")
}
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let refused = await APIClient(baseURL: baseURL, configuration: unvalidated)
    .result(for: CreatePetRequest(body: PetInput(name: "R2-D2", species: .dog)))
if case .failure(.endpoint(.unprocessableContent(let problem))) = refused {
    checks.expect(problem.detail?.first?.type == "string_pattern_mismatch", "422 as pydantic's HTTPValidationError", "\(problem)")
} else {
    checks.expect(false, "422 as pydantic's HTTPValidationError", "\(refused)")
}

do {
    let echo = try await client.send(EchoRequest(
        rest: "a/b c/ü", q: "x&y=z", ids: [1, 2], when: Date(timeIntervalSince1970: 0), flag: true, xRequestID: "r-1", session: "s1"))
    checks.expect(echo.path == "a/b c/ü", "a path segment with `/`, a space and ü", echo.path)
    checks.expect(echo.query["q"] == .string("x&y=z") && echo.query["ids"] == .stringArray(["1", "2"])
                      && echo.query["when"] == .string("1970-01-01T00:00:00+00:00") && echo.query["flag"] == .string("True"),
                  "query text, a list, a date-time and a bool", "\(echo.query)")
    checks.expect(echo.headers["x-request-id"] == "r-1" && echo.cookies["session"] == "s1", "a header and a cookie", "\(echo)")

    let login = try await client.send(LoginRequest(body: LoginBody(username: "ann é", password: "p&ss=w+1", remember: true)))
    checks.expect(login == ["user": "ann é", "password": "p&ss=w+1", "remember": "True"], "a form", "\(login)")

    let upload = try await client.send(UploadRequest(body: UploadBody(
        file: FileUpload(Data("hello\n".utf8), filename: "h é.txt", contentType: "text/plain"), caption: "cap \"q\"", labels: ["l1", "l2"])))
    checks.expect(upload["filename"] == .string("h é.txt") && upload["content"] == .string("hello\n")
                      && upload["content_type"] == .string("text/plain") && upload["caption"] == .string("cap \"q\"")
                      && upload["labels"] == .stringArray(["l1", "l2"]),
                  "a multipart upload: a file named beyond ASCII, a quoted caption, a list field", "\(upload)")

    let cat = try await client.send(AnimalRequest(body: .cat(Cat(kind: .cat, lives: 9))))
    let dog = try await client.send(AnimalRequest(body: .dog(Dog(kind: .dog, good: true))))
    checks.expect(cat == .cat(Cat(kind: .cat, lives: 9)) && dog == .dog(Dog(kind: .dog, good: true)), "a union tagged by `kind`, both ways",
                  "\(cat), \(dog)")

    let text = try await client.send(TextRequest())
    checks.expect(text == "héllo", "text", text)
    let photo = try await client.send(PhotoRequest())
    checks.expect(photo == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "bytes of the type the route declares", "\(Array(photo))")
} catch {
    checks.expect(false, "parameters and bodies", "\(error)")
}

// The first connection ends after tick 3; the client reconnects with `Last-Event-ID: 3`, gets
// ticks 4 to 6, reconnects once more with 6, and the server's 204 ends the stream.
do {
    var configuration = APIClient.Configuration()
    configuration.streamReconnection = StreamReconnection(delay: 0.1)
    let reconnecting = APIClient(baseURL: baseURL, configuration: configuration)
    var ticks: [Int] = []
    var texts: Set<String> = []
    for try await event in try await reconnecting.send(TicksRequest()) {
        ticks.append(event.data.n)
        texts.insert(event.data.text.replacingOccurrences(of: "\(event.data.n)", with: "N"))
        if event.id != "\(event.data.n)" || event.event != "tick" || event.retry != 100 { checks.expect(false, "an event's fields", "\(event)") }
    }
    checks.expect(ticks == [1, 2, 3, 4, 5, 6] && texts == ["tick N\nsecond line"], "events with CRLF line ends, resumed", "\(ticks) \(texts)")
    let connections = try await client.send(TickConnectionsRequest())
    checks.expect(connections == [nil, "3", "6"], "reconnected with Last-Event-ID 3, then 6", "\(connections)")
} catch {
    checks.expect(false, "an event stream that reconnects", "\(error)")
}

checks.finish()
