import APIRuntime
import Foundation
import Testing

/// Server URLs with variables: what each value may be in its place, and how it is written.
@Suite("Server URLs")
struct ServerURLTests {
    static let template = "https://{tenant}.api.example.com:{port}/{base}/v1"

    @Test func valuesInTheHostAndPortAreWrittenAsTheyAre() throws {
        let url = try ServerURL.expand(Self.template, ["tenant": "acme-2.eu", "port": "8443", "base": "api"])
        #expect(url.absoluteString == "https://acme-2.eu.api.example.com:8443/api/v1")
        #expect(url.host == "acme-2.eu.api.example.com")
        #expect(url.port == 8443)
    }

    /// A value cannot move the request, and the credentials sent with it, to another host.
    @Test(arguments: ["evil.example/", "user@evil.example", "evil.example#", "evil.example?", "a b", "ümlaut", "", "x:1", "a_b", "%41"])
    func aValueThatIsNoHostNameIsRefusedInTheHost(_ tenant: String) {
        #expect(throws: ServerURLError.self) {
            try ServerURL.expand(Self.template, ["tenant": tenant, "port": "443", "base": "api"])
        }
    }

    @Test func aHostWithAnEmptyLabelOrAPortThatIsNoNumberIsRefused() {
        for (tenant, port) in [(".", "443"), ("a.", "443"), ("acme", "https"), ("acme", "-1")] {
            #expect(throws: ServerURLError.self, "\(tenant) \(port)") {
                try ServerURL.expand(Self.template, ["tenant": tenant, "port": port, "base": "api"])
            }
        }
    }

    /// In the path, `/` parts a value into segments, and every other reserved character is encoded.
    @Test func valuesInThePathArePercentEncodedSegments() throws {
        let url = try ServerURL.expand(Self.template, ["tenant": "acme", "port": "443", "base": "api/beta 2?x=1#y%"])
        #expect(url.absoluteString == "https://acme.api.example.com:443/api/beta%202%3Fx%3D1%23y%25/v1")
        #expect(url.query == nil && url.fragment == nil)
        #expect(url.path == "/api/beta 2?x=1#y%/v1")
    }

    @Test func aPlaceholderWithoutAValueIsAnError() throws {
        let error = try #require(throws: ServerURLError.self) {
            try ServerURL.expand(Self.template, ["tenant": "acme", "port": "443"])
        }
        #expect(error.description == "server URL `\(Self.template)`: no value for `base`")
    }

    @Test func theErrorSaysWhichValueDoesNotFit() throws {
        let error = try #require(throws: ServerURLError.self) {
            try ServerURL.expand(Self.template, ["tenant": "evil.example/", "port": "443", "base": "api"])
        }
        #expect(error.message.contains("`evil.example/` cannot be `tenant`"))
    }

    /// GitHub Enterprise Server's document writes `{protocol}://{hostname}`.
    @Test func aValueInTheSchemeIsHTTPOrHTTPS() throws {
        #expect(try ServerURL.expand("{protocol}://{hostname}/api/v3", ["protocol": "https", "hostname": "ghe.example.com"])
            .absoluteString == "https://ghe.example.com/api/v3")
        #expect(try ServerURL.expand("{protocol}://{hostname}", ["protocol": "HTTPS", "hostname": "ghe.example.com"]).host == "ghe.example.com")
        for scheme in ["ftp", "javascript", "https://evil.example/#", ""] {
            #expect(throws: ServerURLError.self, "\(scheme)") {
                try ServerURL.expand("{protocol}://{hostname}", ["protocol": scheme, "hostname": "ghe.example.com"])
            }
        }
    }

    @Test func aTemplateWithoutPlaceholdersIsItsURL() throws {
        #expect(try ServerURL.expand("http://localhost:8080/v1", [:]).absoluteString == "http://localhost:8080/v1")
        #expect(ServerURL.checked("https://{region}.example.com", ["region": "eu"]).absoluteString == "https://eu.example.com")
        #expect(throws: ServerURLError.self) { try ServerURL.expand("/relative/{x}", ["x": "a"]) }
        #expect(throws: ServerURLError.self) { try ServerURL.expand("https://{x", ["x": "a"]) }
    }
}
