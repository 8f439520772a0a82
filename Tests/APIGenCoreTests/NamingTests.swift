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
        // A sign before a number is a word; after a letter or digit, `-` separates words.
        ("+1", "plus1"), ("-1", "minus1"), ("-x", "x"), ("a-1", "a1"), ("x_-1", "xMinus1"), ("http2_client", "http2Client"),
    ])
    func memberNames(_ input: String, _ expected: String) {
        #expect(naming.memberName(input) == expected)
    }

    @Test(arguments: [
        ("getPet", "GetPet"), ("get pet by id", "GetPetByID"), ("pet_status", "PetStatus"), ("json_api", "JSONAPI"),
        ("2fa-code", "_2faCode"), ("URLs", "URLs"), ("", "Unnamed"), ("-5min", "Minus5min"),
        // An acronym with a number stays upper-case, so a type name reads back as itself.
        ("Open API 3.0", "OpenAPI30"), ("OpenAPI30", "OpenAPI30"), ("http2_client", "HTTP2Client"), ("ipv4", "Ipv4"),
    ])
    func typeNames(_ input: String, _ expected: String) {
        #expect(naming.typeName(input) == expected)
    }

    @Test(arguments: [
        ("+", "plus"), ("", "empty"), ("a-b", "aB"), ("<=", "lessThanEquals"), ("in_stock", "inStock"),
        ("-1", "minus1"), ("+1", "plus1"), ("-", "minus"), ("1-2", "_12"),
        ("reactions-+1", "reactionsPlus1"), ("reactions--1", "reactionsMinus1"),
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
