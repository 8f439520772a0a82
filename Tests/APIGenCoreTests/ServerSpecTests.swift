import Testing
@testable import APIGenCore

/// `servers:` whose URLs have variables: what is refused, at its line and column, and the
/// code generated for the rest, compiled.
@Suite("Servers in specs")
struct ServerSpecTests {
    @Test func everyProblemIsReportedAtItsPlaceInOneRun() {
        let diagnostics = SpecHarness.diagnostics("""
            api:
              servers:
                a: "https://{x.example.com"
                b: "https://}x.example.com"
                c: "https://{}.example.com"
                d: { url: "{scheme}://example.com", variables: { scheme: { enum: [https, ftp] } } }
                e:
                  url: "https://{region}.example.com"
                  variables:
                    region: { enum: [] }
                f:
                  url: "https://{region}.example.com/{v}"
                  variables:
                    region: { enum: [eu, eu], default: us }
                g:
                  url: "https://{tenant}.example.com"
                  variables:
                    tenant: { default: "a b" }
                h:
                  url: "https://example.com:{port}"
                  variables:
                    port: { enum: ["443", "x1"] }
                client: https://client.example.com
                i: "https://{a-b}.{a_b}.example.com"
                j:
                  description: no url
                k:
                  url: "https://{a}{b}.example.com"
                  variables:
                    a: { enum: [x, "."] }
                    b: { enum: [y, "."] }
                l: { url: "https://example.com/{v}", variables: { v: v1, w: unused } }

            """)
        #expect(diagnostics == [
            "spec.yaml:3:8: error: the URL of server `a`: a `{` is not closed by a `}` before the next `{`",
            "spec.yaml:4:8: error: the URL of server `b`: a `}` closes no `{`",
            "spec.yaml:5:8: error: the URL of server `c`: `{}` names no variable",
            "spec.yaml:6:78: error: `ftp` cannot be `{scheme}`, which is the scheme of server `d`'s URL: a scheme is `http` or `https`",
            "spec.yaml:10:9: error: the `enum` of variable `region` of server `e` lists no values",
            "spec.yaml:14:30: error: `eu` is listed twice in the `enum` of variable `region` of server `f`\n"
                + "spec.yaml:14:26: note: first listed here",
            "spec.yaml:14:44: error: the default `us` of variable `region` is not one of its `enum` values",
            "spec.yaml:18:28: error: `a b` cannot be `{tenant}`, which is in the host or port of server `g`'s URL: "
                + "a host name or port takes ASCII letters, digits, `-` and `.`",
            "spec.yaml:20:12: error: the URL of server `h`, with `port` as `x1`: `https://example.com:x1` is not an absolute http or https URL",
            "spec.yaml:23:5: error: server `client` becomes the Swift name `client` in `servers`, which the generated `client(…)` "
                + "already has; rename the server",
            "spec.yaml:24:8: error: variable `a_b` becomes the Swift name `aB` in the parameters of server `i`, which variable `a-b` "
                + "(line 24) already has; rename one of the URL's variables\nspec.yaml:24:8: note: variable `a-b` is here",
            "spec.yaml:26:7: error: server `j` needs a `url`",
            "spec.yaml:28:12: error: the URL of server `k`, with `a` as `x`, `b` as `.`: `https://x..example.com` is not an absolute "
                + "http or https URL",
            "spec.yaml:32:62: warning: the URL of server `l` has no `{w}`; the variable is left out",
        ])
    }

    /// An endpoint's `server:` names a server of the api block; the client's `servers` hold by
    /// default the URLs of those that need no argument.
    @Test func anEndpointNamesItsServer() async throws {
        #expect(SpecHarness.diagnostics([
            "api.yaml": "api:\n  servers:\n    uploads: https://uploads.example.com\n",
            "spec.yaml": """
                endpoints:
                  a: { method: GET, path: /a, response: none, server: upload }
                  b: { method: GET, path: /b, response: none, server: media }

                """,
        ]) == [
            "spec.yaml:2:55: error: `upload` is not one of the `api` block's `servers`; did you mean `uploads`?",
            "spec.yaml:3:55: error: `media` is not one of the `api` block's `servers`",
        ])
        #expect(SpecHarness.diagnostics("endpoints:\n  a: { method: GET, path: /a, response: none, server: media }\n") == [
            "spec.yaml:2:55: error: `media` is not one of the `api` block's `servers`; declare it under `servers:` in the `api` block",
        ])
        let yaml = """
            api:
              name: Shop
              servers:
                uploads: https://uploads.example.com
                regional: { url: "https://{region}.example.com", variables: { region: { enum: [eu, us], default: eu } } }
                tenant: "https://{tenant}.example.com"
                versioned: { url: "https://v.example.com/{version}", variables: { version: v1 } }
                unused: https://unused.example.com
            endpoints:
              a: { method: GET, path: /a, response: none, server: uploads }
              b: { method: GET, path: /b, response: none, server: regional }
              c: { method: GET, path: /c, response: none, server: tenant }
              d: { method: GET, path: /d, response: none }
              e: { method: GET, path: /e, response: none, server: versioned }

            """
        let files = try SpecHarness.generate(["spec.yaml": yaml])
        let code = files.map(\.contents).joined()
        #expect(code.contains(
            "servers: [String: URL] = [\"uploads\": ShopAPI.uploads, \"regional\": ShopAPI.regional(), \"versioned\": ShopAPI.versioned()],"))
        // Any text in the path is percent-encoded, so it cannot fail; in the host it can.
        #expect(code.contains("public static func versioned(version: String = \"v1\") -> URL {"))
        #expect(code.contains("public static func tenant(tenant: String) throws(ServerURLError) -> URL {"))
        #expect(code.contains("public static var server: String? { \"tenant\" }"))
        #expect(code.components(separatedBy: "static var server:").count == 5)
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// Many listed variables in the host: the mixes are counted without overflowing (2^64
    /// here), and beyond 4,096 each value is checked beside the others' defaults.
    @Test func manyListedVariablesAreCheckedOneValueAtATime() throws {
        let names = (0..<64).map { "v\($0)" }
        let url = "https://" + names.map { "{\($0)}" }.joined(separator: ".") + ".example.com"
        let variables = names.map { "\($0): { enum: [a, b] }" }.joined(separator: ", ")
        let (model, diagnostics) = SpecHarness.run(["spec.yaml": "api:\n  servers:\n    wide: { url: \"\(url)\", variables: { \(variables) } }\n"])
        #expect(diagnostics.all.isEmpty)
        #expect(try #require(model).info.servers.first?.variables.count == 64)
    }

    /// Variables of one name share an enum where they list the same values; otherwise the
    /// second is numbered, with a warning, as are values that would repeat a case.
    @Test func enumsOfValuesAreSharedOrNumbered() async throws {
        let yaml = """
            api:
              name: Shop
              servers:
                eu: { url: "https://{region}.eu.example.com/{version}", variables: { region: { enum: [north, south] }, version: { enum: [v1, v2] } } }
                us: { url: "https://{region}.us.example.com/{version}", variables: { region: { enum: [east, west] }, version: { enum: [v1, v2] } } }
                old: { url: "https://example.com/{shop_api}", variables: { shop_api: { enum: [allCases, all-cases, east], default: east } } }

            """
        let (model, diagnostics) = SpecHarness.run(["spec.yaml": yaml])
        #expect(diagnostics.sorted.map(\.description) == [
            "spec.yaml:5:74: warning: the values of variable `region` would be named `Region`, which the values of another variable has; "
                + "their enum is named `Region2`",
            "spec.yaml:6:64: warning: the values of variable `shop_api` would be named `ShopAPI`, which the API namespace has; "
                + "their enum is named `ShopAPI2`",
            "spec.yaml:6:83: warning: `allCases` would repeat `CaseIterable`'s `allCases` in the values of variable `shop_api`; "
                + "it is named `allCases2`",
            "spec.yaml:6:93: warning: `all-cases` would repeat `CaseIterable`'s `allCases` in the values of variable `shop_api`; "
                + "it is named `allCases3`",
        ].sorted())
        let info = try #require(model).info
        #expect(info.serverChoices.map(\.typeName) == ["Region", "Version", "Region2", "ShopAPI2"])
        #expect(info.servers.map { $0.variables.compactMap(\.choices?.typeName) } == [["Region", "Version"], ["Region2", "Version"], ["ShopAPI2"]])
        #expect(info.serverChoices[3].cases.map(\.swiftName) == ["allCases2", "allCases3", "east"])
        #expect(try await SwiftCompiler.compile(SpecHarness.generate(["spec.yaml": yaml])) == "")
    }
}
