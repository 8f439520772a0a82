import APIRuntime
import Foundation
import LoopbackServer
import PetstoreClient
import Testing

/// Every endpoint of Specs/users.yaml and Specs/store/orders.yaml, against a real server.
@Suite("Users and store endpoints")
struct UsersAndStoreEndpointTests {
    @Test func loginSendsAFormAndDeclaresItsOwn401() async throws {
        let session = #"{"token":"t-9","expires_at":"2030-01-01T00:00:00+01:00","user":\#(Fixture.user)}"#
        try await TestServer.with(answering(201, session)) { server in
            let result = try await client(server, credentials: .none).send(
                LoginRequest(body: LoginForm(username: "ann_1", password: "s3cret & more", remember: true)))
            #expect(result.token == "t-9")
            #expect(result.user.username == "ann_1")
            let sent = try #require(server.requests.first)
            #expect(sent.headers["content-type"] == "application/x-www-form-urlencoded")
            #expect(String(decoding: sent.body, as: UTF8.self) == "username=ann_1&password=s3cret+%26+more&remember=true")
            #expect(sent.headers["authorization"] == nil)
        }
        guard case .unauthorized(let problem)? = try await failure(of: LoginRequest(body: LoginForm(username: "ann", password: "12345678")),
                                                                     status: 401, body: Fixture.problem) else {
            Issue.record("the endpoint's 401 with a body did not replace the API's empty 401")
            return
        }
        #expect(problem.title == "Nope")
    }

    @Test func currentUserKeepsUnknownKeysAndUsesAnyAcceptedCredential() async throws {
        try await TestServer.with(answering(200, Fixture.user, headers: ["X-OAuth-Scopes": "users:read, orders:write"])) { server in
            let response = try await client(server).send(GetCurrentUserRequest())
            #expect(response.scopes == ["users:read", "orders:write"])
            let user = response.body
            #expect(user.roles == [.customer])
            #expect(user.additionalProperties == ["nickname_hint": "A"])
            #expect(server.requests.first?.headers["authorization"] == "Bearer token-1")
        }
    }

    @Test func getUserValidatesTheNamedScalarAndDeclares404() async throws {
        try await TestServer.with(answering(200, Fixture.user)) { server in
            _ = try await client(server).send(GetUserRequest(username: "ann_1"))
            #expect(server.requests.first?.target == "/v1/users/ann_1")
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: GetUserRequest(username: "A!")) else {
                Issue.record("an invalid username was sent")
                return
            }
            #expect(report.violations.map(\.constraint) == ["minLength", "pattern"])
            #expect(server.requests.count == 1)
        }
        if case .notFound? = try await failure(of: GetUserRequest(username: "nobody"), status: 404) {} else { Issue.record("404") }
    }

    /// A user read, changed and sent back: the `readOnly` `id` stays out of the request (a
    /// marshmallow server refuses it as unknown), and in any other encoding of the user.
    @Test func updateUserSendsTheUserBackWithoutItsReadOnlyID() async throws {
        try await TestServer.with(answering(200, Fixture.user)) { server in
            var user = try await client(server).send(GetUserRequest(username: "ann_1"))
            user.displayName = "Ann"
            let saved = try await client(server).send(UpdateUserRequest(username: "ann_1", body: user))
            #expect(saved.id == user.id)
            let sent = try #require(server.requests.last)
            #expect(sent.method == "PUT")
            let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
            #expect(Set(body.keys) == ["created_at", "username", "email", "display_name", "roles", "nickname_hint"])
            #expect(body["display_name"] as? String == "Ann")
            let kept = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(user)) as? [String: Any])
            #expect(kept["id"] as? String == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        }
        let request = UpdateUserRequest(username: "ann_1", body: try JSONCoding().makeDecoder().decode(User.self, from: Data(Fixture.user.utf8)))
        if case .notFound? = try await failure(of: request, status: 404) {} else { Issue.record("404") }
    }

    @Test func updatePreferencesAppliesDefaults() async throws {
        try await TestServer.with(answering(200, #"{"theme":"light"}"#)) { server in
            let saved = try await client(server).send(UpdatePreferencesRequest(username: "ann_1", body: Preferences(language: "de")))
            #expect(saved.newsletter == false)
            #expect(saved.language == "en")
            #expect(saved.theme == .light)
            #expect(saved.topics == ["orders", "security"])
            let sent = try #require(server.requests.first)
            #expect(sent.method == "PUT")
            #expect(String(decoding: sent.body, as: UTF8.self)
                == #"{"language":"de","newsletter":false,"theme":"system","topics":["orders","security"]}"#)
        }
        let request = UpdatePreferencesRequest(username: "ann_1", body: Preferences())
        if case .forbidden? = try await failure(of: request, status: 403) {} else { Issue.record("403") }
        if case .notFound? = try await failure(of: request, status: 404) {} else { Issue.record("404") }
    }

    @Test func contactsDecodeATaggedUnion() async throws {
        let contacts = #"[{"kind":"email","email":"a@b.co"},{"kind":"phone","number":"+4312345678"}]"#
        try await TestServer.with(answering(200, contacts)) { server in
            let list = try await client(server).send(ListContactsRequest(username: "ann_1"))
            guard list.count == 2, case .emailContact(let email) = list[0], case .phoneContact(let phone) = list[1] else {
                Issue.record("contacts did not decode by discriminator: \(list)")
                return
            }
            #expect(email.email == "a@b.co")
            #expect(phone.number == "+4312345678")
        }
        try await TestServer.with(answering(200, #"[{"kind":"fax"}]"#)) { server in
            guard case .failure(.decoding(let failure)) = await client(server).result(for: ListContactsRequest(username: "ann_1")) else {
                Issue.record("an unknown discriminator decoded")
                return
            }
            #expect(failure.path == "[0].kind")
        }
    }

    /// `listContacts` declares `minItems: 1` on the response itself: a client that validates
    /// responses refuses an empty list at the root, and one that does not takes it.
    @Test func responseValidationChecksTheResponsesOwnConstraints() async throws {
        try await TestServer.with(answering(200, "[]")) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: ListContactsRequest(username: "ann_1")) else {
                Issue.record("an empty contact list was accepted with response validation on")
                return
            }
            #expect(report.violations.map(\.description) == ["(root): has 0 items; the least is 1 (minItems)"])
            let lenient = try await client(server).send(ListContactsRequest(username: "ann_1"))
            #expect(lenient.isEmpty)
        }
        let invalidPhone = #"[{"kind":"phone","number":"12"}]"#
        try await TestServer.with(answering(200, invalidPhone)) { server in
            var strict = client(server)
            strict.configuration.validatesResponses = true
            guard case .failure(.invalidResponse(let report)) = await strict.result(for: ListContactsRequest(username: "ann_1")) else {
                Issue.record("an invalid contact was accepted with response validation on")
                return
            }
            #expect(report.violations.map(\.path.description) == ["[0].number"])
        }
    }

    /// `DiscountCode` (`oneOf: [string, int]`, no discriminator): a value neither variant
    /// takes fails with why each refused it, at the value's JSON path.
    @Test func anUntaggedUnionSaysWhyEachVariantRefusedAValue() throws {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"["SPRING", 15, true]"#.utf8))
        do {
            let codes = try ResponseDecoder().json([DiscountCode].self, from: response)
            Issue.record("decoded \(codes)")
        } catch let error as ResponseDecodingError {
            #expect(error.path == "[2]")
            #expect(error.message.hasPrefix("matches no variant of DiscountCode (string: expected String"), "\(error)")
            #expect(error.message.contains("; int: expected Int"), "\(error)")
            #expect(error.message.hasSuffix(")"), "\(error)")
        }
        let decoded = try ResponseDecoder().json([DiscountCode].self, from: HTTPResponse(status: 200, body: Data(#"["SPRING", 15]"#.utf8)))
        #expect(decoded == [.string("SPRING"), .int(15)])
    }

    @Test func placeOrderSendsJSONQueryAndBody() async throws {
        try await TestServer.with(answering(201, Fixture.order)) { server in
            let order = try await client(server).send(PlaceOrderRequest(
                discount: "SPRING", where: PetFilter(status: .available), body: NewOrder(petIDs: [7, 8])))
            #expect(order.total.amount == Decimal(string: "19.99"))
            #expect(order.complete == false)
            let sent = try #require(server.requests.first)
            #expect(sent.target == "/v1/store/orders?discount=SPRING&where=%7B%22status%22%3A%22available%22%7D")
            #expect(String(decoding: sent.body, as: UTF8.self) == #"{"pet_ids":[7,8],"quantity":1}"#)
            let tooMany = PlaceOrderRequest(body: NewOrder(petIDs: [1, 2, 3, 4, 5, 0], quantity: 11))
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: tooMany) else {
                Issue.record("an invalid order was sent")
                return
            }
            #expect(report.violations.map(\.path.description) == ["body.pet_ids", "body.pet_ids[5]", "body.quantity"])
        }
        let request = PlaceOrderRequest(body: NewOrder(petIDs: [7]))
        if case .conflict? = try await failure(of: request, status: 409, body: Fixture.problem) {} else { Issue.record("409") }
        if case .unprocessableContent? = try await failure(of: request, status: 422, body: Fixture.validationProblem) {} else { Issue.record("422") }
    }

    /// A form with `style: deepObject` nests its fields in brackets, as card processors read them:
    /// the card's fields under `card[…]`, the map's entries under `metadata[…]` (sorted by key),
    /// each element of the list under `expand[]`; the card's fields are validated first.
    @Test func payOrderSendsTheFormInBrackets() async throws {
        let orderID = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let payment = CardPayment(card: CardPayment.Card(number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030),
                                  metadata: ["gift": "yes", "note": "for Rex & Co"], expand: ["order"])
        try await TestServer.with(answering(200, Fixture.order)) { server in
            let order = try await client(server).send(PayOrderRequest(orderID: orderID, body: payment))
            #expect(order.status == .placed)
            let sent = try #require(server.requests.first)
            #expect(sent.target == "/v1/store/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/payment")
            #expect(sent.headers["content-type"] == "application/x-www-form-urlencoded")
            let body = String(decoding: sent.body, as: UTF8.self)
            #expect(body == "card%5Bexp_month%5D=12&card%5Bexp_year%5D=2030&card%5Bnumber%5D=4242+4242+4242+4242"
                + "&metadata%5Bgift%5D=yes&metadata%5Bnote%5D=for+Rex+%26+Co&expand%5B%5D=order")
            // Read back as a server reads a form: `+` is a space, then percent-decoding.
            let fields = body.split(separator: "&").map { pair in
                pair.split(separator: "=", maxSplits: 1).map { $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            }
            #expect(fields.map { $0.joined(separator: "=") } == [
                "card[exp_month]=12", "card[exp_year]=2030", "card[number]=4242 4242 4242 4242",
                "metadata[gift]=yes", "metadata[note]=for Rex & Co", "expand[]=order",
            ])

            let expired = CardPayment(card: CardPayment.Card(number: "42", expMonth: 13, expYear: 2030))
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: PayOrderRequest(orderID: orderID, body: expired)) else {
                Issue.record("an invalid card was sent")
                return
            }
            #expect(report.violations.map(\.path.description) == ["body.card.number", "body.card.exp_month"])
            #expect(server.requests.count == 1)
        }
    }

    /// `paging` (`style: form`) sends its fields as query items of their own, as Spring's
    /// `Pageable` reads them; the default `page` goes too, and its constraints are checked first.
    @Test func listOrdersSpreadsTheFormObjectOverTheQuery() async throws {
        try await TestServer.with(answering(200, "[\(Fixture.order)]")) { server in
            let orders = try await client(server).send(ListOrdersRequest(paging: PageRequest(size: 50, sort: ["placed_at", "total"])))
            #expect(orders.map(\.status) == [.placed])
            _ = try await client(server).send(ListOrdersRequest())
            #expect(server.requests.map(\.target) == ["/v1/store/orders?page=0&size=50&sort=placed_at&sort=total", "/v1/store/orders"])
            guard case .failure(.invalidRequest(let report)) = await client(server).result(for: ListOrdersRequest(paging: PageRequest(page: -1, size: 0))) else {
                Issue.record("an invalid page was sent")
                return
            }
            #expect(report.violations.map(\.path.description) == ["paging.page", "paging.size"])
            #expect(server.requests.count == 2)
        }
    }

    /// `placed` (`style: form`, `explode: false`) is one query item, its keys and values
    /// joined by commas in key order; a field left out is left out of the list.
    @Test func listOrdersJoinsTheUnexplodedObjectIntoOneItem() async throws {
        let first = try #require(CalendarDate(year: 2026, month: 1, day: 1))
        let last = try #require(CalendarDate(year: 2026, month: 1, day: 31))
        try await TestServer.with(answering(200, "[]")) { server in
            _ = try await client(server).send(ListOrdersRequest(placed: DateRange(from: first, to: last)))
            _ = try await client(server).send(ListOrdersRequest(paging: PageRequest(page: 1), placed: DateRange(from: first)))
            #expect(server.requests.map(\.target) == [
                "/v1/store/orders?placed=from,2026-01-01,to,2026-01-31",
                "/v1/store/orders?page=1&placed=from,2026-01-01",
            ])
        }
    }

    @Test func getOrderDeclaresADefault() async throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        try await TestServer.with(answering(200, Fixture.order)) { server in
            let order = try await client(server).send(GetOrderRequest(orderID: id))
            #expect(order.status == .placed)
            #expect(server.requests.first?.target == "/v1/store/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        }
        if case .notFound? = try await failure(of: GetOrderRequest(orderID: id), status: 404) {} else { Issue.record("404") }
        guard case .other(let status, let problem)? = try await failure(of: GetOrderRequest(orderID: id), status: 418, body: Fixture.problem) else {
            Issue.record("418 was not `default`")
            return
        }
        #expect(status == 418 && problem.title == "Nope")
    }

    @Test func cancelOrderAcceptsAnEmpty202() async throws {
        let id = UUID()
        try await TestServer.with(answering(202)) { server in
            let value = try await client(server).send(CancelOrderRequest(orderID: id))
            #expect(value == NoContent())
        }
        if case .notFound? = try await failure(of: CancelOrderRequest(orderID: id), status: 404) {} else { Issue.record("404") }
        if case .conflict? = try await failure(of: CancelOrderRequest(orderID: id), status: 409, body: Fixture.problem) {} else { Issue.record("409") }
    }

    @Test func storeStatusHasInlineResponseAndErrorBodies() async throws {
        try await TestServer.with(answering(200, #"{"open":false,"reopens_at":"2030-01-01T08:00:00Z"}"#)) { server in
            let status = try await client(server).send(GetStoreStatusRequest())
            #expect(status.open == false)
            #expect(status.reopensAt == Date(timeIntervalSince1970: 1_893_484_800))
        }
        guard case .serviceUnavailable(let body)? = try await failure(of: GetStoreStatusRequest(), status: 503,
                                                                        body: #"{"retry_after_seconds":60}"#) else {
            Issue.record("503")
            return
        }
        #expect(body.retryAfterSeconds == 60)
    }

    @Test func inventoryUsesAQueryAPIKey() async throws {
        try await TestServer.with(answering(200, #"{"available":3,"sold":1}"#)) { server in
            let inventory = try await client(server, credentials: .apiKey { "k 1" }).send(GetInventoryRequest())
            #expect(inventory == ["available": 3, "sold": 1])
            #expect(server.requests.first?.target == "/v1/store/inventory?api_key=k%201")
        }
    }

    @Test func applyDiscountSendsAnUntaggedUnionOrNothing() async throws {
        let id = UUID()
        try await TestServer.with(answering(200, Fixture.order)) { server in
            _ = try await client(server).send(ApplyDiscountRequest(orderID: id, body: .int(15)))
            _ = try await client(server).send(ApplyDiscountRequest(orderID: id, body: .string("SPRING")))
            _ = try await client(server).send(ApplyDiscountRequest(orderID: id))
            #expect(server.requests.map { String(decoding: $0.body, as: UTF8.self) } == ["15", "\"SPRING\"", ""])
        }
        if case .notFound? = try await failure(of: ApplyDiscountRequest(orderID: id), status: 404) {} else { Issue.record("404") }
        if case .unprocessableContent? = try await failure(of: ApplyDiscountRequest(orderID: id), status: 422, body: Fixture.validationProblem) {} else {
            Issue.record("422")
        }
    }

    @Test func uploadInvoiceSendsRawBytes() async throws {
        let pdf = Data("%PDF-1.7 ...".utf8)
        try await TestServer.with(answering(204)) { server in
            let accounting = Credentials.bearer { "token-1" }.adding(.apiKey("X-Accounting-Key") { "acct-9" })
            _ = try await client(server, credentials: accounting).send(UploadInvoiceRequest(orderID: UUID(), body: pdf))
            let sent = try #require(server.requests.first)
            #expect(sent.headers["content-type"] == "application/pdf")
            #expect(sent.body == pdf)
        }
    }

    /// The invoice upload needs a user's token and the accounting key at once: a client with
    /// both sends both, and one without the key sends neither.
    @Test func uploadInvoiceSendsBothCredentialsOrNone() async throws {
        try await TestServer.with(answering(204)) { server in
            let accounting = Credentials.bearer { "token-1" }.adding(.apiKey("X-Accounting-Key") { "acct-9" })
            _ = try await client(server, credentials: accounting).send(UploadInvoiceRequest(orderID: UUID(), body: Data()))
            _ = try await client(server).send(UploadInvoiceRequest(orderID: UUID(), body: Data()))
            let sent = server.requests.map { [$0.headers["authorization"], $0.headers["x-accounting-key"]] }
            #expect(sent == [["Bearer token-1", "acct-9"], [nil, nil]])
        }
        #expect(UploadInvoiceRequest.auth == .allOf([.bearer, .apiKey(name: "X-Accounting-Key", in: .header)]))
    }

    @Test func theAPINamespaceDescribesTheAPI() {
        #expect(PetstoreAPI.baseURL.absoluteString == "https://petstore.example.com/v1")
        #expect(PetstoreAPI.staging.absoluteString == "https://staging.petstore.example.com/v1")
        #expect(PetstoreAPI.version == "1.4.0")
        #expect(PetstoreAPI.headers["X-Client"] == "apigen-example")
        #expect(PetstoreAPI.timeout == 30)
        #expect(GetPetRequest.timeout == 10)
        #expect(GetPetRequest.auth == .anyOf([.bearer, .apiKey(name: "X-Api-Key", in: .header)]))
        #expect(ListPetsRequest.auth == .none)
    }
}
