import Testing
@testable import APIGenCore

/// Two things servers do that flask-smorest shows: a response header whose value is JSON
/// (`encoding: json`), and properties only the server sends (`readOnly: true`).
@Suite("JSON headers and readOnly properties")
struct JSONHeaderAndReadOnlyTests {
    /// A header of any type with `encoding: json` (a model, a map, an inline object, a list, on a
    /// success or an error) is read through the runtime's JSON, and validated at `header <name>`.
    @Test func aJSONHeaderOfAnyTypeIsReadAsJSON() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Paging: { properties: { total: { type: int, minimum: 0 }, next_page: int? } }
            endpoints:
              list:
                method: GET
                path: /things
                response:
                  type: "string[]"
                  headers:
                    X-Pagination: { type: Paging?, encoding: json, description: The page's place. }
                    X-Counts: { type: "map<int>", encoding: json, secret: true }
                    X-Window: { encoding: json, properties: { from: int, to: int } }
                    X-Total: int?
                errors:
                  429: { type: none, headers: { X-Limits: { type: "int[]", encoding: json } } }
            """])
        let source = files.map(\.contents).joined(separator: "\n")
        for line in [
            #"xPagination: try decoder.optionalJSONHeader("X-Pagination", as: Paging.self, from: response)"#,
            #"xCounts: try decoder.jsonHeader("X-Counts", as: [String: Int].self, from: response, redactingValue: true)"#,
            #"xWindow: try decoder.jsonHeader("X-Window", as: ListRequest.XWindow.self, from: response)"#,
            #"xTotal: try decoder.optionalHeader("X-Total", as: Int.self, from: response)"#,
            #"xLimits: try decoder.jsonHeader("X-Limits", as: [Int].self, from: response)"#,
            #"report.validate(self.xPagination, at: path["header X-Pagination"])"#,
        ] {
            #expect(source.contains(line), "\(line)")
        }
        #expect(try await SwiftCompiler.compile(files) == "")
    }

    /// Without `encoding: json` a header is text, so an object is an error that names the
    /// remedy; an `encoding` but `json`, and a file, are errors too.
    @Test func aHeaderThatIsNotTextNeedsJSON() {
        let errors = SpecHarness.diagnostics("""
            models:
              Paging: { properties: { total: int } }
            endpoints:
              list:
                method: GET
                path: /things
                response:
                  type: none
                  headers:
                    X-Pagination: Paging
                    X-Page: { type: Paging, encoding: xml }
                    X-File: { type: file, encoding: json }
            """)
        #expect(errors == [
            "spec.yaml:10:23: error: response header `X-Pagination` must be a string, number, boolean, date, UUID, URL or enum "
                + "(or an array of them; an object, a map or any other value needs `encoding: json`)",
            "spec.yaml:11:43: error: a response header's `encoding` is `json`, not `xml`",
            "spec.yaml:12:17: error: response header `X-File` cannot be a `file`: only a `multipart` body sends files",
        ])
    }

    /// A `readOnly` property is left out of what a request sends: its model's `encode(to:)` asks
    /// `encoder.isEncodingRequest` (a JSON body, a JSON part), and a form or multipart body has no
    /// field for it; its model's `validate` asks `report.isValidatingRequest`, so a request does
    /// not check its constraints. (`RequestEncodingTests` holds the runtime's encoders to the flag, and the
    /// loopback test `updateUserSendsTheUserBackWithoutItsReadOnlyID` runs such a model.)
    @Test func aReadOnlyPropertyIsLeftOutOfRequests() async throws {
        let files = try SpecHarness.generate(["spec.yaml": """
            models:
              Pet:
                properties:
                  id: { type: int64?, readOnly: true, minimum: 1 }
                  name: { type: string, minLength: 1 }
                  created_at: { type: date-time, readOnly: true, optional: true }
              Form:
                properties:
                  id: { type: int?, readOnly: true }
                  name: string
              Upload:
                properties:
                  id: { type: int?, readOnly: true }
                  pet: Pet
            endpoints:
              put: { method: PUT, path: /pets, body: Pet, response: Pet }
              form: { method: POST, path: /form, body: { type: Form, encoding: form }, response: none }
              upload: { method: POST, path: /upload, body: { type: Upload, encoding: multipart }, response: none }
            """])
        let source = files.map(\.contents).joined(separator: "\n")
        for text in [
            "        if !encoder.isEncodingRequest {\n            try container.encodeIfPresent(self.id, forKey: .id)\n        }\n"
                + "        try container.encode(self.name, forKey: .name)\n"
                + "        if !encoder.isEncodingRequest {\n            try container.encodeIfPresent(self.createdAt, forKey: .createdAt)\n        }\n",
            "request.formBody { form in\n            form.add(\"name\", self.body.name)\n        }",
            // Nor does a request check it (`APIRequest.validationReport()`; `ReadOnlyValidationTests` runs such a model).
            "        if !report.isValidatingRequest {\n            report.check(self.id, at: path[\"id\"], minimum: 1)\n        }\n"
                + "        report.check(self.name, at: path[\"name\"], minLength: 1)\n",
            "request.multipartBody { form in\n            form.addJSON(\"pet\", self.body.pet)\n        }",
        ] {
            #expect(source.contains(text), "\(text)")
        }
        #expect(try await SwiftCompiler.compile(files) == "")
        let errors = SpecHarness.diagnostics("""
            models:
              Pet: { properties: { id: { type: int, readOnly: maybe } } }
            endpoints:
              get: { method: GET, path: /pets, params: { id: { type: int, readOnly: true } }, response: Pet }
            """)
        #expect(errors.count == 2)
        #expect(errors.first == "spec.yaml:2:51: error: expected `true` or `false` for `readOnly`, found `maybe`")
        #expect(errors.last?.hasPrefix("spec.yaml:4:63: error: unknown key `readOnly` in parameter `id`; expected one of:") == true)
    }
}
