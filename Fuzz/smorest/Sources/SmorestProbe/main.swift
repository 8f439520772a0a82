// Drives the flask-smorest app in app.py through the client apigen generates from the document the
// app serves, and checks what flask-smorest and marshmallow read and answered: validators, an enum
// with a space, dates, a date-time's fraction, `dump_only` and `load_only` fields; pages by `page`
// and `page_size`, with the `X-Pagination` header's JSON; ETags (`If-None-Match`'s 304, `If-Match`
// on PUT and its 412); a partial schema for PATCH; a form with a header and a cookie; a multipart
// upload; a UUID path; and flask-smorest's error body (422, a declared default, an undeclared body).
// Usage: SmorestProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "SmorestProbe")
let checks = Checks()
let client = SmorestPetsAPI.client(baseURL: baseURL)
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)

guard let leapDay = CalendarDate(year: 2020, month: 2, day: 29), let newYear = CalendarDate(year: 2021, month: 1, day: 2) else {
    fatalError("a calendar date the probe writes is invalid")
}

do {
    let rex = try await client.send(PostPetsRequest(body: Pet(
        name: "Rex", species: .guineaPig, birthDate: leapDay, weightKg: 12.5, chipCode: "123-4567",
        ownerEmail: "ann@example.com", tags: [Tag(name: "calm"), Tag(name: "old")], secretNote: "bites", color: .brown)))
    let created = Date(timeIntervalSince1970: 1_795_955_415.25)
    checks.expect(rex.id == 1 && rex.species == .guineaPig && rex.birthDate == leapDay && rex.weightKg == 12.5
                      && rex.tags?.map(\.name) == ["calm", "old"] && rex.color == .brown && rex.createdAt == created,
                  "a pet created: an enum with a space, a date, nested tags, and the server's date-time with a fraction", "\(rex)")
    checks.expect(rex.secretNote == nil && rex.chipCode == "123-4567",
                  "a `load_only` field is sent and not returned", "\(rex)")
    let tom = try await client.send(PostPetsRequest(body: Pet(name: "Tom", species: .cat, tags: [Tag(name: "calm")])))
    _ = try await client.send(PostPetsRequest(body: Pet(name: "Tweety", species: .dog)))

    var names: [String] = []
    var headers: [PaginationMetadata?] = []
    for try await page in client.pages(of: GetPetsRequest(pageSize: 2)) {
        names += page.body.map(\.name)
        headers.append(page.xPagination)
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"] && headers.count == 2,
                  "pages of two by `page` and `page_size`, the second the last for holding fewer", "\(headers.count) pages: \(names)")
    checks.expect(headers.first??.total == 3 && headers.first??.nextPage == 2 && headers.last??.nextPage == nil
                      && headers.last??.page == 2,
                  "each page's `X-Pagination` header read as the JSON object it is", "\(headers)")
    // The query's enum is the model's (the schemas write it in place at both): Tom's species goes in as read.
    let calm = try await client.send(GetPetsRequest(species: tom.species, tag: ["calm"]))
    checks.expect(calm.body.map(\.name) == ["Tom"], "a filter by an enum read from a pet and a repeated query item", "\(calm.body)")

    let read = try await client.send(GetPetsPetIDRequest(petID: rex.id ?? 0))
    checks.expect(read.body == rex && read.eTag?.isEmpty == false, "the pet read by its ID, with its ETag", "\(read)")
    let unchanged = await client.result(for: GetPetsPetIDRequest(petID: rex.id ?? 0, ifNoneMatch: read.eTag))
    checks.expect({ if case .failure(.endpoint(.notModified)) = unchanged { true } else { false } }(),
                  "`If-None-Match` with that ETag: the declared 304", "\(unchanged)")

    var replacement = rex
    replacement.weightKg = 13
    replacement.secretNote = nil
    let replaced = try await client.send(PutPetsPetIDRequest(petID: rex.id ?? 0, ifMatch: read.eTag ?? "", body: replacement))
    checks.expect(replaced.body.weightKg == 13 && replaced.eTag != read.eTag, "a PUT with `If-Match`: a new ETag", "\(replaced)")
    let stale = await client.result(for: PutPetsPetIDRequest(petID: rex.id ?? 0, ifMatch: read.eTag ?? "", body: replacement))
    if case .failure(.endpoint(.preconditionFailed(let body))) = stale {
        checks.expect(body.code == 412 && body.status == "Precondition Failed", "a PUT with the old ETag: the declared 412", "\(body)")
    } else {
        checks.expect(false, "a PUT with the old ETag: the declared 412", "\(stale)")
    }

    let renamed = try await client.send(PatchPetsPetIDRequest(petID: rex.id ?? 0, body: Pet1(name: "Rex Two")))
    checks.expect(renamed.name == "Rex Two" && renamed.birthDate == leapDay && renamed.weightKg == 13,
                  "a PATCH through the partial schema leaves what it leaves out", "\(renamed)")
    let cleared = try await client.send(PatchPetsPetIDRequest(petID: rex.id ?? 0, body: Pet1(birthDate: .null, chipCode: .value("765-4321"))))
    checks.expect(cleared.birthDate == nil && cleared.chipCode == "765-4321" && cleared.name == "Rex Two",
                  "a PATCH that clears a date with null (`allow_none`) and sets a pattern's field", "\(cleared)")

    let adoption = try await client.send(PostPetsPetIDAdoptionsRequest(
        petID: rex.id ?? 0, session: "s3ss10n", xRequestID: "r-1", body: AdoptionForm(adopter: "Ann & Bo = us", visits: 3)))
    checks.expect(adoption == Adoption(petID: rex.id ?? 0, adopter: "Ann & Bo = us (r-1)", visits: 3),
                  "a form body beside a header and a cookie", "\(adoption)")
    let stranger = await client.result(for: PostPetsPetIDAdoptionsRequest(
        petID: rex.id ?? 0, session: "other", xRequestID: "r-2", body: AdoptionForm(adopter: "Eve")))
    if case .failure(.endpoint(.other(let status, let body))) = stranger {
        checks.expect(status == 403 && body.message == "Unknown session.", "an undeclared 403, read as the `default` error body", "\(body)")
    } else {
        checks.expect(false, "an undeclared 403, read as the `default` error body", "\(stranger)")
    }

    let photo = try await client.send(PostPetsPetIDPhotoRequest(petID: rex.id ?? 0, body: PhotoForm(
        photo: FileUpload(Data("héllo".utf8), filename: "rex \"é\".txt", contentType: "text/plain"))))
    checks.expect(photo == Photo(petID: rex.id ?? 0, fileName: "rex \"é\".txt", size: 6, text: "héllo"),
                  "a multipart upload of a file named beyond ASCII, with quotes", "\(photo)")

    _ = try await client.send(DeletePetsPetIDRequest(petID: rex.id ?? 0))
    let gone = await client.result(for: GetPetsPetIDRequest(petID: rex.id ?? 0))
    checks.expect({ if case .failure(.endpoint(.notFound)) = gone { true } else { false } }(),
                  "a DELETE's 204, then the pet's declared 404 (declared without its body)", "\(gone)")
} catch {
    checks.fail("pets", error)
}

let tooLong = Pet(name: String(repeating: "x", count: 41), species: .dog, weightKg: 250, chipCode: "12-34")
let local = await client.result(for: PostPetsRequest(body: tooLong))
if case .failure(.invalidRequest(let report)) = local {
    let paths = Set(report.violations.map(\.path.description))
    checks.expect(paths == ["body.name", "body.weight_kg", "body.chip_code"], "the client refuses a long name, a heavy pet and a chip code off its pattern",
                  "\(report)")
} else {
    checks.expect(false, "the client refuses a long name, a heavy pet and a chip code off its pattern", "\(local)")
}
let answered = await trusting.result(for: PostPetsRequest(body: tooLong))
if case .failure(.endpoint(.unprocessableContent(let body))) = answered, case .object(let locations)? = body.errors?["json"] {
    checks.expect(body.code == 422 && Set(locations.keys) == ["name", "weight_kg", "chip_code"],
                  "and so does marshmallow: flask-smorest's 422, its `errors` by location and field", "\(body)")
} else {
    checks.expect(false, "and so does marshmallow: flask-smorest's 422", "\(answered)")
}

do {
    guard let ownerID = UUID(uuidString: "7b1d3c62-8a39-4b8e-9c1e-2f6d5a4b3c21") else { fatalError("the probe's owner ID is not a UUID") }
    let owner = try await client.send(GetOwnersOwnerIDRequest(ownerID: ownerID))
    checks.expect(owner == Owner(id: ownerID, name: "Ada", homepage: nil, petsBySpecies: ["dog": 2, "cat": 1]),
                  "an owner by a UUID in the path: a null URL and a map", "\(owner)")
} catch {
    checks.fail("owners", error)
}
let noOwner = await client.result(for: GetOwnersOwnerIDRequest(ownerID: UUID()))
if case .failure(.endpoint(.other(let status, let body))) = noOwner {
    checks.expect(status == 404 && body.message == "No such owner.", "an unknown owner: 404 read as the `default` error body", "\(body)")
} else {
    checks.expect(false, "an unknown owner: 404 read as the `default` error body", "\(noOwner)")
}

checks.finish()
