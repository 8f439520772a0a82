// Drives the APIFlask app in app.py through the client apigen generates from the document the app
// serves, and checks what APIFlask and marshmallow read and answered: schemas with validators, an
// enum with a space, a date; pages by `page` and `per_page`, with APIFlask's pagination object in
// the body (whose links are empty text where there is no page); its `ValidationError` body, whose
// document writes "any key" as `<location>` and `<field_name>`; `abort`'s `HTTPError`; and a file
// upload. Usage: APIFlaskProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "APIFlaskProbe")
let checks = Checks()
let client = APIFlaskPetsAPI.client(baseURL: baseURL)

guard let leapDay = CalendarDate(year: 2020, month: 2, day: 29) else { fatalError("a calendar date the probe writes is invalid") }

do {
    let rex = try await client.send(PostPetsRequest(body: PetIn(
        birthDate: leapDay, chipCode: "123-4567", name: "Rex", species: .guineaPig, tags: [TagIn(name: "calm")], weightKg: 12)))
    checks.expect(rex.id == 1 && rex.species == .guineaPig && rex.birthDate == leapDay && rex.weightKg == 12
                      && rex.tags == [TagIn(name: "calm")], "a pet created: an enum with a space, a date, nested tags", "\(rex)")
    _ = try await client.send(PostPetsRequest(body: PetIn(name: "Tom", species: .cat)))
    _ = try await client.send(PostPetsRequest(body: PetIn(name: "Tweety", species: .dog)))

    var names: [String] = []
    var last: PaginationSchema?
    for try await page in client.pages(of: GetPetsRequest(perPage: 2)) {
        names += (page.pets ?? []).map(\.name)
        last = page.pagination
    }
    checks.expect(names == ["Rex", "Tom", "Tweety"], "pages by `page` and `per_page`", "\(names)")
    checks.expect(last?.page == 2 && last?.next == nil && last?.prev?.query?.contains("page=1") == true,
                  "the last page's pagination object: `next` is empty text, read as none", "\(String(describing: last))")

    let read = try await client.send(GetPetsPetIDRequest(petID: rex.id ?? 0))
    checks.expect(read == rex, "a pet read by its ID", "\(read)")
    let photo = try await client.send(PostPetsPetIDPhotoRequest(petID: rex.id ?? 0, body: PhotoIn(
        photo: FileUpload(Data("héllo".utf8), filename: "rex.txt", contentType: "text/plain"))))
    checks.expect(photo == PhotoOut(fileName: "rex.txt", size: 6), "a file upload", "\(photo)")
} catch {
    checks.fail("pets", error)
}

let missing = await client.result(for: GetPetsPetIDRequest(petID: 99))
if case .failure(.endpoint(.notFound(let error))) = missing {
    checks.expect(error.message == "No such pet.", "`abort`'s 404, read as `HTTPError`", "\(error)")
} else {
    checks.expect(false, "`abort`'s 404, read as `HTTPError`", "\(missing)")
}

let invalid = PetIn(name: String(repeating: "x", count: 41), species: .unknown("cow"))
let local = await client.result(for: PostPetsRequest(body: invalid))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["body.name"], "the client refuses a long name", "\(report)")
} else {
    checks.expect(false, "the client refuses a long name", "\(local)")
}
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)
let answered = await trusting.result(for: PostPetsRequest(body: invalid))
if case .failure(.endpoint(.unprocessableContent(let error))) = answered, let fields = error.detail?["json"] {
    checks.expect(Set(fields.keys) == ["name", "species"] && fields["species"]?.first?.hasPrefix("Must be one of") == true,
                  "and so does marshmallow: the 422's `detail`, a map of locations to fields to messages", "\(error)")
} else {
    checks.expect(false, "and so does marshmallow: the 422's `detail` by location and field", "\(answered)")
}

checks.finish()
