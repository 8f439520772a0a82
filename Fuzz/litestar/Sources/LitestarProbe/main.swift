// Drives the Litestar app in app.py through the client apigen generates from the document the app
// serves, and checks what Litestar and msgspec read and answered: structs with constraints, dates,
// date-times and an enum with a space; offset pages; a PATCH that leaves a field out, sets one and
// clears one with null; DTOs that leave fields out and rename them; an API key guard; a form; a
// multipart upload; path, query, header and cookie parameters; and Litestar's error bodies, whose
// `extra` is an object or a list (400, 404, an undeclared 401).
// Usage: LitestarProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "LitestarProbe")
let checks = Checks()
let anonymous = LitestarProbeAPI.client(baseURL: baseURL)
let client = LitestarProbeAPI.client(baseURL: baseURL, credentials: .apiKey { "k3y: 1=x" })

/// Litestar's error body as one line. Its document writes the body out in each operation's 400 and
/// 404; the import makes it one model, so this one function reads them all.
func summary(of error: ErrorBody) -> String {
    "\(error.statusCode): \(error.detail)"
}
guard let leapDay = CalendarDate(year: 2020, month: 2, day: 29), let newYear = CalendarDate(year: 2021, month: 1, day: 2),
      let lastDay = CalendarDate(year: 2024, month: 12, day: 31) else { fatalError("a calendar date the probe writes is invalid") }

let refused = await anonymous.result(for: CreatePetRequest(body: NewPet(name: "Nobody", species: .dog)))
if case .failure(.unexpectedStatus(let response)) = refused {
    checks.expect(response.status == 401 && String(decoding: response.body, as: UTF8.self).contains("X-API-Key"),
                  "a create without the API key: the guard's 401, which the document does not declare", "\(response)")
} else {
    checks.expect(false, "a create without the API key: the guard's 401", "\(refused)")
}

do {
    let seen = Date(timeIntervalSince1970: 1_709_209_800.25)
    let rex = try await client.send(CreatePetRequest(body: NewPet(
        name: "Rex", species: .guineaPig, birthDate: leapDay, tagIDs: [1, 2],
        weightKg: 12.5, seenAt: seen)))
    checks.expect(rex.id == 1 && rex.name == "Rex" && rex.species == .guineaPig && rex.birthDate == leapDay
                      && rex.tagIDs == [1, 2] && rex.weightKg == 12.5 && rex.seenAt == seen,
                  "a pet sent with the API key: an enum with a space, a date, a date-time's fraction, a list", "\(rex)")
    let tom = try await client.send(CreatePetRequest(body: NewPet(name: "Tom", species: .cat)))
    _ = try await client.send(CreatePetRequest(body: NewPet(name: "Tweety", species: .dog, weightKg: 0.05)))
    checks.expect(tom.weightKg == nil && tom.birthDate == nil && tom.tagIDs == [], "what a create leaves out comes back as msgspec's default",
                  "\(tom)")
    let read = try await client.send(GetPetRequest(petID: rex.id))
    checks.expect(read == rex, "the pet read by its ID", "\(read)")

    var names: [String] = []
    var pages = 0
    for try await page in client.pages(of: ListPetsRequest(limit: 2)) {
        pages += 1
        names += (page.items ?? []).map(\.name)
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"] && pages == 2, "offset pages of two, the second the last for holding fewer",
                  "\(pages) pages: \(names)")
    let cats = try await client.send(ListPetsRequest(species: .cat))
    checks.expect(cats.items?.map(\.name) == ["Tom"] && cats.total == 1, "a filter by an enum", "\(cats)")

    let renamed = try await client.send(UpdatePetRequest(petID: rex.id, body: PetUpdate(name: "Rex Two")))
    checks.expect(renamed.name == "Rex Two" && renamed.weightKg == 12.5 && renamed.birthDate == rex.birthDate,
                  "a PATCH of the name leaves what it leaves out as it was", "\(renamed)")
    let cleared = try await client.send(UpdatePetRequest(
        petID: rex.id, body: PetUpdate(weightKg: .null, birthDate: .value(newYear))))
    checks.expect(cleared.name == "Rex Two" && cleared.weightKg == nil && cleared.birthDate == newYear,
                  "a PATCH that clears the weight with null and sets a date", "\(cleared)")

    let found = try await client.send(SearchPetsRequest(body: Search(namePrefix: "T", limit: 1)))
    checks.expect(found.map(\.name) == ["Tom"], "a form body", "\(found)")

    let upload = try await client.send(UploadPhotoRequest(petID: tom.id, body: Upload(
        title: "Tom \"at home\"", photo: FileUpload(Data([0x89, 0x50, 0x4E, 0x47]), filename: "tom é.png", contentType: "image/png"))))
    checks.expect(upload["title"] == .string("Tom \"at home\"") && upload["filename"] == .string("tom é.png")
                      && upload["content_type"] == .string("image/png") && upload["size"] == .int(4),
                  "a multipart upload: a quoted title, a file named beyond ASCII, its type and size", "\(upload)")

    _ = try await client.send(DeletePetRequest(petID: tom.id))
    let gone = await client.result(for: GetPetRequest(petID: tom.id))
    if case .failure(.endpoint(.notFound(let body))) = gone {
        checks.expect(summary(of: body) == "404: no pet \(tom.id)", "a DELETE's 204, then the pet's declared 404", "\(body)")
    } else {
        checks.expect(false, "a DELETE's 204, then the pet's declared 404", "\(gone)")
    }
} catch {
    checks.fail("pets", error)
}

let tooHeavy = NewPet(name: "Max", species: .dog, weightKg: 250)
let local = await client.result(for: CreatePetRequest(body: tooHeavy))
checks.expect({ if case .failure(.invalidRequest) = local { true } else { false } }(),
              "the client refuses a weight over 200, a bound Litestar wrote beside `oneOf`", "\(local)")
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, credentials: .apiKey { "k3y: 1=x" }, configuration: unvalidated)
let answered = await trusting.result(for: CreatePetRequest(body: tooHeavy))
if case .failure(.endpoint(.badRequest(let body))) = answered, case .anyArray(let problems) = body.extra,
   case .object(let problem) = problems.first {
    checks.expect(summary(of: body).hasPrefix("400: Validation failed") && problem["key"] == .string("weight_kg"),
                  "and so does Litestar: its 400, whose `extra` (an object or a list) lists the field", "\(body)")
} else {
    checks.expect(false, "and so does Litestar: its 400", "\(answered)")
}

do {
    let owner = try await client.send(CreateOwnerRequest(body: CreateOwnerOwnerRequestBody(fullName: "Ann Lee")))
    checks.expect(owner.fullName == "Ann Lee" && abs(owner.createdAt.timeIntervalSinceNow) < 60,
                  "an owner through DTOs: only the name sent, camelCase keys and a server-made UUID back", "\(owner)")
    let again = try await client.send(GetOwnerRequest(ownerID: owner.id))
    checks.expect(again == GetOwnerOwnerResponseBody(id: owner.id, fullName: owner.fullName, createdAt: owner.createdAt),
                  "the owner read by a UUID in the path", "\(again)")
} catch {
    checks.fail("owners", error)
}
let noOwner = await client.result(for: GetOwnerRequest(ownerID: UUID()))
checks.expect({ if case .failure(.endpoint(.notFound)) = noOwner { true } else { false } }(), "an unknown owner's declared 404", "\(noOwner)")

do {
    let echo = try await client.send(EchoRequest(
        day: lastDay, tags: ["a b", "ü&=", ""], xRequestID: "r-1", session: "s 1"))
    checks.expect(echo["day"] == .string("2024-12-31"), "a date in the path", "\(echo)")
    checks.expect(echo["tags"] == .array([.string("a b"), .string("ü&="), .string("")]), "a repeated query item, encoded", "\(echo)")
    checks.expect(echo["request_id"] == .string("r-1") && echo["session"] == .string("s 1"), "a header and a cookie", "\(echo)")
} catch {
    checks.fail("parameters", error)
}

checks.finish()
