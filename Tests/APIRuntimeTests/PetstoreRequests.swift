import APIRuntime
import Foundation

// Requests and models written by hand exactly as apigen will generate them, to
// prove the runtime is pleasant to generate against and to drive the tests.

/// A pet for sale.
struct Pet: Codable, Hashable, Sendable {
    var id: Int64
    var name: String
    var photoURLs: [URL]
    var tag: String?

    init(id: Int64, name: String, photoURLs: [URL] = [], tag: String? = nil) {
        self.id = id
        self.name = name
        self.photoURLs = photoURLs
        self.tag = tag
    }

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case photoURLs = "photo_urls"
        case tag
    }
}

extension Pet: Validatable {
    func validate(into report: inout ValidationReport, at path: ValidationPath) {
        report.check(id, at: path["id"], minimum: 1)
        report.check(name, at: path["name"], minLength: 1, maxLength: 64)
        report.check(photoURLs, at: path["photo_urls"], maxItems: 3)
    }
}

/// An RFC 9457 problem document.
struct ApiProblem: Codable, Hashable, Sendable {
    var title: String
    var status: Int
}

/// Find a pet by ID.
///
/// `GET /pets/{pet_id}`
struct GetPetRequest: APIRequest {
    typealias Response = Pet
    static let method = HTTPMethod.get
    static let pathTemplate = "/pets/{pet_id}"
    static let auth = AuthRequirement.anyOf([.bearer, .apiKey(name: "X-Api-Key", in: .header)])

    var petID: String
    var fields: [String]?
    var session: String?

    init(petID: String, fields: [String]? = nil, session: String? = nil) {
        self.petID = petID
        self.fields = fields
        self.session = session
    }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["pet_id": petID])
        request.query("fields", fields, style: .form, explode: false)
        request.cookie("session", session)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Pet {
        try decoder.json(Pet.self, from: response)
    }

    enum Failure: Error, Sendable, Equatable {
        /// 404
        case notFound
        /// 4XX
        case clientError(status: Int, ApiProblem)
    }

    static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
        switch response.status {
        case 404: return .notFound
        case 400...499: return .clientError(status: response.status, try decoder.json(ApiProblem.self, from: response))
        default: return nil
        }
    }
}

/// List pets.
///
/// `GET /pets`
struct ListPetsRequest: APIRequest {
    typealias Response = [Pet]
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/pets"

    var limit: Int32?
    var tags: [String]?
    var species: [String]?
    var include: [String]?
    var fields: [String]?
    var since: Date?
    var onlyAvailable: Bool?
    var filter: Filter?
    var whereClause: Filter?
    var requestID: String?

    struct Filter: Codable, Hashable, Sendable {
        var name: String?
        var status: String?
    }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.query("limit", limit)
        request.query("tags", tags)
        request.query("species", species, explode: false)
        request.query("include", include, style: .pipeDelimited)
        request.query("fields", fields, style: .spaceDelimited)
        request.query("since", since)
        request.query("only_available", onlyAvailable)
        request.deepObjectQuery("filter", filter)
        request.jsonQuery("where", whereClause)
        request.header("X-Request-ID", requestID)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> [Pet] {
        try decoder.json([Pet].self, from: response)
    }
}

/// List a new pet.
///
/// `POST /pets`
struct CreatePetRequest: APIRequest {
    typealias Response = Pet
    static let method = HTTPMethod.post
    static let pathTemplate = "/pets"
    static let auth = AuthRequirement.bearer

    var body: Pet

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.jsonBody(body)
    }

    func validate(into report: inout ValidationReport) {
        report.validate(body, at: ValidationPath.root["body"])
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Pet {
        try decoder.json(Pet.self, from: response)
    }

    enum Failure: Error, Sendable, Equatable {
        /// 422
        case unprocessableContent(ApiProblem)
        /// 502, 503: a text body
        case serverError(status: Int, String)
    }

    static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
        switch response.status {
        case 422: return .unprocessableContent(try decoder.json(ApiProblem.self, from: response))
        case 500...599: return .serverError(status: response.status, try decoder.text(from: response))
        default: return nil
        }
    }
}

/// Remove a pet.
///
/// `DELETE /pets/{pet_id}`
struct DeletePetRequest: APIRequest {
    typealias Response = NoContent
    static let method = HTTPMethod.delete
    static let pathTemplate = "/pets/{pet_id}"
    static let auth = AuthRequirement.bearer

    var petID: Int64

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["pet_id": petID])
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
        decoder.empty(from: response)
    }

    enum Failure: Error, Sendable, Equatable {
        /// 401
        case unauthorized
        /// 404
        case notFound
    }

    static func decodeFailure(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Failure? {
        switch response.status {
        case 401: return .unauthorized
        case 404: return .notFound
        default: return nil
        }
    }
}

/// Drop a pet from the caches, with an extension method.
///
/// `PURGE /pets/{pet_id}/cache`
struct PurgePetRequest: APIRequest {
    typealias Response = NoContent
    typealias Failure = Never
    static let method = HTTPMethod(rawValue: "PURGE")
    static let pathTemplate = "/pets/{pet_id}/cache"

    var petID: Int64

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["pet_id": petID])
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> NoContent {
        decoder.empty(from: response)
    }
}

/// Sign in with a form.
///
/// `POST /sessions`
struct LoginRequest: APIRequest {
    typealias Response = Session
    typealias Failure = Never
    static let method = HTTPMethod.post
    static let pathTemplate = "/sessions"

    struct Body: Sendable {
        var username: String
        var password: String
        var remember: Bool?
        var scopes: [String]?
    }

    struct Session: Codable, Sendable, Equatable {
        var token: String
        var expiresAt: Date

        enum CodingKeys: String, CodingKey {
            case token
            case expiresAt = "expires_at"
        }
    }

    var body: Body

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.formBody { form in
            form.add("username", body.username)
            form.add("password", body.password)
            form.add("remember", body.remember)
            form.add("scope", body.scopes)
        }
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Session {
        try decoder.json(Session.self, from: response)
    }
}

/// Add a photo.
///
/// `POST /pets/{pet_id}/photos`
struct UploadPhotoRequest: APIRequest {
    typealias Failure = Never
    static let method = HTTPMethod.post
    static let pathTemplate = "/pets/{pet_id}/photos"

    struct Body: Sendable {
        var caption: String?
        var file: Data
    }

    /// The response body and its typed headers.
    struct Response: Sendable {
        var body: ApiProblem
        var location: URL
        var rateLimitRemaining: Int?
    }

    var petID: Int64
    var body: Body

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["pet_id": petID])
        request.multipartBody { form in
            form.add("caption", body.caption)
            form.addFile("file", body.file, filename: "file", contentType: "image/png")
        }
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        Response(
            body: try decoder.json(ApiProblem.self, from: response),
            location: try decoder.header("Location", as: URL.self, from: response),
            rateLimitRemaining: try decoder.optionalHeader("X-RateLimit-Remaining", as: Int.self, from: response))
    }
}

/// The pet's avatar as PNG bytes.
///
/// `GET /pets/{pet_id}/avatar.png`
struct GetAvatarRequest: APIRequest {
    typealias Response = Data
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/pets/{pet_id}/avatar.png"

    var petID: Int64

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate, ["pet_id": petID])
        request.header("Accept", "image/png")
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Data {
        decoder.data(from: response)
    }
}

/// The avatar with a timeout of its own, one second: only for the test of a slow
/// server. Other tests keep the default, so a busy machine (the sanitizer runs)
/// cannot turn their answers into timeouts.
struct GetAvatarWithinASecondRequest: APIRequest {
    typealias Response = Data
    typealias Failure = Never
    static let method = GetAvatarRequest.method
    static let pathTemplate = GetAvatarRequest.pathTemplate
    static let timeout: TimeInterval? = 1

    var avatar: GetAvatarRequest

    func encode(into request: inout RequestBuilder) {
        avatar.encode(into: &request)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Data {
        try GetAvatarRequest.decodeResponse(response, using: decoder)
    }
}

/// Pet counts, authorized by an API key in the query.
///
/// `GET /store/inventory`
struct GetInventoryRequest: APIRequest {
    typealias Response = [String: Int]
    typealias Failure = Never
    static let method = HTTPMethod.get
    static let pathTemplate = "/store/inventory"
    static let auth = AuthRequirement.apiKey(name: "api_key", in: .query)

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> [String: Int] {
        try decoder.json([String: Int].self, from: response)
    }
}

/// Pets as JSON Lines (a server that says `application/json-seq` is read as that); `[DONE]` ends it.
struct StreamPetsRequest: APIRequest {
    typealias Response = ResponseStream<Pet>
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/pets/stream" }
    static var accept: String? { "application/jsonl" }
    static var streamsResponse: Bool { true }
    /// Long enough for a loaded machine (a sanitizer's run beside others) to answer in time.
    static var timeout: TimeInterval? { 4 }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.stream(of: Pet.self, framing: .jsonLines, from: response, until: "[DONE]")
    }
}

/// Pets as Server-Sent Events.
struct PetEventsRequest: APIRequest {
    typealias Response = ResponseStream<ServerSentEvent<Pet>>
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/pets/events" }
    static var streamsResponse: Bool { true }

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.events(of: Pet.self, from: response)
    }
}

/// Log lines as Server-Sent Events of text.
struct TailLogRequest: APIRequest {
    typealias Response = ResponseStream<ServerSentEvent<String>>
    typealias Failure = Never
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/log" }
    static var streamsResponse: Bool { true }
    var lastSeen: String?

    func encode(into request: inout RequestBuilder) {
        request.path(Self.pathTemplate)
        request.header("Last-Event-ID", lastSeen)
    }

    static func decodeResponse(_ response: HTTPResponse, using decoder: ResponseDecoder) throws -> Response {
        decoder.textEvents(from: response, until: "bye")
    }
}
