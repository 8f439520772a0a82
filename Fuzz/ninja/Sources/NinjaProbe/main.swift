// Drives the Django Ninja app in app.py through the client apigen generates from the document the
// app serves, and checks what Ninja and pydantic read and answered: schemas with constraints, an
// enum with a space, dates and a date-time's fraction; a filter schema in the query; pages by
// `page` and `page_size` and by `limit` and `offset`; a PATCH through `PatchDict` that clears a
// field with null; an API key; responses of several statuses with a message body; a form; a
// multipart upload; and a UUID in the path. Endpoints are named by Ninja's view functions.
// Usage: NinjaProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "NinjaProbe")
let checks = Checks()
let anonymous = NinjaPetsAPI.client(baseURL: baseURL)
let client = NinjaPetsAPI.client(baseURL: baseURL, credentials: .apiKey { "k3y" })

guard let leapDay = CalendarDate(year: 2020, month: 2, day: 29) else { fatalError("a calendar date the probe writes is invalid") }

let refused = await anonymous.result(for: CreatePetRequest(body: PetIn(name: "Nobody", species: .dog)))
if case .failure(.unexpectedStatus(let response)) = refused {
    checks.expect(response.status == 401, "a create without the API key: Ninja's 401, which the document does not declare", "\(response)")
} else {
    checks.expect(false, "a create without the API key: Ninja's 401", "\(refused)")
}

do {
    let rex = try await client.send(CreatePetRequest(body: PetIn(
        name: "Rex", species: .guineaPig, birthDate: leapDay, weightKg: 12.5, tags: [TagIn(name: "calm")])))
    checks.expect(rex.id == 1 && rex.species == .guineaPig && rex.birthDate == leapDay && rex.weightKg == 12.5
                      && rex.tags == [TagIn(name: "calm")] && rex.createdAt == Date(timeIntervalSince1970: 1_795_955_415.25),
                  "a pet created with the API key: an enum with a space, a date, a list, the server's date-time with a fraction", "\(rex)")
    _ = try await client.send(CreatePetRequest(body: PetIn(name: "Tom", species: .cat)))
    _ = try await client.send(CreatePetRequest(body: PetIn(name: "Tweety", species: .dog)))

    var names: [String] = []
    var pages = 0
    for try await page in client.pages(of: ListPetsRequest(pageSize: 2)) {
        pages += 1
        names += page.items.map(\.name)
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"] && pages == 2, "pages by `page` and `page_size`, the second the last for holding fewer",
                  "\(pages) pages: \(names)")
    names = []
    pages = 0
    for try await page in client.pages(of: WindowPetsRequest(limit: 2)) {
        pages += 1
        names += page.items.map(\.name)
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"] && pages == 2, "pages by `limit` and `offset`", "\(pages) pages: \(names)")
    let cats = try await client.send(ListPetsRequest(species: .cat, nameContains: "o"))
    checks.expect(cats.items.map(\.name) == ["Tom"] && cats.count == 1, "a filter schema's fields in the query", "\(cats)")

    let read = try await client.send(GetPetRequest(petID: rex.id))
    checks.expect(read == rex, "the pet read by its ID", "\(read)")
    let renamed = try await client.send(UpdatePetRequest(petID: rex.id, body: PetInPatch(name: .value("Rex Two"))))
    checks.expect(renamed.name == "Rex Two" && renamed.birthDate == leapDay && renamed.weightKg == 12.5,
                  "a PATCH through `PatchDict` leaves what it leaves out", "\(renamed)")
    let cleared = try await client.send(UpdatePetRequest(petID: rex.id, body: PetInPatch(birthDate: .null)))
    checks.expect(cleared.birthDate == nil && cleared.name == "Rex Two", "a PATCH that clears a date with null", "\(cleared)")

    let adoption = try await client.send(AdoptRequest(petID: rex.id, body: .init(adopter: "Ann & Bo = us", visits: 3)))
    checks.expect(adoption == Adoption(petID: rex.id, adopter: "Ann & Bo = us", visits: 3), "a form body", "\(adoption)")
    let photo = try await client.send(UploadPhotoRequest(petID: rex.id, body: .init(
        photo: FileUpload(Data("héllo".utf8), filename: "rex é.txt", contentType: "text/plain"), caption: "at \"home\"")))
    checks.expect(photo == PhotoOut(petID: rex.id, name: "rex é.txt", size: 6, caption: "at \"home\""),
                  "a multipart upload of a file named beyond ASCII, beside a quoted caption", "\(photo)")

    _ = try await client.send(DeletePetRequest(petID: rex.id))
    let gone = await client.result(for: GetPetRequest(petID: rex.id))
    if case .failure(.endpoint(.notFound(let message))) = gone {
        checks.expect(message.message == "Pet \(rex.id) not found.", "a DELETE's 204, then the declared 404 and its message", "\(message)")
    } else {
        checks.expect(false, "a DELETE's 204, then the declared 404", "\(gone)")
    }
} catch {
    checks.fail("pets", error)
}

let tooHeavy = PetIn(name: String(repeating: "x", count: 41), species: .dog, weightKg: 0)
let local = await client.result(for: CreatePetRequest(body: tooHeavy))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(Set(report.violations.map(\.path.description)) == ["body.name", "body.weight_kg"],
                  "the client refuses a long name and a weight of 0 (`gt=0`)", "\(report)")
} else {
    checks.expect(false, "the client refuses a long name and a weight of 0", "\(local)")
}
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, credentials: .apiKey { "k3y" }, configuration: unvalidated)
let answered = await trusting.result(for: CreatePetRequest(body: tooHeavy))
if case .failure(.unexpectedStatus(let response)) = answered {
    let text = String(decoding: response.body, as: UTF8.self)
    checks.expect(response.status == 422 && text.contains("name") && text.contains("weight_kg"),
                  "and so does pydantic: Ninja's 422, undeclared, naming both fields", text)
} else {
    checks.expect(false, "and so does pydantic: Ninja's 422", "\(answered)")
}

do {
    guard let ownerID = UUID(uuidString: "7b1d3c62-8a39-4b8e-9c1e-2f6d5a4b3c21") else { fatalError("the probe's owner ID is not a UUID") }
    let owner = try await client.send(GetOwnerRequest(ownerID: ownerID))
    checks.expect(owner == Owner(id: ownerID, name: "Ada", homepage: nil), "an owner by a UUID in the path", "\(owner)")
} catch {
    checks.fail("owners", error)
}
let noOwner = await client.result(for: GetOwnerRequest(ownerID: UUID()))
if case .failure(.endpoint(.notFound(let message))) = noOwner {
    checks.expect(message.message == "No such owner.", "an unknown owner's declared 404", "\(message)")
} else {
    checks.expect(false, "an unknown owner's declared 404", "\(noOwner)")
}

checks.finish()
