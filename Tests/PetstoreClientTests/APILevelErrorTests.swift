import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// The api block declares 401, 429 and 500 for every endpoint: each endpoint's
/// generated `Failure` decodes all three (login declares its own 401 with a body).
@Suite("API-level errors on every endpoint")
struct APILevelErrorTests {
    /// The name of the declared failure an endpoint gets for one status, or `nil`.
    typealias Probe = @Sendable (Int, String) async throws -> String?

    static func probe<R: APIRequest>(_ request: R) -> Probe {
        { status, body in
            guard let failure = try await failure(of: request, status: status, body: body) else { return nil }
            return String(String(describing: failure).prefix { $0 != "(" })
        }
    }

    static let id = UUID()
    static let endpoints: [(String, Probe)] = [
        ("listPets", probe(ListPetsRequest())),
        ("getPet", probe(GetPetRequest(petID: 1))),
        ("createPet", probe(CreatePetRequest(body: NewPet(name: "R", species: .cat)))),
        ("updatePet", probe(UpdatePetRequest(petID: 1, body: PetPatch()))),
        ("deletePet", probe(DeletePetRequest(petID: 1))),
        ("uploadPhoto", probe(UploadPhotoRequest(petID: 1, body: PhotoUpload(file: FileUpload(Data(), filename: "p.png"))))),
        ("getPetAvatar", probe(GetPetAvatarRequest(petID: 1))),
        ("checkPet", probe(CheckPetRequest(petID: 1))),
        ("placeOrder", probe(PlaceOrderRequest(body: NewOrder(petIDs: [1])))),
        ("getOrder", probe(GetOrderRequest(orderID: id))),
        ("cancelOrder", probe(CancelOrderRequest(orderID: id))),
        ("getStoreStatus", probe(GetStoreStatusRequest())),
        ("getInventory", probe(GetInventoryRequest())),
        ("applyDiscount", probe(ApplyDiscountRequest(orderID: id))),
        ("uploadInvoice", probe(UploadInvoiceRequest(orderID: id, body: Data()))),
        ("login", probe(LoginRequest(body: LoginForm(username: "ann", password: "12345678")))),
        ("getCurrentUser", probe(GetCurrentUserRequest())),
        ("getUser", probe(GetUserRequest(username: "ann"))),
        ("updatePreferences", probe(UpdatePreferencesRequest(username: "ann", body: Preferences()))),
        ("listContacts", probe(ListContactsRequest(username: "ann"))),
    ]

    @Test(arguments: endpoints.map(\.0))
    func apiLevelErrorsDecode(_ endpoint: String) async throws {
        let probe = try #require(Self.endpoints.first { $0.0 == endpoint }?.1)
        #expect(try await probe(401, endpoint == "login" ? Fixture.problem : "") == "unauthorized")
        #expect(try await probe(429, Fixture.problem) == "tooManyRequests")
        #expect(try await probe(500, Fixture.problem) == "internalServerError")
    }

    @available(*, deprecated, message: "exercises a deprecated endpoint")
    @Test func theDeprecatedEndpointToo() async throws {
        let probe = Self.probe(FindPetsByTagRequest(tag: "a"))
        #expect(try await probe(401, "") == "unauthorized")
        #expect(try await probe(429, Fixture.problem) == "tooManyRequests")
        #expect(try await probe(500, Fixture.problem) == "internalServerError")
    }
}
