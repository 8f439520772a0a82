import Foundation
import Testing
@testable import APIGenCore

/// The example API in `Specs/` is the project's showcase: it must resolve, and mean what the docs say.
@Suite("Example specs")
struct ExampleSpecsTests {
    static let specs = CommandLineTests.packageRoot.appendingPathComponent("Specs").path

    @Test func theExampleResolvesWithoutDiagnostics() throws {
        let (model, diagnostics) = APIGen.load(folder: Self.specs)
        #expect(diagnostics.all.map(\.description) == [])
        let api = try #require(model)
        #expect(api.info.namespace == "PetstoreAPI")
        #expect(api.files.map(\.relativePath) == ["api.yaml", "pets.yaml", "store/orders.yaml", "users.yaml"])
        #expect(api.info.servers.map(\.swiftName) == ["staging", "local", "uploads", "regional", "shop"])
        #expect(api.info.servers.map { $0.variables.map(\.swiftName) } == [[], [], [], ["region", "version"], ["name"]])
        #expect(api.info.serverChoices.map(\.typeName) == ["Region", "Version"])
    }

    @Test func theExampleMeansWhatTheDocsSay() throws {
        let api = try #require(APIGen.load(folder: Self.specs).model)
        let pet = try #require(api.model("Pet"))
        #expect(pet.nested.map(\.qualifiedName) == ["Pet.Owner", "Pet.Size"])
        #expect(pet.properties.prefix(2).map(\.jsonKey) == ["created_at", "updated_at"])
        #expect(pet.property("photo_urls")?.swiftName == "photoURLs")
        #expect(pet.property("nickname")?.swiftName == "petName")
        #expect(pet.property("id")?.field.constraints.minimum?.value.text == "1")

        let getPet = try #require(api.endpoint("getPet"))
        #expect(getPet.swiftName == "GetPetRequest")
        #expect(getPet.errors.map(\.caseName) == ["unauthorized", "notFound", "tooManyRequests", "internalServerError", "clientError"])
        #expect(getPet.auth == .anyOf([.bearer, .apiKey(name: "X-Api-Key", placement: .header)]))

        let listPets = try #require(api.endpoint("listPets"))
        #expect(listPets.nested.map(\.swiftName) == ["Sort"])
        #expect(listPets.parameters.first { $0.name == "sort" }?.defaultValue == .enumCase(swiftName: "newest", raw: "newest"))
        #expect(api.endpoint("getStoreStatus")?.nested.map(\.swiftName) == ["Response", "ServiceUnavailableBody"])

        let order = try #require(api.model("Order"))
        #expect(order.property("pet_ids")?.field.constraints.items?.value.minimum?.value.text == "1")
        #expect(order.property("quantity")?.field.constraints.maximum?.value.text == "10")
    }
}
