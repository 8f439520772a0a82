// Drives the Connexion app in app.py through the client apigen generates from the document it
// serves (dereferenced: every `$ref` resolved), and checks that Connexion, which validates each
// request strictly against that document and parses parameters by its styles, read what the
// client meant: a path list, exploded and joined query lists, pipe- and space-delimited lists, a
// deepObject, a date-time, text to percent-encode, an enum header, a cookie; a JSON body with a
// read-only ID and a write-only field; a PATCH that clears a field with `null`; a form with a
// list; a multipart upload; bearer and API key auth; RFC 7807 problems.
// Usage: ConnexionProbe BASE_URL (the API's, ending in /v1). Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "ConnexionProbe")
let checks = Checks()
let client = ConnexionPetsAPI.client(baseURL: baseURL)
// For what only the server is to check: the client's own validation off.
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)

// Text a query must escape: `&`, `=`, `+`, `#`, `%`, `/`, `?`, a space, non-ASCII.
let awkward = "a&b=c+d #50% /é?"
let since = Date(timeIntervalSince1970: 1_704_103_200)  // 2024-01-01T10:00:00Z
let requestID = UUID()
do {
    let search = SearchRequest(
        ids: [3, 1, 2], tags: ["x y", "ü"], sizes: [1, 20], colors: [.red, .blue], words: ["quick", "fox"],
        price: PriceRange(min: 1.5, max: 20, currency: .eur), since: since, inStock: false, q: awkward,
        xRequestID: requestID, xMode: .thorough, session: "abc123")
    let answer = try await client.send(search)
    let echo = answer.body
    checks.expect(echo.ids == [3, 1, 2], "a path list, in `simple` style", "\(echo.ids)")
    checks.expect(echo.tags == ["x y", "ü"], "an exploded query list, each item escaped", "\(String(describing: echo.tags))")
    checks.expect(echo.sizes == [1, 20], "a query list with `explode: false`", "\(String(describing: echo.sizes))")
    checks.expect(echo.colors == ["red", "blue"], "a `pipeDelimited` list of enum values", "\(String(describing: echo.colors))")
    checks.expect(echo.words == ["quick", "fox"], "a `spaceDelimited` list", "\(String(describing: echo.words))")
    checks.expect(echo.price == PriceRange(min: 1.5, max: 20, currency: .eur), "a `deepObject` of numbers and an enum",
                  "\(String(describing: echo.price))")
    checks.expect(echo.limit == 10, "an absent query item's default, the server's too", "\(echo.limit)")
    checks.expect(echo.since == since, "a date-time, read by the server as the same moment", "\(String(describing: echo.since))")
    checks.expect(echo.inStock == false, "a boolean", "\(String(describing: echo.inStock))")
    checks.expect(echo.q == awkward, "text with `&`, `=`, `+`, `#`, `%`, `/`, `?`, a space and `é`", "\(String(describing: echo.q))")
    checks.expect(echo.requestID == requestID.uuidString.lowercased() && echo.mode == "thorough", "a UUID and an enum header",
                  "\(String(describing: echo.requestID)), \(echo.mode)")
    checks.expect(echo.session == "abc123", "a cookie", "\(String(describing: echo.session))")
    checks.expect(answer.xResultCount == 13, "a response header, an integer", "\(String(describing: answer.xResultCount))")
} catch {
    checks.fail("search", error)
}

guard let birthday = CalendarDate(year: 2020, month: 2, day: 29) else { fatalError("a calendar date the probe writes is invalid") }
do {
    // The ID and creation time are read-only, left out of what is sent (the app refuses them), and
    // `microchip` is write-only: sent, and never answered (Connexion refuses an answer with it).
    let sent = Pet(id: 99, name: "Rex", species: .guineaPig, birthDate: birthday, weightKg: 4.5, tags: ["calm", "small"],
                   owner: Owner(name: "Ada", email: "ada@example.com"), microchip: "123456789012345", createdAt: .distantPast)
    let created = try await client.send(CreatePetRequest(body: sent))
    let pet = created.body
    checks.expect(pet.id == 1 && pet.name == "Rex" && pet.species == .guineaPig && pet.birthDate == birthday && pet.weightKg == 4.5
                      && pet.tags == ["calm", "small"] && pet.owner == Owner(name: "Ada", email: "ada@example.com"),
                  "a pet created: the server's ID, an enum with a space, a date, a nested owner", "\(pet)")
    checks.expect(pet.microchip == nil && pet.createdAt == Date(timeIntervalSince1970: 1_709_209_800),
                  "the write-only microchip never answered, the read-only creation time answered", "\(pet)")
    checks.expect(created.location == "/v1/pets/1", "the `Location` header", "\(String(describing: created.location))")

    let changed = try await client.send(UpdatePetRequest(petID: 1, body: PetChanges(name: "Rexy", weightKg: .null)))
    checks.expect(changed.name == "Rexy" && changed.weightKg == nil && changed.owner == pet.owner,
                  "a PATCH: a new name, the weight cleared by `null`, the owner left alone", "\(changed)")
    let read = try await client.send(GetPetRequest(petID: 1))
    checks.expect(read == changed, "the pet read back", "\(read)")
    _ = try await client.send(DeletePetRequest(petID: 1))
} catch {
    checks.fail("pets", error)
}

do {
    // Connexion checks the body against the document (a `oneOf` must match exactly one variant,
    // `additionalProperties: false` refuses a key it does not list) and answers with it as read.
    let drawing = Drawing(
        shapes: [.circle(Circle(kind: .circle, radius: 1.5)), .square(Square(kind: .square, side: 2))],
        labels: ["title": "Two", "ü": "é & \"q\""], ownerRef: .drawingOwnerRefVariant2("ada"), serial: 9_007_199_254_740_993,
        thumbnail: Data([0, 255, 16, 251]), extra: .object(["nested": .array([.integer(1), .null, .bool(true)])]), scale: 1.25)
    let echoed = try await client.send(EchoDrawingRequest(body: drawing))
    checks.expect(echoed == drawing,
                  "a tagged union in a list, a map, an untagged union of text, an int64 past 2^53, bytes, any JSON, a multiple of 0.25",
                  "\(echoed)")
    let numbered = try await client.send(EchoDrawingRequest(body: Drawing(shapes: [.square(Square(kind: .square, side: 0))], labels: [:],
                                                                            ownerRef: .drawingOwnerRefVariant1(7))))
    checks.expect(numbered.ownerRef == .drawingOwnerRefVariant1(7) && numbered.labels.isEmpty, "the union's number, and an empty map",
                  "\(numbered)")
} catch {
    checks.fail("drawings", error)
}
let badShape = Drawing(shapes: [.circle(Circle(kind: .circle, radius: -1))], labels: ["long": "more than ten"])
let refusedShape = await trusting.result(for: EchoDrawingRequest(body: badShape))
if case .failure(.endpoint(.badRequest(let problem))) = refusedShape {
    checks.expect(problem.status == 400, "a negative radius and a long label: Connexion's 400 problem", "\(problem)")
} else {
    checks.expect(false, "a negative radius and a long label: Connexion's 400 problem", "\(refusedShape)")
}
let localShape = await client.result(for: EchoDrawingRequest(body: badShape))
if case .failure(.invalidRequest(let report)) = localShape {
    checks.expect(report.violations.map(\.path.description) == ["body.shapes[0].radius", "body.labels.long"],
                  "and the client's own, at their paths in the union and the map", "\(report)")
} else {
    checks.expect(false, "and the client's own, at their paths in the union and the map", "\(localShape)")
}

let gone = await client.result(for: GetPetRequest(petID: 1))
if case .failure(.endpoint(.notFound(let problem))) = gone {
    checks.expect(problem.status == 404 && problem.detail == "No pet 1.", "a deleted pet: a 404 problem (application/problem+json)",
                  "\(problem)")
} else {
    checks.expect(false, "a deleted pet: a 404 problem (application/problem+json)", "\(gone)")
}

do {
    let form = try await client.send(SubmitFormRequest(body: .init(name: "Ada & Bob", count: 3, agree: true, tags: ["a b", "ç"])))
    checks.expect(form == FormEcho(name: "Ada & Bob", count: 3, agree: true, tags: ["a b", "ç"]),
                  "a form: escaped text, a number, a boolean, a list", "\(form)")
    let upload = try await client.send(UploadRequest(body: .init(
        file: FileUpload(Data("héllo\r\n--x".utf8), filename: "notes \"1\".txt", contentType: "text/plain"),
        caption: "Ünïcode", labels: ["one", "two"])))
    checks.expect(upload == UploadEcho(filename: "notes \"1\".txt", size: 11, contentType: "text/plain", caption: "Ünïcode",
                                       labels: ["one", "two"]),
                  "a multipart upload: a file with a quoted name, text, a list", "\(upload)")
} catch {
    checks.fail("bodies", error)
}

let anonymous = await client.result(for: WhoAmIRequest())
if case .failure(.endpoint(.unauthorized(let problem))) = anonymous {
    checks.expect(problem.status == 401, "no credentials: a 401 problem", "\(problem)")
} else {
    checks.expect(false, "no credentials: a 401 problem", "\(anonymous)")
}
do {
    let bearer = ConnexionPetsAPI.client(baseURL: baseURL, credentials: .bearer({ "s3cret-token" }))
    let byToken = try await bearer.send(WhoAmIRequest())
    checks.expect(byToken.subject == "bearer-user" && byToken.scheme == "bearer", "a bearer token", "\(byToken)")
    let keyed = ConnexionPetsAPI.client(baseURL: baseURL, credentials: .apiKey { "k3y" })
    let byKey = try await keyed.send(WhoAmIRequest())
    checks.expect(byKey.subject == "key-user" && byKey.scheme == "apiKey", "an API key, the other scheme", "\(byKey)")
} catch {
    checks.fail("auth", error)
}

// What only the server checks, its problem read: sent without the client's own validation.
let refused = await trusting.result(for: SearchRequest(ids: [1], limit: 51, xMode: .fast))
if case .failure(.endpoint(.badRequest(let problem))) = refused {
    checks.expect(problem.status == 400 && problem.detail?.contains("51") == true, "a limit past its maximum: Connexion's 400 problem",
                  "\(problem)")
} else {
    checks.expect(false, "a limit past its maximum: Connexion's 400 problem", "\(refused)")
}
let local = await client.result(for: SearchRequest(ids: [], limit: 51, q: String(repeating: "q", count: 65), xMode: .fast))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["ids", "limit", "q"], "and the client refuses it first, with the others",
                  "\(report)")
} else {
    checks.expect(false, "and the client refuses it first, with the others", "\(local)")
}

checks.finish()
