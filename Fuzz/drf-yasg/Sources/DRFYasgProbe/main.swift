// Drives the Django REST framework app in ../drf/server through the client apigen generates from the
// Swagger 2.0 document drf-yasg serves for it, and checks what Django read and answered: above all
// partial updates, whose bodies drf-yasg gives the serializer's schema with its required fields, and
// which the client sends as DRF takes them (`PatchedPet`: only what is set, `null` to clear, the
// enums it shares with `Pet`), beside the whole objects a create and a PUT send.
// Usage: DRFYasgProbe BASE_URL (the app's /api). Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "DRFYasgProbe")
let checks = Checks()
let client = PetsAPI.client(baseURL: baseURL, credentials: .basic(username: "ann", password: "s3cret: pw"))
let leapDay = CalendarDate(year: 2020, month: 2, day: 29)

do {
    let rex = try await client.send(PetsCreateRequest(body: Pet(
        name: "Rex", species: .dog, temper: .calm, weightKg: "12.50", bornOn: leapDay, isVaccinated: true)))
    checks.expect(rex.name == "Rex" && rex.species == .dog && rex.temper == .calm && rex.weightKg == "12.50" && rex.bornOn == leapDay,
                  "a pet created from the serializer's schema, its required fields given (sent with basic authentication)", "\(rex)")
    guard let id = rex.id else { throw CocoaError(.coderValueNotFound) }

    let wild = try await client.send(PetsPartialUpdateRequest(id: id, body: PatchedPet(temper: .wild)))
    checks.expect(wild.temper == .wild && wild.name == "Rex" && wild.species == .dog && wild.weightKg == "12.50" && wild.bornOn == leapDay
                      && wild.isVaccinated == true,
                  "a partial update that sends one field (`PatchedPet`): DRF changes it and keeps the rest", "\(wild)")

    let cleared = try await client.send(PetsPartialUpdateRequest(id: id, body: PatchedPet(bornOn: .null)))
    checks.expect(cleared.bornOn == nil && cleared.temper == .wild && cleared.name == "Rex",
                  "a partial update that sends `null` to clear a date the document marks `x-nullable`", "\(cleared)")

    let renamed = try await client.send(PetsPartialUpdateRequest(id: id, body: PatchedPet(name: "Rex II", bornOn: leapDay.map { .value($0) })))
    checks.expect(renamed.name == "Rex II" && renamed.bornOn == leapDay && renamed.temper == .wild,
                  "a partial update of two fields, one of them the date set again", "\(renamed)")

    let long = await client.result(for: PetsPartialUpdateRequest(id: id, body: PatchedPet(name: String(repeating: "x", count: 21))))
    if case .failure(.invalidRequest(let report)) = long {
        checks.expect(report.violations.map { "\($0.path)" } == ["body.name"], "the copy keeps `maxLength`: the client refuses a name of 21", "\(report)")
    } else {
        checks.expect(false, "the client refuses a name of 21", "\(long)")
    }

    let replaced = try await client.send(PetsUpdateRequest(id: id, body: Pet(name: "Tom", species: .cat, weightKg: "4.25")))
    checks.expect(replaced.name == "Tom" && replaced.species == .cat && replaced.weightKg == "4.25",
                  "a PUT sends the whole pet (`Pet`, required fields and all)", "\(replaced)")
    let read = try await client.send(PetsReadRequest(id: id))
    checks.expect(read == replaced, "the pet read back as the PUT left it", "\(read)")

    let bella = try await client.send(PetsCreateRequest(body: Pet(name: "Bella", species: .dog, weightKg: "20.00")))
    guard let bellaID = bella.id else { throw CocoaError(.coderValueNotFound) }
    let like = try await client.send(PetsPartialUpdateRequest(id: bellaID, body: PatchedPet(species: read.species, temper: read.temper)))
    checks.expect(like.species == .cat && like.name == "Bella",
                  "a pet's enums go into a partial update as they are (`SpeciesEnum`, shared by `Pet` and `PatchedPet`)", "\(like)")

    let ann = try await client.send(OwnersCreateRequest(body: Owner(name: "Ann")))
    guard let owner = ann.id else { throw CocoaError(.coderValueNotFound) }
    let reached = try await client.send(OwnersPartialUpdateRequest(id: owner, body: PatchedOwner(email: "ann@example.com")))
    checks.expect(reached.name == "Ann" && reached.email == "ann@example.com",
                  "an owner's partial update (`PatchedOwner`) that sends only the email", "\(reached)")
} catch {
    checks.fail("partial updates", error)
}

checks.finish()
