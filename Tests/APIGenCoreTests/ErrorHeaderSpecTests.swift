import Testing
@testable import APIGenCore

/// Typed headers on errors (`429: { type: Problem, headers: { Retry-After: string? } }`): what
/// is refused, at its place, and the `Failure` cases that carry them, compiled.
@Suite("Error headers in specs")
struct ErrorHeaderSpecTests {
    @Test func everyProblemIsReportedAtItsPlaceInOneRun() {
        let diagnostics = SpecHarness.diagnostics("""
            models:
              Problem: { properties: { title: string } }
              Token: { type: string, secret: true }
            endpoints:
              a:
                method: GET
                path: /a
                response: none
                errors:
                  4XX: { type: Problem, headers: { Status: int?, X-Body: { type: string?, name: body } } }
                  429: { type: none, headers: { X-Token: { type: string?, secret: true }, X-Key: Token?, X-Wait: Problem? } }
                  503: { type: none, headers: [Retry-After] }
                  504: { type: none, headers: { "Bad Name": string } }

            """)
        #expect(diagnostics == [
            "spec.yaml:10:40: error: response header `Status` becomes the Swift name `status` in the headers of error `4XX`, "
                + "which the status already has; choose another with `name:`",
            "spec.yaml:10:85: error: response header `X-Body` becomes the Swift name `body` in the headers of error `4XX`, "
                + "which the body already has; choose another with `name:`",
            "spec.yaml:11:37: error: an error's header cannot be `secret`: the error it is part of prints it; leave it out of the spec, "
                + "or read it in a middleware",
            "spec.yaml:11:79: error: an error's header cannot be `secret`: the error it is part of prints it; leave it out of the spec, "
                + "or read it in a middleware",
            "spec.yaml:11:102: error: response header `X-Wait` must be a string, number, boolean, date, UUID, URL or enum (or an array of them; "
                + "an object, a map or any other value needs `encoding: json`)",
            "spec.yaml:12:35: error: expected a mapping for `headers`, found a list",
            "spec.yaml:13:37: error: `Bad Name` is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
        ])
    }

    /// A list header (`Allow: GET, HEAD`) is an array of scalars, read at its commas, with its
    /// constraints and its items' checked at `header <name>`; an array of anything else is refused.
    @Test func listHeadersAreArraysOfScalars() async throws {
        let yaml = """
            models:
              Method: { enum: [GET, HEAD, PUT] }
              Problem: { properties: { title: string } }
            endpoints:
              a:
                method: GET
                path: /a
                response:
                  type: none
                  headers:
                    Allow: Method[]
                    X-Counts: { type: "int[]?", minItems: 1, items: { minimum: 0 } }
                errors:
                  429: { type: none, headers: { X-Limits: "int[]?" } }

            """
        let files = try SpecHarness.generate(["spec.yaml": yaml])
        let code = files.map(\.contents).joined()
        #expect(code.contains(#"allow: try decoder.header("Allow", as: [Method].self, from: response)"#))
        #expect(code.contains(#"xCounts: try decoder.optionalHeader("X-Counts", as: [Int].self, from: response)"#))
        #expect(code.contains(#"xLimits: try decoder.optionalHeader("X-Limits", as: [Int].self, from: response)"#))
        #expect(code.contains(#"path["header X-Counts"], minItems: 1"#))
        #expect(code.contains(#"report.check(item0, at: path["header X-Counts"][index0], minimum: 0)"#))
        #expect(try await SwiftCompiler.compile(files) == "")

        let refused = SpecHarness.diagnostics("""
            models:
              Problem: { properties: { title: string } }
            endpoints:
              a: { method: GET, path: /a, response: { type: none, headers: { X-Problems: "Problem[]", X-Grid: "int[][]" } } }
              b: { method: GET, path: /b, response: { type: none, headers: { Set-Cookie: "string[]", WWW-Authenticate: "string[]?" } } }

            """)
        #expect(refused == [
            "spec.yaml:4:78: error: the items of response header `X-Problems` must be a string, number, boolean, date, UUID, URL or enum",
            "spec.yaml:4:99: error: response header `X-Grid` must be a string, number, boolean, date, UUID, URL or enum (or an array of them; "
                + "an object, a map or any other value needs `encoding: json`)",
            "spec.yaml:5:78: error: `Set-Cookie` cannot be a list: a cookie's `Expires` date holds a comma, and servers send each cookie "
                + "in a header of its own, so its commas do not all part items; read it as `string`",
            "spec.yaml:5:108: error: `WWW-Authenticate` cannot be a list: a comma parts a challenge's parameters as well as the "
                + "challenges, so its commas do not all part items; read it as `string`",
        ])
    }

    /// A header's Swift name is an associated value's label after the body (and after the
    /// status, for a class); an inline enum nests under the case's name; the header's
    /// constraints are checked in `validateFailure`, each header bound by a name no header
    /// can take from `body` or `path`.
    @Test func failuresCarryTheirHeadersAsLabelledValues() async throws {
        let yaml = """
            api:
              errors:
                429:
                  type: Problem
                  headers:
                    Retry-After: { type: string?, description: Seconds to wait. }
                    X-Path: { type: int?, minimum: 1 }
            models:
              Problem: { properties: { title: string } }
            endpoints:
              a:
                method: GET
                path: /a
                response: none
                errors:
                  4XX: { type: Problem, headers: { X-Mode: { enum: [slow, stop], optional: true } } }
                  503: { type: none, headers: { Retry-After: int } }
              b: { method: HEAD, path: /b, response: none }

            """
        let files = try SpecHarness.generate(["spec.yaml": yaml])
        let code = files.map(\.contents).joined()
        #expect(code.contains("case clientError(status: Int, Problem, xMode: ARequest.ClientErrorXMode?)"))
        #expect(code.contains("case tooManyRequests(Problem, retryAfter: String?, xPath: Int?)"))
        #expect(code.contains("case serviceUnavailable(retryAfter: Int)"))
        #expect(code.contains("""
                    case 503: return .serviceUnavailable(
                        retryAfter: try decoder.header("Retry-After", as: Int.self, from: response))
            """))
        #expect(code.contains("case .tooManyRequests(let body, _, let xPathHeader):"))
        #expect(code.contains("case .tooManyRequests(_, let xPathHeader):"))
        #expect(code.contains("report.check(xPathHeader, at: path[\"header X-Path\"], minimum: 1)"))
        #expect(code.contains("/// - `retryAfter`: the `Retry-After` header:\n        ///   Seconds to wait."))
        #expect(code.contains("/// - 429: `tooManyRequests`, `Problem`, with the headers `Retry-After`, `X-Path`"))
        #expect(try await SwiftCompiler.compile(files) == "")
    }
}
