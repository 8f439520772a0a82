import APIRuntime
import Foundation
import LoopbackServer
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

    /// `uploadPetVideo` is served from the `uploads` server (`server: uploads`): its requests
    /// go there, with the endpoint's credentials, and the others to the base URL.
    @Test func anEndpointOfAnotherServerIsSentThere() async throws {
        try await TestServer.with(answering(204)) { api in
            try await TestServer.with(answering(204)) { uploads in
                let client = PetstoreAPI.client(
                    baseURL: api.baseURL.appendingPathComponent("v1"), servers: ["uploads": uploads.baseURL.appendingPathComponent("up")],
                    credentials: .bearer { "token-1" })
                _ = try await client.send(UploadPetVideoRequest(petID: 7, body: FileUpload(Data("mp4".utf8))))
                _ = try await client.send(DeletePetRequest(petID: 7))
                #expect(uploads.requests.map(\.target) == ["/up/pets/7/video"])
                #expect(uploads.requests.first?.headers["authorization"] == "Bearer token-1")
                #expect(uploads.requests.first?.body == Data("mp4".utf8))
                #expect(api.requests.map(\.target) == ["/v1/pets/7"])
            }
        }
        #expect(PetstoreAPI.client().servers == ["uploads": PetstoreAPI.uploads])
    }

    /// A client without a URL for the server refuses the request before sending anything.
    @Test func anEndpointOfAServerTheClientLacksIsNotSent() async {
        let stub = StubTransport()
        let client = APIClient(baseURL: PetstoreAPI.baseURL, transport: stub)
        guard case .failure(.invalidRequest(let report)) = await client.result(
            for: UploadPetVideoRequest(petID: 7, body: FileUpload(Data("mp4".utf8), filename: "v.mp4"))) else {
            Issue.record("a request for a server without a URL was not refused")
            return
        }
        #expect(report.violations.map(\.constraint) == ["server"])
        #expect(report.description.contains("`uploads`"))
        #expect(stub.requests.isEmpty)
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
