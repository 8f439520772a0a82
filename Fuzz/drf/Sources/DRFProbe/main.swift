// Drives the Django REST framework app in server/ through the client apigen generates from the
// document drf-spectacular serves for it, and checks what Django read and answered: model
// serializers with choices that may be blank or null, decimals as text with their digits, dates,
// UUIDs and JSON; page-number pages followed by their `next` links; filters; a PATCH that sends
// only what it sets; a multipart upload; token and basic authentication; and the answers of a
// server that refuses (403, 404, 400).
// Usage: DRFProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "DRFProbe")
let checks = Checks()
let anonymous = DrfProbeAPI.client(baseURL: baseURL)
let token = "0123456789abcdef0123456789abcdef01234567"
let client = DrfProbeAPI.client(baseURL: baseURL, credentials: .bearer({ token }))
let extra = JSONValue.object(["toys": .array([.string("ball")]), "n": .integer(1)])

/// The status of an answer the API's document does not declare, or `nil` with what came instead.
func unexpectedStatus<Value>(_ result: Result<Value, APIError<some Error>>) -> (status: Int, body: String)? {
    guard case .failure(.unexpectedStatus(let response)) = result else { return nil }
    return (response.status, String(decoding: response.body, as: UTF8.self))
}

let empty = await anonymous.result(for: PetsListRequest())
checks.expect((try? empty.get()).map { $0.count == 0 && $0.results.isEmpty } ?? false, "an empty page, read without credentials", "\(empty)")
let refused = await anonymous.result(for: OwnersCreateRequest(body: OwnerRequest(name: "Nobody")))
checks.expect(unexpectedStatus(refused).map { $0.status == 403 && $0.body.contains("credentials were not provided") } ?? false,
              "a write without credentials: DRF's 403, which the document does not declare", "\(refused)")

do {
    let ann = try await client.send(OwnersCreateRequest(body: OwnerRequest(name: "Ann", email: "")))
    let bob = try await client.send(OwnersCreateRequest(body: OwnerRequest(name: "Bob", email: "bob@example.com")))
    checks.expect(ann.email == "" && bob.email == "bob@example.com", "an email field that may be blank, both ways (sent as the Token scheme)",
                  "\(ann), \(bob)")

    let before = Date()
    let rex = try await client.send(PetsCreateRequest(body: PetRequest(
        name: "Rex", nickname: "R", species: .dog, temper: .empty, weightKg: Decimal(string: "12.5")!,
        bornOn: CalendarDate(year: 2020, month: 2, day: 29), isVaccinated: true, extra: extra, owner: ann.id)))
    checks.expect(rex.name == "Rex" && rex.species == .dog && rex.temper == .empty && rex.size == nil && rex.weightKg == Decimal(string: "12.5")
                      && rex.bornOn == CalendarDate(year: 2020, month: 2, day: 29) && rex.isVaccinated == true
                      && rex.extra == extra && rex.owner == ann.id && rex.ownerName == "Ann" && rex.photo == nil,
                  "a pet: a blank choice, a null choice, a decimal as text (\"12.50\"), a date, JSON, a foreign key", "\(rex)")
    checks.expect(abs(rex.createdAt.timeIntervalSince(before)) < 60, "Django's date-time with microseconds", "\(rex.createdAt)")
    let tom = try await client.send(PetsCreateRequest(body: PetRequest(
        name: "Tom", species: .cat, temper: .calm, size: .large, weightKg: Decimal(string: "4.25")!,
        bornOn: CalendarDate(year: 2021, month: 6, day: 1))))
    let tweety = try await client.send(PetsCreateRequest(body: PetRequest(
        name: "Tweety", species: .bird, size: .small, weightKg: Decimal(string: "0.05")!)))
    checks.expect(tom.temper == .calm && tom.size == .large && tweety.temper == .empty && tweety.size == .small && tweety.bornOn == nil,
                  "choices of text and of integers (cases named by their labels); a choice left out is Django's blank default", "\(tom), \(tweety)")
    checks.expect(rex.tag != tom.tag, "UUIDs the server makes", "\(rex.tag), \(tom.tag)")

    var names: [String] = []
    var pages = 0
    for try await page in client.pages(of: PetsListRequest()) {
        pages += 1
        names += page.results.map(\.name)
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"] && pages == 2, "two pages of two, the second from the first's `next` link",
                  "\(pages) pages: \(names)")
    let dogs = try await client.send(PetsListRequest(species: .dog)).results.map(\.name)
    let chosen = try await client.send(PetsListRequest(ids: [rex.id, tweety.id])).results.map(\.name)
    let young = try await client.send(PetsListRequest(bornAfter: CalendarDate(year: 2020, month: 12, day: 31))).results.map(\.name)
    checks.expect(dogs == ["Rex"] && chosen == ["Rex", "Tweety"] && young == ["Tom"],
                  "filters: an enum, a list sent as `ids=1,3` (explode: false), a date", "\(dogs), \(chosen), \(young)")

    let renamed = try await client.send(PetsPartialUpdateRequest(id: rex.id, body: PatchedPetRequest(name: "Rex II")))
    let kept = renamed.bornOn == rex.bornOn && renamed.temper == .empty && renamed.weightKg == rex.weightKg
    checks.expect(renamed.name == "Rex II" && kept && renamed.extra == rex.extra && renamed.owner == ann.id,
                  "a PATCH sends only what it sets: the rest stays", "\(renamed)")
    let replaced = try await client.send(PetsUpdateRequest(id: tom.id, body: PetRequest(
        name: "Tom", species: .cat, temper: .wild, weightKg: Decimal(string: "999.99")!, owner: bob.id)))
    checks.expect(replaced.temper == .wild && replaced.size == .large && replaced.bornOn == tom.bornOn
                      && replaced.weightKg == Decimal(string: "999.99") && replaced.ownerName == "Bob",
                  "a PUT: what it leaves out, DRF leaves as it was; 999.99 is within five digits", "\(replaced)")

    let cleared = try await client.send(PetsPartialUpdateRequest(id: tom.id, body: PatchedPetRequest(size: .null, bornOn: .null)))
    checks.expect(cleared.size == nil && cleared.bornOn == nil && cleared.ownerName == "Bob" && cleared.temper == .wild,
                  "a PATCH that clears: `null` for what it clears (nullable: explicit), nothing for what it keeps", "\(cleared)")

    let photo = try await client.send(PetsPhotoCreateRequest(id: rex.id, body: PhotoRequest(
        photo: FileUpload(Data([0x89, 0x50, 0x4E, 0x47]), filename: "rex é.png", contentType: "image/png"), caption: "at the \"park\"")))
    checks.expect(photo.photo?.lastPathComponent == "rex_é.png" && photo.photo?.path.hasPrefix("/media/photos/") == true,
                  "a multipart upload of a file named beyond ASCII, stored by Django", "\(String(describing: photo.photo))")

    let stats = try await client.send(PetsStatsRetrieveRequest())
    checks.expect(stats.count == 3 && stats.bySpecies == ["dog": 1, "cat": 1, "bird": 1] && stats.heaviest?.name == "Tom",
                  "a custom action: a map of counts and a nullable nested pet", "\(stats)")
    let owner = try await client.send(OwnersRetrieveRequest(id: ann.id))
    checks.expect(owner.pets.map(\.name) == ["Rex II"] && owner.pets.first?.photo != nil, "an owner with its pets nested", "\(owner)")

    _ = try await client.send(PetsDestroyRequest(id: tweety.id))
    let gone = await client.result(for: PetsRetrieveRequest(id: tweety.id))
    checks.expect(unexpectedStatus(gone).map { $0.status == 404 } ?? false, "a DELETE's 204, then the pet's 404", "\(gone)")
} catch {
    checks.fail("pets and owners", error)
}

let tooHeavy = PetRequest(name: "Moby", species: .dog, weightKg: Decimal(1000))
let tooPrecise = PetRequest(name: "Moby", species: .dog, weightKg: Decimal(string: "1.234")!)
for (body, constraint) in [(tooHeavy, "exclusiveMaximum"), (tooPrecise, "multipleOf")] {
    let checked = await client.result(for: PetsCreateRequest(body: body))
    if case .failure(.invalidRequest(let report)) = checked {
        checks.expect(report.violations.map { "\($0.path)" } == ["body.weight_kg"] && report.violations.first?.constraint == constraint,
                      "the client refuses \(body.weightKg) by the digits drf-spectacular's pattern allows (\(constraint))", "\(report)")
    } else {
        checks.expect(false, "the client refuses \(body.weightKg)", "\(checked)")
    }
}
var unchecked = APIClient.Configuration()
unchecked.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, credentials: .bearer({ token }), configuration: unchecked)
for body in [tooHeavy, tooPrecise] {
    let answered = await trusting.result(for: PetsCreateRequest(body: body))
    checks.expect(unexpectedStatus(answered).map { $0.status == 400 && $0.body.contains("weight_kg") } ?? false,
                  "and so does Django: \(body.weightKg) is a 400 for weight_kg", "\(answered)")
}

let basic = DrfProbeAPI.client(baseURL: baseURL, credentials: .basic(username: "ann", password: "s3cret: pw"))
let echo = await basic.result(for: WhoamiRetrieveRequest(tag: ["a", "b c", "ü&="]))
checks.expect((try? echo.get()).map { $0.user == "ann" && $0.query == ["tag": ["a", "b c", "ü&="]] } ?? false,
              "basic authentication with `: ` in the password, and a repeated query item", "\(echo)")
let wrongToken = await DrfProbeAPI.client(baseURL: baseURL, credentials: .bearer({ "nope" })).result(for: WhoamiRetrieveRequest())
checks.expect(unexpectedStatus(wrongToken).map { $0.status == 403 && $0.body.contains("Invalid token") } ?? false,
              "a wrong token: DRF's 403 \"Invalid token.\"", "\(wrongToken)")

let schema = await anonymous.result(for: SchemaRetrieveRequest(format: .json))
checks.expect((try? schema.get())?["openapi"] == .string("3.0.3"), "the document itself, asked for as JSON", "\(schema)")

checks.finish()
