// Drives a spec-first Mojolicious app (Perl) through the client apigen generates from the document
// it serves: Mojolicious::Plugin::OpenAPI checks each request and response against openapi.yaml with
// JSON::Validator, and the app answers with what it read. Query lists in each style, a deepObject, a path list,
// escaped text, a date-time, a boolean, a UUID header, a cookie, a pet with a 64-bit number past
// 2^53, a date and a map, a PATCH's `null`, a form, a multipart upload, bearer and API key auth, and
// the plugin's error bodies, for what the server refuses and what the client refuses first.
// Usage: MojoliciousProbe BASE_URL (ending in /v1). Exits 1 when a check fails.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import APIRuntime
import ProbeChecks

let baseURL = Checks.baseURL(usage: "MojoliciousProbe")
let checks = Checks()
let client = MojoPetsAPI.client(baseURL: baseURL)
// For what only the server is to check: the client's own validation off.
var unvalidated = APIClient.Configuration()
unvalidated.validatesRequests = false
let trusting = APIClient(baseURL: baseURL, configuration: unvalidated)

// Text a query must escape: `&`, `=`, `+`, `#`, `%`, `/`, `?`, `|`, a space, non-ASCII.
let awkward = "a&b=c+d #50% /é?|x"
let since = Date(timeIntervalSince1970: 1_704_103_200)  // 2024-01-01T10:00:00Z
let requestID = UUID()
do {
    let answer = try await client.send(SearchRequest(
        ids: [3, 1, 2], tags: ["x y", "ü,v"], sizes: [1, 20], colors: [.red, .blue], words: ["quick", "fox"],
        price: PriceRange(currency: .eur, max: 20, min: 1.5), ratio: 0.25,
        since: since, inStock: false, q: awkward, xRequestID: requestID, xMode: .thorough, session: "abc123"))
    let echo = answer.body
    checks.expect(echo.ids == [3, 1, 2], "a path list, in `simple` style", "\(echo.ids)")
    checks.expect(echo.tags == ["x y", "ü,v"], "an exploded query list, each item escaped (a comma too)", "\(String(describing: echo.tags))")
    checks.expect(echo.sizes == [1, 20], "a query list with `explode: false`", "\(String(describing: echo.sizes))")
    checks.expect(echo.colors == ["red", "blue"], "a `pipeDelimited` list of enum values", "\(String(describing: echo.colors))")
    checks.expect(echo.words == ["quick", "fox"], "a `spaceDelimited` list", "\(String(describing: echo.words))")
    checks.expect(echo.price == PriceRange(currency: .eur, max: 20, min: 1.5), "a `deepObject` of numbers and an enum",
                  "\(String(describing: echo.price))")
    checks.expect(echo.limit == 10 && echo.ratio == 0.25, "an absent item's default, the server's too, and a number",
                  "\(echo.limit) \(String(describing: echo.ratio))")
    checks.expect(echo.since.flatMap { try? Date($0, strategy: .iso8601) } == since, "a date-time, as the server read it",
                  "\(String(describing: echo.since))")
    checks.expect(echo.inStock == false, "a boolean", "\(String(describing: echo.inStock))")
    checks.expect(echo.q == awkward, "text with `&`, `=`, `+`, `#`, `%`, `/`, `?`, `|`, a space and `é`", "\(String(describing: echo.q))")
    checks.expect(echo.requestID == requestID.uuidString.lowercased() && echo.mode == "thorough", "a UUID and an enum header",
                  "\(String(describing: echo.requestID)), \(echo.mode)")
    checks.expect(echo.session == "abc123", "a cookie", "\(String(describing: echo.session))")
    checks.expect(answer.xResultCount == 22, "a response header, an integer", "\(String(describing: answer.xResultCount))")
} catch {
    checks.fail("search", error)
}

guard let birthday = CalendarDate(year: 2020, month: 2, day: 29) else { fatalError("a calendar date the probe writes is invalid") }
do {
    // The ID is read-only: left out of what is sent (`additionalProperties: false` would not
    // refuse it, but the server gives its own). The chip is past 2^53, where a double loses digits.
    let sent = Pet(attributes: ["colour": "brown & white", "ü": "\"q\""], born: birthday, chip: 9_007_199_254_740_993, id: 99,
                   name: "Rex", species: .dog, tags: ["calm", "small"], weightKg: 4.5)
    let created = try await client.send(CreatePetRequest(body: sent))
    var expected = sent
    expected.id = 1
    checks.expect(created.body == expected, "a pet created: the server's ID, a date, an int64 past 2^53, a map", "\(created.body)")
    checks.expect(created.location == "/v1/pets/1", "the `Location` header", "\(String(describing: created.location))")
    _ = try await client.send(CreatePetRequest(body: Pet(name: "Tweety", nickname: "T", species: .bird)))

    let changed = try await client.send(UpdatePetRequest(petID: 2, body: PetChanges(name: "Tweet", nickname: .null)))
    checks.expect(changed == Pet(id: 2, name: "Tweet", species: .bird), "a PATCH: a new name, the nickname cleared by `null`",
                  "\(changed)")
    let birds = try await client.send(ListPetsRequest(species: .bird))
    checks.expect(birds == [changed], "pets listed by an enum in the query", "\(birds)")
    _ = try await client.send(DeletePetRequest(petID: 1))
} catch {
    checks.fail("pets", error)
}

let gone = await client.result(for: GetPetRequest(petID: 1))
if case .failure(.endpoint(.notFound(let errors))) = gone {
    checks.expect(errors.errors.map(\.message) == ["No pet 1."], "a deleted pet: the declared 404 and its errors", "\(errors)")
} else {
    checks.expect(false, "a deleted pet: the declared 404 and its errors", "\(gone)")
}

do {
    let form = try await client.send(SubmitFormRequest(body: .init(agree: true, count: 3, name: "Ada & Bob", tags: ["a b", "ç"])))
    checks.expect(form == FormEcho(agree: true, count: 3, name: "Ada & Bob", tags: ["a b", "ç"]),
                  "a form: escaped text, a number, a boolean, a list", "\(form)")
    // A quote in a file name is sent as browsers send it, `%22` (the HTML standard's multipart
    // encoding); Mojolicious, unlike Werkzeug, does not decode it, as for a browser's upload.
    let upload = try await client.send(UploadRequest(body: .init(
        caption: "Ünïcode", file: FileUpload(Data("héllo\r\n--x".utf8), filename: "notes \"1\" ü.txt", contentType: "text/plain"),
        labels: ["one", "two"])))
    checks.expect(upload == UploadEcho(caption: "Ünïcode", contentType: "text/plain", filename: "notes %221%22 ü.txt", labels: ["one", "two"],
                                       size: 11),
                  "a multipart upload: a file whose name holds quotes (read as a browser's) and `ü`, text, a list", "\(upload)")
} catch {
    checks.fail("bodies", error)
}

let anonymous = await client.result(for: WhoAmIRequest())
if case .failure(.endpoint(.unauthorized(let errors))) = anonymous {
    checks.expect(!errors.errors.isEmpty, "no credentials: the declared 401 and its errors", "\(errors)")
} else {
    checks.expect(false, "no credentials: the declared 401 and its errors", "\(anonymous)")
}
do {
    let bearer = MojoPetsAPI.client(baseURL: baseURL, credentials: .bearer({ "s3cret-token" }))
    let byToken = try await bearer.send(WhoAmIRequest())
    checks.expect(byToken.subject == "bearer-user" && byToken.scheme == "bearer", "a bearer token", "\(byToken)")
    let keyed = MojoPetsAPI.client(baseURL: baseURL, credentials: .apiKey { "k3y" })
    let byKey = try await keyed.send(WhoAmIRequest())
    checks.expect(byKey.subject == "key-user" && byKey.scheme == "apiKey", "an API key, the other scheme", "\(byKey)")
} catch {
    checks.fail("auth", error)
}

// What only the server checks, its errors read: sent without the client's own validation.
let refused = await trusting.result(for: SearchRequest(ids: [1], limit: 51, xMode: .fast))
if case .failure(.endpoint(.badRequest(let errors))) = refused {
    checks.expect(errors.errors.map(\.path) == ["/limit"], "a limit past its maximum: the plugin's 400, at the parameter", "\(errors)")
} else {
    checks.expect(false, "a limit past its maximum: the plugin's 400, at the parameter", "\(refused)")
}
let local = await client.result(for: SearchRequest(ids: [], limit: 51, q: String(repeating: "q", count: 65), xMode: .fast))
if case .failure(.invalidRequest(let report)) = local {
    checks.expect(report.violations.map(\.path.description) == ["ids", "limit", "q"], "and the client refuses it first, with the others",
                  "\(report)")
} else {
    checks.expect(false, "and the client refuses it first, with the others", "\(local)")
}
let badPet = await trusting.result(for: CreatePetRequest(body: Pet(name: "", species: .cat, tags: ["1", "2", "3", "4", "5", "6"])))
if case .failure(.endpoint(.badRequest(let errors))) = badPet {
    checks.expect(Set(errors.errors.map(\.path)) == ["/body/name", "/body/tags"], "an empty name and six tags: the plugin's 400, at both",
                  "\(errors)")
} else {
    checks.expect(false, "an empty name and six tags: the plugin's 400, at both", "\(badPet)")
}

checks.finish()
