import APIRuntime
import Foundation
import PetstoreClient
import Testing

/// The example API's servers: plain URLs, and URLs with variables that the client is pointed at.
@Suite("Servers")
struct ServersTests {
    @Test func aServerWithVariablesIsAFunctionOfThem() throws {
        #expect(PetstoreAPI.regional().absoluteString == "https://eu-west.petstore.example.com/v1")
        #expect(PetstoreAPI.regional(region: .usEast, version: .v2).absoluteString == "https://us-east.petstore.example.com/v2")
        #expect(PetstoreAPI.Region.allCases.map(\.rawValue) == ["eu-west", "us-east"])
        #expect(try PetstoreAPI.shop(name: "acme").absoluteString == "https://acme.shops.petstore.example.com/v1")
    }

    /// A shop's name is the caller's text: one that would move the request, and its token,
    /// to another host is refused before any request is made.
    @Test func aValueThatWouldLeaveTheHostIsRefused() {
        for name in ["attacker.example/", "attacker.example#", "me@attacker.example", ""] {
            #expect(throws: ServerURLError.self, "\(name)") { try PetstoreAPI.shop(name: name) }
        }
    }

    @Test func requestsGoToTheServerTheClientIsGiven() async throws {
        let stub = StubTransport()
        stub.on(DeletePetRequest.self, respond: .ok())
        let regional = PetstoreAPI.client(baseURL: PetstoreAPI.regional(region: .usEast, version: .v2), transport: stub,
                                          credentials: .bearer { "t" })
        let shop = PetstoreAPI.client(baseURL: try PetstoreAPI.shop(name: "acme-2"), transport: stub,
                                      credentials: .bearer { "t" })
        _ = try await regional.send(DeletePetRequest(petID: 7))
        _ = try await shop.send(DeletePetRequest(petID: 8))
        #expect(stub.requests.map(\.url.absoluteString) == [
            "https://us-east.petstore.example.com/v2/pets/7", "https://acme-2.shops.petstore.example.com/v1/pets/8",
        ])
    }
}
