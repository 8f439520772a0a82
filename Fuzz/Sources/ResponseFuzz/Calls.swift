import APIRuntime
import Foundation
import PetstoreClient

/// How one call ended, as the property sorts outcomes.
enum Outcome: Equatable {
    case success, invalidRequest, transport, endpoint, unexpectedStatus, decoding, invalidResponse
}

/// Sends `request` and returns how it ended, with the error's description.
func outcome<R: APIRequest>(of request: R, through client: APIClient) async -> (Outcome, String) {
    switch await client.result(for: request) {
    case .success: return (.success, "")
    case .failure(let error):
        let description = error.description
        switch error {
        case .invalidRequest: return (.invalidRequest, description)
        case .transport: return (.transport, description)
        case .endpoint: return (.endpoint, description)
        case .unexpectedStatus: return (.unexpectedStatus, description)
        case .decoding: return (.decoding, description)
        case .invalidResponse: return (.invalidResponse, description)
        }
    }
}

/// One valid request of every Petstore endpoint, so that every generated response
/// and error decoder meets the fuzzer's bytes.
let calls: [@Sendable (APIClient) async -> (Outcome, String)] = {
    let order = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") ?? UUID()
    let photo = PhotoUpload(caption: "Rex", file: FileUpload(Data([0x89, 0x50]), filename: "rex.png"))
    return [
        { await outcome(of: ListPetsRequest(), through: $0) },
        { await outcome(of: GetPetRequest(petID: 1), through: $0) },
        { await outcome(of: CreatePetRequest(body: NewPet(name: "Rex", species: .cat)), through: $0) },
        { await outcome(of: UpdatePetRequest(petID: 1, body: PetPatch(name: "Max")), through: $0) },
        { await outcome(of: DeletePetRequest(petID: 1), through: $0) },
        { await outcome(of: UploadPhotoRequest(petID: 1, body: photo), through: $0) },
        { await outcome(of: GetPetAvatarRequest(petID: 1), through: $0) },
        { await outcome(of: CheckPetRequest(petID: 1), through: $0) },
        { await (DeprecatedCalls() as any DeprecatedCalling).findPetsByTag(through: $0) },
        { await outcome(of: PlaceOrderRequest(body: NewOrder(petIDs: [1])), through: $0) },
        { await outcome(of: GetOrderRequest(orderID: order), through: $0) },
        { await outcome(of: CancelOrderRequest(orderID: order), through: $0) },
        { await outcome(of: GetStoreStatusRequest(), through: $0) },
        { await outcome(of: GetInventoryRequest(), through: $0) },
        { await outcome(of: ApplyDiscountRequest(orderID: order), through: $0) },
        { await outcome(of: UploadInvoiceRequest(orderID: order, body: Data("%PDF-1.7".utf8)), through: $0) },
        { await outcome(of: LoginRequest(body: LoginForm(username: "ann_1", password: "correct horse")), through: $0) },
        { await outcome(of: GetCurrentUserRequest(), through: $0) },
        { await outcome(of: GetUserRequest(username: "ann_1"), through: $0) },
        { await outcome(of: UpdatePreferencesRequest(username: "ann_1", body: Preferences()), through: $0) },
        { await outcome(of: ListContactsRequest(username: "ann_1"), through: $0) },
    ]
}()

/// Calls of deprecated endpoints, which the fuzzer exercises like any other. Reached through
/// a protocol, so that the deprecation stays a warning for users and not for this target.
protocol DeprecatedCalling {
    func findPetsByTag(through client: APIClient) async -> (Outcome, String)
}

struct DeprecatedCalls: DeprecatedCalling {
    @available(*, deprecated, message: "calls a deprecated endpoint on purpose")
    func findPetsByTag(through client: APIClient) async -> (Outcome, String) {
        await outcome(of: FindPetsByTagRequest(tag: "cute"), through: client)
    }
}
