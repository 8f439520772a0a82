// Drives a Java server through the client apigen generates from the document swagger-core writes for
// it, as springdoc writes a Spring app's: Jackson reads and writes the JSON. A pet with a read-only
// ID, bounds, a Java enum, a 64-bit number past 2^53, a map and a held class; pets listed by a
// repeated enum in the query; a polymorphic base whose subclasses extend it through `allOf`, told
// apart by Jackson's `kind`; the server's 404; what the client refuses first.
// Usage: SwaggerCoreProbe BASE_URL. Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "SwaggerCoreProbe")
let checks = Checks()
let client = APIClient(baseURL: baseURL)

do {
    let owner = Owner(fullName: "Ada Lovelace", email: "ada@example.com")
    let sent = Pet(id: 99, name: "Rex", species: .dog, ageYears: 3, chip: 9_007_199_254_740_993, tags: [Tag(label: "calm")],
                   attributes: ["colour": "brown & white", "ü": "\"q\""], owner: owner)
    let rex = try await client.send(CreatePetRequest(xRequestID: UUID(), body: sent))
    var expected = sent
    expected.id = 1
    checks.expect(rex == expected, "a pet created: the server's ID, an enum, an int64 past 2^53, a list, a map, a held class", "\(rex)")
    let tom = try await client.send(CreatePetRequest(body: Pet(name: "Tom", species: .guineaPig)))
    checks.expect(tom.id == 2 && tom.species == .guineaPig, "a Java enum constant with `_`, as Jackson writes it", "\(tom)")

    // The query's enum is the model's (`Pet.species`, written in place at both): Tom's species goes in as read.
    let some = try await client.send(ListPetsRequest(species: [tom.species, .cat]))
    checks.expect(some == [tom], "pets listed by a repeated enum in the query, one value read from a pet", "\(some)")
    let all = try await client.send(ListPetsRequest())
    checks.expect(all == [rex, tom], "every pet, when the query names none", "\(all)")
    let read = try await client.send(GetPetRequest(id: 1))
    checks.expect(read == rex, "a pet read by its int64 ID", "\(read)")

    // Jackson reads each shape by `kind`, the discriminator's mapping; the union writes it.
    let drawing = Drawing(shapes: [.circle(Circle(color: "red", radius: 1.5)), .square(Square(side: 2))],
                          title: "Two")
    let echoed = try await client.send(EchoDrawingRequest(body: drawing))
    checks.expect(echoed == drawing, "subclasses of a polymorphic base, each extending it with `allOf`", "\(echoed)")
} catch {
    checks.fail("pets", error)
}

let gone = await client.result(for: GetPetRequest(id: 42))
if case .failure(.endpoint(.notFound(let error))) = gone {
    checks.expect(error.status == 404 && error.message == "No pet 42.", "an unknown pet: the declared 404 and its body", "\(error)")
} else {
    checks.expect(false, "an unknown pet: the declared 404 and its body", "\(gone)")
}

// The server checks nothing its document says; the client checks the bounds swagger-core wrote.
let local = await client.result(for: CreatePetRequest(body: Pet(name: "", species: .cat, ageYears: 41)))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["body.name", "body.ageYears"], "a name too short and an age too high, refused",
                  "\(report)")
} else {
    checks.expect(false, "a name too short and an age too high, refused", "\(local)")
}

checks.finish()
