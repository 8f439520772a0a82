import Testing
@testable import APIGenCore

@Suite("Naming")
struct NamingTests {
    let naming = Naming()

    @Test(arguments: [
        ("user_id", "userID"), ("avatar_url", "avatarURL"), ("id", "id"), ("X-Request-ID", "xRequestID"),
        ("photo_urls", "photoURLs"), ("petId", "petID"), ("HTTPServer", "httpServer"), ("display name", "displayName"),
        ("STATUS_CODE", "statusCode"), ("ids", "ids"), ("user.ids", "userIDs"), ("oauth2_token", "oauth2Token"),
        ("1st_place", "_1stPlace"), ("", "value"), ("---", "value"), ("café", "cafe"), ("naïve_ID", "naiveID"),
    ])
    func memberNames(_ input: String, _ expected: String) {
        #expect(naming.memberName(input) == expected)
    }

    @Test(arguments: [
        ("getPet", "GetPet"), ("get pet by id", "GetPetByID"), ("pet_status", "PetStatus"), ("json_api", "JSONAPI"),
        ("2fa-code", "_2faCode"), ("URLs", "URLs"), ("", "Unnamed"),
    ])
    func typeNames(_ input: String, _ expected: String) {
        #expect(naming.typeName(input) == expected)
    }

    @Test(arguments: [
        ("+", "plus"), ("", "empty"), ("-1", "_1"), ("a-b", "aB"), ("<=", "lessThanEquals"), ("in_stock", "inStock"),
        ("\"\"", "quoteQuote"), ("()", "openParenCloseParen"), ("self", "self_"),
    ])
    func caseNames(_ input: String, _ expected: String) {
        #expect(naming.caseName(input) == expected)
    }

    @Test func identifiersAreASCII() {
        let name = naming.memberName("名前🐶")
        #expect(name.allSatisfy { $0.isASCII })
        #expect(name == "u540DU524DU1F436")
    }

    @Test func customAcronyms() {
        let custom = Naming(acronyms: ["sku"])
        #expect(custom.memberName("item_sku") == "itemSKU")
        #expect(custom.memberName("user_id") == "userId")
    }

    @Test func reasonPhrases() {
        #expect(ReasonPhrases.caseName(for: .code(404)) == "notFound")
        #expect(ReasonPhrases.caseName(for: .code(422)) == "unprocessableContent")
        #expect(ReasonPhrases.caseName(for: .code(499)) == "status499")
        #expect(ReasonPhrases.caseName(for: .range(4)) == "clientError")
        #expect(ReasonPhrases.caseName(for: .default) == "other")
    }
}
