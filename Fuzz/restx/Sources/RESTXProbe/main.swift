// Drives the Flask-RESTX app in app.py through the client apigen generates from the Swagger 2.0
// document the app serves, and checks what Flask-RESTX read and answered: models with patterns,
// lengths, ranges, an enum with a space and read-only fields; a query parser with a choice and a
// repeated argument, and a required header; the `X-Fields` mask header that `marshal_with` adds; a
// pet sent back as read; a form (which the document lists as form or multipart); a file upload;
// and Flask-RESTX's 400 and 404. Usage: RESTXProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "RESTXProbe")
let checks = Checks()
let client = RestxPetsAPI.client(baseURL: baseURL)

guard let leapDay = CalendarDate(year: 2020, month: 2, day: 29) else { fatalError("a calendar date the probe writes is invalid") }

do {
    let rex = try await client.send(PostPetListRequest(body: Pet(
        name: "Rex", species: .guineaPig, chipCode: "123-4567", weightKg: 12.5, birthDate: leapDay, tags: [Tag(name: "calm")])))
    checks.expect(rex.id == 1 && rex.species == .guineaPig && rex.birthDate == leapDay && rex.weightKg == 12.5
                      && rex.tags == [Tag(name: "calm")] && rex.createdAt == Date(timeIntervalSince1970: 1_795_955_415.25),
                  "a pet created: an enum with a space, a date, nested tags, the server's date-time with a fraction", "\(rex)")
    _ = try await client.send(PostPetListRequest(body: Pet(name: "Tom", species: .cat, tags: [Tag(name: "calm"), Tag(name: "old")])))
    _ = try await client.send(PostPetListRequest(body: Pet(name: "Tweety", species: .dog)))

    let calm = try await client.send(GetPetListRequest(tag: ["calm", "old"], xRequestID: "r-1"))
    checks.expect(calm.map(\.name) == ["Tom"], "a repeated query argument (`action=\"append\"`), beside a required header", "\(calm)")
    let dogs = try await client.send(GetPetListRequest(species: .dog, limit: 5, xRequestID: "r-2"))
    checks.expect(dogs.map(\.name) == ["Tweety"], "a query choice", "\(dogs)")

    let masked = try await client.send(GetPetItemRequest(petID: rex.id ?? 0, xFields: "{name,species}"))
    checks.expect(masked == Pet(name: "Rex", species: .guineaPig), "the `X-Fields` mask: only the fields it names come back", "\(masked)")

    var replacement = try await client.send(GetPetItemRequest(petID: rex.id ?? 0))
    replacement.weightKg = 13
    let replaced = try await client.send(PutPetItemRequest(petID: rex.id ?? 0, body: replacement))
    checks.expect(replaced.weightKg == 13 && replaced.id == rex.id && replaced.createdAt == rex.createdAt,
                  "a pet read, changed and sent back: its read-only fields stay the server's", "\(replaced)")

    let adoption = try await client.send(PostAdoptionsRequest(petID: rex.id ?? 0, body: .init(adopter: "Ann & Bo = us", visits: 3)))
    checks.expect(adoption == Adoption(petID: rex.id ?? 0, adopter: "Ann & Bo = us", visits: 3), "a form body", "\(adoption)")
    let photo = try await client.send(PostPhotoRequest(petID: rex.id ?? 0, body: .init(
        photo: FileUpload(Data("héllo".utf8), filename: "rex.txt", contentType: "text/plain"))))
    checks.expect(photo == Photo(petID: rex.id ?? 0, fileName: "rex.txt", size: 6), "a file upload", "\(photo)")

    _ = try await client.send(DeletePetItemRequest(petID: rex.id ?? 0))
    let gone = await client.result(for: GetPetItemRequest(petID: rex.id ?? 0))
    checks.expect({ if case .failure(.endpoint(.notFound)) = gone { true } else { false } }(),
                  "a DELETE's 204, then the declared 404", "\(gone)")
} catch {
    checks.fail("pets", error)
}

let invalid = Pet(name: String(repeating: "x", count: 41), species: .dog, chipCode: "12-34", weightKg: 250)
let local = await client.result(for: PostPetListRequest(body: invalid))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(Set(report.violations.map(\.path.description)) == ["body.name", "body.chip_code", "body.weight_kg"],
                  "the client refuses a long name, a chip code off its pattern and a heavy pet", "\(report)")
} else {
    checks.expect(false, "the client refuses a long name, a chip code off its pattern and a heavy pet", "\(local)")
}
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)
let answered = await trusting.result(for: PostPetListRequest(body: invalid))
checks.expect({ if case .failure(.endpoint(.badRequest)) = answered { true } else { false } }(),
              "and so does Flask-RESTX (`validate=True`): its declared 400", "\(answered)")

checks.finish()
