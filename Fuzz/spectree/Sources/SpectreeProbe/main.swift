// Drives a Falcon app validated by spectree through the client apigen generates from the document
// spectree serves. spectree copies each pydantic model another holds under the holder's name; the
// import makes the copies one type, so an `Owner` read from one answer goes into the next request,
// and a `Pet` listed is the `Pet` created. Pets created, listed by an enum with a space and by a
// limit, read and deleted; a tagged union echoed; the app's 404 and 409 and spectree's 422 read;
// what the client refuses first.
// Usage: SpectreeProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "SpectreeProbe")
let checks = Checks()
let client = APIClient(baseURL: baseURL)
// For what only the server is to check: the client's own validation off.
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)

do {
    let ada = Owner(fullName: "Ada & Bob", email: "ada@example.com")
    let rex = try await client.send(PostPetsRequest(body: PetIn(name: "Rex", species: .dog, ageYears: 3, owner: ada, nickNames: ["R"])))
    checks.expect(rex == Pet(name: "Rex", species: .dog, ageYears: 3, owner: ada, nickNames: ["R"], petID: 1),
                  "a pet created: an enum, a bounded number, a nested owner, a list", "\(rex)")
    // The owner read from the answer is the type the next request takes: one `Owner`, not a copy per holder.
    let tom = try await client.send(PostPetsRequest(body: PetIn(name: "Tom", species: .guineaPig, owner: rex.owner)))
    checks.expect(tom.petID == 2 && tom.species == .guineaPig && tom.owner == ada, "the owner read back, sent again as it is",
                  "\(tom)")

    let guineaPigs = try await client.send(GetPetsRequest(species: .guineaPig))
    checks.expect(guineaPigs == PetList(items: [tom], totalCount: 1), "pets listed by an enum value with a space: the `Pet` created",
                  "\(guineaPigs)")
    let first = try await client.send(GetPetsRequest(limit: 1))
    checks.expect(first.items == [rex] && first.totalCount == 2, "a limit in the query", "\(first)")
    let read = try await client.send(GetPetsPetIDRequest(petID: 1))
    checks.expect(read == rex, "a pet read by its ID", "\(read)")

    let drawing = Drawing(shapes: [.circle(Circle(kind: .circle, radius: 1.5)), .square(Square(kind: .square, side: 2))], owner: ada)
    let echoed = try await client.send(PostDrawingsRequest(body: drawing))
    checks.expect(echoed == drawing, "a tagged union in a list, and the same `Owner` in another model", "\(echoed)")

    _ = try await client.send(DeletePetsPetIDRequest(petID: 1))
} catch {
    checks.fail("pets", error)
}

let gone = await client.result(for: GetPetsPetIDRequest(petID: 1))
if case .failure(.endpoint(.notFound(let problem))) = gone {
    checks.expect(problem.message == "No pet 1.", "a deleted pet: the app's 404", "\(problem)")
} else {
    checks.expect(false, "a deleted pet: the app's 404", "\(gone)")
}
let twice = await client.result(for: PostPetsRequest(body: PetIn(name: "Tom", species: .cat)))
if case .failure(.endpoint(.conflict(let problem))) = twice {
    checks.expect(problem.message == "A pet named Tom exists.", "a name taken: the app's 409", "\(problem)")
} else {
    checks.expect(false, "a name taken: the app's 409", "\(twice)")
}

// What only the server checks, its errors read: sent without the client's own validation.
let invalid = PetIn(name: "", species: .cat, ageYears: 41, nickNames: ["a", "b", "c", "d"])
let refused = await trusting.result(for: PostPetsRequest(body: invalid))
if case .failure(.endpoint(.unprocessableContent(let errors))) = refused {
    checks.expect(Set(errors.map(\.loc)) == [["name"], ["age_years"], ["nick_names"]], "spectree's 422: pydantic's errors, at each field",
                  "\(errors)")
} else {
    checks.expect(false, "spectree's 422: pydantic's errors, at each field", "\(refused)")
}
let local = await client.result(for: PostPetsRequest(body: invalid))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["body.name", "body.age_years", "body.nick_names"],
                  "and the client refuses it first, at the same fields", "\(report)")
} else {
    checks.expect(false, "and the client refuses it first, at the same fields", "\(local)")
}

checks.finish()
